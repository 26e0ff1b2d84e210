import Export
import Geometry
@testable import Lottie
import Motion
import Raster
import Render
import XCTest

/// Text animators under `--lottie-semantics after-effects`: the text drawn one character at a time, each moved,
/// turned, scaled, faded and coloured by its range selector's coverage (`LottieTranslator+TextAnimators.swift`).
final class TextAnimatorTests: XCTestCase {
    private let afterEffects = LottieOptions(semantics: .afterEffects, resources: SystemResources())

    /// A 20-point Arial text layer at (10, 50) with one animator: `selector` and `properties` are JSON members.
    private func document(_ text: String = "ABCD", j: Int = 0, selector: String = #""s": {"a": 0, "k": 25}, "e": {"a": 0, "k": 75}"#,
                          basedOn: Int = 1, more: String = "", properties: String) -> String {
        let layer = #"{"ty": 5, "ind": 1, "nm": "text", "ks": \#(LottieJSON.ks(#""p": {"a": 0, "k": [10, 50]}"#)), "ip": 0, "op": 20, "st": 0, "t": {"d": {"k": [{"s": {"s": 20, "f": "Arial", "t": "\#(text)", "j": \#(j), "fc": [0, 0, 0]}, "t": 0}]}, \#(more)"a": [{"s": {\#(selector), "r": 1, "b": \#(basedOn), "sh": 1}, "a": {\#(properties)}}]}}"#
        return LottieJSON.document(layers: [layer])
    }

    /// Where each character's anchor (the middle of its advance, on the baseline) is on the canvas at `frame`.
    private func anchors(_ a: LottieAnimation, count: Int, atFrame frame: Double = 0) throws -> [Point] {
        try anchors(a, indices: Array(0..<count), atFrame: frame)
    }

    private func anchors(_ a: LottieAnimation, indices: [Int], atFrame frame: Double = 0) throws -> [Point] {
        try indices.map { i in
            let (s, toRoot) = try XCTUnwrap(a.presentation(of: "layers[0].char[\(i)]", atFrame: frame), "char \(i)")
            return toRoot.apply(to: Point(x: s.anchorPoint.x * s.bounds.width, y: s.anchorPoint.y * s.bounds.height))
        }
    }

    private func assertOffsets(_ moved: [Point], _ base: [Point], x: [Double], y: [Double],
                               file: StaticString = #filePath, line: UInt = #line) {
        for i in moved.indices {
            XCTAssertEqual(moved[i].x - base[i].x, x[i], accuracy: 1e-9, "x of \(i)", file: file, line: line)
            XCTAssertEqual(moved[i].y - base[i].y, y[i], accuracy: 1e-9, "y of \(i)", file: file, line: line)
        }
    }

