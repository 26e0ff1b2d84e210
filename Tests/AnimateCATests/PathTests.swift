@testable import AnimateCA
import Foundation
import Geometry
import PathBoolean
import Testing

/// Acceptance check 20: the CoreGraphics and UIKit path builders over the engine's `Path`.
@MainActor
struct PathTests {
    /// UIKit's `clockwise: true` is Core Graphics' `clockwise: false` (both sweep towards larger angles, clockwise on
    /// a y-down screen): seed 001's key arc from 66.42° to 113.58° passes below the centre.
    @Test func uikitAndCoreGraphicsArcsAgree() throws {
        let start = 66.42 * CGFloat.pi / 180, end = 113.58 * CGFloat.pi / 180
        let ui = UIBezierPath()
        ui.move(to: CGPoint(x: 120, y: 100))
        ui.addArc(withCenter: CGPoint(x: 100, y: 50), radius: 50, startAngle: start, endAngle: end, clockwise: true)
        let cg = CGMutablePath()
        cg.move(to: CGPoint(x: 120, y: 100))
        cg.addArc(center: CGPoint(x: 100, y: 50), radius: 50, startAngle: start, endAngle: end, clockwise: false)
        #expect(ui.cgPath == cg)
        // One cubic (47.16° ≤ 90°), from (120, 95.83) to (80, 95.83) through y = 100 at the bottom.
        #expect(cg.path.structure == [.move, .line, .cubic])
        #expect(abs(cg.boundingBoxOfPath.maxY - 100) < 1e-3)
        let other = CGMutablePath()
        other.addArc(center: CGPoint(x: 100, y: 50), radius: 50, startAngle: start, endAngle: end, clockwise: true)
        #expect(abs(other.boundingBoxOfPath.minY - 0) < 1e-3)  // the long way round, over the top
    }

    /// A full-turn difference draws a whole circle; a quarter of a circle of radius 1 has the standard control arm.
    @Test func arcPieces() {
        let full = CGMutablePath()
        full.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(full.path.structure == [.move, .cubic, .cubic, .cubic, .cubic])
        let quarter = CGMutablePath()
        quarter.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        guard case .cubic(let c1, _, let p)? = quarter.path.elements.last else { Issue.record("no cubic"); return }
        #expect(abs(c1.y - 0.552_284_749_830_793_4) < 1e-12 && abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    /// `boundingBox` includes control points, `boundingBoxOfPath` only the curve.
    @Test func boundingBoxes() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(p.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(p.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(CGMutablePath().boundingBox.isNull)
    }

    /// `UIBezierPath(roundedRect:cornerRadius:)` has continuous corners.
    @Test func uikitRoundedRectIsContinuous() {
        let r = CGRect(x: 0, y: 0, width: 358, height: 96)
        #expect(UIBezierPath(roundedRect: r, cornerRadius: 16).cgPath.path == Path.roundedRect(r.rect, cornerRadius: 16, style: .continuous))
        #expect(CGPath(roundedRect: r, cornerWidth: 16, cornerHeight: 16, transform: nil).path
            == Path.roundedRect(r.rect, cornerRadius: 16, style: .circular))
    }

    /// Seed 000's `subtracting` is PathBoolean's subtraction.
    @Test func subtractingIsPathBooleans() throws {
        let outer = CGMutablePath(), inner = CGMutablePath()
        outer.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        inner.addEllipse(in: CGRect(x: 10, y: 10, width: 80, height: 80))
        let ring = outer.subtracting(inner)
        #expect(ring.path == (try outer.path.subtracting(inner.path)))
        #expect(!ring.isEmpty && ring.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 100))
    }
}

/// Tangent and relative arcs (`CGPathAddArcToPoint`, `CGPathAddRelativeArc`).
@MainActor
struct TangentArcTests {
    /// From (0, 0) towards the corner (100, 0), then down to (100, 100), radius 20: a line to (80, 0), a quarter
    /// circle about (80, 20) ending at (100, 20); the path ends there, not at the second tangent point.
    @Test func tangentArcRoundsTheCorner() throws {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(p.path.structure == [.move, .line, .cubic])
        guard case .line(let a) = p.path.elements[1], case .cubic(let c1, let c2, let end) = p.path.elements[2] else {
            Issue.record("elements"); return
        }
        #expect(abs(a.x - 80) < 1e-9 && abs(a.y) < 1e-9)
        #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 20) < 1e-9)
        let k = 0.552_284_749_830_793_4 * 20
        #expect(abs(c1.x - (80 + k)) < 1e-9 && abs(c1.y) < 1e-9)
        #expect(abs(c2.x - 100) < 1e-9 && abs(c2.y - (20 - k)) < 1e-9)
        // Turning the other way (up) the arc bends the other way, about (80, −20).
        let q = CGMutablePath()
        q.move(to: .zero)
        q.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: -100), radius: 20)
        #expect(abs(q.currentPoint.y + 20) < 1e-9 && abs(q.currentPoint.x - 100) < 1e-9)
        // Collinear points: a line to the first tangent point.
        let r = CGMutablePath()
        r.move(to: .zero)
        r.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 10)
        #expect(r.path.structure == [.move, .line] && r.currentPoint == CGPoint(x: 50, y: 0))
        // The rounded rectangle of four tangent arcs is the circular rounded rectangle.
        let rr = CGMutablePath()
        rr.move(to: CGPoint(x: 10, y: 0))
        rr.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10)
        rr.addArc(tangent1End: CGPoint(x: 100, y: 100), tangent2End: CGPoint(x: 0, y: 100), radius: 10)
        rr.addArc(tangent1End: CGPoint(x: 0, y: 100), tangent2End: CGPoint(x: 0, y: 0), radius: 10)
        rr.addArc(tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 10)
        #expect(abs(rr.boundingBoxOfPath.width - 100) < 1e-9 && abs(rr.boundingBoxOfPath.height - 100) < 1e-9)
    }

    @Test func relativeArcSweepsByDelta() {
        let p = CGMutablePath()
        p.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: .pi / 2)
        #expect(abs(p.currentPoint.x) < 1e-9 && abs(p.currentPoint.y - 10) < 1e-9)
        let q = CGMutablePath()
        q.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -.pi / 2)
        #expect(abs(q.currentPoint.x) < 1e-9 && abs(q.currentPoint.y + 10) < 1e-9)
    }
}
