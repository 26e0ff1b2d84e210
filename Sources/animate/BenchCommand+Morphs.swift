import Foundation
import Geometry
import SceneFile

extension BenchCommand {
    /// `animate bench SCENE --morphs`: for every layer whose path differs in structure between the scene's start and
    /// end (a morph `auto` normalises), the time `PathMorphPair` takes to normalise the two paths, best of
    /// `repeats` × 20 runs, in µs. Prints JSON.
    func runMorphs() throws {
        let scene = try loadScene(scene)
        let start = scene.tree.presentation(at: 0), end = scene.tree.presentation(at: scene.duration)
        var rows: [JSON] = []
        for (a, b) in zip(start, end) {
            guard let from = a.path, let to = b.path, !from.hasSameStructure(as: to) else { continue }
            var best = Double.infinity
            for _ in 0..<repeats {
                let t0 = DispatchTime.now().uptimeNanoseconds
                for _ in 0..<20 { _ = PathMorphPair(from: from, to: to) }
                best = min(best, Double(DispatchTime.now().uptimeNanoseconds - t0) / 20 / 1000)
            }
            rows.append(.object([("layer", .string(a.id)), ("microseconds", .number((best * 10).rounded() / 10))]))
        }
        print(JSONWriter.write(.object([("scene", .string(self.scene)), ("morphs", .array(rows))])))
    }
}
