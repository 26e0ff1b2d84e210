import Foundation
import Geometry
import Motion

/// Why a value given as `Any` (an animation's `fromValue`, `setValue(_:forKey:)`) cannot be the value of a key path.
struct ValueConversionError: Error, CustomStringConvertible {
    var keyPath: String
    var message: String
    var description: String { "\"\(keyPath)\": \(message)" }
}

/// `Any?` → the engine's `AnimatableValue`, by the kind of value the key path's row in the layer property table
/// holds. Core Animation boxes values (`NSNumber`, `NSValue`, `CGColor`, `CGPath`); Swift code passes them unboxed.
enum ValueConversion {
    /// `nil` stays `nil` (a nil `fromValue`/`toValue`: resolved from the layer per frame).
    static func value(_ any: Any?, forKeyPath keyPath: String) throws(ValueConversionError) -> AnimatableValue? {
        guard let any else { return nil }
        guard let row = AnyLayerProperty.named(keyPath) else {
            throw ValueConversionError(keyPath: keyPath, message: "not a key path of any layer type")
        }
        if any is NSNull { return row.isOptional ? AnimatableValue.none : nil }
        if let v = convert(any, kind: row.kind) { return v }
        let got = any is UIColor ? "a UIColor (Core Animation ignores it; pass its .cgColor)"
            : any is UIBezierPath ? "a UIBezierPath (pass its .cgPath)" : "a value of type \(type(of: any))"
        throw ValueConversionError(keyPath: keyPath, message: "expected \(row.valueKind.name), got \(got)")
    }

    static func number(_ any: Any) -> Double? {
        switch any {
        case let d as Double: d
        case let c as CGFloat: Double(c)
        case let f as Float: Double(f)
        case let i as Int: Double(i)
        case let n as NSNumber: n.doubleValue
        default: nil
        }
    }

    private static func convert(_ any: Any, kind: KeyPathValueKind.Kind) -> AnimatableValue? {
        switch kind {
        case .number: return number(any).map(AnimatableValue.number)
        case .point:
            if let v = any as? NSValue, v.boxedGeometryKind == "point" { return .point(v.pointValue.point) }
            return (any as? CGPoint).map { .point($0.point) }
        case .size:
            if let v = any as? NSValue, v.boxedGeometryKind == "size" { return .size(v.sizeValue.size) }
            return (any as? CGSize).map { .size($0.size) }
        case .rect:
            if let v = any as? NSValue, v.boxedGeometryKind == "rect" { return .rect(v.rectValue.rect) }
            return (any as? CGRect).map { .rect($0.rect) }
        case .color: return (any as? CGColor).map { .color($0.color) }
        case .path: return (any as? CGPath).map { .path($0.path) }
        case .transform:
            if let v = any as? NSValue {
                if let t = v.boxedTransform3D { return .transform(t) }
                if let t = v.boxedAffineTransform { return .transform(CATransform3DMakeAffineTransform(t)) }
            }
            if let t = any as? CGAffineTransform { return .transform(CATransform3DMakeAffineTransform(t)) }
            return (any as? CATransform3D).map { .transform($0) }
        case .bool: return (any as? Bool).map { .bool($0) }
        case .string: return (any as? String).map { .string($0) }
        case .colors:
            guard let list = any as? [Any] else { return nil }
            let colors = list.compactMap { ($0 as? CGColor)?.color }
            return colors.count == list.count ? .colors(colors) : nil
        case .numbers:
            guard let list = any as? [Any] else { return nil }
            let numbers = list.compactMap(number)
            return numbers.count == list.count ? .numbers(numbers) : nil
        }
    }

    /// The engine's value as Core Animation's Swift API hands it out (`value(forKey:)`, `presentation()` reads).
    static func any(_ value: AnimatableValue) -> Any? {
        switch value {
        case .number(let d): CGFloat(d)
        case .point(let p): CGPoint(p)
        case .size(let s): CGSize(s)
        case .rect(let r): CGRect(r)
        case .color(let c): CGColor(c)
        case .none: nil
        case .path(let p): CGPath(p)
        case .transform(let t): t
        case .colors(let cs): cs.map(CGColor.init)
        case .numbers(let ns): ns.map { NSNumber(value: $0) }
        case .bool(let b): b
        case .string(let s): s
        }
    }
}
