/// Which unit of a range selector's domain each character of a text belongs to (lottie-web's
/// `TextProperty.completeTextData`, `letterData.anIndexes`): the characters are numbered in order, and the number
/// goes up after each character that ends a unit:
///
/// - characters (`b` 1): after every character but a line break (a line break shares the next character's unit);
/// - characters excluding spaces (`b` 2): after every character but a line break or a space;
/// - words (`b` 3): after a space, a line break or the last character (a word's trailing space is in the word);
/// - lines (`b` 4): after a line break or the last character.
///
/// Randomised order (`rn: 1`): the units are shuffled (lottie-web draws them with `Math.random`; here a
/// Fisher–Yates shuffle driven by SplitMix64 from the selector's seed, so a frame always renders the same).
struct TextSelection: Equatable {
    /// Each character's unit.
    var units: [Int]
    /// How many units there are (the domain's size, what percentages are of).
    var count: Int

    init(_ text: [Character], basedOn: RangeSelector.BasedOn, randomSeed: UInt64? = nil) {
        var units: [Int] = []
        var next = 0
        for (i, c) in text.enumerated() {
            units.append(next)
            let last = i == text.count - 1
            let ends: Bool = switch basedOn {
            case .characters: !c.isNewline
            case .charactersExcludingSpaces: !c.isNewline && c != " " && c != "\u{A0}"
            case .words: c.isNewline || c == " " || c == "\u{A0}" || last
            case .lines: c.isNewline || last
            }
            if ends { next += 1 }
        }
        count = next
        if let seed = randomSeed, next > 1 {
            var order = Array(0..<next)
            var rng = SplitMix64(seed: seed)
            for i in stride(from: order.count - 1, to: 0, by: -1) {
                let j = Int(rng.next() % UInt64(i + 1))
                order.swapAt(i, j)
            }
            units = units.map { $0 < order.count ? order[$0] : $0 }
        }
        self.units = units
    }
}

/// SplitMix64 (Steele, Lea and Flood 2014): a small, well-mixed deterministic generator.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
