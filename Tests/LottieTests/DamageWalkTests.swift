import Foundation
import Geometry
import Lottie
import Motion
@testable import Render
import TestSupport
import Testing

// The damage walk's shortcuts (round 10, docs/lottie-speed.md) give what the plain walk gives, on every oracle sample:
// - a shape's edge boxes computed only when the damage reaches their bound (`Damage.grown`) grow the box to the
//   same box as growing over every edge box of every shape (the old rule, written out here as the reference);
// - `Damage.usesThreeD(_:besideFlat:)`, which skips the subtrees shared with a previous tree without 3-D, answers
//   as `contains(where: Damage.usesThreeD)` over the whole tree.
// Frames as a render thread sees them (`DrawingEvaluator`: held frames, unevaluated hidden subtrees), each against
// the one before, on lottie-ios's snapshot canvas at 1 px per point.

@Suite struct DamageWalkTests {
    /// The region as the walk gave it before round 10: every edge box of every shape computed, then grown over.
    static func eagerRegion(from old: [LayerState], to new: [LayerState], width: Int, height: Int) -> PixelBox? {
        var d = Damage.Collector(canvas: PixelBox(x0: 0, y0: 0, x1: width, y1: height))
        d.compareLists(old, new, toDevice: .scale(1, 1))
        guard var box = d.box?.clipped(width: width, height: height), !box.isEmpty else { return nil }
        var whole = Damage.Collector.WholeDrawings()
        for l in new { Damage.Collector.wholeDrawings(l, toDevice: .scale(1, 1), canvas: d.canvas, into: &whole) }
        var boxes = whole.boxes
        for s in whole.deferred {
            Damage.Collector.edgeBoxes(of: s.path, layer: s.layer, toDevice: s.toDevice, canvas: d.canvas, into: &boxes)
        }
        var grown = true
        while grown {
            grown = false
            for w in boxes where box.intersects(w) && !box.contains(w) {
                box = box.union(w)
                grown = true
            }
        }
        return box.clipped(width: width, height: height)
    }

    @Test(arguments: try LottieIncrementalRenderingTests.samples())
    func deferredEdgeBoxesGrowTheSameRegion(_ sample: String) throws {
        let animation = try Oracle.animation(sample)
        let (size, k) = Oracle.viewCanvas(animation)
        let w = Int(exactly: size.width) ?? 0, h = Int(exactly: size.height) ?? 0
        let evaluator = DrawingEvaluator(tree: animation.layerTree)
        var previous: [LayerState]? = nil
        var previousThreeD = false
        for frame in 0..<min(max(animation.frameCount, 1), 60) {
            let tree = Oracle.scaled(evaluator.layers(at: animation.time(atFrame: animation.inPoint + Double(frame))), by: k)
            let threeD = tree.contains(where: Damage.usesThreeD)
            if let previous {
                if !previousThreeD {
                    #expect(Damage.usesThreeD(tree, besideFlat: previous) == threeD, "\(sample) frame \(frame)")
                }
                if !threeD && !previousThreeD {
                    let fast = Damage.region(from: previous, to: tree, scale: 1, width: w, height: h, threeD: false)
                    let plain = Self.eagerRegion(from: previous, to: tree, width: w, height: h)
                    #expect(fast == plain, "\(sample) frame \(frame): \(String(describing: fast)) against \(String(describing: plain))")
                }
            }
            previous = tree
            previousThreeD = threeD
        }
    }

    /// Not vacuous: across the samples the reference grows boxes over edge boxes, and the deferral leaves shapes
    /// whose edge boxes it never computes.
    @Test func theDeferralIsExercised() throws {
        var grownByEdges = 0, skipped = 0
        for sample in try LottieIncrementalRenderingTests.samples() {
            let animation = try Oracle.animation(sample)
            let w = 200, h = 200
            let k = 200 / max(animation.canvasSize.width, animation.canvasSize.height)
            var previous: [LayerState]? = nil
            for frame in 0..<min(animation.frameCount, 60) {
                let tree = Oracle.scaled(animation.layerTree.presentationForDrawing(
                    at: animation.time(atFrame: animation.inPoint + Double(frame))), by: k)
                defer { previous = tree }
                guard let previous, !tree.contains(where: Damage.usesThreeD) else { continue }
                var d = Damage.Collector(canvas: PixelBox(x0: 0, y0: 0, x1: w, y1: h))
                d.compareLists(previous, tree, toDevice: .scale(1, 1))
                guard let box = d.box?.clipped(width: w, height: h), !box.isEmpty else { continue }
                var whole = Damage.Collector.WholeDrawings()
                for l in tree { Damage.Collector.wholeDrawings(l, toDevice: .scale(1, 1), canvas: d.canvas, into: &whole) }
                var onlyGroups = whole
                onlyGroups.deferred = []
                let withoutEdges = Damage.grown(box, over: &onlyGroups, canvas: d.canvas)
                let fast = Damage.grown(box, over: &whole, canvas: d.canvas)
                if fast != withoutEdges { grownByEdges += 1 }
                if !whole.deferred.isEmpty { skipped += 1 }
            }
        }
        #expect(grownByEdges > 0)
        #expect(skipped > 0)
    }

    /// A renderer that decides from measured work between damage regions and whole draws gives a full redraw's
    /// bytes at every frame, whichever it chose (the choice depends on time, the bytes must not).
    @Test(arguments: ["TypeFace-R", "Watermelon", "LottieLogo1", "LottieFiles-cactus"])
    func measuredWorkGivesTheBytesOfAFullRedraw(_ sample: String) throws {
        let animation = try Oracle.animation(sample)
        let (size, k) = Oracle.viewCanvas(animation)
        let evaluator = DrawingEvaluator(tree: animation.layerTree)
        let full = try Renderer(canvasSize: size, scale: 1, background: nil, images: [:])
        let incremental = IncrementalRenderer(renderer: try Renderer(canvasSize: size, scale: 1, background: nil, images: [:]),
                                              decidesFromMeasuredWork: true)
        for frame in 0..<min(max(animation.frameCount, 1), 80) {
            let tree = Oracle.scaled(evaluator.layers(at: animation.time(atFrame: animation.inPoint + Double(frame))), by: k)
            _ = try incremental.render(tree)
            let reference = try full.render(tree)
            if incremental.frame.pixels != reference.pixels {
                Issue.record("\(sample) frame \(frame): differs from a full redraw")
                return
            }
        }
    }
}
