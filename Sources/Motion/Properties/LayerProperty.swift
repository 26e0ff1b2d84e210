import Geometry

/// One row of the layer property table: a layer field as Core Animation names it, typed by the Swift value it holds.
///
/// A row holds the key path's name (`position`, `transform.rotation.z`), where the value lives in `LayerFields` (a
/// `WritableKeyPath` of stored properties, or a part of the transform for the `transform.…` sub-key paths:
/// `FieldAccess`), its codec (how it travels as an `AnimatableValue` and how the scene format writes it), which
/// layer types have it, whether it can be animated and the range a scene file may set. Everything else derives from the rows by loops (`AnyLayerProperty.all`): key-path lookup, get and set
/// on `LayerState`, the scene reader's decoding and range checks, `expand`'s writer, the field lists of the reader
/// and the schema (a test holds `Scenes/scene.schema.json` to them), default values.
///
/// Because the value type is part of the row's type, `layer.setValue(.black, for: .position)` does not compile.
/// Adding a drawing property: a stored property on `LayerState`, a row (LayerProperty+Table.swift), its drawing in
/// `Render` (docs/architecture.md, "A layer property").
public struct LayerProperty<Value>: @unchecked Sendable {
    /// The key path as Core Animation spells it.
    public let keyPath: String
    public let codec: ValueCodec<Value>
    /// The layer types that have it; `nil` for every type.
    public let layerTypes: Set<LayerType>?
    /// Whether animations and transactions may change it.
    public let isAnimatable: Bool
    /// How the scene format writes it in a layer object.
    public let field: LayerField
    /// The range a scene file may set.
    public let check: ValueCheck?
    /// Applied to every value set (`bounds` is standardized, as `CALayer.setBounds:`).
    let normalize: ((Value) -> Value)?
    /// How `erased` reaches the value (`FieldAccess`: not through the key-path runtime).
    let access: FieldAccess<Value>

    /// A row whose value lives at `fieldPath` in a layer's fields.
    init(_ keyPath: String, _ fieldPath: WritableKeyPath<LayerFields, Value>, _ codec: ValueCodec<Value>,
         types: Set<LayerType>? = nil, animatable: Bool = true, field: LayerField = .value, check: ValueCheck? = nil,
         normalize: ((Value) -> Value)? = nil) {
        self.keyPath = keyPath
        self.codec = codec
        self.layerTypes = types
        self.isAnimatable = animatable
        self.field = field
        self.check = check
        self.normalize = normalize
        self.access = FieldAccess(fieldPath)
    }

    /// A `transform.…` sub-key path: a computed part of the layer's transform (`Transform3D+SubKeyPaths.swift`),
    /// read and written by the closures (not a key path: the key-path runtime allocates a writeback buffer for a
    /// computed part at every write).
    init(_ keyPath: String, transform get: @escaping (Transform3D) -> Value,
         _ set: @escaping (inout Transform3D, Value) -> Void, _ codec: ValueCodec<Value>) {
        self.keyPath = keyPath
        self.codec = codec
        self.layerTypes = nil
        self.isAnimatable = true
        self.field = .none
        self.check = nil
        self.normalize = nil
        self.access = .transformPart(get: get, set: set)
    }

    /// Its value in `layer` (whose type must have it).
    public func value(in layer: LayerState) -> Value { access.read(layer) }

    /// Its value on a new layer of a type that has it (Core Animation's default).
    public var defaultValue: Value { value(in: AnyLayerProperty.sample(for: layerTypes)) }

    /// The row without its value type, for lookup by key path string.
    public var erased: AnyLayerProperty {
        let access = self.access, codec = self.codec, normalize = self.normalize
        // Only a stored field reads back exactly what was written; a sub-key path (`transform.rotation.z`) reads a
        // decomposition, and writing it recomposes the whole value.
        let stored = field.isField
        return AnyLayerProperty(
            keyPath: keyPath, valueKind: codec.valueKind, form: codec.form, layerTypes: layerTypes,
            isAnimatable: isAnimatable, field: field, check: check,
            read: { codec.wrap(access.read($0)) },
            write: { value, state in
                guard let v = codec.unwrap(value) else { return }
                let new = normalize.map { $0(v) } ?? v
                // A value that is already there leaves the layer untouched: its storage stays shared with the model
                // layer, so a frame that changes nothing in it allocates nothing and compares equal at once
                // (`LayerTree`, `IncrementalRenderer`). Equal values draw the same pixels (damage regions rely on it).
                if stored, codec.equal(access.read(state), new) { return }
                access.write(new, into: &state)
            })
    }
}

/// How the scene format writes a layer property in a layer object.
public enum LayerField: Sendable, Hashable {
    /// A field read and written through the row's codec (`"opacity": 0.5`).
    case value
    /// A field read and written through the row's codec, written even at its default (a text layer's `string`).
    case alwaysWritten
    /// A field with its own reading and writing in the reader (`contents`: a file path resolved against the scene).
    case special
    /// Not a field: a sub-path (`position.x`) or another name (`hidden`, `font.size`), animatable only.
    case none

