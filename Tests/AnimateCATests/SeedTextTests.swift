import Foundation
import Testing

/// Acceptance check 1 (line budget): the seeds' code in Examples/Seeds is the posts' code. Lines are compared with
/// leading and trailing white space ignored (the examples indent the snippets into host functions); only the lines the
/// issue allows differ: none in seed 000, line 54 in seed 001 (the post's missing `override`), line 131 in seed 003
/// (its `... 초기세팅` placeholder).
struct SeedTextTests {
    static func differingLines(file: String, seed: String) throws -> [Int] {
        let seedLines = try SeedText.seedLines(seed)
        var differing: [Int] = []
        for block in try SeedText.blocks(in: file) {
            #expect(block.lines.count == block.seedLast - block.seedFirst + 1, "\(file): block \(block.seedFirst)-\(block.seedLast)")
            for (offset, line) in block.lines.enumerated() {
                let n = block.seedFirst + offset
                let expected = seedLines[n - 1].trimmingCharacters(in: .whitespaces)
                if line.trimmingCharacters(in: .whitespaces) != expected { differing.append(n) }
            }
        }
        return differing
    }

    @Test func seed000IsUnchanged() throws {
        let blocks = try SeedText.blocks(in: "Seed000Border.swift")
        #expect(blocks.map(\.seedFirst) == [14, 56, 82, 94, 168])
        #expect(try Self.differingLines(file: "Seed000Border.swift", seed: "000_9df719586737f0d9") == [])
    }

    @Test func seed001ChangesOnlyTheMissingOverride() throws {
        #expect(try SeedText.blocks(in: "Seed001Mask.swift").map(\.seedFirst) == [35, 116, 202, 142])
        #expect(try Self.differingLines(file: "Seed001Mask.swift", seed: "001_0e621658c1dca389") == [54])
        #expect(try SeedText.exampleLines("Seed001Mask.swift")[SeedText.exampleLine("Seed001Mask.swift", seedLine: 54) - 1]
            .trimmingCharacters(in: .whitespaces) == "override init(frame: CGRect) {")
    }

    @Test func seed003ChangesOnlyThePlaceholder() throws {
        #expect(try SeedText.blocks(in: "Seed003Spotlight.swift").map(\.seedFirst) == [93, 139])
        #expect(try Self.differingLines(file: "Seed003Spotlight.swift", seed: "003_e620d60dc9497f1f") == [131])
    }

    /// The fixtures are the team's seed files, byte for byte.
    @Test func fixturesAreTheSeeds() throws {
        let shared = SeedText.repository.deletingLastPathComponent().appendingPathComponent("shared/seeds")
        for name in ["000_9df719586737f0d9", "001_0e621658c1dca389", "003_e620d60dc9497f1f"] {
            let original = shared.appendingPathComponent("\(name).txt")
            guard FileManager.default.fileExists(atPath: original.path) else { continue }
            #expect(try SeedText.seedLines(name) == String(contentsOf: original, encoding: .utf8).components(separatedBy: "\n"))
        }
    }
}
