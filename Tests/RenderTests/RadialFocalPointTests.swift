import Foundation
import Geometry
import Motion
import Raster
import Render
import Testing

/// `radialFocalPoint`: a radial gradient drawn from its focal point (radius 0) to the ellipse, the two-circle
/// gradient of SVG and Cairo. At a point q (unit coordinates about the centre) the colour is at the t ≥ 0 where
/// |q − f(1 − t)| = t.
struct RadialFocalPointTests {
    /// White → black over a 100 × 100 layer, centre (50, 50), radius 50, focus `focus`.
    static func render(focus: Point) throws -> Frame {
        var l = LayerState(id: "g", type: .gradient)
        l.setFrame(Rect(x: 0, y: 0, width: 100, height: 100))
        l.colors = [.white, .black]
        l.gradientType = .radial
        l.startPoint = Point(x: 0.5, y: 0.5)
        l.endPoint = Point(x: 1, y: 1)
        l.radialFocalPoint = focus
        return try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: nil, images: [:]).render([l])
    }

    /// The t of the two-circle gradient at q for focus f (the larger root of (|f|² − 1)t² + 2(d·f)t + |d|² = 0,
    /// d = q − f).
    static func t(_ q: Point, _ f: Point) -> Double {
        let d = Point(x: q.x - f.x, y: q.y - f.y)
        let a = f.x * f.x + f.y * f.y - 1, b = 2 * (d.x * f.x + d.y * f.y), c = d.x * d.x + d.y * d.y
        return (-b - (b * b - 4 * a * c).squareRoot()) / (2 * a)
    }

    /// A focus at half the radius to the right: every pixel of row 50 and column 75 inside the circle has the
    /// colour of its t (within 2/255); at the centre t = 0.5 / 1.5 = 1/3, so the ramp is lighter there than the
    /// centred gradient's (t = 0), and the focus itself is the first colour.
    @Test func theGradientRunsFromTheFocalPoint() throws {
        let f = Point(x: 0.5, y: 0)
        let frame = try Self.render(focus: f)
        func red(_ x: Int, _ y: Int) -> Int { Int(frame.pixels[y * frame.bytesPerRow + 4 * x + 2]) }
        for (x, y) in (5..<95).map({ ($0, 50) }) + (10..<90).map({ (75, $0) }) {
            let q = Point(x: (Double(x) + 0.5 - 50) / 50, y: (Double(y) + 0.5 - 50) / 50)
            guard q.x * q.x + q.y * q.y < 0.95 else { continue }
            let expected = 255 * (1 - min(Self.t(q, f), 1))
            #expect(abs(Double(red(x, y)) - expected) <= 2, "(\(x), \(y)): \(red(x, y)) vs \(expected)")
        }
        #expect(abs(Self.t(Point(x: 0, y: 0), f) - 1.0 / 3) < 1e-12)
        #expect(red(75, 50) > 240)
        let centred = try Self.render(focus: .zero)
        #expect(Int(centred.pixels[50 * centred.bytesPerRow + 4 * 75 + 2]) < 140)
    }
}
