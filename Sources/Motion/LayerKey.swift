import Foundation
import Geometry

/// A key path resolved once (at `add`/`commit` time) to the property it names, so the per-frame path never parses
/// strings.
enum LayerKey: Sendable, Hashable {
    case position, positionX, positionY
    case bounds, boundsOrigin, boundsSize, boundsWidth, boundsHeight, boundsX, boundsY
    case anchorPoint, anchorPointX, anchorPointY
    case transform, rotation, scale, scaleX, scaleY, translation, translationX, translationY
    case rotationX, rotationY, translationZ, scaleZ, anchorPointZ, isDoubleSided
    case zPosition, opacity, isHidden, backgroundColor, cornerRadius, borderWidth, borderColor, masksToBounds
    // CAShapeLayer
    case path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd
    // CAGradientLayer
    case colors, locations, startPoint, endPoint
    // image layer
    case contents
    // Drawing: shadow, stroke style, sublayer transform
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor, shadowPath, sublayerTransform
    case lineDashPhase, lineDashPattern, miterLimit
    // CATextLayer
    case fontSize, foregroundColor
    // CAReplicatorLayer
    case instanceCount, instanceTransform, instanceDelay, instanceColor
    case instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset

    /// Every key path some layer type accepts (for suggestions and `LayerState.animatableKeyPaths`).
    static let allKeyPaths: Set<String> = Set(LayerProperty.all.map(\.keyPath))

    /// Resolves `keyPath` for a layer of `type` through `LayerProperty`'s table. `frame` is derived, not animatable,
    /// and is rejected.
    static func resolve(_ keyPath: String, for type: LayerType) throws(MotionError) -> LayerKey {
        guard let p = LayerProperty.byKeyPath[keyPath], p.applies(to: type) else {
            throw MotionError.unknownKeyPath(keyPath: keyPath, layerType: type)
        }
        return p.key
    }

    /// The table's row for this key.
    var property: LayerProperty { LayerProperty.byKey[self]! }

    var kind: KeyPathValueKind.Kind { property.kind }

    /// Whether the property is optional, so `.none` is a valid value.
    var isOptional: Bool { property.isOptional }

