/// The one place where a `Double` becomes an integer. `Int(someDouble)` traps on NaN, infinity and values outside
/// `Int`'s range; a hostile scene can produce all three, so every conversion goes through these (scripts/test checks
/// for bare conversions, see docs/limits.md, "Conversions").
extension Double {
    /// This value rounded by `rule` as an `Int`, or `nil` when it is not finite or outside `Int`'s range.
    @inlinable
    public func checkedInt(rounding rule: FloatingPointRoundingRule = .towardZero) -> Int? {
        Int(exactly: rounded(rule))
    }

    /// This value rounded by `rule` and clamped to `range`; NaN gives `range.lowerBound`. Never traps.
    @inlinable
    public func clampedInt(rounding rule: FloatingPointRoundingRule = .towardZero, in range: ClosedRange<Int>) -> Int {
        let r = rounded(rule)
        guard !r.isNaN else { return range.lowerBound }
        if r <= Double(range.lowerBound) { return range.lowerBound }
        if r >= Double(range.upperBound) { return range.upperBound }
        return Int(exactly: r) ?? range.lowerBound
    }

    /// `clampedInt(rounding:in:)` for a C `int` (`Int32`), e.g. a Pango or Cairo size.
    @inlinable
    public func clampedInt32(rounding rule: FloatingPointRoundingRule = .towardZero) -> Int32 {
        Int32(truncatingIfNeeded: clampedInt(rounding: rule, in: Int(Int32.min)...Int(Int32.max)))
    }

    /// A colour or alpha channel: this value (0…255 scale) rounded (half away from zero) and clamped to 0…255; NaN
    /// gives 0. The same as `clampedInt(rounding: .toNearestOrAwayFromZero, in: 0...255)`, without libm's `round`
    /// and without branches (a call per pixel in the raster loops; this form vectorises): within 0…255 the value
    /// truncated is its floor and `value − floor` is exact, so comparing it with 0.5 rounds half away from zero
    /// (`DoubleIntTests` checks every case against the plain rule).
    @inlinable
    public func clampedByte() -> UInt8 {
        let c = self > 0 ? (self < 255 ? self : 255) : 0  // NaN compares false: 0
        let floor = Int(c)  // 0 ≤ c ≤ 255
        return UInt8(truncatingIfNeeded: floor + (c - Double(floor) >= 0.5 ? 1 : 0))
    }
}
