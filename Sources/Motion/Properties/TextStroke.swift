import Geometry

/// A text layer's glyph outline stroke (an extension of the scene format, the text layer's `textStroke`): what an
/// attributed string's `.strokeColor` / `.strokeWidth` draw in Core Text, and After Effects' text stroke. The stroke
/// is centred on each glyph's outline (Core Graphics, Skia and Cairo stroke a path centred on it), `width` points
/// wide, with butt caps; drawn under the fill, or over it when `overFill`.
public struct TextStroke: Sendable, Hashable {
    public var color: Color
    /// The line width in points; 0 or less draws no stroke.
    public var width: Double
    /// Whether the stroke is drawn over the fill (After Effects' "Stroke Over Fill", Lottie's `of`).
    public var overFill: Bool
    /// Core Graphics' default, which Core Text's stroked text keeps: miter.
    public var lineJoin: LineJoin
    /// Core Graphics' default: 10.
    public var miterLimit: Double

    public init(color: Color, width: Double, overFill: Bool = false, lineJoin: LineJoin = .miter, miterLimit: Double = 10) {
        self.color = color
        self.width = width
        self.overFill = overFill
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }
}

extension LayerFields {
    /// `textStroke.color`, animatable (an extension of the scene format): the stroke's colour, clear when the layer
    /// has none. Set on a layer without a stroke, it makes one `0` points wide (drawn once `textStroke.width` is
    /// positive), under the fill, mitred, as `TextStroke`'s defaults.
    var textStrokeColor: Color {
        get { textStroke?.color ?? .clear }
        set {
            if textStroke == nil { textStroke = TextStroke(color: newValue, width: 0) } else { textStroke?.color = newValue }
        }
    }

    /// `textStroke.width`, animatable (an extension of the scene format): the stroke's width in points, 0 when the
    /// layer has none. Set on a layer without a stroke, it makes a clear one (drawn once `textStroke.color` is seen).
    var textStrokeWidth: Double {
        get { textStroke?.width ?? 0 }
        set {
            if textStroke == nil { textStroke = TextStroke(color: .clear, width: newValue) } else { textStroke?.width = newValue }
        }
    }
}
