/// `CAAnimationGroup`: children run in the group's eased time (each child evaluated at group duration × the
/// group's eased progress), clipped to the group's duration.
public struct AnimationGroup: Sendable, Hashable {
    public var animations: [Animation] = []
    public var timing = MediaTiming()
    public var timingFunction: TimingFunction? = nil
    public var isRemovedOnCompletion = true

    public init(animations: [Animation] = []) {
        self.animations = animations
    }
}
