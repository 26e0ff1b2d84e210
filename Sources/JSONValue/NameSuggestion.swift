/// The "did you mean" of a message about a misspelt name: the closest of the names that would have been accepted.
public enum NameSuggestion {
    /// The candidate nearest to `word` (case-insensitive optimal-string-alignment distance; ties go to the
    /// alphabetically first), when it is at most `max(1, word.count / 3)` edits away; never `word` itself.
    public static func closest(to word: String, in candidates: Set<String>) -> String? {
        // Written out with types: the one-expression filter/map/min form took 7 s to type-check.
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)? = nil
        for candidate in candidates where candidate != word {
            let d: Int = editDistance(lowered, candidate.lowercased())
            if let b = best, b.distance < d || (b.distance == d && b.name < candidate) { continue }
            best = (candidate, d)
        }
        guard let best, best.distance <= max(1, word.count / 3) else { return nil }
        return best.name
    }

    /// ` (did you mean "name"?)` with the closest candidate, or the empty string when none is close: the end of a
    /// message about `word`.
    public static func hint(for word: String, in candidates: Set<String>) -> String {
        closest(to: word, in: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent transpositions
    /// (`sopt` → `spot` is one edit).
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
