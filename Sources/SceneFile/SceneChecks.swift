import Composition
import Foundation
import Geometry
import Motion

/// A scene's CI annotations: the `checkpoints` list (times at which `animate compare` takes stills) and the
/// `expectations` list (value assertions for `animate check`). Format version 1 reserves both fields; this is what
/// they hold.
public struct SceneChecks: Sendable {
    /// Scene times in seconds, each ≥ 0, in file order.
    public var checkpoints: [Double] = []
    public var expectations: [Expectation] = []

    /// Reads the annotations of a scene file. Errors name the JSON path (`checkpoints[2]: expected a number ≥ 0`).
    public static func load(path: String) throws -> SceneChecks {
        try parse(try readText(path))
    }

    /// Reads the annotations from scene JSON text.
    public static func parse(_ text: String) throws -> SceneChecks {
        try decode(JSONNode<SceneError>(try parseJSON(text, file: nil), path: ""))
    }

    /// Reads `checkpoints` and `expectations` of a scene's root object.
    static func decode(_ root: JSONNode<SceneError>) throws -> SceneChecks {
        var checks = SceneChecks()
        if let list = root["checkpoints"] {
            checks.checkpoints = try list.array().map { try $0.time() }
        }
        if let list = root["expectations"] {
            checks.expectations = try list.array().map(Expectation.init(node:))
        }
        return checks
    }
}

extension Expectation {
    /// Reads one expectation object; errors name its JSON path.
    init(node: JSONNode<SceneError>) throws {
        _ = try node.object(allowing: ["layer", "keyPath", "time", "equals", "tolerance"])
        func required(_ key: String) throws -> JSONNode<SceneError> {
            guard let n = node[key] else { throw node.fail("an expectation needs \"\(key)\"") }
            return n
        }
        self.init(path: node.path, layer: try required("layer").string(), keyPath: try required("keyPath").string(),
                  time: try required("time").time(), equals: try required("equals").value,
                  tolerance: try node["tolerance"]?.number(atLeast: 0) ?? Self.defaultTolerance)
    }

    /// Reads an expectations file: a JSON array of expectations, or an object `{"expectations": [...]}`. Errors
    /// name the file and the JSON path (`expect.json: [1].time: expected a number ≥ 0, got -1`).
    public static func load(path: String) throws -> [Expectation] {
        let text = try readText(path)
        do {
            let root = JSONNode<SceneError>(try parseJSON(text, file: path), path: "")
            let list: JSONNode<SceneError>
            if case .object = root.value {
                _ = try root.object(allowing: ["$schema", "expectations"])
                guard let l = root["expectations"] else { throw root.fail("expected an array of expectations or {\"expectations\": [...]}") }
                list = l
            } else {
                list = root
            }
            return try list.array().map {
                var e = try Expectation(node: $0)
                e.path = "\(path): \(e.path)"
                return e
            }
        } catch let e as SceneError where !e.path.isEmpty {
            throw SceneError(path: "\(path): \(e.path)", e.message)
        } catch let e as SceneError {
            throw SceneError(path: path, e.message)
        }
    }

    /// Samples the scene and compares. Throws a `SceneError` at this expectation's path when the layer or key path
    /// does not exist or `equals` is not a value of the key path's type.
    public func evaluate(in scene: Composition) throws -> ExpectationResult {
        let at = { (key: String) in self.path.isEmpty ? key : "\(self.path).\(key)" }
        guard let state = scene.tree.presentation(of: layer, at: time) else {
            let hint = NameSuggestion.hint(for: layer, in: Set(scene.layerTypes.keys))
            throw SceneError(path: at("layer"), "no layer with id \"\(layer)\"\(hint)")
        }
        let actual: AnimatableValue
        do {
            actual = try state.sampledValue(forKeyPath: keyPath)
        } catch let e as MotionError {
            throw SceneError(path: at("keyPath"), e.description)
        }
        let expectedNode = JSONNode<SceneError>(equals, path: at("equals"))
        let deviation = try Self.deviation(actual, expectedNode)
        return ExpectationResult(expectation: self, actual: actual, deviation: deviation,
                                 passed: deviation <= tolerance)
    }