    /// Whether it is a field of the layer object.
    public var isField: Bool { self != .none }
}

/// A row of the layer property table without its value type: what lookup by key path string (animations,
/// transactions, the readers) works with. Values go in and out as `AnimatableValue`s.
public struct AnyLayerProperty: @unchecked Sendable, Hashable, CustomStringConvertible {
    public let keyPath: String
    /// The kind of value it holds, and whether `null` is one.
    public let valueKind: KeyPathValueKind
    /// How the scene format writes it beyond its value kind.
    public let form: FieldForm
    /// The layer types that have it; `nil` for every type.
    public let layerTypes: Set<LayerType>?
    public let isAnimatable: Bool
    public let field: LayerField
    public let check: ValueCheck?
    let read: (LayerState) -> AnimatableValue
    let write: (AnimatableValue, inout LayerState) -> Void

    public var kind: KeyPathValueKind.Kind { valueKind.kind }
    /// Whether `null` (`AnimatableValue.none`) is a value (`fillColor: null`: no fill).
    public var isOptional: Bool { valueKind.isOptional }

    /// Whether a layer of `type` has the property.
    public func applies(to type: LayerType) -> Bool { layerTypes?.contains(type) ?? true }

    /// The property's value on `layer` (whose type must have it).
    public func value(in layer: LayerState) -> AnimatableValue { read(layer) }

    /// Sets the property on `layer` (whose type must have it); a value that does not fit is ignored (callers check
    /// with `check(_:keyPath:)` first).
    public func set(_ value: AnimatableValue, in layer: inout LayerState) { write(value, &layer) }

    /// Its value on a new layer of a type that has it (Core Animation's default).
    public var defaultValue: AnimatableValue { read(Self.sample(for: layerTypes)) }

    /// A new layer of the first type in `types` (a plain layer for `nil`).
    static func sample(for types: Set<LayerType>?) -> LayerState {
        LayerState(id: "", type: types.flatMap { t in LayerType.allCases.first { t.contains($0) } } ?? .layer)
    }

    /// Whether `value` fits this property (no coercion).
    func accepts(_ value: AnimatableValue) -> Bool {
        switch (kind, value) {
        case (_, .none): isOptional
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.color, .color),
             (.path, .path), (.transform, .transform), (.colors, .colors), (.numbers, .numbers), (.bool, .bool),
             (.string, .string):
            true
        default: false
        }
    }

    /// Throws `typeMismatch` unless `value` fits.
    func check(_ value: AnimatableValue, keyPath: String) throws(MotionError) {
        guard accepts(value) else {
            throw MotionError.typeMismatch(keyPath: keyPath, expected: valueKind.name, got: value.typeName)
        }
    }

    /// Resolves an animatable `keyPath` for a layer of `type`. `frame` is derived, not animatable, and is rejected, as
    /// are the fields that are no animatable property (`fillRule`).
    static func resolve(_ keyPath: String, for type: LayerType) throws(MotionError) -> AnyLayerProperty {
        guard let p = byKeyPath[keyPath], p.isAnimatable, p.applies(to: type) else {
            throw MotionError.unknownKeyPath(keyPath: keyPath, layerType: type)
        }
        return p
    }

    public var description: String { keyPath }

    public static func == (a: AnyLayerProperty, b: AnyLayerProperty) -> Bool { a.keyPath == b.keyPath }
    public func hash(into h: inout Hasher) { h.combine(keyPath) }
}

extension AnyLayerProperty {
    /// The row of `keyPath`, whatever the layer type.
    public static func named(_ keyPath: String) -> AnyLayerProperty? { byKeyPath[keyPath] }

    static let byKeyPath: [String: AnyLayerProperty] = Dictionary(uniqueKeysWithValues: all.map { ($0.keyPath, $0) })

    /// Every key path animatable on some layer type.
    static let animatableKeyPaths: Set<String> = Set(all.filter(\.isAnimatable).map(\.keyPath))

    /// The rows that are fields of a layer object of `type`, in table order (the order the scene writer writes them).
    public static func fields(of type: LayerType) -> [AnyLayerProperty] {
        all.filter { $0.field.isField && $0.applies(to: type) }
    }

    /// The layer-object fields that are properties of every layer type.
    public static var commonFields: Set<String> {
        Set(all.filter { $0.field.isField && $0.layerTypes == nil }.map(\.keyPath))
    }

    /// The layer-object fields that are properties of `type` only.
    public static func fields(onlyOf type: LayerType) -> Set<String> {
        Set(all.filter { $0.field.isField && $0.layerTypes == [type] }.map(\.keyPath))
    }
}
