import Composition

/// One pass over a file's bytes before any JSON value is built: whether it is a Lottie animation (a top-level
/// object with `v`, `fr`, `ip`, `op`, `w` and `h`), and the first `Limits` a Lottie file passes that can be counted
/// from its text alone.
///
/// Parsing a JSON text builds a tree many times its size (a 117 MB file of masks took 1.9 GB and 12–16 s to
/// refuse), so what the reader would refuse anyway for its size is refused here, before the tree is built, in
/// time linear in the bytes and memory of the nesting depth. Every count is a lower bound of what the reader
/// counts later (`DocumentDecoder`, `BezierShape`, `LayerCost`), so this pass refuses nothing the reader would
/// accept, with the reader's messages:
///
/// - a bezier shape (an object with `v` and `i` or `o`) past `maximumPathElements` (its `v`);
/// - a property's keyframes (`k`, a list of objects with `t`) past `maximumKeyframes` (its `k`);
/// - one list of layers (the document's `layers`, or one asset's) past `maximumLayers` layers, or its layers'
///   keyframes past `maximumSceneKeyframes`, or their bezier shapes' elements (vertices + 2 each, as `LayerCost`)
///   past `maximumSceneElements` — each list is counted at least once by the reader, used or not. The path is
///   the layer, the `k` or the shape at which the count passes (a mask's `…masksProperties[k].pt.k`).
///
/// Malformed JSON ends the pass quietly: the parser reports it with its line and column.
struct LottieByteScan {
    /// The result: whether the header names a Lottie file, and the first limit passed.
    struct Result {
        var isLottie: Bool
        var error: LottieError?
    }

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, limits: Limits = .current) -> Result {
        var s = LottieByteScan(bytes: bytes, limits: limits)
        s.run()
        let isLottie = s.header & Self.headerWithoutVersion == Self.headerWithoutVersion
        return Result(isLottie: isLottie, error: isLottie ? s.error : nil)
    }

    private enum Key: Equatable { case v, i, o, c, t, k, layers, assets, other }

    /// An open object or array: its place (the key or index it has in its parent, as a byte range or a number)
    /// and what the counts need.
    private struct Frame {
        var isObject: Bool
        var keyStart = 0, keyEnd = 0
        var key: Key = .other
        var index = -1
        // Objects: the member being read, and what is known of the object so far.
        var member: Key = .other
        var memberStart = 0, memberEnd = 0
        var hasT = false, hasTangents = false, vertices = -1, closed: Bool? = nil
        // Arrays: items so far, and for a `k` list the items that are keyframes (objects with `t`).
        var count = 0, keyframes = 0, firstIsKeyframe = false
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: Limits
    private var i = 0
    private var stack: [Frame] = []
    /// Bits of `v`, `fr`, `ip`, `op`, `w`, `h` seen at the top level.
    private var header = 0
    private var error: LottieError?
    /// The depth of the `layers` array being counted (the document's at 2, an asset's at 4), or 0.
    private var listDepth = 0
    private var listLayers = 0, listKeyframes = 0, listElements = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, limits: Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// `fr`, `ip`, `op`, `w` and `h`: the keys that make a file a Lottie file (`v` may be missing: lottie-web, rlottie
    /// and ThorVG read such files; lottie-ios refuses them, which the decoder says under its semantics).
    private static let headerWithoutVersion = 0b111110

    private var done: Bool { error != nil && header == 0b111111 }

    private mutating func run() {
        skipSpace()
        while i < bytes.count, !done {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                open(isObject: b == UInt8(ascii: "{"))
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard let top = stack.last, top.isObject == (b == UInt8(ascii: "}")) else { return }
                i += 1
                close()
            case UInt8(ascii: "\""):
                let start = i + 1
                guard skipString() else { return }
                let end = i - 1
                if let top = stack.last, top.isObject, isKeyPosition() {
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return }
                    i += 1
                    beginMember(start, end)
                } else {
                    value(first: UInt8(ascii: "\""))
                }
            case UInt8(ascii: ","):
                i += 1
            default:
                // A number or a word (true, false, null, NaN, Infinity): up to the next delimiter.
                let first = b
                let start = i
                while i < bytes.count, !isDelimiter(bytes[i]) { i += 1 }
                guard i > start else { return }
                value(first: first)
            }
            skipSpace()
        }
    }

    /// Whether the string just read is an object's key (the object's last member is complete).
    private var expectingKey = true
    private func isKeyPosition() -> Bool { expectingKey }

    private func isDelimiter(_ b: UInt8) -> Bool {
        b == UInt8(ascii: ",") || b == UInt8(ascii: "}") || b == UInt8(ascii: "]") || b == UInt8(ascii: " ")
            || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\"")
            || b == UInt8(ascii: "{") || b == UInt8(ascii: "[") || b == UInt8(ascii: ":")
    }

    private mutating func skipSpace() {
        while i < bytes.count {
            let b = bytes[i]
            guard b == UInt8(ascii: " ") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") || b == UInt8(ascii: "\t") else { return }
            i += 1
        }
    }

    /// Skips a string from its opening quote; `false` when it does not end.
    private mutating func skipString() -> Bool {
        i += 1
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\\") { i += 2; continue }
            i += 1
            if b == UInt8(ascii: "\"") { return true }
        }
        return false
    }

    private func key(_ start: Int, _ end: Int) -> Key {
        let n = end - start
        if n == 1 {
            switch bytes[start] {
            case UInt8(ascii: "v"): return .v
            case UInt8(ascii: "i"): return .i
            case UInt8(ascii: "o"): return .o
            case UInt8(ascii: "c"): return .c
            case UInt8(ascii: "t"): return .t
            case UInt8(ascii: "k"): return .k
            default: return .other
            }
        }
        if matches(start, end, "layers") { return .layers }
        if matches(start, end, "assets") { return .assets }
        return .other
    }

    private func matches(_ start: Int, _ end: Int, _ word: StaticString) -> Bool {
        guard end - start == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        for k in 0..<(end - start) where bytes[start + k] != w[k] { return false }
        return true
    }

    private mutating func beginMember(_ start: Int, _ end: Int) {
        expectingKey = false
        stack[stack.count - 1].member = key(start, end)
        stack[stack.count - 1].memberStart = start
        stack[stack.count - 1].memberEnd = end
        let k = stack[stack.count - 1].member
        if k == .t { stack[stack.count - 1].hasT = true }
        if k == .i || k == .o { stack[stack.count - 1].hasTangents = true }
        if stack.count == 1 {
            for (bit, word) in [(0, "v"), (1, "fr"), (2, "ip"), (3, "op"), (4, "w"), (5, "h")] as [(Int, StaticString)]
            where matches(start, end, word) {
                header |= 1 << bit
            }
        }
    }

    /// A scalar value (string, number or word) read; `first` is its first byte.
    private mutating func value(first: UInt8) {
        guard !stack.isEmpty else { return }
        if stack[stack.count - 1].isObject {
            if stack[stack.count - 1].member == .c {
                stack[stack.count - 1].closed = first == UInt8(ascii: "t") || (first >= UInt8(ascii: "1") && first <= UInt8(ascii: "9"))
            }
            expectingKey = true
        } else {
            stack[stack.count - 1].count += 1
        }
    }

    private mutating func open(isObject: Bool) {
        var f = Frame(isObject: isObject)
        if let parent = stack.last {
            if parent.isObject {
                f.key = parent.member
                f.keyStart = parent.memberStart
                f.keyEnd = parent.memberEnd
            } else {
                f.index = parent.count
            }
        }
        // A list of layers: the document's (`layers` at depth 1) or an asset's (`assets[i].layers`).
        if !isObject, f.key == .layers, stack.count == 1 || (stack.count == 3 && stack[1].key == .assets) {
            listDepth = stack.count + 1
            listLayers = 0
            listKeyframes = 0
            listElements = 0
        }
        if isObject, stack.count == listDepth, listDepth > 0 {
            listLayers += 1
            if listLayers > limits.maximumLayers {
                fail(path(extra: f), "more than \(limits.maximumLayers) layers in all, counting each use of a precomposition (the limit)")
            }
        }
        expectingKey = true
        stack.append(f)
    }

    private mutating func close() {
        let f = stack.removeLast()
        if !stack.isEmpty && listDepth > 0 && stack.count < listDepth { listDepth = 0 }
        if f.isObject {
            if f.vertices >= 0, f.hasTangents { closeShape(f) }
            if !stack.isEmpty, !stack[stack.count - 1].isObject, stack[stack.count - 1].key == .k, f.hasT {
                if stack[stack.count - 1].count == 0 { stack[stack.count - 1].firstIsKeyframe = true }
                stack[stack.count - 1].keyframes += 1
            }
        } else if f.key == .v, let parent = stack.last, parent.isObject {
            stack[stack.count - 1].vertices = f.count
        } else if f.key == .k, f.keyframes > 0 {
            if f.firstIsKeyframe, f.count > limits.maximumKeyframes {
                fail(path(of: stack.count, extra: f), "expected at most \(limits.maximumKeyframes) keyframes (the limit), got \(f.count)")
            }
            if listDepth > 0 {
                listKeyframes = listKeyframes.addingClamped(f.keyframes)
                if listKeyframes > limits.maximumSceneKeyframes {
                    fail(path(of: stack.count, extra: f), "more than \(limits.maximumSceneKeyframes) keyframes in all, counting each use of a precomposition (the limit)")
                }
            }
        }
        // The value just closed is an item of an array, or completes an object's member.
        if let parent = stack.last {
            if parent.isObject { expectingKey = true } else { stack[stack.count - 1].count += 1 }
        }
    }

    /// A bezier shape closed: its own elements (as `BezierShape` counts them) and the list's (as `LayerCost`).
    private mutating func closeShape(_ f: Frame) {
        let n = f.vertices
        let closed = f.closed ?? true
        let elements = n == 0 ? 0 : closed ? n + (n > 1 ? 2 : 1) : n
        let shapePath = path(of: stack.count, extra: f)
        if let problem = limits.problem(withPathElements: elements, counted: "this shape has \(n) vertices, \(elements) elements") {
            fail(shapePath.isEmpty ? "v" : shapePath + ".v", "expected \(problem)")
        }
        if listDepth > 0 {
            listElements = listElements.addingClamped(n + 2)
            if listElements > limits.maximumSceneElements {
                fail(shapePath, "the paths have more than \(limits.maximumSceneElements) elements in all, counting each use of a precomposition (the limit)")
            }
        }
    }

    private mutating func fail(_ path: String, _ message: String) {
        if error == nil { error = LottieError(path: path, message) }
    }

    /// The JSON path of the open values `stack[0..<depth]` followed by `extra` (a frame just closed or opening).
    private func path(of depth: Int? = nil, extra: Frame) -> String {
        var text = ""
        for f in stack.prefix(depth ?? stack.count).dropFirst() + [extra] { append(f, to: &text) }
        return text
    }

    private func path(extra: Frame) -> String { path(of: nil, extra: extra) }

    private func append(_ f: Frame, to text: inout String) {
        if f.index >= 0 {
            text += "[\(f.index)]"
        } else if f.keyEnd > f.keyStart || f.key != .other {
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[f.keyStart..<f.keyEnd]), as: UTF8.self)
            text += text.isEmpty ? name : ".\(name)"
        }
    }
}
