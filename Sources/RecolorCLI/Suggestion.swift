/// "Did you mean": the candidate nearest a mistyped word, by edit distance, when it is near enough.
enum Suggestion {
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word, $0)) }.sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
        guard let best = scored.first else { return nil }
        // Near: a typo or two, or the word is a prefix of the candidate (`--exc`).
        let limit = max(2, word.count / 3)
        return best.1 <= limit || best.0.hasPrefix(word) && word.count >= 4 ? best.0 : nil
    }

    /// Levenshtein distance over characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
