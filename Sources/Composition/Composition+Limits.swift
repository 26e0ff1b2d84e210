import Motion

extension Composition {
    /// Checks the composition's duration and frame count against `limits` (the readers call this once read, and
    /// `Export` again after its options change the frame rate). The error names `canvas.duration` when it is set,
    /// else the animation or transaction that ends last.
    public func checkLimits(_ limits: Limits = .current) throws {
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

    /// The timeline entry (animation, or transaction with its implicit animations) that ends last, with its end in
    /// scene time.
    private func latestEnd() -> (path: String, end: Double)? {
        var best: (path: String, end: Double)? = nil
        for entry in timeline.animations {
            guard let interval = try? tree.activeInterval(of: entry.animation, onLayer: entry.layer) else { continue }
            if best == nil || interval.upperBound > best!.end { best = (entry.path, interval.upperBound) }
        }
        for entry in timeline.transactions {
            let latest = entry.transaction.at + max(entry.transaction.duration, 0)
            if best == nil || latest > best!.end { best = (entry.path, latest) }
        }
        return best
    }
}
