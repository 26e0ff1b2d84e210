import Geometry
import Testing
@testable import Motion

private let rect = Path.rect(Rect(x: 30, y: 40, width: 60, height: 40))
private let rounded = Path.roundedRect(Rect(x: 10, y: 10, width: 100, height: 100), cornerRadius: 28, style: .continuous)
private let square = Path.rect(Rect(x: 20, y: 20, width: 80, height: 80))
private let diamond = Path([.move(Point(x: 60, y: 110)), .line(Point(x: 10, y: 60)), .line(Point(x: 60, y: 10)),
                            .line(Point(x: 110, y: 60)), .close])

private func shapeTree(_ path: Path? = nil) -> LayerTree {
    var s = LayerState(id: "s", type: .shape)
    s.path = path
    return LayerTree(layers: [s])
}

private func pathAnimation(_ from: Path, _ to: Path, morph: PathMorph = .auto) -> BasicAnimation {
    var a = BasicAnimation(keyPath: "path")
    a.fromValue = .path(from)
    a.toValue = .path(to)
    a.timing.duration = 1
    a.morph = morph
    return a
}

/// Basic animations between paths of different structure morph through the normalised pair; the ends are exact.
@Test func basicPathAnimationMorphsDifferentStructures() throws {
    var tree = shapeTree(rect)
    try tree.add(.basic(pathAnimation(rect, rounded)), toLayer: "s")
    let pair = PathMorphPair(from: rect, to: rounded)
    #expect(tree.presentation(of: "s", at: 0)?.path == rect)
    for t in [0.05, 0.25, 0.5, 0.75, 0.95] {
        #expect(tree.presentation(of: "s", at: t)?.path == pair.path(at: t), "t = \(t)")
    }
    #expect(tree.presentation(of: "s", at: 1)?.path == rounded)
    // The per-frame path (unprepared) gives the same value as the prepared one.
    let unprepared = AnimatableValue.path(rect).interpolated(to: .path(rounded), amount: 0.3)
    #expect(unprepared == .path(pair.path(at: 0.3)))
}

/// `auto` keeps Core Animation's element-wise blend, bit for bit, where the structures match.
@Test func autoBlendsSameStructureElementWise() throws {
    let a = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 16, style: .quad)
    let b = Path.roundedRect(Rect(x: 40, y: 20, width: 300, height: 80), cornerRadius: 30, style: .quad)
    var tree = shapeTree(a)
    try tree.add(.basic(pathAnimation(a, b)), toLayer: "s")
    for t in [0.1, 0.37, 0.5, 0.9] {
        let expected = Path(zip(a.elements, b.elements).map { ea, eb in
            var i = 0
            return ea.mapPoints { p in
                let q = eb.points[i]; i += 1
                return Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
            }
        })
        #expect(tree.presentation(of: "s", at: t)?.path == expected)
    }
}

/// `resample` normalises even paths of the same structure (the square and the diamond start at different vertices).
@Test func resampleNormalisesSameStructure() throws {
    var tree = shapeTree(square)
    try tree.add(.basic(pathAnimation(square, diamond, morph: .resample)), toLayer: "s")
    #expect(tree.presentation(of: "s", at: 0.5)?.path == PathMorphPair(from: square, to: diamond).path(at: 0.5))
    var elementwise = shapeTree(square)
    try elementwise.add(.basic(pathAnimation(square, diamond, morph: .elementwise)), toLayer: "s")
    #expect(elementwise.presentation(of: "s", at: 0.5)?.path == square.blended(with: diamond, amount: 0.5))
}

/// `elementwise` between known paths of different structure is rejected when the animation is added.
@Test func elementwiseMismatchIsAnError() {
    var tree = shapeTree(rect)
    #expect(throws: MotionError.pathStructureMismatch(keyPath: "path")) {
        try tree.add(.basic(pathAnimation(rect, rounded, morph: .elementwise)), toLayer: "s")
    }
    var group = AnimationGroup(animations: [.basic(pathAnimation(rect, rounded, morph: .elementwise))])
    group.timing.duration = 1
    #expect(throws: MotionError.pathStructureMismatch(keyPath: "path")) {
        try tree.add(.group(group), toLayer: "s")
    }
    #expect(PathMorph.isUndefinedInCoreAnimation(from: rect, to: rounded))
    #expect(!PathMorph.isUndefinedInCoreAnimation(from: square, to: diamond))
}

/// Transactions (implicit animations) and group children morph too.
@Test func transactionsAndGroupsMorph() throws {
    var tree = shapeTree(rect)
    try tree.commit(Transaction(at: 1, duration: 1, timingFunction: nil,
                                changes: [PropertyChange(layer: "s", keyPath: "path", value: .path(rounded))]))
    #expect(tree.presentation(of: "s", at: 1.5)?.path == PathMorphPair(from: rect, to: rounded).path(at: 0.5))
    #expect(tree.presentation(of: "s", at: 2)?.path == rounded)

    var g = shapeTree(rect)
    var group = AnimationGroup(animations: [.basic(pathAnimation(rect, rounded))])
    group.timing.duration = 1
    try g.add(.group(group), toLayer: "s")
    #expect(g.presentation(of: "s", at: 0.25)?.path == PathMorphPair(from: rect, to: rounded).path(at: 0.25))
}

