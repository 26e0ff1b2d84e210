import Composition
@testable import Export
import Foundation
import Geometry
import Motion
import Raster
import Testing

/// `SceneIdentity`: one digest of the input file and every image and font file it names, by name relative to the
/// input's folder, so that parts made from different files never join and the same files anywhere do.
struct SceneIdentityTests {
    /// A folder holding `scene.json`, `logo.png`, `art/badge.png` and `fonts/Brand.otf` (the contents stand for the
    /// files: the identity reads bytes, not pixels), and the composition the reader would make of it: images and
    /// fonts keyed by their resolved paths.
    static func folder(logo: String = "logo v1", badge: String = "badge", font: String = "font") throws -> (dir: URL, composition: Composition) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("SceneIdentityTests-\(UUID().uuidString)")
        for sub in ["art", "fonts"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        let files = ["scene.json": "{\"version\": 1}", "logo.png": logo, "art/badge.png": badge, "fonts/Brand.otf": font]
        for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        return (dir, composition(in: dir.path))
    }

    static func composition(in folder: String) -> Composition {
        let pixel = ImageSource(Frame(width: 1, height: 1))
        return Composition(canvas: Canvas(size: Size(width: 10, height: 10)), tree: LayerTree(layers: []),
                           images: [folder + "/logo.png": pixel, folder + "/art/badge.png": pixel],
                           fontFiles: [folder + "/fonts/Brand.otf"])
    }

    static func digest(_ f: (dir: URL, composition: Composition)) throws -> String {
        try SceneIdentity.digest(inputFile: f.dir.appendingPathComponent("scene.json").path, composition: f.composition)
    }

    /// The same files in another folder give the same digest; another logo, badge or font under the same name,
    /// or another scene file, give another.
    @Test func coversEveryFileByNameAndBytes() throws {
        let base = try Self.folder()
        let moved = try Self.folder()
        defer { for f in [base, moved] { try? FileManager.default.removeItem(at: f.dir) } }
        let digest = try Self.digest(base)
        #expect(digest.count == 64)
        #expect(try Self.digest(moved) == digest, "no absolute path enters the digest")
        for (name, changed) in [("logo", try Self.folder(logo: "logo v2")), ("badge", try Self.folder(badge: "badge 2")),
                                ("font", try Self.folder(font: "font 2"))] {
            defer { try? FileManager.default.removeItem(at: changed.dir) }
            #expect(try Self.digest(changed) != digest, "\(name)")
        }
        try Data("{\"version\": 1 }".utf8).write(to: moved.dir.appendingPathComponent("scene.json"))
        #expect(try Self.digest(moved) != digest, "scene file")
    }

    /// Two images swapping their bytes is another scene, though the set of bytes is the same: names bind bytes.
    @Test func namesBindBytes() throws {
        let a = try Self.folder(logo: "one", badge: "two")
        let b = try Self.folder(logo: "two", badge: "one")
        defer { for f in [a, b] { try? FileManager.default.removeItem(at: f.dir) } }
        #expect(try Self.digest(a) != Self.digest(b))
    }

    /// The order in which layers first name the fonts does not matter; an image that is no file (a composition
    /// built in code) counts by its pixels.
    @Test func orderAndInMemoryImages() throws {
        var f = try Self.folder()
        defer { try? FileManager.default.removeItem(at: f.dir) }
        try Data("second".utf8).write(to: f.dir.appendingPathComponent("fonts/Other.otf"))
        f.composition.fontFiles = [f.dir.path + "/fonts/Brand.otf", f.dir.path + "/fonts/Other.otf"]
        let forward = try Self.digest(f)
        f.composition.fontFiles.reverse()
        #expect(try Self.digest(f) == forward)

        var red = Frame(width: 2, height: 1), blue = Frame(width: 2, height: 1)
        red.pixels[2] = 255; red.pixels[3] = 255
        blue.pixels[0] = 255; blue.pixels[3] = 255
        f.composition.images["made in code"] = ImageSource(red)
        let withRed = try Self.digest(f)
        #expect(withRed != forward)
        f.composition.images["made in code"] = ImageSource(blue)
        #expect(try Self.digest(f) != withRed)
    }

    /// Text named by family renders in the pinned fonts: a text scene's identity covers those folders' files, and
    /// another version of a font there gives another; a scene without text does not read them.
    @Test func textCoversThePinnedFonts() throws {
        var f = try Self.folder()
        defer { try? FileManager.default.removeItem(at: f.dir) }
        let pinned = f.dir.appendingPathComponent("pinned/inter")
        try FileManager.default.createDirectory(at: pinned, withIntermediateDirectories: true)
        try Data("Inter 4.0".utf8).write(to: pinned.appendingPathComponent("Inter.otf"))
        let scene = f.dir.appendingPathComponent("scene.json").path
        func digest() throws -> String {
            try SceneIdentity.digest(inputFile: scene, composition: f.composition, fontDirectories: [f.dir.path + "/pinned"])
        }
        let noText = try digest()
        f.composition.layerTypes = ["title": .text]
        let v4 = try digest()
        #expect(v4 != noText)
        try Data("Inter 3.19".utf8).write(to: pinned.appendingPathComponent("Inter.otf"))
        #expect(try digest() != v4)
        f.composition.layerTypes = ["box": .layer]
        #expect(try digest() == noText)
        // The machine's pinned folders by default: the same on every call.
        f.composition.layerTypes = ["title": .text]
        #expect(try SceneIdentity.digest(inputFile: scene, composition: f.composition) == SceneIdentity.digest(inputFile: scene, composition: f.composition))
    }

    @Test func namesAreRelativeToTheInputFolder() {
        #expect(SceneIdentity.name(of: "/srv/a/logo.png", in: "/srv/a") == "logo.png")
        #expect(SceneIdentity.name(of: "scenes/art/b.png", in: "scenes") == "art/b.png")
        #expect(SceneIdentity.name(of: "./logo.png", in: "") == "logo.png")
        #expect(SceneIdentity.name(of: "./logo.png", in: ".") == "logo.png")
        #expect(SceneIdentity.name(of: "scenes/../shared/c.png", in: "scenes") == "../shared/c.png")
        #expect(SceneIdentity.name(of: "/usr/share/logo.png", in: "/srv/a") == "/usr/share/logo.png", "absolute, elsewhere: as written")
    }

    @Test func anUnreadableInputIsBadInput() {
        #expect(throws: ExportError.badInput("/nonexistent/scene.json: cannot be read")) {
            try SceneIdentity.digest(inputFile: "/nonexistent/scene.json", composition: Self.composition(in: "/nonexistent"))
        }
    }
}
