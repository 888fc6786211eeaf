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

    init(_ file: SwiftSource) {
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

/// `UseSite.chainRoot(endingAt:)` of every code token of a file, found in one pass: the walk
/// back along a modifier chain crossed the whole chain for each of its colors, so `contrast` of
/// a chain of 15,000 `.foregroundColor(X).background(Y)` walked hundreds of millions of tokens.
///
/// The walk from token j either ends (at j, at the opener of the group j closes, at j + 1, or
/// at 0 past the file's start) or goes on from a token to its left (the opener's left, j - 1 or
/// j - 2), whose answer is already known: each answer is one read of an answer to its left.
struct ChainRoots {
    /// `roots[j]`: where the walk starting at code token j ends.
    private let roots: [Int32]

    init(_ file: SwiftSource) {
        var roots = [Int32](repeating: 0, count: file.code.count)
        func root(_ k: Int) -> Int32 { k >= 0 ? roots[k] : 0 }
        for j in roots.indices {
            if file.isChar(j, ")") || file.isChar(j, "]") || file.isChar(j, "}") {
                guard let open = file.matchingOpen(j) else { roots[j] = Int32(j); continue }
                let before = open - 1
                // A labeled trailing closure (`Button { … } label: { … }`) continues the call.
                if file.isChar(j, "}"), file.isChar(before, ":"), file.isWord(before - 1), file.isChar(before - 2, "}") {
                    roots[j] = root(before - 2)
                } else if file.isWord(before) || file.isChar(before, ")") || file.isChar(before, "]")
                    || file.isChar(before, "}") || file.isChar(before, "?") || file.isChar(before, "!") {
                    roots[j] = root(before)
                } else {
                    roots[j] = Int32(open)
                }
            } else if file.isChar(j, "?") || file.isChar(j, "!") {
                roots[j] = root(j - 1)
            } else if file.isWord(j) {
                roots[j] = file.isChar(j - 1, ".") ? root(j - 2) : Int32(j)
            } else {
                roots[j] = Int32(j + 1)
            }
        }
        self.roots = roots
    }

    /// The first code token of the postfix chain ending at `end` (as `UseSite.chainRoot`).
    func root(endingAt end: Int) -> Int {
        end < 0 ? 0 : end < roots.count ? Int(roots[end]) : end + 1
    }
}
