/// A white stop between clear ends of a gradient (Stork's `SparkleText`: `.overlay(LinearGradient(
/// gradient: Gradient(colors: [Color.clear, Color.white.opacity(0.7), Color.clear]), …))`): a
/// sheen of light swept over what it covers, white in either appearance. Made a token, its dark
/// value was #0D0D0DB3: the sparkle turned into a dark smear in Dark Mode (session 28, intent28).
/// A white beside one clear end only (a fade into a white surface, `GradientFades`), a white
/// stop of a gradient with a color of its own, and a dark stop between clear ends are none.
extension FixedIntentReader {
    func shineBetweenClearStops(_ finding: Finding, start k: Int) -> String? {
        guard let c = finding.color ?? finding.baseColor, c.red == 255, c.green == 255, c.blue == 255, c.alpha > 0,
              let open = groups.opener(of: k), file.isChar(open, "["), let close = file.matchingClose(open) else { return nil }
        // The list's elements: each top-level stretch between commas.
        var elements: [Range<Int>] = []
        var start = open + 1, n = open + 1
        while n < close {
            if let c = file.matchingClose(n), file.isChar(n, "(") || file.isChar(n, "[") || file.isChar(n, "{") { n = c + 1; continue }
            if file.isChar(n, ",") { elements.append(start..<n); start = n + 1 }
            n += 1
        }
        if start < close { elements.append(start..<close) }
        guard elements.count >= 3, let mine = elements.firstIndex(where: { $0.contains(k) }), mine > 0, mine < elements.count - 1,
              isClear(elements.first!), isClear(elements.last!) else { return nil }
        // Every other stop clear or white: a sheen, no gradient of colors.
        for (i, e) in elements.enumerated() where i != mine && !isClear(e) {
            guard let f = findingColors[file.code[e.lowerBound].begin], f.red == 255, f.green == 255, f.blue == 255 else { return nil }
        }
        return "a white sheen between the clear ends of a gradient"
    }

    /// `.clear`, `Color.clear`, `UIColor.clear.cgColor`: a stop that draws nothing.
    private func isClear(_ e: Range<Int>) -> Bool {
        e.contains { file.codeIs($0, "clear") && file.isChar($0 - 1, ".") }
    }
}
