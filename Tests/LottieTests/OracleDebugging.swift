import Foundation
import Lottie
import Geometry
import Media
import Render
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

    /// `LOTTIE_ABLATE=sample@percent` prints, for each top-level Lottie layer, how the match with that snapshot
    /// changes when the layer is left out: a layer whose removal helps is drawn where Core Animation has nothing.
    func testAblate() throws {
        guard let spec = ProcessInfo.processInfo.environment["LOTTIE_ABLATE"] else {
            throw XCTSkip("set LOTTIE_ABLATE=sample@percent")
        }
        let parts = spec.split(separator: "@").map(String.init)
        let a = try Oracle.animation(parts[0])
        let reference = try ImageDecoder.decode(path: Oracle.directory.appendingPathComponent("snapshots/\(parts[0])-\(parts[1]).png").path)
        let p = (Double(parts[1]) ?? 0) / 100
        let base = Oracle.matchShare(try Oracle.render(a, progress: p), reference)
        print("all layers: \(base * 100) %")
        func hiding(_ id: String, _ l: LayerState) -> LayerState {
            var l = l
            if l.id == id { l.isHidden = true }
            l.sublayers = l.sublayers.map { hiding(id, $0) }
            return l
        }
        for i in 0..<200 {
            let id = "layers[\(i)]"
            guard a.presentation(of: id, atFrame: a.inPoint + p * (a.outPoint - a.inPoint)) != nil else { break }
            let view = Oracle.viewSize(a.canvasSize)
            let k = view.width / a.canvasSize.width
            var layers = a.layerTree.presentation(at: a.time(atProgress: p)).map { hiding(id, $0) }
            for j in layers.indices { layers[j].transform = layers[j].transform.concatenating(.scale(k, k)) }
            let bitmap = Size(width: (view.width * 2 - 1e-6).rounded(.up) / 2, height: (view.height * 2 - 1e-6).rounded(.up) / 2)
            let frame = try Renderer(canvasSize: bitmap, scale: 2, background: nil, images: [:]).render(layers)
            let share = Oracle.matchShare(frame, reference)
            if abs(share - base) > 0.0005 { print("without \(id): \(share * 100) %") }
        }
    }
}
