@testable import AnimateCA
import Composition
import Foundation
import Geometry
import Motion
import SceneFile
import Testing

/// UIKit's animation API over the Stage (`UIView+Animate.swift`, `UIViewAnimationBlock`, `UIViewPropertyAnimator`):
/// the values a view shows at given times, worked out by hand from the rules each file cites.
@MainActor
struct UIKitAnimationTests {
    static func stage(_ view: UIView) -> Stage {
        let stage = Stage(size: CGSize(width: 400, height: 400), scale: 1, fps: 60)
        stage.at(0) { stage.window.addSubview(view) }
        return stage
    }

    static func y(_ stage: Stage, _ view: UIView, _ t: Double) -> Double {
        Double(stage.presentation(of: view.layer, at: t)?.position.y ?? .nan)
    }

    static func opacity(_ stage: Stage, _ view: UIView, _ t: Double) -> Double {
        stage.presentation(of: view.layer, at: t)?.state.opacity ?? .nan
    }

    /// A delay holds the old value (the animations fill both ways), a linear curve is linear, and the completion
    /// runs at delay + duration.
    @Test func delayAndCurve() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stage = Self.stage(view)
        var done: [Double] = []
        stage.at(1) {
            UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear]) {
                view.center.y += 200
            } completion: { _ in done.append(stage.now) }
        }
        stage.run(until: 3)
        #expect(Self.y(stage, view, 1.25) == 50)
        #expect(abs(Self.y(stage, view, 2) - 150) < 1e-9)  // half-way, linear: 50 + 100
        #expect(Self.y(stage, view, 2.6) == 250)
        #expect(done == [2.5])
        // Ease in: t³-like start, below the linear value at a quarter.
        let eased = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let s2 = Self.stage(eased)
        s2.at(1) { UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn) { eased.center.y = 250 } }
        s2.run(until: 3)
        let expected = 50 + 200 * CAMediaTimingFunction(name: .easeIn).function.evaluate(0.25)
        #expect(abs(Self.y(s2, eased, 1.25) - expected) < 1e-9)
        #expect(Self.y(s2, eased, 1.25) < 100)
    }

    /// iOS 8's additive retargeting: center.y 0 → 100 over 1 s (linear) and, half-way, a second block back to 0
    /// over 1 s. The first keeps running: at 0.75 s it adds −25, the second +75 over the model's 0, so 50 shows
    /// (replacing it from what showed would give 37.5). The position is animated as `position` and `position-2`.
    @Test func retargetingBlendsAdditively() {
        let view = UIView(frame: CGRect(x: -50, y: -50, width: 100, height: 100))
        let stage = Self.stage(view)
        var keys: [String] = []
        stage.at(1) { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.center.y = 100 } }
        stage.at(1.5) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.center.y = 0 }
            keys = view.layer.animationKeys() ?? []
        }
        stage.run(until: 3)
        #expect(abs(Self.y(stage, view, 1.75) - 50) < 1e-9)
        #expect(abs(Self.y(stage, view, 2.25) - 25) < 1e-9)  // first ended (model 0), second at 3/4: 100 − 75
        #expect(Self.y(stage, view, 2.6) == 0)
        #expect(keys.sorted() == ["position", "position-2"])
    }

    /// `bounds` runs as `bounds.origin` and `bounds.size` (iOS 8's dump), additive; a frame change animates both
    /// size and position.
    @Test func boundsRunsAsOriginAndSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let stage = Self.stage(view)
        var keys: [String] = []
        stage.at(1) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.frame = CGRect(x: 0, y: 0, width: 100, height: 100) }
            keys = view.layer.animationKeys() ?? []
        }
        stage.run(until: 3)
        #expect(keys.sorted() == ["bounds.size", "position"])
        let mid = stage.presentation(of: view.layer, at: 1.5)
        #expect(mid?.bounds.size == CGSize(width: 150, height: 150))
        #expect(mid?.position == CGPoint(x: 75, y: 75))
    }

    /// Non-additive properties start from the old model value, or from what shows with `.beginFromCurrentState`.
    @Test func beginFromCurrentState() {
        for fromCurrent in [false, true] {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let stage = Self.stage(view)
            stage.at(1) { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 } }
            stage.at(1.5) {
                UIView.animate(withDuration: 1, delay: 0, options: fromCurrent ? [.curveLinear, .beginFromCurrentState] : .curveLinear) {
                    view.alpha = 1
                }
            }
            stage.run(until: 3)
            // At 1.5 s 0.5 shows; the second block starts from 0.5 (current) or from the model's 0.
            #expect(abs(Self.opacity(stage, view, 2) - (fromCurrent ? 0.75 : 0.5)) < 1e-6)
        }
    }

    /// `.repeat` and `.autoreverse`: forward, back, forward… and never done.
    @Test func repeatAndAutoreverse() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stage = Self.stage(view)
        var done = false
        stage.at(1) {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse]) { view.alpha = 0 } completion: { _ in done = true }
        }
        stage.run(until: 6)
        #expect(abs(Self.opacity(stage, view, 1.25) - 0.75) < 1e-6)
        #expect(abs(Self.opacity(stage, view, 2.25) - 0.25) < 1e-6)  // coming back
        #expect(abs(Self.opacity(stage, view, 5.5) - 0.5) < 1e-6)
        #expect(!done)
    }

    /// A nested block takes the outer block's duration unless it overrides it.
    @Test func nestedBlocksInheritTheDuration() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stage = Self.stage(view)
        stage.at(1) {
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
                UIView.animate(withDuration: 0.5) { view.alpha = 0 }
                UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear]) {
                    view.center.y = 250
                }
            }
        }
        stage.run(until: 4)
        #expect(abs(Self.opacity(stage, view, 2) - 0.5) < 1e-6)  // 2 s, linear
        #expect(Self.y(stage, view, 1.6) == 250)  // its own 0.5 s
    }

    /// The spring settles within the duration: its envelope has fallen to 0.001 of the distance at the end, so the
    /// view is within 0.1 % of the distance there; with damping ratio 0.5 it overshoots on the way.
    @Test func springSettlesWithinTheDuration() {
        let p = UIKitSpring(dampingRatio: 0.5, duration: 1, initialVelocity: 0)
        let w = p.stiffness.squareRoot()
        #expect(abs(p.damping - w) < 1e-9)  // 2ζω with ζ = 0.5
        // Closed form without velocity: ω = ln(ζ / (ε√(1−ζ²))) / (ζT).
        #expect(abs(w - log(0.5 / (0.001 * (0.75).squareRoot())) / 0.5) < 1e-6)
        let critical = UIKitSpring(dampingRatio: 1, duration: 1, initialVelocity: 0)
        let wc = critical.stiffness.squareRoot()
        #expect(abs(exp(-wc) * (wc + 1) - 0.001) < 1e-9)  // the envelope (1 + ωt)e^(−ωt) at t = 1
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stage = Self.stage(view)
        stage.at(1) {
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: []) {
                view.center.y = 1050
            }
        }
        stage.run(until: 3)
        let ys = stride(from: 1.0, through: 2.0, by: 1.0 / 60).map { Self.y(stage, view, $0) }
        #expect(ys.max()! > 1050 + 100)  // overshoots (ζ = 0.5: by e^(−π/√3) ≈ 16 %)
        #expect(abs(Self.y(stage, view, 1.999) - 1050) < 1)
    }

    /// Keyframes: alpha 1 → 0.2 over the first half, → 1 over the second, linear overall (curve bits) and between
    /// keyframes; a keyframe starting later holds the value until it starts.
    @Test func keyframes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stage = Self.stage(view)
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        stage.at(1) {
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: linear) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.2 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.center.y = 150 }
            }
        }
        stage.run(until: 4)
        #expect(abs(Self.opacity(stage, view, 1.5) - 0.6) < 1e-6)
        #expect(abs(Self.opacity(stage, view, 2) - 0.2) < 1e-6)
        #expect(abs(Self.opacity(stage, view, 2.5) - 0.6) < 1e-6)
        #expect(Self.y(stage, view, 2.4) == 50)  // held until 0.75 of 2 s
        #expect(abs(Self.y(stage, view, 2.75) - 100) < 1e-6)
        let c = UIViewKeyframeCollector.self
        let track = UIViewKeyframeCollector.Track(layer: view.layer, keyPath: "opacity", start: .number(1),
                                                  frames: [(0.25, 0.25, .number(0))])
        #expect(c.keyframes(of: track).keyTimes == [0, 0.25, 0.5, 1])
        #expect(c.keyframes(of: track).values == [.number(1), .number(1), .number(0), .number(0)])
    }

    /// A property animator runs its blocks when started, with delay factors, and tells its completions `.end`;
    /// stopped half-way, the view keeps what showed.
    @Test func propertyAnimator() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stage = Self.stage(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.y = 150 }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        stage.at(1) { animator.startAnimation() }
        stage.run(until: 3)
        #expect(abs(Self.y(stage, view, 1.5) - 100) < 1e-9)
        #expect(Self.opacity(stage, view, 1.25) == 1)
        #expect(abs(Self.opacity(stage, view, 1.75) - 0.5) < 1e-6)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)

        let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let s2 = Self.stage(other)
        let stopped = UIViewPropertyAnimator(duration: 1, curve: .linear) { other.center.y = 150 }
        var told: [UIViewAnimatingPosition] = []
        stopped.addCompletion { told.append($0) }
        s2.at(1) { stopped.startAnimation() }
        s2.at(1.5) { stopped.stopAnimation(true) }
        s2.run(until: 3)
        #expect(abs(Self.y(s2, other, 2) - 100) < 1e-9)
        #expect(told.isEmpty)
    }

    /// The scene file of a stage that uses every kind of UIKit animation (additive retargeting, a delay, a spring,
    /// keyframes, a property animator, repeat and autoreverse) is read back to the same presentation at every frame,
    /// so `animate sample` and every command see what the Swift code made.
    @Test func sceneFileRoundTrips() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300), scale: 1, fps: 30)
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        let c = UIView(frame: CGRect(x: 200, y: 0, width: 50, height: 50))
        stage.at(0) { [a, b, c].forEach { stage.window.addSubview($0) } }
        stage.at(0.1) {
            UIView.animate(withDuration: 1, delay: 0.2, options: .curveEaseOut) { a.center.y = 200 }
            UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 1, options: []) {
                b.frame = CGRect(x: 100, y: 100, width: 80, height: 30)
            }
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeCubic) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { c.alpha = 0.3 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { c.center.x = 150 }
            }
        }
        stage.at(0.6) { UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) { a.center.y = 50 } }
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7) { b.alpha = 0.5 }
        stage.at(1.2) {
            animator.startAnimation()
            UIView.animate(withDuration: 0.3, delay: 0, options: [.repeat, .autoreverse]) { c.transform = CGAffineTransform(rotationAngle: 0.5) }
        }
        stage.run(until: 2)
        let direct = try stage.composition()
        let read = try Composition.parse(try stage.sceneJSON())
        #expect(read.frameCount == direct.frameCount && read.frameCount > 0)
        for f in 0...read.frameCount {
            let t = read.time(ofFrame: f)
            #expect(read.tree.presentation(at: t) == direct.tree.presentation(at: t), "frame \(f)")
        }
    }

    /// UIKit colours and fonts as the docs give them.
    @Test func coloursAndFonts() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1) == .blue)
        #expect(UIColor(hue: 0.5, saturation: 0, brightness: 0.5, alpha: 1) == UIColor(white: 0.5, alpha: 1))
        #expect(UIColor.systemBlue.cgColor.color.hexString.lowercased().hasPrefix("#007aff"))
        #expect(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1).cgColor.color.red > 0.999)
        let text = CATextLayer()
        text.font = UIFont.systemFont(ofSize: 30, weight: .semibold)
        #expect(text.state.fontWeight == 600 && text.state.fontFamily == "Inter")
        text.font = UIFont(name: "Helvetica-Bold", size: 12)
        #expect(text.state.fontWeight == 700 && text.state.fontFamily == "Helvetica")
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
    }

    /// Boxed values: `NSValue(cgPoint:)` and `NSValue(caTransform3D:)` as an animation's values.
    @Test func boxedValues() throws {
        let t = CATransform3DMakeRotation(0.5, 0, 0, 1)
        #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
        let a = CGAffineTransform(rotationAngle: 0.25)
        #expect(NSValue(cgAffineTransform: a).cgAffineTransformValue == a)
        #expect(try ValueConversion.value(NSValue(cgPoint: CGPoint(x: 3, y: 4)), forKeyPath: "position") == .point(Point(x: 3, y: 4)))
        #expect(try ValueConversion.value(NSValue(caTransform3D: t), forKeyPath: "transform") == .transform(t))
        #expect(try ValueConversion.value(NSValue(cgRect: CGRect(x: 0, y: 0, width: 5, height: 6)), forKeyPath: "bounds")
                == .rect(Rect(x: 0, y: 0, width: 5, height: 6)))
    }
}

