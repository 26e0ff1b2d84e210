/// How a renderer resamples image contents drawn at a scale other than one image pixel per device pixel (an
/// extension of the scene format: Core Animation's `minificationFilter`/`magnificationFilter` are `linear` by
/// default, and what `linear` does depends on the path that draws the layer).
///
/// - `cairo` (the default): Cairo's `CAIRO_FILTER_GOOD`, as scenes always drew images.
/// - `coreGraphics`: Core Animation's `render(in:)` path, which lottie-ios's snapshot tests record: the layer's
///   contents are drawn with `CGContextDrawImage`, whose resampling the snapshots show to be a separable cubic
///   kernel with B = 0, C = 0 (`2|x|³ − 3|x|² + 1` on |x| < 1), widened by the reduction factor and with the end
///   pixels' centres aligned when the image is drawn smaller (`Render.ImageResampler`; the evidence in
///   docs/lottie.md, "images"). The Lottie reader sets it under lottie-ios semantics.
public enum ImageResampling: String, Sendable, Hashable, CaseIterable {
    case cairo
    case coreGraphics
}
