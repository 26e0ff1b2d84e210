import Geometry
@testable import Lottie
import XCTest

/// `KeyframeGroup.value(atFrame:)`, the values the translation samples itself (combined transforms and paths,
/// expressions, modifiers): a keyframe with spatial tangents moves along its Bézier by arc length, as lottie-ios's
/// `KeyframeInterpolator` and After Effects move it.
final class KeyframesTests: XCTestCase {
    private func group(to: Point?, ti: Point?) -> KeyframeGroup<LottieVector> {
        var a = Keyframe<LottieVector>(time: 0, value: [0, 0, 0])
        a.spatialOutTangent = to
        var b = Keyframe<LottieVector>(time: 10, value: [30, 0, 6])
        b.spatialInTangent = ti
        return KeyframeGroup(keyframes: [a, b])
    }

    /// Control points (10, 0) and (30, 0) keep the curve on the x axis; its parameter 0.5 is at x = 18.75, half its
    /// length at x = 15. z blends linearly.
    func testASpatialSegmentIsWalkedByArcLength() {
        let v = group(to: Point(x: 10, y: 0), ti: Point(x: 0, y: 0)).value(atFrame: 5)
        XCTAssertEqual(v[0], 15, accuracy: 1e-3, "PathMeasure's 64 chords a curve")
        XCTAssertEqual(v[1], 0, accuracy: 1e-12)
        XCTAssertEqual(v[2], 3, accuracy: 1e-12)
    }

    /// A curve symmetric about x = 15 (control points (0, 20) and (30, 20)): half its length is its apex, the
    /// Bézier at parameter 0.5, (15, 15); a quarter of its length is not the parameter 0.25 point.
    func testASymmetricArcIsHalvedAtItsApex() {
        let g = group(to: Point(x: 0, y: 20), ti: Point(x: 0, y: 20))
        let half = g.value(atFrame: 5)
        XCTAssertEqual(half[0], 15, accuracy: 1e-3)
        XCTAssertEqual(half[1], 15, accuracy: 1e-3)
        let quarter = g.value(atFrame: 2.5)
        // B(0.25) = 3·0.75²·0.25·(0, 20) + 3·0.75·0.25²·(30, 20) + 0.25³·(30, 0) = (4.6875, 11.25).
        XCTAssertGreaterThan(abs(quarter[0] - 4.6875) + abs(quarter[1] - 11.25), 0.1)
        XCTAssertEqual(quarter[0], 30 - g.value(atFrame: 7.5)[0], accuracy: 1e-3, "symmetric about x = 15")
    }

    /// No spatial tangents, or zero ones: the straight blend, exactly.
    func testWithoutTangentsTheBlendIsStraight() {
        for g in [group(to: nil, ti: nil), group(to: .zero, ti: .zero)] {
            XCTAssertEqual(g.value(atFrame: 5), [15, 0, 3])
        }
    }
}
