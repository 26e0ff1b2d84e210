import Composition
import Geometry
import Motion

/// Reads the `layers` list: layer objects (with sublayers and masks) and presets, which expand into ordinary layers
/// and transactions.
struct LayerDecoder {
    /// The scene file's folder, for relative `contents` paths.
    let baseDirectory: String
    let canvasSize: Size

    /// Every layer id seen so far, with its type and JSON path, to reject duplicates and resolve references.
    private(set) var layers: [String: (type: LayerType, path: String)] = [:]
    /// Image files named by image layers, resolved to absolute paths, with the JSON path that named each first.
    private(set) var imageFiles: [(file: String, path: String)] = []
    /// Each layer's `animations` list (animations added to that layer), in file order.
    private(set) var animationLists: [(layer: String, node: JSONNode<SceneError>)] = []
    /// Transactions produced by presets, in file order.
    private(set) var presetTransactions: [SceneTransaction] = []

    // MARK: Layout (read later by SceneLayout, once the whole tree is known)
    /// Each stack layer's `stack` object and each layer's `alignmentGuides`, by layer id.
    private(set) var stackNodes: [String: JSONNode<SceneError>] = [:]
    private(set) var guideNodes: [String: JSONNode<SceneError>] = [:]
    /// Text layers without `bounds` or `frame`: they take their intrinsic size. With the JSON path of their font.
    var intrinsicTextLayers: Set<String> = []
    var textFontPaths: [String: String] = [:]

    init(baseDirectory: String, canvasSize: Size) {
        self.baseDirectory = baseDirectory
        self.canvasSize = canvasSize
    }

    /// The fields of every layer object: the properties of every layer type (`LayerProperty`'s table) and the
    /// fields that are no animatable property.
    static let commonFields: Set<String> = LayerProperty.commonFields.union([
        "id", "type", "frame", "cornerCurve", "maskedCorners", "borderPlacement", "mask", "sublayers", "stack",
        "alignmentGuides", "animations",
        // CALayer.compositingFilter ("xor"; an extension of the format, for inverted Lottie mattes).
        "compositingFilter",
        // Layer timing (hierarchical time; an extension of the format, docs/timing.md).
        "beginTime", "speed", "timeOffset",
    ])
    /// The fields of one layer type's objects: its properties and its other fields.
    static let typeFields: [LayerType: Set<String>] = Dictionary(uniqueKeysWithValues: LayerType.allCases.map { type in
        let other: Set<String> = switch type {
        case .layer, .transformLayer: []
        case .shape: ["fillRule", "lineCap", "lineJoin"]
        case .gradient: ["gradientType"]
        case .image: ["contentsGravity"]
        case .text: ["string", "font", "alignmentMode", "isWrapped", "truncationMode"]
        case .replicator: []
        }
        return (type, LayerProperty.fields(onlyOf: type).union(other))
    })

    mutating func decodeList(_ node: JSONNode<SceneError>) throws -> [LayerState] {
        var out: [LayerState] = []
        for item in try node.array() {
            if let t = item["type"], case .string(let s) = t.value, s == "spotlight" {
                let preset = try SpotlightPreset(node: item, canvasSize: canvasSize)
                let expansion = preset.expand()
                for layer in expansion.layers { try register(layer, path: item.path) }
                out.append(contentsOf: expansion.layers)
                presetTransactions.append(contentsOf: expansion.transactions)
            } else {
                out.append(try decodeLayer(item))
            }
        }
        return out
    }

    private mutating func register(_ layer: LayerState, path: String) throws {
        guard layers[layer.id] == nil else {
            throw SceneError(path: path, "the layer id \"\(layer.id)\" is already used at \(layers[layer.id]!.path)")
        }
        layers[layer.id] = (layer.type, path)
        if let m = layer.mask { try register(m, path: path) }
        for s in layer.sublayers { try register(s, path: path) }
    }

