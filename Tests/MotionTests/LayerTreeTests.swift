import Geometry
import Testing
@testable import Motion

private func opacityAnimation(from: Double, to: Double, duration: Double = 1) -> Animation {
    var a = BasicAnimation(keyPath: "opacity")
    a.fromValue = .number(from)
    a.toValue = .number(to)
    a.timing.duration = duration
    return .basic(a)
}

private func sampleTree() -> LayerTree {
    var root = LayerState(id: "root")
    var child = LayerState(id: "child", type: .shape)
    child.opacity = 0.8
    var mask = LayerState(id: "mask")
    mask.opacity = 1
    root.mask = mask
    root.sublayers = [child, LayerState(id: "other")]
    return LayerTree(layers: [root])
}

@Test func staticTreeEqualsTheInitialLayers() {
    let tree = sampleTree()
    #expect(tree.presentation(at: 3) == tree.initialLayers)
    #expect(tree.model(at: 3) == tree.initialLayers)
    #expect(tree.endTime == 0)
    #expect(tree.presentation(of: "mask", at: 0)?.id == "mask")
    #expect(tree.presentation(of: "nope", at: 0) == nil)
}

@Test func beginTimeZeroMeansTheMomentOfAdding() throws {
    var tree = sampleTree()
    try tree.add(opacityAnimation(from: 0, to: 1), toLayer: "child", at: 2)
    #expect(tree.presentation(of: "child", at: 1.9)!.opacity == 0.8) // not yet added
    #expect(tree.presentation(of: "child", at: 2.5)!.opacity == 0.5)
    #expect(tree.presentation(of: "child", at: 3)!.opacity == 1) // inclusive end
    #expect(tree.presentation(of: "child", at: 3.0001)!.opacity == 0.8) // removed: model again
    #expect(tree.endTime == 3)
    // The nested result is found through the whole tree too.
    #expect(tree.presentation(at: 2.5)[0].sublayers[0].opacity == 0.5)
}

@Test func explicitBeginTimeAndNotBeforeAdded() throws {
    var tree = sampleTree()
    guard case .basic(var a) = opacityAnimation(from: 0, to: 1) else { return }
    a.timing.beginTime = 1
    a.timing.fillMode = .both
    a.isRemovedOnCompletion = false
    try tree.add(.basic(a), toLayer: "mask", at: 0.5)
    #expect(tree.presentation(of: "mask", at: 0.4)!.opacity == 1)  // before it was added
    #expect(tree.presentation(of: "mask", at: 0.6)!.opacity == 0)  // fills backwards
    #expect(tree.presentation(of: "mask", at: 1.25)!.opacity == 0.25)
    #expect(tree.presentation(of: "mask", at: 9)!.opacity == 1)  // fills forwards (not removed)
    #expect(tree.presentation(at: 1.25)[0].mask?.opacity == 0.25)
}

@Test func fillForwardsWithRemovedOnCompletionShowsTheModel() throws {
    var tree = sampleTree()
    guard case .basic(var a) = opacityAnimation(from: 0, to: 0.3) else { return }
    a.timing.fillMode = .forwards
    try tree.add(.basic(a), toLayer: "child")
    #expect(tree.presentation(of: "child", at: 1)!.opacity == 0.3)
    #expect(tree.presentation(of: "child", at: 1.5)!.opacity == 0.8)
}

@Test func defaultDurationIsQuarterSecond() throws {
    var tree = sampleTree()
    try tree.add(opacityAnimation(from: 0, to: 1, duration: 0), toLayer: "child", at: 1)
    #expect(tree.presentation(of: "child", at: 1.125)!.opacity == 0.5)
    #expect(tree.presentation(of: "child", at: 1.25)!.opacity == 1)
    #expect(tree.presentation(of: "child", at: 1.26)!.opacity == 0.8)
    #expect(tree.endTime == 1.25)
}

@Test func sameKeyReplacesFromTheMomentOfAdding() throws {
    var tree = sampleTree()
    try tree.add(opacityAnimation(from: 0, to: 1), toLayer: "child", forKey: "fade", at: 0)
    try tree.add(opacityAnimation(from: 0.2, to: 0.2), toLayer: "child", forKey: "fade", at: 0.5)
    #expect(tree.presentation(of: "child", at: 0.25)!.opacity == 0.25) // old one before 0.5
    #expect(tree.presentation(of: "child", at: 0.75)!.opacity == 0.2)  // new one from 0.5
    // Different key: both apply, in order.
    try tree.add(opacityAnimation(from: 0.9, to: 0.9), toLayer: "child", forKey: "other", at: 0.5)
    #expect(tree.presentation(of: "child", at: 0.75)!.opacity == 0.9)
}

@Test func additiveAnimationsStack() throws {
    var tree = sampleTree()
    var a = BasicAnimation(keyPath: "position.x")
    a.fromValue = .number(0)
    a.toValue = .number(10)
    a.timing.duration = 1
    a.isAdditive = true
    try tree.add(.basic(a), toLayer: "other")
    try tree.add(.basic(a), toLayer: "other")
    #expect(tree.presentation(of: "other", at: 0.5)!.position.x == 10)
}

@Test func addRejectsUnknownLayersKeysAndTypes() {
    var tree = sampleTree()
    #expect(throws: MotionError.unknownLayer("ghost")) { try tree.add(opacityAnimation(from: 0, to: 1), toLayer: "ghost") }
    var p = BasicAnimation(keyPath: "path")
    p.toValue = .path(.empty)
    #expect(throws: MotionError.unknownKeyPath(keyPath: "path", layerType: .layer)) { try tree.add(.basic(p), toLayer: "root") }
    #expect(throws: Never.self) { try tree.add(.basic(p), toLayer: "child") }
    var wrong = BasicAnimation(keyPath: "bounds")
    wrong.fromValue = .size(.zero)
    #expect(throws: MotionError.typeMismatch(keyPath: "bounds", expected: "a rect", got: "a size")) {
        try tree.add(.basic(wrong), toLayer: "root")
    }
}

@Test func infiniteRepeatsAreIgnoredByEndTime() throws {
    var tree = sampleTree()
    guard case .basic(var a) = opacityAnimation(from: 0, to: 1) else { return }
    a.timing.repeatCount = .infinity
    try tree.add(.basic(a), toLayer: "child")
    try tree.add(opacityAnimation(from: 0, to: 1, duration: 2), toLayer: "root", at: 1)
    #expect(tree.endTime == 3)
    #expect(tree.presentation(of: "child", at: 100.5)!.opacity == 0.5)
}

@Test func tinyDurationIsNotAddedButStillReplacesItsKey() throws {
    var tree = sampleTree()
    try tree.add(opacityAnimation(from: 0, to: 1), toLayer: "child", forKey: "fade", at: 0)
    try tree.add(opacityAnimation(from: 0.3, to: 0.3, duration: 1e-9), toLayer: "child", forKey: "fade", at: 0.5)
    #expect(tree.presentation(of: "child", at: 0.25)!.opacity == 0.25)
    #expect(tree.presentation(of: "child", at: 0.5)!.opacity == 0.8)
    #expect(tree.endTime == 0.5)
}
