import Geometry
import Motion
import Testing

// CAReplicatorLayer in the presentation tree (Motion/Tree/Replicator.swift): one container per instance, instance k's
// sublayers evaluated k × instanceDelay later, transformed by instanceTransform^k about the anchor point and
// multiplied by instanceColor + k × offsets. Expected values are computed by hand from those rules.

private func replicator(count: Int, delay: Double = 0) -> LayerState {
    var r = LayerState(id: "rep", type: .replicator)
    r.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
    r.position = Point(x: 50, y: 20)
    r.instanceCount = count
    r.instanceDelay = delay
    var bar = LayerState(id: "bar")
    bar.setFrame(Rect(x: 10, y: 10, width: 20, height: 20))
    bar.backgroundColor = .white
    r.sublayers = [bar]
    return r
}

/// The opacity animation 1 → 0 over 1 s, added to `bar` at time 0.
private func fade() -> Animation {
    var a = BasicAnimation(keyPath: "opacity")
    a.fromValue = .number(1)
    a.toValue = .number(0)
    a.timing.duration = 1
    return .basic(a)
}

@Suite struct ReplicatorTests {
    @Test func oneContainerPerInstanceWithTheSublayersInside() throws {
        let tree = LayerTree(layers: [replicator(count: 3)])
        let rep = try #require(tree.presentation(at: 0).first)
        #expect(rep.sublayers.map(\.id) == ["rep#0", "rep#1", "rep#2"])
        for c in rep.sublayers {
            #expect(c.sublayers.map(\.id) == ["bar"])
            #expect(c.bounds == rep.bounds)
        }
        // The model tree is expanded the same way; a count of 0 draws no sublayer at all.
        #expect(tree.model(at: 0).first?.sublayers.count == 3)
        #expect(LayerTree(layers: [replicator(count: 0)]).presentation(at: 0).first?.sublayers.isEmpty == true)
    }

    @Test func instanceKIsTransformedByTheKthPowerAboutTheAnchorPoint() throws {
        var r = replicator(count: 4)
        r.instanceTransform = .translation(30, 0)
        let rep = try #require(LayerTree(layers: [r]).presentation(at: 0).first)
        for (k, c) in rep.sublayers.enumerated() {
            // Container space → replicator space: exactly a translation by 30·k (the anchor terms cancel).
            #expect(c.transformToSuperlayer == .translation(30 * Double(k), 0))
        }
        // A rotation turns about the anchor point (50, 20): its image is itself in every instance.
        r.instanceTransform = .rotation(Double.pi / 6)
        let rotated = try #require(LayerTree(layers: [r]).presentation(at: 0).first)
        let t3 = rotated.sublayers[3].transformToSuperlayer
        let anchor = t3.apply(to: Point(x: 50, y: 20))
        #expect(abs(anchor.x - 50) < 1e-12 && abs(anchor.y - 20) < 1e-12)
        // Three steps of 30° are a quarter turn: (100, 20), 50 right of the anchor, goes to 50 below it.
        let p = t3.apply(to: Point(x: 100, y: 20))
        #expect(abs(p.x - 50) < 1e-9 && abs(p.y - 70) < 1e-9)
    }

    @Test func instanceDelayShiftsEachInstancesAnimationsByKTimesTheDelay() throws {
        var tree = LayerTree(layers: [replicator(count: 3, delay: 0.25)])
        try tree.add(fade(), toLayer: "bar", at: 0)
        func opacities(_ t: Double) -> [Double] {
            tree.presentation(at: t)[0].sublayers.map { $0.sublayers[0].opacity }
        }
        // Instance k's local time is t − 0.25k: opacity 1 − (t − 0.25k) while that lies in 0…1, else the model's 1.
        #expect(opacities(0) == [1, 1, 1])
        #expect(opacities(0.5) == [0.5, 0.75, 1])
        #expect(opacities(0.75) == [0.25, 0.5, 0.75])
        #expect(opacities(1.25) == [1, 0, 0.25])
        #expect(opacities(1.5) == [1, 1, 0])
        #expect(opacities(1.75) == [1, 1, 1])
        // `presentation(of:)` answers for the sublayer itself: instance 0.
        #expect(tree.presentation(of: "bar", at: 0.5)?.opacity == 0.5)
    }

