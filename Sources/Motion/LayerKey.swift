import Foundation
import Geometry

/// A key path resolved once (at `add`/`commit` time) to the property it names, so the per-frame path never parses
/// strings.
enum LayerKey: Sendable, Hashable {
    case position, positionX, positionY
    case bounds, boundsOrigin, boundsSize, boundsWidth, boundsHeight, boundsX, boundsY
    case anchorPoint, anchorPointX, anchorPointY
    case transform, rotation, scale, scaleX, scaleY, translation, translationX, translationY
    case zPosition, opacity, isHidden, backgroundColor, cornerRadius, borderWidth, borderColor, masksToBounds
    // CAShapeLayer
    case path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd
    // CAGradientLayer
    case colors, locations, startPoint, endPoint
    // image layer
    case contents
    // Drawing: shadow, stroke style, sublayer transform (issue 4)
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor, shadowPath, sublayerTransform
    case lineDashPhase, lineDashPattern, miterLimit
    // CATextLayer
    case fontSize, foregroundColor

    /// The value type a key path holds.
    enum Kind: Sendable, Hashable {
        case number, point, size, rect, color, path, transform, colors, numbers, bool, string

        var name: String {
            switch self {
            case .number: "a number"
            case .point: "a point"
            case .size: "a size"
            case .rect: "a rect"
            case .color: "a colour"
            case .path: "a path"
            case .transform: "a transform"
            case .colors: "an array of colours"
            case .numbers: "an array of numbers"
            case .bool: "a boolean"
            case .string: "a string"
            }
        }
    }

    private static let common: [String: LayerKey] = [
        "position": .position, "position.x": .positionX, "position.y": .positionY,
        "bounds": .bounds, "bounds.origin": .boundsOrigin, "bounds.size": .boundsSize,
        "bounds.size.width": .boundsWidth, "bounds.size.height": .boundsHeight,
        "bounds.origin.x": .boundsX, "bounds.origin.y": .boundsY,
        "anchorPoint": .anchorPoint, "anchorPoint.x": .anchorPointX, "anchorPoint.y": .anchorPointY,
        "transform": .transform, "transform.rotation": .rotation, "transform.rotation.z": .rotation,
        "transform.scale": .scale, "transform.scale.x": .scaleX, "transform.scale.y": .scaleY,
        "transform.translation": .translation, "transform.translation.x": .translationX,
        "transform.translation.y": .translationY,
        "zPosition": .zPosition, "opacity": .opacity, "isHidden": .isHidden, "hidden": .isHidden,
        "backgroundColor": .backgroundColor, "cornerRadius": .cornerRadius, "borderWidth": .borderWidth,
        "borderColor": .borderColor, "masksToBounds": .masksToBounds,
    ]
    private static let shape: [String: LayerKey] = [
        "path": .path, "fillColor": .fillColor, "strokeColor": .strokeColor, "lineWidth": .lineWidth,
        "strokeStart": .strokeStart, "strokeEnd": .strokeEnd,
    ]
    private static let gradient: [String: LayerKey] = [
        "colors": .colors, "locations": .locations, "startPoint": .startPoint, "endPoint": .endPoint,
    ]
    private static let image: [String: LayerKey] = ["contents": .contents]
    // MARK: Drawing key paths (issue 4)
    private static let drawingCommon: [String: LayerKey] = [
        "shadowOpacity": .shadowOpacity, "shadowRadius": .shadowRadius, "shadowOffset": .shadowOffset,
        "shadowColor": .shadowColor, "shadowPath": .shadowPath, "sublayerTransform": .sublayerTransform,
    ]
    private static let drawingShape: [String: LayerKey] = [
        "lineDashPhase": .lineDashPhase, "lineDashPattern": .lineDashPattern, "miterLimit": .miterLimit,
    ]

    // MARK: Key path listing (timing)
    /// Every key path some layer type accepts (for suggestions and `LayerState.animatableKeyPaths`).
    static var allKeyPaths: Set<String> {
        Set(common.keys).union(shape.keys).union(gradient.keys).union(image.keys)
            .union(drawingCommon.keys).union(drawingShape.keys).union(text.keys)
    }
    private static let text: [String: LayerKey] = ["font.size": .fontSize, "fontSize": .fontSize, "foregroundColor": .foregroundColor]

