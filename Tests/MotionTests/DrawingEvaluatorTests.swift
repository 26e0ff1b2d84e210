import Geometry
import Testing
@testable import Motion

// `LayerTree.presentsTheSame(at:and:)` and `DrawingEvaluator`: two times are called the same only when the
// presentation trees are equal, and the common held runs (equal keyframe values, holds, discrete slots, a finished
// animation that fills forwards) are recognised.

/// One layer whose opacity goes 0.2 → 0.2 → 0.9 → 0.9 over key times 0, 0.25, 0.5, 1 (linear, 4 s), and whose
/// position holds (0, 0) then jumps to (10, 0) at 3 s (discrete).
private func heldTree(timingFunction: TimingFunction? = nil) throws -> LayerTree {
    var tree = LayerTree(layers: [LayerState(id: "a"), LayerState(id: "b")])
    var k = KeyframeAnimation(keyPath: "opacity", values: [.number(0.2), .number(0.2), .number(0.9), .number(0.9)])
    k.keyTimes = [0, 0.25, 0.5, 1]
    k.timingFunction = timingFunction
    k.timing.duration = 4
    k.timing.fillMode = .forwards
    k.isRemovedOnCompletion = false
    try tree.add(.keyframe(k), toLayer: "a", at: 0)
    var d = KeyframeAnimation(keyPath: "position", values: [.point(.zero), .point(Point(x: 10, y: 0))])
    d.calculationMode = .discrete
    d.keyTimes = [0, 0.75, 1]
    d.timing.duration = 4
    try tree.add(.keyframe(d), toLayer: "b", at: 0)
    return tree
}

@Test func heldSegmentsAreTheSame() throws {
    let tree = try heldTree()
    // Opacity 0.2 over 0…1 s, position (0, 0) over 0…3 s.
    #expect(tree.presentsTheSame(at: 0, and: 0.9))
    // 1…2 s: opacity moves.
    #expect(!tree.presentsTheSame(at: 0.9, and: 1.5))
    // 2…3 s: opacity 0.9 and the position held: the same.
    #expect(tree.presentsTheSame(at: 2.1, and: 2.9))
    // 3 s: the discrete slot changes.
    #expect(!tree.presentsTheSame(at: 2.9, and: 3.1))
    // Past the end: opacity fills forwards at 0.9; the position animation is removed (model): the same.
    #expect(tree.presentsTheSame(at: 4.5, and: 9))
    // Across the position animation's removal at 4 s: not the same.
    #expect(!tree.presentsTheSame(at: 3.5, and: 4.5))
    // An easing changes nothing inside a segment between equal values.
    #expect(try heldTree(timingFunction: .easeInEaseOut).presentsTheSame(at: 0.1, and: 0.4))
}

/// The invariant behind frame reuse: wherever two times are called the same, the presentation trees are equal —
/// checked over a grid of time pairs on trees with holds, eased and discrete keyframes, basic animations that end,
/// groups, a model change and a layer whose own time runs at another speed.
@Test func theSameMeansEqualTrees() throws {
    var tree = try heldTree()
    var slow = LayerState(id: "slow")
    slow.speed = 0.5
    slow.timeOffset = 0.3
    var inner = LayerState(id: "inner")
    inner.opacity = 0.5
    slow.sublayers = [inner]
    tree = LayerTree(layers: tree.initialLayers + [slow])
    var k = KeyframeAnimation(keyPath: "opacity", values: [.number(0.2), .number(0.2), .number(0.9), .number(0.9)])
    k.keyTimes = [0, 0.25, 0.5, 1]
    k.timing.duration = 4
    try tree.add(.keyframe(k), toLayer: "a", at: 0)
    var basic = BasicAnimation(keyPath: "position.x")
    basic.fromValue = .number(0)
    basic.toValue = .number(40)
    basic.timing.duration = 1.5
    basic.timing.fillMode = .forwards
    basic.isRemovedOnCompletion = false
    try tree.add(.basic(basic), toLayer: "inner", at: 0.5)
    var hold = KeyframeAnimation(keyPath: "opacity", values: [.number(1), .number(0.25), .number(0.25)])
    hold.keyTimes = [0, 0.5, 1]
    hold.timing.duration = 2
    hold.timing.repeatCount = 2
    var group = AnimationGroup(animations: [.keyframe(hold)])
    group.timing.duration = 4
    try tree.add(.group(group), toLayer: "b", at: 0)
    try tree.commit(Transaction(at: 2.5, changes: [PropertyChange(layer: "slow", keyPath: "opacity", value: .number(0.7))]))

    let times = stride(from: 0.0, through: 10, by: 0.125).map { $0 }
    var same = 0
    for t0 in times {
        for t1 in times where tree.presentsTheSame(at: t0, and: t1) {
            same += 1
            #expect(tree.presentation(at: t0) == tree.presentation(at: t1), "\(t0) and \(t1)")
        }
    }
    // Not a vacuous test: beyond the diagonal, many pairs are recognised.
    #expect(same > times.count * 4)
}

