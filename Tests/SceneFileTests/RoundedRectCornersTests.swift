import Composition
import Geometry
import Motion
@testable import SceneFile
import TestSupport
import Testing

/// `{"roundedRect": …, "corners": […], "cornerRadii": {…}}` in scenes.
@Suite struct RoundedRectCornersTests {
    static func path(_ shape: String) throws -> Path? {
        let text = #"{"canvas": {"size": [300, 200]}, "layers": [{"id": "s", "type": "shape", "path": "# + shape + "}]}"
        return try Composition.parse(text).tree.initialLayers[0].path
    }

    @Test func cornersAndPerCornerRadii() throws {
        let rect = Rect(x: 0, y: 0, width: 200, height: 100)
        let subset = try Self.path(#"{"roundedRect": [0, 0, 200, 100], "cornerRadius": 20, "corners": ["topLeft", "bottomRight"]}"#)
        #expect(subset == Path.roundedRect(rect, cornerRadii: CornerRadii(topLeft: 20, bottomRight: 20), style: .circular))
        let each = try Self.path(#"{"roundedRect": [0, 0, 200, 100], "cornerRadius": 4, "cornerRadii": {"topRight": 30}, "style": "continuous"}"#)
        #expect(each == Path.roundedRect(rect, cornerRadii: CornerRadii(topLeft: 4, topRight: 30, bottomLeft: 4, bottomRight: 4),
                                         style: .continuous))
        // All four listed: the ordinary rounded rect, element for element.
        let all = try Self.path(#"{"roundedRect": [0, 0, 200, 100], "cornerRadius": 8, "style": "quad", "corners": ["topLeft", "topRight", "bottomLeft", "bottomRight"]}"#)
        #expect(all == Path.roundedRect(rect, cornerRadius: 8, style: .quad))
    }

    @Test func badCornersNameThePlace() {
        func message(_ shape: String) -> String? {
            do { _ = try Self.path(shape); return nil } catch { return "\(error)" }
        }
        #expect(message(#"{"roundedRect": [0, 0, 10, 10], "corners": ["top"]}"#)
            == "layers[0].path.corners[0]: expected a corner (\"topLeft\", \"topRight\", \"bottomLeft\", \"bottomRight\"), got \"top\"")
        #expect(message(#"{"rect": [0, 0, 10, 10], "corners": ["topLeft"]}"#)
            == "layers[0].path.corners: only a roundedRect takes \"corners\"")
        #expect(message(#"{"roundedRect": [0, 0, 10, 10], "cornerRadii": {"topLeft": -1}}"#)?
            .hasPrefix("layers[0].path.cornerRadii.topLeft: expected a number ≥ 0") == true)
    }
}
