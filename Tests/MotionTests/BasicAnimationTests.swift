import Geometry
import Testing
@testable import Motion

private func basic(_ from: Double? = nil, _ to: Double? = nil, by: Double? = nil) -> BasicAnimation {
    var a = BasicAnimation(keyPath: "opacity")
    a.fromValue = from.map { .number($0) }
    a.toValue = to.map { .number($0) }
    a.byValue = by.map { .number($0) }
    a.timing.duration = 1
    return a
}

private func numbers(_ a: BasicAnimation, presentation p: Double = 0, model m: Double = 0) -> (Double, Double)? {
    guard let (f, t) = a.endpoints(presentation: .number(p), model: .number(m)),
          case .number(let x) = f, case .number(let y) = t else { return nil }
    return (x, y)
}

// §12.3 and the eight combinations of §3.1.
@Test func fromToByEndpoints() throws {
    #expect(numbers(basic(10, by: 5))! == (10, 15))
    #expect(numbers(basic(nil, 20, by: 5))! == (15, 20))
    #expect(numbers(basic(by: 5), presentation: 3)! == (3, 8))
    #expect(numbers(basic(10), presentation: 99, model: 50)! == (10, 50))
    #expect(numbers(basic(nil, 20), presentation: 7, model: 99)! == (7, 20))
    #expect(numbers(basic(1, 2))! == (1, 2))
    #expect(numbers(basic(1, 2, by: 100))! == (1, 2))
    #expect(numbers(basic()) == nil)
    #expect(basic().value(at: LocalTime(iteration: 0, progress: 0.5), presentation: .number(1), model: .number(1)) == nil)
}

@Test func easedProgressAndExactEnds() {
    var a = basic(0, 10)
    a.timingFunction = .easeInEaseOut
    let v = a.value(at: LocalTime(iteration: 0, progress: 0.25), presentation: .number(0), model: .number(0))
    guard case .number(let x) = v else { Issue.record("not a number"); return }
    #expect(abs(x - 1.2916193104731982) < 1e-6)
    // An overshooting curve is clamped: p ≤ 0 → exactly from, p ≥ 1 → exactly to.
    a.timingFunction = TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)
    #expect(a.value(at: LocalTime(iteration: 0, progress: 0.1), presentation: .none, model: .none) == .number(0))
    #expect(a.value(at: LocalTime(iteration: 0, progress: 0.9), presentation: .none, model: .none) == .number(10))
    a.timingFunction = nil
    #expect(a.value(at: LocalTime(iteration: 0, progress: 0.3), presentation: .none, model: .none) == .number(3))
}

// §12.2: cumulative, from 0 to 10, repeat 3: active 1.5 → 5 + 1 × 10 = 15.
@Test func cumulativeAddsIterationTimesTo() throws {
    var a = basic(0, 10)
    a.isCumulative = true
    a.timing.repeatCount = 3
    let local = try #require(a.timing.localTime(at: 1.5, defaultDuration: 0.25, isRemovedOnCompletion: true))
    #expect(a.value(at: local, presentation: .number(0), model: .number(0)) == .number(15))
}

@Test func additiveAddsToThePresentationValue() {
    var a = basic(0, 10)
    a.isAdditive = true
    #expect(a.value(at: LocalTime(iteration: 0, progress: 0.5), presentation: .number(100), model: .number(0)) == .number(105))
}

@Test func laterAnimationsSeeEarlierOutput() throws {
    var layer = LayerState(id: "a")
    layer.opacity = 1
    let model = layer
    var first = basic(0, 0.5)
    first.timing.beginTime = 0
    try Animation.basic(first).apply(to: &layer, model: model, at: 0.5)
    #expect(layer.opacity == 0.25)
    var second = basic(nil, 1) // to only: starts from the presentation value so far
    second.timing.beginTime = 0
    try Animation.basic(second).apply(to: &layer, model: model, at: 0.5)
    #expect(layer.opacity == 0.625)
}
