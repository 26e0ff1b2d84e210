import Testing
@testable import SceneFile

/// The keyframe rule reads the JSON itself, so it is tested on text: keyframe animations do not load yet.
@Suite struct LintKeyframeTests {
    @Test func keyTimesValuesAndTimingFunctionsMustMatch() throws {
        let text = """
            {"animations": [
              {"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 1]},
              {"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": [0, 1], "keyTimes": [0, 0.5, 1],
               "calculationMode": "discrete"},
              {"layer": "a", "type": "group", "animations": [
                {"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 0.7, 0.5],
                 "timingFunctions": ["linear"]}]},
              {"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0.1, 0.5, 1]},
              {"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 1],
               "calculationMode": "paced"}
            ]}
            """
        let warnings = try Lint.keyframes(text: text)
        #expect(warnings.map(\.path) == ["animations[0].keyTimes", "animations[2].animations[0].keyTimes",
                                         "animations[2].animations[0].timingFunctions", "animations[3].keyTimes"])
        #expect(warnings.allSatisfy { $0.rule == .keyframes })
        #expect(warnings[0].message.hasPrefix("2 keyTimes for 3 values"))
        #expect(warnings[1].message == "keyTimes must increase from 0 to 1")
    }

    /// Core Animation returns before applying a keyframe animation with fewer than two values; with one key time per
    /// value a discrete animation never shows its last value.
    @Test func aSingleValueAndADiscreteAnimationWithOneKeyTimePerValueAreFlagged() throws {
        let text = """
            {"animations": [
              {"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": [0], "keyTimes": [0, 1],
               "calculationMode": "discrete"},
              {"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 0.5, 1],
               "calculationMode": "discrete"},
              {"layer": "a", "type": "keyframe", "keyPath": "position", "path": "M 0 0", "keyTimes": [0, 1]}
            ]}
            """
        let warnings = try Lint.keyframes(text: text)
        #expect(warnings.map(\.path) == ["animations[0].values", "animations[1].keyTimes"])
        #expect(warnings[0].message.contains("changes nothing"))
        #expect(warnings[1].message.contains("never shows the last value"))
    }

    @Test func checkpointsAreTimesWithPaths() throws {
        #expect(try SceneChecks.parse(#"{"checkpoints": [0, 0.5]}"#).checkpoints == [0, 0.5])
        #expect(throws: SceneError(path: "checkpoints[1]", "expected a time in seconds ≥ 0, got \"a\"")) {
            try SceneChecks.parse(#"{"checkpoints": [0, "a"]}"#)
        }
        #expect(throws: SceneError(path: "expectations[0]", "an expectation needs \"time\"")) {
            try SceneChecks.parse(#"{"expectations": [{"layer": "a", "keyPath": "opacity", "equals": 1}]}"#)
        }
    }
}
