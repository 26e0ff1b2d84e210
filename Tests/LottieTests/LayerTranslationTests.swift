import Geometry
import Lottie
import Motion
import XCTest

/// Precomp timing, visibility, parenting and trims, checked on the presentation values Core Animation would show.
final class LayerTranslationTests: XCTestCase {
    /// A precomp placed at root frame 5 (`st`) and stretched twice (`sr`): precomp frame f is root frame 5 + 2f.
    /// Its layer is visible for precomp frames 0…5 (root 5…15) and fades 0 → 100 over precomp frames 0…10.
    func testPrecompStartTimeStretchAndInOutPoints() throws {
        let inner = LottieJSON.shapeLayer(
            ks: LottieJSON.ks(#""o": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [100]}]}"#),
            ip: 0, op: 5, shapes: LottieJSON.square)
        let precomp = #"{"ty": 0, "ind": 1, "refId": "comp", "w": 100, "h": 100, "ks": \#(LottieJSON.ks()), "ip": 0, "op": 30, "st": 5, "sr": 2}"#
        let a = try LottieAnimation(json: LottieJSON.document(op: 30, layers: [precomp],
                                                              assets: [#"{"id": "comp", "layers": [\#(inner)]}"#]))
        let id = "assets[0].layers[0]"
        XCTAssertEqual(a.isHidden(id, atFrame: 4.9), true)
        XCTAssertEqual(a.isHidden(id, atFrame: 5), false)
        XCTAssertEqual(a.isHidden(id, atFrame: 14.9), false)
        // At exactly root frame 15 the sample (15/10) / (31/10) falls 1 ulp below lottie-ios's key time 15/31
        // (frames, KeyTimeRoundingTests), so the layer still shows; just after, it is hidden.
        XCTAssertLessThan((15.0 / 10) / (31.0 / 10), 15.0 / 31)
        XCTAssertEqual(a.isHidden(id, atFrame: 15), false)
        XCTAssertEqual(a.isHidden(id, atFrame: 15.01), true)
        // Root frame 11 is precomp frame 3: opacity 0.3 (linear easing; key times are Floats in lottie-ios, so
        // within 1e-8).
        XCTAssertEqual(try XCTUnwrap(a.presentation(of: id, atFrame: 11)).state.opacity, 0.3, accuracy: 1e-8)
        // The precomp clips its content to its own size.
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 11)?.state.masksToBounds, true)
    }

    /// A layer whose out point is the animation's stays visible on the last frame (lottie-ios's key time of 1).
    func testOutPointAtTheEndStaysVisible() throws {
        let a = try LottieAnimation(json: LottieJSON.document(op: 20, layers: [LottieJSON.shapeLayer(ip: 2, op: 20, shapes: LottieJSON.square)]))
        XCTAssertEqual(a.isHidden("layers[0]", atFrame: 1), true)
        XCTAssertEqual(a.isHidden("layers[0]", atFrame: 2), false)
        XCTAssertEqual(a.isHidden("layers[0]", atFrame: 20), false)
    }

    /// A child of a null: the null's transform wraps the child (as a transform-only copy), so a point of the
    /// child's content lands at parent position + parent rotation · (child position + …).
    func testParentedTransformsCompose() throws {
        let parent = LottieJSON.nullLayer(ind: 1, ks: LottieJSON.ks(#""p": {"a": 0, "k": [100, 50]}, "r": {"a": 0, "k": 90}"#))
        let child = LottieJSON.shapeLayer(
            ind: 2, ks: LottieJSON.ks(#""p": {"a": 0, "k": [10, 0]}, "a": {"a": 0, "k": [5, 5]}, "s": {"a": 0, "k": [200, 100]}"#),
            extra: #", "parent": 1"#, shapes: LottieJSON.square)
        let a = try LottieAnimation(json: LottieJSON.document(w: 200, h: 200, layers: [child, parent]))
        let (_, toRoot) = try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 0))
        // Child content point (5, 5) is its anchor: at the child's position (10, 0) in the parent, rotated 90° about
        // the parent's origin → (0, 10), then moved to (100, 50) → (100, 60).
        let p = toRoot.apply(to: Point(x: 5, y: 5))
        XCTAssertEqual(p.x, 100, accuracy: 1e-9)
        XCTAssertEqual(p.y, 60, accuracy: 1e-9)
        // (6, 5) is one unit right of the anchor: scaled 2× in x, then rotated 90° → one step of 2 down.
        let q = toRoot.apply(to: Point(x: 6, y: 5))
        XCTAssertEqual(q.x, 100, accuracy: 1e-9)
        XCTAssertEqual(q.y, 62, accuracy: 1e-9)
        // The parent itself still draws its own (empty) layer once, where it sits in the stack.
        XCTAssertNotNil(a.presentation(of: "layers[1]", atFrame: 0))
    }

    private func trimmed(start: Double, end: Double, offset: Double) throws -> LayerState {
        let shapes = #"[{"ty": "gr", "it": [{"ty": "sh", "ks": {"a": 0, "k": {"i": [[0,0],[0,0]], "o": [[0,0],[0,0]], "v": [[0,0],[100,0]], "c": false}}}, {"ty": "st", "c": {"a": 0, "k": [0,0,0,1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}, "lc": 1, "lj": 1}, {"ty": "tm", "s": {"a": 0, "k": \#(start)}, "e": {"a": 0, "k": \#(end)}, "o": {"a": 0, "k": \#(offset)}, "m": 1}, {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]"#
        let a = try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes)]))
        return try XCTUnwrap(a.presentation(of: "layers[0].shapes[0].it[0]", atFrame: 0)).state
    }