    /// The largest component difference between `actual` and the value `node` encodes (read as `actual`'s type);
    /// infinity when they cannot match (booleans, strings or path structures differ).
    static func deviation(_ actual: AnimatableValue, _ node: JSONNode<SceneError>) throws -> Double {
        func maxDiff(_ a: [Double], _ b: [Double]) -> Double {
            guard a.count == b.count else { return .infinity }
            return zip(a, b).reduce(0) { max($0, abs($1.0 - $1.1)) }
        }
        func comps(_ c: Color) -> [Double] { [c.red, c.green, c.blue, c.alpha] }
        if node.isNull {
            if case .none = actual { return 0 }
            return .infinity
        }
        switch actual {
        case .number(let v): return abs(v - (try node.number()))
        case .point(let p):
            let e = try node.point()
            return maxDiff([p.x, p.y], [e.x, e.y])
        case .size(let s):
            let e = try node.size()
            return maxDiff([s.width, s.height], [e.width, e.height])
        case .rect(let r):
            let e = try node.rect()
            return maxDiff([r.origin.x, r.origin.y, r.width, r.height], [e.origin.x, e.origin.y, e.width, e.height])
        case .color(let c): return maxDiff(comps(c), comps(try node.color()))
        case .none: return .infinity
        case .path(let p):
            let e = try node.pathValue()
            guard p.hasSameStructure(as: e) else { return .infinity }
            let a = p.elements.flatMap(\.points).flatMap { [$0.x, $0.y] }
            let b = e.elements.flatMap(\.points).flatMap { [$0.x, $0.y] }
            return maxDiff(a, b)
        case .transform(let t):
            let e = try node.transform()
            return maxDiff(t.rowMajor, e.rowMajor)
        case .colors(let cs):
            let e = try node.array().map { try $0.color() }
            return maxDiff(cs.flatMap(comps), e.count == cs.count ? e.flatMap(comps) : [])
        case .numbers(let ns): return maxDiff(ns, try node.array().map { try $0.number() })
        case .bool(let b): return try node.bool() == b ? 0 : .infinity
        case .string(let s): return try node.string() == s ? 0 : .infinity
        }
    }
}

/// The outcome of one expectation.
public struct ExpectationResult: Sendable {
    public var expectation: Expectation
    /// The presentation value found.
    public var actual: AnimatableValue
    /// The largest component difference from the expected value (infinity when they cannot match).
    public var deviation: Double
    public var passed: Bool

    /// One line for a report: `expectations[0]: spot.position at 0.075 s: expected [195, 340] ± 0.5, got [195, 362.4]`.
    public var summary: String {
        let e = expectation
        let tol = e.tolerance == Expectation.defaultTolerance ? "" : " ± \(JSONWriter.format(e.tolerance))"
        let label = e.path.isEmpty ? "" : "\(e.path): "
        var line = "\(label)\(e.layer).\(e.keyPath) at \(JSONWriter.format(e.time)) s: expected \(JSONWriter.write(Self.rounded(e.equals)))\(tol)"
        line += ", got \(JSONWriter.write(Self.rounded(ValueEncoding.json(actual))))"
        if !passed {
            line += deviation.isFinite ? " (off by \(JSONWriter.format(Self.fourDecimals(deviation))))" : " (cannot match)"
        }
        return line
    }

    /// Numbers rounded to 4 decimals for display.
    static func rounded(_ j: JSON) -> JSON {
        switch j {
        case .number(let n): .number(fourDecimals(n))
        case .array(let a): .array(a.map(rounded))
        case .object(let m): .object(m.map { ($0.key, rounded($0.value)) })
        default: j
        }
    }

    static func fourDecimals(_ n: Double) -> Double { (n * 10_000).rounded() / 10_000 }
}

extension JSONNode<SceneError> {
    /// A scene time: a finite number ≥ 0.
    func time() throws -> Double {
        guard case .number(let n) = value, n >= 0, n.isFinite else { throw expected("a time in seconds ≥ 0") }
        return n
    }
}

func readText(_ path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
            throw SceneError(path: "", "\(path): \(isDir.boolValue ? "is a directory" : "cannot be read")")
        }
        throw SceneError(path: "", "\(path): no such file")
    }
    guard let text = String(data: data, encoding: .utf8) else { throw notUTF8(path, data) }
    return text
}

/// `scene.json: not UTF-8 text at line 3, column 14 (layers[0].id): invalid UTF-8 (byte 0xFF) in a string`: where
/// the parser meets the first invalid byte (inside a string, or as an unexpected character elsewhere).
func notUTF8(_ path: String, _ data: Data) -> SceneError {
    do {
        _ = try JSONParser.parse(bytes: [UInt8](data))
    } catch let e as JSONSyntaxError {
        let place = "line \(e.line), column \(e.column)\(e.path.isEmpty ? "" : " (\(e.path))")"
        return SceneError(path: "", "\(path): not UTF-8 text at \(place): \(e.message)")
    } catch {}
    return SceneError(path: "", "\(path): not UTF-8 text")
}

func parseJSON(_ text: String, file: String?) throws -> JSON {
    do {
        return try JSONParser.parse(text)
    } catch let e as JSONSyntaxError {
        throw SceneError(path: "", "\(file.map { "\($0): " } ?? "")malformed JSON at \(e)")
    }
}
