@testable import AnimateCA
import Composition
import Foundation
import Motion
import Testing

/// Core Animation's semantics as the Stage reproduces them: acceptance checks 6–16 and 21–22 of the research notes
/// (../shared/reference/swift-ca-api.md §3, §5; sources in ../shared/reference/core-animation.md).
@MainActor
struct CoreAnimationSemanticsTests {
    /// A stage with one standalone 100×100 layer committed at 0.
    static func standalone() -> (Stage, CALayer) {
        let stage = Stage(size: CGSize(width: 200, height: 200), scale: 1, fps: 60)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        stage.at(0) { stage.window.layer.addSublayer(layer) }
        return (stage, layer)
    }

    static func opacity(_ stage: Stage, _ layer: CALayer, _ t: Double) -> Double {
        stage.presentation(of: layer, at: t)?.state.opacity ?? -1
    }

    /// Check 6 (reference §9, research §3.3): the built-in action is 0.25 s of `default` (0.25, 0.1, 0.25, 1) from the
    /// presentation value; a linear or easeInEaseOut curve would give 0.25 / 0.5 or 0.3588 / 0.8412.
    @Test func implicitAnimationIsAQuarterSecondOfTheDefaultCurve() {
        let (stage, layer) = Self.standalone()
        var duringTurn: [Float?] = []
        stage.at(1) {
            layer.opacity = 0
            duringTurn.append(layer.presentation()?.opacity)
            #expect(layer.opacity == 0)
        }
        stage.run(until: 2)
        #expect(duringTurn == [1])
        #expect(Self.opacity(stage, layer, 1) == 1)
        #expect(abs(Self.opacity(stage, layer, 1.0625) - (1 - 0.408510591355)) < 1e-9)
        #expect(abs(Self.opacity(stage, layer, 1.125) - (1 - 0.802403387585)) < 1e-9)
        #expect(Self.opacity(stage, layer, 1.25) == 0 && Self.opacity(stage, layer, 1.5) == 0)
        #expect(layer.animation(forKey: "opacity") == nil)  // removed on completion
    }

