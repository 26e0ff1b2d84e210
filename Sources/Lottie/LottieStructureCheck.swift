import Composition
import Geometry
import JSONValue

/// Checks of a Lottie document's structure, on its JSON before it is decoded, for what would make lottie-ios fail
/// to decode the file, recurse without end or build without bound — refused with the JSON path — and for what
/// lottie-ios reads leniently, reported as a warning:
///
/// - every number finite: `1e999` (out of `Double`'s range) and `NaN`/`Infinity` (which the parser then keeps, see
///   `JSONParser.parse(bytes:keepingNonFiniteNumbers:)`) are refused at their field (lottie-ios's `JSONDecoder`
///   refuses the whole file);
/// - `parent` chains: a layer that is its own parent, or parents that form a cycle, are refused naming the cycle's
///   `ind`s (lottie-ios's `makeParentTransformLayer` recurses along the chain and never returns); a `parent` that
///   names no layer of the list is a warning (lottie-ios ignores it, `layersByIndex[parent]` being nil);
/// - track mattes: a layer with `tt` and no layer above it to be the matte is a warning (lottie-ios draws it
///   without a matte: `pairedLayersAndMasks` finds no next layer);
/// - time remapping `tm`: an animatable number (lottie-ios decodes a `KeyframeGroup<LottieVector1D>`) whose values
///   are times within `Limits.maximumDuration` seconds;
/// - repeaters `rp`: copies (`c`) at most `Limits.maximumInstanceCount`, and repeaters that repeat one another at
///   most `maximumReplicatedLayers` copies together, counted before anything is built.
///
/// Kept apart from the decoding (`DocumentDecoder`) so that what a file is refused for is listed in one place.
struct LottieStructureCheck {
    private(set) var warnings: [LottieWarning] = []
    private let limits = Limits.current

    /// Checks the document `root`; throws the first problem, keeps the warnings.
    mutating func check(_ root: JSON) throws {
        try Self.checkFinite(root)
        let doc = JSONNode<LottieError>(root, path: "", conventions: .bodymovin)
        if let layers = doc["layers"], layers.isArray { try checkLayers(layers) }
        if let assets = doc["assets"], case .array = assets.value {
            for asset in try assets.array() {
                if let layers = asset["layers"], layers.isArray { try checkLayers(layers) }
            }
        }
    }

    /// The first number that is not finite, anywhere in the document, refused at its path.
    static func checkFinite(_ root: JSON) throws {
        var stack: [(JSON, String)] = [(root, "")]
        while let (value, path) = stack.popLast() {
            switch value {
            case .number(let n) where !n.isFinite:
                throw LottieError(path: path, "expected a finite number, got \(n.isNaN ? "NaN" : "a number out of range (\(n < 0 ? "-" : "")infinity)")")
            case .array(let items):
                for (k, item) in items.enumerated().reversed() { stack.append((item, "\(path)[\(k)]")) }
            case .object(let members):
                for m in members.reversed() { stack.append((m.value, path.isEmpty ? m.key : "\(path).\(m.key)")) }
            default:
                break
            }
        }
    }

    /// One list of layers (the document's or a precomposition's): parents, mattes, time remapping, repeaters.
    private mutating func checkLayers(_ list: JSONNode<LottieError>) throws {
        let layers = try list.array().filter(\.isObject)
        // lottie-ios's `layersByIndex`: by `ind`, the first in z order (the last in the file) wins.
        var byIndex: [Int: JSONNode<LottieError>] = [:]
        for l in layers.reversed() {
            if let i = try? l["ind"]?.integer(), byIndex[i] == nil { byIndex[i] = l }
        }
        var settled: Set<Int> = []
        for layer in layers {
            try checkParent(layer, byIndex: byIndex, settled: &settled)
            try checkTimeRemap(layer)
            if let shapes = layer["shapes"], shapes.isArray { try checkRepeaters(shapes, copies: 1) }
        }
        // lottie-ios's `pairedLayersAndMasks`: from the bottom, a layer with a matte type takes the next layer up.
        var k = layers.count - 1
        while k >= 0 {
            let tt = (try? layers[k]["tt"]?.integer()) ?? 0
            if tt != 0 {
                if k == 0 {
                    warn(layers[k].child("tt"), "a track matte with no layer above it to be the matte: drawn without one (as lottie-ios does)")
                }
                k -= 1
            }
            k -= 1
        }
    }

