import JSONValue
import Composition

/// Turns every expression of a Lottie document into keyframes, under `LottieSemantics.afterEffects` with an
/// `ExpressionEngine`: the expression is evaluated at every whole frame of its layer, from the layer's in point to
/// its out point (clamped to the composition's frames, and to the frames its composition can show:
/// `ExpressionBaker+ShownFrames`), and the property's `k` replaced by one linear keyframe per
/// frame (values between frames are interpolated linearly), its `x` removed. The translation then reads the
/// document as if the designer had baked the expression.
///
/// Scope: properties whose value is a number or a vector (transforms, opacity, colours, stroke widths, sizes, …),
/// and paths (`sh` shapes: `ExpressionPrelude.pathSource`, one shape keyframe per frame). Text expressions are left
/// as keyframed, with a warning.
///
/// A runtime error (a JavaScript exception, a result that is not a number or vector of finite numbers) falls back to
/// the keyframed value for the whole property, with a warning at the expression's path, as lottie-web keeps the
/// keyframed value. Running past a budget is an error at that path: the file is refused.
struct ExpressionBaker {
    let engine: any ExpressionEngine
    private(set) var warnings: [LottieWarning] = []
    /// Frames evaluated, over all properties (a file's cost; for messages and tests).
    private(set) var evaluations = 0
    /// At most this many evaluations per file (each property at each of its frames; docs/limits.md): a file of
    /// many expressions over a long timeline is refused rather than read for minutes.
    static let maximumEvaluations = 1_000_000

    init(engine: any ExpressionEngine) {
        self.engine = engine
    }

    /// Whether the document holds any expression (a string `x` beside a `k`), without evaluating anything.
    static func hasExpressions(_ value: JSON) -> Bool {
        switch value {
        case .object(let members):
            if case .string? = value["x"], value["k"] != nil { return true }
            return members.contains { hasExpressions($0.value) }
        case .array(let items): return items.contains { hasExpressions($0) }
        default: return false
        }
    }

    /// The document with its expressions baked.
    mutating func bake(_ root: JSON) throws -> JSON {
        guard Self.hasExpressions(root) else { return root }
        let context: any ExpressionContext
        do { context = try engine.makeContext(prelude: ExpressionPrelude.program) } catch {
            throw LottieError(path: "", "expressions: \(describe(error))")
        }
        let frameRate = root["fr"].flatMap(\.number) ?? 0
        guard frameRate > 0, frameRate.isFinite else { return root }
        try run(context, "__setDocument(\(Self.quote(JSONWriter.write(Self.withoutImageData(root)))))", path: "")
        var out = root
        // Each composition's expressions are evaluated at the frames it can show (`ExpressionBaker+ShownFrames`).
        let shown = Self.shownFrames(root)
        // The root composition, then each precomp asset; each composition's layers in order.
        try bakeComposition(&out, layersAt: "layers", assetIndex: -1, context: context,
                            frameRate: frameRate, compFrames: (root["ip"].flatMap(\.number) ?? 0, root["op"].flatMap(\.number) ?? 0),
                            shown: shown[-1])
        if case .array(let assets)? = root["assets"] {
            for (k, asset) in assets.enumerated() where asset["layers"] != nil {
                var a = asset
                try bakeComposition(&a, layersAt: "assets[\(k)].layers", assetIndex: k, context: context,
                                    frameRate: frameRate,
                                    compFrames: (root["ip"].flatMap(\.number) ?? 0, root["op"].flatMap(\.number) ?? 0),
                                    shown: shown[k], own: true)
                out = out.replacing(["assets", k], with: a)
            }
        }
        return out
    }

    private mutating func bakeComposition(_ comp: inout JSON, layersAt layersPath: String, assetIndex: Int,
                                          context: any ExpressionContext, frameRate: Double,
                                          compFrames: (Double, Double), shown: ShownFrames?, own: Bool = false) throws {
        guard case .array(let layers)? = comp["layers"], layers.contains(where: Self.hasExpressions) else { return }
        try run(context, "__setComp(\(assetIndex))", path: layersPath)
        for (index, layer) in layers.enumerated() where Self.hasExpressions(layer) {
            let layerPath = "\(layersPath)[\(index)]"
            // A root layer's frames within the animation's; a precomp's layers in the precomp's own time.
            var ip = layer["ip"].flatMap(\.number) ?? compFrames.0
            var op = layer["op"].flatMap(\.number) ?? compFrames.1
            // A layer played backwards (`sr` < 0) has its in point after its out point: its frames lie between.
            if ip > op { swap(&ip, &op) }
            if assetIndex < 0 { ip = max(ip, compFrames.0); op = min(op, compFrames.1) }
            // Only the frames the composition can show (`ExpressionBaker+ShownFrames`); none where it is never shown.
            switch shown {
            case .range(let lo, let hi)?: ip = max(ip, lo.rounded(.down)); op = min(op, hi.rounded(.up))
            case .everything?: break
            case nil: op = -.infinity
            }
            var frames: [Double] = []
            if ip.isFinite, op.isFinite, op > ip {
                var f = ip.rounded(.down)
                while f <= op.rounded(.up), frames.count <= Limits.current.maximumKeyframes { frames.append(f); f += 1 }
            }
            let is3D = layer["ddd"].flatMap(\.number) == 1
            let baked = try bakeProperties(layer, path: layerPath, layerIndex: index, frames: frames, is3D: is3D, context: context)
            comp = comp.replacing(["layers", index], with: baked)
        }
    }

