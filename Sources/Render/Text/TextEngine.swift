import CCairo
import CPango
import Foundation
import Geometry
import Motion

/// Text with Pango (HarfBuzz shaping, FreeType glyphs) on Cairo, with pinned fonts: a private fontconfig
/// configuration that holds only the fonts the set-up installs (Inter for Latin, Nanum for Korean, in
/// `pinnedFontDirectories`) and the font files scenes name, never the machine's other fonts, so text renders the
/// same wherever the set-up ran. Hinting is off and metrics are unhinted, so layout does not depend on the scale.
///
/// A family the configuration does not hold falls back to `fallbackFamily` (`resolvedFamily(for:)` says so, for a
/// lint warning); characters the chosen font lacks (Hangul in Inter) come from the other pinned fonts, in the
/// configuration's order.
///
/// One engine is used by one thread at a time.
public final class TextEngine: TextMeasuring {
    /// Where the set-up's fonts are (Debian's fonts-inter and fonts-nanum; fonts-liberation, fonts-kristi and
    /// fonts-urw-base35 (Nimbus Sans) for Lottie text, which names Apple's fonts or a script font: docs/lottie.md,
    /// "Fonts"). Those last in the order, so they supply no glyph the others have.
    public static let pinnedFontDirectories = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/nanum",
                                               "/usr/share/fonts/truetype/liberation", "/usr/share/fonts/truetype/kristi",
                                               "/usr/share/fonts/opentype/urw-base35"]
    public static let fallbackFamily = "Inter"

    /// The private configuration's XML: cache folders only. Fonts are added by `FcConfigAppFontAddDir`.
    static let cacheConfiguration = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <cachedir prefix="xdg">fontconfig</cachedir>
          <cachedir>\(NSTemporaryDirectory())animate-fontconfig</cachedir>
        </fontconfig>
        """

    private let config: OpaquePointer
    private let fontMap: OpaquePointer
    private let context: OpaquePointer
    private var fileFamilies: [String: String] = [:]
    /// Families the configuration holds.
    public private(set) var families: Set<String> = []
    /// Pinned directories that were missing (text then falls back to whatever the others hold).
    public private(set) var missingDirectories: [String] = []

    public init() throws {
        guard let config = FcConfigCreate() else { throw RenderError(call: "FcConfigCreate", status: "returned NULL") }
        self.config = config
        // Only where fontconfig may keep its caches (the user's, else a temporary folder); no fonts, no rules.
        _ = FcConfigParseAndLoadFromMemory(config, Self.cacheConfiguration, FcFalse)
        for dir in Self.pinnedFontDirectories {
            if FileManager.default.fileExists(atPath: dir) {
                _ = FcConfigAppFontAddDir(config, dir)
            } else {
                missingDirectories.append(dir)
            }
        }
        _ = FcConfigBuildFonts(config)
        guard let map = animate_font_map_new(config) else {
            FcConfigDestroy(config)
            throw RenderError(call: "pango_cairo_font_map_new_for_font_type", status: "returned NULL")
        }
        fontMap = map
        guard let ctx = pango_font_map_create_context(map) else {
            animate_g_object_unref(UnsafeMutableRawPointer(map))
            FcConfigDestroy(config)
            throw RenderError(call: "pango_font_map_create_context", status: "returned NULL")
        }
        context = ctx
        // Positions at Pango's full precision, not rounded to whole points: layout independent of the scale.
        pango_context_set_round_glyph_positions(ctx, 0)
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            pango_cairo_context_set_font_options(ctx, options)
            cairo_font_options_destroy(options)
        }
        refreshFamilies()
    }

    deinit {
        animate_g_object_unref(UnsafeMutableRawPointer(context))
        animate_g_object_unref(UnsafeMutableRawPointer(fontMap))
        FcConfigDestroy(config)
    }

    private func refreshFamilies() {
        families = []
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return }
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[i] else { continue }
            var value: UnsafeMutablePointer<FcChar8>? = nil
            var k: Int32 = 0
            while FcPatternGetString(pattern, FC_FAMILY, k, &value) == FcResultMatch, let v = value {
                families.insert(String(cString: v))
                k += 1
            }
        }
    }

    /// Adds a font file to the pinned set and returns its family name (nil when fontconfig cannot read it).
    @discardableResult
    public func addFontFile(_ path: String) -> String? {
        if let f = fileFamilies[path] { return f }
        guard FcConfigAppFontAddFile(config, path) == FcTrue else { return nil }
        var count: Int32 = 0
        guard let pattern = FcFreeTypeQuery(path, 0, nil, &count) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var value: UnsafeMutablePointer<FcChar8>? = nil
        guard FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let v = value else { return nil }
        let family = String(cString: v)
        fileFamilies[path] = family
        animate_font_map_config_changed(fontMap)
        refreshFamilies()
        return family
    }

    /// The family text of `layer` uses, and whether that is a fallback for a family the pinned fonts lack.
    public func resolvedFamily(for layer: LayerState) -> (family: String, isFallback: Bool) {
        if let file = layer.fontFile, let f = addFontFile(file) { return (f, false) }
        if families.contains(layer.fontFamily) { return (layer.fontFamily, false) }
        return (Self.fallbackFamily, true)
    }

    // MARK: Layout

    static let pangoScale = Double(animate_pango_scale())

    /// A Pango layout for the layer's text; the caller unrefs it. `width` (points) wraps or truncates.
    func makeLayout(_ layer: LayerState, width: Double?) -> OpaquePointer? {
        guard let layout = pango_layout_new(context) else { return nil }
        let desc = pango_font_description_new()
        pango_font_description_set_family(desc, resolvedFamily(for: layer).family)
        pango_font_description_set_absolute_size(desc, max(layer.fontSize, 0) * Self.pangoScale)
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(max(100, min(900, layer.fontWeight)))))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_text(layout, layer.string, -1)
        if !layer.fontKerning || layer.fontTracking != 0, let attrs = pango_attr_list_new() {
            // OpenType's `kern` feature off: Core Text's "no kerning is done at all" (`kCTKernAttributeName` 0).
            if !layer.fontKerning, let kern = pango_attr_font_features_new("kern 0") { pango_attr_list_insert(attrs, kern) }
            // Tracking: Pango's letter spacing, added between graphemes (none before a line's first or after its last).
            if layer.fontTracking != 0,
               let spacing = pango_attr_letter_spacing_new((layer.fontTracking * Self.pangoScale).clampedInt32(rounding: .toNearestOrAwayFromZero)) {
                pango_attr_list_insert(attrs, spacing)
            }
            pango_layout_set_attributes(layout, attrs)
            pango_attr_list_unref(attrs)
        }
        switch layer.alignmentMode {
        case .natural, .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        if let width, width > 0 {
            pango_layout_set_width(layout, (width * Self.pangoScale).clampedInt32(rounding: .toNearestOrAwayFromZero))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            let ellipsize: PangoEllipsizeMode
            switch layer.truncationMode {
            case .none: ellipsize = PANGO_ELLIPSIZE_NONE
            case .start: ellipsize = PANGO_ELLIPSIZE_START
            case .middle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
            case .end: ellipsize = PANGO_ELLIPSIZE_END
            }
            pango_layout_set_ellipsize(layout, ellipsize)
            if ellipsize != PANGO_ELLIPSIZE_NONE && layer.isWrapped {
                pango_layout_set_height(layout, (layer.bounds.height * Self.pangoScale).clampedInt32(rounding: .toNearestOrAwayFromZero))
            }
        }
        return layout
    }

    /// The width text is laid out in: the bounds' width when the text wraps, truncates or aligns within it.
    func layoutWidth(_ layer: LayerState) -> Double? {
        let w = layer.bounds.width
        guard w > 0 else { return nil }
        if layer.isWrapped || layer.truncationMode != .none { return w }
        return nil
    }

    public func metrics(of layer: LayerState) -> TextMetrics {
        var l = layer
        if !l.isWrapped { l.truncationMode = .none }
        guard let layout = makeLayout(l, width: l.isWrapped ? layoutWidth(l) : nil) else {
            return TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0)
        }
        defer { animate_g_object_unref(UnsafeMutableRawPointer(layout)) }
        var m = metrics(layout)
        if let pitch = linePitch(layer, layout) {
            // The lines `pitch` apart: the last baseline, and the bottom with it, move by the difference.
            let last = m.firstBaseline + Double(pango_layout_get_line_count(layout) - 1) * pitch
            m.size.height += last - m.lastBaseline
            m.lastBaseline = last
        }
        return m
    }

    /// The distance between baselines when the layer sets one (`fontLineHeight`) and its layout has several lines.
    func linePitch(_ layer: LayerState, _ layout: OpaquePointer) -> Double? {
        guard let pitch = layer.fontLineHeight, pango_layout_get_line_count(layout) > 1 else { return nil }
        return pitch
    }

    /// Calls `body` with each line of the layout, its left end (the line's logical x, alignment included) and its
    /// baseline: the first where Pango puts it, each next `pitch` below.
    func forEachLine(_ layout: OpaquePointer, pitch: Double, _ body: (OpaquePointer?, Double, Double) -> Void) {
        guard let iter = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iter) }
        let first = Double(pango_layout_get_baseline(layout)) / Self.pangoScale
        var i = 0.0
        repeat {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, &ink, &logical)
            body(pango_layout_iter_get_line_readonly(iter), Double(logical.x) / Self.pangoScale, first + i * pitch)
            i += 1
        } while pango_layout_iter_next_line(iter) != 0
    }

    func metrics(_ layout: OpaquePointer) -> TextMetrics {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let first = Double(pango_layout_get_baseline(layout)) / Self.pangoScale
        var last = first
        if let iter = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iter) != 0 {}
            last = Double(pango_layout_iter_get_baseline(iter)) / Self.pangoScale
            pango_layout_iter_free(iter)
        }
        return TextMetrics(size: Size(width: Double(logical.width) / Self.pangoScale,
                                      height: Double(logical.height) / Self.pangoScale),
                           firstBaseline: first, lastBaseline: last)
    }

    /// How many characters of the layer's text no pinned font has a glyph for (drawn as boxes).
    public func unknownGlyphCount(of layer: LayerState) -> Int {
        guard let layout = makeLayout(layer, width: nil) else { return 0 }
        defer { animate_g_object_unref(UnsafeMutableRawPointer(layout)) }
        return Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    // MARK: Drawing

    /// Draws the layer's text into `cr` (in the layer's own coordinates), from the top of `bounds` as CATextLayer:
    /// the glyphs filled with `foregroundColor`, and stroked with `textStroke` under the fill (over it when
    /// `overFill`), as lottie-ios's `CoreTextRenderLayer` draws its stroke frame before or after its fill frame;
    /// with `fontLineHeight` and several lines, line by line, the baselines that far apart.
    func draw(_ layer: LayerState, bounds b: Rect, in cr: OpaquePointer) throws {
        let fills = layer.foregroundColor.alpha > 0
        let stroke = layer.textStroke.flatMap { $0.width > 0 && $0.color.alpha > 0 ? $0 : nil }
        guard !layer.string.isEmpty, layer.fontSize > 0, fills || stroke != nil else { return }
        let width = layoutWidth(layer)
        guard let layout = makeLayout(layer, width: width) else {
            throw RenderError(call: "pango_layout_new", status: "returned NULL")
        }
        defer { animate_g_object_unref(UnsafeMutableRawPointer(layout)) }
        var x = b.minX
        if width == nil {
            // Unwrapped text aligns its natural width within the bounds.
            let natural = metrics(layout).size.width
            switch layer.alignmentMode {
            case .center: x += (b.width - natural) / 2
            case .right: x += b.width - natural
            default: break
            }
        }
        cairo_save(cr)
        cairo_translate(cr, x, b.minY)
        let pitch = linePitch(layer, layout)
        if let stroke, !stroke.overFill { strokeGlyphs(layout, pitch: pitch, stroke, in: cr) }
        if fills {
            let c = layer.foregroundColor
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            if let pitch {
                forEachLine(layout, pitch: pitch) { line, x, baseline in
                    cairo_move_to(cr, x, baseline)
                    pango_cairo_show_layout_line(cr, line)
                }
            } else {
                pango_cairo_show_layout(cr, layout)
            }
        }
        if let stroke, stroke.overFill { strokeGlyphs(layout, pitch: pitch, stroke, in: cr) }
        cairo_restore(cr)
        try check(cairo_status(cr), "pango_cairo_show_layout (text layer '\(layer.id)')")
    }

    /// Strokes the outlines of the layout's glyphs (the layout's top left at the origin), centred on them, as Core
    /// Graphics' stroke (which Core Text's stroke text drawing mode uses) and Skia's do, with butt caps.
    private func strokeGlyphs(_ layout: OpaquePointer, pitch: Double?, _ stroke: TextStroke, in cr: OpaquePointer) {
        cairo_new_path(cr)
        if let pitch {
            forEachLine(layout, pitch: pitch) { line, x, baseline in
                cairo_move_to(cr, x, baseline)
                pango_cairo_layout_line_path(cr, line)
            }
        } else {
            cairo_move_to(cr, 0, 0)
            pango_cairo_layout_path(cr, layout)
        }
        cairo_set_line_width(cr, stroke.width)
        setLineJoin(cr, stroke.lineJoin, miterLimit: stroke.miterLimit)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        let c = stroke.color
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_stroke(cr)
    }
}
