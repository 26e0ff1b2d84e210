import Testing
@testable import SceneFile

/// Bad input names the place (a JSON path) and what was expected: these messages are the user's interface.
@Suite struct SceneErrorTests {
    static let canvas = #""canvas": {"size": [100, 100], "duration": 1}"#

    func message(_ json: String) -> String? { sceneErrorMessage(json) }

    @Test func negativeDuration() {
        let json = """
            {\(Self.canvas), "layers": [{"id": "a"}, {"id": "b"}, {"id": "c"}],
             "animations": [{"layer": "c", "keyPath": "opacity", "toValue": 0, "duration": -1}]}
            """
        #expect(message(json) == "animations[0].duration: expected a number ≥ 0, got -1")
    }

    @Test func unknownLayerInAnimation() {
        let json = """
            {\(Self.canvas), "layers": [{"id": "spot"}],
             "animations": [{"layer": "spott", "keyPath": "position", "toValue": [1, 2]}]}
            """
        #expect(message(json) == "animations[0].layer: no layer with id \"spott\" (did you mean \"spot\"?)")
    }

    @Test func colourGivenToPosition() {
        let json = """
            {\(Self.canvas), "layers": [{"id": "a"}],
             "animations": [{"layer": "a", "keyPath": "position", "toValue": "#FF0000"}]}
            """
        #expect(message(json) == "animations[0].toValue: expected a point [x, y], got \"#FF0000\"")
    }

    @Test func shapeKeyPathOnPlainLayer() {
        let json = """
            {\(Self.canvas), "layers": [{"id": "a"}],
             "animations": [{"layer": "a", "keyPath": "path", "toValue": "M0 0 L1 1"}]}
            """
        #expect(message(json) == "animations[0].keyPath: \"path\" is not an animatable key path of a plain layer")
    }

    @Test func nestedPathsNameTheLayer() {
        let json = """
            {\(Self.canvas), "layers": [{"id": "a", "sublayers": [{"id": "b", "opacity": "half"}]}]}
            """
        #expect(message(json) == "layers[0].sublayers[0].opacity: expected a number, got \"half\"")
    }

    @Test func unknownFieldSuggestsTheRightOne() {
        let json = #"{\#(Self.canvas), "layers": [{"id": "a", "postion": [1, 2]}]}"#
        #expect(message(json) == "layers[0].postion: unknown field (did you mean \"position\"?)")
    }

    @Test func duplicateIDs() {
        let json = #"{\#(Self.canvas), "layers": [{"id": "a"}, {"id": "a"}]}"#
        #expect(message(json) == "layers[1].id: the layer id \"a\" is already used at layers[0]")
    }

    @Test func transactionOnUnknownLayer() {
        let json = """
            {\(Self.canvas), "layers": [{"id": "spot"}],
             "transactions": [{"at": 0.5, "set": {"sopt.position": [1, 2]}}]}
            """
        #expect(message(json) == "transactions[0].set.sopt.position: expected \"<layer id>.<key path>\" naming a layer; no layer \"sopt\" (did you mean \"spot\"?)")
    }

    @Test func badSVGPath() {
        let json = #"{\#(Self.canvas), "layers": [{"id": "s", "type": "shape", "path": "M0 0 L x"}]}"#
        let m = message(json) ?? ""
        #expect(m.hasPrefix("layers[0].path: invalid SVG path data: "), "\(m)")
    }

    @Test func missingCanvas() {
        #expect(message("{}") == "a scene needs a \"canvas\"")
    }

    @Test func presetStepOutOfRange() {
        let json = """
            {\(Self.canvas), "layers": [{"type": "spotlight", "id": "s", "targets": [[0, 0, 10, 10]],
              "steps": [{"at": 0.5, "target": 1}]}]}
            """
        #expect(message(json) == "layers[0].steps[0].target: expected a target index from 0 to 0, got 1")
    }
}

/// Absurd numbers found by fuzzing: errors with the place, never a trap.
@Suite struct ExtremeValueTests {
    func message(_ json: String) -> String? { sceneErrorMessage(json) }

    @Test func hugeCanvasScale() {
        #expect(message(#"{"canvas": {"size": [390, 844], "scale": 1e308}}"#)?.hasSuffix("px: at most 16384 px each way") == true)
        #expect(message(#"{"canvas": {"size": [390, 1e300], "scale": 3}}"#) == "canvas: size × scale is 1170×3e+300 px: at most 16384 px each way")
    }

    @Test func hugePathCoordinates() {
        let json = #"{"canvas": {"size": [10, 10]}, "layers": [{"id": "s", "type": "shape", "path": {"subtract": [{"ellipse": [0, 0, 1e308, 5]}, {"rect": [0, 0, 1, 1]}]}}]}"#
        #expect(message(json) == "layers[0].path.subtract[0]: path coordinates must be finite and within ±10000000 points")
        let svg = #"{"canvas": {"size": [10, 10]}, "layers": [{"id": "s", "type": "shape", "path": "M0 0 L1e300 0 L0 5 Z"}]}"#
        #expect(message(svg) == "layers[0].path: path coordinates must be finite and within ±10000000 points")
    }
}
