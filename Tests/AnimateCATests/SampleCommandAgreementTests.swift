import AnimateCA
import Foundation
import SceneFile
import Seeds
import Testing

/// Acceptance check 18 through the command line: `animate sample` on `stage.sceneJSON()` prints, for every frame
/// of seed 003's move, the values `stage.presentation(of:at:)` gives, bit for bit (JSON numbers are written in
/// the shortest form that reads back to the same Double).
@MainActor
struct SampleCommandAgreementTests {
    static func sample(_ file: URL, layer: String, key: String, times: [Double]) throws -> [[Double]] {
        let (status, data) = try SeedText.run(SeedText.buildProduct("animate"), ["sample", file.path, "--layer", layer, "--key", key,
                                                                         "--times", times.map { "\($0)" }.joined(separator: ",")])
        #expect(status == 0)
        // The project's parser: Foundation's JSONSerialization on Linux rounds some doubles in the last bit.
        guard case .object(let object) = try JSONParser.parse(String(decoding: data, as: UTF8.self)),
              case .array(let samples)? = object.first(where: { $0.key == "samples" })?.value else { return [] }
        return samples.map { sample -> [Double] in
            guard case .object(let m) = sample, case .array(let values)? = m.first(where: { $0.key == "value" })?.value else { return [] }
            return values.compactMap { if case .number(let d) = $0 { d } else { nil } }
        }
    }

    @Test(arguments: [true, false])
    func sampleAgreesWithThePresentation(disableActions: Bool) throws {
        let (stage, view) = SeedStages.seed003(disableActions: disableActions)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animateca-sample-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("seed003.json")
        try stage.sceneJSON().write(to: file, atomically: true, encoding: .utf8)
        let times = (0...60).map { Double($0) / 60 }
        let positions = try Self.sample(file, layer: "GradientBorder", key: "position", times: times)
        let bounds = try Self.sample(file, layer: "GradientBorder", key: "bounds", times: times)
        #expect(positions.count == times.count && bounds.count == times.count)
        for (k, t) in times.enumerated() {
            let p = try #require(stage.presentation(of: view.gradient, at: t))
            #expect(positions[k] == [Double(p.position.x), Double(p.position.y)], "position at \(t)")
            #expect(bounds[k] == [Double(p.bounds.minX), Double(p.bounds.minY), Double(p.bounds.width), Double(p.bounds.height)], "bounds at \(t)")
        }
    }
}
