import Geometry
import Testing
@testable import Motion

private func number(_ v: AnimatableValue?) -> Double? {
    if case .number(let n)? = v { return n }
    return nil
}

private func at(_ k: KeyframeAnimation, _ progress: Double, iteration: Int = 0) -> AnimatableValue? {
    k.value(at: LocalTime(iteration: iteration, progress: progress), presentation: .number(0))
}

// §12.4: values [0, 10, 30], keyTimes [0, 0.25, 1], linear, t = 0.5 → segment 1, u = 1/3 → 16.6666667.
@Test func linearWithKeyTimes() throws {
    var k = KeyframeAnimation(keyPath: "opacity", values: [.number(0), .number(10), .number(30)])
    k.keyTimes = [0, 0.25, 1]
    #expect(abs(try #require(number(at(k, 0.5))) - 50.0 / 3) < 1e-12)
    #expect(number(at(k, 0)) == 0)
    #expect(number(at(k, 0.25)) == 10)
    #expect(number(at(k, 1)) == 30)
}

// §12.4: no keyTimes, discrete: three slots of 1/3. t = 0.5 → 10; t = 0.9 → 30.
@Test func discreteSlots() {
    var k = KeyframeAnimation(keyPath: "opacity", values: [.number(0), .number(10), .number(30)])
    k.calculationMode = .discrete
    #expect(number(at(k, 0.5)) == 10)
    #expect(number(at(k, 0.9)) == 30)
    #expect(number(at(k, 0.2)) == 0)
    #expect(number(at(k, 1)) == 30)
    // Apple's documented form: one more key time than values; each value holds from its key time to the next.
    k.keyTimes = [0, 0.1, 0.2, 1]
    #expect(number(at(k, 0.15)) == 10)
    #expect(number(at(k, 0.5)) == 30)
}

// Core Animation's rule for counts that do not fit (reference §4, `applyForTime`): the key times alone pick the
// segment (the first i with keyTimes[i + 1] > t, else the last) and the values are indexed clamped to the last one.
// A discrete animation with one key time per value therefore never shows its last value.
@Test func discreteWithOneKeyTimePerValueNeverShowsTheLastValue() {
    var k = KeyframeAnimation(keyPath: "opacity", values: [.number(0), .number(10), .number(30)])
    k.calculationMode = .discrete
    k.keyTimes = [0, 0.4, 0.8]
    #expect(number(at(k, 0.3)) == 0)
    #expect(number(at(k, 0.4)) == 10)
    #expect(number(at(k, 0.8)) == 10)
    #expect(number(at(k, 1)) == 10)
    // More key times than values + 1: the slots past the values hold the last one.
    k.keyTimes = [0, 0.2, 0.4, 0.6, 1]
    #expect(number(at(k, 0.5)) == 30)
    #expect(number(at(k, 0.9)) == 30)
}

// Core Animation returns before applying a keyframe animation with fewer than two values: a single held value
// (Apple's documented discrete form, two key times for one value) changes nothing, the layer shows its model value.
@Test func aKeyframeAnimationWithOneValueHasNoEffect() throws {
    var k = KeyframeAnimation(keyPath: "opacity", values: [.number(0)])
    k.calculationMode = .discrete
    k.keyTimes = [0, 1]
    #expect(at(k, 0.5) == nil)
    k.calculationMode = .linear
    k.keyTimes = nil
    #expect(at(k, 0.5) == nil)
    var tree = LayerTree(layers: [LayerState(id: "a")])
    k.timing.duration = 1
    k.calculationMode = .discrete
    k.keyTimes = [0, 1]
    try tree.add(.keyframe(k), toLayer: "a", at: 0)
    #expect(tree.presentation(of: "a", at: 0.5)?.opacity == 1)
}

// A linear animation whose key times outnumber its values: the last segments hold the last value.
@Test func linearKeyTimesBeyondTheValuesHoldTheLastValue() throws {
    var k = KeyframeAnimation(keyPath: "opacity", values: [.number(0), .number(10)])
    k.keyTimes = [0, 0.5, 1]
    #expect(abs(try #require(number(at(k, 0.25))) - 5) < 1e-12)
    #expect(number(at(k, 0.75)) == 10)
}

// §12.4: paced, values [0, 10, 30]: keyTimes become [0, 1/3, 1]; t = 0.5 → u = 0.25 → 15. keyTimes are ignored.
@Test func pacedRecomputesKeyTimes() throws {
    var k = KeyframeAnimation(keyPath: "opacity", values: [.number(0), .number(10), .number(30)])
    k.calculationMode = .paced
    k.keyTimes = [0, 0.9, 1]
    #expect(abs(try #require(number(at(k, 0.5))) - 15) < 1e-12)
    #expect(abs(try #require(number(at(k, 0.2))) - 6) < 1e-12)
}

