/// Where an animation is in its own time at one instant of its parent's time: the result of mapping parent time
/// through `MediaTiming` (reference §1).
public struct LocalTime: Sendable, Hashable {
    /// Zero-based iteration index: `floor(t_active / cycle)`, where a cycle is `duration`, or `2 × duration` with
    /// `autoreverses` (one forward pass plus one backward pass count as one iteration, as Core Animation).
    public var iteration: Int
    /// Progress within the basic duration, 0…1, before the timing function. In the back half of an autoreversing
    /// cycle it already runs backwards (1 → 0).
    public var progress: Double

    public init(iteration: Int, progress: Double) {
        self.iteration = iteration
        self.progress = progress
    }
}
