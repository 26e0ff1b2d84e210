import Testing
@testable import Motion

private func timing(_ configure: (inout MediaTiming) -> Void) -> MediaTiming {
    var t = MediaTiming()
    configure(&t)
    return t
}

// §12.2: beginTime 10, duration 2.
@Test func beginTimeAndFillBackwards() throws {
    var t = timing { $0.beginTime = 10; $0.duration = 2 }
    let mid = try #require(t.localTime(at: 11, defaultDuration: 0.25, isRemovedOnCompletion: true))
    #expect(mid.progress == 0.5 && mid.iteration == 0)
    #expect(t.localTime(at: 9.9, defaultDuration: 0.25, isRemovedOnCompletion: true) == nil)
    t.fillMode = .backwards
    #expect(t.localTime(at: 9.9, defaultDuration: 0.25, isRemovedOnCompletion: true) == LocalTime(iteration: 0, progress: 0))
    t.fillMode = .both
    #expect(t.localTime(at: 9.9, defaultDuration: 0.25, isRemovedOnCompletion: true)?.progress == 0)
}

// §12.2: speed 2, timeOffset 0.5, duration 1: parent 0.2 → active 0.9.
@Test func speedAndTimeOffset() throws {
    let t = timing { $0.speed = 2; $0.timeOffset = 0.5; $0.duration = 1 }
    let l = try #require(t.localTime(at: 0.2, defaultDuration: 0.25, isRemovedOnCompletion: true))
    #expect(abs(l.progress - 0.9) < 1e-12)
    #expect(t.activeEnd(default: 0.25) == 0.5)
}

@Test func speedZeroFreezesAtTimeOffset() throws {
    let t = timing { $0.speed = 0; $0.timeOffset = 0.3; $0.duration = 1 }
    for p in [0.0, 1.0, 50.0] {
        #expect(t.localTime(at: p, defaultDuration: 0.25, isRemovedOnCompletion: true) == LocalTime(iteration: 0, progress: 0.3))
    }
}

// §12.2: duration 1, repeatCount 2.5.
@Test func fractionalRepeatCount() throws {
    let t = timing { $0.duration = 1; $0.repeatCount = 2.5 }
    let a = try #require(t.localTime(at: 1.25, defaultDuration: 0.25, isRemovedOnCompletion: true))
    #expect(a.iteration == 1 && abs(a.progress - 0.25) < 1e-12)
    let b = try #require(t.localTime(at: 2.4, defaultDuration: 0.25, isRemovedOnCompletion: true))
    #expect(b.iteration == 2 && abs(b.progress - 0.4) < 1e-12)
    // The end: half-way through the third iteration.
    #expect(t.localTime(at: 2.5, defaultDuration: 0.25, isRemovedOnCompletion: true) == LocalTime(iteration: 2, progress: 0.5))
    #expect(t.localTime(at: 2.5001, defaultDuration: 0.25, isRemovedOnCompletion: true) == nil)
}

// §12.2: autoreverses, cycle 2 s, back half mirrored.
@Test func autoreverseMirrorsTheBackHalf() throws {
    let t = timing { $0.duration = 1; $0.autoreverses = true }
    let l = try #require(t.localTime(at: 1.25, defaultDuration: 0.25, isRemovedOnCompletion: true))
    #expect(l.iteration == 0 && abs(l.progress - 0.75) < 1e-12)
    #expect(t.localTime(at: 2, defaultDuration: 0.25, isRemovedOnCompletion: true) == LocalTime(iteration: 0, progress: 0))
    #expect(t.activeEnd(default: 0.25) == 2)
}

@Test func inclusiveEndShowsTheLastIterationsEnd() throws {
    let t = timing { $0.duration = 0.1; $0.repeatCount = 3 }
    // 0.1 × 3 is not exactly 0.3 in binary: the end must still be progress 1 of iteration 2.
    let end = t.activeEnd(default: 0.25)
    #expect(t.localTime(at: end, defaultDuration: 0.25, isRemovedOnCompletion: true) == LocalTime(iteration: 2, progress: 1))
    let one = timing { $0.duration = 2 }
    #expect(one.localTime(at: 2, defaultDuration: 0.25, isRemovedOnCompletion: true) == LocalTime(iteration: 0, progress: 1))
    // An iteration boundary in the middle wraps to the next iteration.
    #expect(t.localTime(at: 0.1 + 1e-12, defaultDuration: 0.25, isRemovedOnCompletion: true)?.iteration == 1)
}

@Test func fillForwardsNeedsRemovedOnCompletionFalse() {
    let t = timing { $0.duration = 1; $0.fillMode = .forwards }
    #expect(t.localTime(at: 5, defaultDuration: 0.25, isRemovedOnCompletion: true) == nil)
    #expect(t.localTime(at: 5, defaultDuration: 0.25, isRemovedOnCompletion: false) == LocalTime(iteration: 0, progress: 1))
    let removed = timing { $0.duration = 1 }
    #expect(removed.localTime(at: 5, defaultDuration: 0.25, isRemovedOnCompletion: false) == nil)
    // Backwards does not fill forwards.
    let back = timing { $0.duration = 1; $0.fillMode = .backwards }
    #expect(back.localTime(at: 1.5, defaultDuration: 0.25, isRemovedOnCompletion: false) == nil)
}

@Test func defaultDurationAndRepeats() {
    let t = MediaTiming()
    #expect(t.resolvedDuration(default: 0.25) == 0.25)
    #expect(t.activeEnd(default: 0.25) == 0.25)
    #expect(t.localTime(at: 0.125, defaultDuration: 0.25, isRemovedOnCompletion: true)?.progress == 0.5)
    let forever = timing { $0.duration = 1; $0.repeatCount = .infinity }
    #expect(forever.activeEnd(default: 0.25) == .infinity)
    #expect(forever.localTime(at: 1000.25, defaultDuration: 0.25, isRemovedOnCompletion: true) == LocalTime(iteration: 1000, progress: 0.25))
    let rd = timing { $0.duration = 1; $0.repeatDuration = 1.5 }
    #expect(rd.activeEnd(default: 0.25) == 1.5)
    #expect(rd.localTime(at: 1.5, defaultDuration: 0.25, isRemovedOnCompletion: true) == LocalTime(iteration: 1, progress: 0.5))
}
