import Composition
import Export
import Foundation
import Media
import Raster
@testable import SceneFile
import TestSupport
import Testing

/// `Scenes/morphs.json` rendered at amounts 0, 0.25, 0.5, 0.75 and 1 (its animations are linear over 2 s) and
/// `Scenes/borders-boolean.json`, compared exactly with goldens in `Goldens/` (rendering is deterministic). A missing
/// golden is written and the test fails (`GoldenImage`), so a new golden is always looked at before it is committed.
@Suite struct PathSceneGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
    func galleryMatchesGolden(_ amount: Double) throws {
        try check("Scenes/morphs.json", at: 2 * amount, golden: "morphs-\(Int(amount * 100)).png")
    }

    /// Seed 000's ring by `subtract` for the inside, center and outside border placements.
    @Test func bordersBooleanMatchesGolden() throws {
        try check("Scenes/borders-boolean.json", at: 0, golden: "borders-boolean.png")
    }

    private func check(_ file: String, at time: Double, golden name: String) throws {
        let scene = try Composition.load(path: Self.root.appendingPathComponent(file).path)
        let frame = try scene.makeRenderer(opaque: false).render(scene.tree.presentation(at: time))
        let outcome = try GoldenImage.compare(frame, withGoldenAt: Self.goldens.appendingPathComponent(name).path)
        #expect(outcome == .same, "\(outcome.failure(name) ?? "")")
    }

    /// `elementwise` between paths of different structure is an error naming the `morph` field.
    @Test func elementwiseMismatchNamesTheMorphField() throws {
        let text = """
        {"version": 1, "canvas": {"size": [100, 100]},
         "layers": [{"id": "s", "type": "shape", "frame": [0, 0, 100, 100]}],
         "animations": [{"layer": "s", "keyPath": "path", "fromValue": {"rect": [0, 0, 10, 10]},
                         "toValue": {"ellipse": [0, 0, 10, 10]}, "morph": "elementwise"}]}
        """
        #expect {
            _ = try Composition.parse(text)
        } throws: { error in
            "\(error)".contains("animations[0].morph") && "\(error)".contains("Core Animation is undefined here")
        }
    }

    /// Boolean shape objects decode to the boolean result; bad operands name their JSON path.
    @Test func booleanShapeObjects() throws {
        func path(_ shape: String) throws -> Composition {
            try Composition.parse("""
            {"version": 1, "canvas": {"size": [100, 100]},
             "layers": [{"id": "s", "type": "shape", "frame": [0, 0, 100, 100], "path": \(shape)}]}
            """)
        }
        let ring = try path(#"{"subtract": [{"rect": [0, 0, 40, 40]}, {"rect": [10, 10, 20, 20]}]}"#)
        #expect(abs((ring.tree.initialLayers[0].path?.signedArea ?? 0) - 1200) < 1e-9)  // area by quadrature: rounding only
        let union = try path(#"{"union": [{"rect": [0, 0, 40, 40]}, {"rect": [40, 0, 40, 40]}]}"#)
        #expect(abs((union.tree.initialLayers[0].path?.signedArea ?? 0) - 3200) < 1e-9)  // area by quadrature: rounding only
        let both = try path(#"{"intersect": [{"rect": [0, 0, 40, 40]}, {"rect": [20, 0, 40, 40]}]}"#)
        #expect(abs((both.tree.initialLayers[0].path?.signedArea ?? 0) - 800) < 1e-9)  // area by quadrature: rounding only
        let either = try path(#"{"xor": [{"rect": [0, 0, 40, 40]}, {"rect": [20, 0, 40, 40]}]}"#)
        #expect(abs((either.tree.initialLayers[0].path?.signedArea ?? 0) - 1600) < 1e-9)  // area by quadrature: rounding only
        #expect { _ = try path(#"{"subtract": [{"rect": [0, 0, 40, 40]}]}"#) } throws: { error in
            "\(error)".contains("layers[0].path.subtract") && "\(error)".contains("two paths")
        }
    }
}
