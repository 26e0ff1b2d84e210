import Geometry

extension Node {
    /// A path value: SVG path data, or a shape object (`rect`, `ellipse`, `roundedRect`, `append`, and the boolean
    /// operations), each optionally with a `transform`.
    func pathValue() throws -> Path {
        switch value {
        case .string(let svg):
            do {
                return try Path(svg: svg)
            } catch let e as SVGPathError {
                throw fail("invalid SVG path data: \(e)")
            }
        case .object:
            return try shapeObject()
        default:
            throw expected("a path (SVG path data or a shape object)")
        }
    }

    private static let shapeKinds = ["rect", "ellipse", "roundedRect", "append", "union", "subtract", "intersect", "xor"]

    private func shapeObject() throws -> Path {
        let fields = try object(allowing: Set(Self.shapeKinds + ["cornerRadius", "style", "transform"]))
        let kinds = fields.map(\.key).filter { Self.shapeKinds.contains($0) }
        guard kinds.count == 1, let kind = kinds.first, let body = self[kind] else {
            throw fail("a shape object needs exactly one of \(Self.shapeKinds.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        if kind != "roundedRect" {
            for extra in ["cornerRadius", "style"] {
                if let n = self[extra] { throw n.fail("only a roundedRect takes \"\(extra)\"") }
            }
        }
        var path: Path
        switch kind {
        case "rect":
            path = .rect(try body.rect())
        case "ellipse":
            path = .ellipse(in: try body.rect())
        case "roundedRect":
            let radius = try self["cornerRadius"]?.number(atLeast: 0) ?? 0
            let style = try self["style"]?.oneOf(CornerStyle.self) ?? .circular
            path = .roundedRect(try body.rect(), cornerRadius: radius, style: style)
        case "append":
            var b = Path.Builder()
            for part in try body.array() { b.append(try part.pathValue()) }
            path = b.build()
        default:
            throw body.fail("boolean path operations are not supported yet")
        }
        if let t = self["transform"] {
            path = path.applying(try t.transform())
        }
        return path
    }
}
