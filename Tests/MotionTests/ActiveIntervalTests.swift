import Geometry
import Motion
import Testing

/// `LayerTree.activeInterval(of:onLayer:addedAt:)`: an animation's active interval in scene time, through the timing
/// of the layer and every ancestor (reference §1.4), with repeats and autoreverse.
struct ActiveIntervalTests {
    static func tree(parent: (LayerState) -> LayerState = { $0 }, child: (LayerState) -> LayerState = { $0 }) -> LayerTree {
        var box = LayerState(id: "box")
        box = child(box)
        var p = LayerState(id: "parent")
        p.sublayers = [box]
        return LayerTree(layers: [parent(p)])
    }

    static func opacity(begin: Double = 0, duration: Double = 1) -> Animation {
        var a = BasicAnimation(keyPath: "opacity")
        a.toValue = .number(0)
        a.timing.beginTime = begin
        a.timing.duration = duration
        return .basic(a)
    }

    @Test func withoutLayerTimingTheIntervalIsTheTimingAsWritten() throws {
        #expect(try Self.tree().activeInterval(of: Self.opacity(begin: 0.5), onLayer: "box") == 0.5...1.5)
    }

    @Test func aFasterSuperlayerCompressesTheInterval() throws {
        let tree = Self.tree(parent: { var l = $0; l.speed = 2; return l })
        #expect(try tree.activeInterval(of: Self.opacity(begin: 0.5), onLayer: "box") == 0.25...0.75)
    }

    /// Layer time = (parent time − beginTime) × speed + timeOffset.
    @Test func beginTimeAndTimeOffsetOfTheLayerItselfShiftIt() throws {
        let tree = Self.tree(child: { var l = $0; l.beginTime = 1; l.timeOffset = 0.25; return l })
        // local = scene − 1 + 0.25: local 0.5 at scene 1.25, local 1.5 at scene 2.25.
        #expect(try tree.activeInterval(of: Self.opacity(begin: 0.5), onLayer: "box") == 1.25...2.25)
    }

    /// A transaction's implicit animation runs its duration in the layer's time: on a layer of speed 2 (or under
    /// one) a 1 s transaction at 1 s ends at 1.5 s in scene time, not 2 s.
    @Test func aTransactionRunsInTheLayersTime() throws {
        let tree = Self.tree(parent: { var l = $0; l.speed = 2; return l })
        let t = Transaction(at: 1, duration: 1, timingFunction: nil,
                            changes: [PropertyChange(layer: "box", .opacity, to: 0), PropertyChange(layer: "parent", .opacity, to: 0)])
        #expect(try tree.activeInterval(of: t, onLayer: "box") == 1...1.5)
        #expect(try tree.activeInterval(of: t, onLayer: "parent") == 1...1.5, "a layer's speed applies to its own animations")
        #expect(tree.activeIntervals(of: t) == [1...1.5, 1...1.5])
        #expect(try Self.tree().activeInterval(of: t, onLayer: "box") == 1...2)
        let instant = Transaction(at: 1, duration: 0, timingFunction: nil, changes: [PropertyChange(layer: "box", .opacity, to: 0)])
        #expect(try tree.activeInterval(of: instant, onLayer: "box") == nil)
        #expect(throws: MotionError.unknownLayer("nope")) { try tree.activeInterval(of: t, onLayer: "nope") }
    }

    @Test func repeatsAndAutoreverseLengthenIt() throws {
        var a = Self.opacity(begin: 0.5)
        a.timing.repeatCount = 2
        a.timing.autoreverses = true
        let tree = Self.tree(parent: { var l = $0; l.speed = 2; return l })
        // Active duration 1 × 2 × 2 = 4 s of local time: 0.5…4.5 local, 0.25…2.25 scene.
        #expect(try tree.activeInterval(of: a, onLayer: "box") == 0.25...2.25)
    }

    @Test func anInfiniteRepeatNeverEnds() throws {
        var a = Self.opacity(begin: 0.5)
        a.timing.repeatCount = .infinity
        let interval = try #require(try Self.tree().activeInterval(of: a, onLayer: "box"))
        #expect(interval.lowerBound == 0.5 && interval.upperBound == .infinity)
    }

    /// beginTime 0 means "when added", in the layer's time, and it never starts before it was added.
    @Test func beginTimeZeroStartsWhenAdded() throws {
        let tree = Self.tree(parent: { var l = $0; l.speed = 2; return l })
        #expect(try tree.activeInterval(of: Self.opacity(), onLayer: "box", addedAt: 1) == 1...1.5)
    }

    @Test func unknownLayersThrow() {
        #expect(throws: MotionError.unknownLayer("nope")) { try Self.tree().activeInterval(of: Self.opacity(), onLayer: "nope") }
    }
}
