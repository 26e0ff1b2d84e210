import Foundation
import Testing
import Geometry

/// `PathMeasure` against lengths known in closed form.
@Suite struct PathMeasureTests {
    /// y = x² for x in 0…1 as a quadratic Bézier (0,0) (½,0) (1,1), scaled by 100: its length is
    /// 100·(√5/2 + asinh(2)/4).
    static let parabola = Path([.move(P(0, 0)), .quad(P(50, 0), P(100, 100))])
    static let parabolaLength = 100 * (5.0.squareRoot() / 2 + asinh(2.0) / 4)

    @Test func linesAreExact() {
        let m = PathMeasure(.rect(Rect(x: 0, y: 0, width: 200, height: 100)))
        #expect(m.length == 600)
        #expect(m.segments.count == 4)  // three lines and the closing line
        #expect(m.point(atDistance: 250) == P(200, 50))
        #expect(m.tangent(atDistance: 250) == P(0, 1))
        #expect(m.point(atDistance: 0) == P(0, 0) && m.point(atDistance: 600) == P(0, 0))
        #expect(m.point(atDistance: -5) == P(0, 0) && m.point(atDistance: 1e9) == P(0, 0))  // clamped
    }

    /// Chords converge on the arc length as 1/n²: 64 chords are within 2e-5 relative (1.2e-5), 1024 within 1e-7.
    @Test func quadraticMatchesTheClosedForm() {
        for (n, tolerance) in [(64, 2e-5), (1024, 1e-7)] {
            let m = PathMeasure(Self.parabola, chordsPerCurve: n)
            #expect(abs(m.length - Self.parabolaLength) < tolerance * Self.parabolaLength, "\(n) chords: \(m.length)")
            #expect(m.length < Self.parabolaLength)  // a polyline inscribed in a curve is shorter
        }
        // The same curve as an exact cubic measures the same.
        let cubic = Path([.move(P(0, 0)), .cubic(P(100.0 / 3, 0), P(200.0 / 3, 100.0 / 3), P(100, 100))])
        #expect(abs(PathMeasure(cubic, chordsPerCurve: 1024).length - Self.parabolaLength) < 1e-7 * Self.parabolaLength)
    }

    /// Point at a distance on the parabola: the arc length from 0 to x is (x√(1+4x²))/2 + asinh(2x)/4 (unit parabola),
    /// so the point at that distance is (x, x²).
    @Test func pointAtDistanceOnTheParabola() {
        let m = PathMeasure(Self.parabola, chordsPerCurve: 1024)
        for x in [0.1, 0.25, 0.5, 0.8] {
            let s = 100 * (x * (1 + 4 * x * x).squareRoot() / 2 + asinh(2 * x) / 4)
            let p = m.point(atDistance: s)!
            #expect(isClose(p, P(100 * x, 100 * x * x), 1e-4), "x \(x): \(p)")
            // The tangent of y = x² at x is (1, 2x), normalised.
            let t = m.tangent(atDistance: s)!, l = (1 + 4 * x * x).squareRoot()
            #expect(isClose(t, P(1 / l, 2 * x / l), 1e-5))
        }
    }

    /// A circle drawn with four cubics measures 2π·r to the accuracy of the cubic approximation (its radius is off by
    /// at most 2.7e-4 of r).
    @Test func circleIsTwoPiR() {
        let m = PathMeasure(.ellipse(in: Rect(x: 0, y: 0, width: 100, height: 100)), chordsPerCurve: 256)
        #expect(abs(m.length - 2 * .pi * 50) < 2.7e-4 * 2 * .pi * 50)
        // A quarter of the way round from the right-most point is the bottom (clockwise on a y-down screen).
        #expect(isClose(m.point(atDistance: m.length / 4)!, P(50, 100), 1e-9))
    }

    /// A straight cubic whose control points bunch up is still measured by distance, not parameter.
    @Test func unevenlyParametrisedLine() {
        let m = PathMeasure(Path([.move(P(0, 0)), .cubic(P(5, 0), P(10, 0), P(100, 0))]), chordsPerCurve: 512)
        #expect(abs(m.length - 100) < 1e-9)
        #expect(abs(m.point(atDistance: 50)!.x - 50) < 1e-3)
    }

    @Test func subpathOfARect() {
        let m = PathMeasure(.rect(Rect(x: 0, y: 0, width: 200, height: 100)))
        #expect(m.subpath(from: 150, to: 350).elements
            == [.move(P(150, 0)), .line(P(200, 0)), .line(P(200, 100)), .line(P(150, 100))])
        // The whole closed sub-path keeps its close, so a stroke joins up.
        #expect(m.subpath(from: 0, to: 600).elements.last == .close)
        #expect(m.subpath(from: 100, to: 100).isEmpty)
    }

    /// The sub-path of a curve is the same curve: cut at the distances' parameters (de Casteljau).
    @Test func subpathOfACurveLiesOnIt() {
        let m = PathMeasure(Self.parabola, chordsPerCurve: 1024)
        let part = m.subpath(from: 20, to: 90)
        guard case .move(let start) = part.elements[0], case .cubic(_, _, let end) = part.elements[1] else {
            Issue.record("unexpected \(part)"); return
        }
        #expect(isClose(start, m.point(atDistance: 20)!, 1e-9) && isClose(end, m.point(atDistance: 90)!, 1e-9))
        for p in sampledPoints(part, perSegment: 8) { #expect(abs(p.y - p.x * p.x / 100) < 1e-9) }
        #expect(abs(PathMeasure(part, chordsPerCurve: 1024).length - 70) < 1e-4)
    }

    /// Every element after a move is one segment; a close draws the line back; sub-paths are counted.
    @Test func segmentsWalkThePath() {
        let p = Path([.move(P(0, 0)), .line(P(10, 0)), .quad(P(20, 0), P(20, 10)), .close,
                      .move(P(50, 50)), .cubic(P(60, 50), P(70, 60), P(70, 70))])
        let s = Array(p.segments)
        #expect(s.map(\.elementIndex) == [1, 2, 3, 5])
        #expect(s.map(\.subpath) == [0, 0, 0, 1])
        #expect(s.map(\.isClose) == [false, false, true, false])
        #expect(s[2].curve == .line(P(20, 10), P(0, 0)))
        #expect(s[1].curve.point(at: 0.5) == P(17.5, 2.5))
        #expect(s[3].curve.start == P(50, 50))
    }
}
