import Geometry

/// A value that an animation can carry for a key path: the typed payload of `fromValue`, `toValue`, keyframe
/// `values`, and transaction changes.
public enum AnimatableValue: Sendable, Hashable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)
    /// `nil`-able colours (fillColor: nil means no fill) travel as `.color` or `.none`.
    case none
    case path(Path)
    /// A `CATransform3D`; 2-D transforms are the affine ones (`Transform3D(_: AffineTransform)`).
    case transform(Transform3D)
    case colors([Color])
    case numbers([Double])
    case bool(Bool)
    case string(String)

    /// A short name of the payload's type, for error messages ("a point", "a colour").
    public var typeName: String {
        switch self {
        case .number: "a number"
        case .point: "a point"
        case .size: "a size"
        case .rect: "a rect"
        case .color: "a colour"
        case .none: "null"
        case .path: "a path"
        case .transform: "a transform"
        case .colors: "an array of colours"
        case .numbers: "an array of numbers"
        case .bool: "a boolean"
        case .string: "a string"
        }
    }
}
