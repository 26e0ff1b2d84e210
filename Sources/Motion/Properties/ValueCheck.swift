/// The range a layer field's value must lie in when a scene file sets it (animated values are not checked: Core
/// Animation takes any number, and drawing clamps). The scene reader applies it, the schema states it.
public enum ValueCheck: Sendable, Hashable {
    /// A number ≥ the bound (`cornerRadius`, `lineWidth`).
    case atLeast(Double)
    /// A number in the range (an opacity: 0…1).
    case within(ClosedRange<Double>)
    /// A whole number ≥ the bound (`instanceCount`).
    case wholeNumber(atLeast: Double)
    /// Numbers each ≥ the bound (`lineDashPattern`).
    case eachAtLeast(Double)
    /// Numbers that do not decrease (`locations`).
    case nonDecreasing
}
