import Expressions
import JSONValue
import Lottie

/// An After Effects expression (the input, as text) on a layer's position, baked by the Lottie reader's
/// `ExpressionBaker` under Duktape with its shipped budgets (`LottieAnimation.bakingExpressions`): any text is
/// keyframes, a warning (a runtime error) or a budget error — never a crash, a hang or unbounded memory. (Reading
/// baked keyframes is the `lottie` target's work.) The document (parsed once) has keyframes, effects, shapes and a second
/// layer, so the expression API has something to reach. Its heap is shared by the inputs (`ReusedHeap`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? LottieAnimation.bakingExpressions(substituting(document, source), engine: engine)
    return 0
}

private let placeholder = "__FUZZ_INPUT__"

private let document = try! JSONParser.parse(bytes: Array("""
    {"v": "5.7.0", "fr": 30, "ip": 0, "op": 2, "w": 64, "h": 64, "nm": "Main", "layers": [
     {"ty": 4, "nm": "Shape", "ind": 1, "ip": 0, "op": 2, "st": 0,
      "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [10, 20, 0], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]},
                                  "to": [5, 0, 0], "ti": [0, 5, 0]}, {"t": 2, "s": [30, 40, 0]}], "x": "\(placeholder)"},
             "o": {"a": 0, "k": 100}},
      "ef": [{"ty": 5, "nm": "Slider Control", "ef": [{"ty": 0, "nm": "Slider", "v": {"a": 0, "k": 3}}]}],
      "shapes": [{"ty": "gr", "nm": "Group 1", "it": [
        {"ty": "rc", "nm": "Rect", "s": {"a": 0, "k": [8, 8]}, "p": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": 0}},
        {"ty": "fl", "nm": "Fill 1", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}},
        {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
         "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]},
     {"ty": 3, "nm": "Control", "ind": 2, "ip": 0, "op": 2, "st": 0, "ks": {"r": {"a": 0, "k": 45}}}]}
    """.utf8))

/// `value` with the placeholder string replaced by `source`.
private func substituting(_ value: JSON, _ source: String) -> JSON {
    switch value {
    case .string(placeholder): .string(source)
    case .object(let members): .object(members.map { ($0.key, substituting($0.value, source)) })
    case .array(let items): .array(items.map { substituting($0, source) })
    default: value
    }
}

private let engine = ReusedHeap()
