import Geometry
import Motion

/// Which corners `cornerRadius` rounds (`CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)

    init(_ m: CornerMask) { self.init(rawValue: UInt(m.rawValue)) }
    var cornerMask: CornerMask { CornerMask(rawValue: Int(rawValue & 15)) }
}

/// How rounded corners are drawn (`CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")

    init(_ c: CornerCurve) { self.init(rawValue: c.rawValue) }
    var cornerCurve: CornerCurve { CornerCurve(rawValue: rawValue) ?? .circular }
}
