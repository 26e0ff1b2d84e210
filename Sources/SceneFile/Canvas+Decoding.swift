import Composition
import Geometry

extension Canvas {
    /// Reads the `canvas` object (SCENE_FORMAT.md, "Canvas"); errors name the JSON path.
    init(node: JSONNode<SceneError>) throws {
        _ = try node.object(allowing: ["size", "scale", "fps", "duration", "background", "imageResampling", "textBackingStore"])
        guard let sizeNode = node["size"] else { throw node.fail("the canvas needs a \"size\" [width, height] in points") }
        let s = try sizeNode.size()
        guard s.width > 0, s.height > 0 else { throw sizeNode.expected("a size with a positive width and height") }
        self.init(size: s)
        if let n = node["scale"] { scale = try n.positiveNumber() }
        if let n = node["fps"] {
            fps = try n.positiveNumber()
            guard fps <= Limits.maximumFPS else { throw n.expected("a frame rate from 0 to \(NumberText.format(Limits.maximumFPS))") }
        }
        if let n = node["duration"] { duration = try n.number(atLeast: 0) }
        if let n = node["background"] { background = n.isNull ? nil : try n.color() }
        guard pixelWidth >= 1, pixelHeight >= 1 else {
            throw node.fail("size × scale is \(pixelWidth)×\(pixelHeight) px: need at least one pixel each way")
        }
        guard pixelWidth <= Limits.maximumPixels, pixelHeight <= Limits.maximumPixels else {
            let w = JSONWriter.format(size.width * scale), h = JSONWriter.format(size.height * scale)
            throw node.fail("size × scale is \(w)×\(h) px: at most \(Limits.maximumPixels) px each way")
        }
    }
}
