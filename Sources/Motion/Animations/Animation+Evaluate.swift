/// Evaluating any animation on a layer state.
extension Animation {
    /// Applies the animation at parent time `t` onto `presentation` (`model` supplies from-only animations' end
    /// values). `defaultDuration` replaces a duration ≤ 0 (0.25 s at top level). Top-level `beginTime` is taken as it
    /// is here (`LayerTree.add` is what rewrites 0 to the moment of adding).
    ///
    /// - Throws: `MotionError` for key paths or values that do not fit the layer's type.
    public func apply(to presentation: inout LayerState, model: LayerState, at t: Double,
                      defaultDuration: Double = MediaTiming.defaultDuration) throws
    {
        try CompiledAnimation(self, layerType: presentation.type)
            .apply(to: &presentation, model: model, at: t, defaultDuration: defaultDuration)
    }
}
