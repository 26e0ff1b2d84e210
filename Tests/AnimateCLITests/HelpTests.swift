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

    /// ArgumentParser wraps lines over 80 columns without their indentation; each default is said once.
    @Test func renderHelpFitsIn80ColumnsAndSaysEachDefaultOnce() throws {
        let r = try CLI.run(["help", "render"])
        #expect(r.status == 0)
        let long = r.stdout.split(separator: "\n").filter { $0.count > 80 }
        #expect(long.isEmpty, "\(long)")
        #expect(r.stdout.components(separatedBy: "(default)").count == 1, "\(r.stdout)")
        #expect(r.stdout.contains("(default: --overwrite)"))
    }

    @Test func noArgumentsIsAUsageError() throws {
        let r = try CLI.run([])
        #expect(r.status == 2)
        #expect(r.stderr.contains("Missing expected argument '<scene>'"))
    }
}