    mutating func decodeLayer(_ node: JSONNode<SceneError>) throws -> LayerState {
        guard case .object = node.value else { throw node.expected("a layer object") }
        let type: LayerType
        if let t = node["type"] {
            guard case .string(let s) = t.value, let lt = LayerType(rawValue: s) else {
                throw t.expected("a layer type (\"layer\", \"shape\", \"gradient\", \"image\", \"text\", \"transformLayer\", \"replicator\" or the preset \"spotlight\")")
            }
            type = lt
        } else {
            type = .layer
        }
        _ = try node.object(allowing: Self.commonFields.union(Self.typeFields[type] ?? []))
        guard let idNode = node["id"] else { throw node.fail("a layer needs an \"id\"") }
        let id = try idNode.string()
        guard !id.isEmpty else { throw idNode.fail("expected a non-empty id") }
        if let earlier = layers[id] {
            throw idNode.fail("the layer id \"\(id)\" is already used at \(earlier.path)")
        }
        layers[id] = (type, node.path)
        if let n = node["animations"] { animationLists.append((id, n)) }
        if let n = node["stack"] { stackNodes[id] = n }
        if let n = node["alignmentGuides"] { guideNodes[id] = n }

        var layer = LayerState(id: id, type: type)
        if let n = node["anchorPoint"] { layer.anchorPoint = try n.point() }
        if let n = node["bounds"] { layer.bounds = try n.rect() }
        if let n = node["position"] { layer.position = try n.point() }
        if let n = node["frame"] {
            let r = try n.rect()
            layer.setFrame(r)
        }
        if let n = node["transform"] { layer.transform = try n.transform() }
        if let n = node["opacity"] { layer.opacity = try n.number() }
        if let n = node["isHidden"] { layer.isHidden = try n.bool() }
        if let n = node["zPosition"] { layer.zPosition = try n.number() }
        if let n = node["anchorPointZ"] { layer.anchorPointZ = try n.number() }
        if let n = node["isDoubleSided"] { layer.isDoubleSided = try n.bool() }
        if let n = node["backgroundColor"] { layer.backgroundColor = n.isNull ? nil : try n.color() }
        if let n = node["cornerRadius"] { layer.cornerRadius = try n.number(atLeast: 0) }
        if let n = node["borderWidth"] { layer.borderWidth = try n.number(atLeast: 0) }
        if let n = node["borderColor"] { layer.borderColor = try n.color() }
        if let n = node["borderPlacement"] { layer.borderPlacement = try n.oneOf(BorderPlacement.self) }
        if let n = node["masksToBounds"] { layer.masksToBounds = try n.bool() }
        if let n = node["compositingFilter"], !n.isNull { layer.compositingFilter = try n.oneOf(CompositingFilter.self) }
        try Self.decodeDrawing(node, type: type, into: &layer)

        switch type {
        case .shape:
            if let n = node["path"] { layer.path = n.isNull ? nil : try n.pathValue() }
            if let n = node["fillColor"] { layer.fillColor = n.isNull ? nil : try n.color() }
            if let n = node["fillRule"] { layer.fillRule = try n.oneOf(FillRule.self) }
            if let n = node["strokeColor"] { layer.strokeColor = n.isNull ? nil : try n.color() }
            if let n = node["lineWidth"] { layer.lineWidth = try n.number(atLeast: 0) }
            if let n = node["strokeStart"] { layer.strokeStart = try n.number() }
            if let n = node["strokeEnd"] { layer.strokeEnd = try n.number() }
        case .gradient:
            if let n = node["colors"] { layer.colors = try n.array().map { try $0.color() } }
            if let n = node["locations"] {
                let locations = try n.array().map { try $0.number() }
                for k in locations.indices.dropFirst() where locations[k] < locations[k - 1] {
                    throw SceneError(path: "\(n.path)[\(k)]", "locations must not decrease")
                }
                layer.locations = locations
            }
            if let n = node["startPoint"] { layer.startPoint = try n.point() }
            if let n = node["endPoint"] { layer.endPoint = try n.point() }
            if let n = node["gradientType"] { layer.gradientType = try n.oneOf(GradientType.self) }
        case .image:
            if let n = node["contents"] {
                let file = resolve(try n.string())
                layer.contents = file
                if !imageFiles.contains(where: { $0.file == file }) { imageFiles.append((file, n.path)) }
            }
            if let n = node["contentsGravity"] {
                let s = try n.string()
                guard Self.gravities.contains(s) else {
                    throw n.expected("a contentsGravity (\(Self.gravities.sorted().map { "\"\($0)\"" }.joined(separator: ", ")))")
                }
                layer.contentsGravity = s
            }
        case .text:
            try decodeText(node, into: &layer)
        case .replicator:
            try Self.decodeReplicator(node, into: &layer)
        case .layer, .transformLayer:
            break
        }

        if let n = node["mask"] {
            guard case .object = n.value else { throw n.expected("a layer object") }
            layer.mask = try decodeLayer(n)
        }
        if let n = node["sublayers"] {
            layer.sublayers = try decodeList(n)
        }
        // MARK: Layer timing (docs/timing.md)
        if let n = node["beginTime"] { layer.beginTime = try n.number() }
        if let n = node["speed"] { layer.speed = try n.number() }
        if let n = node["timeOffset"] { layer.timeOffset = try n.number() }
        return layer
    }

    static let gravities: Set<String> = [
        "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
        "resize", "resizeAspect", "resizeAspectFill",
    ]

    private func resolve(_ file: String) -> String {
        if file.hasPrefix("/") { return file }
        return baseDirectory.isEmpty ? file : baseDirectory + "/" + file
    }
}
