/// Measures text layers for layout (intrinsic size and baselines). It lives in `Motion`, beside `LayerState`, so
/// `Layout` (which asks) and `Render` (which implements it with Pango) both see it without depending on each other.
public protocol TextMeasuring: AnyObject {
    /// The natural size of `layer`'s text (wrapped to `layer.bounds.width` when `isWrapped` and the width is
    /// positive) and its first and last baselines, from the top, in points.
    func metrics(of layer: LayerState) -> TextMetrics
}