    /// `value` with each expression-bearing property below it baked.
    private mutating func bakeProperties(_ value: JSON, path: String, layerIndex: Int, frames: [Double], is3D: Bool,
                                         context: any ExpressionContext) throws -> JSON {
        switch value {
        case .object(let members):
            if case .string(let source)? = value["x"], value["k"] != nil {
                return try bakeProperty(value, source: source, path: path, layerIndex: layerIndex, frames: frames, is3D: is3D, context: context)
            }
            var out = members
            for (k, m) in members.enumerated() {
                out[k].value = try bakeProperties(m.value, path: path.isEmpty ? m.key : "\(path).\(m.key)",
                                                  layerIndex: layerIndex, frames: frames, is3D: is3D, context: context)
            }
            return .object(out)
        case .array(let items):
            var out = items
            for (k, item) in items.enumerated() {
                out[k] = try bakeProperties(item, path: "\(path)[\(k)]", layerIndex: layerIndex, frames: frames, is3D: is3D,
                                            context: context)
            }
            return .array(out)
        default:
            return value
        }
    }

    private mutating func bakeProperty(_ property: JSON, source: String, path: String, layerIndex: Int, frames: [Double],
                                       is3D: Bool, context: any ExpressionContext) throws -> JSON {
        let expressionPath = path + ".x"
        guard let dimension = Self.dimension(of: property) else {
            if Self.isPath(property) {
                return try bakePath(property, source: source, path: path, layerIndex: layerIndex, frames: frames, context: context)
            }
            if path.hasSuffix(".t.d") {
                return try bakeText(property, source: source, path: path, layerIndex: layerIndex, frames: frames, context: context)
            }
            warnings.append(LottieWarning(path: expressionPath, "expressions on this property are not evaluated: the keyframed value is drawn"))
            return property.removing("x")
        }
        let seed = Self.seed(path)
        // A 2-D layer's position, anchor point and scale are stored with a third component; expressions see two.
        let layerTransform = ["ks.p", "ks.a", "ks.s"].contains { path.hasSuffix("]." + $0) }
        let dims = layerTransform && !is3D ? 2 : 0
        try run(context, "__setProp(\(layerIndex), \(Self.quote(JSONWriter.write(property))), \(seed), \(Self.quote(source)), \(dims))",
                path: expressionPath)
        var keyframes: [JSON] = []
        for f in frames {
            let text: String
            switch try evaluate("__frame", frame: f, expressionPath: expressionPath, context: context) {
            case .value(let t): text = t
            case .failed(let message): return fallBack(property, expressionPath, "at frame \(JSONWriter.format(f)): \(message)")
            }
            guard let v = Self.values(text), !v.isEmpty, v.allSatisfy(\.isFinite) else {
                return fallBack(property, expressionPath, "at frame \(JSONWriter.format(f)): the result is not a finite number or vector")
            }
            let padded = Self.fit(v, dimension: dimension, keyframed: property)
            guard let fitted = padded else {
                return fallBack(property, expressionPath, "at frame \(JSONWriter.format(f)): expected \(dimension) values, got \(v.count)")
            }
            keyframes.append(.object([("t", .number(f)), ("s", .array(fitted.map { .number($0) }))]))
        }
        if keyframes.isEmpty { return property.removing("x") }
        var out: [(key: String, value: JSON)] = [("a", .number(1)), ("k", .array(keyframes))]
        if case .object(let members) = property {
            // Keep what the translation reads beside the value (`s` of a split position, `ix`, …).
            for m in members where !["a", "k", "x"].contains(m.key) { out.append(m) }
        }
        return .object(out)
    }

