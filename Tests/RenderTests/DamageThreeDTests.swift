import Geometry
import Motion
@testable import Render
import Testing

// `Damage.usesThreeD(_:besideFlat:)`: the 3-D test of a new tree that skips the subtrees it shares with a previous
// tree known to draw without 3-D. It must answer as the whole walk, `contains(where: Damage.usesThreeD)`, and in
// particular look into a shared subtree that the previous tree did not look into (under a hidden layer).

@Suite struct DamageThreeDTests {
    /// A layer tilted about the y axis (a transform that is not affine: the 3-D model).
    static var tilted: LayerState {
        var l = LayerState(id: "tilted")
        l.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        var m = Transform3D.identity
        m.m34 = -1 / 500
        l.transform = m
        return l
    }

    static func parent(hidden: Bool, _ sublayers: [LayerState]) -> LayerState {
        var p = LayerState(id: "parent")
        p.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
        p.isHidden = hidden
        p.sublayers = sublayers
        return p
    }

    @Test func aSharedSubtreeUnderAHiddenLayerIsLookedInto() {
        let child = Self.tilted
        #expect(child.usesThreeD)
        let old = [Self.parent(hidden: true, [child])]
        let new = [Self.parent(hidden: false, [child])]  // the same child storage, now drawn
        #expect(!old.contains(where: Damage.usesThreeD))
        #expect(new.contains(where: Damage.usesThreeD))
        #expect(Damage.usesThreeD(new, besideFlat: old))
    }

    @Test func aSharedDrawnSubtreeIsSkippedAndAChangedOneIsNot() {
        var flat = LayerState(id: "flat")
        flat.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        let old = [Self.parent(hidden: false, [flat, flat])]
        // The same storage: nothing to look into.
        #expect(!Damage.usesThreeD(old, besideFlat: old))
        // The second sublayer replaced by a tilted one: found.
        let new = [Self.parent(hidden: false, [flat, Self.tilted])]
        #expect(Damage.usesThreeD(new, besideFlat: old))
        // A different number of roots: the whole walk.
        #expect(Damage.usesThreeD(new + new, besideFlat: old))
        // A tilted mask.
        var masked = Self.parent(hidden: false, [flat, flat])
        masked.mask = Self.tilted
        #expect(Damage.usesThreeD([masked], besideFlat: old))
    }
}
