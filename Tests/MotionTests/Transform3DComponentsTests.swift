import Foundation
import Geometry
import Testing
@testable import Motion

private func close(_ a: Transform3D, _ b: Transform3D, _ tol: Double = 1e-12) -> Bool {
    zip(a.rowMajor, b.rowMajor).allSatisfy { abs($0 - $1) <= tol }
}

@Suite struct Transform3DComponentsTests {
    /// Decomposing and recomposing gives the matrix back: random products of scale, skew, rotation, translation and
    /// perspective (a reflection included), and random matrices.
    @Test func decompositionRoundTrips() throws {
        var rng = SeededRandom(seed: 17)
        for k in 0..<400 {
            var m = Transform3D.scale(rng.range(0.2, 3), rng.range(0.2, 3), rng.range(0.2, 3) * (k % 3 == 0 ? -1 : 1))
            var skew = Transform3D.identity
            skew.m21 = rng.range(-1, 1); skew.m31 = rng.range(-1, 1); skew.m32 = rng.range(-1, 1)
            m = m.concatenating(skew)
                .concatenating(.rotation(rng.range(-4, 4), rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1)))
                .concatenating(.translation(rng.range(-100, 100), rng.range(-100, 100), rng.range(-100, 100)))
            if k % 2 == 0 { m = m.concatenating(.perspective(rng.range(200, 1000))) }
            let c = try #require(Transform3DComponents(m))
            // Both are the same projective map: compare after making m44 = 1.
            let n = Transform3D(rowMajor: m.rowMajor.map { $0 / m.m44 })!
            #expect(close(c.transform, n, 1e-9), "\(m)")
        }
    }

    /// Half turns keep their axis (Shepperd's method), where reading the quaternion's signs off the matrix fails.
    @Test func halfTurnsAboutAnyAxisRoundTrip() throws {
        for axis in [(1.0, -1.0, 0.0), (0, 1, -1), (1, 0, -1), (1, -2, 3), (0, 1, 0)] {
            let m = Transform3D.rotation(.pi, axis.0, axis.1, axis.2)
            #expect(close(try #require(Transform3DComponents(m)).transform, m, 1e-12))
        }
    }

    /// Euler angles as unmatrix reports them: Rx · Ry · Rz with row vectors.
    @Test func eulerAnglesReadAndWrite() throws {
        let m = Transform3D.rotation(0.3, 1, 0, 0).concatenating(.rotation(-0.5, 0, 1, 0)).concatenating(.rotation(1.1, 0, 0, 1))
        let e = try #require(Transform3DComponents(m)).eulerAngles
        #expect(abs(e.x - 0.3) < 1e-12 && abs(e.y + 0.5) < 1e-12 && abs(e.z - 1.1) < 1e-12)
        var c = Transform3DComponents()
        c.setEulerAngles(x: 0, y: .pi / 3, z: 0)
        #expect(close(c.transform, .rotation(.pi / 3, 0, 1, 0)))
        // Gimbal lock: y = 90°, x is reported, z folds into it.
        let g = Transform3D.rotation(0.4, 1, 0, 0).concatenating(.rotation(.pi / 2, 0, 1, 0))
        let ge = try #require(Transform3DComponents(g)).eulerAngles
        #expect(abs(ge.x - 0.4) < 1e-9 && abs(ge.y - .pi / 2) < 1e-9 && ge.z == 0)
    }

    /// Identity → a quarter turn about y: half way is an eighth turn (an elementwise lerp gives m11 = 0.5).
    @Test func rotationAboutYSlerps() {
        let half = interpolateDecomposed(Transform3D.identity, .rotation(.pi / 2, 0, 1, 0), 0.5)
        let c = 0.5.squareRoot()
        var expected = Transform3D.identity
        expected.m11 = c; expected.m13 = -c; expected.m31 = c; expected.m33 = c
        #expect(close(half, expected, 1e-15))
        // The shorter way round: −170° → +170° passes through 180°, not 0°.
        let a = Transform3D.rotation(-170 * .pi / 180, 0, 1, 0), b = Transform3D.rotation(170 * .pi / 180, 0, 1, 0)
        let mid = interpolateDecomposed(a, b, 0.5)
        #expect(abs(mid.m11 + 1) < 1e-12 && abs(mid.m33 + 1) < 1e-12)
    }

    /// Perspective is a part of its own: identity → Ry(90°) · perspective(500) at one half is Ry(45°) ·
    /// perspective(1000) (m14 = sin 45°/1000, m34 = −cos 45°/1000), worked by hand.
    @Test func perspectiveInterpolatesAsAPart() {
        let to = Transform3D.rotation(.pi / 2, 0, 1, 0).concatenating(.perspective(500))
        let half = interpolateDecomposed(.identity, to, 0.5)
        let c = 0.5.squareRoot()
        let expected = Transform3D(m11: c, m12: 0, m13: -c, m14: c / 1000, m21: 0, m22: 1, m23: 0, m24: 0,
                                   m31: c, m32: 0, m33: c, m34: -c / 1000, m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(close(half, expected, 1e-15))
    }

    /// Two affine transforms interpolate exactly as the 2-D decomposition did (2-D scenes unchanged).
    @Test func affinePairsTakeTheTwoDimensionalRoute() {
        let a = AffineTransform.scale(1, 2).concatenating(.rotation(0.3)).concatenating(.translation(4, 5))
        let b = AffineTransform.rotation(2.5).concatenating(.translation(-3, 1))
        for p in [0.25, 0.5, 1.3] {
            #expect(interpolateDecomposed(Transform3D(a), Transform3D(b), p) == Transform3D(interpolateDecomposed(a, b, p)))
        }
    }

    @Test func subKeyPaths() throws {
        var l = LayerState(id: "a")
        try l.setValue(.number(.pi / 3), forKeyPath: "transform.rotation.y")
        #expect(close(l.transform, .rotation(.pi / 3, 0, 1, 0)))
        #expect(try l.value(forKeyPath: "transform.rotation.y") == .number(.pi / 3) || {
            guard case .number(let v) = try l.value(forKeyPath: "transform.rotation.y") else { return false }
            return abs(v - .pi / 3) < 1e-12
        }())
        try l.setValue(.number(-40), forKeyPath: "transform.translation.z")
        #expect(l.transform.m43 == -40)
        try l.setValue(.number(2), forKeyPath: "transform.scale.z")
        guard case .number(let sz) = try l.value(forKeyPath: "transform.scale.z") else { Issue.record("type"); return }
        #expect(abs(sz - 2) < 1e-12)
        try l.setValue(.number(0.25), forKeyPath: "transform.rotation.x")
        guard case .number(let rx) = try l.value(forKeyPath: "transform.rotation.x"),
              case .number(let ry) = try l.value(forKeyPath: "transform.rotation.y") else { Issue.record("type"); return }
        #expect(abs(rx - 0.25) < 1e-12 && abs(ry - .pi / 3) < 1e-12)
        try l.setValue(.number(30), forKeyPath: "anchorPointZ")
        try l.setValue(.bool(false), forKeyPath: "isDoubleSided")
        #expect(l.anchorPointZ == 30 && !l.isDoubleSided)
    }
}