    /// Check 7 (research §3.3: a view answers NSNull for its own layer; e-learn.cn/qa/q-199229): a view's layer
    /// jumps; its mask, a standalone layer, animates; a layer created and changed in one turn does not animate.
    @Test func backingLayersJumpStandaloneLayersAnimate() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let mask = CALayer()
        mask.frame = view.bounds
        mask.backgroundColor = CGColor.black
        let late = CALayer()
        stage.at(0) {
            stage.window.addSubview(view)
            view.layer.mask = mask
        }
        stage.at(1) {
            view.layer.opacity = 0
            mask.opacity = 0
            stage.window.layer.addSublayer(late)
            late.opacity = 0.5
        }
        stage.run(until: 2)
        #expect(stage.presentation(of: view.layer, at: 1.1)?.opacity == 0)
        let m = try #require(stage.presentation(of: mask, at: 1.1)?.opacity)
        #expect(m > 0 && m < 1)
        #expect(stage.presentation(of: late, at: 1.0)?.opacity == 0.5)
        // Before it came into the window it is hidden; from its first commit, shown.
        #expect(stage.presentation(of: late, at: 0.5)?.isHidden == true)
        #expect(stage.presentation(of: late, at: 1)?.isHidden == false)
    }

    /// UIKit's animation block lets a view's own layer animate: 0.5 s easeInEaseOut (half-way at the middle), then
    /// the completion with `true`.
    @Test func uiViewAnimationBlocks() {
        let stage = Stage(size: CGSize(width: 200, height: 200), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var completed: [(Bool, Double)] = []
        stage.at(0) { stage.window.addSubview(view) }
        stage.at(1) {
            UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { completed.append(($0, stage.now)) })
            view.center = CGPoint(x: 80, y: 80)  // after the block: jumps
        }
        stage.run(until: 2)
        #expect(abs((stage.presentation(of: view.layer, at: 1.25)?.state.opacity ?? -1) - 0.5) < 1e-9)
        #expect(stage.presentation(of: view.layer, at: 1.01)?.position == CGPoint(x: 80, y: 80))
        #expect(completed.map(\.0) == [true] && completed.map(\.1) == [1.5])
    }

    /// Check 8 (research §3.4; reference §1.5 for the 1e-6 cut-off): disableActions, a transaction duration and
    /// curve, and an explicit duration-0 animation in a duration-0 transaction (not added; starts and stops at once).
    @Test func transactionSettings() throws {
        let (stage, layer) = Self.standalone()
        let spy = DelegateSpy(stage)
        stage.at(1) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0.2
            CATransaction.commit()
        }
        stage.at(2) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.opacity = 1
            CATransaction.commit()
        }
        stage.at(4) {
            CATransaction.setAnimationDuration(0)
            let a = CABasicAnimation(keyPath: "position.x")
            a.toValue = 50
            a.delegate = spy
            layer.add(a, forKey: "zero")
        }
        stage.run(until: 5)
        // `opacity` is a Float, as Apple's is.
        #expect(Self.opacity(stage, layer, 1.1) == Double(Float(0.2)))
        let composition = try stage.composition()
        #expect(composition.timeline.animations.count == 1)  // only the 1 s fade of the second transaction
        #expect(abs(Self.opacity(stage, layer, 2.5) - (1 + Double(Float(0.2))) / 2) < 1e-12)
        #expect(spy.calls == ["start 4.0", "stop true 4.0"])
        #expect(layer.animationKeys() == nil)
    }

    /// Check 9 (research §3.4): the completion block runs when the animations added after it stop, at the commit
    /// when there are none; `CACurrentMediaTime()` inside it is the epoch plus that time.
    @Test func completionBlocks() {
        let (stage, layer) = Self.standalone()
        var ran: [(String, Double, Double)] = []
        stage.at(1) {
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran.append(("moved", stage.now, CACurrentMediaTime())) }
            let a = CABasicAnimation(keyPath: "position.x")
            a.toValue = 80
            a.duration = 0.3
            layer.add(a, forKey: "move")
            CATransaction.commit()
        }
        stage.at(2) {
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran.append(("empty", stage.now, CACurrentMediaTime())) }
            CATransaction.commit()
        }
        stage.run(until: 3)
        #expect(ran.map(\.0) == ["moved", "empty"])
        #expect(ran.map(\.1) == [1.3, 2])
        #expect(ran.map(\.2) == [1.3 + stage.epoch, 2 + stage.epoch])
    }

    /// Check 10 (reference §3.1: a nil value is the layer's value at every frame, not a snapshot): B replaces A
    /// under the same key mid-flight.
    @Test(arguments: [false, true])
    func replacingWithANilFromValue(fromPresentation: Bool) {
        let (stage, layer) = Self.standalone()
        layer.position = CGPoint(x: 0, y: 50)  // the model's x; the layer is committed at 0
        stage.at(0.01) {
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 0
            a.toValue = 100
            a.duration = 1
            a.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - 0.01
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(a, forKey: "k")
        }
        stage.at(0.5) {
            let b = CABasicAnimation(keyPath: "position.x")
            if fromPresentation { b.fromValue = layer.presentation()?.position.x }
            b.toValue = 200
            b.duration = 1
            b.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(b, forKey: "k")
        }
        stage.run(until: 2)
        let x = { (t: Double) in Double(stage.presentation(of: layer, at: t)?.position.x ?? -1) }
        if fromPresentation {
            #expect(abs(x(0.5) - 50) < 1e-9 && abs(x(1.0) - 125) < 1e-9)
        } else {
            #expect(x(0.5) == 0 && abs(x(1.0) - 100) < 1e-9)
        }
    }

    /// Check 11 (research §3.5): changes are visible in the model at once and in the presentation from the next
    /// turn; a never-committed layer has no presentation.
    @Test func presentationSeesTheLastCommit() {
        let (stage, layer) = Self.standalone()
        let fresh = CALayer()
        var seen: [String] = []
        stage.at(1) {
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 10, y: 10)
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0.5
            a.toValue = 0.5
            a.duration = 1
            layer.add(a, forKey: "half")
            seen.append("model \(layer.position.x) presentation \(layer.presentation()?.position.x ?? -1) opacity \(layer.presentation()?.opacity ?? -1)")
            seen.append("fresh \(fresh.presentation() == nil)")
        }
        stage.at(1.5) { seen.append("next \(layer.presentation()?.position.x ?? -1) opacity \(layer.presentation()?.opacity ?? -1)") }
        stage.run(until: 2)
        #expect(seen == ["model 10.0 presentation 50.0 opacity 1.0", "fresh true", "next 10.0 opacity 0.5"])
    }

    /// Check 12 (research §3.6): `add` copies; `animation(forKey:)` is a copy with its begin time filled in.
    @Test func addingCopies() throws {
        let (stage, layer) = Self.standalone()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0
        a.toValue = 1
        a.duration = 1
        stage.at(1) {
            layer.add(a, forKey: "fade")
            a.toValue = 0
            a.duration = 5
            let copy = layer.animation(forKey: "fade")
            #expect(copy !== a && copy?.duration == 1)
            #expect(copy?.beginTime == 1 + stage.epoch)
        }
        stage.run(until: 3)
        #expect(a.beginTime == 0)
        #expect(abs(Self.opacity(stage, layer, 1.5) - 0.5) < 1e-12)
        #expect(Self.opacity(stage, layer, 2.5) == 1)
    }

    /// Check 13 (research §3.4, §3.6): duration 0 takes the transaction's (0.25 s by default) or, in a group, the
    /// group's.
    @Test func defaultDurations() throws {
        let (stage, layer) = Self.standalone()
        stage.at(1) {
            let a = CABasicAnimation(keyPath: "opacity")
            a.toValue = 0
            layer.add(a, forKey: "a")
            let g = CAAnimationGroup()
            let child = CABasicAnimation(keyPath: "position.x")
            child.toValue = 10
            g.animations = [child]
            g.duration = 0.15
            layer.add(g, forKey: "g")
            CATransaction.setAnimationDuration(0.5)
            let c = CABasicAnimation(keyPath: "position.y")
            c.toValue = 10
            layer.add(c, forKey: "c")
        }
        stage.run(until: 2)
        let c = try stage.composition()
        let ends = c.tree.events(in: 0...3).filter { $0.kind == .stopped(finished: true) }.map { ($0.key ?? "", $0.time) }
        #expect(ends.map(\.0) == ["g", "a", "c"])
        #expect(ends.map(\.1) == [1.15, 1.25, 1.5])
    }

    /// Check 14 (research §3.8): fill forwards holds only when the animation is not removed on completion.
    @Test(arguments: [false, true])
    func fillForwards(removedOnCompletion: Bool) {
        let (stage, layer) = Self.standalone()
        stage.at(1) {
            let a = CABasicAnimation(keyPath: "opacity")
            a.toValue = 0.25
            a.duration = 0.5
            a.fillMode = .forwards
            a.isRemovedOnCompletion = removedOnCompletion
            layer.add(a, forKey: "fade")
        }
        stage.run(until: 3)
        #expect(Self.opacity(stage, layer, 2) == (removedOnCompletion ? 1 : 0.25))
        #expect(layer.animationKeys() == (removedOnCompletion ? nil : ["fade"]))
    }

    /// Check 15 (reference §1.4, research §3.9): `convertTime` goes through every ancestor's timing, epoch included;
    /// a layer of speed 2 runs a 1 s animation in 0.5 s of scene time.
    @Test func convertTimeThroughAncestors() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200), scale: 1, epoch: 1000)
        stage.window.layer.speed = 2
        let child = CALayer()
        var converted: Double = -1
        stage.at(0) { stage.window.layer.addSublayer(child) }
        stage.at(0.6) {
            converted = child.convertTime(CACurrentMediaTime(), from: nil)
            let a = CABasicAnimation(keyPath: "opacity")
            a.toValue = 0
            a.duration = 1
            child.add(a, forKey: "now")
            let later = CABasicAnimation(keyPath: "opacity")
            later.toValue = 0
            later.duration = 1
            later.beginTime = converted + 0.5
            child.add(later, forKey: "later")
            #expect(child.convertTime(converted, to: nil) == CACurrentMediaTime())
        }
        stage.run(until: 3)
        #expect(converted == 2 * (0.6 + 1000))
        let events = try stage.composition().tree.events(in: 0...3).map { "\($0.key ?? "") \($0.kind) \($0.time)" }
        // "later" begins 0.5 s later in the child's time: 0.25 s of scene time.
        #expect(events == ["now started 0.6", "later started 0.85", "now stopped(finished: true) 1.1",
                           "later stopped(finished: true) 1.35"])
    }

    /// Check 16 (research §3.10): delegates hear the start at the begin time, a removal before the start only as a
    /// stop, and an animation added from a callback starts at the callback's time.
    @Test func delegates() {
        let (stage, layer) = Self.standalone()
        let spy = DelegateSpy(stage)
        spy.onStop = { anim in
            guard anim.value(forKey: "tag") as? String == "first" else { return }
            let next = CABasicAnimation(keyPath: "opacity")
            next.toValue = 0
            next.duration = 0.5
            next.delegate = spy
            next.setValue("chained", forKey: "tag")
            layer.add(next, forKey: "chained")
        }
        stage.at(1) {
            let a = CABasicAnimation(keyPath: "position.x")
            a.toValue = 10
            a.duration = 0.5
            a.beginTime = CACurrentMediaTime() + 0.25
            a.delegate = spy
            a.setValue("first", forKey: "tag")
            layer.add(a, forKey: "first")
            let b = CABasicAnimation(keyPath: "position.y")
            b.toValue = 10
            b.beginTime = CACurrentMediaTime() + 1
            b.delegate = spy
            b.setValue("removed", forKey: "tag")
            layer.add(b, forKey: "removed")
        }
        stage.at(1.5) { layer.removeAnimation(forKey: "removed") }
        stage.run(until: 3)
        #expect(spy.calls == ["start 1.25 first", "stop false 1.5 removed", "stop true 1.75 first",
                              "start 1.75 chained", "stop true 2.25 chained"])
    }

    /// Check 21: a value of the wrong type is an error naming the Swift line and the key path, not a silent no-op.
    @Test func wrongValueTypesAreErrors() {
        let (stage, layer) = Self.standalone()
        var line: UInt = 0
        stage.at(1) {
            let a = CABasicAnimation(keyPath: "backgroundColor")
            a.fromValue = UIColor.red
            line = #line + 1
            layer.add(a, forKey: "tint")
        }
        stage.run(until: 2)
        #expect {
            try stage.composition()
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("CoreAnimationSemanticsTests.swift:\(line): ") && text.contains("\"backgroundColor\"")
                && text.contains("UIColor")
        }
    }

    /// Check 22 (the `CATransaction` header: the timing function of the animations added in the transaction;
    /// UNCONFIRMED on a device): a transaction's timing function fills an explicit animation's missing one.
    @Test func transactionTimingFunctionFillsExplicitAnimations() throws {
        let (stage, layer) = Self.standalone()
        stage.at(1) {
            CATransaction.begin()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
            let a = CABasicAnimation(keyPath: "position.x")
            a.toValue = 10
            layer.add(a, forKey: "a")
            #expect(layer.animation(forKey: "a")?.timingFunction == CAMediaTimingFunction(name: .easeIn))
            CATransaction.commit()
        }
        stage.run(until: 2)
        guard case .basic(let b)? = try stage.composition().timeline.animations.first?.animation else {
            Issue.record("no basic animation")
            return
        }
        #expect(b.timingFunction == .easeIn)
    }
}

/// Records delegate calls as "start <time> <tag>" / "stop <finished> <time> <tag>".
@MainActor
final class DelegateSpy: CAAnimationDelegate {
    let stage: Stage
    var calls: [String] = []
    var onStop: ((CAAnimation) -> Void)?

    init(_ stage: Stage) { self.stage = stage }

    private func tag(_ anim: CAAnimation) -> String { (anim.value(forKey: "tag") as? String).map { " \($0)" } ?? "" }

    func animationDidStart(_ anim: CAAnimation) { calls.append("start \(stage.now)\(tag(anim))") }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        calls.append("stop \(flag) \(stage.now)\(tag(anim))")
        onStop?(anim)
    }
}
