import Geometry

/// Where a layer's image contents land on the device, and whether drawing them resamples the image.
///
/// An image whose pixels map one to one onto whole device pixels is copied (`isPixelExact`); any other placement
/// (scaled, rotated, shifted by a fraction of a pixel) samples it through a transformed pattern. Pixman's sampling
/// of such a pattern depends on the origin of the surface drawn into (Cairo fixes the transform at the centre of
/// the composite extents, and pixman steps in 16.16 fixed point from the first pixel of each span): drawn straight
/// into a partial redraw's surface, an image came out a level off here and there from a full redraw, even with the
/// whole image inside the redrawn box. So `Renderer` resamples such an image on its own into a surface over its
/// device box on the canvas (cached by `ResampledKey`) and copies that onto the canvas: the same bytes whatever part
/// of the canvas is drawn, and `Damage` need not grow over images.
struct ImagePlacement {
    /// The image's rectangle in the layer's coordinates (`Renderer.imageRect` for the layer's `contentsGravity`).
    let rect: Rect
    /// The map from image pixels to device pixels.
    let pixelToDevice: AffineTransform

    /// The part of the image drawn, in its pixels (`LayerState.contentsRect` scaled by the image's size).
    let source: Rect

    /// The placement of the `contentsRect` part of a `width × height` pixel image in a layer with `bounds` and
    /// `gravity`, drawn at `scale` pixels per point through `layerToDevice`; `nil` when it covers nothing (an empty
    /// or non-finite rect, or a `contentsRect` with no width or height).
    ///
    /// As `CALayer.contentsRect`: the part is placed by the gravity as if it were the whole image (its size in
    /// points is its size in pixels over `scale`); where it reaches outside the image, the image's edge pixels extend
    /// outwards (the pattern's `CAIRO_EXTEND_PAD`).
    init?(gravity: String, bounds: Rect, width: Int, height: Int, contentsRect c: Rect, scale: Double,
          layerToDevice t: AffineTransform) {
        let iw = Double(width), ih = Double(height)
        let src = Rect(x: c.minX * iw, y: c.minY * ih, width: c.width * iw, height: c.height * ih)
        guard src.width > 0, src.height > 0, src.width.isFinite, src.height.isFinite, src.minX.isFinite, src.minY.isFinite
        else { return nil }
        let dest = Renderer.imageRect(gravity: gravity, bounds: bounds,
                                      imageSize: Size(width: src.width / scale, height: src.height / scale))
        guard dest.width > 0, dest.height > 0, dest.width.isFinite, dest.height.isFinite else { return nil }
        let sx = dest.width / src.width, sy = dest.height / src.height
        // Where image pixel (0, 0) lands in the layer: the part's corner goes to the rectangle's.
        let ox = dest.minX - src.minX * sx, oy = dest.minY - src.minY * sy
        rect = dest
        source = src
        pixelToDevice = AffineTransform(
            a: t.a * sx, b: t.b * sx, c: t.c * sy, d: t.d * sy,
            tx: t.a * ox + t.c * oy + t.tx, ty: t.b * ox + t.d * oy + t.ty)
    }

    /// The tolerances `Renderer` copies an image within: scale and shear within 10⁻⁹ of the identity, translation
    /// within 10⁻⁶ of whole pixels.
    static let rendererTolerance = (linear: 1e-9, translation: 1e-6)
    /// Tighter tolerances for `Damage`, whose transform is composed in another order than Cairo's matrix: whatever
    /// it calls pixel-exact, the renderer does too (the two differ by far less than the gap).
    static let damageTolerance = (linear: 1e-10, translation: 1e-7)

    /// Whether the image is copied pixel for pixel (identity scale, no rotation, whole-pixel translation).
    func isPixelExact(tolerance: (linear: Double, translation: Double) = rendererTolerance) -> Bool {
        let m = pixelToDevice
        return abs(m.a - 1) < tolerance.linear && abs(m.d - 1) < tolerance.linear
            && abs(m.b) < tolerance.linear && abs(m.c) < tolerance.linear
            && abs(m.tx - m.tx.rounded()) < tolerance.translation && abs(m.ty - m.ty.rounded()) < tolerance.translation
            && source.minX == source.minX.rounded() && source.minY == source.minY.rounded()
            && source.width == source.width.rounded() && source.height == source.height.rounded()
    }

    /// What determines the pixels of an image resampled onto device pixels (`Renderer.drawImage`, which caches
    /// them): the image, the map from its pixels to the box it is drawn into, and the box's size.
    struct ResampledKey: Hashable {
        var image: String
        /// The replicator colour the image's pixels were multiplied by (`LayerState.contentsMultiplier`).
        var multiplier: Color
        var matrix: [Double]
        /// The part of the image drawn (`ImagePlacement.source`).
        var source: [Double]
        var width: Int, height: Int
    }
}
