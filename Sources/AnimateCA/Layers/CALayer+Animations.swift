import Foundation
import Motion

extension CALayer {
    /// Adds a copy of `anim` under `key` (a `nil` key is unique), replacing the animation under that key, which stops
    /// unfinished. `file`/`line` (defaulted) name the call in diagnostics, errors and the scene file.
    public func add(_ anim: CAAnimation, forKey key: String?, file: StaticString = #fileID, line: UInt = #line) {
        guard !isPresentationCopy else { return }
        let copy = anim.duplicate()
        let source = SourceLocation(file, line)
        if let stage {
            stage.record(copy, on: self, forKey: key, source: source, implicit: false)
        } else {
            // Not in a stage's window yet: added when the layer is first committed.
            if let key { unrecordedAdds.removeAll { $0.key == key } }
            unrecordedAdds.append((key, copy, source))
        }
    }

    /// A copy of the animation under `key`, its `beginTime` filled in as Core Animation fills it.
    public func animation(forKey key: String) -> CAAnimation? {
        if let a = attached.last(where: { $0.key == key }) { return a.animation.duplicate() }
        return unrecordedAdds.last { $0.key == key }?.animation.duplicate()
    }

    /// The keys of the attached animations, in the order they were added (finished ones that fill forwards with
    /// `isRemovedOnCompletion = false` included).
    public func animationKeys() -> [String]? {
        let keys = attached.compactMap(\.key) + unrecordedAdds.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    public func removeAnimation(forKey key: String) {
        guard !isPresentationCopy else { return }
        unrecordedAdds.removeAll { $0.key == key }
        stage?.removeAnimations(from: self, key: key)
    }

    public func removeAllAnimations() {
        guard !isPresentationCopy else { return }
        unrecordedAdds.removeAll()
        stage?.removeAnimations(from: self, key: nil)
    }
}
