import Geometry
import Testing
@testable import Motion

private func move(_ to: Double, begin: Double = 0, duration: Double = 1) -> Animation {
    var a = BasicAnimation(keyPath: "position.x")
    a.toValue = .number(to)
    a.timing.beginTime = begin
    a.timing.duration = duration
    return .basic(a)
}

@Test func finishedAnimationsStartAndStop() throws {
    var tree = LayerTree(layers: [LayerState(id: "a")])
    try tree.add(move(10, begin: 0.5), toLayer: "a", forKey: "m")
    #expect(tree.events(in: 0...10) == [
        AnimationEvent(time: 0.5, layer: "a", key: "m", kind: .started, animation: 0),
        AnimationEvent(time: 1.5, layer: "a", key: "m", kind: .stopped(finished: true), animation: 0),
    ])
    #expect(tree.events(in: 0...1).count == 1)
}

@Test func removedOrReplacedAnimationsStopUnfinished() throws {
    var tree = LayerTree(layers: [LayerState(id: "a")])
    try tree.add(move(10), toLayer: "a", forKey: "m")
    try tree.add(move(20), toLayer: "a", forKey: "m", at: 0.4)
    try tree.add(move(30, begin: 5), toLayer: "a", forKey: "other")
    try tree.removeAnimation(forKey: "m", fromLayer: "a", at: 0.6)
    try tree.removeAllAnimations(fromLayer: "a", at: 2)
    #expect(tree.events(in: 0...10) == [
        AnimationEvent(time: 0, layer: "a", key: "m", kind: .started, animation: 0),
        AnimationEvent(time: 0.4, layer: "a", key: "m", kind: .started, animation: 1),
        AnimationEvent(time: 0.4, layer: "a", key: "m", kind: .stopped(finished: false), animation: 0),
        AnimationEvent(time: 0.6, layer: "a", key: "m", kind: .stopped(finished: false), animation: 1),
        // Removed before it began: it only stops.
        AnimationEvent(time: 2, layer: "a", key: "other", kind: .stopped(finished: false), animation: 2),
    ])
    // After removal the presentation is the model again.
    #expect(tree.presentation(of: "a", at: 0.7)?.position.x == 0)
}

@Test func severalAnimationsOnOneKeyPathApplyInOrder() throws {
    var tree = LayerTree(layers: [LayerState(id: "a")])
    var base = BasicAnimation(keyPath: "position.x")
    base.fromValue = .number(0)
    base.toValue = .number(100)
    base.timing.duration = 1
    var wiggle = BasicAnimation(keyPath: "position.x")
    wiggle.fromValue = .number(0)
    wiggle.toValue = .number(10)
    wiggle.timing.duration = 1
    wiggle.isAdditive = true
    try tree.add(.basic(base), toLayer: "a", forKey: "base")
    try tree.add(.basic(wiggle), toLayer: "a", forKey: "wiggle")
    #expect(tree.presentation(of: "a", at: 0.5)?.position.x == 55)
    // A later non-additive animation overrides both.
    var pin = BasicAnimation(keyPath: "position.x")
    pin.fromValue = .number(-1)
    pin.toValue = .number(-1)
    pin.timing.duration = 1
    try tree.add(.basic(pin), toLayer: "a", forKey: "pin")
    #expect(tree.presentation(of: "a", at: 0.5)?.position.x == -1)
}

@Test func transactionCompletesWhenAllItsAnimationsEnd() throws {
    var tree = LayerTree(layers: [LayerState(id: "a"), LayerState(id: "b")])
    try tree.commit(Transaction(at: 1, duration: 0.5, changes: [
        PropertyChange(layer: "a", keyPath: "opacity", value: .number(0)),
        PropertyChange(layer: "b", keyPath: "opacity", value: .number(0)),
    ]))
    // A second transaction replaces b's animation at 1.2 and runs to 1.7.
    try tree.commit(Transaction(at: 1.2, duration: 0.5, changes: [
        PropertyChange(layer: "b", keyPath: "opacity", value: .number(1)),
    ]))
    // Nothing animated: completes at once.
    try tree.commit(Transaction(at: 2, duration: 0, changes: [
        PropertyChange(layer: "a", keyPath: "opacity", value: .number(1)),
    ]))
    let completions = tree.events(in: 0...10).compactMap { e -> (Int, Double)? in
        if case .transactionCompleted(let i) = e.kind { return (i, e.time) }
        return nil
    }
    #expect(completions.map(\.0) == [0, 1, 2])
    #expect(completions.map(\.1) == [1.5, 1.7, 2])
    let stops = tree.events(in: 0...10).filter { $0.layer == "b" && $0.kind == .stopped(finished: false) }
    #expect(stops.map(\.time) == [1.2])
}

@Test func droppedAnimationsStartAndFinishAtOnce() throws {
    var tree = LayerTree(layers: [LayerState(id: "a")])
    var a = BasicAnimation(keyPath: "opacity")
    a.toValue = .number(0)
    a.timing.duration = 1e-7
    try tree.add(.basic(a), toLayer: "a", forKey: "k", at: 3)
    #expect(tree.events(in: 0...10) == [
        AnimationEvent(time: 3, layer: "a", key: "k", kind: .started, animation: 0),
        AnimationEvent(time: 3, layer: "a", key: "k", kind: .stopped(finished: true), animation: 0),
    ])
}

@Test func clocksDriveTheScheduler() throws {
    var tree = LayerTree(layers: [LayerState(id: "a")])
    try tree.add(move(10, begin: 0.05, duration: 0.1), toLayer: "a", forKey: "m")
    var s = Scheduler(tree: tree, clock: FrameTicker(fps: 20))
    var seen: [AnimationEvent.Kind] = []
    var times: [Double] = []
    for _ in 0..<5 {
        let step = s.step()
        times.append(step.time)
        seen += step.events.map(\.kind)
    }
    #expect(times == [0, 0.05, 0.1, 0.15, 0.2])
    #expect(seen == [.started, .stopped(finished: true)])
    // The real-time clock is monotonic and starts near 0.
    var real = RealTimeClock()
    let t1 = real.tick(), t2 = real.tick()
    #expect(t1 >= 0 && t2 >= t1 && t2 < 60)
    #expect(currentMediaTime() > 0)
}
