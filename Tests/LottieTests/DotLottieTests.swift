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
        let badLayer = LottieJSON.document(layers: [#"{"ty": 42, "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20}"#])
        XCTAssertEqual(error(["manifest.json": #"{"animations": [{"id": "a"}]}"#, "animations/a.json": badLayer])?
                        .hasPrefix("animations/a.json: layers[0].ty: unknown layer type 42"), true)
        XCTAssertEqual(error(["manifest.json": #"{"animations": [{"id": "a"}]}"#, "animations/a.json": "[]"]),
                       "animations/a.json: not a Lottie animation (expected an object with v, fr, ip, op, w and h)")
    }
}
