import Composition
import Geometry
import PathBoolean

extension JSONNode<SceneError> {
    /// A path value: SVG path data, or a shape object (`rect`, `ellipse`, `roundedRect`, `append`, and the boolean
    /// operations), each optionally with a `transform`.
    func pathValue() throws -> Path {
        let path: Path
        switch value {
        case .string(let svg):
            do {
                path = try Path(svg: svg)
            } catch let e as SVGPathError {
                throw fail("invalid SVG path data: \(e)")
            }
        case .object:
            path = try shapeObject()
        default:
            throw expected("a path (SVG path data or a shape object)")
        }
        // Coordinates a screen can use; past this, geometry overflows (areas, lengths, flattening).
        guard path.hasFiniteCoordinates, path.largestCoordinate <= Limits.maximumPathCoordinate else {
            throw fail("path coordinates must be finite and within ±\(JSONWriter.format(Limits.maximumPathCoordinate)) points")
        }
        if let problem = Limits.current.problem(with: path) { throw expected(problem) }
        return path
    }

    private static let shapeKinds = ["rect", "ellipse", "roundedRect", "append", "union", "subtract", "intersect", "xor"]

    private func shapeObject() throws -> Path {
        let fields = try object(allowing: Set(Self.shapeKinds + ["cornerRadius", "style", "transform", "corners", "cornerRadii"]))
        let kinds = fields.map(\.key).filter { Self.shapeKinds.contains($0) }
        guard kinds.count == 1, let kind = kinds.first, let body = self[kind] else {
            throw fail("a shape object needs exactly one of \(Self.shapeKinds.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        if kind != "roundedRect" {
            for extra in ["cornerRadius", "style", "corners", "cornerRadii"] {
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
            if self["corners"] == nil && self["cornerRadii"] == nil {
                path = .roundedRect(try body.rect(), cornerRadius: radius, style: style)
            } else {
                path = .roundedRect(try body.rect(), cornerRadii: try cornerRadii(radius), style: style)
            }
        case "append":
            var b = Path.Builder()
            for part in try body.array() { b.append(try part.pathValue()) }
            path = b.build()
        default:
            path = try booleanShape(kind, body)
        }
        if let t = self["transform"] {
            path = path.applying(try t.affineTransform())
        }
        return path
    }

    /// `"corners": ["topLeft", "bottomRight"]` (which corners take `cornerRadius`; default all four) and
    /// `"cornerRadii": {"topLeft": 12, …}` (a radius per corner, over `cornerRadius`).
    private func cornerRadii(_ radius: Double) throws -> CornerRadii {
        var radii = CornerRadii()
        let names = CornerRadii.names.map(\.name)
        var chosen = Set(names)
        if let list = self["corners"] {
            chosen = []
            for item in try list.array() {
                let name = try item.string()
                guard names.contains(name) else {
                    throw item.expected("a corner (\(names.map { "\"\($0)\"" }.joined(separator: ", ")))")
                }
                guard chosen.insert(name).inserted else { throw item.fail("\"\(name)\" is listed twice") }
            }
        }
        for (name, corner) in CornerRadii.names where chosen.contains(name) { radii[corner] = radius }
        if let given = self["cornerRadii"] {
            for (key, n) in try given.object(allowing: Set(names)) {
                guard let corner = CornerRadii.names.first(where: { $0.name == key })?.corner else { continue }
                radii[corner] = try n.number(atLeast: 0)
            }
        }
        return radii
    }

    // MARK: Boolean shape objects

    /// `{"union": [p, ...]}` (one or more), `{"subtract": [a, b]}` (a minus b), `{"intersect": [a, b]}`,
    /// `{"xor": [a, b]}`: operands fill by the non-zero rule; the result is an outline of lines flattened within
    /// `Path.defaultBooleanTolerance`.
    private func booleanShape(_ kind: String, _ body: JSONNode<SceneError>) throws -> Path {
        let parts = try body.array()
        let operands = try parts.map { try $0.pathValue() }
        do {
            if kind == "union" {
                guard !operands.isEmpty else { throw body.expected("an array of one or more paths") }
                return try Path.union(of: operands)
            }
            guard operands.count == 2 else { throw body.expected("an array of two paths [a, b]") }
            let op: PathBooleanOperation = kind == "subtract" ? .subtract : kind == "intersect" ? .intersect : .xor
            return try operands[0].combined(with: operands[1], op)
        } catch let e as PathBooleanError {
            throw body.fail("the \(kind) operation failed: \(e)")
        }
    }
}
