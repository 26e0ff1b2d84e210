import Foundation
import Testing

/// The seed texts (Fixtures/, copies of ../shared/seeds/) and the example files that copy their code
/// (Examples/Seeds/), with the BEGIN/END markers that say which seed lines a block copies.
enum SeedText {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The first of the test bundle's folder, its parent and `.build/debug` that holds `item` (a build product).
    static func buildProduct(_ item: String) -> URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for dir in [beside, beside.deletingLastPathComponent(), repository.appendingPathComponent(".build/debug")] {
            let candidate = dir.appendingPathComponent(item)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return repository.appendingPathComponent(".build/debug").appendingPathComponent(item)
    }

    /// Runs `program` with `arguments`: its exit status, standard output, and standard error (merged into the output
    /// when `mergeErrors`).
    static func run(_ program: URL, _ arguments: [String], mergeErrors: Bool = false) throws -> (status: Int32, output: Data) {
        let p = Process()
        p.executableURL = program
        p.arguments = arguments
        let pipe = Pipe()
        p.standardOutput = pipe
        if mergeErrors { p.standardError = pipe }
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, data)
    }

    static func seedLines(_ name: String) throws -> [String] {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: "txt"))
        return try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    }

    static func exampleLines(_ file: String) throws -> [String] {
        try String(contentsOf: repository.appendingPathComponent("Examples/Seeds/\(file)"), encoding: .utf8)
            .components(separatedBy: "\n")
    }

    /// A copied block: the seed's first and last line numbers and the example's lines (1-based: `firstLine`).
    struct Block {
        var seedFirst: Int
        var seedLast: Int
        var firstLine: Int
        var lines: [String]
    }

    /// The blocks between `// BEGIN seed NNN lines A-B` and `// END seed NNN`.
    static func blocks(in file: String) throws -> [Block] {
        let lines = try exampleLines(file)
        var out: [Block] = []
        var k = 0
        while k < lines.count {
            let t = lines[k].trimmingCharacters(in: .whitespaces)
            if t.hasPrefix("// BEGIN seed "), let range = t.split(separator: " ").last {
                let bounds = range.split(separator: "-").compactMap { Int($0) }
                var end = k + 1
                while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("// END seed") { end += 1 }
                out.append(Block(seedFirst: bounds[0], seedLast: bounds[1], firstLine: k + 2, lines: Array(lines[(k + 1)..<end])))
                k = end
            }
            k += 1
        }
        return out
    }

    /// The example file's line that copies seed line `n`.
    static func exampleLine(_ file: String, seedLine n: Int) throws -> Int {
        let block = try #require(try blocks(in: file).first { $0.seedFirst <= n && n <= $0.seedLast })
        return block.firstLine + n - block.seedFirst
    }
}
