import Composition
import Export
import Foundation
import Lottie
import Readers
import SceneFile
import Testing
import TestSupport

/// `InputFile.load` and `Composition.load(anyFile:)`: the reader is chosen by content, never by extension, and every
/// error starts with the file's path.
final class InputFileTests {
    /// A 100×100 Lottie animation of 20 frames at 10 fps: one red square.
    static let lottie = #"""
    {"v": "5.7.0", "fr": 10, "ip": 0, "op": 20, "w": 100, "h": 80, "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 20,
     "st": 0, "ks": {}, "shapes": [{"ty": "rc", "s": {"a": 0, "k": [10, 10]}, "p": {"a": 0, "k": [50, 40]},
     "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]}
    """#

    static let scene = #"{"canvas": {"size": [64, 48], "fps": 30, "duration": 1.5}, "layers": []}"#

    /// This test's folder, removed when the test ends (Swift Testing makes one instance per test).
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("InputFileTests-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A file in this test's folder, with a misleading extension: the content decides.
    func file(_ bytes: [UInt8], named name: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aSceneFileIsReadByTheSceneReader() throws {
        let path = try file(Array(Self.scene.utf8), named: "scene.lottie")
        guard case .scene(let c) = try InputFile.load(path, resources: SystemResources()) else {
            Issue.record("read as Lottie"); return
        }
        #expect(c.canvas.size.width == 64 && c.canvas.size.height == 48)
        #expect(try Composition.load(anyFile: path, resources: SystemResources()).duration == 1.5)
    }

    @Test func aLottieFileIsReadByTheLottieReader() throws {
        let path = try file(Array(Self.lottie.utf8), named: "anim.scene")
        let input = try InputFile.load(path, resources: SystemResources())
        guard case .lottie(let animation, let c) = input else { Issue.record("read as a scene"); return }
        #expect(animation.canvasSize.width == 100 && c.canvas.size.height == 80)
        #expect(c.duration == 2)
        // Progress is lottie-ios's: 0.5 of frames 0…20 is frame 10, at 10 fps 1 s.
        #expect(input.time(atProgress: 0.5) == 1)
    }

    @Test func aDotLottieArchiveIsReadByTheLottieReader() throws {
        let manifest = #"{"version": "1", "animations": [{"id": "a"}]}"#
        let zip = ZipBuilder(items: [.init(name: "manifest.json", data: Array(manifest.utf8)),
                                     .init(name: "animations/a.json", data: Array(Self.lottie.utf8))]).build()
        let path = try file(zip, named: "anim.json")
        #expect(try Composition.load(anyFile: path, resources: SystemResources()).canvas.size.width == 100)
    }

    @Test func lottieErrorsStartWithTheFileAndNameThePlace() throws {
        let bad = Self.lottie.replacingOccurrences(of: #""ty": 4"#, with: #""ty": "four""#)
        let path = try file(Array(bad.utf8), named: "anim.json")
        let error = #expect(throws: InputError.self) { try InputFile.load(path, resources: SystemResources()) }
        #expect(error?.description.hasPrefix("\(path): layers[0].ty: ") == true, "\(String(describing: error))")
    }

    @Test func archiveErrorsNameTheEntry() throws {
        let manifest = #"{"version": "1", "animations": [{"id": "a"}]}"#
        let zip = ZipBuilder(items: [.init(name: "manifest.json", data: Array(manifest.utf8)),
                                     .init(name: "animations/a.json", data: Array("{\"v\": ".utf8))]).build()
        let path = try file(zip, named: "anim.lottie")
        let error = #expect(throws: InputError.self) { try InputFile.load(path, resources: SystemResources()) }
        #expect(error?.description.hasPrefix("\(path): animations/a.json: ") == true, "\(String(describing: error))")
    }

    @Test func aThemeNeedsADotLottieArchive() throws {
        let json = try file(Array(Self.lottie.utf8), named: "anim.json")
        let error = #expect(throws: InputError.self) { try InputFile.load(json, theme: "dark", resources: SystemResources()) }
        #expect(error?.description == "\(json): --theme: themes are read from a dotLottie (.lottie) archive; this is a Lottie JSON file")
        let scene = try file(Array(Self.scene.utf8), named: "scene.json")
        let other = #expect(throws: InputError.self) { try InputFile.load(scene, theme: "dark", resources: SystemResources()) }
        #expect(other?.description == "\(scene): --theme: themes are read from a dotLottie (.lottie) archive; this is not one")
    }

    @Test func sceneErrorsStayTheSceneReaders() throws {
        let path = try file(Array(#"{"canvas": {"size": [64, 48], "fps": 30, "duration": -1}, "layers": []}"#.utf8), named: "s.json")
        let error = #expect(throws: SceneError.self) { try InputFile.load(path, resources: SystemResources()) }
        #expect(error?.description.hasPrefix("\(path): canvas.duration: ") == true, "\(String(describing: error))")
        let missing = #expect(throws: SceneError.self) { try InputFile.load(path + ".absent", resources: SystemResources()) }
        #expect(missing?.description == "\(path).absent: no such file")
    }
}
