import Motion

/// Measures text layers for layout (intrinsic size and baselines). `Render` implements it with Pango, so
/// `Layout` never touches a C library.
public protocol TextMeasuring: AnyObject {
    /// The natural size of `layer`'s text (wrapped to `layer.bounds.width` when `isWrapped` and the width is
    /// positive) and its first and last baselines, from the top, in points.
    func metrics(of layer: LayerState) -> TextMetrics
}
