import Composition
import Export
import Geometry
import Motion
@testable import SceneFile
import TestSupport
import Testing

/// Keyframe and spring animations, layer timing and removals, read from JSON; errors name the JSON path.
@Suite struct TimingSceneTests {
    static let canvas = #""canvas": {"size": [100, 100], "duration": 1}"#

    func message(_ json: String) -> String? { sceneErrorMessage(json) }

    func scene(_ layers: String, _ animations: String, transactions: String = "[]") throws -> Composition {
        try Composition.parse("{\(Self.canvas), \"layers\": \(layers), \"animations\": \(animations), \"transactions\": \(transactions)}")
    }

    @Test func keyTimesNotIncreasing() {
        let json = """
            {\(Self.canvas), "layers": [{"id": "a"}],
             "animations": [{"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0],
                             "keyTimes": [0, 0.6, 0.5]}]}
            """
        #expect(message(json) == "animations[0].keyTimes[2]: key times must not decrease: 0.5 comes after 0.6")
    }

    @Test func keyTimesCountMismatch() {
        let json = """
            {\(Self.canvas), "layers": [{"id": "a"}],
             "animations": [{"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0],
                             "keyTimes": [0, 1]}]}
            """
        #expect(message(json) == "animations[0].keyTimes: expected 3 key times (one per value), got 2")
    }

    @Test func timingFunctionsCountMismatch() {
        let json = """
            {\(Self.canvas), "layers": [{"id": "a"}],
             "animations": [{"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0],
                             "timingFunctions": ["linear"]}]}
            """
        #expect(message(json) == "animations[0].timingFunctions: expected 2 timing functions (one per segment between 3 keyframes), got 1")
    }

    @Test func colourGivenToPositionInKeyframes() {
        let json = """
            {\(Self.canvas), "layers": [{"id": "a"}],
             "animations": [{"layer": "a", "type": "keyframe", "keyPath": "position", "values": [[0, 0], "#FF0000"]}]}
            """
        #expect(message(json) == "animations[0].values[1]: expected a point [x, y], got \"#FF0000\"")
    }

    @Test func unknownKeyPathForTheLayerType() {
        let json = """
            {\(Self.canvas), "layers": [{"id": "a"}],
             "animations": [{"layer": "a", "type": "spring", "keyPath": "strokeEnd", "toValue": 1}]}
            """
        #expect(message(json) == "animations[0].keyPath: \"strokeEnd\" is not an animatable key path of a plain layer")
    }

    @Test func everyMotionKeyPathIsReachable() throws {
        // Sub-paths that only Motion's table knew before the tables were unified.
        for (keyPath, value) in [("transform.rotation.z", "1"), ("transform.scale", "2"), ("anchorPoint.x", "0"),
                                 ("transform.translation", "[1, 2]"), ("transform.translation.x", "3")] {
            let s = try scene(#"[{"id": "a"}]"#, #"[{"layer": "a", "keyPath": "\#(keyPath)", "toValue": \#(value), "duration": 1}]"#)
            #expect(s.tree.endTime == 1)
        }
        for (type, paths) in [(LayerType.layer, ["position"]), (.shape, ["path", "strokeEnd"]), (.gradient, ["colors"])] {
            for p in paths { #expect(LayerState.animatableKeyPaths(for: type).contains(p)) }
        }
    }

    @Test func rotationModeNeedsAPath() {
        let json = """
            {\(Self.canvas), "layers": [{"id": "a"}],
             "animations": [{"layer": "a", "type": "keyframe", "keyPath": "position", "values": [[0, 0], [1, 1]],
                             "rotationMode": "auto"}]}
            """
        #expect(message(json) == "animations[0].rotationMode: rotationMode needs a \"path\" (undefined without one)")
    }

    @Test func pathOnlyForPoints() {
        let json = """
            {\(Self.canvas), "layers": [{"id": "a"}],
             "animations": [{"layer": "a", "type": "keyframe", "keyPath": "opacity", "path": "M0 0 L1 1"}]}
            """
        #expect(message(json) == "animations[0].path: a keyframe \"path\" moves a point; \"opacity\" holds a number")
    }

    @Test func springErrors() {
        let both = """
            {\(Self.canvas), "layers": [{"id": "a"}],
             "animations": [{"layer": "a", "type": "spring", "keyPath": "opacity", "toValue": 0,
                             "perceptualDuration": 0.5, "stiffness": 10}]}
            """
        #expect(message(both) == "animations[0].stiffness: \"stiffness\" cannot be combined with perceptualDuration/bounce")
        let mass = """
            {\(Self.canvas), "layers": [{"id": "a"}],
             "animations": [{"layer": "a", "type": "spring", "keyPath": "opacity", "toValue": 0, "mass": 0}]}
            """
        #expect(message(mass) == "animations[0].mass: expected a mass > 0, got 0")
        let undamped = """
            {\(Self.canvas), "layers": [{"id": "a"}],
             "animations": [{"layer": "a", "type": "spring", "keyPath": "opacity", "toValue": 0, "damping": 0}]}
            """
        #expect(message(undamped) == "animations[0]: an undamped spring (damping 0) never settles; give a \"duration\"")
    }

    @Test func keyframeAndSpringValues() throws {
        let s = try scene(#"[{"id": "a"}]"#, """
            [{"layer": "a", "type": "keyframe", "keyPath": "position.x", "values": [0, 10, 30], "keyTimes": [0, 0.25, 1], "duration": 1},
             {"layer": "a", "type": "spring", "keyPath": "position.y", "fromValue": 0, "toValue": 100},
             {"layer": "a", "type": "spring", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "perceptualDuration": 0.5}]
            """)
        let p = try #require(s.tree.presentation(of: "a", at: 0.5))
        #expect(abs(p.position.x - 50.0 / 3) < 1e-12)
        #expect(abs(p.position.y - 107.45905665950333) < 1e-9)
        // Perceptual (0.5, 0): settles at 0.8 s; p(0.5) = 0.9863990685.
        #expect(abs(p.opacity - 0.9863990685) < 1e-9)
        #expect(abs(s.tree.endTime - 1.472700334678) < 1e-9)
    }

    @Test func layerTimingAndRemovals() throws {
        let s = try scene(#"[{"id": "outer", "speed": 2, "sublayers": [{"id": "inner", "timeOffset": 0.5}]}]"#,
                          #"[{"layer": "inner", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "beginTime": 1, "duration": 1, "key": "fade"}]"#,
                          transactions: #"[{"at": 0.5, "duration": 0, "removeAnimations": [{"layer": "inner", "key": "fade"}]}]"#)
        // inner time = 2t + 0.5: at t = 0.3 → 1.1 → opacity 0.1.
        #expect(abs((s.tree.presentation(of: "inner", at: 0.3)?.opacity ?? -1) - 0.1) < 1e-12)
        // Removed at 0.5 (before its end at 0.75): the model shows.
        #expect(s.tree.presentation(of: "inner", at: 0.6)?.opacity == 1)
        #expect(s.tree.events(in: 0...10).contains { $0.time == 0.5 && $0.layer == "inner" && $0.key == "fade" && $0.kind == .stopped(finished: false) })
        let bad = """
            {\(Self.canvas), "layers": [{"id": "a"}],
             "transactions": [{"at": 0, "removeAnimations": [{"layer": "b"}]}]}
            """
        #expect(message(bad) == "transactions[0].removeAnimations[0].layer: no layer with id \"b\" (did you mean \"a\"?)")
    }
}
