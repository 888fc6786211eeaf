/// A white or black mark inside a stack whose own `.background` is one of SwiftUI's system hues:
/// Kaset's LIVE badge `HStack { Circle().fill(.white); Text("LIVE").foregroundStyle(.white) }
/// .background(.red, in: .capsule)`. The hue stays a hue in Dark Mode (a little lighter), so the
/// marks on it stay as written; the dot read as a fill became `primaryFill`, #0D0D0D on the red
/// badge beside its still-white text (session 38's intent38a M3). Gray and the adaptive
/// `primary`/`secondary` are no hue: a mark on them follows the page.
extension FixedIntentReader {
    /// The hues a badge's background may be, as SwiftUI names them.
    static let badgeHues: Set<String> = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "accentColor"]

    /// The evidence when the opaque white or black at code index `k` stands in a stack (up to six
    /// groups out) whose chain after its content sets `.background(.HUE…)`.
    func markOnColoredBadge(_ finding: Finding, start k: Int) -> String? {
        guard let c = finding.color, c.alpha == 255, Self.isWhite(c) || Self.isBlack(c) else { return nil }
        var n = k
        for _ in 0..<6 {
            guard let open = groups.opener(of: n) else { return nil }
            n = open
            guard file.isChar(open, "{"), let close = file.matchingClose(open) else { continue }
            // A stack's content closure: `HStack {`, `HStack(spacing: 4) {`.
            var callee = open - 1
            if file.isChar(callee, ")"), let o = file.matchingOpen(callee) { callee = o - 1 }
            guard file.isWord(callee), ["HStack", "VStack", "ZStack", "Label", "Group"].contains(file.text(code: callee)) else { continue }
            // Its chain's modifiers, to the first `.background(` whose value is a hue.
            var m = close + 1
            while m + 2 < file.code.count, file.isChar(m, "."), file.isWord(m + 1) {
                let name = file.text(code: m + 1)
                var next = m + 2
                if name == "background", file.isChar(next, "(") {
                    var v = next + 1
                    if file.codeIs(v, "Color"), file.isChar(v + 1, ".") { v += 1 }
                    if file.isChar(v, "."), file.isWord(v + 1), Self.badgeHues.contains(file.text(code: v + 1)),
                       file.isChar(v + 2, ",") || file.isChar(v + 2, ")") || file.isChar(v + 2, ".") {
                        return "on the .\(file.text(code: v + 1)) background of its \(file.text(code: callee)) (line \(file.line(of: file.code[m].begin)))"
                    }
                    // The stack's own background is something else: the mark is drawn on that.
                    return nil
                }
                while next < file.code.count, file.isChar(next, "(") || file.isChar(next, "{") {
                    guard let c = file.matchingClose(next) else { return nil }
                    next = c + 1
                }
                m = next
            }
        }
        return nil
    }
}
