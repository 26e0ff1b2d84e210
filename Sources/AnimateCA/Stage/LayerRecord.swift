import Motion

/// What a stage recorded about a layer when it first committed it: its properties then, when, and where it sits in
/// the recorded structure (the engine's layer tree has a fixed structure; later changes show as `isHidden`).
@MainActor
final class LayerRecord {
    weak var stage: Stage?
    /// The layer's own properties at its first commit.
    let snapshot: LayerState
    /// The index in the stage's log of the turn that first committed it (-1: the window's layer, present from 0).
    let turn: Int
    weak var parent: CALayer?
    let isMask: Bool
    /// Recorded sublayers (a removed one stays, hidden) and mask.
    var children: [CALayer] = []
    var mask: CALayer?
    /// Whether it is in the window now as recorded (false after `removeFromSuperlayer()`).
    var present = true

    init(stage: Stage, snapshot: LayerState, turn: Int, parent: CALayer?, isMask: Bool) {
        self.stage = stage
        self.snapshot = snapshot
        self.turn = turn
        self.parent = parent
        self.isMask = isMask
    }
}

/// An animation as a layer holds it during the run (`animation(forKey:)`, `animationKeys()`).
struct AttachedAnimation {
    var key: String?
    var animation: CAAnimation
    var serial: Int
}

/// `add(_:forKey:)` as recorded in a turn.
struct RecordedAdd {
    var layer: CALayer
    /// The copy the layer holds (what `animation(forKey:)` returns and delegates receive).
    var animation: CAAnimation
    /// The engine's animation, or why there is none.
    var motion: Result<Animation, ValueConversionError>
    var key: String?
    var source: SourceLocation?
    /// The stage's count of adds (delegate routing).
    var serial: Int
    var implicit: Bool
}

/// One commit: the model changes, removals and additions of a run-loop turn (or an explicit `CATransaction`), at
/// one scene time.
struct RecordedTurn {
    var time: Double
    var source: SourceLocation?
    /// Layers this commit brought into the window.
    var attached: [CALayer] = []
    var removals: [(layer: CALayer, key: String?)] = []
    var changes: [(layer: CALayer, key: AnyLayerProperty, value: AnimatableValue)] = []
    var adds: [RecordedAdd] = []
}
