import Foundation
import Geometry
import Testing
@testable import Motion

/// A render-sized workload: ~10 layers, ~40 animations, 600 frames. Generous bound (debug builds on a shared
/// machine); it guards against accidental quadratic work or string parsing on the hot path.
@Test func presentationOfATypicalSceneIsCheap() throws {
    var layers: [LayerState] = []
    for i in 0..<10 {
        var l = LayerState(id: "l\(i)", type: .shape)
        l.path = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 16, style: .quad)
        layers.append(l)
    }
    var tree = LayerTree(layers: layers)
    for i in 0..<10 {
        for (k, key) in ["position", "opacity", "bounds", "path"].enumerated() {
            let v: AnimatableValue
            switch key {
            case "position": v = .point(Point(x: Double(i * 10), y: 50))
            case "opacity": v = .number(0.5)
            case "bounds": v = .rect(Rect(x: 0, y: 0, width: 200, height: 80))
            default: v = .path(Path.roundedRect(Rect(x: 0, y: 0, width: 200, height: 80), cornerRadius: 16, style: .quad))
            }
            try tree.commit(Transaction(at: Double(i) * 0.5 + Double(k) * 0.01, duration: 1,
                                        changes: [PropertyChange(layer: "l\(i)", keyPath: key, value: v)]))
        }
    }
    let clock = FrameClock(fps: 60)
    let start = Date()
    var checksum = 0.0
    for k in 0..<600 {
        let frame = tree.presentation(at: clock.time(ofFrame: k))
        checksum += frame[3].opacity
    }
    let elapsed = Date().timeIntervalSince(start)
    print("600 frames × 10 layers × 40 animations: \(elapsed) s")
    #expect(checksum > 0)
    #expect(elapsed < 10)
}
