import Foundation
import Testing

/// The help text is part of the interface: pinned as a text golden. To update it on purpose:
/// `.build/debug/animate --help > Tests/AnimateCLITests/Goldens/help.txt`.
@Suite struct HelpTests {
    @Test func helpMatchesTheGolden() throws {
        let golden = try String(contentsOf: CLI.root.appendingPathComponent("Tests/AnimateCLITests/Goldens/help.txt"), encoding: .utf8)
        let r = try CLI.run(["--help"])
        #expect(r.status == 0)
        #expect(r.stdout == golden)
    }

    @Test func noArgumentsIsAUsageError() throws {
        let r = try CLI.run([])
        #expect(r.status == 2)
        #expect(r.stderr.contains("Missing expected argument '<scene>'"))
    }
}
