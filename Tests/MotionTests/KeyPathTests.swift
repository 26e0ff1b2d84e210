import Geometry
import Testing
@testable import Motion

@Test func layerKeyPathsReadAndWrite() throws {
    var l = LayerState(id: "a")
    l.bounds = Rect(x: 1, y: 2, width: 30, height: 40)
    l.position = Point(x: 5, y: 6)
    #expect(try l.value(forKeyPath: "position") == .point(Point(x: 5, y: 6)))
    #expect(try l.value(forKeyPath: "position.y") == .number(6))
    #expect(try l.value(forKeyPath: "bounds.size") == .size(Size(width: 30, height: 40)))
    #expect(try l.value(forKeyPath: "bounds.size.height") == .number(40))
    #expect(try l.value(forKeyPath: "bounds.origin.x") == .number(1))
    #expect(try l.value(forKeyPath: "backgroundColor") == AnimatableValue.none)
    #expect(try l.value(forKeyPath: "isHidden") == .bool(false))
    #expect(try l.value(forKeyPath: "anchorPoint") == .point(Point(x: 0.5, y: 0.5)))

    try l.setValue(.number(9), forKeyPath: "position.x")
    try l.setValue(.number(50), forKeyPath: "bounds.size.width")
    try l.setValue(.point(Point(x: 3, y: 4)), forKeyPath: "bounds.origin")
    try l.setValue(.color(.white), forKeyPath: "backgroundColor")
    try l.setValue(.number(0.5), forKeyPath: "opacity")
    try l.setValue(.bool(true), forKeyPath: "masksToBounds")
    try l.setValue(.transform(.scale(2, 2)), forKeyPath: "transform")
    #expect(l.position == Point(x: 9, y: 6))
    #expect(l.bounds == Rect(x: 3, y: 4, width: 50, height: 40))
    #expect(l.backgroundColor == .white && l.opacity == 0.5 && l.masksToBounds)
    #expect(l.transform == .scale(2, 2))
    try l.setValue(.none, forKeyPath: "backgroundColor")
    #expect(l.backgroundColor == nil)
}

@Test func shapeGradientAndImageKeyPaths() throws {
    var s = LayerState(id: "s", type: .shape)
    #expect(try s.value(forKeyPath: "path") == AnimatableValue.none)
    #expect(try s.value(forKeyPath: "fillColor") == .color(.black))
    #expect(try s.value(forKeyPath: "strokeColor") == AnimatableValue.none)
    let p = Path.rect(Rect(x: 0, y: 0, width: 1, height: 1))
    try s.setValue(.path(p), forKeyPath: "path")
    try s.setValue(.number(0.5), forKeyPath: "strokeEnd")
    try s.setValue(.none, forKeyPath: "fillColor")
    #expect(s.path == p && s.strokeEnd == 0.5 && s.fillColor == nil)

    var g = LayerState(id: "g", type: .gradient)
    #expect(try g.value(forKeyPath: "locations") == AnimatableValue.none)
    try g.setValue(.colors([.black, .white]), forKeyPath: "colors")
    try g.setValue(.numbers([0, 1]), forKeyPath: "locations")
    try g.setValue(.point(Point(x: 0, y: 0)), forKeyPath: "startPoint")
    #expect(g.colors == [.black, .white] && g.locations == [0, 1] && g.startPoint == .zero)

    var i = LayerState(id: "i", type: .image)
    try i.setValue(.string("a.png"), forKeyPath: "contents")
    #expect(try i.value(forKeyPath: "contents") == .string("a.png"))
}

@Test func transformSubKeyPaths() throws {
    var l = LayerState(id: "a")
    try l.setValue(.number(Double.pi / 2), forKeyPath: "transform.rotation.z")
    #expect(abs(l.transform.affine.b - 1) < 1e-12 && abs(l.transform.affine.a) < 1e-12)
    try l.setValue(.number(2), forKeyPath: "transform.scale")
    guard case .number(let r) = try l.value(forKeyPath: "transform.rotation") else { Issue.record("type"); return }
    #expect(abs(r - Double.pi / 2) < 1e-12)
    #expect(try l.value(forKeyPath: "transform.scale") == .number(2))
    try l.setValue(.number(7), forKeyPath: "transform.translation.x")
    #expect(l.transform.affine.tx == 7)
}

@Test func unknownKeyPathsAndTypeMismatches() {
    var l = LayerState(id: "a")
    #expect(throws: MotionError.unknownKeyPath(keyPath: "path", layerType: .layer)) { try l.value(forKeyPath: "path") }
    #expect(throws: MotionError.unknownKeyPath(keyPath: "frame", layerType: .layer)) { try l.value(forKeyPath: "frame") }
    #expect(throws: MotionError.unknownKeyPath(keyPath: "strokeEnd", layerType: .layer)) {
        try l.setValue(.number(1), forKeyPath: "strokeEnd")
    }
    #expect(throws: MotionError.unknownKeyPath(keyPath: "colors", layerType: .shape)) {
        try LayerState(id: "s", type: .shape).value(forKeyPath: "colors")
    }
    #expect(throws: MotionError.typeMismatch(keyPath: "position", expected: "a point", got: "a colour")) {
        try l.setValue(.color(.black), forKeyPath: "position")
    }
    // No coercion: a number is not a point, a point is not a size.
    #expect(throws: MotionError.typeMismatch(keyPath: "position", expected: "a point", got: "a number")) {
        try l.setValue(.number(1), forKeyPath: "position")
    }
    #expect(throws: MotionError.typeMismatch(keyPath: "bounds.size", expected: "a size", got: "a point")) {
        try l.setValue(.point(.zero), forKeyPath: "bounds.size")
    }
    // `none` only where the property is optional.
    #expect(throws: MotionError.typeMismatch(keyPath: "opacity", expected: "a number", got: "null")) {
        try l.setValue(.none, forKeyPath: "opacity")
    }
}
