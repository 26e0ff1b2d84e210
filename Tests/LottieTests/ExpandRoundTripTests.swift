import Composition
import Export
import Foundation
import Lottie
import Media
import SceneFile
import TestSupport
import XCTest

/// `animate expand anim.json` prints the Core Animation translation as a scene (`CompositionEncoding`): reading
/// that scene back gives the same frames, byte for byte, for every oracle sample.
final class ExpandRoundTripTests: XCTestCase {
    func testExpandedScenesRenderTheSameFrames() throws {
        for name in Set(try Oracle.snapshots().map { $0.sample }).sorted() {
            let anim = try Oracle.animation(name)
            let original = anim.composition
            let text = JSONWriter.pretty(CompositionEncoding.json(original))
            let reread: Composition
            do {
                reread = try Composition.parse(text)
            } catch {
                XCTFail("\(name): the expanded scene does not read back: \(error)")
                continue
            }
            XCTAssertEqual(reread.canvas, original.canvas, name)
            XCTAssertEqual(reread.frameCount, original.frameCount, name)
            XCTAssertEqual(reread.timeline.animations.count, original.timeline.animations.count, name)
            for p in [0, 0.25, 0.5, 0.75, 1] {
                let t = anim.time(atProgress: p)
                let a = try Exporter.still(original, at: t), b = try Exporter.still(reread, at: t)
                XCTAssertTrue(a.pixels == b.pixels, "\(name) at progress \(p)")
            }
        }
    }

    /// The written scene states the translation exactly: one animation entry per attached animation, on its layer
    /// under its key, and the canvas of the Lottie file.
    func testExpandedSceneListsEveryAnimation() throws {
        let anim = try Oracle.animation("HamburgerArrow")
        guard case .object(let root) = CompositionEncoding.json(anim.composition),
              case .array(let animations)? = root.first(where: { $0.key == "animations" })?.value,
              case .object(let canvas)? = root.first(where: { $0.key == "canvas" })?.value else {
            return XCTFail("expected a scene object with canvas and animations")
        }
        XCTAssertEqual(animations.count, anim.animations.count)
        XCTAssertEqual(JSONWriter.write(canvas.first { $0.key == "size" }!.value), "[400, 300]")
        XCTAssertEqual(JSONWriter.write(canvas.first { $0.key == "duration" }!.value), "6")
        for (json, a) in zip(animations, anim.animations) {
            guard case .object(let m) = json else { return XCTFail("an animation object") }
            XCTAssertEqual(m.first { $0.key == "layer" }?.value, .string(a.layer))
            XCTAssertEqual(m.first { $0.key == "key" }?.value, .string(a.key))
        }
    }
}
