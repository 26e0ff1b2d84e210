import Expressions
import JSONValue
import Lottie

/// An After Effects expression (the input, as text) on a layer's position, read under `after-effects` semantics
/// with Duktape and its shipped budgets: any text is keyframes, a warning (a runtime error) or a budget error —
/// never a crash, a hang or unbounded memory. The document has keyframes, effects, shapes and a second layer, so
/// the expression API has something to reach. One Duktape heap serves the whole run, reset for every input
/// (`ReusedHeap`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let json = """
    {"v": "5.7.0", "fr": 30, "ip": 0, "op": 2, "w": 64, "h": 64, "nm": "Main", "layers": [
     {"ty": 4, "nm": "Shape", "ind": 1, "ip": 0, "op": 2, "st": 0,
      "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [10, 20, 0], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]},
                                  "to": [5, 0, 0], "ti": [0, 5, 0]}, {"t": 2, "s": [30, 40, 0]}], "x": \(JSONWriter.quote(source))},
             "o": {"a": 0, "k": 100}},
      "ef": [{"ty": 5, "nm": "Slider Control", "ef": [{"ty": 0, "nm": "Slider", "v": {"a": 0, "k": 3}}]}],
      "shapes": [{"ty": "gr", "nm": "Group 1", "it": [
        {"ty": "rc", "nm": "Rect", "s": {"a": 0, "k": [8, 8]}, "p": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": 0}},
        {"ty": "fl", "nm": "Fill 1", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}},
        {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
         "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]},
     {"ty": 3, "nm": "Control", "ind": 2, "ip": 0, "op": 2, "st": 0, "ks": {"r": {"a": 0, "k": 45}}}]}
    """
    _ = try? LottieAnimation(json: json, options: LottieOptions(semantics: .afterEffects, expressionEngine: engine))
    return 0
}

private let engine = ReusedHeap()
