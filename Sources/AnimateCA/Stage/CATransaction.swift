import Foundation

/// Core Animation's transactions (`CATransaction`): the settings for the animations of a group of changes, and a
/// completion block. Inside a `Stage` a run-loop turn opens an implicit transaction at its first change and commits
/// it at its end; `begin()`/`commit()` nest, and committing the outermost one commits at once (as `flush()` does).
@MainActor
public final class CATransaction {
    private init() {}

    private static var stage: Stage? { Stage.active }

    public static func begin() { stage?.pushTransaction() }

    public static func commit() { stage?.popTransaction() }

    /// Commits the changes made so far in this turn.
    public static func flush() {
        guard let stage, stage.transactions.allSatisfy(\.isImplicit) else { return }
        stage.transactions.removeAll()
        stage.commitPending()
    }

    public static func lock() {}
    public static func unlock() {}

    /// 0.25 s unless set: implicit animations' duration, and explicit ones' when theirs is ≤ 0.
    public static func animationDuration() -> CFTimeInterval { stage?.currentDuration ?? 0.25 }

    public static func setAnimationDuration(_ dur: CFTimeInterval) { stage?.editTransaction { $0.duration = dur } }

    /// `nil` unless set (implicit animations then use `default`).
    public static func animationTimingFunction() -> CAMediaTimingFunction? { stage?.currentTimingFunction }

    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        stage?.editTransaction { $0.timingFunction = function }
    }

    public static func disableActions() -> Bool { stage?.actionsDisabled ?? false }

    public static func setDisableActions(_ flag: Bool) { stage?.editTransaction { $0.disableActions = flag } }

    /// Runs once every animation added to this transaction after it was set has stopped (finished or removed), or at
    /// the commit when none was added.
    public static func completionBlock() -> (@MainActor () -> Void)? { stage?.transactions.last?.completion }

    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        stage?.editTransaction { $0.completion = block; $0.serials = [] }
    }
}

/// The current absolute time in seconds. Inside a `Stage` it is virtual: `stage.epoch + stage.now`, constant within a
/// run-loop turn; outside any stage, the system's uptime.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    if let stage = Stage.active { return stage.epoch + stage.now }
    return ProcessInfo.processInfo.systemUptime
}
