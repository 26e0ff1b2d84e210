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