    @Test func instanceColorAndOffsetsMultiplyEachInstancesColours() throws {
        var r = replicator(count: 4)
        r.instanceColor = Color(red: 1, green: 0.75, blue: 0.5, alpha: 1)
        r.instanceGreenOffset = -0.25
        r.instanceBlueOffset = 0.25
        r.instanceAlphaOffset = -0.5
        #expect(r.instanceModulation(0) == Color(red: 1, green: 0.75, blue: 0.5, alpha: 1))
        #expect(r.instanceModulation(1) == Color(red: 1, green: 0.5, blue: 0.75, alpha: 0.5))
        // Clamped to 0…1.
        #expect(r.instanceModulation(3) == Color(red: 1, green: 0, blue: 1, alpha: 0))
        let rep = try #require(LayerTree(layers: [r]).presentation(at: 0).first)
        #expect(rep.sublayers[2].sublayers[0].backgroundColor == Color(red: 1, green: 0.25, blue: 1, alpha: 0))
    }

    /// Everything a layer of a copy draws is multiplied, sublayers included: its colours and its image contents
    /// (`contentsMultiplier`, which the renderer applies to the pixels); a mask is not.
    @Test func modulationReachesEveryColourAndImageContents() throws {
        let m = Color(red: 0.5, green: 0.25, blue: 1, alpha: 0.5)
        var layer = LayerState(id: "l", type: .shape)
        layer.backgroundColor = Color(red: 1, green: 1, blue: 0.5)
        layer.borderColor = .white
        layer.fillColor = .white
        layer.strokeColor = Color(red: 0.5, green: 1, blue: 1)
        layer.colors = [.white, .black]
        layer.shadowColor = .white
        layer.contents = "img"
        var inner = LayerState(id: "inner", type: .image)
        inner.contents = "img"
        inner.contentsMultiplier = Color(red: 1, green: 0.5, blue: 1, alpha: 1)  // a replicator inside a replicator
        var plain = LayerState(id: "plain")
        plain.foregroundColor = .white
        layer.sublayers = [inner, plain]
        layer.mask = LayerState(id: "mask")
        let out = layer.modulated(by: m)
        #expect(out.backgroundColor == Color(red: 0.5, green: 0.25, blue: 0.5, alpha: 0.5))
        #expect(out.borderColor == m && out.fillColor == m && out.shadowColor == m && out.contentsMultiplier == m)
        #expect(out.strokeColor == Color(red: 0.25, green: 0.25, blue: 1, alpha: 0.5))
        #expect(out.colors == [m, Color(red: 0, green: 0, blue: 0, alpha: 0.5)])
        #expect(out.sublayers[0].contentsMultiplier == Color(red: 0.5, green: 0.125, blue: 1, alpha: 0.5))
        #expect(out.sublayers[1].foregroundColor == m)
        #expect(out.sublayers[1].contentsMultiplier == .white)  // no contents: nothing to multiply
        #expect(out.mask == layer.mask)
    }

    @Test func everyReplicatorPropertyIsAnAnimatableKeyPath() throws {
        var tree = LayerTree(layers: [replicator(count: 1)])
        var count = BasicAnimation(keyPath: "instanceCount")
        count.fromValue = .number(1)
        count.toValue = .number(5)
        count.timing.duration = 1
        try tree.add(.basic(count), toLayer: "rep", at: 0)
        // 1 + 4 × 0.6 = 3.4 instances: truncated to 3, as an NSInteger.
        #expect(tree.presentation(at: 0.6)[0].sublayers.count == 3)
        #expect(tree.presentation(at: 1)[0].sublayers.count == 5)
        for key in ["instanceTransform", "instanceDelay", "instanceColor", "instanceRedOffset", "instanceGreenOffset",
                    "instanceBlueOffset", "instanceAlphaOffset"] {
            #expect(AnyLayerProperty.named(key)?.applies(to: .replicator) == true, "\(key)")
            #expect(AnyLayerProperty.named(key)?.applies(to: .layer) == false, "\(key)")
        }
    }
}
