import Export
import Foundation
import Geometry
@testable import Lottie
import Motion
import Render
import XCTest

/// Text on a path (`t.p`) under `--lottie-semantics after-effects` (`TextPathPlacement`,
/// `LottieTranslator+TextAnimators.swift`): each character's anchor at its advance's middle, measured along the mask
/// from the margin, turned to the tangent when perpendicular. Glyph text (`chars`) gives exact advances.
final class TextPathTests: XCTestCase {
    /// Glyphs of "Test-Regular": "A" advance 50, "B" 30, a space 25 (at size 20: 10, 6 and 5 points).
    private let fonts = #""fonts": {"list": [{"fName": "Test-Regular", "fFamily": "Test", "fStyle": "Regular", "ascent": 70}]}"#
    private let chars = #""chars": [{"ch": "A", "size": 100, "style": "Regular", "w": 50, "fFamily": "Test", "data": {"shapes": [{"ty": "gr", "it": [{"ty": "sh", "ks": {"a": 0, "k": {"c": true, "v": [[0, 0], [40, 0], [40, -60], [0, -60]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}}]}]}}, {"ch": "B", "size": 100, "style": "Regular", "w": 30, "fFamily": "Test", "data": {"shapes": []}}, {"ch": " ", "size": 100, "style": "Regular", "w": 25, "fFamily": "Test", "data": {}}]"#
    private let afterEffects = LottieOptions(semantics: .afterEffects, resources: SystemResources())

    /// A mask shape of straight segments through `points`.
    private func polyline(_ points: [(Double, Double)], closed: Bool = false) -> String {
        let zeros = Array(repeating: "[0, 0]", count: points.count).joined(separator: ", ")
        return #"{"i": [\#(zeros)], "o": [\#(zeros)], "v": [\#(points.map { "[\($0.0), \($0.1)]" }.joined(separator: ", "))], "c": \#(closed)}"#
    }

    /// A circle of radius `r` about (cx, cy) as `n` cubic arcs, clockwise on screen from its top.
    private func circle(cx: Double, cy: Double, r: Double, n: Int = 16) -> String {
        let k = 4.0 / 3 * tan(Double.pi / (2 * Double(n))) * r
        var v: [String] = [], i: [String] = [], o: [String] = []
        for j in 0..<n {
            let a = 2 * Double.pi * Double(j) / Double(n)  // from the top, clockwise
            let p = (cx + r * sin(a), cy - r * cos(a)), t = (cos(a), sin(a))
            v.append("[\(p.0), \(p.1)]")
            o.append("[\(k * t.0), \(k * t.1)]")
            i.append("[\(-k * t.0), \(-k * t.1)]")
        }
        return #"{"i": [\#(i.joined(separator: ", "))], "o": [\#(o.joined(separator: ", "))], "v": [\#(v.joined(separator: ", "))], "c": true}"#
    }

    /// A glyph text layer at (10, 50) with the mask `shape` (mode none) and path options `p` (members of `t.p`).
    private func document(_ text: String, j: Int = 0, shape: String, p: String, font: String = "Test-Regular",
                          animators: String = "[]", grouping: String = #""g": 1, "a": {"a": 0, "k": [0, 0]}"#) -> String {
        let mask = #"[{"mode": "n", "pt": {"a": 0, "k": \#(shape)}}]"#
        let layer = #"{"ty": 5, "ind": 1, "nm": "text", "ks": \#(LottieJSON.ks(#""p": {"a": 0, "k": [10, 50]}"#)), "ip": 0, "op": 20, "st": 0, "masksProperties": \#(mask), "t": {"d": {"k": [{"s": {"s": 20, "f": "\#(font)", "t": "\#(text)", "j": \#(j), "fc": [1, 0, 0]}, "t": 0}]}, "p": {\#(p)}, "m": {\#(grouping)}, "a": \#(animators)}}"#
        return String(LottieJSON.document(layers: [layer]).dropLast()) + ", \(fonts), \(chars)}"
    }

    /// Each drawn character's anchor on the canvas and its turn (radians) at `frame`.
    private func placed(_ json: String, _ indices: [Int], atFrame frame: Double = 0) throws -> [(point: Point, angle: Double)] {
        let a = try LottieAnimation(json: json, options: afterEffects)
        return try indices.map { i in
            let (s, toRoot) = try XCTUnwrap(a.presentation(of: "layers[0].char[\(i)]", atFrame: frame), "char \(i)")
            let anchor = toRoot.apply(to: Point(x: s.anchorPoint.x * s.bounds.width, y: s.anchorPoint.y * s.bounds.height))
            return (anchor, atan2(toRoot.b, toRoot.a))
        }
    }