    /// Without coverage each character sits where the whole text draws it: Pango's advance, on the baseline.
    func testCharactersSitWhereTheWholeTextDrawsThem() throws {
        let still = try LottieAnimation(json: document(properties: #""p": {"a": 0, "k": [0, -10, 0]}"#)
            .replacingOccurrences(of: #""k": 75"#, with: #""k": 25"#), options: afterEffects)
        let whole = try LottieAnimation(json: document(properties: #""p": {"a": 0, "k": [0, -10, 0]}"#))
        let (text, toRoot) = try XCTUnwrap(whole.presentation(of: "layers[0].string", atFrame: 0))
        XCTAssertEqual(text.string, "ABCD")  // lottie-ios: one layer, animators ignored (a warning)
        XCTAssertTrue(whole.warnings.contains { $0.message == LottieSemantics.textAnimatorWarning })
        let boxes = try TextEngine().characterBoxes(of: text)
        XCTAssertEqual(boxes.count, 4)
        let got = try anchors(still, count: 4)
        for (i, b) in boxes.enumerated() {
            let expected = toRoot.apply(to: Point(x: b.x + b.width / 2, y: b.baseline))
            XCTAssertEqual(got[i].x, expected.x, accuracy: 1e-9)
            XCTAssertEqual(got[i].y, expected.y, accuracy: 1e-9)
            XCTAssertEqual(got[i].y, 50, accuracy: 0.01)  // the first baseline at the layer's origin
            if i > 0 { XCTAssertGreaterThan(got[i].x, got[i - 1].x) }
        }
        XCTAssertFalse(still.warnings.contains { $0.message == LottieSemantics.textAnimatorWarning })
    }

    /// A position animator over 25…75 % of four characters moves exactly the second and third, by its value.
    func testPositionAnimatorMovesExactlyTheCoveredCharacters() throws {
        let moved = try LottieAnimation(json: document(properties: #""p": {"a": 0, "k": [3, -10, 0]}"#), options: afterEffects)
        let base = try LottieAnimation(json: document(properties: #""p": {"a": 0, "k": [0, 0, 0]}"#), options: afterEffects)
        assertOffsets(try anchors(moved, count: 4), try anchors(base, count: 4), x: [0, 3, 3, 0], y: [0, -10, -10, 0])
    }

    /// An animated start (0 → 100 % over frames 0…10, linear): at frame 5 the range is 50…100 %, the last two.
    func testAnimatedSelectorMovesTheRangeFrameByFrame() throws {
        let selector = #""s": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [100]}]}, "e": {"a": 0, "k": 100}"#
        let a = try LottieAnimation(json: document(selector: selector, properties: #""p": {"a": 0, "k": [0, -10, 0]}"#), options: afterEffects)
        let base = try LottieAnimation(json: document(properties: #""p": {"a": 0, "k": [0, 0, 0]}"#), options: afterEffects)
        let b = try anchors(base, count: 4)
        assertOffsets(try anchors(a, count: 4, atFrame: 0), b, x: [0, 0, 0, 0], y: [-10, -10, -10, -10])
        assertOffsets(try anchors(a, count: 4, atFrame: 5), b, x: [0, 0, 0, 0], y: [0, 0, -10, -10])
        assertOffsets(try anchors(a, count: 4, atFrame: 10), b, x: [0, 0, 0, 0], y: [0, 0, 0, 0])
    }

    /// Rotation, scale, opacity and fill colour reach the covered characters only; each turns about its anchor.
    func testTransformOpacityAndColour() throws {
        let a = try LottieAnimation(json: document(properties: #""r": {"a": 0, "k": 90}, "s": {"a": 0, "k": [200, 200, 100]}, "o": {"a": 0, "k": 0}, "fc": {"a": 0, "k": [1, 0, 0, 1]}"#), options: afterEffects)
        let c0 = try XCTUnwrap(a.presentation(of: "layers[0].char[0]", atFrame: 0)).state
        let c1 = try XCTUnwrap(a.presentation(of: "layers[0].char[1]", atFrame: 0)).state
        XCTAssertEqual(c0.transform.affine, .identity)
        XCTAssertEqual(c0.opacity, 1)
        XCTAssertEqual(c0.foregroundColor, Color(red: 0, green: 0, blue: 0))
        let m = c1.transform.affine
        XCTAssertEqual(m.a, 0, accuracy: 1e-12)
        XCTAssertEqual(m.b, 2, accuracy: 1e-12)
        XCTAssertEqual(m.c, -2, accuracy: 1e-12)
        XCTAssertEqual(m.d, 0, accuracy: 1e-12)
        XCTAssertEqual(m.tx, 0, accuracy: 1e-12)
        XCTAssertEqual(c1.opacity, 0)
        XCTAssertEqual(c1.foregroundColor, Color(red: 1, green: 0, blue: 0))
        // The anchor stays put: turning and scaling happen about it.
        let base = try LottieAnimation(json: document(properties: #""p": {"a": 0, "k": [0, 0, 0]}"#), options: afterEffects)
        assertOffsets(try anchors(a, count: 4), try anchors(base, count: 4), x: [0, 0, 0, 0], y: [0, 0, 0, 0])
    }

    /// Stroke colour and width animators (`a.sc`, `a.sw`): with coverage m the stroke is the document's `sw` (4)
    /// plus `sw`·m and its colour moves from the document's `sc` towards the animator's by m (lottie-web's
    /// `getMeasures`, Skia's `TextAdapter`). An amount of 50 % over every character: 4 + 6 / 2 = 7 points, blue half
    /// way to red; a range of 25…75 % at 100 %: the covered characters take all of it, the others the document's.
    func testStrokeColourAndWidth() throws {
        let stroked = #""fc": [0, 0, 0], "sc": [0, 0, 1], "sw": 4"#
        let half = #""s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 100}, "a": {"a": 0, "k": 50}"#
        let properties = #""sc": {"a": 0, "k": [1, 0, 0, 1]}, "sw": {"a": 0, "k": 6}"#
        let a = try LottieAnimation(json: document(selector: half, properties: properties)
            .replacingOccurrences(of: #""fc": [0, 0, 0]"#, with: stroked), options: afterEffects)
        XCTAssertFalse(a.warnings.contains { $0.message.contains("(sc, sw)") })
        for i in 0..<4 {
            let s = try XCTUnwrap(a.presentation(of: "layers[0].char[\(i)]", atFrame: 0)).state
            let stroke = try XCTUnwrap(s.textStroke)
            XCTAssertEqual(stroke.width, 7)
            XCTAssertEqual(stroke.color, Color(red: 0.5, green: 0, blue: 0.5))
            XCTAssertTrue(stroke.overFill)  // After Effects' default, as the document's own stroke
            XCTAssertEqual(s.foregroundColor, Color(red: 0, green: 0, blue: 0))
        }
        let b = try LottieAnimation(json: document(properties: properties)
            .replacingOccurrences(of: #""fc": [0, 0, 0]"#, with: stroked), options: afterEffects)
        let strokes = try (0..<4).map { try XCTUnwrap(b.presentation(of: "layers[0].char[\($0)]", atFrame: 0)?.state.textStroke) }
        XCTAssertEqual(strokes.map(\.width), [4, 10, 10, 4])
        XCTAssertEqual(strokes.map(\.color), [Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 0),
                                               Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
    }

    /// An animated stroke width (0 → 10 over frames 0…10, linear) at an amount of 50 %: 4 + 5 / 2 at frame 5, and
    /// between frames the line between them (4 + 2.5 / 2 at frame 2.5). A negative sum is no stroke (lottie-web's
    /// `sw < 0 ? 0 : sw`). Without a document stroke colour nothing is stroked (Skia's Skottie), with a warning.
    func testAnimatedStrokeWidthAndNoDocumentStroke() throws {
        let half = #""s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 100}, "a": {"a": 0, "k": 50}"#
        let ramp = #""sw": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [10]}]}"#
        let json = document(selector: half, properties: ramp)
            .replacingOccurrences(of: #""fc": [0, 0, 0]"#, with: #""fc": [0, 0, 0], "sc": [0, 0, 1], "sw": 4"#)
        let a = try LottieAnimation(json: json, options: afterEffects)
        func width(_ frame: Double) throws -> Double? {
            try XCTUnwrap(a.presentation(of: "layers[0].char[1]", atFrame: frame)).state.textStroke?.width
        }
        XCTAssertEqual(try width(0), 4)
        XCTAssertEqual(try XCTUnwrap(width(5)), 6.5, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(width(2.5)), 5.25, accuracy: 1e-9)
        let negative = try LottieAnimation(json: document(selector: half, properties: #""sw": {"a": 0, "k": -20}"#)
            .replacingOccurrences(of: #""fc": [0, 0, 0]"#, with: #""fc": [0, 0, 0], "sc": [0, 0, 1], "sw": 4"#), options: afterEffects)
        XCTAssertEqual(try XCTUnwrap(negative.presentation(of: "layers[0].char[0]", atFrame: 0)).state.textStroke?.width, 0)
        let bare = try LottieAnimation(json: document(selector: half, properties: ramp), options: afterEffects)
        XCTAssertNil(try XCTUnwrap(bare.presentation(of: "layers[0].char[0]", atFrame: 5)).state.textStroke)
        XCTAssertEqual(bare.warnings.filter { $0.message.contains("(sc, sw)") }.map(\.path), ["layers[0].t.a[0].a"])
    }

    /// Drawn: a stroke width animator over every character inks more of the canvas than the document's stroke.
    func testStrokeWidthDraws() throws {
        let all = #""s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 100}"#
        func inked(_ width: Int) throws -> Int {
            let json = document(selector: all, properties: #""sw": {"a": 0, "k": \#(width)}"#)
                .replacingOccurrences(of: #""fc": [0, 0, 0]"#, with: #""fc": [1, 1, 1], "sc": [0, 0, 0], "sw": 1"#)
            let a = try LottieAnimation(json: json, options: afterEffects)
            let frame = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: .white, images: [:])
                .render(a.layerTree.presentation(at: 0))
            return stride(from: 0, to: frame.pixels.count, by: 4).filter { frame.pixels[$0] < 128 }.count
        }
        let thin = try inked(0), thick = try inked(3)
        XCTAssertGreaterThan(thin, 20)
        XCTAssertGreaterThan(thick, thin + 50)
    }

    /// Tracking over every character: each moves by 10 per character before it on its line (the first, of a
    /// left-justified line, not at all); right-justified, the line moves back by all it gained.
    func testTrackingAnimator() throws {
        let all = #""s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 100}"#
        let left = try LottieAnimation(json: document(selector: all, properties: #""t": {"a": 0, "k": 10}"#), options: afterEffects)
        let leftBase = try LottieAnimation(json: document(selector: all, properties: #""t": {"a": 0, "k": 0}"#), options: afterEffects)
        assertOffsets(try anchors(left, count: 4), try anchors(leftBase, count: 4), x: [0, 10, 20, 30], y: [0, 0, 0, 0])
        let right = try LottieAnimation(json: document(j: 1, selector: all, properties: #""t": {"a": 0, "k": 10}"#), options: afterEffects)
        let rightBase = try LottieAnimation(json: document(j: 1, selector: all, properties: #""t": {"a": 0, "k": 0}"#), options: afterEffects)
        assertOffsets(try anchors(right, count: 4), try anchors(rightBase, count: 4), x: [-30, -20, -10, 0], y: [0, 0, 0, 0])
    }

    /// Based on words: 0…50 % of "ab cd" (two words) is the first word, its space included (spaces draw no layer).
    func testWordsMoveTogether() throws {
        let words = #""s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}"#
        let json = document("ab cd", selector: words, properties: #""p": {"a": 0, "k": [0, -10, 0]}"#).replacingOccurrences(of: #""b": 1"#, with: #""b": 3"#)
        let a = try LottieAnimation(json: json, options: afterEffects)
        let base = try LottieAnimation(json: json.replacingOccurrences(of: "[0, -10, 0]", with: "[0, 0, 0]"), options: afterEffects)
        XCTAssertNil(a.presentation(of: "layers[0].char[2]", atFrame: 0))
        let ids = [0, 1, 3, 4]
        for (k, i) in ids.enumerated() {
            let moved = try XCTUnwrap(a.presentation(of: "layers[0].char[\(i)]", atFrame: 0)).state.position.y
            let still = try XCTUnwrap(base.presentation(of: "layers[0].char[\(i)]", atFrame: 0)).state.position.y
            XCTAssertEqual(moved - still, k < 2 ? -10 : 0, accuracy: 1e-9, "char \(i)")
        }
    }

    /// Without a text measurer the animators are ignored with a warning, and the text is one layer.
    /// Point text of several lines: where lottie-ios draws each line (a layer per line, `lh` apart), its characters
    /// on the canvas, the whole text's characters in order with a line break between lines (After Effects' layout,
    /// kerned: the line layers `after-effects` keeps without a measurer).
    private func unanimatedLines(_ json: String) throws -> [Point?] {
        let whole = try LottieAnimation(json: json, options: LottieOptions(semantics: .afterEffects))
        var points: [Point?] = []
        for line in 0..<2 {
            if line > 0 { points.append(nil) }
            let (text, toRoot) = try XCTUnwrap(whole.presentation(of: "layers[0].string.lines[\(line)]", atFrame: 0))
            points += try TextEngine().characterBoxes(of: text).map { toRoot.apply(to: Point(x: $0.x + $0.width / 2, y: $0.baseline)) }
        }
        return points
    }

    /// Two lines of point text with a position animator over every character: each character of each line, the
    /// second's included, sits where lottie-ios draws it plus (10, 0); the second line one line pitch lower.
    /// Left, right and centred alike (each line justified on its own).
    func testSeveralLinesMoveEveryCharacter() throws {
        for j in 0...2 { try assertSeveralLinesMove(j: j) }
    }

    private func assertSeveralLinesMove(j: Int) throws {
        let json = document(#"AB\rCDE"#, j: j, selector: #""s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 100}"#,
                            properties: #""p": {"a": 0, "k": [10, 0, 0]}"#)
        let a = try LottieAnimation(json: json, options: afterEffects)
        XCTAssertFalse(a.warnings.contains { $0.message.contains("several lines") })
        XCTAssertNil(a.presentation(of: "layers[0].char[2]", atFrame: 0))  // the line break draws nothing
        let base = try unanimatedLines(json)
        XCTAssertEqual(base.count, 6)
        let pitch = LottieTranslator.pointTextLinePitch(lineHeight: 0, font: LottieFont.forName("Arial"), size: 20)
        for i in [0, 1, 3, 4, 5] {
            let got = try XCTUnwrap(anchors(a, indices: [i]).first), b = try XCTUnwrap(base[i])
            XCTAssertEqual(got.x, b.x + 10, accuracy: 1e-9, "x of \(i), j \(j)")
            XCTAssertEqual(got.y, b.y, accuracy: 1e-9, "y of \(i), j \(j)")
            XCTAssertEqual(got.y, i < 2 ? 50 : 50 + pitch, accuracy: 0.01, "baseline of \(i), j \(j)")
        }
    }

    /// A selector based on lines (`b` 4) over 0…50 % covers exactly the first line (its line break included in
    /// its unit), and over 50…100 % exactly the second: here fading it out.
    func testSelectorBasedOnLines() throws {
        let firstHalf = #""s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}"#, secondHalf = #""s": {"a": 0, "k": 50}, "e": {"a": 0, "k": 100}"#
        let json = document(#"AB\rCD"#, selector: firstHalf, basedOn: 4, properties: #""p": {"a": 0, "k": [0, -10, 0]}"#)
        let moved = try anchors(try LottieAnimation(json: json, options: afterEffects), indices: [0, 1, 3, 4])
        let base = try unanimatedLines(json).compactMap { $0 }
        assertOffsets(moved, base, x: [0, 0, 0, 0], y: [-10, -10, 0, 0])
        let faded = try LottieAnimation(json: document(#"AB\rCD"#, selector: secondHalf, basedOn: 4, properties: #""o": {"a": 0, "k": 0}"#),
                                        options: afterEffects)
        let opacity = try [0, 1, 3, 4].map { try XCTUnwrap(faded.presentation(of: "layers[0].char[\($0)]", atFrame: 0)).state.opacity }
        XCTAssertEqual(opacity, [1, 1, 0, 0])
    }

    /// Anchor point grouping (`t.m.g`) with a 90° rotation over every character: each character's box in the
    /// laid-out text on the canvas (After Effects' kerned layout: `string`, or its line layers, without a measurer;
    /// the layer only moves, so boxes move as points), `nil` for line breaks between line layers.
    private func canvasBoxes(_ json: String) throws -> [CharacterBox?] {
        let laid = try LottieAnimation(json: json, options: LottieOptions(semantics: .afterEffects))
        func boxes(_ id: String) throws -> [CharacterBox]? {
            guard let (layer, toRoot) = laid.presentation(of: id, atFrame: 0) else { return nil }
            return try TextEngine().characterBoxes(of: layer).map {
                let o = toRoot.apply(to: Point(x: $0.x, y: $0.baseline))
                return CharacterBox(x: o.x, width: $0.width, baseline: o.y, line: $0.line)
            }
        }
        if let whole = try boxes("layers[0].string"), !whole.isEmpty { return whole }
        var all: [CharacterBox?] = []
        for k in 0... {
            guard let line = try boxes("layers[0].string.lines[\(k)]") else { break }
            if k > 0 { all.append(nil) }
            all += line.map { b in CharacterBox(x: b.x, width: b.width, baseline: b.baseline, line: k) }
        }
        return all
    }

    /// The characters of each of `groups` turn 90° about the group's anchor: the middle of its extent on its
    /// baseline (for "all", half-way between the first and last baselines), moved by the alignment.
    private func assertTurnedAboutGroups(_ text: String, grouping: Int, alignment: (Double, Double) = (0, 0),
                                         groups: [[Int]], file: StaticString = #filePath, line: UInt = #line) throws {
        let more = #""m": {"g": \#(grouping), "a": {"a": 0, "k": [\#(alignment.0), \#(alignment.1)]}}, "#
        let json = document(text, selector: #""s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 100}"#, more: more,
                            properties: #""r": {"a": 0, "k": 90}"#)
        let boxes = try canvasBoxes(json)
        let a = try LottieAnimation(json: json, options: afterEffects)
        let yOff = 20 * 1.2 * 0.714
        for members in groups {
            let own = try members.map { try XCTUnwrap(boxes[$0]) }
            let l = own.map(\.x).min()!, r = own.map { $0.x + $0.width }.max()!
            let baselines = own.map(\.baseline)
            let pivot = Point(x: (l + r) / 2 + alignment.0 * (r - l) / 200,
                              y: (baselines.min()! + baselines.max()!) / 2 + alignment.1 * yOff / 100)
            for (i, b) in zip(members, own) {
                let anchor = Point(x: b.x + b.width / 2, y: b.baseline)
                // Turned 90° clockwise (y down) about the pivot: (dx, dy) ↦ (−dy, dx).
                let got = try XCTUnwrap(anchors(a, indices: [i]).first)
                XCTAssertEqual(got.x, pivot.x - (anchor.y - pivot.y), accuracy: 1e-9, "x of \(i)", file: file, line: line)
                XCTAssertEqual(got.y, pivot.y + (anchor.x - pivot.x), accuracy: 1e-9, "y of \(i)", file: file, line: line)
                let (s, m) = try XCTUnwrap(a.presentation(of: "layers[0].char[\(i)]", atFrame: 0))
                XCTAssertEqual(atan2(m.b, m.a), .pi / 2, accuracy: 1e-9, "turn of \(i)", file: file, line: line)
                XCTAssertEqual(s.string, String(Array(text.replacingOccurrences(of: "\\r", with: "\n"))[i]), file: file, line: line)
            }
        }
    }

    /// Grouping "all" (4): the whole line turns about its centre, on the baseline; "words" (2): each word about its
    /// own centre (its trailing space not in its width); "lines" (3) like "all" on one line; an alignment of
    /// (−100, 50) % moves the anchor to the group's left end and half a yOff (size × 1.2 × 0.714) down. Characters
    /// (1) with no alignment stay about their own anchors. Of two lines, "lines" turns each about its own centre and
    /// "all" both about the middle of the widest extent, half-way between the baselines.
    func testAnchorPointGrouping() throws {
        try assertTurnedAboutGroups("ABCD", grouping: 4, groups: [[0, 1, 2, 3]])
        try assertTurnedAboutGroups("ABCD", grouping: 3, groups: [[0, 1, 2, 3]])
        try assertTurnedAboutGroups("AB CD", grouping: 2, groups: [[0, 1], [3, 4]])
        try assertTurnedAboutGroups("ABCD", grouping: 4, alignment: (-100, 50), groups: [[0, 1, 2, 3]])
        try assertTurnedAboutGroups("ABCD", grouping: 1, groups: [[0], [1], [2], [3]])
        // Two lines: each about its own centre; "all" about the middle of both.
        try assertTurnedAboutGroups(#"AB\rCDE"#, grouping: 3, groups: [[0, 1], [3, 4, 5]])
        try assertTurnedAboutGroups(#"AB\rCDE"#, grouping: 4, groups: [[0, 1, 3, 4, 5]])
    }

    func testWithoutAMeasurerTheTextIsOneLayer() throws {
        let a = try LottieAnimation(json: document(properties: #""p": {"a": 0, "k": [0, -10, 0]}"#),
                                    options: LottieOptions(semantics: .afterEffects))
        XCTAssertEqual(try XCTUnwrap(a.presentation(of: "layers[0].string", atFrame: 0)).state.string, "ABCD")
        XCTAssertEqual(a.warnings.map(\.path), ["layers[0].t.a"])
        // A text layer also names its kerning: lottie-ios turns it off (`.kern` 0), After Effects keeps the font's.
        XCTAssertEqual(a.semanticsDifferences, ["text animators", "text kerning (off, as lottie-ios sets .kern 0, or the font's)"])
    }

    /// Drawn: the characters' layers ink the canvas, and an opacity animator covering all of them clears it.
    func testCharactersDraw() throws {
        let all = #""s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 100}"#
        func inked(_ opacity: Int) throws -> Int {
            let a = try LottieAnimation(json: document(selector: all, properties: #""o": {"a": 0, "k": \#(opacity)}"#), options: afterEffects)
            let frame = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: .white, images: [:])
                .render(a.layerTree.presentation(at: 0))
            return stride(from: 0, to: frame.pixels.count, by: 4).filter { frame.pixels[$0] < 128 }.count
        }
        XCTAssertGreaterThan(try inked(100), 50)
        XCTAssertEqual(try inked(0), 0)
    }
}
