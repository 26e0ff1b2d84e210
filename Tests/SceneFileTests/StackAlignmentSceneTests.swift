import Composition
import Export
import Foundation
import Geometry
import Layout
import Motion
@testable import SceneFile
import TestSupport
import Testing

/// Seed 004 (`Scenes/stack-alignment.json`): every arrangement against positions worked out by hand from
/// SwiftUI's rules (children keep their sizes; default spacing 8; across the axis each child's guide value sits
/// on one line, the topmost/leftmost child edge at 0).
@Suite struct StackAlignmentSceneTests {
    static let scene: Composition = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try! Composition.load(path: root.appendingPathComponent("Scenes/stack-alignment.json").path)
    }()

    static func frames(at t: Double) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: scene.tree.model(at: t).flattenedWithParents().map { ($0.layer.id, $0.layer.layoutFrame) })
    }

    static func sizes(at t: Double) -> [String: Size] { frames(at: t).mapValues(\.size) }

    /// Frames of `id`'s children in the stack's coordinates (x, y, width, height).
    func expect(_ f: [String: Rect], _ expected: [String: (Double, Double, Double, Double)], _ comment: String) {
        // Frames are stored as a centre (`position`) and a size, so x = position − width/2 can differ from the hand
        // value in the last bits for thirds; integral frames come out exact anyway.
        for (id, e) in expected {
            let r = f[id] ?? .zero
            let ok = [abs(r.minX - e.0), abs(r.minY - e.1), abs(r.width - e.2), abs(r.height - e.3)].allSatisfy { $0 <= 1e-9 }
            #expect(ok, "\(comment): \(id) = \(String(describing: f[id]))")
        }
    }

    @Test func leadingVStack() {
        let f = Self.frames(at: 0)
        expect(f, ["vLeading-green": (0, 0, 120, 50), "vLeading-red": (0, 58, 200, 50), "vLeading-blue": (0, 116, 180, 50)], "leading")
        #expect(f["vLeading"]!.size == Size(width: 200, height: 166))
    }

    /// `.alignmentGuide(.leading) { _ in 120 }` on the red rectangle: its leading edge sits 120 pt left of the others'.
    @Test func constantGuide() {
        let f = Self.frames(at: 0)
        expect(f, ["vGuide120-green": (120, 0, 120, 50), "vGuide120-red": (0, 58, 200, 50), "vGuide120-blue": (120, 116, 180, 50)], "120")
        #expect(f["vGuide120"]!.size == Size(width: 300, height: 166))
    }

    /// `dimension.width / 3`: the others' leading edges line up with a third of the red rectangle's width.
    @Test func widthThirdGuide() {
        let f = Self.frames(at: 0)
        let third = 200.0 / 3
        expect(f, ["vGuideThird-green": (third, 0, 120, 50), "vGuideThird-red": (0, 58, 200, 50), "vGuideThird-blue": (third, 116, 180, 50)], "width / 3")
        #expect(abs(f["vGuideThird"]!.width - (third + 180)) <= 1e-9)
    }

    /// `dimension[HorizontalAlignment.trailing] + 20`: the others start 20 pt past the red rectangle's end.
    @Test func trailingPlusTwentyGuide() {
        let f = Self.frames(at: 0)
        expect(f, ["vGuideTrailing-green": (220, 0, 120, 50), "vGuideTrailing-red": (0, 58, 200, 50), "vGuideTrailing-blue": (220, 116, 180, 50)], "trailing + 20")
        #expect(f["vGuideTrailing"]!.size == Size(width: 400, height: 166))
    }

    /// The custom `oneThird` alignment (default `height / 3`); red aligns its top there, orange its bottom.
    @Test func customOneThirdAlignment() {
        let f = Self.frames(at: 0)
        let g = 200.0 - 200.0 / 3  // the line sits 200 below the top of the stack (orange's bottom is its guide)
        expect(f, ["hOneThird-green": (0, g, 50, 200), "hOneThird-red": (58, 200, 50, 200),
                   "hOneThird-blue": (116, g, 50, 200), "hOneThird-orange": (174, 0, 50, 200)], "oneThird")
        #expect(f["hOneThird"]!.size == Size(width: 224, height: 400))
    }

    /// Cross-stack alignment: the circle's centre lies on the centre of the third rectangle of the nested VStack.
    @Test func crossStackAlignment() {
        let f = Self.frames(at: 0)
        expect(f, ["hCross-circle": (0, 216, 100, 100), "hCross-column": (120, 0, 100, 424),
                   "hCross-green": (0, 0, 100, 100), "hCross-red": (0, 108, 100, 100),
                   "hCross-blue": (0, 216, 100, 100), "hCross-orange": (0, 324, 100, 100)], "cross")
        let circleCentre = f["hCross-circle"]!.midY
        let blueCentre = f["hCross-column"]!.minY + f["hCross-blue"]!.midY
        #expect(circleCentre == 266 && blueCentre == 266)
        #expect(f["hCross"]!.size == Size(width: 220, height: 424))
    }

    /// ZStacks with custom horizontal and vertical guides (both of the seed's variants).
    @Test func zStackCustomGuides() {
        let f = Self.frames(at: 0)
        expect(f, ["zCustom-green": (0, 0, 100, 100), "zCustom-red": (50, 100, 100, 100), "zCustom-circle": (100, 0, 100, 100)], "z")
        #expect(f["zCustom"]!.size == Size(width: 200, height: 200))
        expect(f, ["zCustom2-green": (100, 0, 100, 100), "zCustom2-red": (0, 50, 100, 100), "zCustom2-circle": (100, 100, 100, 100)], "z2")
        #expect(f["zCustom2"]!.size == Size(width: 200, height: 200))
    }

    /// A top-level stack keeps its position (its centre) while its bounds hug the content.
    @Test func topLevelStackKeepsItsPosition() {
        let f = Self.frames(at: 0)
        #expect(f["vLeading"] == Rect(x: 130 - 100, y: 110 - 83, width: 200, height: 166))
    }

    /// The transaction at 1.0 sets `hOneThird.stack.alignment` to top and `vLeading.stack.spacing` to 20; the
    /// children move there over 0.5 s on easeInEaseOut.
    @Test func stackChangesAnimate() throws {
        let f = Self.frames(at: 2)
        expect(f, ["hOneThird-green": (0, 0, 50, 200), "hOneThird-red": (58, 0, 50, 200), "hOneThird-orange": (174, 0, 50, 200),
                   "vLeading-red": (0, 70, 200, 50), "vLeading-blue": (0, 140, 180, 50)], "after")
        #expect(f["hOneThird"]!.size == Size(width: 224, height: 200))
        #expect(f["vLeading"]!.size == Size(width: 200, height: 190))
        // Halfway through (t = 1.25): the presentation follows the curve.
        let p = TimingFunction.easeInEaseOut.evaluate(0.5)
        let red = try #require(Self.scene.tree.presentation(of: "vLeading-red", at: 1.25))
        #expect(abs(red.position.y - (83 + (95 - 83) * p)) < 1e-9)
        let orange = try #require(Self.scene.tree.presentation(of: "hOneThird-orange", at: 1.25))
        #expect(orange.position.y == 100)  // the orange one does not move: its guide is its bottom, the line stays put
        let green = try #require(Self.scene.tree.presentation(of: "hOneThird-green", at: 1.25))
        let from = 200.0 - 200.0 / 3 + 100, to = 100.0
        #expect(abs(green.position.y - (from + (to - from) * p)) < 1e-9)
        #expect(Self.scene.layoutWarnings.isEmpty)
    }
}