/// The evaluator hands back the previous layers themselves (shared storage) for a held time, and a new evaluation
/// otherwise; both equal `presentationForDrawing`.
@Test func theEvaluatorReusesTheLayersOfAHeldFrame() throws {
    let tree = try heldTree()
    let evaluator = DrawingEvaluator(tree: tree)
    let first = evaluator.layers(at: 0.1)
    let held = evaluator.layers(at: 0.5)
    #expect(zip(first, held).allSatisfy { $0.sharesStorage(with: $1) })
    #expect(held == tree.presentationForDrawing(at: 0.5))
    let moved = evaluator.layers(at: 1.5)
    #expect(moved == tree.presentationForDrawing(at: 1.5))
    #expect(moved != held)
}

/// A replicator's copies run at shifted times, which the timelines walk does not follow: never called the same.
@Test func replicatorsAreNeverCalledTheSame() throws {
    var r = LayerState(id: "r", type: .replicator)
    r.instanceCount = 2
    r.instanceDelay = 0.5
    r.sublayers = [LayerState(id: "c")]
    let tree = LayerTree(layers: [r])
    #expect(!tree.presentsTheSame(at: 0, and: 1))
    #expect(tree.presentsTheSame(at: 1, and: 1))
}

/// A frame where one layer changes: the evaluator re-evaluates that layer and hands back the others' earlier
/// storage; over a walk of times back and forth, every result equals `presentationForDrawing`.
@Test func unchangedSubtreesKeepTheirStorage() throws {
    var root = LayerState(id: "root")
    var still = LayerState(id: "still")
    still.sublayers = [LayerState(id: "leaf")]
    root.sublayers = [still, LayerState(id: "moving")]
    var tree = LayerTree(layers: [root])
    var move = BasicAnimation(keyPath: "position.x")
    move.fromValue = .number(0)
    move.toValue = .number(100)
    move.timing.duration = 2
    try tree.add(.basic(move), toLayer: "moving", at: 0)
    var blink = KeyframeAnimation(keyPath: "opacity", values: [.number(1), .number(0), .number(0), .number(1)])
    blink.keyTimes = [0, 0.25, 0.75, 1]
    blink.timing.duration = 4
    try tree.add(.keyframe(blink), toLayer: "leaf", at: 0)

    let evaluator = DrawingEvaluator(tree: tree)
    let a = evaluator.layers(at: 1.2)
    let b = evaluator.layers(at: 1.4)
    // "moving" changed; "still" and its leaf (opacity 0 over 1…3 s) are the same storage as before.
    #expect(a[0].sublayers[0].sharesStorage(with: b[0].sublayers[0]))
    #expect(!a[0].sublayers[1].sharesStorage(with: b[0].sublayers[1]))
    #expect(b == tree.presentationForDrawing(at: 1.4))
    for t in [0.0, 3.5, 0.5, 0.5, 2.9, 1.1, 4.5, 0.2, 3.9, 3.9, 1.0, 2.0] {
        #expect(evaluator.layers(at: t) == tree.presentationForDrawing(at: t), "at \(t)")
    }
}

/// A layer evaluated again to the values it had at its last evaluation keeps that evaluation's storage, even where
/// the timelines cannot tell (a cubic spline through equal values is never assumed to hold): the renderer then finds
/// the frame unchanged by identity. Where the values differ, the storage is new.
@Test func reEvaluatedEqualLayersKeepTheirEarlierStorage() throws {
    var tree = LayerTree(layers: [LayerState(id: "a"), LayerState(id: "b")])
    var k = KeyframeAnimation(keyPath: "opacity", values: [.number(0.4), .number(0.4), .number(0.4)])
    k.calculationMode = .cubic
    k.timing.duration = 4
    try tree.add(.keyframe(k), toLayer: "a", at: 0)
    var m = KeyframeAnimation(keyPath: "opacity", values: [.number(0.2), .number(0.8)])
    m.timing.duration = 4
    try tree.add(.keyframe(m), toLayer: "b", at: 0)
    #expect(!tree.presentsTheSame(at: 1, and: 2))
    let evaluator = DrawingEvaluator(tree: tree)
    let first = evaluator.layers(at: 1)
    let second = evaluator.layers(at: 2)
    #expect(first[0].opacity == 0.4 && second[0].opacity == 0.4)
    #expect(second[0].sharesStorage(with: first[0]))
    #expect(!second[1].sharesStorage(with: first[1]))
    #expect(second[1].opacity == 0.2 + 0.6 * 0.5)
    #expect(second == tree.presentationForDrawing(at: 2))
}
