import Foundation
import Geometry
import Motion

/// `--lottie-semantics after-effects`: a radial gradient's highlight (`h` length in percent, `a` angle in degrees),
/// which lottie-ios decodes and never draws (`GradientFill.swift`; nothing in its Core Animation engine reads it).
///
/// As lottie-web draws it (`SVGGradientFillStyleData.setGradientData`, the SVG `fx`/`fy` focal point) and Skottie
/// (`Gradient.cpp`, a two-point conical gradient from the focal point): the first colour sits at the focal point
/// start + r·p·(cos θ, sin θ), where r = |end − start|, p = h / 100 kept within ±0.99 (lottie-web's clamp, so the
/// focus stays inside the circle), and θ = atan2(end − start) + a. The gradient runs from the focal point (radius
/// 0) to the circle: `LayerState.radialFocalPoint`, in units of the radius.
extension LottieTranslator {
    /// lottie-web's bound on the highlight's share of the radius.
    static let maximumHighlight = 0.99

    func addHighlight(_ highlight: (length: KeyframeGroup<LottieVector>, angle: KeyframeGroup<LottieVector>),
                      of g: GradientModel, to layer: LayerNode, context: TimeContext) {
        let focus = combined([g.start, g.end, highlight.length, highlight.angle]) { v -> LottieVector in
            let f = Self.focalPoint(start: Point(x: v[0][0], y: v[0][1]), end: Point(x: v[1][0], y: v[1][1]),
                                    length: v[2].first ?? 0, angle: v[3].first ?? 0)
            return [f.x, f.y]
        }
        layer.set("radialFocalPoint", PropertyAnimation.translate(focus, keyPath: "radialFocalPoint", context: context) {
            .point(Point(x: $0[0], y: $0[1]))
        })
    }

    /// The focal point as an offset from the centre in units of the radius.
    static func focalPoint(start: Point, end: Point, length: Double, angle: Double) -> Point {
        let p = min(max(length / 100, -maximumHighlight), maximumHighlight)
        let theta = atan2(end.y - start.y, end.x - start.x) + angle * .pi / 180
        guard p.isFinite, theta.isFinite else { return .zero }
        return Point(x: p * cos(theta), y: p * sin(theta))
    }
}
