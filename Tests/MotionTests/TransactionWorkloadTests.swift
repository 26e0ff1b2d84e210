import Foundation
import Geometry
import Testing
@testable import Motion

/// A render-sized workload — 10 layers, 40 overlapping implicit animations (position, opacity, bounds, path),
/// 600 frames at 60 fps — evaluated at every frame against values worked out by hand. (Its speed is measured by
/// `animate bench`, `evaluateMsPerFrame`, in scripts/bench, never here.)
@Suite struct TransactionWorkloadTests {
    static let layers = 10
    static let keys = ["position", "opacity", "bounds", "path"]
    static let fromRect = Rect(x: 0, y: 0, width: 100, height: 60)
    static let toRect = Rect(x: 0, y: 0, width: 200, height: 80)

    /// Layer `i` changes key `k` at `i × 0.5 + k × 0.01` s for 1 s, linearly.
    static func begin(_ i: Int, _ k: Int) -> Double { Double(i) * 0.5 + Double(k) * 0.01 }

    static func tree() throws -> LayerTree {
        var layers: [LayerState] = []
        for i in 0..<Self.layers {
            var l = LayerState(id: "l\(i)", type: .shape)
            l.path = Path.roundedRect(fromRect, cornerRadius: 16, style: .quad)
            layers.append(l)
        }
        var tree = LayerTree(layers: layers)
        for i in 0..<Self.layers {
            for (k, key) in keys.enumerated() {
                let v: AnimatableValue
                switch key {
                case "position": v = .point(Point(x: Double(i * 10), y: 50))
                case "opacity": v = .number(0.5)
                case "bounds": v = .rect(toRect)
                default: v = .path(Path.roundedRect(toRect, cornerRadius: 16, style: .quad))
                }
                try tree.commit(Transaction(at: begin(i, k), duration: 1, timingFunction: .linear,
                                            changes: [PropertyChange(layer: "l\(i)", keyPath: key, value: v)]))
            }
        }
        return tree
    }

    /// Progress of layer `i`'s change of key `k` at time `t`: 0 before it, linear over its second, 1 after.
    static func progress(_ i: Int, _ k: Int, at t: Double) -> Double {
        min(max(t - begin(i, k), 0), 1)
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }

    @Test func everyFrameHasTheHandWorkedValues() throws {
        let tree = try Self.tree()
        let clock = FrameClock(fps: 60)
        var checkedMidway = 0
        for frame in 0..<600 {
            let t = clock.time(ofFrame: frame)
            let layers = tree.presentation(at: t)
            try #require(layers.map(\.id) == (0..<Self.layers).map { "l\($0)" })
            for (i, l) in layers.enumerated() {
                let p = Self.progress(i, 0, at: t), o = Self.progress(i, 1, at: t)
                let b = Self.progress(i, 2, at: t), s = Self.progress(i, 3, at: t)
                // From the model values (position zero, opacity 1, bounds zero) to the new ones.
                #expect(Self.close(l.position.x, Double(i * 10) * p) && Self.close(l.position.y, 50 * p), "l\(i) at frame \(frame): \(l.position)")
                #expect(Self.close(l.opacity, 1 - 0.5 * o), "l\(i) at frame \(frame): \(l.opacity)")
                #expect(Self.close(l.bounds.width, 200 * b) && Self.close(l.bounds.height, 80 * b) && l.bounds.origin == .zero,
                        "l\(i) at frame \(frame): \(l.bounds)")
                // Rounded rectangles of one corner radius have the same elements, each point affine in the
                // width and height: the blend is the rounded rectangle of the blended size.
                let expected = Path.roundedRect(Rect(x: 0, y: 0, width: 100 + 100 * s, height: 60 + 20 * s), cornerRadius: 16, style: .quad)
                let path = try #require(l.path)
                #expect(path.elements.map(\.kind) == expected.elements.map(\.kind))
                let got = path.elements.flatMap(\.points), want = expected.elements.flatMap(\.points)
                #expect(got.count == want.count && zip(got, want).allSatisfy { Self.close($0.x, $1.x) && Self.close($0.y, $1.y) },
                        "l\(i) at frame \(frame)")
                if s > 0 && s < 1 { checkedMidway += 1 }
            }
        }
        // Each path change is strictly between its ends at 60 frames (it begins at 1.8 frames past a frame); the last ends at 5.53 s.
        #expect(checkedMidway == Self.layers * 60)
        // After every change has ended, the presentation is the model.
        let end = tree.presentation(at: 10)
        for (i, l) in end.enumerated() {
            #expect(l.position == Point(x: Double(i * 10), y: 50) && l.opacity == 0.5 && l.bounds == Self.toRect)
            #expect(l.path == Path.roundedRect(Self.toRect, cornerRadius: 16, style: .quad))
        }
    }
}
