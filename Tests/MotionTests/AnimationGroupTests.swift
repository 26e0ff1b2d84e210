import Geometry
import Testing
@testable import Motion

/// Seed 003's group: 0.15 s, easeInEaseOut, one child with duration 0 and no timing function.
private func seedGroup(childTimingFunction: TimingFunction? = nil) -> AnimationGroup {
    var child = BasicAnimation(keyPath: "opacity")
    child.fromValue = .number(0)
    child.toValue = .number(1)
    child.timingFunction = childTimingFunction
    var g = AnimationGroup(animations: [.basic(child)])
    g.timing.duration = 0.15
    g.timingFunction = .easeInEaseOut
    return g
}

// §12.5 table.
@Test(arguments: [(0.0375, 0.1291619310, 0.0193742897), (0.075, 0.5, 0.075), (0.1125, 0.8708380690, 0.1306257103)])
func groupTable(groupTime: Double, fraction: Double, childTime: Double) throws {
    let g = seedGroup()
    let local = try #require(g.timing.localTime(at: groupTime, defaultDuration: 0.25, isRemovedOnCompletion: true))
    #expect(abs(g.childTime(at: local, defaultDuration: 0.25) - childTime) < 1e-9)

    var tree = LayerTree(layers: [LayerState(id: "a")])
    try tree.add(.group(g), toLayer: "a")
    let opacity = try #require(tree.presentation(of: "a", at: groupTime)).opacity
    #expect(abs(opacity - fraction) < 1e-9)
}

@Test func childWithItsOwnCurveIsEasedTwice() throws {
    var tree = LayerTree(layers: [LayerState(id: "a")])
    try tree.add(.group(seedGroup(childTimingFunction: .easeInEaseOut)), toLayer: "a")
    let opacity = try #require(tree.presentation(of: "a", at: 0.0375)).opacity
    #expect(abs(opacity - 0.0332718404) < 1e-8)
}

@Test func childDurationDefaultsToTheGroupsAndIsClipped() throws {
    var child = BasicAnimation(keyPath: "opacity")
    child.fromValue = .number(0)
    child.toValue = .number(1)
    var late = BasicAnimation(keyPath: "cornerRadius")
    late.fromValue = .number(0)
    late.toValue = .number(10)
    late.timing.beginTime = 0.5
    late.timing.duration = 1 // would end at 1.5 but the group ends at 1
    var g = AnimationGroup(animations: [.basic(child), .basic(late)])
    g.timing.duration = 1
    var tree = LayerTree(layers: [LayerState(id: "a")])
    try tree.add(.group(g), toLayer: "a")
    #expect(tree.presentation(of: "a", at: 0.5)!.opacity == 0.5)
    #expect(tree.presentation(of: "a", at: 0.75)!.cornerRadius == 2.5)
    // At the group's end the clipped child is half-way; after it everything is the model again.
    #expect(tree.presentation(of: "a", at: 1)!.cornerRadius == 5)
    #expect(tree.presentation(of: "a", at: 1)!.opacity == 1)
    #expect(tree.presentation(of: "a", at: 1.01)!.cornerRadius == 0)
    #expect(tree.endTime == 1)
}

@Test func groupWithoutDurationTakesTheDefault() throws {
    var child = BasicAnimation(keyPath: "opacity")
    child.fromValue = .number(0)
    child.toValue = .number(1)
    var tree = LayerTree(layers: [LayerState(id: "a")])
    try tree.add(.group(AnimationGroup(animations: [.basic(child)])), toLayer: "a", at: 1)
    #expect(tree.presentation(of: "a", at: 1.125)!.opacity == 0.5)
    #expect(tree.endTime == 1.25)
}

@Test func groupChildrenAreValidated() {
    var bad = BasicAnimation(keyPath: "position")
    bad.toValue = .color(.white)
    var tree = LayerTree(layers: [LayerState(id: "a")])
    #expect(throws: MotionError.typeMismatch(keyPath: "position", expected: "a point", got: "a colour")) {
        try tree.add(.group(AnimationGroup(animations: [.basic(bad)])), toLayer: "a")
    }
    var shapeOnly = BasicAnimation(keyPath: "strokeEnd")
    shapeOnly.toValue = .number(1)
    #expect(throws: MotionError.unknownKeyPath(keyPath: "strokeEnd", layerType: .layer)) {
        try tree.add(.group(AnimationGroup(animations: [.basic(shapeOnly)])), toLayer: "a")
    }
}

@Test func nestedGroupsPassTheirDurationDown() throws {
    var leaf = BasicAnimation(keyPath: "opacity")
    leaf.fromValue = .number(0)
    leaf.toValue = .number(1)
    var inner = AnimationGroup(animations: [.basic(leaf)]) // duration 0 → the outer group's 2 s
    inner.timing.beginTime = 0
    var outer = AnimationGroup(animations: [.group(inner)])
    outer.timing.duration = 2
    var tree = LayerTree(layers: [LayerState(id: "a")])
    try tree.add(.group(outer), toLayer: "a", at: 1)
    #expect(tree.presentation(of: "a", at: 2)!.opacity == 0.5)
    #expect(tree.presentation(of: "a", at: 3)!.opacity == 1)
    #expect(tree.endTime == 3)
}

@Test func autoreversingRepeatingGroup() throws {
    var child = BasicAnimation(keyPath: "cornerRadius")
    child.fromValue = .number(0)
    child.toValue = .number(8)
    var g = AnimationGroup(animations: [.basic(child)])
    g.timing.duration = 1
    g.timing.autoreverses = true
    g.timing.repeatCount = 2
    var tree = LayerTree(layers: [LayerState(id: "a")])
    try tree.add(.group(g), toLayer: "a")
    #expect(tree.presentation(of: "a", at: 0.25)!.cornerRadius == 2)
    #expect(tree.presentation(of: "a", at: 1.25)!.cornerRadius == 6)
    #expect(tree.presentation(of: "a", at: 2.5)!.cornerRadius == 4)
    #expect(tree.presentation(of: "a", at: 4)!.cornerRadius == 0)
    #expect(tree.endTime == 4)
}

@Test func layerTreeIsSendable() {
    let tree = LayerTree(layers: [LayerState(id: "a")])
    let sendable: any Sendable = tree
    #expect(sendable is LayerTree)
}

/// `Animation.keyPaths` and `resolvedTiming` see every kind of animation (tools list and plot them).
@Suite struct AnimationKeyPathListTests {
    @Test func listsKeyPathsOfEveryKindInOrder() {
        var spring = SpringAnimation(keyPath: "position.x")
        spring.toValue = .number(1)
        let keyframe = KeyframeAnimation(keyPath: "opacity")
        let group = AnimationGroup(animations: [
            .basic(BasicAnimation(keyPath: "position")), .keyframe(keyframe), .spring(spring),
            .basic(BasicAnimation(keyPath: "position")),
        ])
        #expect(Animation.group(group).keyPaths == ["position", "opacity", "position.x"])
    }

    @Test func springTimingDefaultsToTheSettlingDuration() {
        let spring = SpringAnimation(keyPath: "position.x")
        // Core Animation's defaults (m 1, k 100, c 10): settlingDuration 1.472700334678 s (reference §12.6).
        #expect(abs(Animation.spring(spring).resolvedTiming.duration - 1.472700334678) < 1e-9)
        #expect(Animation.basic(BasicAnimation(keyPath: "opacity")).resolvedTiming.duration == 0)
    }
}
