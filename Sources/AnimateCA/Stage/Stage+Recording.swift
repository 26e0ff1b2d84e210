import Foundation
import Geometry
import Motion

/// One level of `CATransaction` nesting; `nil` settings are inherited from the enclosing level.
struct TransactionFrame {
    var isImplicit: Bool
    var duration: Double? = nil
    var timingFunction: CAMediaTimingFunction? = nil
    var disableActions: Bool? = nil
    var completion: (@MainActor () -> Void)? = nil
    /// Animations added after the completion block was set.
    var serials: [Int] = []
}

/// A completion block waiting for its animations to stop.
struct PendingCompletion {
    var block: @MainActor () -> Void
    var serials: [Int]
    var committedAt: Double
}

extension Stage {
    // MARK: Turns

    /// Runs `body` as one run-loop turn at `time`: then draws views that need it and commits.
    func runTurn(at time: Double, source: SourceLocation?, _ body: @MainActor () -> Void) {
        let previous = Stage.active
        Stage.active = self
        now = time
        inTurn = true
        turnSource = source
        body()
        endTurn()
        inTurn = false
        turnSource = nil
        Stage.active = previous ?? self
    }

    /// The end of a turn: `draw(_:)` for views that need display, then the commit of every open transaction.
    func endTurn() {
        var drawn = 0
        while let view = viewsNeedingDisplay.first, drawn < 10_000 {
            viewsNeedingDisplay.removeFirst()
            view.needsDisplay = false
            view.draw(view.bounds)
            drawn += 1
        }
        if transactions.contains(where: { !$0.isImplicit }) {
            diagnose("a CATransaction.begin() without its commit() was committed at the end of the turn", at: turnSource)
        }
        while !transactions.isEmpty { popTransaction() }
        commitPending()
    }

    /// Changes made outside any turn (between runs) are committed as a turn at `now`.
    func finishOpenTurn() {
        guard !inTurn, pending != nil || !transactions.isEmpty || !viewsNeedingDisplay.isEmpty else { return }
        endTurn()
    }

    /// Opens the turn's record (and the implicit transaction, when none is open).
    func ensureTurn() {
        if pending == nil { pending = RecordedTurn(time: now, source: turnSource) }
        if transactions.isEmpty { transactions.append(TransactionFrame(isImplicit: true)) }
    }

    /// A layer's structure changed (sublayers, mask): the turn must commit.
    func structureDidChange() { ensureTurn() }

    /// Records the structure (new layers' snapshots, removals as `isHidden`) and appends the turn to the log.
    func commitPending() {
        if pending == nil { pending = RecordedTurn(time: now, source: turnSource) }
        guard var turn = pending else { return }
        pending = nil
        commitStructure(into: &turn)
        // Frames opened while recording the structure's late adds belong to no one.
        if transactions.allSatisfy(\.isImplicit) { transactions.removeAll() }
        if turn.attached.isEmpty && turn.changes.isEmpty && turn.removals.isEmpty && turn.adds.isEmpty { return }
        log.append(turn)
        builtCache = nil
    }

    // MARK: Transactions

    var currentDuration: Double { transactions.reversed().lazy.compactMap(\.duration).first ?? 0.25 }
    var currentTimingFunction: CAMediaTimingFunction? { transactions.reversed().lazy.compactMap(\.timingFunction).first }
    var actionsDisabled: Bool { transactions.reversed().lazy.compactMap(\.disableActions).first ?? false }

    func pushTransaction() {
        if pending == nil { pending = RecordedTurn(time: now, source: turnSource) }
        transactions.append(TransactionFrame(isImplicit: false))
    }

    /// Closes the innermost transaction; closing the outermost commits (`CATransaction.commit()` at the top level).
    func popTransaction() {
        guard let frame = transactions.popLast() else { return }
        if let block = frame.completion {
            completions.append(PendingCompletion(block: block, serials: frame.serials, committedAt: now))
        }
        if transactions.isEmpty && !frame.isImplicit { commitPending() }
    }

    func editTransaction(_ body: (inout TransactionFrame) -> Void) {
        if transactions.isEmpty { pushTransaction(); transactions[0].isImplicit = true }
        body(&transactions[transactions.count - 1])
    }

    // MARK: Recording

