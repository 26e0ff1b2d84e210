/// Text made safe for HTML: in element content and in double-quoted attribute values.
enum HTML {
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.count)
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// A path inside the report as a URL path: each segment percent-encoded except unreserved characters, so a
    /// scene named `a b#1` still loads.
    static func url(_ path: String) -> String {
        let unreserved = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        var out = ""
        for c in path {
            if unreserved.contains(c) {
                out.append(c)
            } else {
                for b in String(c).utf8 { out += "%" + String(b, radix: 16, uppercase: true).leftPadded(to: 2) }
            }
        }
        return escape(out)
    }
}

extension String {
    func leftPadded(to n: Int) -> String { count >= n ? self : String(repeating: "0", count: n - count) + self }
}
