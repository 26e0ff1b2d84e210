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

    /// The placement of a `width × height` pixel image in a layer with `bounds` and `gravity`, drawn at `scale`
    /// pixels per point through `layerToDevice`; `nil` when the image covers nothing (an empty or non-finite rect).
    init?(gravity: String, bounds: Rect, width: Int, height: Int, scale: Double, layerToDevice t: AffineTransform) {
        let iw = Double(width), ih = Double(height)
        let dest = Renderer.imageRect(gravity: gravity, bounds: bounds, imageSize: Size(width: iw / scale, height: ih / scale))
        guard dest.width > 0, dest.height > 0, dest.width.isFinite, dest.height.isFinite else { return nil }
        let sx = dest.width / iw, sy = dest.height / ih
        rect = dest
        pixelToDevice = AffineTransform(
            a: t.a * sx, b: t.b * sx, c: t.c * sy, d: t.d * sy,
            tx: t.a * dest.minX + t.c * dest.minY + t.tx, ty: t.b * dest.minX + t.d * dest.minY + t.ty)
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
    }

    /// What determines the pixels of an image resampled onto device pixels (`Renderer.drawImage`, which caches
    /// them): the image, the map from its pixels to the box it is drawn into, and the box's size.
    struct ResampledKey: Hashable {
        var image: String
        /// The replicator colour the image's pixels were multiplied by (`LayerState.contentsMultiplier`).
        var multiplier: Color
        var matrix: [Double]
        var width: Int, height: Int
    }
}
