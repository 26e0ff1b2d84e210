extension Int {
    /// `self + other` for counts, stopping at `Int.max / 2` instead of overflowing.
    func addingClamped(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? Int.max / 2 : Swift.min(sum, Int.max / 2)
    }
}
