import Composition
import Foundation
import Geometry
import Motion
@testable import SceneFile
import TestSupport
import Testing

/// Transform values in scenes: the 2-D forms as before, the 3-D forms (`matrix3d`, `perspective`, `rotateX`,
/// `rotateY`, `translate` and `scale` with z), the 3-D layer fields, and their errors with JSON paths.
@Suite struct TransformFieldsTests {
    static let canvas = #""canvas": {"size": [100, 100], "duration": 1}"#

    func layer(_ fields: String, type: String = "layer") throws -> LayerState {
        let scene = try Composition.parse(#"{\#(Self.canvas), "layers": [{"id": "a", "type": "\#(type)", \#(fields)}]}"#)
        return try #require(scene.tree.presentation(at: 0).first)
    }

    func message(_ fields: String) -> String? {
        sceneErrorMessage(#"{\#(Self.canvas), "layers": [{"id": "a", \#(fields)}]}"#)
    }

    @Test func twoDimensionalFormsMeanWhatTheyMeant() throws {
        let t = try layer(#""transform": {"translate": [5, 6], "rotate": 90, "scale": [2, 3]}"#).transform
        #expect(t.isAffine)
        #expect(t.affine == AffineTransform.scale(2, 3).concatenating(.rotation(.pi / 2)).concatenating(.translation(5, 6)))
        #expect(try layer(#""transform": {"matrix": [1, 2, 3, 4, 5, 6]}"#).transform
            == Transform3D(AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)))
    }

    @Test func threeDimensionalForms() throws {
        let m = (1...16).map(Double.init)
        #expect(try layer(#""transform": {"matrix3d": [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16]}"#).transform.rowMajor == m)
        #expect(try layer(#""sublayerTransform": {"perspective": 500}"#).sublayerTransform.m34 == -1.0 / 500)
        // Parts in order: scale, rotateX, rotateY, rotate, translate, perspective.
        let t = try layer(#""transform": {"scale": [1, 2, 3], "rotateX": 30, "rotateY": 60, "rotate": 10, "translate": [1, 2, 3], "perspective": 400}"#).transform
        let expected = Transform3D.scale(1, 2, 3)
            .concatenating(.rotation(30 * .pi / 180, 1, 0, 0)).concatenating(.rotation(60 * .pi / 180, 0, 1, 0))
            .concatenating(.rotation(10 * .pi / 180, 0, 0, 1)).concatenating(.translation(1, 2, 3))
            .concatenating(.perspective(400))
        #expect(zip(t.rowMajor, expected.rowMajor).allSatisfy { abs($0 - $1) < 1e-12 })
        let l = try layer(#""anchorPointZ": -40, "isDoubleSided": false, "zPosition": 3"#, type: "transformLayer")
        #expect(l.type == .transformLayer && l.anchorPointZ == -40 && !l.isDoubleSided && l.zPosition == 3)
    }

    @Test func badTransformsNameTheirPath() {
        #expect(message(#""transform": {"matrix3d": [1, 2, 3]}"#)?.contains("layers[0].transform.matrix3d") == true)
        #expect(message(#""transform": {"matrix3d": [1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1], "rotate": 5}"#)?
            .contains("cannot be combined") == true)
        #expect(message(#""sublayerTransform": {"perspective": 0}"#)?.contains("layers[0].sublayerTransform.perspective") == true)
        #expect(message(#""transform": {"translate": [1, 2, 3, 4]}"#)?.contains("[tx, ty, tz]") == true)
        #expect(message(#""type": "shape", "path": {"rect": [0, 0, 1, 1], "transform": {"rotateY": 30}}"#)?
            .contains("must be 2-D") == true)
    }

    /// A 3-D transform is written as `matrix3d` and reads back the same; a 2-D one keeps `matrix`.
    @Test func encodingRoundTrips() throws {
        var l = LayerState(id: "a", type: .transformLayer)
        l.transform = Transform3D.rotation(0.7, 0, 1, 0).concatenating(.perspective(350))
        l.sublayerTransform = .perspective(500)
        l.anchorPointZ = 12
        l.isDoubleSided = false
        let json = LayerEncoding.json(l)
        #expect(JSONWriter.write(json).contains("\"matrix3d\""))
        let back = try Composition.parse(#"{\#(Self.canvas), "layers": [\#(JSONWriter.write(json))]}"#).tree.presentation(at: 0)
        #expect(back.first == l)
        var flat = LayerState(id: "b")
        flat.transform = .rotation(0.5)
        #expect(JSONWriter.write(LayerEncoding.json(flat)).contains("\"matrix\": ["))
    }
}
