import Geometry
import Lottie
import XCTest

/// dotLottie's layout: which entry plays, and errors that name the entry. (The zip itself: ZipArchiveTests.)
final class DotLottieTests: XCTestCase {
    private let square = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: LottieJSON.square)])
    private let wide = LottieJSON.document(w: 300, layers: [LottieJSON.shapeLayer(shapes: LottieJSON.square)])

    private func read(_ files: [String: String]) throws -> LottieAnimation {
        try LottieAnimation(dotLottieEntries: files.keys.sorted()) { name in
            guard let text = files[name] else { throw LottieError(path: name, "missing") }
            return Array(text.utf8)
        }
    }

    private func error(_ files: [String: String], file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try read(files)
            XCTFail("expected an error", file: file, line: line)
        } catch {
            return "\(error)"
        }
        return nil
    }

    func testVersionOneLayoutPlaysTheFirstOrTheActiveAnimation() throws {
        let manifest = #"{"version": "1", "animations": [{"id": "square"}, {"id": "wide"}]}"#
        let files = ["manifest.json": manifest, "animations/square.json": square, "animations/wide.json": wide]
        XCTAssertEqual(try read(files).canvasSize.width, 100)
        var active = files
        active["manifest.json"] = #"{"version": "1", "activeAnimationId": "wide", "animations": [{"id": "square"}, {"id": "wide"}]}"#
        XCTAssertEqual(try read(active).canvasSize.width, 300)
    }

    func testVersionTwoLayout() throws {
        let manifest = #"{"version": "2", "animations": [{"id": "square"}, {"id": "wide"}], "initial": {"animation": "wide"}}"#
        XCTAssertEqual(try read(["manifest.json": manifest, "a/square.json": square, "a/wide.json": wide]).canvasSize.width, 300)
    }

    func testErrorsNameTheEntry() {
        XCTAssertEqual(error(["animations/a.json": square]), "not a dotLottie archive: no manifest.json")
        XCTAssertEqual(error(["manifest.json": "{"])?.hasPrefix("manifest.json: not valid JSON: line 1"), true)
        XCTAssertEqual(error(["manifest.json": #"{"animations": [{"id": "b"}]}"#, "animations/a.json": square]),
                       #"manifest.json: animations[0].id: no animation "b" in the archive (expected animations/b.json or a/b.json)"#)
        XCTAssertEqual(error(["manifest.json": #"{"animations": {}}"#]),
                       #"manifest.json: animations: expected the list of animations (an array of objects with "id")"#)
        let badLayer = LottieJSON.document(layers: [#"{"ty": 3, "tt": 9, "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20}"#])
        XCTAssertEqual(error(["manifest.json": #"{"animations": [{"id": "a"}]}"#, "animations/a.json": badLayer])?
                        .hasPrefix("animations/a.json: layers[0].tt: unknown matte type 9"), true)
        XCTAssertEqual(error(["manifest.json": #"{"animations": [{"id": "a"}]}"#, "animations/a.json": "[]"]),
                       "animations/a.json: not a Lottie animation (expected an object with v, fr, ip, op, w and h)")
    }

    /// The fill colour of the first shape layer the translation made (`fillColor`'s model value).
    private func fillColor(_ a: LottieAnimation) -> String? {
        var stack = a.layerTree.initialLayers
        while let l = stack.popLast() {
            if l.path != nil, let c = l.fillColor { return "\(c)" }
            stack += l.sublayers.reversed()
        }
        return nil
    }

    /// A dotLottie 2 theme gives the properties that name its slots (`sid`) the rule's value, only when asked for;
    /// without one (as lottie-ios, which reads no slots) the file's own value stands and a warning says themes exist.
    func testThemeAppliesItsSlotsWhenAsked() throws {
        let slotted = square.replacingOccurrences(of: #""c": {"a": 0, "k": [1, 0, 0, 1]}"#, with: #""c": {"a": 0, "k": [1, 0, 0, 1], "sid": "bg"}"#)
        XCTAssertNotEqual(slotted, square)
        let files = ["manifest.json": #"{"version": "2", "animations": [{"id": "a"}], "themes": [{"id": "dark"}]}"#,
                     "a/a.json": slotted,
                     "t/dark.json": #"{"rules": [{"id": "bg", "type": "Color", "value": [0, 0, 1]}, {"id": "other", "type": "Color", "value": [0, 1, 0], "animations": ["b"]}]}"#]
        let plain = try read(files)
        let themed = try LottieAnimation(dotLottieEntries: files.keys.sorted(), theme: "dark") { Array(files[$0]!.utf8) }
        XCTAssertEqual(fillColor(plain), "\(Color(red: 1, green: 0, blue: 0))")
        XCTAssertEqual(fillColor(themed), "\(Color(red: 0, green: 0, blue: 1))")
        XCTAssertEqual(plain.warnings.map(\.description), ["t/dark.json: themes are applied only when asked for (--theme ID); the animation plays with its own values"])
        XCTAssertEqual(themed.warnings, [])
        XCTAssertThrowsError(try LottieAnimation(dotLottieEntries: files.keys.sorted(), theme: "light") { Array(files[$0]!.utf8) }) { e in
            XCTAssertEqual("\(e)", #"manifest.json: no theme "light" in the archive (expected t/light.json or themes/light.json; the manifest lists "dark")"#)
        }
    }

    /// A zip-slip name or two entries of one name: refused, as lottie-ios's unzipping refuses them.
    func testEntryNamesThatLottieIOSRefuses() {
        XCTAssertNoThrow(try DotLottie.checkEntryNames(["a/../b.json", "/images/x.png", "images/", "images/"]))
        XCTAssertThrowsError(try DotLottie.checkEntryNames(["a/../../b.json"]))
        XCTAssertThrowsError(try DotLottie.checkEntryNames(["../b.json"]))
        XCTAssertThrowsError(try DotLottie.checkEntryNames(["x.json", "x.json"]))
    }
}
