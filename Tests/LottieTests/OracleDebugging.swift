import Foundation
import Lottie
import Media
import Motion
import XCTest

/// Debugging aids for oracle misses, skipped unless their environment variable is set.
///
/// `LOTTIE_DUMP=sample@progress` prints an oracle sample's warnings and its presentation tree at `progress`.
final class OracleDebugging: XCTestCase {
    func testDump() throws {
        guard let spec = ProcessInfo.processInfo.environment["LOTTIE_DUMP"] else { throw XCTSkip("set LOTTIE_DUMP=sample@progress") }
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

    /// `LOTTIE_PROBE=sample@snapshotPercent@frame,frame,…` prints how well our frame at each Lottie frame matches
    /// one snapshot (for timing questions: which frame does Core Animation's image show?).
    func testProbe() throws {
        guard let spec = ProcessInfo.processInfo.environment["LOTTIE_PROBE"] else {
            throw XCTSkip("set LOTTIE_PROBE=sample@percent@frames")
        }
        let parts = spec.split(separator: "@").map(String.init)
        let a = try Oracle.animation(parts[0])
        let reference = try ImageDecoder.decode(path: Oracle.directory.appendingPathComponent("snapshots/\(parts[0])-\(parts[1]).png").path)
        for f in parts[2].split(separator: ",").compactMap({ Double($0) }) {
            let p = (f - a.inPoint) / (a.outPoint - a.inPoint)
            print("frame \(f): \(Oracle.matchShare(try Oracle.render(a, progress: p), reference) * 100) %")
        }
    }
}
