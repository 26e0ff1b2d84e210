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

    public static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let h = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
