import Foundation
import Testing
@testable import Motion

private struct Vectors: Decodable {
    struct Spring: Decodable {
        var mass: Double
        var stiffness: Double
        var damping: Double
        var initialVelocity: Double
        var samples: [[Double]]
    }
    var springs: [Spring]
}

private func loadVectors() throws -> Vectors {
    let url = try #require(Bundle.module.url(forResource: "timing-vectors", withExtension: "json", subdirectory: "Fixtures")
        ?? Bundle.module.url(forResource: "timing-vectors", withExtension: "json"))
    return try JSONDecoder().decode(Vectors.self, from: Data(contentsOf: url))
}

@Test func everySpringVectorMatchesWithin1e6() throws {
    let vectors = try loadVectors()
    #expect(vectors.springs.count == 5)
    var checked = 0
    for v in vectors.springs {
        var s = SpringAnimation(keyPath: "opacity")
        s.mass = v.mass
        s.stiffness = v.stiffness
        s.damping = v.damping
        s.initialVelocity = v.initialVelocity
        for sample in v.samples {
            let got = s.progress(at: sample[0])
            #expect(abs(got - sample[1]) < 1e-6, "m=\(v.mass) k=\(v.stiffness) c=\(v.damping) v0=\(v.initialVelocity) t=\(sample[0]): \(got) vs \(sample[1])")
            checked += 1
        }
    }
    #expect(checked == 40)
}

// §12.6 defaults: ω0 = 10, ζ = 0.5, settlingDuration = 1.472700334678.
@Test func defaultSpring() {
    let s = SpringAnimation(keyPath: "opacity")
    #expect(s.mass == 1 && s.stiffness == 100 && s.damping == 10 && s.initialVelocity == 0)
    #expect(s.dampingRatio == 0.5)
    #expect(abs(s.settlingDuration - 1.472700334678) < 1e-9)
    for (t, p) in [(0.05, 0.1044054735), (0.1, 0.3402998466), (0.2, 0.8494256349), (0.3, 1.1243547674),
                   (0.5, 1.0745905666), (1.0, 1.0021701167)] {
        #expect(abs(s.progress(at: t) - p) < 1e-9)
    }
    // settlingDuration divides by |speed|.
    var fast = s
    fast.timing.speed = -2
    #expect(abs(fast.settlingDuration - 1.472700334678 / 2) < 1e-9)
}

