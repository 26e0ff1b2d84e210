import Geometry
import Motion
import Raster
import Render
import Testing

// Line caps, joins and dashes of shape-layer strokes, with expectations from stroke geometry: a stroke of width w
// covers w/2 on each side of the path; butt caps end at the end point, square caps reach w/2 past it, round caps
// a half disc of radius w/2; a miter join fills the corner's outer square, a bevel cuts it along the diagonal;
// dashes alternate on/off lengths along the path from the dash phase. Coordinates are chosen so that every
// edge lies on a pixel boundary (scale 1): covered pixels are exactly opaque, the others exactly clear.

private func strokeFrame(_ path: Path, width: Double, configure: (inout LayerState) -> Void = { _ in }) throws -> Frame {
    var s = LayerState(id: "s", type: .shape)
    s.setFrame(Rect(x: 0, y: 0, width: 60, height: 40))
    s.path = path
    s.fillColor = nil
    s.strokeColor = .black
    s.lineWidth = width
    configure(&s)
    let r = try Renderer(canvasSize: Size(width: 60, height: 40), scale: 1, background: nil, images: [:])
    return try r.render([s])
}

private func line(_ x0: Double, _ x1: Double, y: Double) -> Path {
    Path([.move(Point(x: x0, y: y)), .line(Point(x: x1, y: y))])
}

@Suite struct StrokeStyleTests {
    /// A horizontal line from x = 20 to 40 at y = 20, width 8: rows 16…23 are covered between the ends; caps decide
    /// what happens beyond them.
    @Test(arguments: [(LineCap.butt, 0), (.square, 4)])
    func capsExtendBeyondTheEndPoints(cap: LineCap, reach: Int) throws {
        let f = try strokeFrame(line(20, 40, y: 20), width: 8) { $0.lineCap = cap }
        for x in 0..<60 {
            let covered = x >= 20 - reach && x < 40 + reach
            #expect(f[x, 20].a == (covered ? 255 : 0), "\(cap) cap, x = \(x)")
            #expect(f[x, 16].a == (covered ? 255 : 0) && f[x, 23].a == (covered ? 255 : 0), "\(cap) cap, x = \(x)")
            #expect(f[x, 15].a == 0 && f[x, 24].a == 0, "outside the width, x = \(x)")
        }
    }

    /// A round cap is a half disc of radius w/2 around the end point: on the centre row it reaches w/2, on the
    /// stroke's edge rows it has (almost) no reach.
    @Test func roundCapIsAHalfDisc() throws {
        let f = try strokeFrame(line(20, 40, y: 20), width: 8) { $0.lineCap = .round }
        // Centre row (pixel centres at y = 20.5, 0.5 from the axis): covered to x ≈ 40 + √(16 − 0.25) ≈ 43.97.
        #expect(f[42, 20].a == 255)
        #expect(f[44, 20].a < 128)
        // Edge row y = 16 (centre 3.5 from the axis): the disc reaches only √(16 − 12.25) ≈ 1.94 past the end.
        #expect(f[40, 16].a > 128)
        #expect(f[43, 16].a == 0)
        // Left end mirrors the right.
        #expect(f[17, 20].a == 255 && f[15, 20].a < 128)
    }

    /// A right-angle corner at (40, 10) of a path coming from the left and going down, width 8: a miter join fills
    /// the outer square (40…44 × 6…10); a bevel cuts it along the diagonal, so its far corner stays clear.
    @Test(arguments: [(LineJoin.miter, true), (.bevel, false), (.round, false)])
    func joinsFillOrCutTheOuterCorner(join: LineJoin, fillsCorner: Bool) throws {
        let path = Path([.move(Point(x: 10, y: 10)), .line(Point(x: 40, y: 10)), .line(Point(x: 40, y: 35))])
        let f = try strokeFrame(path, width: 8) { $0.lineJoin = join }
        // The far corner pixel of the outer square: (43, 6), centre (43.5, 6.5).
        #expect(f[43, 6].a == (fillsCorner ? 255 : 0), "\(join) join")
        // The inner parts of both segments are covered whatever the join.
        #expect(f[30, 10].a == 255 && f[40, 25].a == 255)
    }

    /// A miter limit below the miter's length ratio (√2 ≈ 1.414 for a right angle) turns the miter into a bevel.
    @Test func miterLimitBevelsSharpCorners() throws {
        let path = Path([.move(Point(x: 10, y: 10)), .line(Point(x: 40, y: 10)), .line(Point(x: 40, y: 35))])
        let mitered = try strokeFrame(path, width: 8) { $0.lineJoin = .miter; $0.miterLimit = 1.5 }
        let beveled = try strokeFrame(path, width: 8) { $0.lineJoin = .miter; $0.miterLimit = 1.4 }
        #expect(mitered[43, 6].a == 255)
        #expect(beveled[43, 6].a == 0)
    }

    /// Dashes [6, 4] from x = 10 along a horizontal line: on for 6, off for 4, repeating; a phase of 3 starts the
    /// pattern 3 units in.
    @Test(arguments: [0.0, 3.0])
    func dashesAlternateAlongThePath(phase: Double) throws {
        let f = try strokeFrame(line(10, 50, y: 20), width: 4) {
            $0.lineDashPattern = [6, 4]
            $0.lineDashPhase = phase
        }
        for x in 10..<50 {
            let along = (Double(x - 10) + 0.5 + phase).truncatingRemainder(dividingBy: 10)
            let on = along < 6
            #expect(f[x, 20].a == (on ? 255 : 0), "phase \(phase), x = \(x)")
        }
    }
}
