import Expressions
import JSONValue
import Lottie
import XCTest

/// A one-layer Lottie document (30 fps, frames 0…`op`, 200 × 100) whose layer property `property` (a transform key,
/// e.g. `o`) holds `k` and the expression `x`; `extra` members are added to the layer.
func expressionDocument(_ x: String, property: String = "o", k: String = "50", op: Int = 10,
                        extra: String = "", otherLayers: String = "") -> String {
    """
    {"v": "5.7.0", "fr": 30, "ip": 0, "op": \(op), "w": 200, "h": 100, "nm": "Main",
     "layers": [{"ty": 3, "nm": "Null", "ind": 1, "ip": 0, "op": \(op), "st": 0,
                 "ks": {"\(property)": {"a": \(k.hasPrefix("[{") ? 1 : 0), "k": \(k), "x": \(JSONWriter.quote(x))}}\(extra)}\(otherLayers)]}
    """
}

/// The baked values of the document's first expression, one per frame (each value's components).
func bakedValues(_ json: String, engine: DuktapeEngine = DuktapeEngine(), file: StaticString = #filePath,
                 line: UInt = #line) throws -> (values: [[Double]], warnings: [LottieWarning]) {
    let root = try JSONParser.parse(bytes: Array(json.utf8))
    let (doc, warnings) = try LottieAnimation.bakingExpressions(root, engine: engine)
    var values: [[Double]] = []
    func visit(_ v: JSON) {
        switch v {
        case .object(let members):
            if case .array(let kfs)? = v["k"], v["x"] == nil, kfs.count > 1, case .object? = kfs.first, values.isEmpty,
               kfs.allSatisfy({ if case .array? = $0["s"] { true } else { false } }),
               case .number(1)? = v["a"] {
                for kf in kfs {
                    guard case .array(let s)? = kf["s"] else { continue }
                    values.append(s.compactMap { if case .number(let n) = $0 { n } else { nil } })
                }
                return
            }
            for m in members { visit(m.value) }
        case .array(let items): for i in items { visit(i) }
        default: break
        }
    }
    visit(doc)
    return (values, warnings)
}

/// The value the expression gives at `frame`, as one number.
func scalar(_ x: String, at frame: Int, k: String = "50", extra: String = "", otherLayers: String = "",
            property: String = "o") throws -> Double {
    let (values, warnings) = try bakedValues(expressionDocument(x, property: property, k: k, extra: extra, otherLayers: otherLayers))
    guard warnings.isEmpty else { throw LottieError(path: warnings[0].path, warnings[0].message) }
    return values[frame][0]
}

/// The vector the expression gives at `frame`.
func vector(_ x: String, at frame: Int, property: String = "p", k: String = "[10, 20, 0]", extra: String = "",
            otherLayers: String = "") throws -> [Double] {
    let (values, warnings) = try bakedValues(expressionDocument(x, property: property, k: k, extra: extra, otherLayers: otherLayers))
    guard warnings.isEmpty else { throw LottieError(path: warnings[0].path, warnings[0].message) }
    return values[frame]
}
