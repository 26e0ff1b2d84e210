import AnimateCA
import Composition
import Export
import Foundation
import Render
import SceneFile
import TestSupport
import Testing

/// `contents` from an image file: the stage's composition draws it as the scene file it writes does.
@MainActor
struct ContentsTests {
    @Test func imageContentsRenderAsTheSceneFile() throws {
        let image = SeedText.repository.appendingPathComponent("Scenes/assets/noise-64x48.png")
        let stage = Stage(size: CGSize(width: 100, height: 80), scale: 1, fps: 10)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 64, height: 48)
        layer.contents = image
        stage.at(0) { stage.window.layer.addSublayer(layer) }
        stage.at(0.5) { layer.position.x += 10 }
        stage.run(until: 1)
        #expect(layer.contents as? String == image.path)
        let direct = try stage.composition(resources: SystemResources())
        let read = try Composition.parse(try stage.sceneJSON())
        #expect(read.layerTypes["image-1"] == .image)
        let ra = try direct.makeRenderer(opaque: false), rb = try read.makeRenderer(opaque: false)
        for t in [0.0, 0.6, 1.0] {
            #expect(try ra.render(direct.tree.presentation(at: t)) == rb.render(read.tree.presentation(at: t)), "at \(t)")
        }
        // Without resources the composition names the file it cannot load.
        #expect(throws: StageError.self) { try stage.composition() }
    }
}
