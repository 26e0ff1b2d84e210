import Geometry

/// The shapes of `Scenes/morphs.json`, each in a 120 × 120 box (the scene places them with layer positions). SVG
/// strings and shape builders here are the same as the scene's.
enum MorphGallery {
    static func svg(_ s: String) -> Path {
        do { return try Path(svg: s) } catch { fatalError("bad gallery SVG: \(error)") }
    }

    /// The seed's failing case: a plain rect into `UIBezierPath(roundedRect:cornerRadius:)` (continuous corners).
    static let rect = Path.rect(Rect(x: 30, y: 40, width: 60, height: 40))
    static let roundedRect = Path.roundedRect(Rect(x: 10, y: 10, width: 100, height: 100), cornerRadius: 28,
                                              style: .continuous)
    static let circle = Path.ellipse(in: Rect(x: 10, y: 10, width: 100, height: 100))
    /// A five-pointed star, outer radius 55, inner 22, first point up.
    static let star = svg("M60 5 L72.93 42.2 L112.31 43 L80.92 66.8 L92.33 104.5 L60 82 L27.67 104.5 L39.08 66.8 "
        + "L7.69 43 L47.07 42.2 Z")
    /// A key: a round bow (an ellipse, 4 cubics) and a toothed blade: two sub-paths.
    static let key: Path = {
        var b = Path.Builder()
        b.append(.ellipse(in: Rect(x: 8, y: 38, width: 48, height: 48)))
        b.append(svg("M60 54 L114 54 L114 72 L106 72 L106 64 L98 64 L98 76 L88 76 L88 70 L60 70 Z"))
        return b.build()
    }()
    /// Seed 001's key mask (Scenes/key-mask.json, third layer): the handle (an oval), the shaft as one outline whose
    /// top follows the handle's bottom arc (end angles from `asin`, as the seed computes them), three teeth and the
    /// hole: six sub-paths, filled even-odd.
    static let seedKey: Path = {
        var b = Path.Builder()
        b.append(.ellipse(in: Rect(x: 50, y: 0, width: 100, height: 100)))
        b.append(svg("M80 100 L80 200 L120 200 L120 100 L120.000000000 95.825756950 A50 50 0 0 1 80.000000000 95.825756950 Z"))
        for r in [Rect(x: 120, y: 120, width: 30, height: 20), Rect(x: 120, y: 150, width: 20, height: 20),
                  Rect(x: 60, y: 130, width: 20, height: 20)] { b.append(.rect(r)) }
        b.append(.ellipse(in: Rect(x: 70, y: 20, width: 60, height: 60)))
        return b.build()
    }()
    /// A letter A: outline clockwise, triangular hole counter-clockwise (a hole under both fill rules).
    static let letterA = svg("M10 110 L50 10 L70 10 L110 110 L88 110 L79 85 L41 85 L32 110 Z M46 68 L74 68 L60 32 Z")
    static let square = Path.rect(Rect(x: 20, y: 20, width: 80, height: 80))
    /// The same structure as `square` (move, 3 lines, close) but started at the bottom vertex: Core Animation's
    /// element-wise blend pairs corners with the wrong vertices and the outline pinches; `resample` rotates the start.
    static let diamond = svg("M60 110 L10 60 L60 10 L110 60 Z")

    /// Every pair the gallery morphs (each also tested in reverse).
    static let pairs: [(name: String, from: Path, to: Path)] = [
        ("rect → rounded rect", rect, roundedRect),
        ("circle → star", circle, star),
        ("key → circle", key, circle),
        ("letter A → square", letterA, square),
        ("square → diamond", square, diamond),
    ]
}
