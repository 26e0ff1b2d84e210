/// The colour space a gradient layer's colours are interpolated in (an extension of the scene format: Core
/// Animation has no such property; which space it uses depends on the path that draws the layer).
///
/// - `sRGB` (the default): the colours' sRGB components are interpolated linearly, as the scene format always drew
///   gradients.
/// - `genericRGB`: Core Animation's `render(in:)` path, which lottie-ios's snapshot tests (and every iOS snapshot test
///   of a layer) record, builds the gradient with `CGGradientCreateWithColors(NULL, …)`; Apple's documentation of that
///   function says a NULL space converts the colours to Generic RGB and interpolates there. Generic RGB
///   (Apple QA1430) is a pure gamma 1.8 space with its own primaries (red 0.630/0.340, green 0.295/0.605, blue
///   0.155/0.077, white D65), so a ramp is lighter than its sRGB interpolation (black to white: about t^0.82).
///   The Lottie reader sets it under lottie-ios semantics; docs/lottie.md ("Gradient colour") has the evidence.
public enum GradientColorSpace: String, Sendable, Hashable, CaseIterable {
    case sRGB
    case genericRGB
}
