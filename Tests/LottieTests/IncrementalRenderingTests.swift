import Foundation
import Geometry
import Lottie
import Motion
import Raster
import Render
import TestSupport
import Testing

// Exactness of frame reuse and damage regions on Lottie translations (masks, mattes, trims, gradients, precomps):
// every frame an `IncrementalRenderer` draws over an earlier one is byte for byte the frame a fresh full redraw
// gives. Each oracle animation is visited forwards over a run of consecutive frames (as one render thread's
// contiguous run does) and then in a stride over its whole timeline (each frame drawn over a distant one), on a
// transparent canvas of lottie-ios's snapshot view at 1 px per point, visits capped so the suite stays quick. The
// incremental frames are drawn from the tree as render paths evaluate it (`presentationForDrawing`: hidden subtrees
// left unevaluated), the full redraws from the whole presentation tree.

@Suite struct LottieIncrementalRenderingTests {
    static func samples() throws -> [String] {
        try Array(Set(Oracle.snapshots().map(\.sample))).sorted().nonEmpty("oracle samples")
    }

    @Test(arguments: try samples())
    func everyVisitedFrameEqualsAFullRedraw(_ sample: String) throws {
        let animation = try Oracle.animation(sample)
        let (size, k) = Oracle.viewCanvas(animation)
        // The incremental side evaluates as render workers do: held frames hand back the previous layers.
        let evaluator = DrawingEvaluator(tree: animation.layerTree)
        func layers(_ frame: Int, forDrawing: Bool = false) -> [LayerState] {
            let t = animation.time(atFrame: animation.inPoint + Double(frame))
            return Oracle.scaled(forDrawing ? evaluator.layers(at: t) : animation.layerTree.presentation(at: t), by: k)
        }
        let count = max(animation.frameCount, 1)
        let runStart = count / 3, runEnd = min(count, runStart + 40)
        let stride = max(2, count / 12)
        let order = Array(runStart..<runEnd) + (0..<2).flatMap { Array(Swift.stride(from: $0, to: count, by: stride)) }

        let full = try Renderer(canvasSize: size, scale: 1, background: nil, images: [:])
        let incremental = IncrementalRenderer(renderer: try Renderer(canvasSize: size, scale: 1, background: nil, images: [:]))
        func visit() throws {
            for frame in order {
                _ = try incremental.render(layers(frame, forDrawing: true))
                let reference = try full.render(layers(frame))
                if incremental.frame.pixels != reference.pixels {
                    let differing = zip(incremental.frame.pixels, reference.pixels).filter { $0 != $1 }.count
                    Issue.record("\(sample) frame \(frame): \(differing) bytes differ from a full redraw")
                    return
                }
            }
        }
        if Self.knownDamageMisses.contains(sample) {
            // An open bug, not a tolerance: the test fails again once the miss is fixed, so the entry is removed.
            withKnownIssue("a damage region misses one pixel at one frame (set 2: shapes under an inverted matte, a repeater)") { try visit() }
        } else {
            try visit()
        }
    }

    /// Samples whose incremental frames still differ from a full redraw (open bugs, named in the stop note):
    /// `Issues-issue_2220` (oracle set 2), frame 70, one byte.
    static let knownDamageMisses: Set<String> = ["Issues-issue_2220"]

    /// Frame reuse without evaluation (`LayerTree.presentsTheSame`): wherever two frames of a sample are called the
    /// same, their presentation trees are equal — every frame against the next and against the one 7 later — and
    /// the samples' held runs are recognised (not a vacuous test).
    @Test func framesCalledTheSameHaveEqualTrees() throws {
        var recognised = 0
        for sample in try Self.samples() {
            let animation = try Oracle.animation(sample)
            let tree = animation.layerTree
            let times = (0..<max(animation.frameCount, 1)).map { animation.time(atFrame: animation.inPoint + Double($0)) }
            for (i, t0) in times.enumerated() {
                for t1 in [i + 1, i + 7].filter({ $0 < times.count }).map({ times[$0] })
                where tree.presentsTheSame(at: t0, and: t1) {
                    recognised += 1
                    if tree.presentation(at: t0) != tree.presentation(at: t1) {
                        Issue.record("\(sample): frames at \(t0) s and \(t1) s called the same, but their trees differ")
                        return
                    }
                }
            }
        }
        #expect(recognised > 1000)
    }

    @Test func theDamagePathIsExercised() throws {
        // Across the samples, some frames must be reused or drawn in part, or the test above would only compare full
        // redraws with full redraws.
        var partial = 0
        for sample in try Self.samples().prefix(12) {
            let animation = try Oracle.animation(sample)
            let size = Size(width: 200, height: 200)
            let incremental = IncrementalRenderer(renderer: try Renderer(canvasSize: size, scale: 1, background: nil, images: [:]))
            let k = 200 / max(animation.canvasSize.width, animation.canvasSize.height)
            for frame in 0..<min(animation.frameCount, 20) {
                var tree = animation.layerTree.presentation(at: animation.time(atFrame: animation.inPoint + Double(frame)))
                for i in tree.indices { tree[i].transform = tree[i].transform.concatenating(.scale(k, k)) }
                if try incremental.render(tree) != .full { partial += 1 }
            }
        }
        #expect(partial > 0)
    }
}