// §12.6 perceptual springs.
@Test func perceptualSprings() {
    let a = SpringAnimation(keyPath: "opacity", perceptualDuration: 0.5, bounce: 0)
    #expect(abs(a.stiffness - 157.9136704174) < 1e-9 && abs(a.damping - 25.1327412287) < 1e-9)
    #expect(a.dampingRatio == 1 && a.allowsOverdamping)
    for (t, p) in [(0.1, 0.3577395565), (0.25, 0.8210255536), (0.5, 0.9863990685)] {
        #expect(abs(a.progress(at: t) - p) < 1e-9)
    }
    // Settling on the accumulated 0.1 s grid: 0.7999999999999999, as Core Animation.
    #expect(a.settlingDuration == 0.7999999999999999)
    #expect(a.timing.duration == a.settlingDuration)

    let b = SpringAnimation(keyPath: "opacity", perceptualDuration: 0.5, bounce: 0.3)
    #expect(abs(b.damping - 17.5929188601) < 1e-9 && abs(b.dampingRatio - 0.7) < 1e-12)
    #expect(abs(b.settlingDuration - 0.862955) < 1e-6)
    for (t, p) in [(0.1, 0.4233021231), (0.25, 0.9840874910), (0.5, 1.0144984216)] {
        #expect(abs(b.progress(at: t) - p) < 1e-9)
    }

    let c = SpringAnimation(keyPath: "opacity", perceptualDuration: 1.0, bounce: 0.15)
    #expect(abs(c.stiffness - 39.4784176044) < 1e-9 && abs(c.damping - 10.6814150222) < 1e-9)
    #expect(abs(c.dampingRatio - 0.85) < 1e-12)
    #expect(abs(c.settlingDuration - 1.473301) < 1e-6)
    #expect(abs(c.progress(at: 0.25) - 0.5093799547) < 1e-9)

    let d = SpringAnimation(keyPath: "opacity", perceptualDuration: 0.35, bounce: -0.5)
    #expect(abs(d.stiffness - 322.2727967703) < 1e-9 && abs(d.damping - 71.8078320821) < 1e-9)
    #expect(abs(d.dampingRatio - 2) < 1e-12)
    // Over-damped (textbook form): never overshoots, starts at 0, ends near 1.
    #expect(abs(d.progress(at: 0)) < 1e-15)   // 1 − (C_f + C_s): rounding only
    for t in stride(from: 0.0, through: 2, by: 0.01) { #expect(d.progress(at: t) <= 1) }

    // The getters give the parameters back.
    for (dur, bounce) in [(0.5, 0.0), (0.5, 0.3), (1.0, 0.15), (0.35, -0.5)] {
        let s = SpringAnimation(keyPath: "opacity", perceptualDuration: dur, bounce: bounce)
        #expect(abs(s.perceptualDuration - dur) < 1e-12)
        #expect(abs(s.bounce - bounce) < 1e-12)
    }
}

@Test func overdampingNeedsPermission() {
    var s = SpringAnimation(keyPath: "opacity")
    s.damping = 40   // ζ = 2
    let critical = SpringAnimation(keyPath: "opacity", perceptualDuration: 2 * .pi / 10, bounce: 0)
    // Without allowsOverdamping, ζ > 1 behaves as critically damped (same ω0 = 10).
    #expect(abs(s.progress(at: 0.3) - critical.progress(at: 0.3)) < 1e-12)
    s.allowsOverdamping = true
    #expect(s.progress(at: 0.3) < critical.progress(at: 0.3))
}

@Test func setterGuardsAndUndampedSettling() {
    var s = SpringAnimation(keyPath: "opacity")
    s.mass = 0
    s.stiffness = -1
    s.damping = -1
    #expect(s.mass == 1 && s.stiffness == 100 && s.damping == 10)
    s.damping = 0
    #expect(s.settlingDuration(epsilon: 0.001) == .infinity)
}

@Test func springAnimationOnALayer() throws {
    var s = SpringAnimation(keyPath: "position.x")
    s.fromValue = .number(0)
    s.toValue = .number(100)
    var tree = LayerTree(layers: [LayerState(id: "a")])
    try tree.add(.spring(s), toLayer: "a")
    // Duration defaults to the settling duration; value = from + (to − from)·p(t).
    #expect(abs(try #require(tree.presentation(of: "a", at: 0.1)?.position.x) - 34.02998466082983) < 1e-9)
    #expect(abs(tree.endTime - 1.472700334678) < 1e-9)
    // Exactly at the end: the eased progress is 1, so exactly `to`; after it, the model.
    #expect(tree.presentation(of: "a", at: tree.endTime)?.position.x == 100)
    #expect(tree.presentation(of: "a", at: 2)?.position.x == 0)
    // A shorter duration jumps to `to` at its end (Core Animation's snap at p ≥ 1).
    s.timing.duration = 0.2
    s.isRemovedOnCompletion = false
    s.timing.fillMode = .forwards
    var short = LayerTree(layers: [LayerState(id: "a")])
    try short.add(.spring(s), toLayer: "a")
    // The spring runs in the animation's own time: at 0.1 s it shows p(0.1), whatever the duration.
    #expect(abs(try #require(short.presentation(of: "a", at: 0.1)?.position.x) - 34.02998466082983) < 1e-9)
    #expect(abs(try #require(short.presentation(of: "a", at: 0.19)?.position.x) - 100 * s.progress(at: 0.19)) < 1e-9)
    #expect(short.presentation(of: "a", at: 0.3)?.position.x == 100)
}
