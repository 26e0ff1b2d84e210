/// `CALayer.compositingFilter`: how a layer, drawn as a whole, is combined with what is behind it in its superlayer.
/// Only the filters that animations need are modelled; `nil` (the default) is ordinary source-over.
public enum CompositingFilter: String, Sendable, Hashable, CaseIterable {
    /// Porter–Duff xor (`"xor"`): each of the layer and its backdrop shows only where the other is transparent,
    /// result alpha `αs(1 − αd) + αd(1 − αs)`. Over an opaque layer it inverts the layer's alpha: lottie-ios draws
    /// an inverted track matte this way.
    case xor
}