    /// An offset of 180° moves 0…50 % to 50…100 %: still within one copy of the path.
    func testTrimOffsetWithinOnePath() throws {
        let s = try trimmed(start: 0, end: 50, offset: 180)
        XCTAssertEqual(s.strokeStart, 0.5, accuracy: 1e-12)
        XCTAssertEqual(s.strokeEnd, 1, accuracy: 1e-12)
        XCTAssertEqual(s.path?.elements.count, 2)
    }

    /// An offset of 270° moves 0…50 % to 75…125 %: the path is drawn twice and the ends halved (37.5…62.5 % of
    /// the doubled path), lottie-ios's `pathMultiplier`.
    func testTrimOffsetPastTheEndRepeatsThePath() throws {
        let s = try trimmed(start: 0, end: 50, offset: 270)
        XCTAssertEqual(s.strokeStart, 0.375, accuracy: 1e-12)
        XCTAssertEqual(s.strokeEnd, 0.625, accuracy: 1e-12)
        XCTAssertEqual(s.path?.elements.count, 4)
        XCTAssertEqual(s.lineCap, .butt)
    }

    /// Start after end draws the same stretch with the ends swapped.
    func testTrimStartAfterEndIsSwapped() throws {
        let s = try trimmed(start: 80, end: 20, offset: 0)
        XCTAssertEqual(s.strokeStart, 0.2, accuracy: 1e-12)
        XCTAssertEqual(s.strokeEnd, 0.8, accuracy: 1e-12)
    }

    /// `rx`/`ry` (lottie-ios's `addRotationAnimations`): `transform.rotation.x` and `.y` in radians, so a layer
    /// turned 60° about y maps a point (x, y) at z = 0 to (x cos 60°, y) about its anchor, without perspective (Core
    /// Animation's `CATransform3DMakeRotation`, no `m34`); a ry animated 0 → 90° is half-way at 45°.
    func testRotationAboutXAndYBecomesCoreAnimationRotations() throws {
        let ks = LottieJSON.ks(#""ry": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [90]}]}, "rx": {"a": 0, "k": 30}"#)
        let a = try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: ks, shapes: LottieJSON.square)]))
        let at5 = try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 5)).state.transform
        let expected = Transform3D.rotation(.pi / 6, 1, 0, 0).concatenating(Transform3D.rotation(.pi / 4, 0, 1, 0))
        let reversed = Transform3D.rotation(.pi / 4, 0, 1, 0).concatenating(Transform3D.rotation(.pi / 6, 1, 0, 0))
        // Within 1e-6: lottie-ios's key times are `Float`s, so half-way is a few 1e-9 off (KeyTimeRoundingTests).
        let p = at5.apply(x: 10, y: 20, z: 0), q = expected.apply(x: 10, y: 20, z: 0)
        XCTAssertEqual(p.x, q.x, accuracy: 1e-6)
        XCTAssertEqual(p.y, q.y, accuracy: 1e-6)
        XCTAssertEqual(p.z, q.z, accuracy: 1e-6)
        // The two orders differ at this point, so the test says which one Core Animation's rotation keys give.
        XCTAssertGreaterThan(abs(reversed.apply(x: 10, y: 20, z: 0).y - q.y), 0.1)
        XCTAssertEqual(a.warnings.filter { $0.message.contains("3-D") || $0.message.contains("3D") }.count, 0)
        // Under after-effects the same rotation, with a warning that After Effects' perspective is not applied.
        let ae = try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: ks, shapes: LottieJSON.square)]),
                                     options: LottieOptions(semantics: .afterEffects))
        let r = try XCTUnwrap(ae.presentation(of: "layers[0]", atFrame: 5)).state.transform.apply(x: 10, y: 20, z: 0)
        XCTAssertEqual(r.x, q.x, accuracy: 1e-6)
        XCTAssertEqual(ae.warnings.filter { $0.message.contains("without perspective") }.count, 2)
        // A static rotation is the model transform: scale, then x, then y (the recomposition of the parts).
        let still = LottieJSON.ks(#""s": {"a": 0, "k": [200, 100]}, "rx": {"a": 0, "k": 30}, "ry": {"a": 0, "k": 45}"#)
            .replacingOccurrences(of: #""s": {"a": 0, "k": [100, 100]}, "#, with: "")
        let s = try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: still, shapes: LottieJSON.square)]))
        let m = try XCTUnwrap(s.presentation(of: "layers[0]", atFrame: 0)).state.transform.apply(x: 10, y: 20, z: 0)
        let e = Transform3D.scale(2, 1, 1).concatenating(expected).apply(x: 10, y: 20, z: 0)
        XCTAssertEqual(m.x, e.x, accuracy: 1e-9)
        XCTAssertEqual(m.y, e.y, accuracy: 1e-9)
        XCTAssertEqual(m.x, 20 * cos(Double.pi / 4) + (20 * sin(Double.pi / 6)) * sin(Double.pi / 4), accuracy: 1e-9)
    }
}