    /// A committed layer's property changed from `old`: record it and run its action.
    func layer(_ layer: CALayer, didChange key: AnyLayerProperty, from old: AnimatableValue, to value: AnimatableValue) {
        guard layer.record != nil else { return }
        ensureTurn()
        guard key.isAnimatable else {
            diagnose("\"\(key.keyPath)\" changed after the layer was first committed: the engine records it only at the first commit, so the change is not shown", at: turnSource)
            return
        }
        pending?.changes.append((layer, key, value))
        guard !actionsDisabled else { return }
        let action = layer.action(forKey: key.keyPath)
        if action is NSNull { return }
        let from = committedValue(of: key, on: layer) ?? value
        if let block = (action as? UIViewBlockAction)?.block {
            if let keyframes = block.keyframes {
                keyframes.add(layer: layer, keyPath: key.keyPath, before: old, span: block.span, value: value)
                return
            }
            for (k, a) in block.animations(keyPath: key.keyPath, on: layer, old: old, presented: from, new: value) {
                layer.add(a, forKey: k)
                block.added?.note(layer, key: k, keyPath: (a as? CAPropertyAnimation)?.keyPath ?? key.keyPath)
            }
            return
        }
        if let custom = action as? CAAnimation {
            let copy = custom.duplicate()
            if let basic = copy as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
                basic.fromValue = ValueConversion.any(from)
            }
            if let p = copy as? CAPropertyAnimation, p.keyPath == nil { p.keyPath = key.keyPath }
            record(copy, on: layer, forKey: key.keyPath, source: nil, implicit: true)
            return
        }
        if let other = action {
            other.run(forKey: key.keyPath, object: layer, arguments: nil)
            return
        }
        // The built-in action (reference §9): from the presentation value as of the last commit to the new model value.
        let a = CABasicAnimation(keyPath: key.keyPath)
        a.fromValue = ValueConversion.any(from)
        a.toValue = ValueConversion.any(value)
        a.fillMode = .backwards
        a.timingFunction = currentTimingFunction ?? CAMediaTimingFunction(name: .default)
        var motion = BasicAnimation(keyPath: key.keyPath)
        motion.fromValue = from
        motion.toValue = value
        motion.timing.fillMode = .backwards
        record(a, on: layer, forKey: key.keyPath, source: nil, implicit: true, motion: .basic(motion))
    }

    /// The presentation value of `key` on `layer` at `now` with every earlier commit (none of this turn).
    func committedValue(of key: AnyLayerProperty, on layer: CALayer) -> AnimatableValue? {
        presentationState(of: layer, at: now).map { key.value(in: $0) }
    }

    /// `add(_:forKey:)` with `animation` already copied. The transaction fills a duration ≤ 0 (and its timing
    /// function, when it set one, fills a missing one: the header's rule, UNCONFIRMED on a device); a `beginTime` of 0
    /// becomes the add time in the layer's time, as Core Animation fills it.
    func record(_ animation: CAAnimation, on layer: CALayer, forKey key: String?, source: SourceLocation?, implicit: Bool,
                motion explicitMotion: Animation? = nil) {
        ensureTurn()
        if animation.duration <= 0 && !(animation is CASpringAnimation) { animation.duration = currentDuration }
        if animation.timingFunction == nil, let tf = currentTimingFunction { animation.timingFunction = tf }
        var motion: Result<Animation, ValueConversionError>
        if var m = explicitMotion {
            var timing = m.timing
            timing.duration = animation.duration
            m.timing = timing
            if case .basic(var b) = m {
                b.timingFunction = animation.timingFunction?.function
                m = .basic(b)
            }
            motion = .success(m)
        } else {
            do { motion = .success(try animation.motion()) } catch { motion = .failure(error) }
        }
        // Core Animation's absolute clock starts at the epoch; the engine's at 0. Rounded to the nanosecond so no
        // output depends on the epoch.
        let speed = layer.cumulativeSpeed
        if animation.beginTime != 0, case .success(var m) = motion {
            m.timing.beginTime = ((animation.beginTime - epoch * speed) * 1e9).rounded() / 1e9
            // The engine reads a begin time of 0 as "when added"; a time that is 0 after removing the epoch is an
            // explicit scene time 0, so it becomes the least positive Double (5e-324 s later, not visible).
            if m.timing.beginTime == 0 && now > 0 { m.timing.beginTime = .leastNonzeroMagnitude }
            motion = .success(m)
        } else if animation.beginTime == 0 {
            animation.beginTime = layer.localTime(fromAbsolute: epoch + now)
        }
        let serial = addCount
        addCount += 1
        added[serial] = (animation, layer)
        for k in transactions.indices where transactions[k].completion != nil { transactions[k].serials.append(serial) }
        // Core Animation does not add an animation of duration ≤ 1e‑6 s; it still clears its key and reports start and
        // stop(finished: true) (reference §1.5).
        if !(animation is CASpringAnimation), animation.duration <= 1e-6 {
            if let key { removeAnimations(from: layer, key: key) }
            syntheticEvents.append((now, serial, true, false))
            syntheticEvents.append((now, serial, false, true))
            return
        }
        diagnoseOverride(animation, on: layer, forKey: key, source: source, implicit: implicit)
        if let key { layer.attached.removeAll { $0.key == key } }
        layer.attached.append(AttachedAnimation(key: key, animation: animation, serial: serial))
        pending?.adds.append(RecordedAdd(layer: layer, animation: animation, motion: motion, key: key, source: source,
                                         serial: serial, implicit: implicit))
    }

    /// Seed 003's surprise, named: an implicit animation that replaces an explicit one under its key, or that is
    /// added after an explicit animation of the same key path in the same turn (later animations win).
    private func diagnoseOverride(_ animation: CAAnimation, on layer: CALayer, forKey key: String?, source: SourceLocation?,
                                  implicit: Bool) {
        guard implicit, let key, let turn = pending else { return }
        for earlier in turn.adds where earlier.layer === layer && !earlier.implicit {
            guard case .success(let m) = earlier.motion else { continue }
            let what = "the implicit \"\(key)\" animation (a model change with actions enabled)"
            if earlier.key == key {
                diagnose("\(what) replaced the explicit animation added under \"\(key)\" at \(earlier.source.map { "\($0)" } ?? "?"), which stops unfinished and never starts", at: earlier.source)
            } else if m.keyPaths.contains(key) {
                diagnose("\(what) is added after the explicit animation at \(earlier.source.map { "\($0)" } ?? "?") (key \"\(earlier.key ?? "nil")\") and overrides its \"\(key)\"", at: earlier.source)
            }
        }
    }

    /// `removeAnimation(forKey:)` / `removeAllAnimations()` (`key` nil). An animation added at this same time is
    /// taken out of the record (it never starts; its delegate hears stop(finished: false)).
    func removeAnimations(from layer: CALayer, key: String?) {
        let matching = { (a: RecordedAdd) in a.layer === layer && (key == nil || a.key == key) }
        var cancelled: [Int] = []
        if var turn = pending {
            cancelled += turn.adds.filter(matching).map(\.serial)
            turn.adds.removeAll(where: matching)
            pending = turn
        }
        for k in log.indices.reversed() where log[k].time == now {
            cancelled += log[k].adds.filter(matching).map(\.serial)
            log[k].adds.removeAll(where: matching)
            builtCache = nil
        }
        for s in cancelled { syntheticEvents.append((now, s, false, false)) }
        layer.attached.removeAll { key == nil || $0.key == key }
        guard layer.record != nil else { return }
        ensureTurn()
        pending?.removals.append((layer, key))
    }

    // MARK: Structure

    /// New layers in the window get their snapshot; committed layers that left it are hidden (and shown again
    /// when they come back to the same place). Moving a layer elsewhere is not supported (a diagnostic).
    func commitStructure(into turn: inout RecordedTurn) {
        var reachable = Set<ObjectIdentifier>()
        let turnIndex = log.count
        func visit(_ layer: CALayer, parent: CALayer?, isMask: Bool) {
            reachable.insert(ObjectIdentifier(layer))
            if let r = layer.record {
                if r.parent !== parent || r.isMask != isMask {
                    if r.parent != nil || parent != nil {
                        diagnose("a layer moved to another superlayer after its first commit: not supported; it stays where it was first committed", at: turn.source)
                    }
                } else if !r.present {
                    r.present = true
                    turn.changes.append((layer, LayerProperty.isHidden.erased, .bool(layer.state.isHidden)))
                }
            } else {
                var snapshot = layer.state
                snapshot.mask = nil
                snapshot.sublayers = []
                let r = LayerRecord(stage: self, snapshot: snapshot, turn: turnIndex, parent: parent, isMask: isMask)
                layer.record = r
                if let p = parent?.record {
                    if isMask {
                        if p.mask != nil && p.mask !== layer {
                            diagnose("a layer's mask was replaced after its first commit: not supported; the first mask stays", at: turn.source)
                        } else {
                            p.mask = layer
                        }
                    } else {
                        // After the recorded sibling that precedes it in the live order.
                        let live = parent?.sublayers ?? []
                        let k = live.firstIndex { $0 === layer } ?? live.count
                        let before = live[..<k].last { l in p.children.contains { $0 === l } }
                        let at = before.flatMap { b in p.children.firstIndex { $0 === b }.map { $0 + 1 } } ?? 0
                        p.children.insert(layer, at: at)
                    }
                }
                turn.attached.append(layer)
                for (key, animation, source) in layer.unrecordedAdds {
                    record(animation, on: layer, forKey: key, source: source, implicit: false)
                }
                layer.unrecordedAdds = []
            }
            if let m = layer.mask { visit(m, parent: layer, isMask: true) }
            for s in layer.sublayers ?? [] { visit(s, parent: layer, isMask: false) }
        }
        // Adds made while visiting go into `pending`; fold them into this turn.
        pending = turn
        visit(window.layer, parent: nil, isMask: false)
        if let p = pending { turn.adds = p.adds }
        pending = nil
        for l in recordedLayers() where !reachable.contains(ObjectIdentifier(l)) {
            guard let r = l.record, r.present else { continue }
            r.present = false
            turn.changes.append((l, LayerProperty.isHidden.erased, .bool(true)))
        }
    }

    /// Every recorded layer, in pre-order of the recorded structure (a layer, its mask, its sublayers).
    func recordedLayers() -> [CALayer] {
        var out: [CALayer] = []
        func walk(_ l: CALayer) {
            out.append(l)
            if let m = l.record?.mask { walk(m) }
            for c in l.record?.children ?? [] { walk(c) }
        }
        walk(window.layer)
        return out
    }
}
