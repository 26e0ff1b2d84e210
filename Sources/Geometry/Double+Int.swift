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
    /// (a call per pixel in the raster loops): within 0.5…254.5 the value truncated is its floor, and `self − floor`
    /// is exact there, so comparing it with 0.5 rounds half away from zero (`DoubleIntTests` checks every case).
    @inlinable
    public func clampedByte() -> UInt8 {
        guard self >= 0.5 else { return 0 }  // NaN, negatives and [0, 0.5) round to 0
        guard self < 254.5 else { return 255 }
        let floor = UInt8(truncatingIfNeeded: Int(self))  // in range: 0.5 ≤ self < 254.5
        return self - Double(floor) >= 0.5 ? floor + 1 : floor
    }
}