/// UIKit's views beyond animation: order, conversion, labels, images, corners.
@MainActor
struct UIKitViewTests {
    @Test func subviewOrder() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a); root.addSubview(b)
        root.insertSubview(c, belowSubview: a)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        root.bringSubviewToFront(c)
        #expect(root.subviews.last === c && root.layer.sublayers?.last === c.layer)
        root.sendSubviewToBack(b)
        #expect(root.subviews.first === b)
        root.insertSubview(b, aboveSubview: a)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0) })
        b.tag = 7
        #expect(root.viewWithTag(7) === b && root.viewWithTag(8) == nil)
    }

    /// A point through a moved, scaled child: (10, 10) in a 100-point view at (50, 20) scaled 2× about its centre
    /// is (50 + 50 + 2·(10 − 50), 20 + 50 + 2·(10 − 50)) = (20, −10) in the parent, and back.
    @Test func convertingPoints() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 100))
        parent.addSubview(child)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        let p = child.convert(CGPoint(x: 10, y: 10), to: parent)
        #expect(abs(p.x - 20) < 1e-9 && abs(p.y + 10) < 1e-9)
        let back = child.convert(p, from: parent)
        #expect(abs(back.x - 10) < 1e-9 && abs(back.y - 10) < 1e-9)
        let sibling = UIView(frame: CGRect(x: 200, y: 200, width: 10, height: 10))
        parent.addSubview(sibling)
        let q = child.convert(CGPoint(x: 10, y: 10), to: sibling)
        #expect(abs(q.x + 180) < 1e-9 && abs(q.y + 210) < 1e-9)
        #expect(child.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: parent) == CGRect(x: 0, y: -30, width: 200, height: 200))
    }

    /// A one-line label's text layer spans its width and is centred vertically, one line high.
    @Test func labelCentresItsText() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        label.text = "Hello"
        label.font = .boldSystemFont(ofSize: 20)
        label.textAlignment = .center
        label.textColor = .white
        let h = 20 * (0.96875 + 0.2421875)
        #expect(abs(label.textLayer.frame.height - h) < 1e-9)
        #expect(abs(label.textLayer.frame.midY - 25) < 1e-9 && label.textLayer.frame.width == 200)
        #expect(label.textLayer.state.string == "Hello" && label.textLayer.state.fontWeight == 700)
        #expect(label.textLayer.alignmentMode == .center && label.textLayer.fontSize == 20)
        label.numberOfLines = 0
        label.text = "a\nb"
        #expect(abs(label.textLayer.frame.height - 2 * h) < 1e-9 && label.textLayer.isWrapped)
    }

    /// Image sizes come from the file's header: a 3 × 2 PNG and a 5 × 4 JPEG, written here.
    @Test func imageSizes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]
        let pngURL = folder.appendingPathComponent("dot@2x.png")
        try Data(png).write(to: pngURL)
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0, 4, 0, 5, 1, 1, 0x11, 0]
        let jpegURL = folder.appendingPathComponent("photo.jpg")
        try Data(jpeg).write(to: jpegURL)
        let dot = try #require(UIImage(contentsOfFile: pngURL.path))
        #expect(dot.cgImage?.width == 3 && dot.cgImage?.height == 2 && dot.scale == 2 && dot.size == CGSize(width: 1.5, height: 1))
        let photo = try #require(UIImage(contentsOfFile: jpegURL.path))
        #expect(photo.size == CGSize(width: 5, height: 4))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("none.png").path) == nil)
        let view = UIImageView(image: photo)
        #expect(view.frame.size == CGSize(width: 5, height: 4) && view.layer.state.contents == jpegURL.standardizedFileURL.path)
        view.contentMode = .scaleAspectFit
        #expect(view.layer.contentsGravity == .resizeAspect)
    }

    /// Only the named corners are rounded: the top-left corner point is cut, the top-right one is on the path.
    @Test func roundingSomeCorners() {
        let p = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), byRoundingCorners: [.topLeft, .bottomRight],
                             cornerRadii: CGSize(width: 10, height: 30))
        let points = p.cgPath.path.elements.compactMap { e -> Point? in
            switch e {
            case .move(let q), .line(let q): q
            case .cubic(_, _, let q): q
            default: nil
            }
        }
        #expect(points.contains(Point(x: 100, y: 0)) && points.contains(Point(x: 0, y: 60)))
        #expect(!points.contains(Point(x: 0, y: 0)) && !points.contains(Point(x: 100, y: 60)))
        #expect(p.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
    }
}
