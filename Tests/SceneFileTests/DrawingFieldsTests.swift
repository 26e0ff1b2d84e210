import Composition
import Export
import Geometry
import Motion
@testable import SceneFile
import TestSupport
import Testing

/// The drawing fields are read into `LayerState`, and bad values name their JSON path.
@Suite struct DrawingFieldsTests {
    static let canvas = #""canvas": {"size": [100, 100], "duration": 1}"#

    func layer(_ fields: String, type: String = "shape") throws -> LayerState {
        let scene = try Composition.parse(#"{\#(Self.canvas), "layers": [{"id": "a", "type": "\#(type)", \#(fields)}]}"#)
        return try #require(scene.tree.presentation(at: 0).first)
    }

    func message(_ fields: String, type: String = "shape") -> String? {
        sceneErrorMessage(#"{\#(Self.canvas), "layers": [{"id": "a", "type": "\#(type)", \#(fields)}]}"#)
    }

    @Test func readsEveryField() throws {
        let l = try layer("""
            "cornerCurve": "continuous", "maskedCorners": ["layerMinXMinYCorner", "layerMaxXMaxYCorner"],
            "shadowColor": "#FF0000", "shadowOpacity": 0.5, "shadowOffset": [2, 4], "shadowRadius": 6,
            "shadowPath": {"rect": [0, 0, 10, 10]}, "sublayerTransform": {"translate": [5, 6]},
            "lineCap": "round", "lineJoin": "bevel", "miterLimit": 4, "lineDashPattern": [3, 1], "lineDashPhase": 2
            """)
        #expect(l.cornerCurve == .continuous)
        #expect(l.maskedCorners == [.minXMinY, .maxXMaxY])
        #expect(l.shadowColor == Color(red: 1, green: 0, blue: 0))
        #expect(l.shadowOpacity == 0.5 && l.shadowRadius == 6 && l.shadowOffset == Size(width: 2, height: 4))
        #expect(l.shadowPath == Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(l.sublayerTransform == .translation(5, 6))
        #expect(l.lineCap == .round && l.lineJoin == .bevel && l.miterLimit == 4)
        #expect(l.lineDashPattern == [3, 1] && l.lineDashPhase == 2)
    }

    @Test func defaultsAreCoreAnimations() throws {
        let l = try layer(#""path": "M0 0 L1 1""#)
        #expect(l.cornerCurve == .circular && l.maskedCorners == .all)
        #expect(l.shadowColor == .black && l.shadowOpacity == 0 && l.shadowRadius == 3)
        #expect(l.shadowOffset == Size(width: 0, height: -3) && l.shadowPath == nil)
        #expect(l.lineCap == .butt && l.lineJoin == .miter && l.miterLimit == 10)
        #expect(l.lineDashPattern == nil && l.lineDashPhase == 0 && l.sublayerTransform == .identity)
    }

    @Test func maskedCornersAsABitMask() throws {
        #expect(try layer(#""maskedCorners": 6"#, type: "layer").maskedCorners == [.maxXMinY, .minXMaxY])
        #expect(try layer(#""maskedCorners": 0"#, type: "layer").maskedCorners == [])
    }

    @Test func badValuesNameTheirPath() {
        #expect(message(#""maskedCorners": 16"#, type: "layer")
            == "layers[0].maskedCorners: expected a corner bit mask 0…15, got 16")
        #expect(message(#""maskedCorners": ["topLeft"]"#, type: "layer")
            == "layers[0].maskedCorners[0]: expected one of \"layerMinXMinYCorner\", \"layerMaxXMinYCorner\", \"layerMinXMaxYCorner\", \"layerMaxXMaxYCorner\", got \"topLeft\"")
        #expect(message(#""lineCap": "flat""#) == "layers[0].lineCap: expected one of \"butt\", \"round\", \"square\", got \"flat\"")
        #expect(message(#""lineDashPattern": [3, -1]"#) == "layers[0].lineDashPattern[1]: expected a number ≥ 0, got -1")
        #expect(message(#""shadowOpacity": 2"#, type: "layer") == "layers[0].shadowOpacity: expected a number in 0…1, got 2")
        #expect(message(#""cornerCurve": "round""#, type: "layer")
            == "layers[0].cornerCurve: expected one of \"circular\", \"continuous\", got \"round\"")
        #expect(message(#""lineCap": "round""#, type: "layer")?.hasPrefix("layers[0].lineCap: unknown field") == true)
    }

    @Test func drawingKeyPathsAnimate() throws {
        let scene = try Composition.parse("""
            {\(Self.canvas), "layers": [{"id": "a", "type": "shape"}],
             "animations": [{"layer": "a", "keyPath": "shadowOpacity", "fromValue": 0, "toValue": 1, "duration": 1},
                            {"layer": "a", "keyPath": "lineDashPhase", "fromValue": 0, "toValue": 10, "duration": 1},
                            {"layer": "a", "keyPath": "shadowOffset", "fromValue": [0, 0], "toValue": [4, 8], "duration": 1}]}
            """)
        let l = try #require(scene.tree.presentation(at: 0.5).first)
        #expect(l.shadowOpacity == 0.5 && l.lineDashPhase == 5 && l.shadowOffset == Size(width: 2, height: 4))
    }
}
