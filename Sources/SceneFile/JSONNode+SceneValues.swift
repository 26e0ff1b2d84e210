import Composition
import Geometry
import Motion

/// The scene format's values (SCENE_FORMAT.md) read from a node: points, sizes, rects, colours, timing functions,
/// transforms.
extension JSONNode<SceneError> {
    func point() throws -> Point {
        let v = try numbers(count: 2, what: "a point [x, y]")
        return Point(x: v[0], y: v[1])
    }

    func size() throws -> Size {
        let v = try numbers(count: 2, what: "a size [width, height]")
        return Size(width: v[0], height: v[1])
    }

    func rect() throws -> Rect {
        let v = try numbers(count: 4, what: "a rect [x, y, width, height]")
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    func color() throws -> Color {
        switch value {
        case .string(let s):
            do { return try Color(hex: s) } catch { throw expected("a colour \"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\" or [r, g, b, a]") }
        case .array(let items) where items.count == 4:
            let v = try numbers(count: 4, what: "a colour [r, g, b, a]")
            for (k, c) in v.enumerated() where !(0...1).contains(c) {
                throw node(items[k], path: "\(path)[\(k)]").expected("a colour component in 0…1")
            }
            return Color(red: v[0], green: v[1], blue: v[2], alpha: v[3])
        default:
            throw expected("a colour \"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\" or [r, g, b, a]")
        }
    }

    func timingFunction() throws -> TimingFunction {
        switch value {
        case .string(let s):
            guard let name = TimingFunction.Name(rawValue: s) else {
                throw expected("a timing function (\"linear\", \"easeIn\", \"easeOut\", \"easeInEaseOut\", \"default\" or [x1, y1, x2, y2])")
            }
            return TimingFunction(name)
        case .array:
            let v = try numbers(count: 4, what: "a timing function [x1, y1, x2, y2]")
            for k in [0, 2] where !(0...1).contains(v[k]) {
                throw fail("x control points must lie in 0…1 so that time runs forward, got \(JSONWriter.format(v[k]))")
            }
            return TimingFunction(controlPoints: v[0], v[1], v[2], v[3])
        default:
            throw expected("a timing function name or [x1, y1, x2, y2]")
        }
    }

    /// A transform value (SCENE_FORMAT.md): `{"matrix": [a, b, c, d, tx, ty]}`, `{"matrix3d": [m11 … m44]}` (row-major
    /// as `CATransform3D`), or parts applied in this order: `scale` (`[sx, sy]` or `[sx, sy, sz]`), `rotateX`,
    /// `rotateY`, `rotate` (degrees about z), `translate` (`[tx, ty]` or `[tx, ty, tz]`), `perspective` (`d`:
    /// `m34 = −1/d`). The 2-D forms mean exactly what they meant before 3-D transforms.
    func transform() throws -> Transform3D {
        let fields = try object(allowing: ["translate", "rotate", "rotateX", "rotateY", "scale", "perspective", "matrix", "matrix3d"])
        if let m = self["matrix"] {
            guard fields.count == 1 else { throw m.fail("\"matrix\" cannot be combined with other transform fields") }
            let v = try m.numbers(count: 6, what: "a matrix [a, b, c, d, tx, ty]")
            return Transform3D(AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5]))
        }
        if let m = self["matrix3d"] {
            guard fields.count == 1 else { throw m.fail("\"matrix3d\" cannot be combined with other transform fields") }
            let v = try m.numbers(count: 16, what: "a matrix3d [m11, m12, …, m44] (16 numbers, row-major)")
            return Transform3D(rowMajor: v) ?? .identity
        }
        // Applied in the order translate, rotate, scale: points are scaled first, then rotated, then translated.
        var t = AffineTransform.identity
        var z: (scale: Double, rotateX: Double, rotateY: Double, translate: Double, perspective: Double?) = (1, 0, 0, 0, nil)
        if let s = self["scale"] {
            let v = try s.numbers(count: 2...3, what: "a scale [sx, sy] or [sx, sy, sz]")
            t = t.concatenating(.scale(v[0], v[1]))
            if v.count == 3 { z.scale = v[2] }
        }
        if let r = self["rotateX"] { z.rotateX = try r.number() * .pi / 180 }
        if let r = self["rotateY"] { z.rotateY = try r.number() * .pi / 180 }
        let rotateZ = try self["rotate"].map { try $0.number() * .pi / 180 }
        if let tr = self["translate"] {
            let v = try tr.numbers(count: 2...3, what: "a translation [tx, ty] or [tx, ty, tz]")
            if v.count == 3 { z.translate = v[2] }
        }
        if let p = self["perspective"] {
            let d = try p.number()
            guard d != 0 else { throw p.fail("a perspective distance must not be 0") }
            z.perspective = d
        }
        let threeD = z.scale != 1 || z.rotateX != 0 || z.rotateY != 0 || z.translate != 0 || z.perspective != nil
        if !threeD {
            if let rotateZ { t = t.concatenating(.rotation(rotateZ)) }
            if let tr = self["translate"] {
                let v = try tr.numbers(count: 2...3, what: "a translation [tx, ty] or [tx, ty, tz]")
                t = t.concatenating(.translation(v[0], v[1]))
            }
            return Transform3D(t)
        }
        var m = Transform3D(t).concatenating(.scale(1, 1, z.scale))
        if z.rotateX != 0 { m = m.concatenating(.rotation(z.rotateX, 1, 0, 0)) }
        if z.rotateY != 0 { m = m.concatenating(.rotation(z.rotateY, 0, 1, 0)) }
        if let rotateZ { m = m.concatenating(.rotation(rotateZ, 0, 0, 1)) }
        if let tr = self["translate"] {
            let v = try tr.numbers(count: 2...3, what: "a translation [tx, ty] or [tx, ty, tz]")
            m = m.concatenating(.translation(v[0], v[1], v.count == 3 ? v[2] : 0))
        }
        if let d = z.perspective { m = m.concatenating(.perspective(d)) }
        return m
    }

    /// A transform value that must be 2-D (a shape object's `transform`).
    func affineTransform() throws -> AffineTransform {
        let t = try transform()
        guard t.isAffine else { throw fail("a path's transform must be 2-D (no z, rotateX, rotateY, perspective or matrix3d)") }
        return t.affine
    }
}
