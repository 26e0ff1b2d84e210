/// Track mattes as After Effects pairs them (`--lottie-semantics after-effects`), where lottie-ios always takes the
/// layer above.
extension LottieTranslator {
    /// A layer to draw and, when it has a track matte, the matte layer and how it is used.
    typealias MattePair = (layer: LayerModel, matte: (LayerModel, MatteType)?)

    /// lottie-ios 4.6.1 (`CALayer+setupLayerHierarchy.swift`): bottom to top, a layer with a track matte (`tt`)
    /// takes the layer right above it as its matte, and that layer is not drawn itself.
    static func lottieIOSMattePairs(_ layers: [LayerModel]) -> [MattePair] {
        var unprocessed = layers
        var pairs: [MattePair] = []
        while let layer = unprocessed.popLast() {
            if layer.matte != .none, let matte = unprocessed.popLast() {
                pairs.append((layer, (matte, layer.matte)))
            } else {
                pairs.append((layer, nil))
            }
        }
        return pairs
    }

    /// After Effects, as Bodymovin writes it and lottie-web reads it (`SVGRendererBase.buildItem`): a layer with a
    /// track matte takes the layer whose `ind` its `tp` names (the first in the list, which may sit below it), or,
    /// without `tp`, the layer right above it; a `tp` naming no layer leaves it unmatted. Matte sources (`td`) are not
    /// drawn themselves, nor is a layer taken as the matte of the layer below it without `tp` (as lottie-ios). A
    /// matte named by several layers is drawn into each of them. Bottom to top, as `lottieIOSMattePairs`.
    static func afterEffectsMattePairs(_ layers: [LayerModel]) -> [MattePair] {
        var consumed = Set<Int>()
        var pairs: [MattePair] = []
        for i in layers.indices.reversed() where !consumed.contains(i) {
            let layer = layers[i]
            if layer.isMatteSource { continue }
            guard layer.matte != .none else {
                pairs.append((layer, nil))
                continue
            }
            var matteIndex: Int?
            if let tp = layer.matteLayerIndex {
                matteIndex = layers.firstIndex { $0.index == tp }
            } else if i > 0 {
                matteIndex = i - 1
                consumed.insert(i - 1)
            }
            pairs.append((layer, matteIndex.map { (layers[$0], layer.matte) }))
        }
        return pairs
    }

    /// The pairs for the translation's semantics; records in `semanticsNotes` when the two semantics pair or draw
    /// the layers differently.
    func mattePairs(_ layers: [LayerModel]) -> [MattePair] {
        let ios = Self.lottieIOSMattePairs(layers), ae = Self.afterEffectsMattePairs(layers)
        func key(_ p: [MattePair]) -> [String] { p.map { $0.layer.path + ">" + ($0.matte?.0.path ?? "") } }
        if key(ios) != key(ae) { semanticsNotes.note("track mattes named by tp, matte sources (td) not drawn") }
        return options.semantics == .afterEffects ? ae : ios
    }
}