@Test func perSegmentTimingFunctions() throws {
    var k = KeyframeAnimation(keyPath: "opacity", values: [.number(0), .number(10), .number(30)])
    k.timingFunctions = [.easeInEaseOut, .linear]
    // Segment 0 at u = 0.25 is eased: 10 × easeInEaseOut(0.25) (§12.1: 0.129161931047).
    #expect(abs(try #require(number(at(k, 0.125))) - 1.29161931047) < 1e-9)
    // Segment 1 is linear.
    #expect(abs(try #require(number(at(k, 0.75))) - 20) < 1e-12)
}

// Catmull-Rom (cubic with t = c = b = 0) for [0, 10, 30] with evenly spaced keys, segment 0 at u = 0.5:
// P₋₁ = 2·0 − 10 = −10; tangents T₀ = (10 − (−10))/2 = 10, T₁ = (30 − 0)/2 = 15;
// Hermite(0.5) = 0.5·0 + 0.125·10 + 0.5·10 − 0.125·15 = 4.375.
@Test func cubicIsCatmullRomByDefault() throws {
    var k = KeyframeAnimation(keyPath: "opacity", values: [.number(0), .number(10), .number(30)])
    k.calculationMode = .cubic
    #expect(abs(try #require(number(at(k, 0.25))) - 4.375) < 1e-12)
    // It passes through every keyframe.
    #expect(number(at(k, 0.5)) == 10)
    // Tension 1 flattens the tangents: smoothstep between the values, 5 at the middle of segment 0.
    k.tensionValues = [1, 1, 1]
    #expect(abs(try #require(number(at(k, 0.25))) - 5) < 1e-12)
    // Only two values: plain linear (Core Animation's fallback).
    let two = KeyframeAnimation(keyPath: "opacity", values: [.number(0), .number(10)])
    var cubicTwo = two
    cubicTwo.calculationMode = .cubic
    #expect(number(at(cubicTwo, 0.3)) == number(at(two, 0.3)))
}

@Test func cubicWorksOnPoints() throws {
    var k = KeyframeAnimation(keyPath: "position", values: [.point(Point(x: 0, y: 0)), .point(Point(x: 10, y: 10)),
                                                            .point(Point(x: 30, y: 0))])
    k.calculationMode = .cubic
    guard case .point(let p)? = at(k, 0.25) else { Issue.record("expected a point"); return }
    #expect(abs(p.x - 4.375) < 1e-12)
    // y: P₋₁ = −10, T₀ = 10, T₁ = (0 − 0)/2 = 0 → 0.125·10 + 0.5·10 = 6.25.
    #expect(abs(p.y - 6.25) < 1e-12)
}

@Test func snapNearKeyframes() {
    // Core Animation returns the keyframe value itself when u is within 0.001 of a segment end.
    var k = KeyframeAnimation(keyPath: "opacity", values: [.number(0), .number(1000)])
    #expect(number(at(k, 0.0005)) == 0)
    #expect(number(at(k, 0.9995)) == 1000)
    #expect(number(at(k, 0.002)) == 2)
    k.isCumulative = true
    // Cumulative adds iteration × the last value.
    #expect(number(at(k, 0.5, iteration: 2)) == 2500)
}

@Test func pathBasedPositionFollowsTheElements() throws {
    var k = KeyframeAnimation(keyPath: "position")
    k.path = Path([.move(Point(x: 0, y: 0)), .line(Point(x: 100, y: 0)), .line(Point(x: 100, y: 100))])
    k.rotationMode = .auto
    var layer = LayerState(id: "a")
    let model = layer
    k.timing.duration = 1
    try Animation.keyframe(k).apply(to: &layer, model: model, at: 0.25)
    #expect(layer.position == Point(x: 50, y: 0))
    #expect(layer.transform == .identity)
    layer = model
    try Animation.keyframe(k).apply(to: &layer, model: model, at: 0.75)
    #expect(layer.position == Point(x: 100, y: 50))
    // Tangent straight down (+y): a rotation by π/2 concatenated onto the transform.
    let r = AffineTransform.rotation(.pi / 2)
    #expect(abs(layer.transform.affine.a - r.a) < 1e-12 && abs(layer.transform.affine.b - r.b) < 1e-12)
    k.rotationMode = .autoReverse
    layer = model
    try Animation.keyframe(k).apply(to: &layer, model: model, at: 0.75)
    #expect(abs(layer.transform.affine.b - (-1)) < 1e-12)
}