    /// "a point", or "a colour or null" for optional properties.
    var expectedName: String { property.valueKind.name }

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
            throw MotionError.typeMismatch(keyPath: keyPath, expected: expectedName, got: value.typeName)
        }
    }

    /// Reads the property.
    func get(_ s: LayerState) -> AnimatableValue {
        switch self {
        case .position: .point(s.position)
        case .positionX: .number(s.position.x)
        case .positionY: .number(s.position.y)
        case .bounds: .rect(s.bounds)
        case .boundsOrigin: .point(s.bounds.origin)
        case .boundsSize: .size(s.bounds.size)
        case .boundsWidth: .number(s.bounds.size.width)
        case .boundsHeight: .number(s.bounds.size.height)
        case .boundsX: .number(s.bounds.origin.x)
        case .boundsY: .number(s.bounds.origin.y)
        case .anchorPoint: .point(s.anchorPoint)
        case .anchorPointX: .number(s.anchorPoint.x)
        case .anchorPointY: .number(s.anchorPoint.y)
        case .transform: .transform(s.transform)
        case .rotation:
            .number(s.transform.isAffine ? Decomposed(s.transform.affine).rotation : components(s.transform).eulerAngles.z)
        case .scale:
            .number(s.transform.isAffine ? { let d = Decomposed(s.transform.affine); return (d.scaleX + d.scaleY) / 2 }()
                        : { let c = components(s.transform); return (c.scale.x + c.scale.y) / 2 }())
        case .scaleX: .number(s.transform.isAffine ? Decomposed(s.transform.affine).scaleX : components(s.transform).scale.x)
        case .scaleY: .number(s.transform.isAffine ? Decomposed(s.transform.affine).scaleY : components(s.transform).scale.y)
        case .translation: .size(Size(width: s.transform.m41, height: s.transform.m42))
        case .translationX: .number(s.transform.m41)
        case .translationY: .number(s.transform.m42)
        case .rotationX: .number(components(s.transform).eulerAngles.x)
        case .rotationY: .number(components(s.transform).eulerAngles.y)
        case .translationZ: .number(s.transform.m43)
        case .scaleZ: .number(components(s.transform).scale.z)
        case .anchorPointZ: .number(s.anchorPointZ)
        case .isDoubleSided: .bool(s.isDoubleSided)
        case .zPosition: .number(s.zPosition)
        case .opacity: .number(s.opacity)
        case .isHidden: .bool(s.isHidden)
        case .backgroundColor: s.backgroundColor.map { .color($0) } ?? .none
        case .cornerRadius: .number(s.cornerRadius)
        case .borderWidth: .number(s.borderWidth)
        case .borderColor: .color(s.borderColor)
        case .masksToBounds: .bool(s.masksToBounds)
        case .path: s.path.map { .path($0) } ?? .none
        case .fillColor: s.fillColor.map { .color($0) } ?? .none
        case .strokeColor: s.strokeColor.map { .color($0) } ?? .none
        case .lineWidth: .number(s.lineWidth)
        case .strokeStart: .number(s.strokeStart)
        case .strokeEnd: .number(s.strokeEnd)
        case .colors: .colors(s.colors)
        case .locations: s.locations.map { .numbers($0) } ?? .none
        case .startPoint: .point(s.startPoint)
        case .endPoint: .point(s.endPoint)
        case .contents: s.contents.map { .string($0) } ?? .none
        // Drawing
        case .shadowOpacity: .number(s.shadowOpacity)
        case .shadowRadius: .number(s.shadowRadius)
        case .shadowOffset: .size(s.shadowOffset)
        case .shadowColor: s.shadowColor.map { .color($0) } ?? .none
        case .shadowPath: s.shadowPath.map { .path($0) } ?? .none
        case .sublayerTransform: .transform(s.sublayerTransform)
        case .lineDashPhase: .number(s.lineDashPhase)
        case .lineDashPattern: s.lineDashPattern.map { .numbers($0) } ?? .none
        case .miterLimit: .number(s.miterLimit)
        case .fontSize: .number(s.fontSize)
        case .foregroundColor: .color(s.foregroundColor)
        case .instanceCount: .number(Double(s.instanceCount))
        case .instanceTransform: .transform(s.instanceTransform)
        case .instanceDelay: .number(s.instanceDelay)
        case .instanceColor: .color(s.instanceColor)
        case .instanceRedOffset: .number(s.instanceRedOffset)
        case .instanceGreenOffset: .number(s.instanceGreenOffset)
        case .instanceBlueOffset: .number(s.instanceBlueOffset)
        case .instanceAlphaOffset: .number(s.instanceAlphaOffset)
        }
    }

    /// Writes the property. A value of the wrong type is ignored (callers check with `accepts` first).
    func set(_ value: AnimatableValue, on s: inout LayerState) {
        switch (self, value) {
        case (.position, .point(let p)): s.position = p
        case (.positionX, .number(let v)): s.position.x = v
        case (.positionY, .number(let v)): s.position.y = v
        // As `CALayer.setBounds:`, a rect with a negative size is standardized.
        case (.bounds, .rect(let r)): s.bounds = r.standardized
        case (.boundsOrigin, .point(let p)): s.bounds.origin = p
        case (.boundsSize, .size(let z)): s.bounds.size = Size(width: abs(z.width), height: abs(z.height))
        case (.boundsWidth, .number(let v)): s.bounds.size.width = abs(v)
        case (.boundsHeight, .number(let v)): s.bounds.size.height = abs(v)
        case (.boundsX, .number(let v)): s.bounds.origin.x = v
        case (.boundsY, .number(let v)): s.bounds.origin.y = v
        case (.anchorPoint, .point(let p)): s.anchorPoint = p
        case (.anchorPointX, .number(let v)): s.anchorPoint.x = v
        case (.anchorPointY, .number(let v)): s.anchorPoint.y = v
        case (.transform, .transform(let t)): s.transform = t
        case (.rotation, .number(let v)):
            if s.transform.isAffine {
                var d = Decomposed(s.transform.affine); d.rotation = v; s.transform = Transform3D(d.transform)
            } else {
                edit(&s.transform) { let e = $0.eulerAngles; $0.setEulerAngles(x: e.x, y: e.y, z: v) }
            }
        case (.scale, .number(let v)):
            if s.transform.isAffine {
                var d = Decomposed(s.transform.affine); d.scaleX = v; d.scaleY = v; s.transform = Transform3D(d.transform)
            } else {
                edit(&s.transform) { $0.scale.x = v; $0.scale.y = v }
            }
        case (.scaleX, .number(let v)):
            if s.transform.isAffine {
                var d = Decomposed(s.transform.affine); d.scaleX = v; s.transform = Transform3D(d.transform)
            } else {
                edit(&s.transform) { $0.scale.x = v }
            }
        case (.scaleY, .number(let v)):
            if s.transform.isAffine {
                var d = Decomposed(s.transform.affine); d.scaleY = v; s.transform = Transform3D(d.transform)
            } else {
                edit(&s.transform) { $0.scale.y = v }
            }
        case (.translation, .size(let z)): s.transform.m41 = z.width; s.transform.m42 = z.height
        case (.translationX, .number(let v)): s.transform.m41 = v
        case (.translationY, .number(let v)): s.transform.m42 = v
        case (.rotationX, .number(let v)):
            edit(&s.transform) { let e = $0.eulerAngles; $0.setEulerAngles(x: v, y: e.y, z: e.z) }
        case (.rotationY, .number(let v)):
            edit(&s.transform) { let e = $0.eulerAngles; $0.setEulerAngles(x: e.x, y: v, z: e.z) }
        case (.translationZ, .number(let v)): s.transform.m43 = v
        case (.scaleZ, .number(let v)): edit(&s.transform) { $0.scale.z = v }
        case (.anchorPointZ, .number(let v)): s.anchorPointZ = v
        case (.isDoubleSided, .bool(let b)): s.isDoubleSided = b
        case (.zPosition, .number(let v)): s.zPosition = v
        case (.opacity, .number(let v)): s.opacity = v
        case (.isHidden, .bool(let b)): s.isHidden = b
        case (.backgroundColor, .color(let c)): s.backgroundColor = c
        case (.backgroundColor, .none): s.backgroundColor = nil
        case (.cornerRadius, .number(let v)): s.cornerRadius = v
        case (.borderWidth, .number(let v)): s.borderWidth = v
        case (.borderColor, .color(let c)): s.borderColor = c
        case (.masksToBounds, .bool(let b)): s.masksToBounds = b
        case (.path, .path(let p)): s.path = p
        case (.path, .none): s.path = nil
        case (.fillColor, .color(let c)): s.fillColor = c
        case (.fillColor, .none): s.fillColor = nil
        case (.strokeColor, .color(let c)): s.strokeColor = c
        case (.strokeColor, .none): s.strokeColor = nil
        case (.lineWidth, .number(let v)): s.lineWidth = v
        case (.strokeStart, .number(let v)): s.strokeStart = v
        case (.strokeEnd, .number(let v)): s.strokeEnd = v
        case (.colors, .colors(let c)): s.colors = c
        case (.locations, .numbers(let n)): s.locations = n
        case (.locations, .none): s.locations = nil
        case (.startPoint, .point(let p)): s.startPoint = p
        case (.endPoint, .point(let p)): s.endPoint = p
        case (.contents, .string(let c)): s.contents = c
        case (.contents, .none): s.contents = nil
        // Drawing
        case (.shadowOpacity, .number(let v)): s.shadowOpacity = v
        case (.shadowRadius, .number(let v)): s.shadowRadius = v
        case (.shadowOffset, .size(let z)): s.shadowOffset = z
        case (.shadowColor, .color(let c)): s.shadowColor = c
        case (.shadowColor, .none): s.shadowColor = nil
        case (.shadowPath, .path(let p)): s.shadowPath = p
        case (.shadowPath, .none): s.shadowPath = nil
        case (.sublayerTransform, .transform(let t)): s.sublayerTransform = t
        case (.lineDashPhase, .number(let v)): s.lineDashPhase = v
        case (.lineDashPattern, .numbers(let n)): s.lineDashPattern = n
        case (.lineDashPattern, .none): s.lineDashPattern = nil
        case (.miterLimit, .number(let v)): s.miterLimit = v
        case (.fontSize, .number(let v)): s.fontSize = max(v, 0)
        case (.foregroundColor, .color(let c)): s.foregroundColor = c
        // An NSInteger: an animated count is truncated, as a C cast; fewer than none is none.
        case (.instanceCount, .number(let v)): s.instanceCount = v.clampedInt(rounding: .towardZero, in: 0...Int(Int32.max))
        case (.instanceTransform, .transform(let t)): s.instanceTransform = t
        case (.instanceDelay, .number(let v)): s.instanceDelay = v
        case (.instanceColor, .color(let c)): s.instanceColor = c
        case (.instanceRedOffset, .number(let v)): s.instanceRedOffset = v
        case (.instanceGreenOffset, .number(let v)): s.instanceGreenOffset = v
        case (.instanceBlueOffset, .number(let v)): s.instanceBlueOffset = v
        case (.instanceAlphaOffset, .number(let v)): s.instanceAlphaOffset = v
        default: break
        }
    }
}

/// The unmatrix parts of `t` (reference §7: Core Animation reads and writes the 3-D sub-key paths through
/// `mat4_get_unmatrix`). A transform that cannot be decomposed (scaled to nothing) reads as its translation alone.
func components(_ t: Transform3D) -> Transform3DComponents {
    if let c = Transform3DComponents(t) { return c }
    var c = Transform3DComponents()
    c.translation = (t.m41, t.m42, t.m43)
    return c
}

/// Changes one part of `t`'s decomposition and recomposes it.
func edit(_ t: inout Transform3D, _ change: (inout Transform3DComponents) -> Void) {
    var c = components(t)
    change(&c)
    t = c.transform
}