    /// A path property's expression (`ExpressionPrelude.pathSource`), baked into one shape keyframe per frame.
    private mutating func bakePath(_ property: JSON, source: String, path: String, layerIndex: Int, frames: [Double],
                                   context: any ExpressionContext) throws -> JSON {
        let expressionPath = path + ".x"
        try run(context, "__setProp(\(layerIndex), \(Self.quote(JSONWriter.write(property))), \(Self.seed(path)), \(Self.quote(source)), 0)",
                path: expressionPath)
        var keyframes: [JSON] = []
        for f in frames {
            let text: String
            switch try evaluate("__pathFrame", frame: f, expressionPath: expressionPath, context: context) {
            case .value(let t): text = t
            case .failed(let message): return fallBack(property, expressionPath, "at frame \(JSONWriter.format(f)): \(message)")
            }
            guard text.hasPrefix("p:"), let shape = try? JSONParser.parse(String(text.dropFirst(2))) else {
                return fallBack(property, expressionPath, "at frame \(JSONWriter.format(f)): the result is not a path")
            }
            keyframes.append(.object([("t", .number(f)), ("s", .array([shape]))]))
        }
        if keyframes.isEmpty { return property.removing("x") }
        var out: [(key: String, value: JSON)] = [("a", .number(1)), ("k", .array(keyframes))]
        if case .object(let members) = property {
            for m in members where !["a", "k", "x"].contains(m.key) { out.append(m) }
        }
        return .object(out)
    }

    /// A source text expression (`ExpressionPrelude.textSource`), baked into document keyframes: at each frame
    /// whose text differs from the frame before, the keyframed document of that frame with its text `t` replaced
    /// (a document keyframe holds until the next).
    private mutating func bakeText(_ property: JSON, source: String, path: String, layerIndex: Int, frames: [Double],
                                   context: any ExpressionContext) throws -> JSON {
        let expressionPath = path + ".x"
        guard case .array(let documents)? = property["k"], !documents.isEmpty else { return property.removing("x") }
        try run(context, "__setProp(\(layerIndex), \(Self.quote(JSONWriter.write(property))), \(Self.seed(path)), \(Self.quote(source)), 0)",
                path: expressionPath)
        /// The keyframed document at frame `f`: the last whose time is at most `f` (the first before it).
        func document(at f: Double) -> JSON? {
            var found = documents.first?["s"]
            for d in documents.dropFirst() {
                guard (d["t"]?.number ?? 0) <= f else { break }
                found = d["s"] ?? found
            }
            return found
        }
        var keyframes: [JSON] = []
        var last: (text: String, document: JSON?)?
        for f in frames {
            let text: String
            switch try evaluate("__textFrame", frame: f, expressionPath: expressionPath, context: context) {
            case .value(let t): text = String(t.dropFirst(2))
            case .failed(let message): return fallBack(property, expressionPath, "at frame \(JSONWriter.format(f)): \(message)")
            }
            let doc = document(at: f)
            if let last, last.text == text, last.document == doc { continue }
            last = (text, doc)
            guard case .object(var members)? = doc else { continue }
            members.removeAll { $0.key == "t" }
            members.append((key: "t", value: .string(text)))
            keyframes.append(.object([("s", .object(members)), ("t", .number(f))]))
        }
        if keyframes.isEmpty { return property.removing("x") }
        var out: [(key: String, value: JSON)] = [("k", .array(keyframes))]
        if case .object(let members) = property {
            for m in members where !["k", "x"].contains(m.key) { out.append(m) }
        }
        return .object(out)
    }

    /// What `function(f)` answers for the expression at `expressionPath` (counted against the file's evaluations).
    private enum Answer { case value(String), failed(String) }

    private mutating func evaluate(_ function: String, frame f: Double, expressionPath: String,
                                   context: any ExpressionContext) throws -> Answer {
        evaluations += 1
        guard evaluations <= Self.maximumEvaluations else {
            throw LottieError(path: expressionPath, "expressions: more than \(Self.maximumEvaluations) evaluations in the file (frames × expressions; the limit)")
        }
        do {
            return .value(try context.call(function, with: f))
        } catch .runtime(let message) {
            return .failed(message)
        } catch {
            throw LottieError(path: expressionPath, describe(error))
        }
    }

    /// Whether a property holds a path (`{"v": …}` shapes, static or keyframed).
    static func isPath(_ property: JSON) -> Bool {
        guard let k = property["k"] else { return false }
        if case .object = k { return k["v"] != nil }
        guard case .array(let kfs) = k, let first = kfs.first, case .object = first else { return false }
        switch first["s"] {
        case .array(let s)?: if case .object? = s.first { return s.first?["v"] != nil } else { return false }
        case .object(_)?: return first["s"]?["v"] != nil
        default: return false
        }
    }

    private mutating func fallBack(_ property: JSON, _ path: String, _ why: String) -> JSON {
        warnings.append(LottieWarning(path: path, "expression failed \(why); the keyframed value is drawn"))
        return property.removing("x")
    }

    private func run(_ context: any ExpressionContext, _ program: String, path: String) throws {
        do { _ = try context.evaluate(program) } catch { throw LottieError(path: path, describe(error)) }
    }

