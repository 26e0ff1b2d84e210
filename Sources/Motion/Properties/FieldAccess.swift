import Geometry

/// How a property row reads and writes its value in a layer without the key-path runtime on `LayerFields`.
///
/// Swift's `KeyPath` projection copies its whole root into a buffer before it projects, even for a path of stored
/// properties (`KeyPath._projectReadOnly`: `initializeWithCopy for LayerFields`, a retain of every reference the
/// layer holds, and a generic metadata lookup): in the profile of a frame of a dense Lottie file, reading and writing
/// animated values through `\LayerFields.…` was a fifth of the frame. A stored path is reached by its byte offset
/// instead (`MemoryLayout<LayerFields>.offset(of:)`, which is non-nil exactly for paths of stored properties), and a
/// `transform.…` sub-key path by closures on the stored transform.
enum FieldAccess<Value> {
    /// A stored field (or a stored field of one) at this byte offset in `LayerFields`.
    case offset(Int)
    /// A computed part of the stored transform (`transform.rotation.z`: `Transform3D+SubKeyPaths.swift`).
    case transformPart(get: (Transform3D) -> Value, set: (inout Transform3D, Value) -> Void)
    /// Any other path, through the key-path runtime.
    case keyPath(WritableKeyPath<LayerFields, Value>)

    init(_ path: WritableKeyPath<LayerFields, Value>) {
        if let offset = MemoryLayout<LayerFields>.offset(of: path) {
            self = .offset(offset)
        } else {
            self = .keyPath(path)
        }
    }

    func read(_ layer: LayerState) -> Value {
        switch self {
        case .offset(let o): layer.box.field(at: o, as: Value.self)
        case .transformPart(let get, _): get(layer.box.fields.transform)
        case .keyPath(let path): layer.box.fields[keyPath: path]
        }
    }

    func write(_ value: Value, into layer: inout LayerState) {
        switch self {
        case .offset(let o): layer.makeUnique(); layer.box.setField(value, at: o)
        case .transformPart(_, let set): set(&layer.transform, value)
        case .keyPath(let path): layer.fields[keyPath: path] = value
        }
    }
}

extension LayerState.Box {
    /// The value stored `offset` bytes into `fields`, an offset `MemoryLayout<LayerFields>.offset(of:)` gave for a
    /// path whose value is a `V`.
    @inlinable func field<V>(at offset: Int, as _: V.Type) -> V {
        withUnsafeMutablePointer(to: &fields) {
            UnsafeMutableRawPointer($0).advanced(by: offset).assumingMemoryBound(to: V.self).pointee
        }
    }

    /// Replaces the value stored `offset` bytes into `fields` (see `field(at:as:)`). The box must not be shared.
    @inlinable func setField<V>(_ value: V, at offset: Int) {
        withUnsafeMutablePointer(to: &fields) {
            UnsafeMutableRawPointer($0).advanced(by: offset).assumingMemoryBound(to: V.self).pointee = value
        }
    }
}
