import Composition
import Motion
@testable import SceneFile
import JSONValue
import Testing

// `canvas.imageResampling` and `canvas.textBackingStore` (SCENE_FORMAT.md, "Canvas"): read, written back by
// `CompositionEncoding` (what `animate expand` prints) only when not the default, and refused with their path when
// mistyped. `ExpandRoundTripTests` checks that every oracle sample's expanded scene draws the same bytes.
@Suite struct CanvasDrawingChoicesTests {
    @Test func readAndWrittenBack() throws {
        let c = try Composition.parse(#"{"canvas": {"size": [10, 10], "imageResampling": "coreGraphics", "textBackingStore": true}, "layers": []}"#)
        #expect(c.imageResampling == .coreGraphics)
        #expect(c.textBackingStore)
        let again = try Composition.parse(JSONWriter.write(CompositionEncoding.json(c)))
        #expect(again.imageResampling == .coreGraphics)
        #expect(again.textBackingStore)
        let plain = try Composition.parse(#"{"canvas": {"size": [10, 10]}, "layers": []}"#)
        #expect(plain.imageResampling == .cairo)
        #expect(!plain.textBackingStore)
        let written = JSONWriter.write(CompositionEncoding.json(plain))
        #expect(!written.contains("imageResampling") && !written.contains("textBackingStore"))
    }

    @Test func mistypedValuesNameTheirPath() {
        let bad = sceneErrorMessage(#"{"canvas": {"size": [10, 10], "imageResampling": "bilinear"}, "layers": []}"#)
        #expect(bad?.contains("canvas.imageResampling") == true)
        #expect(bad?.contains("\"coreGraphics\"") == true)
        let notBool = sceneErrorMessage(#"{"canvas": {"size": [10, 10], "textBackingStore": "yes"}, "layers": []}"#)
        #expect(notBool?.contains("canvas.textBackingStore") == true)
    }
}
