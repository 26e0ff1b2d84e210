import Foundation
import Testing
import Geometry

@Suite struct Transform3DTests {
    /// `CATransform3DMakeRotation` about y, written out: m11 = cos, m13 = −sin, m31 = sin, m33 = cos.
    @Test func rotationAboutYHasCoreAnimationsLayout() {
        let a = 0.3
        let r = Transform3D.rotation(a, 0, 1, 0)
        #expect(r.m11 == cos(a) && r.m13 == -sin(a) && r.m31 == sin(a) && r.m33 == cos(a))
        #expect(r.m22 == 1 && r.m12 == 0 && r.m21 == 0 && r.m44 == 1)
        // About x: m22 = cos, m23 = sin, m32 = −sin.
        let x = Transform3D.rotation(a, 1, 0, 0)
        #expect(x.m22 == cos(a) && x.m23 == sin(a) && x.m32 == -sin(a))
        // About z it is the 2-D rotation (+x turns toward +y).
        let z = Transform3D.rotation(a, 0, 0, 1)
        #expect(abs(z.m11 - cos(a)) < 1e-15 && abs(z.m12 - sin(a)) < 1e-15 && z.isAffine)
    }

    @Test func perspectiveShrinksWhatIsFarAndTranslationIsInRowFour() {
        let p = Transform3D.perspective(500)
        #expect(p.m34 == -1.0 / 500)
        // A point 100 behind the plane (z = −100): w = 1 + 100/500 = 1.2.
        let q = p.apply(x: 60, y: 0, z: -100)
        #expect(q.w == 1.2 && q.x == 60)
        let t = Transform3D.translation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3)
        #expect(t.apply(x: 1, y: 1, z: 1) == (2, 3, 4, 1))
    }

    @Test func affineTransformsStayAffineBitForBit() {
        let a = AffineTransform(a: 0.3, b: -1.7, c: 2.1, d: 0.9, tx: 13.25, ty: -7.5)
        let b = AffineTransform.rotation(0.7).concatenating(.translation(3, 4))
        let t = Transform3D(a)
        #expect(t.isAffine && t.affine == a)
        #expect(t.concatenating(Transform3D(b)).affine == a.concatenating(b))
        #expect(t.inverted()?.affine == a.inverted())
        #expect(!Transform3D.perspective(500).isAffine && !Transform3D.translation(0, 0, 1).isAffine)
    }

    @Test func inverseAndConcatenationAgree() {
        var seed: UInt64 = 7
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53) * 4 - 2
        }
        for _ in 0..<200 {
            guard let m = Transform3D(rowMajor: (0..<16).map { _ in next() }), let inv = m.inverted() else { continue }
            let id = m.concatenating(inv).rowMajor
            for (k, v) in id.enumerated() { #expect(abs(v - (k % 5 == 0 ? 1 : 0)) < 1e-9) }
            #expect(abs(m.determinant * inv.determinant - 1) < 1e-9)
        }
    }

    /// Flattening keeps rows and columns 1, 2 and 4: a point of the layer (z = 0) lands where the 4×4 puts it.
    @Test func flatteningIsTheMapOfThePlane() {
        let m = Transform3D.rotation(1.0, 0, 1, 0).concatenating(.translation(5, 6, 7)).concatenating(.perspective(300))
        let h = m.flattened
        let full = m.apply(x: 12, y: -3, z: 0)
        let flat = h.apply(to: Point(x: 12, y: -3))
        #expect(abs(flat.x - full.x / full.w) < 1e-12 && abs(flat.y - full.y / full.w) < 1e-12)
        let back = h.inverted()!.apply(to: flat)
        #expect(abs(back.x - 12) < 1e-9 && abs(back.y + 3) < 1e-9)
    }
}
