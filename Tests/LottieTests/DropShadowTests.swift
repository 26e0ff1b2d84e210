import Foundation
import Geometry
import Lottie
import Motion
import XCTest

/// The Drop Shadow effect and the drop-shadow layer style become the content layer's shadow, as lottie-ios's
/// `DropShadowModel` (DropShadowAnimation.swift) maps them.
final class DropShadowTests: XCTestCase {
    private func layer(_ extra: String) throws -> LottieAnimation {
        try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(extra: extra, shapes: LottieJSON.square)]))
    }

    private func state(_ a: LottieAnimation, atFrame f: Double = 0) throws -> LayerState {
        try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: f)).state
    }

    static func effect(direction: String = "135", distance: String = #"{"a": 0, "k": 10}"#) -> String {
        #"""
        , "ef": [{"ty": 25, "nm": "Drop Shadow", "ef": [
            {"ty": 2, "nm": "Shadow Color", "v": {"a": 0, "k": [0, 0, 1, 1]}},
            {"ty": 0, "nm": "Opacity", "v": {"a": 0, "k": 127.5}},
            {"ty": 1, "nm": "Direction", "v": {"a": 0, "k": \#(direction)}},
            {"ty": 0, "nm": "Distance", "v": \#(distance)},
            {"ty": 0, "nm": "Softness", "v": {"a": 0, "k": 20}}]}]
        """#
    }

    /// Effect: opacity 127.5 of 255 → 0.5; direction 135° → angle 45° → offset 10 × (cos 45°, sin 45°);
    /// softness 20 → radius 4 (`/ 5`).
    func testDropShadowEffect() throws {
        let s = try state(try layer(Self.effect()))
        XCTAssertEqual(s.shadowOpacity, 0.5)
        XCTAssertEqual(s.shadowColor, Color(red: 0, green: 0, blue: 1, alpha: 1))
        XCTAssertEqual(s.shadowRadius, 4 * 1.8, accuracy: 1e-12)   // `DropShadowModel.snapshotBlurScale`
        XCTAssertEqual(s.shadowOffset.width, 10 * cos(Double.pi / 4), accuracy: 1e-12)
        XCTAssertEqual(s.shadowOffset.height, 10 * sin(Double.pi / 4), accuracy: 1e-12)
        // Direction 180° (After Effects: straight down) → angle 90° → (0, 10).
        let down = try state(try layer(Self.effect(direction: "180"))).shadowOffset
        XCTAssertEqual(down.width, 0, accuracy: 1e-12)
        XCTAssertEqual(down.height, 10, accuracy: 1e-12)
    }

    /// Style: `o` 0…100, `a` degrees as is (90 below), `d`, `s` → radius `/ 2`.
    func testDropShadowStyle() throws {
        let style = #", "sy": [{"ty": 1, "nm": "Drop Shadow", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 75}, "a": {"a": 0, "k": 0}, "s": {"a": 0, "k": 10}, "d": {"a": 0, "k": 6}}]"#
        let s = try state(try layer(style))
        XCTAssertEqual(s.shadowOpacity, 0.75)
        XCTAssertEqual(s.shadowColor, Color(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(s.shadowRadius, 5 * 1.8, accuracy: 1e-12)
        XCTAssertEqual(s.shadowOffset, Size(width: 6, height: 0))
        // Both present: the effect wins ("prefer the `DropShadowEffect`").
        XCTAssertEqual(try state(try layer(Self.effect() + style)).shadowRadius, 4 * 1.8, accuracy: 1e-12)
    }

    /// An animated distance animates the offset: frame 10 of a 0 → 20 distance at 90° is (0, 10).
    func testAnimatedDistance() throws {
        let a = try layer(Self.effect(direction: "180", distance: #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 20, "s": [20]}]}"#))
        XCTAssertEqual(try state(a, atFrame: 0).shadowOffset.height, 0, accuracy: 1e-9)
        XCTAssertEqual(try state(a, atFrame: 10).shadowOffset.height, 10, accuracy: 1e-6)
    }

    /// Other effects are ignored with a warning naming the effect and its JSON path.
    func testOtherEffectsWarn() throws {
        let a = try layer(#", "ef": [{"ty": 5, "nm": "Gaussian Blur", "ef": []}]"#)
        XCTAssertEqual(a.warnings.map(\.path), ["layers[0].ef[0]"])
        XCTAssertTrue(a.warnings[0].message.contains("\"Gaussian Blur\""), "\(a.warnings)")
        XCTAssertEqual(try state(a).shadowOpacity, 0)
    }
}
