import Composition
import Geometry
import Render

extension Composition {
    /// A renderer for this composition's canvas. `opaque` composites the background over opaque black, for outputs
    /// without alpha (H.264).
    public func makeRenderer(opaque: Bool) throws -> Renderer {
        var background = canvas.background
        if opaque {
            let bg = background ?? .black
            let a = bg.alpha
            background = Color(red: bg.red * a, green: bg.green * a, blue: bg.blue * a, alpha: 1)
        }
        let renderer = try Renderer(canvasSize: canvas.size, scale: canvas.scale, background: background,
                                    images: try decodedImages())
        renderer.imageResampling = imageResampling
        renderer.textBackingStore = textBackingStore
        return renderer
    }
}
