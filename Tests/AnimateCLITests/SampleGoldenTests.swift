import Foundation
import Testing

/// `animate sample` on the timing example scenes, pinned as text goldens (one file per scene; each block is the
/// command's arguments, then its exact output). The values are the engine's presentation values; the goldens were
/// checked against the reference (§12) where it gives numbers (e.g. the default spring's p(0.3) = 1.1243547674 at
/// springs.json's `default` dot, 0.2 s after its begin). To update on purpose:
/// `ANIMATE_UPDATE_GOLDENS=1 swift test --filter SampleGoldenTests`, then review the diff.
@Suite struct SampleGoldenTests {
    struct Sample {
        var layer: String
        var key: String
        var times: String
    }

    static let curveTimes = "0,0.25,0.5,0.75,1,1.25,1.5"
    static let cases: [(scene: String, samples: [Sample])] = [
        ("timing-curves", ["linear", "easeIn", "easeOut", "easeInEaseOut", "default", "backInOut"].map {
            Sample(layer: $0, key: "position.x", times: curveTimes)
        }),
        ("springs", ["default", "stiff", "heavy", "critical", "perceptual-0", "perceptual-0.3", "perceptual-1.0-0.15",
                     "overdamped"].map {
            Sample(layer: $0, key: "position.x", times: "0,0.2,0.25,0.3,0.4,0.5,0.7,1,1.4,2")
        }),
        ("keyframes", ["linear", "discrete", "paced", "cubic", "cubicPaced"].map {
            Sample(layer: $0, key: "position", times: "0,0.2,0.5,0.7,1,1.3,1.6,2,2.2,2.5")
        } + [
            Sample(layer: "timed", key: "position.x", times: "0.2,0.6,1.2,1.45,1.7,2.2"),
            Sample(layer: "car", key: "position", times: "0.2,0.7,1.2,1.7,2.2"),
            Sample(layer: "car", key: "transform", times: "0.2,0.7,1.2,1.7,2.2"),
            Sample(layer: "car", key: "transform.rotation.z", times: "0.2,0.7,1.2,1.7,2.2"),
        ]),
        ("group-clipping", [
            Sample(layer: "box", key: "position.x", times: curveTimes),
            Sample(layer: "box", key: "transform.rotation.z", times: curveTimes),
            Sample(layer: "box", key: "transform", times: curveTimes),
            Sample(layer: "box", key: "backgroundColor", times: curveTimes),
            Sample(layer: "fast", key: "position.x", times: curveTimes),
            Sample(layer: "slow", key: "position", times: "0,1"),
        ]),
    ]

    @Test(arguments: cases.map(\.scene))
    func sampleOutputMatchesTheGolden(scene: String) throws {
        let samples = try #require(Self.cases.first { $0.scene == scene }?.samples)
        var text = ""
        for s in samples {
            let args = ["sample", "Scenes/\(scene).json", "--layer", s.layer, "--key", s.key, "--times", s.times]
            let r = try CLI.run(args)
            #expect(r.status == 0, "\(args): \(r.stderr)")
            text += "$ animate " + args.joined(separator: " ") + "\n" + r.stdout
        }
        let url = CLI.root.appendingPathComponent("Tests/AnimateCLITests/Goldens/sample-\(scene).txt")
        if ProcessInfo.processInfo.environment["ANIMATE_UPDATE_GOLDENS"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(text == golden)
    }

    // The reference's numbers, read back through the CLI: §12.6's default spring (p(0.1) = 0.3402998466,
    // p(0.3) = 1.1243547674) on springs.json's `default` dot, which moves 40 → 260 from 0.2 s.
    @Test func defaultSpringThroughTheCLI() throws {
        let r = try CLI.run(["sample", "Scenes/springs.json", "--layer", "default", "--key", "position.x",
                             "--times", "0.3,0.5"])
        #expect(r.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let values = try #require((json["samples"] as? [[String: Any]])?.compactMap { $0["value"] as? Double })
        #expect(values.count == 2)
        #expect(abs(values[0] - (40 + 220 * 0.3402998466082983)) < 1e-9)
        #expect(abs(values[1] - (40 + 220 * 1.1243547674084118)) < 1e-9)
    }
}
