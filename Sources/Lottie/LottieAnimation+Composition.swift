import Composition
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
        return Composition(canvas: canvas, tree: layerTree, layerTypes: layerTypes, timeline: timeline)
    }

    /// `composition` with the images of the image layers, decoded by `resources` (keyed by the asset's JSON path,
    /// which the image layers' `contents` hold). Images without bytes (a file outside a dotLottie archive: a warning)
    /// are left out and draw nothing.
    ///
    /// - Throws: `LottieError` naming the asset's `p` when an image cannot be decoded or is larger than
    ///   `Limits.maximumImagePixels` either way.
    public func composition(resources: any ResourceLoading) throws -> Composition {
        var c = composition
        let limit = Limits.maximumImagePixels
        for asset in imageAssets {
            guard let bytes = asset.embedded else { continue }
            let frame: Frame
            do {
                frame = try resources.loadImage(bytes: bytes)
            } catch {
                throw LottieError(path: asset.path + ".p", "cannot decode the image: \(error)")
            }
            guard frame.width <= limit, frame.height <= limit else {
                throw LottieError(path: asset.path + ".p", "the image is \(frame.width)×\(frame.height) px: at most \(limit) px each way (the limit)")
            }
            c.images[asset.path] = ImageSource(frame)
        }
        return c
    }
}
