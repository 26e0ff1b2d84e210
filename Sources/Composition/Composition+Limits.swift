import Geometry
import Motion

extension Composition {
    /// Checks the composition's layers, keyframes, path elements, duration and frame count against `limits` (the
    /// readers call this once read, and `Export` again after its options change the frame rate). The error names
    /// the layer or timeline entry at which a count passes its limit; for the duration and frame count
    /// `canvas.duration` when it is set, else the animation or transaction that ends last.
    public func checkLimits(_ limits: Limits = .current) throws {
        try checkLayerDepth()
        try checkLayerCount(limits)
        try checkReplicatedLayers(limits)
        try checkKeyframeCount(limits)
        try checkPathElements(limits)
        let fps = NumberText.format(canvas.fps)
        let durationLimit = NumberText.format(limits.maximumDuration)
        let blame: String
        if let d = canvas.duration {
            blame = "canvas.duration"
            guard d <= limits.maximumDuration else {
                throw LimitError(path: blame, "a scene lasts at most \(durationLimit) s (the limit; got \(NumberText.format(d)) s)")
            }
        } else {
            blame = latestEnd().map { $0.path } ?? "canvas.duration"
            let end = tree.endTime
            guard end <= limits.maximumDuration else {
                throw LimitError(path: blame, "ends at \(NumberText.format(end)) s: a scene lasts at most \(durationLimit) s (the limit; set canvas.duration to end it sooner)")
            }
        }
        let frames = (duration * canvas.fps).rounded()
        guard frames <= Double(limits.maximumFrames) else {
            throw LimitError(path: blame, "\(NumberText.format(duration)) s at \(fps) fps is \(NumberText.format(frames)) frames: at most \(limits.maximumFrames) (the limit; --max-frames raises it)")
        }
    }

    /// Checks that layers nest at most `Limits.maximumLayerDepth` deep (a top-level layer is level 1; a sublayer or
    /// a mask is one level deeper than its layer), without recursion: the error names the first layer, depth first,
    /// past the limit. Runs first, so the checks after it may recurse.
    public func checkLayerDepth() throws {
        var stack: [(layer: LayerState, depth: Int)] = tree.initialLayers.reversed().map { ($0, 1) }
        while let (l, depth) = stack.popLast() {
            guard depth <= Limits.maximumLayerDepth else {
                throw LimitError(path: timeline.layers[l.id]?.path ?? "layers", "layers nest more than \(Limits.maximumLayerDepth) deep (the limit)")
            }
            for s in l.sublayers.reversed() { stack.append((s, depth + 1)) }
            if let m = l.mask { stack.append((m, depth + 1)) }
        }
    }

    /// Checks the number of layers (masks and sublayers included, before replicators expand) against
    /// `limits.maximumLayers`. The error names the top-level layer at which the count passes the limit.
    public func checkLayerCount(_ limits: Limits = .current) throws {
        func count(_ l: LayerState) -> Int {
            1 + (l.mask.map(count) ?? 0) + l.sublayers.reduce(0) { $0 + count($1) }
        }
        var n = 0
        for l in tree.initialLayers {
            n += count(l)
            guard n <= limits.maximumLayers else {
                throw LimitError(path: timeline.layers[l.id]?.path ?? "layers", "more than \(limits.maximumLayers) layers in all (the limit)")
            }
        }
    }

    /// Checks the keyframes of every keyframe animation together (`KeyframeAnimation.keyframeCount`, groups'
    /// members included) against `limits.maximumSceneKeyframes`. The error names the animation at which the count
    /// passes the limit.
    public func checkKeyframeCount(_ limits: Limits = .current) throws {
        func count(_ a: Animation) -> Int {
            switch a {
            case .keyframe(let k): k.keyframeCount
            case .group(let g): g.animations.reduce(0) { $0 + count($1) }
            case .basic, .spring: 0
            }
        }
        var n = 0
        for entry in timeline.animations {
            n += count(entry.animation)
            guard n <= limits.maximumSceneKeyframes else {
                throw LimitError(path: entry.path, "more than \(limits.maximumSceneKeyframes) keyframes in all (the limit)")
            }
        }
    }

    /// Checks the number of path elements over the whole scene (every layer's `path` and `shadowPath`, masks
    /// included, and every path an animation or transaction carries) against `limits.maximumSceneElements`. The
    /// error names the layer or timeline entry at which the count passes the limit.
    public func checkPathElements(_ limits: Limits = .current) throws {
        var total = 0
        func add(_ n: Int, at path: @autoclosure () -> String) throws {
            total += n
            guard total <= limits.maximumSceneElements else {
                throw LimitError(path: path(), "the scene's paths have more than \(limits.maximumSceneElements) elements in all (the limit)")
            }
        }
        func count(_ v: AnimatableValue?) -> Int {
            if case .path(let p)? = v { return p.elements.count }
            return 0
        }
        func count(_ a: Animation) -> Int {
            switch a {
            case .basic(let b): count(b.fromValue) + count(b.toValue) + count(b.byValue)
            case .spring(let s): count(s.fromValue) + count(s.toValue) + count(s.byValue)
            case .keyframe(let k): k.values.reduce(0) { $0 + count($1) } + (k.path?.elements.count ?? 0)
            case .group(let g): g.animations.reduce(0) { $0 + count($1) }
            }
        }
        func visit(_ layers: [LayerState]) throws {
            for l in layers {
                try add((l.path?.elements.count ?? 0) + (l.shadowPath?.elements.count ?? 0),
                        at: timeline.layers[l.id]?.path ?? "layers")
                if let mask = l.mask { try visit([mask]) }
                try visit(l.sublayers)
            }
        }
        try visit(tree.model(at: 0))
        for entry in timeline.animations { try add(count(entry.animation), at: entry.path) }
        for entry in timeline.transactions {
            try add(entry.transaction.changes.reduce(0) { $0 + count($1.value) }, at: entry.path)
        }
    }

    /// The timeline entry (animation, or transaction with its implicit animations) that ends last, with its end in
    /// scene time.
    private func latestEnd() -> (path: String, end: Double)? {
        var best: (path: String, end: Double)? = nil
        for entry in timeline.animations {
            guard let interval = try? tree.activeInterval(of: entry.animation, onLayer: entry.layer, addedAt: entry.addedAt ?? 0) else { continue }
            if best == nil || interval.upperBound > best!.end { best = (entry.path, interval.upperBound) }
        }
        for entry in timeline.transactions {
            let latest = tree.activeIntervals(of: entry.transaction).map(\.upperBound).max() ?? entry.transaction.at
            if best == nil || latest > best!.end { best = (entry.path, latest) }
        }
        return best
    }
}
