/// The one table of layer properties: every key path a layer answers to, with its value kind, whether `null` is a
/// value, which layer types have it, whether it can be animated and whether it is a field of a layer object in the
/// scene format. Key-path lookup (`LayerKey.resolve`), the value kinds readers ask for
/// (`LayerState.valueKind(forKeyPath:type:)`), the scene reader's field sets and the scene writer's field list
/// derive from it; the statics (`.position`, `.bounds`, `.path`, …) are typed key paths for Swift callers.
///
/// Adding a property: a stored property on `LayerState`, a `LayerKey` case with its `get`/`set`, a row here (in
/// `all`), and its drawing in `Render`.
public struct LayerProperty: Sendable, Hashable, CustomStringConvertible {
    /// How the scene format writes the property in a layer object.
    public enum Field: Sendable, Hashable {
        /// A field of the layer object, read and written as a value of `kind` (`"opacity": 0.5`).
        case value
        /// A field of the layer object with its own reading (`contents`: a file path resolved against the scene).
        case special
        /// Not a field: a sub-path (`position.x`) or another name (`hidden`, `font.size`), animatable only.
        case none
    }

    /// The key path as Core Animation spells it (`position`, `bounds.size.width`, `transform.rotation.z`).
    public let keyPath: String
    /// The kind of value it holds.
    public let kind: KeyPathValueKind.Kind
    /// Whether `null` (`AnimatableValue.none`) is a value (`fillColor: null`: no fill).
    public let isOptional: Bool
    /// The layer types that have it; `nil` for every type.
    public let layerTypes: Set<LayerType>?
    /// Whether animations and transactions may change it. (`frame`, derived from position, bounds, anchor point and
    /// transform, is not in the table: `LayerState.sampledValue(forKeyPath:)` reads it.)
    public let isAnimatable: Bool
    public let field: Field
    let key: LayerKey

    init(_ keyPath: String, _ key: LayerKey, _ kind: KeyPathValueKind.Kind, optional: Bool = false,
         types: Set<LayerType>? = nil, field: Field = .value) {
        self.keyPath = keyPath
        self.key = key
        self.kind = kind
        self.isOptional = optional
        self.layerTypes = types
        self.isAnimatable = true
        self.field = field
    }

    /// Whether a layer of `type` has the property.
    public func applies(to type: LayerType) -> Bool { layerTypes?.contains(type) ?? true }

    /// What it holds: `"a point"`, `"a colour or null"`.
    public var valueKind: KeyPathValueKind { KeyPathValueKind(kind: kind, isOptional: isOptional) }

    /// Its value on a new layer of a type that has it (Core Animation's default).
    public var defaultValue: AnimatableValue {
        key.get(LayerState(id: "", type: layerTypes.map { t in LayerType.allCases.first { t.contains($0) }! } ?? .layer))
    }

    public var description: String { keyPath }

    public static func == (a: LayerProperty, b: LayerProperty) -> Bool { a.keyPath == b.keyPath }
    public func hash(into h: inout Hasher) { h.combine(keyPath) }
}

extension LayerProperty {
    // MARK: Every layer (CALayer)
    public static let anchorPoint = LayerProperty("anchorPoint", .anchorPoint, .point)
    public static let bounds = LayerProperty("bounds", .bounds, .rect)
    public static let position = LayerProperty("position", .position, .point)
    public static let transform = LayerProperty("transform", .transform, .transform)
    public static let sublayerTransform = LayerProperty("sublayerTransform", .sublayerTransform, .transform)
    public static let zPosition = LayerProperty("zPosition", .zPosition, .number)
    public static let anchorPointZ = LayerProperty("anchorPointZ", .anchorPointZ, .number)
    public static let isDoubleSided = LayerProperty("isDoubleSided", .isDoubleSided, .bool)
    public static let opacity = LayerProperty("opacity", .opacity, .number)
    public static let isHidden = LayerProperty("isHidden", .isHidden, .bool)
    public static let backgroundColor = LayerProperty("backgroundColor", .backgroundColor, .color, optional: true)
    public static let cornerRadius = LayerProperty("cornerRadius", .cornerRadius, .number)
    public static let borderWidth = LayerProperty("borderWidth", .borderWidth, .number)
    public static let borderColor = LayerProperty("borderColor", .borderColor, .color)
    public static let masksToBounds = LayerProperty("masksToBounds", .masksToBounds, .bool)
    public static let shadowColor = LayerProperty("shadowColor", .shadowColor, .color, optional: true)
    public static let shadowOpacity = LayerProperty("shadowOpacity", .shadowOpacity, .number)
    public static let shadowOffset = LayerProperty("shadowOffset", .shadowOffset, .size)
    public static let shadowRadius = LayerProperty("shadowRadius", .shadowRadius, .number)
    public static let shadowPath = LayerProperty("shadowPath", .shadowPath, .path, optional: true)