    /// Resolves `keyPath` for a layer of `type`. `frame` is derived, not animatable, and is rejected.
    static func resolve(_ keyPath: String, for type: LayerType) throws(MotionError) -> LayerKey {
        if let k = common[keyPath] { return k }
        if let k = drawingCommon[keyPath] { return k }
        if type == .shape, let k = drawingShape[keyPath] { return k }
        let specific: [String: LayerKey]
        switch type {
        case .shape: specific = shape
        case .gradient: specific = gradient
        case .image: specific = image
        case .text: specific = text
        case .layer: specific = [:]
        }
        if let k = specific[keyPath] { return k }
        throw MotionError.unknownKeyPath(keyPath: keyPath, layerType: type)
    }

    var kind: Kind {
        switch self {
        case .positionX, .positionY, .boundsWidth, .boundsHeight, .boundsX, .boundsY, .anchorPointX, .anchorPointY,
             .rotation, .scale, .scaleX, .scaleY, .translationX, .translationY, .zPosition, .opacity, .cornerRadius,
             .borderWidth, .lineWidth, .strokeStart, .strokeEnd, .fontSize:
            .number
        case .position, .boundsOrigin, .anchorPoint, .startPoint, .endPoint: .point
        case .boundsSize, .translation: .size
        case .bounds: .rect
        case .backgroundColor, .borderColor, .fillColor, .strokeColor, .foregroundColor: .color
        case .transform: .transform
        case .isHidden, .masksToBounds: .bool
        case .path: .path
        case .colors: .colors
        case .locations: .numbers
        case .contents: .string
        // Drawing (issue 4)
        case .shadowOpacity, .shadowRadius, .lineDashPhase, .miterLimit: .number
        case .shadowOffset: .size
        case .shadowColor: .color
        case .shadowPath: .path
        case .sublayerTransform: .transform
        case .lineDashPattern: .numbers
        }
    }

    /// Whether the property is optional, so `.none` is a valid value.
    var isOptional: Bool {
        switch self {
        case .backgroundColor, .fillColor, .strokeColor, .path, .locations, .contents: true
        case .shadowColor, .shadowPath, .lineDashPattern: true  // issue 4
        default: false
        }
    }

    /// "a point", or "a colour or null" for optional properties.
    var expectedName: String { isOptional ? kind.name + " or null" : kind.name }

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
        case .rotation: .number(Decomposed(s.transform).rotation)
        case .scale:
            .number({ let d = Decomposed(s.transform); return (d.scaleX + d.scaleY) / 2 }())
        case .scaleX: .number(Decomposed(s.transform).scaleX)
        case .scaleY: .number(Decomposed(s.transform).scaleY)
        case .translation: .size(Size(width: s.transform.tx, height: s.transform.ty))
        case .translationX: .number(s.transform.tx)
        case .translationY: .number(s.transform.ty)
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
        // Drawing (issue 4)
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
            var d = Decomposed(s.transform); d.rotation = v; s.transform = d.transform
        case (.scale, .number(let v)):
            var d = Decomposed(s.transform); d.scaleX = v; d.scaleY = v; s.transform = d.transform
        case (.scaleX, .number(let v)):
            var d = Decomposed(s.transform); d.scaleX = v; s.transform = d.transform
        case (.scaleY, .number(let v)):
            var d = Decomposed(s.transform); d.scaleY = v; s.transform = d.transform
        case (.translation, .size(let z)): s.transform.tx = z.width; s.transform.ty = z.height
        case (.translationX, .number(let v)): s.transform.tx = v
        case (.translationY, .number(let v)): s.transform.ty = v
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
        // Drawing (issue 4)
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
        default: break
        }
    }
}

/// An affine transform split into scale, rotation and translation (shear is dropped), for the
/// `transform.rotation` / `transform.scale` sub-key paths. Composition: scale, then rotate, then translate.
struct Decomposed {
    var scaleX: Double, scaleY: Double, rotation: Double, tx: Double, ty: Double

    init(_ t: Geometry.AffineTransform) {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        tx = t.tx; ty = t.ty
        if sx != 0 {
            scaleX = sx
            rotation = atan2(t.b, t.a)
            scaleY = (t.a * t.d - t.b * t.c) / sx
        } else {
            scaleX = 0
            let sy = (t.c * t.c + t.d * t.d).squareRoot()
            scaleY = sy
            rotation = sy != 0 ? atan2(-t.c, t.d) : 0
        }
    }

    var transform: Geometry.AffineTransform {
        var r = Geometry.AffineTransform.scale(scaleX, scaleY).concatenating(.rotation(rotation))
        r.tx = tx; r.ty = ty
        return r
    }
}
