import Geometry
import Testing
@testable import Motion

/// SplitMix64: a tiny seeded generator, so every property test runs on the same inputs every time.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double.random(in: 0...1, using: &self) }
    mutating func range(_ a: Double, _ b: Double) -> Double { Double.random(in: a...b, using: &self) }
}

// Timing curves whose control points lie in [0, 1] are monotonic: y never decreases as x grows.
@Test func timingCurvesAreMonotonic() {
    var rng = SeededRandom(seed: 1)
    for _ in 0..<300 {
        let f = TimingFunction(controlPoints: rng.unit(), rng.unit(), rng.unit(), rng.unit())
        var previous = -Double.infinity
        for k in 0...200 {
            let y = f.evaluate(Double(k) / 200)
            // The solver's x error (≤ 1e-12) can move y by at most that much times the slope.
            #expect(y >= previous - 1e-9, "\(f.c1) \(f.c2) at \(Double(k) / 200)")
            previous = y
        }
        #expect(f.evaluate(0) == 0 && f.evaluate(1) == 1)
    }
}

/// Random values of every interpolable type, in pairs of the same type.
private func randomPair(_ rng: inout SeededRandom, kind: Int) -> (AnimatableValue, AnimatableValue) {
    func n() -> Double { rng.range(-500, 500) }
    func c() -> Color { Color(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: rng.unit()) }
    func t() -> AffineTransform {
        TransformComponents(scaleX: rng.range(0.1, 3), shear: rng.range(-1, 1), scaleY: rng.range(-3, 3),
                            rotation: rng.range(-3, 3), tx: n(), ty: n()).transform
    }
    switch kind {
    case 0: return (.number(n()), .number(n()))
    case 1: return (.point(Point(x: n(), y: n())), .point(Point(x: n(), y: n())))
    case 2: return (.size(Size(width: abs(n()), height: abs(n()))), .size(Size(width: abs(n()), height: abs(n()))))
    case 3: return (.rect(Rect(x: n(), y: n(), width: abs(n()), height: abs(n()))),
                    .rect(Rect(x: n(), y: n(), width: abs(n()), height: abs(n()))))
    case 4: return (.color(c()), .color(c()))
    case 5: return (.transform(Transform3D(t())), .transform(Transform3D(t())))
    case 6: return (.colors([c(), c()]), .colors([c(), c()]))
    default: return (.numbers([n(), n(), n()]), .numbers([n(), n(), n()]))
    }
}

// Amount 0 / 1 give exactly from / to, for basic, keyframe and spring animations of every value type.
@Test func endsGiveFromAndTo() {
    var rng = SeededRandom(seed: 2)
    for trial in 0..<400 {
        let (from, to) = randomPair(&rng, kind: trial % 8)
        let tf = TimingFunction(controlPoints: rng.unit(), rng.range(-1, 2), rng.unit(), rng.range(-1, 2))
        var b = BasicAnimation(keyPath: "x")
        b.fromValue = from
        b.toValue = to
        b.timingFunction = tf
        #expect(b.value(at: LocalTime(iteration: 0, progress: 0), presentation: from, model: from) == from)
        #expect(b.value(at: LocalTime(iteration: 0, progress: 1), presentation: from, model: from) == to)
        var s = SpringAnimation(keyPath: "x")
        s.fromValue = from
        s.toValue = to
        #expect(s.value(at: LocalTime(iteration: 0, progress: 0), presentation: from, model: from) == from)
        #expect(s.value(at: LocalTime(iteration: 0, progress: 1), presentation: from, model: from) == to)
        var k = KeyframeAnimation(keyPath: "x", values: [from, to])
        k.calculationMode = [.linear, .cubic, .paced, .cubicPaced][trial % 4]
        #expect(k.value(at: LocalTime(iteration: 0, progress: 0), presentation: from) == from)
        #expect(k.value(at: LocalTime(iteration: 0, progress: 1), presentation: from) == to)
        // The raw blend is exact at 0 and within rounding at 1.
        #expect(from.interpolated(to: to, amount: 0) == from)
    }
}