    // MARK: Shape layers (CAShapeLayer)
    public static let path = LayerProperty("path", .path, .path, optional: true, types: [.shape])
    public static let fillColor = LayerProperty("fillColor", .fillColor, .color, optional: true, types: [.shape])
    public static let strokeColor = LayerProperty("strokeColor", .strokeColor, .color, optional: true, types: [.shape])
    public static let lineWidth = LayerProperty("lineWidth", .lineWidth, .number, types: [.shape])
    public static let strokeStart = LayerProperty("strokeStart", .strokeStart, .number, types: [.shape])
    public static let strokeEnd = LayerProperty("strokeEnd", .strokeEnd, .number, types: [.shape])
    public static let miterLimit = LayerProperty("miterLimit", .miterLimit, .number, types: [.shape])
    public static let lineDashPattern = LayerProperty("lineDashPattern", .lineDashPattern, .numbers, optional: true, types: [.shape])
    public static let lineDashPhase = LayerProperty("lineDashPhase", .lineDashPhase, .number, types: [.shape])

    // MARK: Gradient layers (CAGradientLayer)
    public static let colors = LayerProperty("colors", .colors, .colors, types: [.gradient])
    public static let locations = LayerProperty("locations", .locations, .numbers, optional: true, types: [.gradient])
    public static let startPoint = LayerProperty("startPoint", .startPoint, .point, types: [.gradient])
    public static let endPoint = LayerProperty("endPoint", .endPoint, .point, types: [.gradient])

    // MARK: Text and image layers
    public static let foregroundColor = LayerProperty("foregroundColor", .foregroundColor, .color, types: [.text])
    public static let contents = LayerProperty("contents", .contents, .string, optional: true, types: [.image], field: .special)

    // MARK: Replicator layers (CAReplicatorLayer; every one animatable, as its header says)
    public static let instanceCount = LayerProperty("instanceCount", .instanceCount, .number, types: [.replicator])
    public static let instanceTransform = LayerProperty("instanceTransform", .instanceTransform, .transform, types: [.replicator])
    public static let instanceDelay = LayerProperty("instanceDelay", .instanceDelay, .number, types: [.replicator])
    public static let instanceColor = LayerProperty("instanceColor", .instanceColor, .color, types: [.replicator])
    public static let instanceRedOffset = LayerProperty("instanceRedOffset", .instanceRedOffset, .number, types: [.replicator])
    public static let instanceGreenOffset = LayerProperty("instanceGreenOffset", .instanceGreenOffset, .number, types: [.replicator])
    public static let instanceBlueOffset = LayerProperty("instanceBlueOffset", .instanceBlueOffset, .number, types: [.replicator])
    public static let instanceAlphaOffset = LayerProperty("instanceAlphaOffset", .instanceAlphaOffset, .number, types: [.replicator])

