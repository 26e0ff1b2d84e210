import Composition
import Testing
import TestSupport
@testable import SceneFile

/// Lint's keyframe rule, on loaded scenes: what the reader takes but Core Animation does not play as written.
@Suite struct LintKeyframeTests {
    static func warnings(_ animations: String) throws -> [Lint.Warning] {
        let text = """
            {"canvas": {"size": [100, 100], "duration": 1},
             "layers": [{"id": "a", "frame": [0, 0, 10, 10], "animations": [
               {"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 0.5, 0.9]}]}],
             "animations": [\(animations)]}
            """
        return Lint.keyframes(try Composition.parse(text).timeline)
    }

    /// Key times must run from 0 to 1 (layer-level animations first, then the top-level list, groups included).
    @Test func keyTimesThatDoNotRunFrom0To1() throws {
        let warnings = try Self.warnings("""
            {"layer": "a", "type": "group", "animations": [
              {"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0.1, 0.5, 1]}]},
            {"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 0.5, 1]},
            {"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 0.2, 0.9],
             "calculationMode": "paced"}
            """)
        #expect(warnings.map(\.path) == ["layers[0].animations[0].keyTimes", "animations[0].animations[0].keyTimes"])
        #expect(warnings.allSatisfy { $0.rule == .keyframes })
        #expect(warnings[1].message == "keyTimes should start at 0 and end at 1 (Core Animation's rule for linear animations)")
    }

    /// Core Animation returns before applying a keyframe animation with fewer than two values; with one key time per
    /// value a discrete animation never shows its last value.
    @Test func aSingleValueAndADiscreteAnimationWithOneKeyTimePerValueAreFlagged() throws {
        let warnings = try Self.warnings("""
            {"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": [0], "keyTimes": [0, 1],
             "calculationMode": "discrete"},
            {"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 0.5, 1],
             "calculationMode": "discrete"},
            {"layer": "a", "type": "keyframe", "keyPath": "position", "path": "M 0 0 L 10 0", "keyTimes": [0, 1]}
            """).dropFirst()
        #expect(warnings.map(\.path) == ["animations[0].values", "animations[1].keyTimes"])
        #expect(warnings.first?.message.contains("changes nothing") == true)
        #expect(warnings.last?.message == "3 keyTimes for 3 values: a discrete animation takes one more key time than values; "
            + "with one per value Core Animation never shows the last value")
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