    /// `parent`: refused when the chain from this layer comes back to a layer it passed (naming the cycle's `ind`s);
    /// a warning when it names no layer. `settled` holds the `ind`s whose chains are known to end (each chain is
    /// walked once: a long chain costs time linear in its length, not its square).
    private mutating func checkParent(_ layer: JSONNode<LottieError>, byIndex: [Int: JSONNode<LottieError>],
                                      settled: inout Set<Int>) throws {
        guard let parentNode = layer["parent"], let first = try? parentNode.integer() else { return }
        guard byIndex[first] != nil else {
            warn(parentNode.path, "no layer with ind \(first) in this list: the parent is ignored (as lottie-ios does)")
            return
        }
        var chain: [Int] = []
        var position: [Int: Int] = [:]
        if let own = try? layer["ind"]?.integer(), byIndex[own]?.path == layer.path { chain.append(own); position[own] = 0 }
        var next: Int? = first
        while let p = next, !settled.contains(p) {
            if let start = position[p] {
                let cycle = (chain[start...] + [p]).map(String.init).joined(separator: " → ")
                throw LottieError(path: parentNode.path, chain.count - start == 1
                    ? "layer \(p) is its own parent (ind \(cycle)); lottie-ios recurses without end on it"
                    : "the parents form a cycle: ind \(cycle); lottie-ios recurses without end on it")
            }
            position[p] = chain.count
            chain.append(p)
            next = try? byIndex[p]?["parent"]?.integer()
            if let n = next, byIndex[n] == nil { next = nil }
        }
        settled.formUnion(chain)
    }

    /// `tm`: an animatable number whose values are times (seconds) within `Limits.maximumDuration`.
    private func checkTimeRemap(_ layer: JSONNode<LottieError>) throws {
        guard let tm = layer["tm"] else { return }
        let group = try tm.vectorProperty(exactly: 1)
        for kf in group.keyframes {
            let t = kf.value[0]
            guard abs(t) <= limits.maximumDuration else {
                throw LottieError(path: tm.path, "expected times within ±\(fmt(limits.maximumDuration)) s (the duration limit; --max-duration raises it), got \(fmt(t))")
            }
        }
    }

    /// Repeaters in a list of shape items (and the groups in it): each repeater's copies (`c`, every keyframe) at
    /// most `maximumInstanceCount`; `copies` is what the enclosing repeaters multiply by, and every repeater of a
    /// list repeats what is above it, repeaters included, so they multiply along the list too.
    private func checkRepeaters(_ items: JSONNode<LottieError>, copies outer: Int) throws {
        var copies = outer
        for item in try items.array() where item.isObject {
            let ty = try? item["ty"]?.string()
            if ty == "gr", let it = item["it"], it.isArray {
                try checkRepeaters(it, copies: copies)
            } else if ty == "rp", let c = item["c"] {
                let group = try c.vectorProperty(exactly: 1)
                let most = group.keyframes.map { $0.value[0] }.max() ?? 0
                guard most <= Double(limits.maximumInstanceCount) else {
                    throw LottieError(path: c.path, "expected at most \(limits.maximumInstanceCount) copies (the limit; --max-instances raises it), got \(fmt(most))")
                }
                let n = max(1, most.checkedInt(rounding: .up) ?? 1)
                copies = copies.multipliedClamped(by: n)
                guard copies <= limits.maximumReplicatedLayers else {
                    throw LottieError(path: c.path, "repeaters repeat one another into \(copies) copies: at most \(limits.maximumReplicatedLayers) (the limit; --max-replicated-layers raises it)")
                }
            }
        }
    }

    private mutating func warn(_ path: String, _ message: String) {
        warnings.append(LottieWarning(path: path, message))
    }
}

extension Int {
    /// `self × other`, or `Int.max` when it overflows.
    func multipliedClamped(by other: Int) -> Int {
        let (r, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? .max : r
    }
}
