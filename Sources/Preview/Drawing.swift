import Composition
import Foundation
import Geometry
import Motion
import Raster
import Render

/// A flat picture built from layers in one coordinate space (points, origin top-left): filled and stroked paths,
/// pixel-font text and images. It is drawn by the project's own renderer (`Render.Renderer`) as a tree of shape and
/// image layers, and can be written as SVG (paths and text only).
public struct Drawing {
    /// The picture's size in points.
    public let size: Size
    public let background: Color
    /// The layers, back to front.
    public private(set) var layers: [LayerState] = []
    /// Images for image layers, keyed by `LayerState.contents`.
    public private(set) var images: [String: Frame] = [:]

    public init(size: Size, background: Color) {
        self.size = size
        self.background = background
    }

    private func layer(_ type: LayerType) -> LayerState {
        var l = LayerState(id: "drawing-\(layers.count)", type: type)
        l.anchorPoint = .zero
        l.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        return l
    }

    /// Fills `path` (non-zero rule).
    public mutating func fill(_ path: Path, _ color: Color) {
        var l = layer(.shape)
        l.path = path
        l.fillColor = color
        layers.append(l)
    }

    /// Strokes `path` with a line `width` points wide.
    public mutating func stroke(_ path: Path, _ color: Color, width: Double) {
        var l = layer(.shape)
        l.path = path
        l.fillColor = nil
        l.strokeColor = color
        l.lineWidth = width
        layers.append(l)
    }

    public mutating func fill(_ rect: Rect, _ color: Color) { fill(.rect(rect), color) }

    /// Text in the built-in `PixelFont`; `origin` is the top-left of the first glyph; `cell` the size of a font pixel.
    public mutating func text(_ s: String, at origin: Point, cell: Double, color: Color) {
        guard !s.isEmpty else { return }
        fill(PixelFont.path(s, at: origin, cell: cell), color)
    }

    /// Shows `frame` stretched over `rect`; at a scale where `rect` is the frame's pixel size on whole pixels, the
    /// pixels are copied unchanged.
    public mutating func image(_ frame: Frame, in rect: Rect) {
        let key = "drawing-image-\(images.count)"
        images[key] = frame
        var l = LayerState(id: "drawing-\(layers.count)", type: .image)
        l.anchorPoint = .zero
        l.position = rect.origin
        l.bounds = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
        l.contents = key
        l.contentsGravity = "resize"
        layers.append(l)
    }

    /// Draws the picture with `Render.Renderer` at `scale` pixels per point.
    public func render(scale: Double = 1) throws -> Frame {
        let renderer = try Renderer(canvasSize: size, scale: scale, background: background, images: images)
        return try renderer.render(layers)
    }

    /// The picture as an SVG document (image layers are left out).
    public func svg() -> String {
        func num(_ v: Double) -> String { NumberText.format(v) }
        func paint(_ c: Color?) -> String {
            guard let c else { return "none" }
            let hex = c.hexString
            return String(hex.prefix(7))
        }
        func opacity(_ name: String, _ c: Color?) -> String {
            guard let c, c.alpha < 1 else { return "" }
            return " \(name)-opacity=\"\(num((c.alpha * 1000).rounded() / 1000))\""
        }
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(num(size.width))" height="\(num(size.height))" \
            viewBox="0 0 \(num(size.width)) \(num(size.height))">
            <rect width="100%" height="100%" fill="\(paint(background))"\(opacity("fill", background))/>

            """
        for l in layers where l.type == .shape {
            guard let p = l.path, !p.isEmpty else { continue }
            let t = l.position == .zero ? "" : " transform=\"translate(\(num(l.position.x)) \(num(l.position.y)))\""
            var attrs = "fill=\"\(paint(l.fillColor))\"\(opacity("fill", l.fillColor))"
            if let s = l.strokeColor {
                attrs += " stroke=\"\(paint(s))\"\(opacity("stroke", s)) stroke-width=\"\(num(l.lineWidth))\""
            }
            out += "<path d=\"\(p.svgString)\" \(attrs)\(t)/>\n"
        }
        return out + "</svg>\n"
    }
}

