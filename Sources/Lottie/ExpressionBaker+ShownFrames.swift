import JSONValue

/// Which frames of each composition can be shown, so that `ExpressionBaker` evaluates an expression only there.
///
/// After Effects evaluates an expression at the frame it renders ("the default time for any expression is the current
/// composition time at which the expression is being evaluated": After Effects Help, "Expression time"), and an
/// evaluation keeps nothing for the next (expressions cannot store a value from frame to frame); lottie-web evaluates
/// a property's expression when its frame is drawn (`ExpressionPropertyDecorator.searchExpressions` puts the
/// function `ExpressionManager.initiateExpression` returns into the property's `effectsSequence`, which the
/// property's `getValue` runs for the rendered frame). A precomp's layers are drawn only at the precomp frames its
/// instances reach, so baking them over their whole `ip`…`op` can cost many times the frames ever seen
/// (Issues-issue_2330: precomps of 361 frames shown for 36 and 50): the baker evaluates each layer at the whole
/// frames of its range that lie within the hull of its composition's shown frames, one frame wider on each side.
/// The keyframes around every shown instant are the same as before, so every shown value is too.
///
/// A composition's shown frames, in its own frames:
/// - the root: the animation's `ip`…`op`;
/// - a precomp asset: the union (hull) over every precomp layer (`ty` 0) that names it (`refId`) of that layer's
///   visible frames in its parent (the parent's shown frames within the layer's `ip`…`op`) mapped into the precomp:
///   `(f − st) / sr` (lottie-ios `TimeContext.precomp`, this module's `TimeRemapStep.linear`), or with a time
///   remap `tm` (seconds) the hull of its values × `fr` (`TimeRemapStep.remap`: `st` and `sr` then play no part).
///
/// Where a bound cannot be known — a `tm` with an expression, a `tm` easing whose handles leave 0…1 (its curve may
/// then overshoot its keyframe values), `sr` 0 or not finite, precomps that name each other in a cycle — the
/// composition (and what it shows) is baked over every frame, as without this analysis. An asset no layer names is
/// baked over every frame too: it is never drawn, and its expressions are still checked as before.
extension ExpressionBaker {
    /// Shown frames of a composition: a closed range of its own frames, or every frame.
    enum ShownFrames: Equatable {
        case range(Double, Double)
        case everything

        /// The hull of both.
        func union(_ other: ShownFrames) -> ShownFrames {
            switch (self, other) {
            case (.range(let a, let b), .range(let c, let d)): .range(min(a, c), max(b, d))
            default: .everything
            }
        }
    }

    /// The shown frames of each composition, by asset index (-1 for the root); an asset that no precomp layer names
    /// is `everything`, one that is named only where it cannot be shown is absent.
    static func shownFrames(_ root: JSON) -> [Int: ShownFrames] {
        let rootFrames = ShownFrames.range(number(root["ip"]) ?? 0, number(root["op"]) ?? 0)
        guard case .array(let assets)? = root["assets"] else { return [-1: rootFrames] }
        // Every asset of an id (a file that repeats an id gets them all, whichever the translation reads).
        var indicesOfID: [String: [Int]] = [:]
        for (k, asset) in assets.enumerated() where asset["layers"] != nil {
            if case .string(let id)? = asset["id"] { indicesOfID[id, default: []].append(k) }
        }
        func layers(_ index: Int) -> [JSON] {
            let comp = index < 0 ? root : assets[index]
            if case .array(let items)? = comp["layers"] { return items }
            return []
        }
        // Ranges only grow; a cycle of precomps that shift time would grow them forever, so after one round per
        // composition without settling, every composition is baked whole.
        var shown: [Int: ShownFrames] = [-1: rootFrames]
        var named = Set<Int>()
        var settled = false
        for _ in 0...(assets.count + 1) {
            var next = shown
            for (index, frames) in shown.sorted(by: { $0.key < $1.key }) {
                for layer in layers(index) {
                    guard number(layer["ty"]) == 0, case .string(let ref)? = layer["refId"], let children = indicesOfID[ref] else { continue }
                    named.formUnion(children)
                    guard let reached = childFrames(of: layer, shownIn: frames, frameRate: number(root["fr"]) ?? 0) else { continue }
                    for child in children { next[child] = next[child].map { $0.union(reached) } ?? reached }
                }
            }
            if next == shown { settled = true; break }
            shown = next
        }
        var out: [Int: ShownFrames] = [-1: rootFrames]
        for k in assets.indices where assets[k]["layers"] != nil {
            if !settled || !named.contains(k) { out[k] = .everything } else if let s = shown[k] { out[k] = s }
        }
        return out
    }

    /// The precomp frames a precomp layer shows while its parent shows `parent`, or `nil` when it shows none.
    static func childFrames(of layer: JSON, shownIn parent: ShownFrames, frameRate: Double) -> ShownFrames? {
        guard case .range(let lo, let hi) = parent else { return .everything }
        var ip = number(layer["ip"]) ?? lo, op = number(layer["op"]) ?? hi
        if ip > op { swap(&ip, &op) }
        // One frame wider on each side: the whole frames around every shown instant.
        let a = max(lo, ip) - 1, b = min(hi, op) + 1
        guard a.isFinite, b.isFinite else { return .everything }
        guard a <= b else { return nil }
        if let tm = layer["tm"] {
            guard let (low, high) = valueHull(tm), frameRate > 0, frameRate.isFinite else { return .everything }
            return .range(low * frameRate - 1, high * frameRate + 1)
        }
        let st = number(layer["st"]) ?? 0, sr = number(layer["sr"]) ?? 1
        guard sr != 0, sr.isFinite, st.isFinite else { return .everything }
        let (x, y) = ((a - st) / sr, (b - st) / sr)
        return .range(min(x, y), max(x, y))
    }

    /// The least and greatest value a one-dimensional property (`tm`) takes at any time, or `nil` when that is not
    /// known from its keyframes: an expression, or an easing handle outside 0…1 (a Bézier easing curve stays within
    /// its control points' hull, so with handles in 0…1 every value lies between its keyframes' values).
    static func valueHull(_ property: JSON) -> (Double, Double)? {
        if property["x"] != nil { return nil }
        func first(_ v: JSON?) -> Double? {
            if let n = number(v) { return n }
            if case .array(let items)? = v, let n = number(items.first) { return n }
            return nil
        }
        func within01(_ v: JSON?) -> Bool {
            switch v {
            case nil: true
            case .number(let n)?: n >= 0 && n <= 1
            case .array(let items)?: items.allSatisfy { number($0).map { $0 >= 0 && $0 <= 1 } ?? false }
            default: false
            }
        }
        var values: [Double] = []
        if let v = first(property["k"]) {
            values = [v]
        } else if case .array(let kfs)? = property["k"] {
            for kf in kfs {
                guard case .object = kf else { return nil }
                for key in ["s", "e"] where kf[key] != nil {
                    guard let v = first(kf[key]) else { return nil }
                    values.append(v)
                }
                guard within01(kf["o"]?["y"]), within01(kf["i"]?["y"]) else { return nil }
            }
        }
        guard let low = values.min(), let high = values.max(), low.isFinite, high.isFinite else { return nil }
        return (low, high)
    }

    private static func number(_ v: JSON?) -> Double? { if case .number(let n)? = v { n } else { nil } }
}
