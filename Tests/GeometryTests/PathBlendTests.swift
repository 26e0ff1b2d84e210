import Foundation
import Testing
import Geometry

/// `Path.blended`: Core Animation's blend of two paths of the same structure (on-line points linear, cubic control
/// points as handles of their on-line points, turned the shorter way) and `Path.linearlyBlended`.
@Suite struct PathBlendTests {
    /// One cubic from the origin to (100, 0) whose first handle is `h1` and second handle (from the end) is `h2`.
    static func arc(_ h1: Point, _ h2: Point, end: Point = P(100, 0)) -> Path {
        Path([.move(P(0, 0)), .cubic(h1, end + h2, end)])
    }

    /// A handle turning a quarter turn keeps its length: half-way it points at 45° with length 10, where the linear
    /// blend of (10, 0) and (0, 10) would be (5, 5), 7.07 long.
    @Test func aHandleTurningAQuarterKeepsItsLength() throws {
        let a = Self.arc(P(10, 0), P(0, 0)), b = Self.arc(P(0, 10), P(0, 0))
        let mid = try #require(a.blended(with: b, amount: 0.5))
        guard case .cubic(let c1, _, _) = mid.elements[1] else { Issue.record("not a cubic"); return }
        #expect(isClose(c1, P(10 / 2.0.squareRoot(), 10 / 2.0.squareRoot()), 1e-12))
        // A quarter of the way: 22.5°.
        let quarter = try #require(a.blended(with: b, amount: 0.25))
        guard case .cubic(let q1, _, _) = quarter.elements[1] else { Issue.record("not a cubic"); return }
        #expect(isClose(q1, P(10 * cos(Double.pi / 8), 10 * sin(Double.pi / 8)), 1e-12))
        // The linear blend is the chord.
        let linear = try #require(a.linearlyBlended(with: b, amount: 0.5))
        guard case .cubic(let l1, _, _) = linear.elements[1] else { Issue.record("not a cubic"); return }
        #expect(l1 == P(5, 5))
    }

    /// The handle's length moves linearly while it turns: from 10 at 0° to 30 at 90°, half-way 20 at 45°.
    @Test func theLengthMovesLinearly() throws {
        let a = Self.arc(P(10, 0), P(0, 0)), b = Self.arc(P(0, 30), P(0, 0))
        let mid = try #require(a.blended(with: b, amount: 0.5))
        guard case .cubic(let c1, _, _) = mid.elements[1] else { Issue.record("not a cubic"); return }
        #expect(isClose(c1, P(20 / 2.0.squareRoot(), 20 / 2.0.squareRoot()), 1e-12))
    }

    /// Handles turn the shorter way: from 170° to −170° through 180°, not back through 0°.
    @Test func handlesTurnTheShorterWay() throws {
        let d1 = 170 * Double.pi / 180, d2 = -170 * Double.pi / 180
        let a = Self.arc(P(10 * cos(d1), 10 * sin(d1)), P(0, 0)), b = Self.arc(P(10 * cos(d2), 10 * sin(d2)), P(0, 0))
        let mid = try #require(a.blended(with: b, amount: 0.5))
        guard case .cubic(let c1, _, _) = mid.elements[1] else { Issue.record("not a cubic"); return }
        #expect(isClose(c1, P(-10, 0), 1e-12))
        // Exactly opposite handles turn counter-clockwise (y up): (10, 0) → (−10, 0) passes (0, 10).
        let e = Self.arc(P(10, 0), P(0, 0)), f = Self.arc(P(-10, 0), P(0, 0))
        let half = try #require(e.blended(with: f, amount: 0.5))
        guard case .cubic(let h1, _, _) = half.elements[1] else { Issue.record("not a cubic"); return }
        #expect(isClose(h1, P(0, 10), 1e-12))
    }

    /// Each handle rides on its own on-line point: the second control point turns about the blended end point.
    @Test func theSecondHandleBelongsToTheEndPoint() throws {
        let a = Self.arc(P(0, 0), P(-10, 0), end: P(100, 0)), b = Self.arc(P(0, 0), P(0, 10), end: P(100, 40))
        let mid = try #require(a.blended(with: b, amount: 0.5))
        guard case .cubic(_, let c2, let end) = mid.elements[1] else { Issue.record("not a cubic"); return }
        #expect(end == P(100, 20))
        // From 180° to 90° the shorter way is clockwise (in y-up terms): half-way 135°.
        #expect(isClose(c2, P(100 - 10 / 2.0.squareRoot(), 20 + 10 / 2.0.squareRoot()), 1e-12))
    }

