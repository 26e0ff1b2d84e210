import Foundation
import Lottie
import Motion
import XCTest

/// `LOTTIE_DUMP=sample@progress` prints the presentation tree of an oracle sample (a debugging aid; does nothing
/// otherwise).
final class DebugDump: XCTestCase {
    func testDump() throws {
        guard let spec = ProcessInfo.processInfo.environment["LOTTIE_DUMP"] else { return }
        let parts = spec.split(separator: "@")
        let a = try Oracle.animation(String(parts[0]))
        let p = Double(parts[1]) ?? 0
        for w in a.warnings { print("warning:", w) }
        func dump(_ l: LayerState, _ depth: Int) {
            let pad = String(repeating: "  ", count: depth)
            var s = "\(pad)\(l.id) \(l.type) op=\(l.opacity) hidden=\(l.isHidden) pos=\(l.position) anchor=\(l.anchorPoint) b=\(l.bounds.size) t=\(l.transform)"
            if l.type == .shape { s += " fill=\(String(describing: l.fillColor)) stroke=\(String(describing: l.strokeColor)) lw=\(l.lineWidth) ss=\(l.strokeStart) se=\(l.strokeEnd) path=\(l.path?.controlPointBounds.description ?? "-")" }
            if l.type == .gradient { s += " colors=\(l.colors) loc=\(String(describing: l.locations)) sp=\(l.startPoint) ep=\(l.endPoint)" }
            print(s)
            if let m = l.mask { print("\(pad) mask:"); dump(m, depth + 2) }
            for c in l.sublayers { dump(c, depth + 1) }
        }
        for l in a.layerTree.presentation(at: a.time(atProgress: p)) { dump(l, 0) }
    }
}
