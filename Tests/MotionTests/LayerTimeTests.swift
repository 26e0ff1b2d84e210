import Geometry
import Testing
@testable import Motion

private func opacity(from: Double, to: Double, begin: Double, duration: Double) -> Animation {
    var a = BasicAnimation(keyPath: "opacity")
    a.fromValue = .number(from)
    a.toValue = .number(to)
    a.timing.beginTime = begin
    a.timing.duration = duration
    return .basic(a)
}

// §1.4: layer.beginTime = 5 makes convertTime(now, from: nil) 5 s smaller; timeOffset = 5 makes it 5 s larger.
@Test func convertTimeFollowsBeginTimeAndTimeOffset() throws {
    var late = LayerState(id: "late")
    late.beginTime = 5
    var ahead = LayerState(id: "ahead")
    ahead.timeOffset = 5
    var fast = LayerState(id: "fast")
    fast.speed = 2
    fast.sublayers = [late]
    let tree = LayerTree(layers: [fast, ahead])
    #expect(try tree.convertTime(10, from: nil, to: "ahead") == 15)
    // late inside fast: (10·2 − 5) = 15.
    #expect(try tree.convertTime(10, from: nil, to: "late") == 15)
    #expect(try tree.convertTime(15, from: "late", to: nil) == 10)
    #expect(try tree.convertTime(15, from: "late", to: "ahead") == 15)
    #expect(try tree.convertTime(3, from: "fast", to: "fast") == 3)
    #expect(throws: MotionError.unknownLayer("nope")) { try tree.convertTime(0, from: "nope", to: nil) }
}

@Test func layerSpeedAppliesToSublayerAnimations() throws {
    var parent = LayerState(id: "parent")
    parent.speed = 2
    parent.sublayers = [LayerState(id: "child")]
    var tree = LayerTree(layers: [parent])
    // beginTime 1 in the child's time = scene time 0.5; duration 1 → 0.5 s of scene time.
    try tree.add(opacity(from: 0, to: 1, begin: 1, duration: 1), toLayer: "child")
    #expect(tree.presentation(of: "child", at: 0.75)?.opacity == 0.5)
    #expect(tree.presentation(at: 0.75)[0].sublayers[0].opacity == 0.5)
    #expect(tree.endTime == 1)
    #expect(tree.events(in: 0...10).map(\.time) == [0.5, 1])
}

@Test func speedZeroFreezesTheSubtree() throws {
    var paused = LayerState(id: "paused")
    paused.speed = 0
    paused.timeOffset = 0.3
    var tree = LayerTree(layers: [paused])
    try tree.add(opacity(from: 0, to: 1, begin: 0.1, duration: 1), toLayer: "paused")
    for t in [0.0, 1.0, 100.0] { #expect(abs((tree.presentation(of: "paused", at: t)?.opacity ?? -1) - 0.2) < 1e-12) }
}

// The pausing idiom: an animation added at scene time 2 to a layer whose time is offset begins "now" in the
// layer's time (beginTime 0 → convertTime(now, from: nil)).
@Test func beginTimeZeroIsNowInTheLayersTime() throws {
    var l = LayerState(id: "l")
    l.timeOffset = 7
    var tree = LayerTree(layers: [l])
    try tree.add(opacity(from: 0, to: 1, begin: 0, duration: 1), toLayer: "l", at: 2)
    #expect(tree.presentation(of: "l", at: 2.5)?.opacity == 0.5)
}

@Test func transactionsAnimateInTheLayersTime() throws {
    var slow = LayerState(id: "slow")
    slow.speed = 0.5
    var tree = LayerTree(layers: [slow])
    try tree.commit(Transaction(at: 1, duration: 0.25, timingFunction: nil,
                                changes: [PropertyChange(layer: "slow", keyPath: "opacity", value: .number(0))]))
    // 0.25 s of the layer's time = 0.5 s of scene time.
    #expect(tree.presentation(of: "slow", at: 1.25)?.opacity == 0.5)
    #expect(tree.presentation(of: "slow", at: 1.5)?.opacity == 0)
}
