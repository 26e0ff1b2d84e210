import Geometry

/// A list of effects as one flat array of numbers, the form in which an animation carries it (`.numbers`, the key
/// path `effects`): each effect its type code, then its parameters. Two lists of the same effects interpolate
/// parameter by parameter (`AnimatableValue.interpolated`: arrays of one count blend elementwise), which is how
/// After Effects interpolates keyframed effect parameters (each parameter between its keyframes); codes and flags
/// equal at both ends stay exactly what they are.
///
/// | effect | numbers |
/// | --- | --- |
/// | `luminanceToAlpha` | 0 |
/// | `gaussianBlur` | 29, σ, horizontal (0/1), vertical (0/1) |
/// | `fill` | 21, colour r g b a, opacity |
/// | `tint` | 20, black r g b a, white r g b a, amount |
/// | `tritone` | 23, shadows r g b a, midtones r g b a, highlights r g b a, amount |
///
/// The codes are Lottie's effect types (`ef[k].ty`). A list that does not parse (an unknown code, too few
/// numbers: the blend of two lists of different effects) is no value; setting it changes nothing.
extension LayerEffect {
    /// The effect as numbers (its code, then its parameters).
    public var numbers: [Double] {
        func c(_ c: Color) -> [Double] { [c.red, c.green, c.blue, c.alpha] }
        switch self {
        case .luminanceToAlpha: return [0]
        case let .gaussianBlur(sigma, h, v): return [29, sigma, h ? 1 : 0, v ? 1 : 0]
        case let .fill(color, opacity): return [21] + c(color) + [opacity]
        case let .tint(black, white, amount): return [20] + c(black) + c(white) + [amount]
        case let .tritone(shadows, midtones, highlights, amount):
            return [23] + c(shadows) + c(midtones) + c(highlights) + [amount]
        }
    }

    /// The effects `numbers` spells (`nil` when it spells none).
    public static func list(fromNumbers numbers: [Double]) -> [LayerEffect]? {
        var effects: [LayerEffect] = []
        var i = 0
        func take(_ n: Int) -> ArraySlice<Double>? {
            guard i + n <= numbers.count else { return nil }
            defer { i += n }
            return numbers[i..<(i + n)]
        }
        func color(_ s: ArraySlice<Double>, _ k: Int) -> Color {
            let b = s.startIndex + k
            return Color(red: s[b], green: s[b + 1], blue: s[b + 2], alpha: s[b + 3])
        }
        while let code = take(1)?.first {
            switch code {
            case 0: effects.append(.luminanceToAlpha)
            case 29:
                guard let p = take(3) else { return nil }
                let b = p.startIndex
                effects.append(.gaussianBlur(sigma: p[b], horizontal: p[b + 1] != 0, vertical: p[b + 2] != 0))
            case 21:
                guard let p = take(5) else { return nil }
                effects.append(.fill(color: color(p, 0), opacity: p[p.startIndex + 4]))
            case 20:
                guard let p = take(9) else { return nil }
                effects.append(.tint(black: color(p, 0), white: color(p, 4), amount: p[p.startIndex + 8]))
            case 23:
                guard let p = take(13) else { return nil }
                effects.append(.tritone(shadows: color(p, 0), midtones: color(p, 4), highlights: color(p, 8),
                                        amount: p[p.startIndex + 12]))
            default: return nil
            }
        }
        return effects
    }
}

extension ValueCodec where Value == [LayerEffect] {
    /// Effects travel as the flat number array of `LayerEffect.numbers`; numbers that spell no effects are no value.
    public static var effects: Self {
        .init(.numbers, wrap: { .numbers($0.flatMap(\.numbers)) },
              unwrap: { if case .numbers(let v) = $0 { LayerEffect.list(fromNumbers: v) } else { nil } })
    }
}
