import func Foundation.atan2
import Geometry
import Testing
@testable import Motion

private func close(_ a: AffineTransform, _ b: AffineTransform, _ tol: Double = 1e-12) -> Bool {
    abs(a.a - b.a) < tol && abs(a.b - b.b) < tol && abs(a.c - b.c) < tol && abs(a.d - b.d) < tol
        && abs(a.tx - b.tx) < tol && abs(a.ty - b.ty) < tol
}

private func close(_ a: Transform3D, _ b: AffineTransform, _ tol: Double = 1e-12) -> Bool {
    a.isAffine && close(a.affine, b, tol)
}

@Test func wholeTransformsInterpolateDecomposed() throws {
    // A quarter turn: half-way is an eighth turn (an elementwise lerp would shrink to 0.707).
    let v = AnimatableValue.transform(.identity).interpolated(to: .transform(.rotation(.pi / 2)), amount: 0.5)
    guard case .transform(let t) = v else { Issue.record("expected a transform"); return }
    #expect(close(t, .rotation(.pi / 4)))
    // Translation, rotation and scale each interpolate on their own.
    let a = AffineTransform.scale(1, 1)
    let b = AffineTransform.scale(3, 3).concatenating(.rotation(.pi / 2)).concatenating(.translation(10, 20))
    guard case .transform(let m) = AnimatableValue.transform(Transform3D(a)).interpolated(to: .transform(Transform3D(b)), amount: 0.5) else {
        Issue.record("expected a transform"); return
    }
    let expected = AffineTransform.scale(2, 2).concatenating(.rotation(.pi / 4)).concatenating(.translation(5, 10))
    #expect(close(m, expected))
}

@Test func decompositionRoundTrips() {
    var rng = SeededRandom(seed: 9)
    for _ in 0..<500 {
        let t = AffineTransform(a: rng.range(-3, 3), b: rng.range(-3, 3), c: rng.range(-3, 3), d: rng.range(-3, 3),
                                tx: rng.range(-100, 100), ty: rng.range(-100, 100))
        #expect(close(TransformComponents(t).transform, t, 1e-9))
    }
}

// transform.rotation.z from 0 to 2π spins fully (the sub-key path is a number).
@Test func rotationSubKeyPathSpinsFully() throws {
    var a = BasicAnimation(keyPath: "transform.rotation.z")
    a.fromValue = .number(0)
    a.toValue = .number(2 * .pi)
    a.timing.duration = 1
    var tree = LayerTree(layers: [LayerState(id: "l")])
    try tree.add(.basic(a), toLayer: "l")
    let half = try #require(tree.presentation(of: "l", at: 0.5)?.transform)
    #expect(close(half, .rotation(.pi), 1e-12))
    let quarter = try #require(tree.presentation(of: "l", at: 0.25)?.transform)
    #expect(close(quarter, .rotation(.pi / 2), 1e-12))
}
