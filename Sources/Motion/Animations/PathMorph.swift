import Foundation
import Geometry

/// How a `path` animation blends two paths (the scene format's `morph` field).
///
/// Core Animation blends two paths element by element and is undefined when their element structures differ
/// (reference §10). `auto` keeps that rule where it is defined and goes beyond Core Animation elsewhere.
public enum PathMorph: String, Sendable, Hashable, CaseIterable {
    /// Element-wise when both paths have the same structure (Core Animation, bit for bit); otherwise the normalised
    /// morph of `PathMorphPair`, so any two shapes morph smoothly.
    case auto
    /// Core Animation's rule only: element-wise. Paths of different structure are an error where both are known when
    /// the animation is added; if they only meet while running (a from-value taken from the presentation), the value
    /// switches half-way.
    case elementwise
    /// Always the normalised morph, even for paths of the same structure (for two paths whose element-wise blend
    /// looks wrong, e.g. the same rectangle started at different corners).
    case resample

    /// Whether blending `from` and `to` in this mode needs `PathMorphPair`'s normalisation.
    public func needsNormalization(from: Path, to: Path) -> Bool {
        switch self {
        case .auto: !from.hasSameStructure(as: to)
        case .elementwise: false
        case .resample: true
        }
    }

    /// Whether Core Animation itself is undefined for a path animation between `from` and `to` (different element
    /// structures). For `validate --lint`: such a scene renders only because `animate` normalises the paths.
    public static func isUndefinedInCoreAnimation(from: Path, to: Path) -> Bool {
        !from.hasSameStructure(as: to)
    }

    /// The path at `amount` between `from` and `to` in this mode (no cache: compiled animations keep one).
    public func blend(_ from: Path, _ to: Path, amount p: Double) -> Path {
        if needsNormalization(from: from, to: to) { return PathMorphPair(from: from, to: to).path(at: p) }
        return from.blended(with: to, amount: p) ?? (p < 0.5 ? from : to)
    }
}

extension AnimatableValue {
    /// `interpolated(to:amount:)` with paths blended in `morph` mode; other values are unaffected.
    public func interpolated(to other: AnimatableValue, amount p: Double, morph: PathMorph) -> AnimatableValue {
        if case .path(let a) = self, case .path(let b) = other { return .path(morph.blend(a, b, amount: p)) }
        return interpolated(to: other, amount: p)
    }
}

/// A path animation's normalisation, kept for the animation's life so frames only blend: computed once when the
/// animation is compiled if both ends are known, else the first time the running animation meets its ends (a
/// `toValue`-only animation starts from the presentation value), and reused while they stay the same.
struct PreparedPathMorph: Sendable {
    let morph: PathMorph
    /// The last normalised pair, shared by the copies of this value (frames may be evaluated on several threads).
    let cache: PathMorphCache

    /// The prepared morph for a basic animation of paths whose `morph` mode may need normalisation; `nil` for other
    /// animations and for `elementwise`.
    init?(_ a: BasicAnimation) {
        guard a.morph != .elementwise else { return nil }
        let values = [a.fromValue, a.toValue, a.byValue].compactMap { $0 }
        guard values.contains(where: { if case .path = $0 { true } else { false } }) else { return nil }
        morph = a.morph
        cache = PathMorphCache()
        if case .path(let from)? = a.fromValue, case .path(let to)? = a.toValue,
           morph.needsNormalization(from: from, to: to) {
            _ = cache.pair(from: from, to: to)
        }
    }

    /// `from` blended into `to` at `amount` in this mode, through the cached normalisation when it needs one.
    func blend(_ from: AnimatableValue, _ to: AnimatableValue, amount p: Double) -> AnimatableValue {
        guard case .path(let a) = from, case .path(let b) = to, morph.needsNormalization(from: a, to: b) else {
            return from.interpolated(to: to, amount: p, morph: morph)
        }
        return .path(cache.pair(from: a, to: b).path(at: p))
    }

    /// Throws when `elementwise` meets two known paths of different structure (Core Animation is undefined there).
    static func check(_ a: BasicAnimation) throws(MotionError) {
        guard a.morph == .elementwise, case .path(let from)? = a.fromValue else { return }
        for case .path(let other)? in [a.toValue, a.byValue] where !from.hasSameStructure(as: other) {
            throw MotionError.pathStructureMismatch(keyPath: a.keyPath)
        }
    }
}

extension CompiledAnimation {
    /// A basic animation with its path morph prepared when it needs one (`LayerTree.commit` uses this for the
    /// animations transactions create).
    static func prepared(_ a: BasicAnimation, _ key: AnyLayerProperty) -> CompiledAnimation {
        if let m = PreparedPathMorph(a) { return .pathMorph(Keyed(a, key), m) }
        return .basic(Keyed(a, key))
    }
}

/// The most recent `PathMorphPair` of one animation, behind a lock.
final class PathMorphCache: @unchecked Sendable {
    private let lock = NSLock()
    private var last: PathMorphPair?

    /// The cached pair, if any (for tests).
    var cached: PathMorphPair? {
        lock.lock()
        defer { lock.unlock() }
        return last
    }

    /// The pair for `from` → `to`: the cached one when its ends are the same paths, else a new one (then cached).
    func pair(from: Path, to: Path) -> PathMorphPair {
        lock.lock()
        if let p = last, p.from == from, p.to == to {
            lock.unlock()
            return p
        }
        lock.unlock()
        // Normalise outside the lock: another thread may do the same work, never different work.
        let p = PathMorphPair(from: from, to: to)
        lock.lock()
        last = p
        lock.unlock()
        return p
    }
}
