import Geometry
import Testing
@testable import Motion

private func tree() -> LayerTree {
    var spot = LayerState(id: "spot", type: .shape)
    spot.position = Point(x: 0, y: 0)
    spot.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
    spot.opacity = 1
    return LayerTree(layers: [spot])
}

private func move(_ x: Double, _ y: Double, at: Double, duration: Double = 1,
                  timing: TimingFunction? = .easeInEaseOut) -> Transaction {
    Transaction(at: at, duration: duration, timingFunction: timing,
                changes: [PropertyChange(layer: "spot", keyPath: "position", value: .point(Point(x: x, y: y)))])
}

@Test func transactionAnimatesFromPresentationToModel() throws {
    var t = tree()
    try t.commit(move(100, 0, at: 1))
    #expect(t.model(at: 0.99)[0].position == .zero)
    #expect(t.model(at: 1)[0].position == Point(x: 100, y: 0))
    #expect(t.presentation(of: "spot", at: 1)!.position == .zero)
    let quarter = t.presentation(of: "spot", at: 1.25)!.position.x
    #expect(abs(quarter - 12.916193104731982) < 1e-6)
    #expect(t.presentation(of: "spot", at: 2)!.position == Point(x: 100, y: 0))
    #expect(t.presentation(of: "spot", at: 5)!.position == Point(x: 100, y: 0))
    #expect(t.endTime == 2)
}

@Test func interruptedMoveContinuesWithoutJump() throws {
    var t = tree()
    try t.commit(move(100, 0, at: 0))
    let frame = 1.0 / 60
    let before = t.presentation(of: "spot", at: 0.5 - 1e-6)!.position
    try t.commit(move(100, 100, at: 0.5))
    let at = t.presentation(of: "spot", at: 0.5)!.position
    let after = t.presentation(of: "spot", at: 0.5 + 1e-6)!.position
    let next = t.presentation(of: "spot", at: 0.5 + frame)!.position
    var first = tree()
    try first.commit(move(100, 0, at: 0))
    let frameMotion = first.presentation(of: "spot", at: 0.5)!.position.distance(to: first.presentation(of: "spot", at: 0.5 - frame)!.position)
    #expect(before.distance(to: at) < frameMotion)
    #expect(at.distance(to: after) < frameMotion)
    #expect(abs(at.x - 50) < 1e-6 && at.y == 0)
    #expect(next.x > 50 && next.y > 0)
    #expect(t.presentation(of: "spot", at: 1.5)!.position == Point(x: 100, y: 100))
    // Before the second commit, nothing changed.
    #expect(t.presentation(of: "spot", at: 0.25)!.position == first.presentation(of: "spot", at: 0.25)!.position)
    #expect(t.endTime == 1.5)
}

@Test func propertiesOfOneTransactionShareTheBeginTime() throws {
    var t = tree()
    try t.commit(Transaction(at: 0.3, duration: 0.5, changes: [
        PropertyChange(layer: "spot", keyPath: "position", value: .point(Point(x: 200, y: 0))),
        PropertyChange(layer: "spot", keyPath: "opacity", value: .number(0)),
        PropertyChange(layer: "spot", keyPath: "bounds", value: .rect(Rect(x: 0, y: 0, width: 300, height: 50))),
    ]))
    for time in stride(from: 0.3, through: 0.8, by: 0.01) {
        let s = t.presentation(of: "spot", at: time)!
        let fp = s.position.x / 200
        let fo = 1 - s.opacity
        let fb = (s.bounds.width - 100) / 200
        #expect(abs(fp - fo) < 1e-12 && abs(fp - fb) < 1e-12)
    }
}

@Test func completionValuesAppearRightAfterTheEnd() throws {
    var t = tree()
    let quadPath = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 16, style: .quad)
    let truePath = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 16, style: .continuous)
    try t.commit(Transaction(at: 1, duration: 0.25,
                             changes: [PropertyChange(layer: "spot", keyPath: "path", value: .path(quadPath)),
                                       PropertyChange(layer: "spot", keyPath: "opacity", value: .number(0.5))],
                             completion: [PropertyChange(layer: "spot", keyPath: "path", value: .path(truePath))]))
    #expect(t.presentation(of: "spot", at: 1.25)!.path == quadPath)
    #expect(t.presentation(of: "spot", at: 1.25 + 1e-9)!.path == truePath)
    #expect(t.model(at: 1.2)[0].path == quadPath)
    #expect(t.model(at: 1.25)[0].path == truePath)
    #expect(t.endTime == 1.25)
}

@Test func zeroDurationSetsWithoutAnimating() throws {
    var t = tree()
    try t.commit(move(10, 20, at: 1, duration: 0))
    #expect(t.presentation(of: "spot", at: 0.5)!.position == .zero)
    #expect(t.presentation(of: "spot", at: 1)!.position == Point(x: 10, y: 20))
    #expect(t.endTime == 1)
}

@Test func transactionErrors() throws {
    var t = tree()
    try t.commit(move(1, 1, at: 2))
    #expect(throws: MotionError.transactionOutOfOrder(at: 1, after: 2)) { try t.commit(move(1, 1, at: 1)) }
    #expect(throws: MotionError.unknownLayer("ghost")) {
        try t.commit(Transaction(at: 3, changes: [PropertyChange(layer: "ghost", keyPath: "opacity", value: .number(1))]))
    }
    #expect(throws: MotionError.unknownKeyPath(keyPath: "colors", layerType: .shape)) {
        try t.commit(Transaction(at: 3, changes: [PropertyChange(layer: "spot", keyPath: "colors", value: .colors([]))]))
    }
    #expect(throws: MotionError.typeMismatch(keyPath: "position", expected: "a point", got: "a colour")) {
        try t.commit(Transaction(at: 3, changes: [PropertyChange(layer: "spot", keyPath: "position", value: .color(.white))]))
    }
    // A rejected transaction changes nothing.
    #expect(t.model(at: 10)[0].position == Point(x: 1, y: 1))
}
