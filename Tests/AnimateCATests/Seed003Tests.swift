import AnimateCA
import Composition
import Motion
import Seeds
import Testing

/// Seed 003's spotlight move, run by the post's own code (Examples/Seeds/Seed003Spotlight.swift): acceptance checks 4
/// and 5 of the research notes (../shared/reference/swift-ca-api.md §5).
@MainActor
struct Seed003Tests {
    /// The border's progress from the first rect's centre (y 166) to the second's (y 364) at scene time `t`.
    static func progress(_ stage: Stage, _ view: SpotlightView, at t: Double) throws -> Double {
        let p = try #require(stage.presentation(of: view.gradient, at: t))
        return (Double(p.position.y) - 166) / 198
    }

    /// Check 4, actions disabled: the group's easeInEaseOut over 0.15 s (a child's duration 0 takes the group's,
    /// reference §12.5): 0.1291619310 at 0.6375, exactly 0.5 at 0.675; bounds follow; after 0.75 the mask is the
    /// model's `UIBezierPath(roundedRect:)`, not the quad path.
    @Test func actionsDisabledFollowsTheGroup() throws {
        let (stage, view) = SeedStages.seed003(disableActions: true)
        #expect(abs(try Self.progress(stage, view, at: 0.6375) - 0.1291619310) < 1e-9)
        // easeInEaseOut(0.5) is 0.5; the local time (0.675 − 0.6) / 0.15 is 0.5 + 4e-16 in floating point.
        #expect(abs(try Self.progress(stage, view, at: 0.675) - 0.5) < 1e-12)
        #expect(try Self.progress(stage, view, at: 0.6) == 0)
        #expect(try Self.progress(stage, view, at: 0.75) == 1)
        let mid = try #require(stage.presentation(of: view.gradient, at: 0.675))
        #expect(abs(mid.bounds.height - 66) < 1e-12)
        let end = try #require(stage.presentation(of: view.shape, at: 0.75 + 1.0 / 60))
        let model = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 358, height: 96), cornerRadius: 16).cgPath
        #expect(end.path == model)
        // During the move the path is the quad-curve construction, element for element.
        let during = try #require(stage.presentation(of: view.shape, at: 0.675)?.path)
        #expect(abs(during.boundingBox.height - 66) < 1e-12 && during.boundingBox.width == 358)
        #expect(stage.diagnostics.isEmpty, "\(stage.diagnostics)")
    }

    /// Check 5, as written (actions enabled): `frame = rect` and `shape.path = …` run implicit animations added
    /// after the explicit ones. The implicit "path" animation replaces the explicit one under the same key (it stops
    /// unfinished at 0.6 and never starts); the implicit "position" animation (0.25 s, `default` curve) overrides the
    /// group: progress default(0.25) = 0.408510591355 at 0.6625, not easeInEaseOut(0.0625 / 0.15) = 0.358826.
    @Test func asWrittenTheImplicitAnimationsWin() throws {
        let (stage, view) = SeedStages.seed003(disableActions: false)
        #expect(abs(try Self.progress(stage, view, at: 0.6625) - 0.408510591355) < 1e-9)
        #expect(abs(try Self.progress(stage, view, at: 0.6625) - 0.358826) > 0.04)
        // The implicit animation lasts 0.25 s: still moving at 0.8, where the group has ended.
        #expect(try Self.progress(stage, view, at: 0.8) < 1)
        #expect(try Self.progress(stage, view, at: 0.85) == 1)
        let messages = stage.diagnostics.map(\.description)
        // The explicit animations the implicit ones beat: seed lines 108 (`shape.add(pathAnimation, forKey: "path")`)
        // and 124 (`gradient.add(animationGroup, …)`), as lines of the example file.
        let file = "Seed003Spotlight.swift"
        let lines = Set(stage.diagnostics.flatMap(\.locations))
        #expect(lines == [SourceLocation(file: file, line: UInt(try SeedText.exampleLine(file, seedLine: 108))),
                          SourceLocation(file: file, line: UInt(try SeedText.exampleLine(file, seedLine: 124)))], "\(messages)")
        #expect(messages.contains { $0.contains("implicit \"path\"") && $0.contains("replaced") })
        #expect(messages.contains { $0.contains("implicit \"position\"") && $0.contains("overrides") })

        // The explicit "path" animation (the first added): stopped unfinished at 0.6, never started.
        let composition = try stage.composition()
        let explicitPath = try #require(composition.timeline.animations.firstIndex { $0.key == "path" })
        #expect(composition.timeline.animations[explicitPath].path.hasPrefix(file))
        let events = composition.tree.events(in: 0...2).filter { $0.animation == explicitPath }
        #expect(events.map(\.kind) == [.stopped(finished: false)] && events.map(\.time) == [0.6], "\(events)")
        // The implicit one that replaced it runs 0.25 s.
        let implicitPath = try #require(composition.timeline.animations.lastIndex { $0.key == "path" })
        let implicitEvents = composition.tree.events(in: 0...2).filter { $0.animation == implicitPath }
        #expect(implicitEvents.map(\.time) == [0.6, 0.85])
    }
}
