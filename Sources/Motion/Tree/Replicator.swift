import Geometry

/// `CAReplicatorLayer`: a layer that draws `instanceCount` copies of its sublayers, each copy with its own
/// transform, time and colour. As Core Animation's header (`CAReplicatorLayer.h`) and Apple's class documentation
/// describe it:
///
/// - `instanceCount`: "the number of copies to create, including the source object"; default 1 (no extra copy).
/// - `instanceTransform`: "the matrix applied to instance k-1 to produce instance k", so instance k is drawn with
///   its k-th power; "applied relative to the center of the replicator layer, i.e. the superlayer of each replicated
///   sublayer". `animate` applies it about the replicator's anchor point, as `sublayerTransform` (the centre for the
///   default anchor point (0.5, 0.5); with another anchor point, which of the two Core Animation uses is
///   UNCONFIRMED).
/// - `instanceDelay`: "the temporal delay between replicated copies": instance k's sublayers live at the
///   replicator's local time minus `k × instanceDelay` (their animations, implicit ones included, run that much
///   later; model changes happen at the same moment for every instance).
/// - `instanceColor`: "the color to multiply the first object by (the source object)"; default opaque white.
/// - `instanceRedOffset` … `instanceAlphaOffset`: "the color components added to the color of instance k-1 to
///   produce the modulation color of instance k", so instance k is multiplied by `instanceColor + k × offset`,
///   each component clamped to 0…1.
///
/// Every one of them is animatable. The copies are drawn instance by instance (all sublayers of instance 0, then of
/// instance 1, …), after the replicator's own background and before its border, as sublayers are.
///
/// Sources: `CAReplicatorLayer.h` (QuartzCore), developer.apple.com/documentation/quartzcore/careplicatorlayer.
///
/// How `animate` draws them: the presentation tree (`LayerTree.presentation(at:)`) replaces a replicator's
/// sublayers with one plain container layer per instance (`replicaContainer`), which holds that instance's copies
/// of the sublayers, evaluated at the instance's time and multiplied by its colour. The renderer and damage regions
/// see ordinary layers.
///
/// The colour multiplies everything a layer of the copy draws, alpha included: every colour it draws with
/// (background, border, fill, stroke, gradient colours, text, shadow) and its image `contents`, pixel by pixel
/// (`contentsMultiplier`, which the renderer applies). Masks are not multiplied (only their alpha matters, and the
/// masked content already is).
extension LayerState {
    /// The colour instance `k` is multiplied by: `instanceColor` plus `k` times each offset, each component
    /// clamped to 0…1.
    public func instanceModulation(_ k: Int) -> Color {
        let n = Double(k)
        func channel(_ base: Double, _ offset: Double) -> Double {
            let v = base + n * offset
            return v.isNaN ? 0 : min(max(v, 0), 1)
        }
        return Color(red: channel(instanceColor.red, instanceRedOffset),
                     green: channel(instanceColor.green, instanceGreenOffset),
                     blue: channel(instanceColor.blue, instanceBlueOffset),
                     alpha: channel(instanceColor.alpha, instanceAlphaOffset))
    }

    /// `instanceTransform` to the power `k` (identity for 0), multiplied out one step at a time as instance k is
    /// instance k − 1 transformed.
    public func instanceTransform(power k: Int) -> Transform3D {
        var m = Transform3D.identity
        var i = 0
        while i < k {
            m = m.concatenating(instanceTransform)
            i += 1
        }
        return m
    }

    /// The id of the container that holds instance `k` of the replicator `id` in a presentation tree.
    public static func replicaID(_ id: String, instance k: Int) -> String { "\(id)#\(k)" }

    /// The plain layer that holds instance `k` of this replicator: it fills the replicator's bounds, is transformed
    /// by `instanceTransform(power: k)` about the replicator's anchor point, and holds `sublayers` (the instance's
    /// copies, already evaluated at its time) multiplied by `instanceModulation(k)`.
    func replicaContainer(_ k: Int, sublayers: [LayerState]) -> LayerState {
        var c = LayerState(id: LayerState.replicaID(id, instance: k))
        c.bounds = bounds
        c.anchorPoint = anchorPoint
        c.position = anchorInBounds
        c.transform = instanceTransform(power: k)
        let m = instanceModulation(k)
        c.sublayers = m == .white ? sublayers : sublayers.map { $0.modulated(by: m) }
        return c
    }

    /// This layer tree with every colour it draws with, and its image contents, multiplied by `m` (component by
    /// component, alpha included); masks are left as they are.
    public func modulated(by m: Color) -> LayerState {
        func mul(_ c: Color) -> Color {
            Color(red: c.red * m.red, green: c.green * m.green, blue: c.blue * m.blue, alpha: c.alpha * m.alpha)
        }
        var s = self
        s.backgroundColor = backgroundColor.map(mul)
        s.borderColor = mul(borderColor)
        s.fillColor = fillColor.map(mul)
        s.strokeColor = strokeColor.map(mul)
        s.colors = colors.map(mul)
        s.foregroundColor = mul(foregroundColor)
        s.shadowColor = shadowColor.map(mul)
        if contents != nil { s.contentsMultiplier = mul(contentsMultiplier) }
        s.sublayers = sublayers.map { $0.modulated(by: m) }
        return s
    }
}
