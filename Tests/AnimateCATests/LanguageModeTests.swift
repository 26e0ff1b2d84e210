import Foundation
import Testing

/// Acceptance check 2: the seed files compile as Swift 5 and Swift 6 against AnimateCA's built module (the package
/// itself builds them in Swift 6 mode). `swiftc -typecheck` with the package's module folder; `CGEOS` (a C module
/// PathBoolean imports) needs its module map and GEOS's headers.
struct LanguageModeTests {
    static let seedFiles = ["Seed000Border.swift", "Seed001Mask.swift", "Seed003Spotlight.swift"]

    static var swiftc: String {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") + ["/opt/swift/usr/bin"] {
            let candidate = "\(dir)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "swiftc"
    }

    static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let (status, data) = try SeedText.run(URL(fileURLWithPath: program), arguments, mergeErrors: true)
        return (status, String(decoding: data, as: UTF8.self))
    }

    static func typecheck(_ files: [URL], mode: Int) throws -> (status: Int32, output: String) {
        let geos = try run("/usr/bin/env", ["pkg-config", "--cflags-only-I", "geos"]).output
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        let cgeos = SeedText.repository.appendingPathComponent("Sources/CGEOS/module.modulemap").path
        var arguments = ["-typecheck", "-swift-version", "\(mode)", "-I", SeedText.buildProduct("Modules").path, "-Xcc", "-fmodule-map-file=\(cgeos)"]
        for flag in geos { arguments += ["-Xcc", flag] }
        return try run(swiftc, arguments + files.map(\.path))
    }

    @Test(arguments: [5, 6])
    func seedFilesCompile(mode: Int) throws {
        let files = Self.seedFiles.map { SeedText.repository.appendingPathComponent("Examples/Seeds/\($0)") }
        let result = try Self.typecheck(files, mode: mode)
        #expect(result.status == 0, "swift \(mode): \(result.output)")
        #expect(!result.output.contains("warning:"), "swift \(mode): \(result.output)")
    }

    /// The check can fail: a misspelt member is an error in the same set-up.
    @Test func aWrongSeedFileFails() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animateca-mode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Wrong.swift")
        try "import AnimateCA\n@MainActor func f() { CALayer().cornerRadios = 3 }\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try Self.typecheck([file], mode: 6)
        #expect(result.status != 0 && result.output.contains("cornerRadios"), "\(result.output)")
    }
}
