import Geometry

/// How a layer property's Swift value travels as an `AnimatableValue` (the form animations, transactions and the
/// key-path API carry) and how the scene format spells it. One codec per value type; the table's rows name theirs
/// (`LayerProperty("opacity", \.opacity, .number)`), so a row cannot pair a key path with the wrong kind of value.
public struct ValueCodec<Value>: @unchecked Sendable {
    /// What the property holds, as readers see it: `"a point"`, `"a colour or null"`.
    public let valueKind: KeyPathValueKind
    /// How the scene format writes it, beyond `valueKind`.
    public let form: FieldForm
    let wrap: (Value) -> AnimatableValue
    let unwrap: (AnimatableValue) -> Value?
    /// Whether two values are equal as `AnimatableValue`s (`wrap(a) == wrap(b)`), told without wrapping them where
    /// `wrap` is a plain case of `AnimatableValue` (whose derived `==` compares the payloads with their own `==`):
    /// what a property write asks of every animated value, every frame (`LayerProperty.erased`).
    let equal: (Value, Value) -> Bool

    init(_ kind: KeyPathValueKind.Kind, optional: Bool = false, form: FieldForm = .plain,
         wrap: @escaping (Value) -> AnimatableValue, unwrap: @escaping (AnimatableValue) -> Value?,
         equal: ((Value, Value) -> Bool)? = nil) {
        self.valueKind = KeyPathValueKind(kind: kind, isOptional: optional)
        self.form = form
        self.wrap = wrap
        self.unwrap = unwrap
        self.equal = equal ?? { wrap($0) == wrap($1) }
    }

    /// The same values, where `null` (`nil`, `AnimatableValue.none`) is one too.
    public var orNull: ValueCodec<Value?> {
        // `wrap` never gives `.none` for a value: `nil` equals only `nil`.
        let equal = self.equal
        return ValueCodec<Value?>(valueKind.kind, optional: true, form: form,
                                  wrap: { $0.map(wrap) ?? .none },
                                  unwrap: { v in if case .none = v { return .some(nil) } else { return unwrap(v).map { $0 } } },
                                  equal: { a, b in
                                      switch (a, b) {
                                      case (nil, nil): true
                                      case (let a?, let b?): equal(a, b)
                                      default: false
                                      }
                                  })
    }
}

/// How the scene format writes a field beyond its value kind.
public enum FieldForm: Sendable, Hashable {
    /// As the value kind reads (`[x, y]` for a point).
    case plain
    /// One of these names (`"evenOdd"`); `noun` names the set in errors (`a contentsGravity (…)`), `nil` lists the
    /// names in order (`one of "nonZero", "evenOdd"`).
    case name([String], noun: String? = nil)
    /// `CACornerMask`: a list of Core Animation's corner names, or the bit mask 0…15 (`maskedCorners`).
    case cornerMask
}

extension ValueCodec where Value == Double {
    public static var number: Self { .init(.number, wrap: { .number($0) }, unwrap: { if case .number(let v) = $0 { v } else { nil } }, equal: ==) }
}

extension ValueCodec where Value == Int {
    /// A count held as a number: an animated value is truncated toward zero, as a C cast to `NSInteger`, and
    /// clamped to 0…`Int32.max` (fewer than none is none).
    public static var count: Self {
        .init(.number, wrap: { .number(Double($0)) },
              unwrap: { if case .number(let v) = $0 { v.clampedInt(rounding: .towardZero, in: 0...Int(Int32.max)) } else { nil } })
    }
}

extension ValueCodec where Value == Bool {
    public static var bool: Self { .init(.bool, wrap: { .bool($0) }, unwrap: { if case .bool(let v) = $0 { v } else { nil } }, equal: ==) }
}

extension ValueCodec where Value == String {
    public static var string: Self { .init(.string, wrap: { .string($0) }, unwrap: { if case .string(let v) = $0 { v } else { nil } }, equal: ==) }

    /// A string that is one of `names`.
    public static func name(_ names: [String], noun: String) -> Self {
        .init(.string, form: .name(names, noun: noun), wrap: { .string($0) },
              unwrap: { if case .string(let v) = $0, names.contains(v) { v } else { nil } })
    }
}

extension ValueCodec where Value == Point {
    public static var point: Self { .init(.point, wrap: { .point($0) }, unwrap: { if case .point(let v) = $0 { v } else { nil } }, equal: ==) }
}

extension ValueCodec where Value == Size {
    public static var size: Self { .init(.size, wrap: { .size($0) }, unwrap: { if case .size(let v) = $0 { v } else { nil } }, equal: ==) }
}

extension ValueCodec where Value == Rect {
    public static var rect: Self { .init(.rect, wrap: { .rect($0) }, unwrap: { if case .rect(let v) = $0 { v } else { nil } }, equal: ==) }
}

extension ValueCodec where Value == Color {
    public static var color: Self { .init(.color, wrap: { .color($0) }, unwrap: { if case .color(let v) = $0 { v } else { nil } }, equal: ==) }
}

extension ValueCodec where Value == Path {
    public static var path: Self { .init(.path, wrap: { .path($0) }, unwrap: { if case .path(let v) = $0 { v } else { nil } }, equal: ==) }
}

extension ValueCodec where Value == Transform3D {
    public static var transform: Self {
        .init(.transform, wrap: { .transform($0) }, unwrap: { if case .transform(let v) = $0 { v } else { nil } }, equal: ==)
    }
}

extension ValueCodec where Value == [Color] {
    public static var colors: Self { .init(.colors, wrap: { .colors($0) }, unwrap: { if case .colors(let v) = $0 { v } else { nil } }, equal: ==) }
}

extension ValueCodec where Value == [Double] {
    public static var numbers: Self {
        .init(.numbers, wrap: { .numbers($0) }, unwrap: { if case .numbers(let v) = $0 { v } else { nil } }, equal: ==)
    }
}

extension ValueCodec where Value == CornerMask {
    /// `CACornerMask`: Core Animation's corner names, or the bit mask (held as a number).
    public static var cornerMask: Self {
        .init(.number, form: .cornerMask, wrap: { .number(Double($0.rawValue)) },
              unwrap: { if case .number(let v) = $0, let i = v.checkedInt(), Double(i) == v, (0...15).contains(i) { CornerMask(rawValue: i) } else { nil } })
    }
}

extension ValueCodec where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the enumeration's names (`fillRule: "evenOdd"`), held as a string.
    public static var name: Self {
        .init(.string, form: .name(Value.allCases.map(\.rawValue)), wrap: { .string($0.rawValue) },
              unwrap: { if case .string(let v) = $0 { Value(rawValue: v) } else { nil } })
    }
}
