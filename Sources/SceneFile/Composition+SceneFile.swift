import Composition
import Foundation
import Geometry
import Layout
import Motion
import Raster

/// The scene-file reader: JSON text → `Composition`. Text measuring and image decoding come from `resources`, so
/// this module needs neither the renderer nor the media library.
extension Composition {
    /// Reads and validates a scene file. Every error names the JSON path of the offending value.
    public static func load(path: String, resources: any ResourceLoading) throws -> Composition {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
                throw SceneError(path: "", "\(path): \(isDir.boolValue ? "is a directory" : "cannot be read")")
            }
            throw SceneError(path: "", "\(path): no such file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw notUTF8(path, data)
        }
        let base = (path as NSString).deletingLastPathComponent
        do {
            return try parse(text, baseDirectory: base, resources: resources, sceneFile: path)
        } catch let e as JSONSyntaxError {
            throw SceneError(path: "", "\(path): malformed JSON at \(e)")
        }
    }

    /// Parses a scene from JSON text; relative file paths resolve against `baseDirectory`.
    public static func parse(_ text: String, baseDirectory: String = "", resources: any ResourceLoading) throws -> Composition {
        try parse(text, baseDirectory: baseDirectory, resources: resources, sceneFile: nil)
    }

    /// `sceneFile`, when given, starts the message of an image decoding error found after reading (when a frame is
    /// first drawn), as `load`'s caller prefixes errors found while reading.
    static func parse(_ text: String, baseDirectory: String, resources: any ResourceLoading,
                      sceneFile: String?) throws -> Composition {
        let root = JSONNode<SceneError>(try JSONParser.parse(text), path: "")
        _ = try root.object(allowing: ["$schema", "version", "canvas", "layers", "animations", "transactions",
                                       "constraints", "alignments", "checkpoints", "expectations"])
        if let v = root["version"] {
            guard try v.number() == 1 else { throw v.fail("this version of animate reads scene format version 1") }
        }
        guard let canvasNode = root["canvas"] else { throw root.fail("a scene needs a \"canvas\"") }
        let canvas = try Canvas(node: canvasNode)

        var layerDecoder = LayerDecoder(baseDirectory: base(baseDirectory), canvasSize: canvas.size)
        var layers = try root["layers"].map { try layerDecoder.decodeList($0) } ?? []
        var layout = try SceneLayout(root: root, layers: layers, layerDecoder: layerDecoder, canvasSize: canvas.size,
                                     resources: resources)
        try layout.apply(to: &layers, blame: nil)
        layout.checkAmbiguity(at: nil)
        var tree = LayerTree(layers: layers)

        var timeline = SceneTimeline()
        timeline.layers = layerDecoder.layers
        let animationDecoder = AnimationDecoder(layers: layerDecoder.layers)
        // Each layer's own `animations` first (file order), then the top-level list; both are added at time 0.
        var decoded: [(node: JSONNode<SceneError>, animation: AnimationDecoder.Decoded)] = []
        for (layer, list) in layerDecoder.animationLists {
            for node in try list.array() { decoded.append((node, try animationDecoder.decodeInLayer(node, layer: layer))) }
        }
        for node in try root["animations"]?.array() ?? [] {
            decoded.append((node, try animationDecoder.decodeTopLevel(node)))
        }
        // Animations starting from the presentation value wait until the timeline up to their begin time is built;
        // animations with `addedAt` wait until then (after the transactions at that time, as code that sets the model
        // and then adds in one run-loop turn).
        var pending: [(time: Double, entry: Int, start: PresentationStart?, node: JSONNode<SceneError>, decoded: AnimationDecoder.Decoded)] = []
        for (node, d) in decoded {
            let entry = timeline.animations.count
            if d.fromPresentation {
                let p = try PresentationStart(node: node, decoded: d, entry: entry, in: tree)
                pending.append((p.begin, entry, p, node, d))
            } else if let at = d.addedAt {
                pending.append((at, entry, nil, node, d))
            } else {
                do {
                    try tree.add(d.animation, toLayer: d.layer, forKey: d.key, at: 0)
                } catch let e as MotionError {
                    throw node.fail(e.description)
                }
            }
            timeline.animations.append(.init(path: d.source ?? node.path, layer: d.layer, key: d.key, animation: d.animation,
                                             addedAt: d.addedAt, source: d.source))
        }
        pending.sort { ($0.time, $0.entry) < ($1.time, $1.entry) }
        func addPending(before time: Double) throws {
            while let p = pending.first, p.time < time {
                if let start = p.start {
                    timeline.animations[p.entry].animation = try start.add(to: &tree)
                } else {
                    do {
                        try tree.add(p.decoded.animation, toLayer: p.decoded.layer, forKey: p.decoded.key, at: p.time)
                    } catch let e as MotionError {
                        throw p.node.fail(e.description)
                    }
                }
                pending.removeFirst()
            }
        }

        var transactions = layerDecoder.presetTransactions
        var layoutActions: [Int: SceneLayout.Actions] = [:]
        for node in try root["transactions"]?.array() ?? [] {
            let (rest, actions) = try layout.split(node)
            layoutActions[transactions.count] = actions
            transactions.append(try animationDecoder.decodeTransaction(rest))
        }
        // Commit in time order; equal times keep their file order (presets first, then the transactions list).
        let ordered = transactions.enumerated().sorted {
            ($0.element.transaction.at, $0.offset) < ($1.element.transaction.at, $1.offset)
        }
        for (k, t) in ordered {
            try addPending(before: t.transaction.at)
            do {
                for r in t.removals {
                    if let key = r.key {
                        try tree.removeAnimation(forKey: key, fromLayer: r.layer, at: t.transaction.at)
                    } else {
                        try tree.removeAllAnimations(fromLayer: r.layer, at: t.transaction.at)
                    }
                }
                try tree.commit(t.transaction)
            } catch let e as MotionError {
                throw SceneError(path: t.path, e.description)
            }
            timeline.transactions.append(.init(path: t.path, transaction: t.transaction, removals: t.removals, source: t.source))
            if let frames = try layout.commit(layoutActions[k] ?? SceneLayout.Actions(), t, into: &tree) {
                timeline.transactions.append(.init(path: t.path, transaction: frames))
            }
        }

        try addPending(before: .infinity)

        var images: [String: ImageSource] = [:]
        for (file, path) in layerDecoder.imageFiles {
            images[file] = try imageSource(file, at: path, resources: resources, sceneFile: sceneFile)
        }
        var fontFiles: [String] = []
        for (l, _) in layers.flattenedWithParents() {
            if let file = l.fontFile, !fontFiles.contains(file) { fontFiles.append(file) }
        }
        let checks = try SceneChecks.decode(root)
        var composition = Composition(canvas: canvas, tree: tree, images: images, fontFiles: fontFiles,
                           layerTypes: layerDecoder.layers.mapValues(\.type), layoutWarnings: layout.warnings,
                           timeline: timeline, checkpoints: checks.checkpoints, expectations: checks.expectations)
        // Extensions: how images are resampled and text layers drawn, the Lottie reader's choices under lottie-ios
        // semantics, so that `animate expand`'s scene draws what the Lottie file drew.
        if let n = canvasNode["imageResampling"] {
            let names = ImageResampling.allCases.map(\.rawValue)
            guard let r = ImageResampling(rawValue: try n.string()) else {
                throw n.expected(names.map { "\"\($0)\"" }.joined(separator: " or "))
            }
            composition.imageResampling = r
        }
        if let n = canvasNode["textBackingStore"] { composition.textBackingStore = try n.bool() }
        do {
            try composition.checkLimits()
        } catch let e as LimitError {
            throw SceneError(path: e.path, e.message)
        }
        return composition
    }

    /// The image `file` (named at JSON path `path`): its size from the file's header when `resources` can read it,
    /// checked against the limits now, and its pixels decoded when first drawn; otherwise decoded now. Errors name
    /// `path`, now and later alike (a later one also names `sceneFile`).
    private static func imageSource(_ file: String, at path: String, resources: any ResourceLoading,
                                    sceneFile: String?) throws -> ImageSource {
        let limit = Limits.maximumImagePixels
        func tooLarge(_ width: Int, _ height: Int) -> SceneError {
            SceneError(path: path, "the image \"\(file)\" is \(width)×\(height) px: at most \(limit) px each way (the limit)")
        }
        func cannotLoad(_ error: any Error) -> SceneError {
            SceneError(path: path, "cannot load the image \"\(file)\": \(error)")
        }
        let size: (width: Int, height: Int)?
        do {
            size = try resources.imageSize(atPath: file)
        } catch {
            throw cannotLoad(error)
        }
        guard let size else {
            let image: Frame
            do { image = try resources.loadImage(atPath: file) } catch { throw cannotLoad(error) }
            guard image.width <= limit, image.height <= limit else { throw tooLarge(image.width, image.height) }
            return ImageSource(image)
        }
        guard size.width <= limit, size.height <= limit else { throw tooLarge(size.width, size.height) }
        // Found when a frame is first drawn: the message starts with the scene file, as `load`'s caller adds.
        let failure = { @Sendable (reason: String) -> SceneError in
            let e = SceneError(path: path, "cannot load the image \"\(file)\": \(reason)")
            return sceneFile.map { SceneError(path: "", "\($0): \(e)") } ?? e
        }
        return ImageSource(width: size.width, height: size.height) {
            let image: Frame
            do { image = try resources.loadImage(atPath: file) } catch { throw failure("\(error)") }
            guard image.width == size.width, image.height == size.height else {
                throw failure("decoded to \(image.width)×\(image.height) px, its header says \(size.width)×\(size.height)")
            }
            return image
        }
    }

    private static func base(_ directory: String) -> String {
        directory.isEmpty ? "." : directory
    }
}

extension SceneTimeline {
    /// Reads the timeline entries of a scene file (the scene is loaded as `Composition.load` does; errors are its).
    public static func load(path: String, resources: any ResourceLoading) throws -> SceneTimeline {
        try Composition.load(path: path, resources: resources).timeline
    }

    /// Reads the timeline entries from scene JSON text.
    public static func parse(_ text: String, baseDirectory: String = "", resources: any ResourceLoading) throws -> SceneTimeline {
        try Composition.parse(text, baseDirectory: baseDirectory, resources: resources).timeline
    }
}
