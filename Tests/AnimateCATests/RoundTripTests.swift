import AnimateCA
import Composition
import Foundation
import Motion
import Seeds
import SceneFile
import TestSupport
import Testing

/// Acceptance checks 17–19: the scene file a stage writes is read back to the same presentation at every frame
/// (what `animate sample` prints), is lint-clean, and does not depend on the epoch or on the run.
@MainActor
struct RoundTripTests {
    static let stages: [(String, () -> Stage)] = [
        ("seed000", { SeedStages.seed000() }),
        ("seed001", { SeedStages.seed001() }),
        ("seed003 actions disabled", { SeedStages.seed003(disableActions: true).stage }),
        ("seed003 as written", { SeedStages.seed003(disableActions: false).stage }),
    ]

    /// Check 18/19: for every frame and layer, `stage.presentation(of:at:)` equals the presentation the scene reader
    /// gives for `sceneJSON()` (the values `animate sample` prints), bit for bit.
    @Test(arguments: 0..<4)
    func presentationMatchesTheSceneFile(_ k: Int) throws {
        let (name, make) = Self.stages[k]
        let stage = make()
        let direct = try stage.composition()
        let read = try Composition.parse(try stage.sceneJSON())
        #expect(read.frameCount == direct.frameCount && read.frameCount > 0, "\(name)")
        for f in 0...read.frameCount {
            let t = read.time(ofFrame: f)
            #expect(read.tree.presentation(at: t) == direct.tree.presentation(at: t), "\(name): frame \(f)")
        }
        // The events (delegates, completion) too.
        #expect(read.tree.events(in: 0...10) == direct.tree.events(in: 0...10), "\(name)")
    }

    /// Check 18: the values the Swift code reads during the run (seed 003's `presentation()?.position`, S3:111)
    /// equal the sampler's at that time.
    @Test func valuesReadDuringTheRunAreTheSamplers() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844), fps: 60)
        let v = SpotlightView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var read: [CGPoint] = []
        stage.at(0) { stage.window.addSubview(v); v.move(to: SeedStages.seed003Rects[0], disableActions: true) }
        stage.at(0.6) { v.move(to: SeedStages.seed003Rects[1], disableActions: true) }
        stage.at(0.65) {
            read.append(v.gradient.presentation()?.position ?? .zero)
            v.move(to: SeedStages.seed003Rects[0], disableActions: true)
        }
        stage.run(until: 1)
        let scene = try Composition.parse(try stage.sceneJSON())
        let sampled = try #require(scene.tree.presentation(of: "GradientBorder", at: 0.65))
        #expect(read == [CGPoint(x: sampled.position.x, y: sampled.position.y)])
        #expect(read[0].y > 166 && read[0].y < 364)
        // The interrupted move starts from there: no jump at 0.65.
        #expect(stage.presentation(of: v.gradient, at: 0.65)?.position == read[0])
    }

    /// Check 19: two runs write the same bytes, and `animate validate --lint` finds nothing but what the code
    /// really does: seed 003's deliberate swap of the quad-curve path for the true rounded rect when the path animation
    /// ends (a change of element structure lint names as a snap-back, rightly: the seed's post explains it).
    @Test(arguments: 0..<4)
    func sceneFilesAreLintCleanAndDeterministic(_ k: Int) throws {
        let (name, make) = Self.stages[k]
        let json = try make().sceneJSON()
        #expect(try make().sceneJSON() == json, "\(name)")
        let warnings = Lint.check(scene: try Composition.parse(json))
        if name.hasPrefix("seed003") {
            // Named by the Swift line that added the path animation (seed line 108), through the file's `source`.
            let line = try SeedText.exampleLine("Seed003Spotlight.swift", seedLine: 108)
            #expect(warnings.map(\.rule) == [.snapBack] && warnings.map(\.path) == ["Seed003Spotlight.swift:\(line)"],
                    "\(name): \(warnings)")
            #expect(warnings.first?.message.hasPrefix("shape-1.path snaps back when this animation ends at 0.75 s") == true)
        } else {
            #expect(warnings.isEmpty, "\(name): \(warnings)")
        }
    }

    /// Check 17: frames, JSON bytes and events do not depend on the epoch.
    @Test func epochDoesNotChangeTheOutput() throws {
        for disable in [true, false] {
            let a = SeedStages.seed003(disableActions: disable, epoch: 0).stage
            let b = SeedStages.seed003(disableActions: disable, epoch: 86_400.123).stage
            #expect(try a.sceneJSON() == b.sceneJSON())
            #expect(try a.composition().tree.events(in: 0...10) == b.composition().tree.events(in: 0...10))
        }
    }
}
