/// `UseSite.enclosingBrace` of every code token of a file, found in one pass: the walk back to
/// the enclosing `{` crossed every statement before a use in its scope, so `contrast` of 4,000
/// colors set in one scope walked 8 million tokens (with the pairs' sightings: 21 s, cubic).
///
/// The walk from token j (the answer for token j + 1) ends at j if j is a `{`, goes on from the
/// opener's left if j closes a group (and gives up, -1, if none opens it), and from j - 1
/// otherwise: each answer is one read of an answer to its left.
struct EnclosingBraces {
    /// `walk[j]`: where the walk starting at code token j ends.
    private let walk: [Int32]

    init(_ file: SourceFile) {
        var walk = [Int32](repeating: -1, count: file.code.count)
        for j in walk.indices {
            if file.isChar(j, ")") || file.isChar(j, "]") || file.isChar(j, "}") {
                if let open = file.matchingOpen(j), open > 0 { walk[j] = walk[open - 1] }
            } else if file.isChar(j, "{") {
                walk[j] = Int32(j)
            } else if j > 0 {
                walk[j] = walk[j - 1]
            }
        }
        self.walk = walk
    }

    /// The index of the innermost `{` that holds code token `k`, or -1.
    func brace(of k: Int) -> Int {
        k > 0 && k - 1 < walk.count ? Int(walk[k - 1]) : -1
    }
}
