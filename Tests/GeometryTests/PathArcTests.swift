import Foundation
@testable import Geometry
import Testing

/// `Path.Builder.addArc`: Core Graphics' centre arc (line to the start, cubics of at most 90°).
struct PathArcTests {
    func arc(_ start: Double, _ end: Double, increasing: Bool, from current: Point? = nil) -> Path {
        var b = Path.Builder()
        if let current { b.move(to: current) }
        b.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: start, endAngle: end, increasing: increasing)
        return b.build()
    }

    @Test func quarterArcIsOneCubicWithTheStandardArm() {
        let p = arc(0, .pi / 2, increasing: true)
        #expect(p.structure == [.move, .cubic])
        guard case .cubic(let c1, let c2, let end) = p.elements[1] else { Issue.record("no cubic"); return }
        let k = 10 * quarterCircleKappa
        #expect(abs(c1.x - 10) < 1e-12 && abs(c1.y - k) < 1e-12)
        #expect(abs(c2.x - k) < 1e-12 && abs(c2.y - 10) < 1e-12)
        #expect(abs(end.x) < 1e-12 && abs(end.y - 10) < 1e-12)
    }

    /// The sweep is the difference taken into [0, 2π) in the arc's direction: the same two angles give the short
    /// way one way and the long way the other.
    @Test func directionDecidesTheSweep() {
        #expect(arc(0, .pi / 2, increasing: true).elements.count == 2)
        #expect(arc(0, .pi / 2, increasing: false).elements.count == 4)  // 270°: three cubics
        #expect(arc(0, 2 * .pi, increasing: true).elements.count == 5)   // a whole turn: four cubics
        #expect(arc(1, 1, increasing: true).elements.count == 1)         // no sweep: only the start
    }

    /// With a current point the arc starts with a line to its start, as `CGPathAddArc`.
    @Test func aCurrentPointGetsALine() {
        let p = arc(.pi, 1.5 * .pi, increasing: true, from: Point(x: -10, y: 20))
        #expect(p.structure == [.move, .line, .cubic])
        #expect(p.elements[1] == .line(Point(x: -10, y: 10 * sin(Double.pi))))
    }
}