    private func describe(_ error: ExpressionFailure) -> String {
        switch error {
        case .runtime(let m): "expression failed: \(m)"
        case .stepBudget: "expression ran past its step budget"
        case .memoryBudget: "expression ran past its memory budget"
        case .engine(let m): "expression engine failed: \(m)"
        }
    }

    // MARK: Values

    /// The number of components of a property's value (1 for a number), or `nil` for a path, text or other value.
    static func dimension(of property: JSON) -> Int? {
        func count(_ v: JSON?) -> Int? {
            switch v {
            case .number?: 1
            case .array(let items)? where !items.isEmpty && items.allSatisfy({ if case .number = $0 { true } else { false } }): items.count
            default: nil
            }
        }
        guard let k = property["k"] else { return nil }
        if let n = count(k) { return n }
        if case .array(let kfs) = k, let first = kfs.first, case .object = first { return count(first["s"]) }
        return nil
    }

    /// `v` made `dimension` long: extra components dropped (a 3-D result for a 2-D value), missing ones taken from
    /// the keyframed value's first value (`[x, y]` for a position stored as `[x, y, 0]`); `nil` when `v` has one
    /// component and more are needed.
    static func fit(_ v: [Double], dimension: Int, keyframed: JSON) -> [Double]? {
        if v.count >= dimension { return Array(v.prefix(dimension)) }
        if v.count < 2 { return nil }
        var first: [Double] = []
        if case .array(let items)? = keyframed["k"] {
            let s: JSON? = if case .object = items.first { items.first?["s"] } else { keyframed["k"] }
            if case .array(let c)? = s { first = c.compactMap(\.number) }
        }
        guard first.count >= dimension else { return nil }
        return v + first[v.count..<dimension]
    }

    /// `n:1.5` → [1.5]; `a:1,2` → [1, 2] (`__frame`'s answer).
    static func values(_ text: String) -> [Double]? {
        if text.hasPrefix("n:") { return Double(text.dropFirst(2)).map { [$0] } }
        guard text.hasPrefix("a:") else { return nil }
        let body = text.dropFirst(2)
        if body.isEmpty { return [] }
        var out: [Double] = []
        for part in body.split(separator: ",", omittingEmptySubsequences: false) {
            guard let d = Double(part) else { return nil }
            out.append(d)
        }
        return out
    }

    /// A 32-bit seed from the JSON path (FNV-1a) mixed with a fixed seed, for `wiggle` and `random`.
    static func seed(_ path: String) -> UInt32 {
        var h: UInt32 = 0x811C_9DC5 ^ 0x5EED
        for b in path.utf8 { h = (h ^ UInt32(b)) &* 0x0100_0193 }
        return h
    }

    /// A JavaScript string literal (JSON's, with U+2028 and U+2029 escaped: ES5 does not allow them raw).
    static func quote(_ s: String) -> String { JSONWriter.quote(s, javaScript: true) }

    /// The document without image bytes (data URIs), which expressions never read.
    static func withoutImageData(_ root: JSON) -> JSON {
        guard case .array(let assets)? = root["assets"] else { return root }
        let slim: [JSON] = assets.map { a in a["layers"] == nil ? a.removing("p") : a }
        return root.replacing(["assets"], with: .array(slim))
    }
}

extension JSON {
    /// The number, when this is one.
    fileprivate var number: Double? { if case .number(let n) = self { n } else { nil } }

    /// This object without the member `key`.
    fileprivate func removing(_ key: String) -> JSON {
        guard case .object(let members) = self else { return self }
        return .object(members.filter { $0.key != key })
    }

    /// This value with the value at `path` (object keys and array indices) replaced.
    fileprivate func replacing(_ path: [any Sendable], with new: JSON) -> JSON {
        guard let head = path.first else { return new }
        let rest = Array(path.dropFirst())
        switch (self, head) {
        case (.object(var members), let key as String):
            guard let i = members.lastIndex(where: { $0.key == key }) else { return self }
            members[i].value = members[i].value.replacing(rest, with: new)
            return .object(members)
        case (.array(var items), let index as Int) where items.indices.contains(index):
            items[index] = items[index].replacing(rest, with: new)
            return .array(items)
        default:
            return self
        }
    }
}

extension LottieAnimation {
    /// A Lottie document with its expressions turned into per-frame keyframes by `engine` (`ExpressionBaker`: what
    /// `init(json:options:)` reads under `afterEffects`), and the warnings for expressions that fell back to their
    /// keyframed values.
    ///
    /// - Throws: `LottieError` at an expression's path when it runs past the engine's step or memory budget.
    public static func bakingExpressions(_ root: JSON, engine: any ExpressionEngine) throws -> (document: JSON, warnings: [LottieWarning]) {
        var baker = ExpressionBaker(engine: engine)
        let document = try baker.bake(root)
        return (document, baker.warnings)
    }
}
