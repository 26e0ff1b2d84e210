import Geometry
import JSONValue

/// A text animator (`t.a[k]`): the properties it animates (`a`) and the range selector (`s`) that says how much of
/// them each character takes. Read under `--lottie-semantics after-effects` only (lottie-ios's Core Animation
/// engine ignores animators: `TextLayer.swift`, "The Core Animation engine doesn't currently support
/// `TextAnimator`s"); drawn by `LottieTranslator+TextAnimators.swift`.
struct TextAnimatorModel {
    /// `a.p`, `a.a`: position offset and anchor point offset, points.
    var position: KeyframeGroup<LottieVector>?
    var anchor: KeyframeGroup<LottieVector>?
    /// `a.s`: scale in percent.
    var scale: KeyframeGroup<LottieVector>?
    /// `a.r`: rotation in degrees (clockwise); `a.sk`, `a.sa`: skew and skew axis in degrees.
    var rotation: KeyframeGroup<LottieVector>?
    var skew: KeyframeGroup<LottieVector>?
    var skewAxis: KeyframeGroup<LottieVector>?
    /// `a.o`: opacity in percent (the value a fully selected character takes).
    var opacity: KeyframeGroup<LottieVector>?
    /// `a.fc`, `a.sc`: fill and stroke colour (0…1 components).
    var fillColor: KeyframeGroup<LottieVector>?
    var strokeColor: KeyframeGroup<LottieVector>?
    /// `a.sw`: stroke width added to the document's, points (lottie-web's `TextAnimatorDataProperty` reads it).
    var strokeWidth: KeyframeGroup<LottieVector>?
    /// `a.t`: tracking added after each selected character, points (lottie-web adds it as it stands).
    var tracking: KeyframeGroup<LottieVector>?
    var selector: RangeSelectorModel
    /// The JSON path of the animator.
    var path: String

    /// Every animated property (for the sampling frames).
    var properties: [KeyframeGroup<LottieVector>] {
        [position, anchor, scale, rotation, skew, skewAxis, opacity, fillColor, strokeColor, strokeWidth, tracking]
            .compactMap { $0 }
            + selector.properties
    }
}

/// A range selector (`t.a[k].s`), as lottie-web's `TextSelectorProperty` reads it.
struct RangeSelectorModel {
    var start: KeyframeGroup<LottieVector>
    /// `e`; absent: 100 % (percent units) or the whole domain (index units).
    var end: KeyframeGroup<LottieVector>?
    var offset: KeyframeGroup<LottieVector>
    /// `a`: amount in percent (default 100).
    var amount: KeyframeGroup<LottieVector>
    /// `ne`, `xe`: ease low and ease high in percent; `sm`: smoothness in percent (square shape).
    var easeLow: KeyframeGroup<LottieVector>
    var easeHigh: KeyframeGroup<LottieVector>
    var smoothness: KeyframeGroup<LottieVector>
    var units: RangeSelector.Units
    var basedOn: RangeSelector.BasedOn
    var mode: RangeSelector.Mode
    var shape: RangeSelector.Shape
    /// `rn: 1`: the domain's indices are shuffled (`TextSelection`), with the seed `rs` (0 when absent).
    var randomize: Bool
    var seed: UInt64

    var properties: [KeyframeGroup<LottieVector>] {
        [start, offset, amount, easeLow, easeHigh, smoothness] + (end.map { [$0] } ?? [])
    }

    /// The selector at Lottie frame `frame` over a domain of `count` units.
    func selector(atFrame frame: Double, count: Int) -> RangeSelector {
        func v(_ g: KeyframeGroup<LottieVector>) -> Double { g.value(atFrame: frame).first ?? 0 }
        let e = end.map(v) ?? (units == .percent ? 100 : Double(count))
        return RangeSelector(start: v(start), end: e, offset: v(offset), amount: v(amount) / 100, units: units,
                             mode: mode, shape: shape, easeLow: v(easeLow), easeHigh: v(easeHigh),
                             smoothness: v(smoothness))
    }
}

extension JSONNode<LottieError> {
    /// A text layer's `t.a`: its animators (an absent or empty list: none).
    func textAnimators() throws -> [TextAnimatorModel] {
        guard let a = self["a"] else { return [] }
        return try a.array().map { n in
            let props = try n["a"] ?? n.required("a")
            func prop(_ key: String) throws -> KeyframeGroup<LottieVector>? {
                try props[key].map { try $0.vectorProperty(minimum: 1) }
            }
            let s = try n.required("s")
            func choice(_ key: String, _ range: ClosedRange<Int>) throws -> Int {
                guard let c = s[key] else { return range.lowerBound }
                let v = try c.integer()
                return range.contains(v) ? v : range.lowerBound
            }
            let selector = RangeSelectorModel(
                start: try s.scalarProperty("s", default: 0), end: try s["e"].map { try $0.vectorProperty(minimum: 1) },
                offset: try s.scalarProperty("o", default: 0), amount: try s.scalarProperty("a", default: 100),
                easeLow: try s.scalarProperty("ne", default: 0), easeHigh: try s.scalarProperty("xe", default: 0),
                smoothness: try s.scalarProperty("sm", default: 100),
                units: try choice("r", 1...2) == 2 ? .index : .percent,
                basedOn: RangeSelector.BasedOn(rawValue: try choice("b", 1...4)) ?? .characters,
                mode: RangeSelector.Mode(rawValue: try choice("m", 1...6)) ?? .add,
                shape: RangeSelector.Shape(rawValue: try choice("sh", 1...6)) ?? .square,
                randomize: try s.optionalNumber("rn", default: 0) == 1,
                seed: UInt64(try s.optionalNumber("rs", default: 0).clampedInt(rounding: .toNearestOrAwayFromZero, in: 0...Int.max)))
            return TextAnimatorModel(
                position: try prop("p"), anchor: try prop("a"), scale: try prop("s"), rotation: try prop("r"),
                skew: try prop("sk"), skewAxis: try prop("sa"), opacity: try prop("o"), fillColor: try prop("fc"),
                strokeColor: try prop("sc"), strokeWidth: try prop("sw"), tracking: try prop("t"), selector: selector,
                path: n.path)
        }
    }
}
