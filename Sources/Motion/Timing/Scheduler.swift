/// Advances a layer tree with any `MediaClock`: each `step()` reads the clock once and returns the presentation
/// tree at that time together with the events since the previous step.
public struct Scheduler<Clock: MediaClock>: Sendable {
    public let tree: LayerTree
    public var clock: Clock
    /// The scene time of the last step (`nil` before the first).
    public private(set) var lastTime: Double? = nil

    public init(tree: LayerTree, clock: Clock) {
        self.tree = tree
        self.clock = clock
    }

    /// One step: the time shown, the presentation layers, and the events in (previous time, time] (in [time, time]
    /// on the first step; events are not reported twice when time does not advance).
    public mutating func step() -> (time: Double, layers: [LayerState], events: [AnimationEvent]) {
        let t = clock.tick()
        let events: [AnimationEvent]
        if let last = lastTime {
            events = t > last ? tree.events(in: last...t).filter { $0.time > last } : []
        } else {
            events = tree.events(in: -Double.infinity...t)
        }
        lastTime = t
        return (t, tree.presentation(at: t), events)
    }
}
