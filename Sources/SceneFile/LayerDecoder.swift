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
    var imageFiles: [(file: String, path: String)] = []
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

    /// The fields of every layer object: the table's fields of every layer type (`AnyLayerProperty`) and the
    /// structural ones.
    static let commonFields: Set<String> = AnyLayerProperty.commonFields.union([
        "id", "type", "frame", "mask", "sublayers", "stack", "alignmentGuides", "animations",
    ])
    /// The fields of one layer type's objects beyond `commonFields`: its properties, and a text layer's `font` and
    /// `textStroke`.
    static let typeFields: [LayerType: Set<String>] = Dictionary(uniqueKeysWithValues: LayerType.allCases.map { type in
        let properties = Set(AnyLayerProperty.fields(of: type).map(\.keyPath)).subtracting(AnyLayerProperty.commonFields)
        return (type, type == .text ? properties.union(["font", "textStroke"]) : properties)
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
        try decodeFields(node, into: &layer)
        if let n = node["frame"] { layer.setFrame(try n.rect()) }
        if type == .text { try decodeText(node, into: &layer) }

        if let n = node["mask"] {
            guard case .object = n.value else { throw n.expected("a layer object") }
            layer.mask = try decodeLayer(n)
        }
        if let n = node["sublayers"] {
            layer.sublayers = try decodeList(n)
        }
        return layer
    }

    func resolve(_ file: String) -> String {
        if file.hasPrefix("/") { return file }
        return baseDirectory.isEmpty ? file : baseDirectory + "/" + file
    }
}
