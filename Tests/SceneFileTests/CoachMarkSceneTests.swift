import Composition
import Export
import Foundation
import Geometry
import Layout
import Motion
import Render
@testable import SceneFile
import TestSupport
import Testing

/// `Scenes/coach-mark.json`: the spotlight is constrained around a constrained view, and the text bubble (a
/// stack of a Korean and an English text) is constrained beside it; switching the constraints moves both.
@Suite struct CoachMarkSceneTests {
    static let scene: Composition = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try! Composition.load(path: root.appendingPathComponent("Scenes/coach-mark.json").path)
    }()

    static func frame(_ id: String, at t: Double, presentation: Bool = false) -> Rect {
        let l = presentation ? scene.tree.presentation(of: id, at: t)! : scene.tree.model(at: t).flattenedWithParents().first { $0.layer.id == id }!.layer
        return l.layoutFrame
    }

    @Test func spotlightFollowsItsConstrainedTarget() {
        let search = Rect(x: 16, y: 64, width: 358, height: 44)
        let card = Rect(x: 16, y: 64 + 44 + 24, width: 358, height: 180)
        #expect(Self.frame("search", at: 0) == search)
        #expect(Self.frame("card", at: 0) == card)
        #expect(Self.frame("spot", at: 0.5) == search.insetBy(dx: -6, dy: -6))
        #expect(Self.frame("spot", at: 1.5) == card.insetBy(dx: -6, dy: -6))
        #expect(Self.frame("spot", at: 2.5) == search.insetBy(dx: -6, dy: -6))
        #expect(Self.frame("ring", at: 1.5) == Self.frame("spot", at: 1.5))
        // The bubble sits 14 pt below the spotlight, leading edges aligned, at every moment of the move.
        for t in [0.5, 1.0, 1.05, 1.1, 1.15, 1.5] {
            let spot = Self.frame("spot", at: t, presentation: true), bubble = Self.frame("bubble", at: t, presentation: true)
            #expect(abs(bubble.minY - (spot.maxY + 14)) < 1e-9 && abs(bubble.minX - spot.minX) < 1e-9, "t = \(t)")
        }
        #expect(Self.scene.layoutWarnings.isEmpty, "\(Self.scene.layoutWarnings)")
    }

    /// The bubble hugs its two texts (intrinsic sizes from Pango) plus padding.
    @Test func bubbleHugsItsTexts() {
        let title = Self.frame("bubbleTitle", at: 0), body = Self.frame("bubbleBody", at: 0)
        let bubble = Self.frame("bubble", at: 0)
        #expect(title.minX == 14 && title.minY == 12)
        #expect(body.minY == title.maxY + 4)
        #expect(abs(bubble.width - (max(title.width, body.width) + 28)) < 1e-9)
        #expect(abs(bubble.height - (title.height + 4 + body.height + 24)) < 1e-9)
    }
}

@Suite struct TextLayoutTests {
    /// In the first-baseline HStack the three texts' first baselines lie on one line; in the last-baseline one,
    /// their last baselines do (the middle text has two lines, so the two rows differ).
    @Test func baselineAlignment() throws {
        let layers = StackAlignmentSceneTests.scene.tree.model(at: 0)
        let all = Dictionary(uniqueKeysWithValues: layers.flattenedWithParents().map { ($0.layer.id, $0.layer) })
        let engine = try TextEngine()
        for (row, first) in [("baseline-firstTextBaseline", true), ("baseline-lastTextBaseline", false)] {
            let lines = ["large", "body", "headline"].map { name -> Double in
                let l = all["\(row)-\(name)"]!
                let m = engine.metrics(of: l)
                return l.layoutFrame.minY + (first ? m.firstBaseline : m.lastBaseline)
            }
            #expect(abs(lines[0] - lines[1]) < 1e-9 && abs(lines[1] - lines[2]) < 1e-9, "\(row): \(lines)")
        }
        let body = all["baseline-firstTextBaseline-body"]!
        let m = engine.metrics(of: body)
        #expect(m.lastBaseline > m.firstBaseline)
    }

