import Foundation
import Media
import Raster
import Testing
import TestSupport

/// Malformed and hostile Lottie and dotLottie files through the binary (issue 28), one row per class: `validate` and
/// a render each exit 2 with the exact message (the file, the entry, the JSON path), nothing is written, and an
/// output that existed before is left as it was.
@Suite struct LottieBadInputTests {
    typealias L = LimitsTests.L

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        /// The input's name (`a.json`, `a.lottie`) and bytes.
        var file = "a.json"
        var bytes: [UInt8]
        var options: [String] = []
        /// The message after `animate: DIR/FILE: `.
        var message: String
        var testDescription: String { name }
    }

    static func json(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func lottie(_ layers: [String], assets: [String] = []) -> [UInt8] { json(L.document(layers: layers, assets: assets)) }

    static func null(ind: Int, parent: Int? = nil, extra: String = "") -> String {
        #"{"ty": 3, "ind": \#(ind)\#(parent.map { ", \"parent\": \($0)" } ?? ""), "ks": \#(L.ks), "ip": 0, "op": 3\#(extra)}"#
    }

    static func shapeLayer(_ items: String) -> String {
        #"{"ty": 4, "ind": 1, "ks": \#(L.ks), "ip": 0, "op": 3, "shapes": [\#(items)]}"#
    }

    /// A dotLottie archive of `entries` (a manifest playing `a/a.json` first).
    static func archive(_ entries: [(String, [UInt8])]) -> [UInt8] {
        ZipBuilder(items: entries.map { ZipBuilder.Item(name: $0.0, data: $0.1) }).build()
    }

    static let manifest = json(#"{"version": "2", "animations": [{"id": "a"}]}"#)

    /// An image layer whose asset is the archive's `images/i.png`, or a data URI of `dataURI`.
    static func imageDocument(dataURI: [UInt8]? = nil) -> [UInt8] {
        let p = dataURI.map { "data:image/png;base64,\(Data($0).base64EncodedString())" } ?? "i.png"
        let asset = #"{"id": "img", "w": 2, "h": 2, "u": "images/", "p": "\#(p)"}"#
        return lottie([#"{"ty": 2, "ind": 1, "refId": "img", "ks": \#(L.ks), "ip": 0, "op": 3}"#], assets: [asset])
    }

    /// A whole PNG of `width` × `height`, written by `PNGWriter`.
    static func png(width: Int, height: Int) -> [UInt8] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animate-png-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try? PNGWriter.write(Frame(width: width, height: height), to: url.path)
        return (try? [UInt8](Data(contentsOf: url))) ?? []
    }

    /// A PNG whose header declares `width` × 1 px over a few bytes of pixel data: a pixel bomb, refused from its
    /// header before anything is decoded.
    static func bomb(width: Int) -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be32(data.count) + body + be32(Int(ZipBuilder.crc(body)))
        }
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be32(width) + be32(1) + [8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
    }

    static func withImage(_ image: [UInt8]) -> [UInt8] {
        archive([("manifest.json", manifest), ("a/a.json", imageDocument()), ("images/i.png", image)])
    }

    static let square = #"{"ty": "sh", "ks": {"a": 0, "k": {"i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]], "v": [[0, 0], [10, 0], [10, 10], [0, 10]], "c": true}}}"#

    static let rows: [Row] = {
        let whole = png(width: 2, height: 2)
        var flipped = whole
        flipped[whole.count - 20] ^= 0xFF  // inside the IDAT chunk: its CRC fails
        return [
            // Structure.
            Row(name: "own parent", bytes: lottie([null(ind: 1, parent: 1)]),
                message: "layers[0].parent: layer 1 is its own parent (ind 1 → 1); lottie-ios recurses without end on it"),
            Row(name: "parent cycle", bytes: lottie([null(ind: 1), null(ind: 2, parent: 3), null(ind: 3, parent: 2)]),
                message: "layers[1].parent: the parents form a cycle: ind 2 → 3 → 2; lottie-ios recurses without end on it"),
            Row(name: "v, i, o lengths", bytes: lottie([shapeLayer(square.replacingOccurrences(of: #""i": [[0, 0], [0, 0], [0, 0], [0, 0]]"#, with: #""i": [[0, 0]]"#))]),
                message: "layers[0].shapes[0].ks.k.i: expected as many in tangents as vertices (4), got 1"),
            Row(name: "time remap garbage", bytes: lottie([null(ind: 1, extra: #", "tm": {"a": 1, "k": [{"t": 0, "s": ["x"]}]}"#)]),
                message: #"layers[0].tm.k[0].s[0]: expected a number, got "x""#),
            Row(name: "time remap past the duration limit", bytes: lottie([null(ind: 1, extra: #", "tm": {"a": 0, "k": 1e300}"#)]),
                message: "layers[0].tm: expected times within ±86400 s (the duration limit; --max-duration raises it), got 1e+300"),
            Row(name: "no layers", bytes: json(#"{"v": "5.7.0", "fr": 10, "ip": 0, "op": 3, "w": 100, "h": 100, "assets": []}"#),
                message: "layers: missing"),
            // Numbers.
            Row(name: "1e999", bytes: lottie([null(ind: 1, extra: #", "sr": 1e999"#)]),
                message: "layers[0].sr: expected a finite number, got a number out of range (infinity)"),
            Row(name: "NaN", bytes: json(L.document(layers: [null(ind: 1)]).replacingOccurrences(of: #""o": {"a": 0, "k": 100}"#, with: #""o": {"a": 0, "k": NaN}"#)),
                message: "layers[0].ks.o.k: expected a finite number, got NaN"),
            Row(name: "syntax error", bytes: json(#"{"v": "5.7.0", "fr": 10, "ip": 0, "op": 3, "w": 100, "h": 100, "layers": [{"ty": 3,]}"#),
                message: "layers[0]: not valid JSON at line 1, column 84: unexpected ']', expected a quoted key"),
            // Sizes, counted before anything is built.
            Row(name: "star points", bytes: lottie([shapeLayer(#"{"ty": "sr", "sy": 1, "pt": {"a": 0, "k": 50000}, "or": {"a": 0, "k": 10}, "ir": {"a": 0, "k": 5}}, \#(L.fill)"#)]),
                message: "layers[0].shapes[0].pt: expected at most 100000 path elements (the limit; 50000 points make 100002 elements)"),
            Row(name: "polygon points", bytes: lottie([shapeLayer(#"{"ty": "sr", "sy": 2, "pt": {"a": 1, "k": [{"t": 0, "s": [3]}, {"t": 2, "s": [200000]}]}, "or": {"a": 0, "k": 10}}, \#(L.fill)"#)]),
                message: "layers[0].shapes[0].pt: expected at most 100000 path elements (the limit; 200000 points make 200002 elements)"),
            Row(name: "repeater copies", bytes: lottie([shapeLayer(#"\#(square), {"ty": "rp", "c": {"a": 0, "k": 10001}}"#)]),
                message: "layers[0].shapes[1].c: expected at most 10000 copies (the limit; --max-instances raises it), got 10001"),
            Row(name: "repeaters repeating one another", bytes: lottie([shapeLayer(#"\#(square), {"ty": "rp", "c": {"a": 0, "k": 400}}, {"ty": "gr", "it": [{"ty": "rp", "c": {"a": 0, "k": 300}}]}"#)]),
                message: "layers[0].shapes[2].it[0].c: repeaters repeat one another into 120000 copies: at most 100000 (the limit; --max-replicated-layers raises it)"),
            Row(name: "masks past the scene's elements", bytes: lottie([null(ind: 1, extra: #", "masksProperties": [\#(Array(repeating: #"{"mode": "a", "pt": {"a": 0, "k": {"i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]], "v": [[0, 0], [1, 0], [1, 1]], "c": true}}}"#, count: 4).joined(separator: ","))]"#)]),
                options: ["--max-scene-elements", "12"],
                message: "layers[0].masksProperties[2].pt.k: the paths have more than 12 elements in all, counting each use of a precomposition (the limit)"),
            // Images.
            // A missing image entry is not here: lottie-ios draws nothing and plays the file, and so do we (a warning;
            // ImageLayerTests).
            Row(name: "truncated image", file: "a.lottie", bytes: withImage(Array(whole.prefix(whole.count / 2))),
                message: #"a/a.json: assets[0].p: the image "images/i.png" cannot be read: truncated PNG: chunk pHYs at byte 33 needs 21 bytes, the file ends at byte 44"#),
            Row(name: "corrupt image", file: "a.lottie", bytes: withImage(flipped),
                message: #"a/a.json: assets[0].p: the image "images/i.png" cannot be read: corrupt PNG: chunk IDAT at byte 54 fails its CRC check"#),
            Row(name: "not an image", file: "a.lottie", bytes: withImage(json("hello")),
                message: #"a/a.json: assets[0].p: the image "images/i.png" cannot be decoded: its data is not a PNG, JPEG or other image the decoder reads, or is corrupt"#),
            Row(name: "pixel bomb", file: "a.lottie", bytes: withImage(bomb(width: 16385)),
                message: #"a/a.json: assets[0].p: the image "images/i.png" is 16385×1 px: at most 16384 px each way (the limit)"#),
            Row(name: "pixel bomb in a data URI", bytes: imageDocument(dataURI: bomb(width: 100_000)),
                message: "assets[0].p: the image in the data URI is 100000×1 px: at most 16384 px each way (the limit)"),
            // dotLottie archives.
            Row(name: "zip slip", file: "a.lottie",
                bytes: archive([("manifest.json", manifest), ("a/a.json", lottie([null(ind: 1)])), ("images/../../x.png", whole)]),
                message: #"the archive entry "images/../../x.png" leads outside the archive's folder (zip slip): refused, as lottie-ios refuses to unzip it"#),
            Row(name: "duplicate entries", file: "a.lottie",
                bytes: archive([("manifest.json", manifest), ("a/a.json", lottie([null(ind: 1)])), ("a/a.json", lottie([null(ind: 2)]))]),
                message: #"two archive entries are named "a/a.json": refused, as lottie-ios refuses to unzip the second"#),
            Row(name: "unknown theme", file: "a.lottie",
                bytes: archive([("manifest.json", manifest), ("a/a.json", lottie([null(ind: 1)]))]), options: ["--theme", "dark"],
                message: #"manifest.json: no theme "dark" in the archive (expected t/dark.json or themes/dark.json; the manifest lists no themes)"#),
        ]
    }()

    @Test(arguments: rows) func refusedWithThePlaceAndNothingWritten(_ row: Row) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent(row.file).path
        try Data(row.bytes).write(to: URL(fileURLWithPath: path))
        let out = dir.appendingPathComponent("out.mp4").path
        let before = Data("an earlier render".utf8)
        try before.write(to: URL(fileURLWithPath: out))
        let validate = try CLI.run(["validate", path] + row.options)
        let render = try CLI.run([path, "-o", out, "--quiet"] + row.options)
        let still = try CLI.run(["still", path, "-o", dir.appendingPathComponent("s.png").path] + row.options)
        for r in [validate, render, still] {
            #expect(r.status == 2, "\(r.stderr)")
            #expect(r.stderr == "animate: \(path): \(row.message)\n")
        }
        #expect(CLI.files(in: dir) == [row.file, "out.mp4"].sorted())
        #expect(FileManager.default.contents(atPath: out) == before)
    }

    /// lottie-ios reads a `parent` naming no layer, or a track matte with no layer above it, by ignoring them: so
    /// does `animate`, with a warning.
    @Test func danglingParentsAndMattesAreWarnings() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("a.json").path
        try Data(Self.lottie([Self.null(ind: 1, parent: 7, extra: #", "tt": 1"#)])).write(to: URL(fileURLWithPath: path))
        let r = try CLI.run(["validate", path, "--lint"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("layers[0].parent: no layer with ind 7 in this list: the parent is ignored (as lottie-ios does)"), "\(r.stderr)")
        #expect(r.stderr.contains("layers[0].tt: a track matte with no layer above it to be the matte: drawn without one (as lottie-ios does)"), "\(r.stderr)")
    }

    /// An odd Lottie canvas cannot be H.264 (yuv420p): the message names `w` and `h`, which the file has, not
    /// `canvas.size`.
    @Test func oddSizeNamesTheLottieFields() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("a.json").path
        try L.document(w: 101, layers: [Self.null(ind: 1)]).write(toFile: path, atomically: true, encoding: .utf8)
        // An odd size is padded to even by default (`EvenSizePadding`); refused, the message names w and h.
        let r = try CLI.run([path, "-o", dir.appendingPathComponent("o.mp4").path, "--quiet", "--no-pad-to-even"])
        #expect(r.status == 2)
        #expect(r.stderr == "animate: w, h: 101×100 px: H.264 yuv420p needs an even width and height (change the Lottie file's w and h, or --scale, or leave out --no-pad-to-even)\n")
        #expect(CLI.files(in: dir) == ["a.json"])
    }
}
