import Foundation
import Motion
import Testing

/// Seed 002 (`Scenes/rotate-container.json`) through the built binary: `animate sample` gives every view's frame
/// in both orientations exactly, and in between the frames follow the transaction's easeInEaseOut curve.
@Suite struct RotateContainerTests {
    typealias Frame = (x: Double, y: Double, w: Double, h: Double)

    /// Frames in the superlayer's coordinates (the container's children in the container's).
    static let portrait: [String: Frame] = [
        "vContain": (20, 20, 100, 200), "v1": (10, 10, 80, 80), "v2": (10, 110, 80, 80), "blue": (140, 20, 230, 200),
    ]
    static let landscape: [String: Frame] = [
        "vContain": (20, 20, 200, 100), "v1": (10, 10, 80, 80), "v2": (110, 10, 80, 80), "blue": (240, 20, 130, 100),
    ]

    /// `animate sample` for one key path: the values at each time.
    static func sample(_ layer: String, _ key: String, _ times: [Double]) throws -> [[Double]] {
        let r = try CLI.run(["sample", "Scenes/rotate-container.json", "--layer", layer, "--key", key,
                             "--times", times.map { "\($0)" }.joined(separator: ",")])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let samples = try #require(json?["samples"] as? [[String: Any]])
        return samples.map { ($0["value"] as? [Double]) ?? [] }
    }

    /// Position (anchor 0.5) and bounds of a frame.
    static func expected(_ f: Frame) -> (position: [Double], bounds: [Double]) {
        ([f.x + f.w / 2, f.y + f.h / 2], [0, 0, f.w, f.h])
    }

    static func mix(_ a: Frame, _ b: Frame, _ p: Double) -> Frame {
        (a.x + (b.x - a.x) * p, a.y + (b.y - a.y) * p, a.w + (b.w - a.w) * p, a.h + (b.h - a.h) * p)
    }

    /// The interpolation runs in doubles on position and bounds (not on frames), so an in-between value may differ
    /// from this frame arithmetic in the last bits.
    static let tolerance = 1e-9

    @Test(arguments: ["vContain", "v1", "v2", "blue"])
    func framesInBothOrientationsAndInBetween(layer: String) throws {
        let ease = TimingFunction.easeInEaseOut
        // Portrait until 0.5, landscape from 0.8 to 1.5, portrait again from 1.8; 0.3 s transitions.
        var times: [Double] = [0, 0.25, 0.5]
        var frames: [Frame] = [Self.portrait[layer]!, Self.portrait[layer]!, Self.portrait[layer]!]
        for k in 1...5 {
            let t = 0.5 + 0.3 * Double(k) / 6
            times.append(t)
            frames.append(Self.mix(Self.portrait[layer]!, Self.landscape[layer]!, ease.evaluate(Double(k) / 6)))
        }
        times += [0.8, 1.0, 1.5]
        frames += Array(repeating: Self.landscape[layer]!, count: 3)
        for k in 1...5 {
            let t = 1.5 + 0.3 * Double(k) / 6
            times.append(t)
            frames.append(Self.mix(Self.landscape[layer]!, Self.portrait[layer]!, ease.evaluate(Double(k) / 6)))
        }
        times += [1.8, 2.5]
        frames += [Self.portrait[layer]!, Self.portrait[layer]!]

        let positions = try Self.sample(layer, "position", times)
        let bounds = try Self.sample(layer, "bounds", times)
        for (i, t) in times.enumerated() {
            let e = Self.expected(frames[i])
            #expect(positions[i].count == 2 && bounds[i].count == 4)
            for (a, b) in zip(positions[i], e.position) {
                #expect(abs(a - b) <= Self.tolerance, "\(layer) position at \(t): \(positions[i]) vs \(e.position)")
            }
            for (a, b) in zip(bounds[i], e.bounds) {
                #expect(abs(a - b) <= Self.tolerance, "\(layer) bounds at \(t): \(bounds[i]) vs \(e.bounds)")
            }
        }
        // The settled frames are exact, not merely close.
        #expect(positions[0] == Self.expected(Self.portrait[layer]!).position)
        #expect(positions[times.firstIndex(of: 1.0)!] == Self.expected(Self.landscape[layer]!).position)
        #expect(bounds[times.firstIndex(of: 1.0)!] == Self.expected(Self.landscape[layer]!).bounds)
    }
}