/// Seed 003's quad-curve rounded rect keeps one element structure at every size and radius (radius 0, clamped,
/// empty rect), so Core Animation blends it element-wise and `auto` never normalises it.
@Test func quadRoundedRectKeepsItsStructureAtEverySize() {
    let reference = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 16, style: .quad).structure
    #expect(reference == [.move, .line, .quad, .line, .quad, .line, .quad, .line, .quad, .close])
    for (r, radius) in [(Rect(x: 0, y: 0, width: 100, height: 60), 0.0), (Rect(x: 5, y: 5, width: 10, height: 300), 99),
                        (Rect(x: 0, y: 0, width: 0, height: 0), 8), (Rect(x: -20, y: 3, width: 1e4, height: 0.5), 16)] {
        let p = Path.roundedRect(r, cornerRadius: radius, style: .quad)
        #expect(p.structure == reference)
        #expect(!PathMorph.auto.needsNormalization(from: p, to: Path.roundedRect(
            Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 16, style: .quad)))
    }
}

/// Keyframe animations of `path` morph between keyframes of different structure (segment by segment, through the
/// normalised pair of the two keyframes), and show each keyframe exactly at its key time.
@Test func keyframePathAnimationMorphsBetweenKeyframes() throws {
    var tree = shapeTree(rect)
    var k = KeyframeAnimation(keyPath: "path", values: [.path(rect), .path(rounded), .path(diamond)])
    k.timing.duration = 2
    try tree.add(.keyframe(k), toLayer: "s")
    #expect(tree.presentation(of: "s", at: 0)?.path == rect)
    #expect(tree.presentation(of: "s", at: 1)?.path == rounded)
    #expect(tree.presentation(of: "s", at: 2)?.path == diamond)
    // Half-way through each segment (linear mode, no keyTimes: two equal segments), the morph of that segment.
    #expect(tree.presentation(of: "s", at: 0.5)?.path == PathMorphPair(from: rect, to: rounded).path(at: 0.5))
    #expect(tree.presentation(of: "s", at: 1.5)?.path == PathMorphPair(from: rounded, to: diamond).path(at: 0.5))
}

/// `shadowPath` animations go through the same morph as `path`.
@Test func shadowPathAnimationMorphs() throws {
    var layer = LayerState(id: "l")
    layer.shadowPath = rect
    var tree = LayerTree(layers: [layer])
    var a = BasicAnimation(keyPath: "shadowPath")
    a.fromValue = .path(rect)
    a.toValue = .path(rounded)
    a.timing.duration = 1
    try tree.add(.basic(a), toLayer: "l")
    let pair = PathMorphPair(from: rect, to: rounded)
    for t in [0.25, 0.5, 0.75] {
        #expect(tree.presentation(of: "l", at: t)?.shadowPath == pair.path(at: t), "t = \(t)")
    }
    #expect(tree.presentation(of: "l", at: 1)?.shadowPath == rounded)
}

/// A `toValue`-only animation starts from the presentation value: the normalisation is made the first time it runs and
/// kept (the compiled animation's cache holds the pair for those ends), and the frames are the pair's blends.
@Test func toValueOnlyAnimationNormalisesOnceAndKeepsIt() throws {
    var a = BasicAnimation(keyPath: "path")
    a.toValue = .path(rounded)
    a.timing.duration = 1
    let prepared = try #require(PreparedPathMorph(a))
    #expect(prepared.cache.cached == nil)  // the start is not known until it runs
    let pair = PathMorphPair(from: rect, to: rounded)
    for t in [0.25, 0.5, 0.75] {
        #expect(prepared.blend(.path(rect), .path(rounded), amount: t) == .path(pair.path(at: t)))
        #expect(prepared.cache.cached == pair)
    }
    // New ends replace the cached pair.
    _ = prepared.blend(.path(square), .path(rounded), amount: 0.5)
    #expect(prepared.cache.cached?.from == square)
    // Both ends known: normalised when compiled.
    #expect(PreparedPathMorph(pathAnimation(rect, rounded))?.cache.cached == pair)
    var tree = shapeTree(rect)
    try tree.add(.basic(a), toLayer: "s")
    #expect(tree.presentation(of: "s", at: 0.5)?.path == pair.path(at: 0.5))
    // Same structure: Core Animation's element-wise blend, nothing cached.
    #expect(prepared.blend(.path(square), .path(diamond), amount: 0.5) == .path(square.blended(with: diamond, amount: 0.5)!))
}