// An autoreversing animation shows the same value at begin + x and begin + 2d − x.
@Test func autoreverseIsSymmetric() {
    var rng = SeededRandom(seed: 3)
    for _ in 0..<200 {
        var a = BasicAnimation(keyPath: "opacity")
        a.fromValue = .number(rng.range(-10, 10))
        a.toValue = .number(rng.range(-10, 10))
        a.timingFunction = TimingFunction(controlPoints: rng.unit(), rng.range(-1, 2), rng.unit(), rng.range(-1, 2))
        a.timing.duration = rng.range(0.05, 3)
        a.timing.beginTime = rng.range(0, 5)
        a.timing.autoreverses = true
        let d = a.timing.duration
        for _ in 0..<10 {
            let x = rng.range(0, d)
            let t1 = a.timing.beginTime + x, t2 = a.timing.beginTime + 2 * d - x
            guard let l1 = a.timing.localTime(at: t1, defaultDuration: 0.25, isRemovedOnCompletion: true),
                  let l2 = a.timing.localTime(at: t2, defaultDuration: 0.25, isRemovedOnCompletion: true),
                  case .number(let v1)? = a.value(at: l1, presentation: .number(0), model: .number(0)),
                  case .number(let v2)? = a.value(at: l2, presentation: .number(0), model: .number(0))
            else { Issue.record("not applied"); continue }
            // Only the rounding of begin + 2d − x separates the two times.
            #expect(abs(v1 - v2) < 1e-6, "d=\(d) x=\(x)")
        }
    }
}

// Committing a transaction never makes the presentation value jump: at the commit time the presentation equals what
// it was just before the commit, however earlier transactions are interrupted.
@Test func interruptingTransactionsNeverJump() throws {
    var rng = SeededRandom(seed: 4)
    for _ in 0..<50 {
        var tree = LayerTree(layers: [LayerState(id: "a")])
        var at = 0.0
        for _ in 0..<8 {
            at += rng.range(0, 0.4)
            let before = try #require(tree.presentation(of: "a", at: at))
            let tf: TimingFunction? = [nil, .default, .easeInEaseOut,
                                       TimingFunction(controlPoints: rng.unit(), rng.range(-1, 2), rng.unit(), rng.range(-1, 2))][Int(rng.unit() * 3.99)]
            try tree.commit(Transaction(at: at, duration: rng.range(0, 0.5), timingFunction: tf, changes: [
                PropertyChange(layer: "a", keyPath: "position", value: .point(Point(x: rng.range(-300, 300), y: rng.range(-300, 300)))),
                PropertyChange(layer: "a", keyPath: "opacity", value: .number(rng.unit())),
            ]))
            let after = try #require(tree.presentation(of: "a", at: at))
            #expect(after.position == before.position)
            #expect(after.opacity == before.opacity)
        }
    }
}

// Hierarchical time composes: an animation in a layer at speed s inside a layer at speed 1/s runs as at speed 1.
@Test func hierarchicalTimeComposes() throws {
    var rng = SeededRandom(seed: 5)
    for _ in 0..<50 {
        let s = [2.0, 0.5, 4, 0.25, rng.range(0.1, 10)][Int(rng.unit() * 4.99)]
        var outer = LayerState(id: "outer")
        outer.speed = 1 / s
        var inner = LayerState(id: "inner")
        inner.speed = s
        outer.sublayers = [inner]
        let plain = LayerState(id: "plain")
        var a = BasicAnimation(keyPath: "position.x")
        a.fromValue = .number(rng.range(-100, 100))
        a.toValue = .number(rng.range(-100, 100))
        a.timing.beginTime = rng.range(0.1, 2)
        a.timing.duration = rng.range(0.1, 2)
        a.timingFunction = .easeInEaseOut
        var tree = LayerTree(layers: [outer, plain])
        try tree.add(.basic(a), toLayer: "inner")
        try tree.add(.basic(a), toLayer: "plain")
        for _ in 0..<20 {
            let t = rng.range(0, 5)
            let x = try #require(tree.presentation(of: "inner", at: t)?.position.x)
            let y = try #require(tree.presentation(of: "plain", at: t)?.position.x)
            // (t·s⁻¹)·s differs from t by rounding only; near the window's ends that can flip one comparison.
            #expect(abs(x - y) < 1e-6 || abs(t - a.timing.beginTime) < 1e-9 || abs(t - a.timing.beginTime - a.timing.duration) < 1e-9)
        }
        #expect(abs(tree.endTime - (a.timing.beginTime + a.timing.duration)) < 1e-9)
    }
}