    @Test func unknownFontFamilyFallsBackWithAWarning() throws {
        let scene = try Composition.parse(#"{"canvas": {"size": [100, 100]}, "layers": [{"id": "t", "type": "text", "string": "Hi", "font": {"family": "Helvetica", "size": 17}}]}"#)
        #expect(scene.layoutWarnings.count == 1)
        #expect(scene.layoutWarnings.first?.path == "layers[0].font")
        #expect(scene.layoutWarnings.first?.message.contains("renders in Inter") == true)
    }

    /// `font.kerning` (an extension): false turns the font's kerning off, is written back by `expand`, and is true
    /// when absent.
    @Test func fontKerningReadsAndEncodes() throws {
        func layer(_ font: String) throws -> LayerState {
            let scene = try Composition.parse(#"{"canvas": {"size": [100, 100]}, "layers": [{"id": "t", "type": "text", "string": "AV", "bounds": [0, 0, 50, 20], "font": \#(font)}]}"#)
            return try #require(scene.tree.presentation(at: 0).first)
        }
        let off = try layer(#"{"family": "Inter", "size": 17, "kerning": false}"#)
        #expect(off.fontKerning == false)
        #expect(try layer(#"{"family": "Inter", "size": 17}"#).fontKerning == true)
        #expect(JSONWriter.write(LayerEncoding.json(off)).contains(#""kerning": false"#))
        #expect(!JSONWriter.write(LayerEncoding.json(try layer(#"{"family": "Inter", "size": 17}"#))).contains("kerning"))
        #expect(throws: SceneError.self) { try layer(#"{"family": "Inter", "size": 17, "kerning": 0}"#) }
        // `font.tracking` (another): points between characters, 0 when absent, written back when not 0.
        let tracked = try layer(#"{"family": "Inter", "size": 17, "tracking": 2.5}"#)
        #expect(tracked.fontTracking == 2.5)
        #expect(JSONWriter.write(LayerEncoding.json(tracked)).contains(#""tracking": 2.5"#))
        #expect(try layer(#"{"family": "Inter", "size": 17}"#).fontTracking == 0)
        #expect(throws: SceneError.self) { try layer(#"{"family": "Inter", "size": 17, "tracking": "wide"}"#) }
        // `font.lineHeight` (another): points between baselines, nil when absent, written back when set.
        let spaced = try layer(#"{"family": "Inter", "size": 17, "lineHeight": 24}"#)
        #expect(spaced.fontLineHeight == 24)
        #expect(JSONWriter.write(LayerEncoding.json(spaced)).contains(#""lineHeight": 24"#))
        #expect(try layer(#"{"family": "Inter", "size": 17}"#).fontLineHeight == nil)
        #expect(throws: SceneError.self) { try layer(#"{"family": "Inter", "size": 17, "lineHeight": -1}"#) }
    }

    /// `textStroke` (an extension): colour, width, `overFill`, `lineJoin`, `miterLimit`, written back as read.
    @Test func textStrokeReadsAndEncodes() throws {
        func layer(_ stroke: String) throws -> LayerState {
            let scene = try Composition.parse(#"{"canvas": {"size": [100, 100]}, "layers": [{"id": "t", "type": "text", "string": "AV", "bounds": [0, 0, 50, 20], "font": {"family": "Inter", "size": 17}\#(stroke)}]}"#)
            return try #require(scene.tree.presentation(at: 0).first)
        }
        let s = try layer(##", "textStroke": {"color": "#0000FF", "width": 2, "overFill": true, "lineJoin": "round", "miterLimit": 4}"##)
        #expect(s.textStroke == TextStroke(color: Color(red: 0, green: 0, blue: 1), width: 2, overFill: true, lineJoin: .round, miterLimit: 4))
        let json = JSONWriter.write(LayerEncoding.json(s))
        #expect(json.contains(##""textStroke": {"color": "#0000FFFF", "width": 2, "overFill": true, "lineJoin": "round", "miterLimit": 4}"##), "\(json)")
        let plain = try layer(##", "textStroke": {"color": "#0000FF", "width": 2}"##)
        #expect(plain.textStroke == TextStroke(color: Color(red: 0, green: 0, blue: 1), width: 2))
        #expect(try layer("").textStroke == nil)
        #expect(!JSONWriter.write(LayerEncoding.json(try layer(""))).contains("textStroke"))
        #expect(throws: SceneError.self) { try layer(##", "textStroke": {"width": 2}"##) }
        #expect(throws: SceneError.self) { try layer(##", "textStroke": {"color": "#0000FF", "width": -1}"##) }
        #expect(throws: SceneError.self) { try layer(##", "textStroke": {"color": "#0000FF", "width": 1, "lineJoin": "square"}"##) }
        #expect(throws: SceneError.self) { try layer(##", "textStroke": {"color": "#0000FF", "width": 1, "dash": 1}"##) }
    }

    @Test func ambiguousConstraintsAreLintWarnings() throws {
        let scene = try Composition.parse(#"{"canvas": {"size": [100, 100]}, "layers": [{"id": "a"}], "constraints": [{"id": "w", "item": "a", "attribute": "width", "constant": 10}, {"id": "l", "item": "a", "attribute": "leading", "toItem": "canvas"}]}"#)
        #expect(scene.layoutWarnings.map(\.description) == [
            #"layers[0]: ambiguous layout: the active constraints do not determine the vertical position, height of "a""#,
        ])
    }
}

@Suite struct TextAnimationTests {
    /// `font.size` and `foregroundColor` animate (linear here), and a transaction on `font.size` of a text layer
    /// without bounds re-measures it: its bounds animate to the new intrinsic size.
    @Test func fontSizeAndColourAnimate() throws {
        let scene = try Composition.parse(#"""
            {"canvas": {"size": [300, 100]}, "layers": [{"id": "t", "type": "text", "string": "Hello", "position": [150, 50], "font": {"family": "Inter", "size": 20}, "foregroundColor": "#000000"}],
             "animations": [{"layer": "t", "keyPath": "foregroundColor", "fromValue": "#000000", "toValue": "#FF0000", "duration": 1, "timingFunction": "linear"}],
             "transactions": [{"at": 1, "duration": 0.5, "timingFunction": "linear", "set": {"t.font.size": 40}}]}
            """#)
        let mid = try #require(scene.tree.presentation(of: "t", at: 0.5))
        #expect(mid.foregroundColor == Color(red: 0.5, green: 0, blue: 0, alpha: 1))
        let engine = try TextEngine()
        let small = try #require(scene.tree.presentation(of: "t", at: 0))
        let halfway = try #require(scene.tree.presentation(of: "t", at: 1.25))
        let big = try #require(scene.tree.presentation(of: "t", at: 2))
        #expect(halfway.fontSize == 30 && big.fontSize == 40)
        #expect(small.bounds.size == engine.metrics(of: small).size)
        #expect(big.bounds.size == engine.metrics(of: big).size)
        #expect(abs(halfway.bounds.width - (small.bounds.width + big.bounds.width) / 2) < 1e-9)
    }
}
