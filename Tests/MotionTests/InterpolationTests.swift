import Geometry
import Testing
@testable import Motion

@Test func scalarsPointsAndSizesAreComponentwise() {
    #expect(AnimatableValue.number(0).interpolated(to: .number(10), amount: 0.3) == .number(3))
    #expect(AnimatableValue.number(0).interpolated(to: .number(10), amount: 1.2) == .number(12)) // not clamped
    #expect(AnimatableValue.point(Point(x: 0, y: 10)).interpolated(to: .point(Point(x: 10, y: 20)), amount: 0.5)
        == .point(Point(x: 5, y: 15)))
    #expect(AnimatableValue.size(Size(width: 2, height: 4)).interpolated(to: .size(Size(width: 4, height: 8)), amount: 0.5)
        == .size(Size(width: 3, height: 6)))
}

@Test func rectSizesStayPositive() {
    let a = AnimatableValue.rect(Rect(x: 0, y: 0, width: 10, height: 10))
    let b = AnimatableValue.rect(Rect(x: 10, y: 10, width: -30, height: 20))
    // width 10 + (−30 − 10)·0.5 = −10 → 10.
    #expect(a.interpolated(to: b, amount: 0.5) == .rect(Rect(x: 5, y: 5, width: 10, height: 15)))
}

@Test func coloursLerpUnpremultiplied() {
    let a = AnimatableValue.color(Color(red: 1, green: 0, blue: 0, alpha: 0))
    let b = AnimatableValue.color(Color(red: 0, green: 0, blue: 1, alpha: 1))
    #expect(a.interpolated(to: b, amount: 0.25) == .color(Color(red: 0.75, green: 0, blue: 0.25, alpha: 0.25)))
    let arrays = AnimatableValue.colors([.black, .white]).interpolated(to: .colors([.white, .black]), amount: 0.5)
    #expect(arrays == .colors([Color(red: 0.5, green: 0.5, blue: 0.5), Color(red: 0.5, green: 0.5, blue: 0.5)]))
    // Different counts switch at 0.5.
    #expect(AnimatableValue.colors([.black]).interpolated(to: .colors([.white, .black]), amount: 0.49) == .colors([.black]))
    #expect(AnimatableValue.numbers([0]).interpolated(to: .numbers([1, 2]), amount: 0.5) == .numbers([1, 2]))
    #expect(AnimatableValue.numbers([0, 1]).interpolated(to: .numbers([1, 3]), amount: 0.5) == .numbers([0.5, 2]))
}

@Test func discreteValuesSwitchAtHalf() {
    #expect(AnimatableValue.bool(false).interpolated(to: .bool(true), amount: 0.4999) == .bool(false))
    #expect(AnimatableValue.bool(false).interpolated(to: .bool(true), amount: 0.5) == .bool(true))
    #expect(AnimatableValue.none.interpolated(to: .color(.white), amount: 0.7) == .color(.white))
    #expect(AnimatableValue.string("a").interpolated(to: .string("b"), amount: 0.2) == .string("a"))
}

@Test func transformsLerpComponentwiseAndConcatenateWhenAdded() {
    let a = AnimatableValue.transform(.identity)
    let b = AnimatableValue.transform(Transform3D(AffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 10, ty: 20)))
    #expect(a.interpolated(to: b, amount: 0.5) == .transform(Transform3D(AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 10))))
    let base = AnimatableValue.transform(.translation(5, 0))
    let delta = AnimatableValue.transform(.scale(2, 2))
    #expect(base.adding(delta) == .transform(Transform3D(AffineTransform.scale(2, 2).concatenating(.translation(5, 0)))))
    #expect(base.adding(delta).subtracting(delta) == base)
}

@Test func additionPerType() {
    #expect(AnimatableValue.point(Point(x: 1, y: 2)).adding(.point(Point(x: 3, y: 4))) == .point(Point(x: 4, y: 6)))
    #expect(AnimatableValue.rect(Rect(x: 1, y: 1, width: 2, height: 2)).adding(.rect(Rect(x: 1, y: 0, width: 1, height: 0)))
        == .rect(Rect(x: 2, y: 1, width: 3, height: 2)))
    #expect(AnimatableValue.number(10).subtracting(.number(4)) == .number(6))
    #expect(AnimatableValue.number(1).adding(.number(2), times: 3) == .number(7))
}

