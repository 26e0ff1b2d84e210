import Composition
import Export
import Foundation
import Geometry
import Motion
@testable import SceneFile
import TestSupport
import Testing

/// The default scene (seed 003): raw layers and transactions, and the same transition through the preset.
@Suite struct SpotlightSceneTests {
    static let scenes = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes")
    static let raw = try! Composition.load(path: scenes.appendingPathComponent("spotlight.json").path)
    static let preset = try! Composition.load(path: scenes.appendingPathComponent("spotlight-preset.json").path)

    /// Targets and steps as the preset scene lists them.
    static let presetJSON: JSON = try! JSONParser.parse(
        String(contentsOf: scenes.appendingPathComponent("spotlight-preset.json"), encoding: .utf8))
    static var spotlight: JSON {
        guard case .array(let layers) = presetJSON["layers"]! else { fatalError("no layers") }
        return layers.first { $0["type"] == .string("spotlight") }!
    }
    static var targets: [Rect] {
        guard case .array(let items) = spotlight["targets"]! else { return [] }
        return items.map { item in
            guard case .array(let v) = item else { return .zero }
            let n: [Double] = v.map { if case .number(let x) = $0 { x } else { Double.nan } }
            return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
        }
    }
    static var steps: [(at: Double, target: Int)] {
        guard case .array(let items) = spotlight["steps"]! else { return [] }
        return items.map { s in
            guard case .number(let at) = s["at"]!, case .number(let t) = s["target"]! else { return (0, 0) }
            return (at, Int(t))
        }
    }

    @Test func canvasIsSeed003AtScale3() {
        let c = Self.raw.canvas
        #expect(c.size == Size(width: 390, height: 844))
        #expect(c.scale == 3 && c.fps == 60)
        #expect(c.pixelWidth == 1170 && c.pixelHeight == 2532)
        #expect(Self.raw.frameCount == Int((Self.raw.duration * 60).rounded()))
    }

    @Test func presetAndRawGiveTheSamePresentationAtEveryFrame() {
        #expect(Self.raw.frameCount == Self.preset.frameCount)
        for k in 0..<Self.raw.frameCount {
            let t = Self.raw.time(ofFrame: k)
            #expect(Self.raw.tree.presentation(at: t) == Self.preset.tree.presentation(at: t), "frame \(k)")
        }
    }

    /// The hole (the dim path's second sub-path) and the border move in lockstep: at every frame the hole's
    /// bounds equal the border layer's frame (the default scene's border is `inside`, so the two coincide).
    /// Tolerance 1e-9 pt: the two are computed by different arithmetic (blended path points vs. position − half
    /// the blended size), equal up to rounding.
    @Test func holeAndBorderMoveInLockstep() throws {
        for k in 0..<Self.raw.frameCount {
            let t = Self.raw.time(ofFrame: k)
            let dim = try #require(Self.raw.tree.presentation(of: "spotlight-dim", at: t))
            let border = try #require(Self.raw.tree.presentation(of: "spotlight-border", at: t))
            let subpaths = try #require(dim.path?.subpaths)
            #expect(subpaths.count == 2)
            let hole = subpaths[1].bounds
            let frame = border.frame
            for (a, b) in [(hole.minX, frame.minX), (hole.minY, frame.minY), (hole.maxX, frame.maxX), (hole.maxY, frame.maxY)] {
                #expect(abs(a - b) < 1e-9, "frame \(k) (t = \(t)): hole \(hole) vs border \(frame)")
            }
        }
    }

    /// At the start and the end of each move, both equal the from and to rects exactly.
    @Test func movesStartAndEndOnTheTargets() throws {
        let targets = Self.targets, steps = Self.steps
        var current = 0
        for step in steps {
            if step.at == 0 { current = step.target; continue }
            let start = try #require(Self.raw.tree.presentation(of: "spotlight-border", at: step.at))
            #expect(start.frame == targets[current], "start of the move at \(step.at)")
            let end = try #require(Self.raw.tree.presentation(of: "spotlight-border", at: step.at + 0.15))
            #expect(end.frame == targets[step.target], "end of the move at \(step.at)")
            let dim = try #require(Self.raw.tree.presentation(of: "spotlight-dim", at: step.at + 0.15))
            #expect(dim.path?.subpaths[1].bounds == targets[step.target])
            current = step.target
        }
    }

    /// While moving, the path is the quad-curve rounded rect (one element structure); once a move ends it is the
    /// true rounded rect (continuous corners).
    @Test func quadWhileMovingTrueRoundedRectAfter() throws {
        let steps = Self.steps.filter { $0.at > 0 }
        let first = try #require(steps.first)
        let quadStructure = Path.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2, style: .quad).structure
        let trueStructure = Path.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2, style: .continuous).structure
        let moving = try #require(Self.raw.tree.presentation(of: "spotlight-borderMask", at: first.at + 0.075))
        #expect(moving.path?.structure == quadStructure)
        let after = try #require(Self.raw.tree.presentation(of: "spotlight-borderMask", at: first.at + 0.2))
        #expect(after.path?.structure == trueStructure)
        let before = try #require(Self.raw.tree.presentation(of: "spotlight-borderMask", at: first.at - 0.01))
        #expect(before.path?.structure == trueStructure)
    }

    /// Position and bounds follow fromValue → toValue eased with easeInEaseOut (one common begin time).
    @Test func borderFollowsEaseInEaseOut() throws {
        let targets = Self.targets
        let step = try #require(Self.steps.first { $0.at > 0 })
        let from = targets[0], to = targets[step.target]
        for u in stride(from: 0.0, through: 1.0, by: 0.125) {
            let t = step.at + 0.15 * u
            let p = TimingFunction.easeInEaseOut.evaluate(u)
            let border = try #require(Self.raw.tree.presentation(of: "spotlight-border", at: t))
            let ex = from.midX + (to.midX - from.midX) * p, ey = from.midY + (to.midY - from.midY) * p
            let ew = from.width + (to.width - from.width) * p, eh = from.height + (to.height - from.height) * p
            #expect(abs(border.position.x - ex) < 1e-9 && abs(border.position.y - ey) < 1e-9, "u = \(u)")
            #expect(abs(border.bounds.width - ew) < 1e-9 && abs(border.bounds.height - eh) < 1e-9, "u = \(u)")
        }
    }
}

/// The raw and the preset scenes render the same pixels, byte for byte.
@Suite struct SpotlightPixelTests {
    @Test func presetAndRawRenderIdenticalFrames() throws {
        let raw = SpotlightSceneTests.raw, preset = SpotlightSceneTests.preset
        let a = try raw.makeRenderer(opaque: true), b = try preset.makeRenderer(opaque: true)
        // Every 7th frame: holds, the first and last frames of moves, and frames mid-move.
        for k in stride(from: 0, to: raw.frameCount, by: 7) {
            let t = raw.time(ofFrame: k)
            let fa = try a.render(raw.tree.presentation(at: t))
            let fb = try b.render(preset.tree.presentation(at: t))
            #expect(fa == fb, "frame \(k)")
        }
    }
}
