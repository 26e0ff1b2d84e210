import Geometry

/// Where one character of a text layer's string sits once laid out, in the layer's own coordinates (as the text
/// layer draws it: from the top of its bounds, aligned within them).
public struct CharacterBox: Sendable, Hashable {
    /// The left edge of the character's advance and its width (its advance), points.
    public var x: Double
    public var width: Double
    /// The baseline of its line, from the top of the bounds, points.
    public var baseline: Double
    /// Its line, from 0.
    public var line: Int

    public init(x: Double, width: Double, baseline: Double, line: Int) {
        self.x = x
        self.width = width
        self.baseline = baseline
        self.line = line
    }
}

/// A text measurer that also tells where each character of a text layer goes: what drawing text one character at a
/// time needs (Lottie's text animators under After Effects' semantics move, turn and colour each character). `Render`
/// implements it with Pango (`TextEngine`); readers ask for it through `ResourceLoading.makeTextMeasurer()`.
public protocol CharacterLayoutMeasuring: TextMeasuring {
    /// One box per `Character` of `layer.string` (newlines included, with a zero width), in order.
    func characterBoxes(of layer: LayerState) -> [CharacterBox]
}