@Test func samePathStructureBlendsElementWise() {
    let a = Path([.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .quad(Point(x: 10, y: 10), Point(x: 0, y: 10)), .close])
    let b = Path([.move(Point(x: 10, y: 0)), .line(Point(x: 30, y: 0)), .quad(Point(x: 30, y: 30), Point(x: 0, y: 30)), .close])
    let mid = AnimatableValue.path(a).interpolated(to: .path(b), amount: 0.5)
    #expect(mid == .path(Path([.move(Point(x: 5, y: 0)), .line(Point(x: 20, y: 0)),
                               .quad(Point(x: 20, y: 20), Point(x: 0, y: 20)), .close])))
}

/// Cubic control points blend as Core Animation's: handles of their on-line points, turned the shorter way
/// (`Path.blended`): a handle turning a quarter turn keeps its length, where the linear blend would shorten it.
@Test func cubicHandlesTurnWithTheirOnLinePoints() {
    let a = Path([.move(Point(x: 0, y: 0)), .cubic(Point(x: 10, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 0))])
    let b = Path([.move(Point(x: 0, y: 0)), .cubic(Point(x: 0, y: 10), Point(x: 100, y: 0), Point(x: 100, y: 0))])
    guard case .path(let mid) = AnimatableValue.path(a).interpolated(to: .path(b), amount: 0.5),
          case .cubic(let c1, _, _) = mid.elements[1] else { Issue.record("not a cubic path"); return }
    #expect(abs(c1.x - 10 / 2.0.squareRoot()) < 1e-12 && abs(c1.y - 10 / 2.0.squareRoot()) < 1e-12)
    #expect(mid == a.blended(with: b, amount: 0.5))
}

@Test func quadRoundedRectsBlendIntoTheBlendedRoundedRect() {
    let ra = Rect(x: 0, y: 0, width: 100, height: 60)
    let rb = Rect(x: 40, y: 20, width: 300, height: 80)
    let pa = Path.roundedRect(ra, cornerRadius: 16, style: .quad)
    let pb = Path.roundedRect(rb, cornerRadius: 16, style: .quad)
    #expect(pa.hasSameStructure(as: pb))
    for p in [0.0, 0.1, 0.37, 0.5, 0.9, 1.0] {
        guard case .path(let blended) = AnimatableValue.path(pa).interpolated(to: .path(pb), amount: p),
              case .rect(let r) = AnimatableValue.rect(ra).interpolated(to: .rect(rb), amount: p)
        else { Issue.record("wrong types"); return }
        let expected = Path.roundedRect(r, cornerRadius: 16, style: .quad)
        #expect(blended.hasSameStructure(as: expected))
        for (e1, e2) in zip(blended.elements, expected.elements) {
            for (q1, q2) in zip(e1.points, e2.points) {
                #expect(abs(q1.x - q2.x) < 1e-9 && abs(q1.y - q2.y) < 1e-9)
            }
        }
    }
    // The radius blends too, as long as neither end clamps it.
    let pc = Path.roundedRect(rb, cornerRadius: 30, style: .quad)
    guard case .path(let half) = AnimatableValue.path(pa).interpolated(to: .path(pc), amount: 0.5) else { return }
    let expected = Path.roundedRect(Rect(x: 20, y: 10, width: 200, height: 70), cornerRadius: 23, style: .quad)
    for (e1, e2) in zip(half.elements, expected.elements) {
        for (q1, q2) in zip(e1.points, e2.points) { #expect(abs(q1.x - q2.x) < 1e-9 && abs(q1.y - q2.y) < 1e-9) }
    }
}

@Test func differentPathStructuresMorph() {
    let rect = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
    let ellipse = Path.ellipse(in: Rect(x: 0, y: 0, width: 10, height: 10))
    let pair = PathMorphPair(from: rect, to: ellipse)
    #expect(AnimatableValue.path(rect).interpolated(to: .path(ellipse), amount: 0.49) == .path(pair.path(at: 0.49)))
    #expect(AnimatableValue.path(rect).interpolated(to: .path(ellipse), amount: 0) == .path(rect))
    #expect(AnimatableValue.path(rect).interpolated(to: .path(ellipse), amount: 1) == .path(ellipse))
}
