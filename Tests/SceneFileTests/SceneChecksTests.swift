import Composition
import SceneFile
import Testing
import TestSupport

/// The reader puts a scene's checkpoints and expectations into the composition, checked as the rest of the file.
struct SceneChecksTests {
    static let scene = """
        {"canvas": {"size": [10, 10]}, "layers": [{"id": "a", "frame": [0, 0, 10, 10]}],
         "checkpoints": [0, 0.25],
         "expectations": [{"layer": "a", "keyPath": "opacity", "time": 0, "equals": 1, "tolerance": 0.5}]}
        """

    @Test func checkpointsAndExpectationsAreInTheComposition() throws {
        let c = try Composition.parse(Self.scene)
        #expect(c.checkpoints == [0, 0.25])
        #expect(c.expectations.count == 1)
        let e = try #require(c.expectations.first)
        #expect(e.path == "expectations[0]" && e.layer == "a" && e.keyPath == "opacity" && e.time == 0)
        #expect(e.equals == .number(1) && e.tolerance == 0.5)
        #expect(try e.evaluate(in: c).passed)
    }

    @Test func badAnnotationsAreErrorsWithTheirPath() {
        let bad = Self.scene.replacingOccurrences(of: "[0, 0.25]", with: "[0, -1]")
        #expect(throws: SceneError(path: "checkpoints[1]", "expected a time in seconds ≥ 0, got -1")) {
            try Composition.parse(bad)
        }
    }

    /// The font files text layers name are resources of the composition, once each, in the order named.
    @Test func fontFilesAreResources() throws {
        let font = "/usr/share/fonts/opentype/inter/Inter-Bold.otf"
        let text = """
            {"canvas": {"size": [100, 40]}, "layers": [
              {"id": "a", "type": "text", "string": "A", "font": {"file": "\(font)", "size": 12}},
              {"id": "b", "type": "text", "string": "B", "font": {"file": "\(font)", "size": 14}},
              {"id": "c", "type": "text", "string": "C", "font": {"family": "Inter", "size": 14}}]}
            """
        #expect(try Composition.parse(text).fontFiles == [font])
    }
}