    private func assertPlaced(_ got: [(point: Point, angle: Double)], x: [Double], y: [Double], angle: [Double]? = nil,
                              accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(got.count, x.count, file: file, line: line)
        for (k, g) in got.enumerated() {
            XCTAssertEqual(g.point.x, x[k], accuracy: accuracy, "x of \(k)", file: file, line: line)
            XCTAssertEqual(g.point.y, y[k], accuracy: accuracy, "y of \(k)", file: file, line: line)
            XCTAssertEqual(g.angle, angle?[k] ?? 0, accuracy: accuracy, "angle of \(k)", file: file, line: line)
        }
    }

    /// On a straight horizontal path the characters keep their advances (anchors at 5, 13, 26 in "AB A"), moved to the
    /// path's start (20, 30 in the layer, at (10, 50)) plus the first margin, their baseline on the path.
    func testStraightPathShiftsByTheFirstMargin() throws {
        let json = document("AB A", shape: polyline([(20, -30), (220, -30)]), p: #""m": 0, "f": {"a": 0, "k": 7}, "l": {"a": 0, "k": 0}, "r": 0, "p": 1, "a": 0"#)
        assertPlaced(try placed(json, [0, 1, 3]), x: [10 + 20 + 7 + 5, 10 + 20 + 7 + 13, 10 + 20 + 7 + 26], y: [20, 20, 20])
    }

    /// On a circle (radius 100, from its top, clockwise) with perpendicular on, character k (anchor 5 + 10k along the
    /// path) sits on the circle at angle θ = (5 + 10k) / 100 and is turned by the tangent's angle θ. The 16-arc cubic
    /// circle is within 1e-7 of the radius; the arc length is measured with 256 chords per arc.
    func testCirclePerpendicularTurnsToTheTangent() throws {
        let json = document("AAAA", shape: circle(cx: 100, cy: 100, r: 100), p: #""m": 0, "f": {"a": 0, "k": 0}, "l": {"a": 0, "k": 0}, "r": {"a": 0, "k": 0}, "p": {"a": 0, "k": 1}, "a": {"a": 0, "k": 0}"#)
        let theta = (0..<4).map { (5 + 10 * Double($0)) / 100 }
        assertPlaced(try placed(json, [0, 1, 2, 3]), x: theta.map { 10 + 100 + 100 * sin($0) },
                     y: theta.map { 50 + 100 - 100 * cos($0) }, angle: theta, accuracy: 1e-5)
        // Perpendicular off: the same points, the characters upright.
        let upright = json.replacingOccurrences(of: #""p": {"a": 0, "k": 1}"#, with: #""p": {"a": 0, "k": 0}"#)
        assertPlaced(try placed(upright, [0, 1, 2, 3]), x: theta.map { 10 + 100 + 100 * sin($0) },
                     y: theta.map { 50 + 100 - 100 * cos($0) }, accuracy: 1e-5)
    }

    /// Reverse Path: the text runs from the path's end back towards its start; perpendicular, it is upside down.
    func testReversePath() throws {
        let shape = polyline([(20, -30), (220, -30)])
        let json = document("AB", shape: shape, p: #""m": 0, "f": {"a": 0, "k": 7}, "r": 1, "p": 0"#)
        assertPlaced(try placed(json, [0, 1]), x: [10 + 220 - 12, 10 + 220 - 20], y: [20, 20])
        let turned = document("AB", shape: shape, p: #""m": 0, "f": {"a": 0, "k": 7}, "r": 1, "p": 1"#)
        let got = try placed(turned, [0, 1])
        assertPlaced(got.map { ($0.point, abs($0.angle)) }, x: [218, 210], y: [20, 20], angle: [Double.pi, Double.pi])
        // A closed path keeps its first vertex and runs round the other way: the square (0,0) → (100,0) → … reversed
        // goes down its left side first.
        let square = polyline([(0, 0), (100, 0), (100, 100), (0, 100)], closed: true)
        assertPlaced(try placed(document("AB", shape: square, p: #""m": 0, "r": 1"#), [0, 1]), x: [10, 10], y: [55, 63])
    }

    /// Force alignment spreads the characters between the margins: the first starts at the First Margin (10), the
    /// last ends at the Last Margin (−20) from the end of a 200-point path, the others evenly between by index.
    func testForceAlignmentSpreadsBetweenTheMargins() throws {
        let json = document("AAAA", shape: polyline([(0, 0), (200, 0)]), p: #""m": 0, "f": {"a": 0, "k": 10}, "l": {"a": 0, "k": -20}, "a": 1"#)
        let first = 15.0, last = 175.0
        assertPlaced(try placed(json, [0, 1, 2, 3]), x: (0..<4).map { 10 + first + (last - first) * Double($0) / 3 },
                     y: [50, 50, 50, 50])
    }

    /// Force alignment with anchor point grouping: the groups are measured on the forced layout. "AB A" (advances
    /// 10, 6, 5, 10) forced between the First Margin 10 and the Last Margin −20 of a 200-point line puts the anchors at
    /// 15, 15 + 160/3, 15 + 320/3, 175; by words "AB" spans 10…(15 + 160/3 + 3), its anchor the middle, 40 + 2/3. A 90°
    /// rotation animator turns each character about it: an offset dx along the path becomes dx down, A's
    /// 15 − (40 + 2/3), B's 160/3 − 25 − 2/3. The lone "A" turns in place. By lines the anchor is the middle of
    /// 10…180, 95. Without the animator the characters sit where force alignment alone puts them.
    func testForceAlignmentWithAnchorPointGrouping() throws {
        let line = polyline([(0, 0), (200, 0)])
        let p = #""m": 0, "f": {"a": 0, "k": 10}, "l": {"a": 0, "k": -20}, "a": 1"#
        let turn = #"[{"s": {"s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 100}, "r": 1, "b": 1, "sh": 1}, "a": {"r": {"a": 0, "k": 90}}}]"#
        let centres = [15.0, 15 + 160.0 / 3, 175]
        let word = (10.0 + 15 + 160.0 / 3 + 3) / 2
        let words = document("AB A", shape: line, p: p, animators: turn, grouping: #""g": 2, "a": {"a": 0, "k": [0, 0]}"#)
        assertPlaced(try placed(words, [0, 1, 3]), x: [10 + word, 10 + word, 10 + 175],
                     y: [50 + centres[0] - word, 50 + centres[1] - word, 50], angle: [.pi / 2, .pi / 2, .pi / 2])
        let lines = document("AB A", shape: line, p: p, animators: turn, grouping: #""g": 3, "a": {"a": 0, "k": [0, 0]}"#)
        assertPlaced(try placed(lines, [0, 1, 3]), x: [105, 105, 105], y: centres.map { 50 + $0 - 95 },
                     angle: [.pi / 2, .pi / 2, .pi / 2])
        let still = document("AB A", shape: line, p: p, grouping: #""g": 2, "a": {"a": 0, "k": [0, 0]}"#)
        assertPlaced(try placed(still, [0, 1, 3]), x: centres.map { 10 + $0 }, y: [50, 50, 50])
    }

    /// Justification places the line along the path: right-justified text ends at the path's end, moved by the Last
    /// Margin; centred text is centred on the middle, moved by both margins (Skia's `getMatrix`).
    func testJustificationAndMargins() throws {
        let line = polyline([(0, 0), (200, 0)])
        let right = document("AB", j: 1, shape: line, p: #""m": 0, "f": {"a": 0, "k": 4}, "l": {"a": 0, "k": -10}"#)
        assertPlaced(try placed(right, [0, 1]), x: [10 + 200 - 10 - 11, 10 + 200 - 10 - 3], y: [50, 50])
        let centred = document("AB", j: 2, shape: line, p: #""m": 0, "f": {"a": 0, "k": 4}, "l": {"a": 0, "k": 6}"#)
        assertPlaced(try placed(centred, [0, 1]), x: [10 + 100 + 10 - 3, 10 + 100 + 10 + 5], y: [50, 50])
    }

    /// Past an open path's end the characters go on along its last tangent; a closed path wraps round.
    func testBeyondTheEnds() throws {
        let open = document("AB", shape: polyline([(0, 0), (100, 0), (100, 100)]), p: #""m": 0, "f": {"a": 0, "k": 195}, "p": 1"#)
        assertPlaced(try placed(open, [0, 1]), x: [110, 110], y: [50 + 100, 50 + 108], angle: [Double.pi / 2, Double.pi / 2])
        let closed = document("AB", shape: polyline([(0, 0), (100, 0), (100, 100), (0, 100)], closed: true), p: #""m": 0, "f": {"a": 0, "k": 395}"#)
        assertPlaced(try placed(closed, [0, 1]), x: [10, 18], y: [50, 50])
        let negative = document("A", shape: polyline([(0, 0), (100, 0)]), p: #""m": 0, "f": {"a": 0, "k": -25}"#)
        assertPlaced(try placed(negative, [0]), x: [10 - 20], y: [50])
    }

    /// An animated First Margin (0 → 100 over frames 0…10) moves the text along the path frame by frame; so does an
    /// animated mask; animators' vertical positions move characters along the normal.
    func testAnimatedMarginMaskAndAnimators() throws {
        let margin = #""m": 0, "f": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [100]}]}, "p": 1"#
        let json = document("A", shape: polyline([(0, 0), (0, 200)]), p: margin)
        assertPlaced(try placed(json, [0], atFrame: 5), x: [10], y: [50 + 55], angle: [Double.pi / 2])
        let moving = #"{"a": 1, "k": [{"t": 0, "s": [\#(polyline([(0, 0), (100, 0)]))], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [\#(polyline([(0, 40), (100, 40)]))]}]}"#
        let animatedMask = document("A", shape: "null", p: #""m": 0"#)
            .replacingOccurrences(of: #""pt": {"a": 0, "k": null}"#, with: #""pt": \#(moving)"#)
        assertPlaced(try placed(animatedMask, [0], atFrame: 5), x: [15], y: [70])
        // A position animator (all characters): x along the path, y along the normal (here the path runs down, so
        // the normal points to −x).
        let animator = #"[{"s": {"s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 100}, "r": 1, "b": 1, "sh": 1}, "a": {"p": {"a": 0, "k": [3, 4, 0]}}}]"#
        let pushed = document("A", shape: polyline([(0, 0), (0, 200)]), p: #""m": 0, "f": {"a": 0, "k": 10}, "p": 1"#, animators: animator)
        assertPlaced(try placed(pushed, [0]), x: [10 - 4], y: [50 + 10 + 5 + 3], angle: [Double.pi / 2])
    }

    /// Font text: the characters Pango lays out keep their advances along a straight path, shifted by the margin.
    func testFontTextFollowsThePath() throws {
        let json = document("ABCD", shape: polyline([(0, 0), (500, 0)]), p: #""m": 0, "f": {"a": 0, "k": 7}"#, font: "Arial")
        let whole = try LottieAnimation(json: json)
        let (text, toRoot) = try XCTUnwrap(whole.presentation(of: "layers[0].string", atFrame: 0))
        let boxes = try TextEngine().characterBoxes(of: text)
        XCTAssertEqual(boxes.count, 4)
        // lottie-ios: the text off the path, a warning; the lint names the difference.
        XCTAssertTrue(whole.warnings.contains { $0.message == LottieSemantics.textPathWarning })
        XCTAssertTrue(whole.semanticsDifferences.contains("text on a path"))
        let got = try placed(json, [0, 1, 2, 3])
        // The layer's origin is on the path (it starts at the origin): the baseline stays at y = 50.
        assertPlaced(got, x: boxes.map { toRoot.apply(to: Point(x: $0.x + $0.width / 2, y: 0)).x + 7 }, y: [50, 50, 50, 50])
    }

    /// Font point text of several lines follows the path too: each line's characters at the distances their x
    /// gives, the second line one line pitch below the first, along the normal (here straight down).
    func testSeveralLinesOfFontTextFollowThePath() throws {
        let json = document(#"AB\rCD"#, shape: polyline([(0, 0), (500, 0)]), p: #""m": 0, "f": {"a": 0, "k": 7}"#, font: "Arial")
        let a = try LottieAnimation(json: json, options: afterEffects)
        XCTAssertFalse(a.warnings.contains { $0.message.contains("several lines") })
        let whole = try LottieAnimation(json: json, options: LottieOptions(semantics: .afterEffects))  // the lines, kerned
        var x: [Double] = []
        for line in 0..<2 {
            let (text, toRoot) = try XCTUnwrap(whole.presentation(of: "layers[0].string.lines[\(line)]", atFrame: 0))
            x += try TextEngine().characterBoxes(of: text).map { toRoot.apply(to: Point(x: $0.x + $0.width / 2, y: 0)).x + 7 }
        }
        let pitch = LottieTranslator.pointTextLinePitch(lineHeight: 0, font: LottieFont.forName("Arial"), size: 20)
        assertPlaced(try placed(json, [0, 1, 3, 4]), x: x, y: [50, 50, 50 + pitch, 50 + pitch])
    }

    /// Anchor point grouping on a path: the group's anchor goes on the path and the group keeps its shape about it,
    /// turned to the tangent there (Skia's `TextAdapter::pushPropsToFragment`, lottie-web's `getMeasures`). On the
    /// circle of radius 100 (from its top, clockwise), "AB A" (anchors 5, 13, 26; words "AB", 0…16, and "A", 21…31):
    /// by words, "AB"'s anchor at arc length 8 carries A 3 points before it and B 5 after it along the tangent at
    /// θ = 0.08, both turned θ; the lone "A" sits at θ = 0.26 as it would alone. By lines the whole line (0…31)
    /// hangs on θ = 0.155. A rotation animator of 90° turns each character's offset from the group's anchor too.
    func testAnchorPointGroupingOnAPath() throws {
        let p = #""m": 0, "f": {"a": 0, "k": 0}, "l": {"a": 0, "k": 0}, "r": 0, "p": 1, "a": 0"#
        let shape = circle(cx: 100, cy: 100, r: 100)
        /// Where a character `offset` along the tangent from the point at arc length `s` (radius 100, about
        /// (110, 150) on the canvas) sits, with `normal` points along the turned y axis.
        func onCircle(_ s: Double, offset: Double, normal: Double = 0) -> Point {
            let t = s / 100
            return Point(x: 110 + 100 * sin(t) + offset * cos(t) - normal * sin(t),
                         y: 150 - 100 * cos(t) + offset * sin(t) + normal * cos(t))
        }
        func check(_ grouping: Int, animators: String = "[]", _ expected: [(s: Double, offset: Double, normal: Double, turn: Double)],
                   file: StaticString = #filePath, line: UInt = #line) throws {
            let json = document("AB A", shape: shape, p: p, animators: animators,
                                grouping: #""g": \#(grouping), "a": {"a": 0, "k": [0, 0]}"#)
            let points = expected.map { onCircle($0.s, offset: $0.offset, normal: $0.normal) }
            // 5e-5: the 16-arc cubic circle and the 256-chord arc length leave a few 1e-6 rad in the tangent's angle,
            // which offsets of up to 10.5 points from the group's anchor lever up (a character placed on its own
            // would turn 0.03 rad or more otherwise).
            assertPlaced(try placed(json, [0, 1, 3]), x: points.map(\.x), y: points.map(\.y),
                         angle: expected.map { $0.s / 100 + $0.turn }, accuracy: 5e-5, file: file, line: line)
        }
        try check(2, [(8, -3, 0, 0), (8, 5, 0, 0), (26, 0, 0, 0)])
        try check(3, [(15.5, -10.5, 0, 0), (15.5, -2.5, 0, 0), (15.5, 10.5, 0, 0)])
        // Characters (1) with no alignment: each on its own (`testCirclePerpendicularTurnsToTheTangent`).
        try check(1, [(5, 0, 0, 0), (13, 0, 0, 0), (26, 0, 0, 0)])
        // Turned 90° clockwise (y down), an offset (dx, 0) from the group's anchor becomes (0, dx): along the normal.
        let turn = #"[{"s": {"s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 100}, "r": 1, "b": 1, "sh": 1}, "a": {"r": {"a": 0, "k": 90}}}]"#
        try check(2, animators: turn, [(8, 0, -3, .pi / 2), (8, 0, 5, .pi / 2), (26, 0, 0, .pi / 2)])
        // A grouping alignment of (−100, 0) % by characters: each character's left end goes on the path, the
        // character half its advance after it along the tangent there.
        let json = document("AB A", shape: shape, p: p, grouping: #""g": 1, "a": {"a": 0, "k": [-100, 0]}"#)
        let left = [0.0, 10, 21], half = [5.0, 3, 5]
        let points = zip(left, half).map { onCircle($0, offset: $1) }
        assertPlaced(try placed(json, [0, 1, 3]), x: points.map(\.x), y: points.map(\.y), angle: left.map { $0 / 100 },
                     accuracy: 5e-5)
    }

    /// A mask the layer lacks: a warning, the text drawn off the path; without `m` there is no path.
    func testMissingMask() throws {
        let json = document("AB", shape: polyline([(0, 0), (100, 0)]), p: #""m": 3, "f": {"a": 0, "k": 7}"#)
        let a = try LottieAnimation(json: json, options: afterEffects)
        XCTAssertTrue(a.warnings.contains { $0.path.hasSuffix("t.p.m") && $0.message.contains("mask 3") })
        assertPlaced(try placed(json, [0, 1]), x: [15, 23], y: [50, 50])
        let none = document("AB", shape: polyline([(0, 0), (100, 0)]), p: "")
        XCTAssertFalse(try LottieAnimation(json: none).semanticsDifferences.contains("text on a path"))
    }
}