    /// A smooth vertex (in and out handles in line) stays smooth at every amount, whatever its handles' lengths do;
    /// the linear blend of the same handles breaks the tangent there.
    @Test func aSmoothVertexStaysSmooth() throws {
        // A closed loop of two cubics through (0, 0) and (100, 0); at (100, 0) the in handle is −k·(out handle).
        func loop(_ angle: Double, _ inLength: Double, _ outLength: Double) -> Path {
            let d = P(cos(angle), sin(angle))
            return Path([.move(P(0, 0)), .cubic(P(30, -40), P(100, 0) - d * inLength, P(100, 0)),
                         .cubic(P(100, 0) + d * outLength, P(30, 40), P(0, 0)), .close])
        }
        let a = loop(0.3, 10, 40), b = loop(2.6, 35, 5)
        var linearBreaks = false
        for k in 1..<20 {
            let t = Double(k) / 20
            let blended = try #require(a.blended(with: b, amount: t))
            guard case .cubic(_, let inControl, let v) = blended.elements[1],
                  case .cubic(let outControl, _, _) = blended.elements[2]
            else { Issue.record("structure"); return }
            let i = inControl - v, o = outControl - v
            let sine = (i.x * o.y - i.y * o.x) / ((i.x * i.x + i.y * i.y).squareRoot() * (o.x * o.x + o.y * o.y).squareRoot())
            #expect(abs(sine) < 1e-12, "amount \(t)")
            #expect(i.x * o.x + i.y * o.y < 0, "amount \(t): the handles point apart")
            let linear = try #require(a.linearlyBlended(with: b, amount: t))
            guard case .cubic(_, let li, _) = linear.elements[1], case .cubic(let lo, _, _) = linear.elements[2] else { return }
            let (x, y) = (li - v, lo - v)
            if abs(x.x * y.y - x.y * y.x) / ((x.x * x.x + x.y * x.y).squareRoot() * (y.x * y.x + y.y * y.y).squareRoot()) > 0.05 {
                linearBreaks = true
            }
        }
        #expect(linearBreaks)
    }

    /// Where no handle turns (a translated, uniformly scaled copy; a zero handle; the ends) the blend is the linear
    /// blend, bit for bit, so a path animation whose handles keep their directions is unchanged.
    @Test func withoutTurningItIsTheLinearBlend() throws {
        let a = Path.ellipse(in: Rect(x: 0, y: 0, width: 40, height: 20))
        let b = a.applying(AffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 50, ty: -20))
        for t in [0.0, 0.2, 0.5, 0.9, 1.0, 1.3] {
            #expect(a.blended(with: b, amount: t) == a.linearlyBlended(with: b, amount: t), "amount \(t)")
        }
        let zero = Self.arc(P(0, 0), P(0, 0)), turned = Self.arc(P(0, 10), P(-10, 0))
        #expect(zero.blended(with: turned, amount: 0.4) == zero.linearlyBlended(with: turned, amount: 0.4))
        let c = Self.arc(P(10, 0), P(0, 10)), d = Self.arc(P(0, 10), P(10, 0))
        #expect(c.blended(with: d, amount: 0) == c)
        #expect(c.blended(with: d, amount: 1) == c.linearlyBlended(with: d, amount: 1))
    }

    /// A quadratic's control point moves linearly; lines and moves too.
    @Test func quadraticsAndLinesAreLinear() throws {
        let a = Path([.move(P(0, 0)), .line(P(10, 0)), .quad(P(20, 0), P(20, 10)), .close])
        let b = Path([.move(P(0, 10)), .line(P(10, 30)), .quad(P(0, 30), P(0, 50)), .close])
        #expect(a.blended(with: b, amount: 0.5) == Path([.move(P(0, 5)), .line(P(10, 15)), .quad(P(10, 15), P(10, 30)), .close]))
    }

    /// After `close` the current point is the sub-path's start: a cubic drawn next takes its first handle from there.
    @Test func aCubicAfterCloseStartsAtTheSubpathStart() throws {
        let a = Path([.move(P(0, 0)), .line(P(50, 50)), .close, .cubic(P(10, 0), P(90, 0), P(100, 0))])
        let b = Path([.move(P(0, 0)), .line(P(50, -50)), .close, .cubic(P(0, 10), P(90, 0), P(100, 0))])
        let mid = try #require(a.blended(with: b, amount: 0.5))
        // Path's builder starts the cubic with a move to the sub-path's start (0, 0).
        guard case .cubic(let c1, _, _)? = mid.elements.last else { Issue.record("not a cubic"); return }
        #expect(isClose(c1, P(10 / 2.0.squareRoot(), 10 / 2.0.squareRoot()), 1e-12))
    }

    @Test func differentStructuresDoNotBlend() {
        let a = Path([.move(P(0, 0)), .line(P(10, 0))]), b = Path([.move(P(0, 0)), .quad(P(5, 5), P(10, 0))])
        #expect(a.blended(with: b, amount: 0.5) == nil)
        #expect(a.linearlyBlended(with: b, amount: 0.5) == nil)
    }
}
