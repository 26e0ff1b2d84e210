import CCairo
import Geometry
import Motion

/// A gradient layer masked by a gradient layer of the same geometry, drawn as ONE gradient (docs/lottie-speed.md,
/// round 9). lottie-ios translates a gradient with opacity stops this way (`GradientRenderLayer`: the colour stops on
/// one `CAGradientLayer`, the opacity stops on a second one of the same frame and points that masks it;
/// Sources/Lottie/LottieTranslator+Gradient.swift), and any scene of the same structure gets the same path.
///
/// The general way (`drawComposited`) rasterises both gradients, the mask into an A8 group, and composites the colour
/// through it: `IN(c, m) = c · m / 255` per channel, pixman's `UN8x4_MUL_UN8`, then that group onto the backdrop with
/// the layer's opacity. When the two gradients have the same type, points, bounds and device matrix, a device pixel
/// finds the same table index in both (`gradientSource` computes the index from the pixel's position and the
/// geometry alone), so `IN(c, m)` is a function of the index: the colour table multiplied entry by entry by the
/// mask table's alpha with pixman's rounding (`GradientTable.masked(by:)`). One raster of that table, painted with
/// the layer's opacity, gives the general way's bytes, without the mask raster and the two groups.
extension Renderer {
    /// Draws `layer` through `mask` as one gradient and returns true, or returns false having drawn nothing when the
    /// pair is not such a pair. The caller has clipped to the layer's group box (`clipToDeviceBox`) and checked that
    /// the layer has no shadow, compositing filter or effects.
    ///
    /// Conditions, each what makes the general way's result `IN(c, m)` with `c`, `m` the two tables at one index:
    /// - both are gradient layers that draw nothing but their gradient (no background, contents, sublayers, border,
    ///   corner radius or `masksToBounds`), so the content group is the colour gradient and the mask group its alpha;
    /// - the mask is drawn as a plain sublayer would be, with nothing of its own compositing (opacity 1, no mask,
    ///   shadow, compositing filter, effects; double-sided; no 3-D), at exactly the layer's own coordinates (its
    ///   transform to the layer is the identity, its bounds the layer's), so the device matrix is the same;
    /// - the same gradient type, start and end points (and focal point for a radial gradient);
    /// - the bounds cover the whole group box in device space, so that filling them equals painting the box (an
    ///   edge of the bounds inside the box would multiply the coverage in twice, once in each group);
    /// - both ramps have two stops or more and the gradient is not a degenerate axial one (one colour), for which
    ///   the general way is left to do what it does.
    func drawGradientMaskedByGradient(_ layer: LayerState, mask: LayerState, opacity: Double,
                                      deviceBox box: PixelBox) throws -> Bool {
        guard gradientMaskFastPath,
              Self.drawsOnlyItsGradient(layer), Self.drawsOnlyItsGradient(mask),
              !mask.isHidden, min(mask.opacity, 1) == 1, mask.mask == nil, !mask.castsShadow,
              mask.compositingFilter == nil, mask.effects.isEmpty, mask.isDoubleSided, !mask.needsThreeDDrawing,
              mask.gradientType == layer.gradientType, mask.startPoint == layer.startPoint,
              mask.endPoint == layer.endPoint,
              layer.gradientType != .radial || mask.radialFocalPoint == layer.radialFocalPoint
        else { return false }
        let b = layer.bounds.standardized
        guard mask.bounds.standardized == b, mask.transformToSuperlayer == .identity, contains(b, box),
              let alpha = ColorRamp(colors: mask.colors, locations: mask.locations, space: mask.gradientColorSpace),
              ColorRamp(colors: layer.colors, locations: layer.locations, space: layer.gradientColorSpace) != nil
        else { return false }
        // `nil`: nothing visible, a flat ellipse, a matrix without inverse: the general way draws nothing either.
        guard let source = try gradientSource(layer, bounds: b, coverage: maskCoverage, alpha: alpha) else { return true }
        if case .solid = source { return false }  // nothing drawn yet
        gradientMaskFastDraws += 1
        let cr = context.handle
        setSource(source)
        // The general way paints the group of `IN(c, m)` with the layer's opacity; the image holds the same pixels
        // over the box and is transparent around it, as the group is.
        if opacity < 1 { cairo_paint_with_alpha(cr, opacity) } else { cairo_paint(cr) }
        try context.status("cairo_paint (gradient layer '\(layer.id)' through its gradient mask)")
        return true
    }

    /// Whether a gradient layer draws its gradient and nothing else (`drawBody`): no background, contents,
    /// sublayers, border, rounded shape or clip.
    static func drawsOnlyItsGradient(_ layer: LayerState) -> Bool {
        layer.type == .gradient && (layer.backgroundColor.map { $0.alpha == 0 } ?? true) && layer.contents == nil
            && layer.sublayers.isEmpty && layer.borderWidth == 0 && layer.cornerRadius <= 0 && !layer.masksToBounds
    }

    /// Whether `rect` (user space) contains, under the current matrix, every device pixel of `box`: the box's
    /// corners mapped back to user space lie within it (both are convex, so the corners decide).
    func contains(_ rect: Rect, _ box: PixelBox) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(context.handle, &m)
        guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { return false }
        for (x, y) in [(box.x0, box.y0), (box.x1, box.y0), (box.x0, box.y1), (box.x1, box.y1)] {
            var u = Double(x), v = Double(y)
            cairo_matrix_transform_point(&m, &u, &v)
            guard u >= rect.minX, u <= rect.maxX, v >= rect.minY, v <= rect.maxY else { return false }
        }
        return true
    }
}
