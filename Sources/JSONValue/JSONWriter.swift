/// Writes JSON compactly and deterministically (object keys in their stored order).
public enum JSONWriter {
    /// Shortest round-tripping text of `n`; integral values print without a fraction (`3`, not `3.0`).
    public static func format(_ n: Double) -> String { NumberText.format(n) }

    public static func write(_ value: JSON) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }

    private static func write(_ value: JSON, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += format(n)
        case .string(let s): out += quote(s)
        case .array(let items):
            out += "["
            for (k, item) in items.enumerated() {
                if k > 0 { out += ", " }
                write(item, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (k, m) in members.enumerated() {
                if k > 0 { out += ", " }
                out += quote(m.key) + ": "
                write(m.value, into: &out)
            }
            out += "}"
        }
    }

    /// `s` as a JSON string literal: `"`, `\\` and the control characters escaped (`\n`, `\r`, `\t`, else
    /// `\u00XX`), everything else as it is. With `javaScript`, also U+2028 and U+2029 (line terminators inside an
    /// ES5 string literal, though JSON allows them), so the literal is valid JavaScript source too. Works on the UTF-8
    /// bytes: every escaped character is ASCII, and no byte of a multi-byte sequence is below 0x80.
    public static func quote(_ s: String, javaScript: Bool = false) -> String {
        let hex = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(s.utf8.count + 2)
        var bytes = s.utf8.makeIterator()
        var pending: [UInt8] = []  // the bytes after an 0xE2 that may start U+2028/U+2029
        while let b = pending.isEmpty ? bytes.next() : pending.removeFirst() {
            switch b {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), b]
            case UInt8(ascii: "\\"): out += [b, b]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20: out += Array("\\u00".utf8) + [hex[Int(b >> 4)], hex[Int(b & 0xF)]]
            case 0xE2 where javaScript:
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                let second = bytes.next(), third = second == 0x80 ? bytes.next() : nil
                if let third, third == 0xA8 || third == 0xA9 {
                    out += Array("\\u202".utf8) + [third == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9")]
                } else {
                    out.append(b)
                    pending = [second, third].compactMap { $0 }
                }
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
