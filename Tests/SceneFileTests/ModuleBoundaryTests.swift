import Foundation
import Testing

/// `SceneFile` is a reader (JSON ⇄ Composition): it must import neither the renderer, nor the media library, nor
/// any C module. Text measuring and image decoding are passed in (`ResourceLoading`).
struct ModuleBoundaryTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The modules every Swift file in `folder` (and below) imports, with the file that imports each.
    static func imports(in folder: URL) throws -> [(module: String, file: String)] {
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        var found: [(String, String)] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                // `import X`, `@testable import X`, `@_exported import X`, `import struct X.Y`
                guard let k = words.firstIndex(of: "import"), words[..<k].allSatisfy({ $0.hasPrefix("@") }),
                      k + 1 < words.count else { continue }
                let name = words.count > k + 2 ? words[k + 2] : words[k + 1]
                found.append((String(name.split(separator: ".")[0]), file))
            }
        }
        return found
    }

    /// C modules: the targets with a module map (a system library's at its top, a C target's in `include/`).
    static func cModules() throws -> Set<String> {
        let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path)
        return Set(targets.filter { target in
            ["module.modulemap", "include/module.modulemap"].contains {
                FileManager.default.fileExists(atPath: sources.appendingPathComponent(target).appendingPathComponent($0).path)
            }
        })
    }

    @Test func sceneFileImportsNoRendererMediaOrCModule() throws {
        let c = try Self.cModules()
        #expect(c.contains("CCairo") && c.contains("CFFmpeg"), "the C module list is read from Sources: \(c)")
        let forbidden = c.union(["Render", "Media", "Export", "Preview"])
        let imports = try Self.imports(in: Self.sources.appendingPathComponent("SceneFile"))
        #expect(imports.contains { $0.module == "Composition" }, "the scan sees SceneFile's imports")
        let bad = imports.filter { forbidden.contains($0.module) }.map { "\($0.file) imports \($0.module)" }
        #expect(bad.isEmpty, "\(bad)")
    }

    /// `Readers` picks a reader by content (`Composition.load(anyFile:)`): a library over the readers, so it is held
    /// to their boundary; images and text come in through `ResourceLoading`.
    @Test func readersImportNoRendererMediaOrCModule() throws {
        let forbidden = try Self.cModules().union(["Render", "Media", "Export", "Preview", "Report"])
        let imports = try Self.imports(in: Self.sources.appendingPathComponent("Readers"))
        #expect(imports.contains { $0.module == "Lottie" }, "the scan sees Readers' imports")
        let bad = imports.filter { forbidden.contains($0.module) }.map { "\($0.file) imports \($0.module)" }
        #expect(bad.isEmpty, "\(bad)")
    }

    /// `Lottie` is a reader too (Lottie JSON → Composition).
    @Test func lottieImportsNoRendererMediaOrCModule() throws {
        let forbidden = try Self.cModules().union(["Render", "Media", "Export", "Preview", "SceneFile"])
        let imports = try Self.imports(in: Self.sources.appendingPathComponent("Lottie"))
        #expect(imports.contains { $0.module == "Composition" }, "the scan sees Lottie's imports")
        let bad = imports.filter { forbidden.contains($0.module) }.map { "\($0.file) imports \($0.module)" }
        #expect(bad.isEmpty, "\(bad)")
    }

    /// `AnimateCA` is a reader too (Core Animation's Swift API → Composition, scene JSON through SceneFile); the
    /// seeds' examples import only it.
    @Test func animateCAImportsNoRendererMediaOrCModule() throws {
        let forbidden = try Self.cModules().union(["Render", "Media", "Export", "Preview", "Lottie", "Report"])
        let imports = try Self.imports(in: Self.sources.appendingPathComponent("AnimateCA"))
        #expect(imports.contains { $0.module == "Composition" }, "the scan sees AnimateCA's imports")
        let bad = imports.filter { forbidden.contains($0.module) }.map { "\($0.file) imports \($0.module)" }
        #expect(bad.isEmpty, "\(bad)")
        let examples = Self.sources.deletingLastPathComponent().appendingPathComponent("Examples/Seeds")
        let seedImports = Set(try Self.imports(in: examples).map(\.module))
        #expect(seedImports == ["UIKit", "AnimateCA"], "\(seedImports)")
    }

    /// `Report` (the review page) renders and compares through `Export` and `Preview` and is handed what the readers
    /// found; it imports no reader, and only the command line imports it.
    @Test func reportImportsNoReaderAndOnlyTheCLIImportsIt() throws {
        let imports = try Self.imports(in: Self.sources.appendingPathComponent("Report"))
        #expect(imports.contains { $0.module == "Export" }, "the scan sees Report's imports")
        let bad = imports.filter { ["SceneFile", "Lottie", "ZipArchive"].contains($0.module) }.map { "\($0.file) imports \($0.module)" }
        #expect(bad.isEmpty, "\(bad)")
        let targets = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { $0 != "animate" && $0 != "Report" }
        for target in targets {
            let users = try Self.imports(in: Self.sources.appendingPathComponent(target)).filter { $0.module == "Report" }
            #expect(users.isEmpty, "\(target) imports Report: \(users.map(\.file))")
        }
    }

    /// The scan itself: a forbidden import is found however it is written.
    @Test func theScanFindsImportsHoweverWritten() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("boundary-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = "@testable import Render\nimport struct Media.VideoSettings\nimport CCairo\n// import Nothing\n"
        try text.write(to: dir.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let modules = try Self.imports(in: dir).map(\.module)
        #expect(modules == ["Render", "Media", "CCairo"])
    }
}