    // MARK: Sub-paths and other names
    public static let positionX = LayerProperty("position.x", .positionX, .number, field: .none)
    public static let positionY = LayerProperty("position.y", .positionY, .number, field: .none)
    public static let boundsOrigin = LayerProperty("bounds.origin", .boundsOrigin, .point, field: .none)
    public static let boundsSize = LayerProperty("bounds.size", .boundsSize, .size, field: .none)
    public static let boundsWidth = LayerProperty("bounds.size.width", .boundsWidth, .number, field: .none)
    public static let boundsHeight = LayerProperty("bounds.size.height", .boundsHeight, .number, field: .none)
    public static let boundsX = LayerProperty("bounds.origin.x", .boundsX, .number, field: .none)
    public static let boundsY = LayerProperty("bounds.origin.y", .boundsY, .number, field: .none)
    public static let anchorPointX = LayerProperty("anchorPoint.x", .anchorPointX, .number, field: .none)
    public static let anchorPointY = LayerProperty("anchorPoint.y", .anchorPointY, .number, field: .none)
    public static let rotation = LayerProperty("transform.rotation", .rotation, .number, field: .none)
    public static let rotationZ = LayerProperty("transform.rotation.z", .rotation, .number, field: .none)
    public static let scale = LayerProperty("transform.scale", .scale, .number, field: .none)
    public static let scaleX = LayerProperty("transform.scale.x", .scaleX, .number, field: .none)
    public static let scaleY = LayerProperty("transform.scale.y", .scaleY, .number, field: .none)
    public static let translation = LayerProperty("transform.translation", .translation, .size, field: .none)
    public static let translationX = LayerProperty("transform.translation.x", .translationX, .number, field: .none)
    public static let translationY = LayerProperty("transform.translation.y", .translationY, .number, field: .none)
    public static let rotationX = LayerProperty("transform.rotation.x", .rotationX, .number, field: .none)
    public static let rotationY = LayerProperty("transform.rotation.y", .rotationY, .number, field: .none)
    public static let translationZ = LayerProperty("transform.translation.z", .translationZ, .number, field: .none)
    public static let scaleZ = LayerProperty("transform.scale.z", .scaleZ, .number, field: .none)
    public static let hidden = LayerProperty("hidden", .isHidden, .bool, field: .none)
    public static let fontSize = LayerProperty("fontSize", .fontSize, .number, types: [.text], field: .none)
    public static let fontSizeInFont = LayerProperty("font.size", .fontSize, .number, types: [.text], field: .none)

    /// Every row. The `.value` fields come in the order the scene writer writes them.
    public static let all: [LayerProperty] = [
        anchorPoint, bounds, position, transform, sublayerTransform, zPosition, anchorPointZ, isDoubleSided, opacity, isHidden,
        backgroundColor, cornerRadius, borderWidth, borderColor, masksToBounds,
        shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath,
        path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd, miterLimit, lineDashPattern,
        lineDashPhase, colors, locations, startPoint, endPoint, foregroundColor,
        contents,
        instanceCount, instanceTransform, instanceDelay, instanceColor,
        instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset,
        positionX, positionY, boundsOrigin, boundsSize, boundsWidth, boundsHeight, boundsX, boundsY,
        anchorPointX, anchorPointY, rotation, rotationZ, scale, scaleX, scaleY, translation, translationX, translationY,
        rotationX, rotationY, translationZ, scaleZ, hidden, fontSize, fontSizeInFont,
    ]

    /// The row of `keyPath`, whatever the layer type.
    public static func named(_ keyPath: String) -> LayerProperty? { byKeyPath[keyPath] }

    static let byKeyPath: [String: LayerProperty] = Dictionary(uniqueKeysWithValues: all.map { ($0.keyPath, $0) })
    /// The first row of each resolved key (aliases share one).
    static let byKey: [LayerKey: LayerProperty] = Dictionary(all.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })

    /// The scene format's layer-object fields that are properties of every layer type (`.value` and `.special`).
    public static var commonFields: Set<String> {
        Set(all.filter { $0.field != .none && $0.layerTypes == nil }.map(\.keyPath))
    }

    /// The scene format's layer-object fields that are properties of `type` only.
    public static func fields(onlyOf type: LayerType) -> Set<String> {
        Set(all.filter { $0.field != .none && $0.layerTypes == [type] }.map(\.keyPath))
    }
}
