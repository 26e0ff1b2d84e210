import Composition
import Geometry
import Motion

/// Encodes presentation values as the scene format writes them (points `[x, y]`, rects `[x, y, w, h]`, colours
/// `"#RRGGBBAA"` when exact in 8 bits and `[r, g, b, a]` otherwise, paths as SVG path data).
public enum ValueEncoding {
    public static func json(_ value: AnimatableValue) -> JSON {
        switch value {
        case .number(let n): return .number(n)
        case .point(let p): return .array([.number(p.x), .number(p.y)])
        case .size(let s): return .array([.number(s.width), .number(s.height)])
        case .rect(let r): return .array([.number(r.origin.x), .number(r.origin.y), .number(r.width), .number(r.height)])
        case .color(let c): return color(c)
        case .none: return .null
        case .path(let p): return .string(p.svgString)
        case .transform(let t):
            guard t.isAffine else { return .object([("matrix3d", .array(t.rowMajor.map(JSON.number)))]) }
            let a = t.affine
            return .object([("matrix", .array([a.a, a.b, a.c, a.d, a.tx, a.ty].map(JSON.number)))])
        case .colors(let cs): return .array(cs.map(color))
        case .numbers(let ns): return .array(ns.map(JSON.number))
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        }
    }

    static func color(_ c: Color) -> JSON {
        let components = [c.red, c.green, c.blue, c.alpha]
        let exact = components.allSatisfy { v in (0...1).contains(v) && (v * 255).rounded() / 255 == v }
        return exact ? .string(c.hexString) : .array(components.map(JSON.number))
    }
}
