import Composition
import Geometry
import Lottie
import Motion
import XCTest

/// Merge paths (`mm`) under `--lottie-semantics after-effects` (`LottieTranslator+MergePaths.swift`): the paths above
/// the merge in its group (child groups' through their transforms) combined in order by the mode, the fills above it
/// no longer drawn, those after it painting the result; lottie-ios ignores merges (with a warning).
final class MergePathsTests: XCTestCase {
    private let ae = LottieOptions(semantics: .afterEffects)
    private let fill = #"{"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}}"#
    private let transform = #"{"ty": "tr", "p": {"a": 0, "k": [0, 0]}}"#

    /// A `size` × `size` square whose top-left corner is (`x`, `y`).
    private func square(_ x: Double, _ y: Double, _ size: Double = 20) -> String {
        #"{"ty": "rc", "s": {"a": 0, "k": [\#(size), \#(size)]}, "p": {"a": 0, "k": [\#(x + size / 2), \#(y + size / 2)]}, "r": {"a": 0, "k": 0}}"#
    }

    private func merge(_ mode: Int) -> String { #"{"ty": "mm", "mm": \#(mode)}"# }

    private func animation(_ items: [String], options: LottieOptions) throws -> LottieAnimation {
        let shapes = #"[{"ty": "gr", "it": [\#((items + [transform]).joined(separator: ", "))]}]"#
        return try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes)]), options: options)
    }

    /// The paths drawn (layers with a path), in drawing order, at `frame`.
    private func paths(_ a: LottieAnimation, atFrame frame: Double = 0) -> [Path] {
        var out: [Path] = []
        func walk(_ l: LayerState) {
            if let p = l.path { out.append(p) }
            l.sublayers.forEach(walk)
        }
        a.layerTree.presentation(at: frame / 10).forEach(walk)
        return out
    }

    private func mergedArea(_ items: [String]) throws -> Double {
        let drawn = paths(try animation(items, options: ae))
        XCTAssertEqual(drawn.count, 1, "one merged path")
        return drawn.first?.signedArea ?? .nan
    }

    /// Two 20 × 20 squares overlapping in a 10 × 10 square: each mode's exact area (straight edges: no flattening).
    func testEachModeOfTwoOverlappingSquares() throws {
        let a = square(0, 0), b = square(10, 10)
        XCTAssertEqual(try mergedArea([a, b, merge(2), fill]), 700, accuracy: 1e-9, "add: the union")
        XCTAssertEqual(try mergedArea([a, b, merge(3), fill]), 300, accuracy: 1e-9, "subtract: the first minus the second")
        XCTAssertEqual(try mergedArea([b, a, merge(3), fill]), 300, accuracy: 1e-9)
        XCTAssertEqual(try mergedArea([a, b, merge(4), fill]), 100, accuracy: 1e-9, "intersect")
        XCTAssertEqual(try mergedArea([a, b, merge(5), fill]), 600, accuracy: 1e-9, "exclude intersections")
        // Merge (1): both squares as one compound path, as drawn without the merge under after-effects.
        XCTAssertEqual(paths(try animation([a, b, merge(1), fill], options: ae)), paths(try animation([a, b, fill], options: ae)))
        let subtracted = try XCTUnwrap(paths(try animation([a, b, merge(3), fill], options: ae)).first)
        XCTAssertEqual(subtracted.bounds, Rect(x: 0, y: 0, width: 20, height: 20))
    }

    /// Three paths: each next one applied to the result so far, so subtract cuts both later squares out of the
    /// first, and intersect keeps what all three share.
    func testModesFoldInOrder() throws {
        let a = square(0, 0, 30), b = square(0, 0, 10), c = square(20, 20, 10)
        XCTAssertEqual(try mergedArea([a, b, c, merge(3), fill]), 900 - 200, accuracy: 1e-9)
        XCTAssertEqual(try mergedArea([b, a, c, merge(3), fill]), 0, accuracy: 1e-9, "the first square lies inside the second")
        XCTAssertEqual(try mergedArea([a, square(10, 10, 30), square(5, 5, 10), merge(4), fill]), 25, accuracy: 1e-9)
        // Exclude: the area covered an odd number of times (three nested squares: 900 − 400 + 100).
        XCTAssertEqual(try mergedArea([a, square(5, 5, 20), square(10, 10, 10), merge(5), fill]), 600, accuracy: 1e-9)
    }

    /// The fill above the merge no longer draws; lottie-ios draws both squares with it and ignores the merge.
    func testPaintsAboveTheMergeDoNotDraw() throws {
        let red = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}"#
        let items = [square(0, 0), square(10, 10), red, merge(2), fill]
        let a = try animation(items, options: ae)
        XCTAssertEqual(paths(a).map(\.signedArea), [700])
        XCTAssertEqual(a.warnings, [])
        let ios = try animation(items, options: LottieOptions())
        XCTAssertEqual(paths(ios).map { $0.signedArea.magnitude.rounded() }, [400, 400, 400, 400], "two paints × two squares")
        XCTAssertEqual(ios.warnings.map(\.message), ["merge paths are ignored, as lottie-ios ignores them (the shapes are drawn unmerged; --lottie-semantics after-effects will merge them)"])
        XCTAssertEqual(a.semanticsDifferences, ["merge paths"])
        // lottie-ios also meets the two rectangles under one fill, which After Effects' merge consumes.
        XCTAssertEqual(ios.semanticsDifferences, ["several paths under one fill or stroke, not all sh (one compound path)", "merge paths"])
    }

    /// A child group above the merge: its path through the child's transform (moved by 10, 10 and scaled ×2 about
    /// its anchor), its own fill not drawn.
    func testChildGroupPathsThroughTheirTransform() throws {
        let child = #"{"ty": "gr", "it": [\#(square(0, 0, 10)), \#(fill), {"ty": "tr", "a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [10, 10]}, "s": {"a": 0, "k": [200, 200]}}]}"#
        let a = try animation([square(0, 0), child, merge(3), fill], options: ae)
        let drawn = paths(a)
        XCTAssertEqual(drawn.count, 1)
        // The child's square is 10…30 × 10…30 in the parent: 100 of it overlaps the first square.
        XCTAssertEqual(drawn[0].signedArea, 300, accuracy: 1e-9)
        XCTAssertEqual(try mergedArea([square(0, 0), child, merge(2), fill]), 700, accuracy: 1e-9)
    }

    /// Curves are flattened within 0.01 (`MergeMode.tolerance`): every vertex of a merged circle of radius 20 lies
    /// on Lottie's four-cubic circle (up to 0.027 % outside the true circle), its chords within 0.01 inside it.
    func testCurvesAreFlattenedWithinTheTolerance() throws {
        let circle = #"{"ty": "el", "s": {"a": 0, "k": [40, 40]}, "p": {"a": 0, "k": [50, 50]}}"#
        let drawn = paths(try animation([circle, square(100, 100), merge(2), fill], options: ae))
        let points = try XCTUnwrap(drawn.first).elements.flatMap(\.points).filter { $0.x < 90 }
        XCTAssertGreaterThan(points.count, 100)
        for p in points {
            let r = p.distance(to: Point(x: 50, y: 50))
            XCTAssertLessThanOrEqual(r, 20 * 1.00028)
            XCTAssertGreaterThanOrEqual(r, 20 - 0.01)
        }
        let area = try XCTUnwrap(drawn.first).signedArea - 400
        XCTAssertLessThan(area, Double.pi * 400 * 1.0006)
        XCTAssertGreaterThan(area, Double.pi * 400 * (1 - 0.001))
    }

    /// An animated input: the merge is evaluated at every whole frame through the last keyframe (a boolean
    /// result's vertices do not correspond between keyframes), so each frame shows the exact union of that frame's
    /// squares, held until the next frame.
    func testAnimatedInputMergesEachFrame() throws {
        let moving = #"{"ty": "rc", "s": {"a": 0, "k": [20, 20]}, "p": {"a": 1, "k": [{"t": 0, "s": [10, 10], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [30, 10]}]}, "r": {"a": 0, "k": 0}}"#
        let a = try animation([square(0, 0), moving, merge(2), fill], options: ae)
        // Frames 2.5 and 5.05 hold frames 2 and 5 (squares at x 4 and 10); frame 10 is the last keyframe's.
        for (frame, overlap) in [(0.0, 400.0), (2.5, 320), (5.05, 200), (10, 0)] {
            XCTAssertEqual(try XCTUnwrap(paths(a, atFrame: frame).first).signedArea, 800 - overlap, accuracy: 1e-9)
        }
    }

    /// A shape modifier after the merge applies to the merged path; one above it to its input only.
    func testModifiersBeforeAndAfterTheMerge() throws {
        let pb = #"{"ty": "pb", "a": {"a": 0, "k": 30}}"#
        let union = try XCTUnwrap(paths(try animation([square(0, 0), square(10, 10), merge(2), fill], options: ae)).first)
        let after = paths(try animation([square(0, 0), square(10, 10), merge(2), pb, fill], options: ae))
        XCTAssertEqual(after, [union.puckeredAndBloated(amount: 30)])
        let before = try XCTUnwrap(paths(try animation([square(0, 0), pb, square(10, 10), merge(2), fill], options: ae)).first)
        XCTAssertNotEqual(before, union)
        XCTAssertEqual(before.bounds.maxX, 30, accuracy: 1e-9, "the second square is not bloated")
    }

    /// The merge's inputs count against the path-element limit (two rectangles: 12 elements), naming the merge.
    func testInputsWithinThePathElementLimit() throws {
        var limits = Limits()
        limits.maximumPathElements = 10
        XCTAssertThrowsError(try Limits.$current.withValue(limits) {
            try self.animation([self.square(0, 0), self.square(10, 10), self.merge(2), self.fill], options: self.ae)
        }) { error in
            XCTAssertEqual((error as? LottieError)?.path, "layers[0].shapes[0].it[2]")
        }
        limits.maximumPathElements = 12
        XCTAssertNoThrow(try Limits.$current.withValue(limits) {
            try self.animation([self.square(0, 0), self.square(10, 10), self.merge(2), self.fill], options: self.ae)
        })
    }

    /// A trim above a merge is not applied to its inputs (a warning naming the trim); one after it trims the
    /// merged path's stroke as any path's.
    func testTrimAboveTheMergeWarns() throws {
        let tm = #"{"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 0}}"#
        let a = try animation([square(0, 0), tm, square(10, 10), merge(2), fill], options: ae)
        XCTAssertEqual(a.warnings.map(\.path), ["layers[0].shapes[0].it[1]"])
        XCTAssertEqual(paths(a).map(\.signedArea), [700])
    }

    /// An unknown mode is read as merge (1), with a warning naming `mm`.
    func testUnknownModeWarns() throws {
        let a = try animation([square(0, 0), square(10, 10), merge(9), fill], options: ae)
        XCTAssertEqual(a.warnings.map(\.path), ["layers[0].shapes[0].it[2].mm"])
        XCTAssertEqual(paths(a).count, 1)
    }
}
