import Composition
import Foundation
import Geometry
import Motion
import Raster

extension LottieAnimation {
    /// The animation as a composition, what every command renders, samples and checks: a canvas of `w` × `h`
    /// points at `fr` frames per second lasting `(op − ip) / fr` seconds (so `op − ip` frames), a transparent
    /// background, and the translated layer tree. Its timeline lists every attached animation; an animation's
    /// path is `animations[k]`, its place in the scene `animate expand` prints.
    public var composition: Composition {
        var canvas = Canvas(size: canvasSize)
        canvas.fps = frameRate
        canvas.duration = duration
        var timeline = SceneTimeline()
        for (k, a) in animations.enumerated() {
            timeline.animations.append(.init(path: "animations[\(k)]", layer: a.layer, key: a.key, animation: a.animation))
        }
        var layerTypes: [String: LayerType] = [:]
        func visit(_ layer: LayerState, path: String) {
            layerTypes[layer.id] = layer.type
            timeline.layers[layer.id] = (layer.type, path)
            if let m = layer.mask { visit(m, path: path + ".mask") }
            for (k, s) in layer.sublayers.enumerated() { visit(s, path: "\(path).sublayers[\(k)]") }
        }
        for (k, l) in layerTree.initialLayers.enumerated() { visit(l, path: "layers[\(k)]") }
        var c = Composition(canvas: canvas, tree: layerTree, layerTypes: layerTypes, timeline: timeline)
        // lottie-ios's snapshots draw image contents through Core Graphics (`ImageResampling.coreGraphics`).
        if options.semantics == .lottieIOS { c.imageResampling = .coreGraphics }
        // …and draw text layers from their backing stores (`Renderer+TextBackingStore.swift`).
        if options.semantics == .lottieIOS { c.textBackingStore = true }
        return c
    }

    /// `composition` with the images of the image layers, decoded by `resources` (keyed by the asset's JSON path,
    /// which the image layers' `contents` hold). Images without bytes (a file outside a dotLottie archive: a warning)
    /// are left out and draw nothing.
    ///
    /// Each image is first checked from its header (`ResourceLoading.imageSize`: a PNG's or JPEG's structure and
    /// declared size), so a truncated or corrupt file, or one declaring more than `Limits.maximumImagePixels` either
    /// way (a pixel bomb), is refused before any pixel is decoded.
    ///
    /// - Throws: `LottieError` at the asset's `p` (after the dotLottie entry of the animation), naming the archive
    ///   entry or the data URI, in the reader's words: never the temporary file the decoder reads, nor the media
    ///   library's wording.
    public func composition(resources: any ResourceLoading) throws -> Composition {
        var c = composition
        for asset in imageAssets {
            guard let bytes = asset.embedded else { continue }
            c.images[asset.path] = ImageSource(try decodeImage(asset, bytes: bytes, resources: resources))
        }
        return c
    }

    private func decodeImage(_ asset: ImageAssetModel, bytes: [UInt8], resources: any ResourceLoading) throws -> Frame {
        let path = (archiveEntry.isEmpty ? "" : "\(archiveEntry): ") + asset.path + ".p"
        let what = asset.archiveName.map { "the image \"\($0)\"" } ?? "the image in the data URI"
        let limit = Limits.maximumImagePixels
        func tooLarge(_ w: Int, _ h: Int) -> LottieError {
            LottieError(path: path, "\(what) is \(w)×\(h) px: at most \(limit) px each way (the limit)")
        }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("animate-image-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        do {
            try Data(bytes).write(to: url)
        } catch {
            throw LottieError(path: path, "\(what) cannot be decoded: no temporary file could be written for it")
        }
        defer { try? FileManager.default.removeItem(at: url) }
        /// The decoder's words with the temporary file's name taken out.
        func reason(_ error: any Error) -> String {
            "\(error)".replacingOccurrences(of: url.path + ": ", with: "").replacingOccurrences(of: url.path, with: "the file")
        }
        let declared: (width: Int, height: Int)?
        do {
            declared = try resources.imageSize(atPath: url.path)
        } catch {
            throw LottieError(path: path, "\(what) cannot be read: \(reason(error))")
        }
        if let d = declared, d.width > limit || d.height > limit { throw tooLarge(d.width, d.height) }
        let frame: Frame
        do {
            frame = try resources.loadImage(atPath: url.path)
        } catch {
            // The media library's message is its own (and names the temporary file): only what failed is kept.
            throw LottieError(path: path, "\(what) cannot be decoded: its data is not a PNG, JPEG or other image the decoder reads, or is corrupt")
        }
        guard frame.width <= limit, frame.height <= limit else { throw tooLarge(frame.width, frame.height) }
        return frame
    }
}
