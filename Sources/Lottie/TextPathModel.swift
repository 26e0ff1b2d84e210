import JSONValue

/// Text on a path (`t.p` of a text layer, After Effects' "Path Options"): the characters follow one of the layer's
/// masks. Read under `--lottie-semantics after-effects` only: lottie-ios's `TextLayerModel` decodes `t.d` and `t.a`
/// and nothing else, so its Core Animation engine draws the text as if it had no path. Placed by
/// `TextPathPlacement`, drawn by `LottieTranslator+TextAnimators.swift`.
///
/// A path is present when `t.p` has `m` (lottie-web's `TextAnimatorProperty.searchProperties`: `'m' in p`); Bodymovin
/// writes `"p": {}` for text without one.
struct TextPathModel {
    /// `m`: the mask the text follows, counted from 0 over `masksProperties` (lottie-web's
    /// `maskManager.getMaskProperty(m)`, Skia's `TextAdapter` `jmasks[mask_index]`).
    var maskIndex: Int
    /// `f`, `l`: First Margin and Last Margin, points along the path.
    var firstMargin: KeyframeGroup<LottieVector>
    var lastMargin: KeyframeGroup<LottieVector>
    /// `r` Reverse Path, `p` Perpendicular To Path, `a` Force Alignment: on when not 0 (animatable, or a bare number
    /// as older Bodymovin versions wrote them: Skia's `TextAdapter` reads both forms).
    var reversed: KeyframeGroup<LottieVector>
    var perpendicular: KeyframeGroup<LottieVector>
    var forceAlignment: KeyframeGroup<LottieVector>
    /// The JSON path of `t.p`.
    var path: String

    /// Every property (for the sampling frames).
    var properties: [KeyframeGroup<LottieVector>] { [firstMargin, lastMargin, reversed, perpendicular, forceAlignment] }
}

extension JSONNode<LottieError> {
    /// A text layer's `t.p`, `nil` without a mask index. A mask index that is not a whole number is read as none.
    func textPath() throws -> TextPathModel? {
        guard let p = self["p"], p.isObject, let m = p["m"] else { return nil }
        guard let index = try? m.integer() else { return nil }
        func flag(_ key: String) throws -> KeyframeGroup<LottieVector> {
            if let n = p[key], let v = try? n.number() { return KeyframeGroup([v], path: n.path) }
            return try p.scalarProperty(key, default: 0)
        }
        return TextPathModel(maskIndex: index, firstMargin: try p.scalarProperty("f", default: 0),
                             lastMargin: try p.scalarProperty("l", default: 0), reversed: try flag("r"),
                             perpendicular: try flag("p"), forceAlignment: try flag("a"), path: p.path)
    }
}
