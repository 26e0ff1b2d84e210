import Foundation
import Testing
import Geometry

@Suite struct AffineTransformTests {
    @Test func constructors() {
        #expect(AffineTransform.translation(3, 4).apply(to: P(1, 1)) == P(4, 5))
        #expect(AffineTransform.scale(2, -3).apply(to: P(1, 1)) == P(2, -3))
        #expect(AffineTransform.identity.isIdentity)
        #expect(!AffineTransform.translation(0, 1).isIdentity)
    }

    @Test func rotationTurnsXTowardY() {
        let p = AffineTransform.rotation(.pi / 2).apply(to: P(1, 0))
        #expect(isClose(p, P(0, 1), 1e-15))
        let q = AffineTransform.rotation(.pi / 2).apply(to: P(0, 1))
        #expect(isClose(q, P(-1, 0), 1e-15))
    }

    @Test func concatenationAppliesSelfFirst() {
        let t = AffineTransform.translation(10, 0), s = AffineTransform.scale(2, 2)
        // Translate, then scale.
        #expect(t.concatenating(s).apply(to: P(1, 1)) == P(22, 2))
        // Scale, then translate.
        #expect(s.concatenating(t).apply(to: P(1, 1)) == P(12, 2))
        #expect(t.concatenating(s) == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        #expect(s.concatenating(t) == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    }

    @Test func concatenationMatchesSequentialApplication() {
        let a = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let b = AffineTransform(a: -2, b: 0.5, c: 1, d: 3, tx: -7, ty: 8)
        let p = P(0.25, -1.5)
        #expect(a.concatenating(b).apply(to: p) == b.apply(to: a.apply(to: p)))
        #expect(a.concatenating(.identity) == a)
        #expect(AffineTransform.identity.concatenating(a) == a)
    }

    @Test func inversion() throws {
        let t = AffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: -8)
        let inv = try #require(t.inverted())
        #expect(inv == AffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: 2))
        #expect(t.concatenating(inv) == .identity)
        #expect(inv.concatenating(t) == .identity)

        let m = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let mi = try #require(m.inverted())
        let p = P(7, -9)
        #expect(isClose(mi.apply(to: m.apply(to: p)), p, 1e-12))
        #expect(mi == AffineTransform(a: -2, b: 1, c: 1.5, d: -0.5, tx: 1, ty: -2))
    }

    @Test func singularHasNoInverse() {
        #expect(AffineTransform.scale(0, 1).inverted() == nil)
        #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)
        #expect(AffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
    }
}
