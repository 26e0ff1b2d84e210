import Geometry
import Motion
import PathBoolean

/// `--lottie-semantics after-effects`: a layer's masks combined as After Effects' mask modes combine them, where one
/// of them is Difference (`mode: "f"`).
///
/// After Effects User Guide, "Mask modes": each mask, from the top of the list, combines its region with the
/// regions of the masks above it: Add (`a`) adds it, Subtract (`s`) subtracts it, Intersect (`i`) keeps the
/// overlap, Lighten (`l`) and Darken (`d`) add and intersect with the higher and the lower opacity, Difference
/// (`f`) "adds to the masks above it, but areas where the mask intersects masks above it are subtracted" (their
/// exclusive or). rlottie, ThorVG (`LottieMaskMethod::Difference`) and Skia's skottie draw Difference so;
/// lottie-ios draws it as Intersect (`MaskMode.usableMode`) and lottie-web's SVG masks as Add. The first mask
/// combines with nothing, or, subtracted, with the whole layer; an inverted mask is the whole layer outside it.
///
/// For masks that are fully opaque, sharp and not expanded, Lighten is Add and Darken is Intersect, and the whole
/// stack is one region: it is computed with PathBoolean (GEOS), at every whole frame when a mask is animated
/// (After Effects renders frame times; the vertices of a boolean result do not correspond from one keyframe to the
/// next), and masks the layer as one path. Otherwise the masks are drawn as under `lottie-ios`, with a warning at
/// the difference mask's mode.
extension LottieTranslator {
    /// The masks' region, or `nil` when they are drawn by `maskComposition`: not `after-effects`, no Difference
    /// mask, or a mask with an opacity, a feather or an expansion.
    func afterEffectsMaskRegion(_ masks: [MaskModel], size: Size, context: TimeContext) -> LayerNode? {
        guard options.semantics == .afterEffects, let difference = masks.first(where: { $0.mode == .difference })
        else { return nil }
        guard masks.allSatisfy({ $0.opacity == nil && $0.feather == nil && $0.expansion == nil }) else {
            warn(difference.path + ".mode", "mask mode difference beside masks with an opacity, a feather or an expansion is drawn as intersect (as lottie-ios draws it)")
            return nil
        }
        let curved = masks.map(\.shape.curvedSegments)
        let modes = masks.map { $0.mode }, inverted = masks.map(\.inverted), at = masks[0].path
        let animated = masks.contains { $0.shape.isAnimated }
        let inputs = combined(masks.map { $0.shape.map { PathInput.shape($0) } }, forceManual: animated,
                              wholeFrames: animated) { PathInputs(values: $0) }
        let layer = LayerNode(id(at + ".region"), type: .shape, size: size)
        layer.state.fillRule = .evenOdd
        layer.set("path", PropertyAnimation.translate(inputs, keyPath: "path", context: context) { v in
            let shapes = v.values.enumerated().map { k, input -> Path in
                guard case .shape(let s) = input else { return .empty }
                var b = Path.Builder()
                s.append(to: &b, curved: curved[k])
                return b.build()
            }
            do {
                return .path(try MaskMode.region(of: shapes, modes: modes, inverted: inverted))
            } catch {
                self.warn(at, "the masks could not be combined (\(error)): the layer is drawn unmasked")
                return .path(Path.rect(LottieTranslator.veryLargeRect))
            }
        })
        let composition = LayerNode(id(at + ".composition"), size: size)
        composition.sublayers.append(layer)
        return composition
    }
}

extension MaskMode {
    /// After Effects' region of a mask stack (`LottieTranslator.afterEffectsMaskRegion`), each mask a region of
    /// its path's non-zero winding.
    static func region(of shapes: [Path], modes: [MaskMode], inverted: [Bool]) throws(PathBooleanError) -> Path {
        let whole = Path.rect(LottieTranslator.veryLargeRect), tolerance = Path.defaultBooleanTolerance
        var region: Path? = nil
        for (k, shape) in shapes.enumerated() where modes[k] != .none {
            let mask = inverted[k] ? try whole.combined(with: shape, .subtract, tolerance: tolerance) : shape
            let operation: PathBooleanOperation
            switch modes[k] {
            case .add, .lighten, .none: operation = .union
            case .subtract: operation = .subtract
            case .intersect, .darken: operation = .intersect
            case .difference: operation = .xor
            }
            if let soFar = region {
                region = try soFar.combined(with: mask, operation, tolerance: tolerance)
            } else {
                // The first mask: subtracted from the whole layer, or (added, intersected with the whole layer,
                // or-ed with nothing) its own region.
                region = try (operation == .subtract ? whole : .empty).combined(
                    with: mask, operation == .subtract ? .subtract : .union, tolerance: tolerance)
            }
        }
        return region ?? .empty
    }
}
