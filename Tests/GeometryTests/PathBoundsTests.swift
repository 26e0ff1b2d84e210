import Testing
import Geometry

@Suite struct PathBoundsTests {
    @Test func emptyPathIsZero() {
        #expect(Path.empty.bounds == .zero)
    }

    @Test func linesAndMoves() throws {
        #expect(try Path(svg: "M5 5 L10 -10 L-2 3 Z").bounds == Rect(x: -2, y: -10, width: 12, height: 15))
        // A sub-path's lone move point counts.
        #expect(try Path(svg: "M5 5 L10 10 M-3 0").bounds == Rect(x: -3, y: 0, width: 13, height: 10))
        #expect(try Path(svg: "M5 6").bounds == Rect(x: 5, y: 6, width: 0, height: 0))
    }

    @Test func quadWithInteriorExtremum() throws {
        let p = try Path(svg: "M0 0 Q10 20 20 0")
        #expect(p.bounds == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(p.controlPointBounds == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func cubicWithInteriorExtremum() throws {
        // y'(t) is linear here: the top is at t = 0.5, y = 0.75·(-10) = -7.5.
        let p = try Path(svg: "M0 0 C0 -10 10 -10 10 0")
        #expect(p.bounds == Rect(x: 0, y: -7.5, width: 10, height: 7.5))
        #expect(p.controlPointBounds == Rect(x: 0, y: -10, width: 10, height: 10))
    }

    @Test func cubicWithTwoInteriorExtremaPerAxis() throws {
        // x: 0, 40, -30, 10 has x'(t) = 3(220t² − 220t + 40): extrema at t = (220 ± √13200) / 440.
        let p = try Path(svg: "M0 0 C40 30 -30 -20 10 10")
        let r = (13200.0).squareRoot()
        let t1 = (220 - r) / 440, t2 = (220 + r) / 440
        func x(_ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * 40 + 3 * u * t * t * -30 + t * t * t * 10
        }
        let b = p.bounds
        #expect(isClose(b.maxX, x(t1), 1e-12))
        #expect(isClose(b.minX, x(t2), 1e-12))
        #expect(b.maxX > 10 && b.minX < 0)
        // Tight: every sample is inside, and the box is no bigger than the samples need.
        let samples = sampledPoints(p, perSegment: 100_000)
        let sx = samples.map(\.x), sy = samples.map(\.y)
        #expect(sx.min()! >= b.minX - 1e-12 && sx.max()! <= b.maxX + 1e-12)
        #expect(sy.min()! >= b.minY - 1e-12 && sy.max()! <= b.maxY + 1e-12)
        #expect(isClose(sx.min()!, b.minX, 1e-6) && isClose(sx.max()!, b.maxX, 1e-6))
        #expect(isClose(sy.min()!, b.minY, 1e-6) && isClose(sy.max()!, b.maxY, 1e-6))
        #expect(p.controlPointBounds.width > b.width)
    }

    @Test func shapesBoundTheirRects() {
        let r = Rect(x: 12.5, y: -3, width: 80, height: 40)
        #expect(Path.rect(r).bounds == r)
        #expect(Path.ellipse(in: r).bounds == r)
        #expect(Path.roundedRect(r, cornerRadius: 12, style: .quad).bounds == r)
        #expect(isClose(Path.roundedRect(r, cornerRadius: 12, style: .circular).bounds, r, 1e-12))
        #expect(isClose(Path.roundedRect(r, cornerRadius: 12, style: .continuous).bounds, r, 1e-9))
    }

    @Test func boundsFollowTransforms() {
        let r = Rect(x: 0, y: 0, width: 10, height: 20)
        let moved = Path.ellipse(in: r).applying(.translation(5, 7))
        #expect(moved.bounds == Rect(x: 5, y: 7, width: 10, height: 20))
    }
}