@Test func pacedPathMovesAtConstantSpeed() throws {
    var k = KeyframeAnimation(keyPath: "position")
    // Lengths 30 and 10: key times [0, 0.75, 1].
    k.path = Path([.move(Point(x: 0, y: 0)), .line(Point(x: 30, y: 0)), .line(Point(x: 30, y: 10))])
    k.calculationMode = .paced
    guard case .point(let p)? = at(k, 0.5) else { Issue.record("expected a point"); return }
    #expect(abs(p.x - 20) < 1e-9 && p.y == 0)
    // A curved element: paced motion covers equal arc length in equal time (within the 64-sample table).
    k.path = Path([.move(Point(x: 0, y: 0)), .cubic(Point(x: 0, y: 100), Point(x: 100, y: 100), Point(x: 100, y: 0))])
    guard case .point(let q)? = at(k, 0.5) else { Issue.record("expected a point"); return }
    // Symmetric curve: half the length is at the apex.
    #expect(abs(q.x - 50) < 0.05 && abs(q.y - 75) < 0.05)
}

@Test func keyframeValidation() {
    var k = KeyframeAnimation(keyPath: "opacity", values: [.number(0), .number(10), .number(30)])
    k.keyTimes = [0, 0.5, 0.25]
    #expect(throws: KeyframeError.keyTimesNotIncreasing(index: 2)) { try k.validate() }
    k.keyTimes = [0, 1]
    #expect(throws: KeyframeError.keyTimesCount(expected: "3", got: 2)) { try k.validate() }
    k.keyTimes = nil
    k.timingFunctions = [.linear]
    #expect(throws: KeyframeError.timingFunctionsCount(expected: 2, got: 1)) { try k.validate() }
    k.timingFunctions = nil
    k.biasValues = [0, 2, 0]
    #expect(throws: KeyframeError.kbOutOfRange(name: "biasValues", index: 1)) { try k.validate() }
    k.biasValues = nil
    k.rotationMode = .auto
    #expect(throws: KeyframeError.rotationModeWithoutPath) { try k.validate() }
    // Through a layer tree: type-checked and validated when added.
    var tree = LayerTree(layers: [LayerState(id: "a")])
    var bad = KeyframeAnimation(keyPath: "position", values: [.number(1)])
    #expect(throws: MotionError.typeMismatch(keyPath: "position", expected: "a point", got: "a number")) {
        try tree.add(.keyframe(bad), toLayer: "a")
    }
    bad = KeyframeAnimation(keyPath: "opacity", values: [.number(1), .number(0)])
    bad.keyTimes = [0.5, 0.2]
    #expect(throws: MotionError.invalidKeyframes(keyPath: "opacity", .keyTimesNotIncreasing(index: 1))) {
        try tree.add(.keyframe(bad), toLayer: "a")
    }
}

// cubicPaced: constant speed along the spline itself (arc length sampled at 32 points per segment, so the speed is
// even to within the sampling error of a chord approximation, ~1 %).
@Test func cubicPacedMovesAtConstantSpeed() {
    var k = KeyframeAnimation(keyPath: "position", values: [
        .point(Point(x: 0, y: 0)), .point(Point(x: 40, y: 60)), .point(Point(x: 0, y: 100)),
        .point(Point(x: 60, y: 160)), .point(Point(x: 20, y: 220)),
    ])
    k.calculationMode = .cubicPaced
    var points: [Point] = []
    for j in 0...400 {
        guard case .point(let p)? = at(k, Double(j) / 400) else { Issue.record("expected a point"); return }
        points.append(p)
    }
    let steps = zip(points, points.dropFirst()).map { $0.distance(to: $1) }
    let mean = steps.reduce(0, +) / Double(steps.count)
    // Skip the steps touching the 0.001 keyframe snap.
    let interior = steps.enumerated().filter { i, _ in !points[i].isKeyframe(of: k) && !points[i + 1].isKeyframe(of: k) }
    for (i, s) in interior { #expect(abs(s - mean) / mean < 0.02, "step \(i): \(s) vs \(mean)") }
    // Plain cubic on the same values is far from constant speed.
    k.calculationMode = .cubic
    var cubic: [Point] = []
    for j in 0...400 { if case .point(let p)? = at(k, Double(j) / 400) { cubic.append(p) } }
    let cubicSteps = zip(cubic, cubic.dropFirst()).map { $0.distance(to: $1) }
    #expect((cubicSteps.max() ?? 0) / (cubicSteps.min() ?? 1) > 1.5)
}

private extension Point {
    func isKeyframe(of k: KeyframeAnimation) -> Bool { k.values.contains(.point(self)) }
}
