/// A Liquid Glass tint (iOS 26): `.glassEffect(.clear.tint(.white.opacity(0.7)))`. `Glass.tint(_:)`
/// colors the glass the view is drawn on, so its color is that view's surface, the background of the
/// view's foreground, not a tint of marks. Read as a tint, Delta's selected pause-menu item kept its
/// white glass in Dark Mode while the black label on it became `Color.primary` (white): white on
/// white, and `contrast` checked no pair (verify31 V6, /work/s31/repro/v6).
enum GlassTint {
    /// `Glass`'s variants (`Glass.regular`, `.clear`, `.identity`), the receivers of its `tint(_:)`.
    static let variants: Set<String> = ["regular", "clear", "identity"]
    static let type = "Glass"
    /// The modifier that draws a glass behind the view it modifies.
    static let modifiers: Set<String> = ["glassEffect"]

    /// Whether `name`, the code index of `tint`, is `Glass.tint(_:)`.
    static func isGlassTint(name: Int, in file: SwiftSource) -> Bool { expressionStart(name: name, in: file) != nil }

    /// The first code token of the glass expression whose `tint` is at `name` (the `.` of `.clear`, or
    /// `Glass`), or nil when `name` is no glass tint: a ternary's arm is that expression, not the color
    /// inside its `tint(…)`. `tint` in `….tint(` is `Glass.tint(_:)` when its receiver is a
    /// glass variant written as an implicit member (`.clear`) or on `Glass` (`Glass.regular`), with
    /// glass calls between (`.clear.interactive().tint(…)`). A view's `.tint(…)` (`Button(…).tint(.red)`),
    /// `Color.clear` or an app's `theme.regular.tint(…)` is not.
    static func expressionStart(name: Int, in file: SwiftSource) -> Int? {
        guard file.codeIs(name, "tint"), file.isChar(name - 1, "."), file.isChar(name + 1, "(") else { return nil }
        var j = name - 2
        var steps = 0
        while j >= 0 && steps < 8 {
            steps += 1
            // Another glass call before it (`.interactive()`).
            if file.isChar(j, ")"), let open = file.matchingOpen(j), file.isWord(open - 1), file.isChar(open - 2, ".") {
                j = open - 3
                continue
            }
            guard file.isWord(j), file.isChar(j - 1, ".") else { return nil }
            if variants.contains(file.text(code: j)) {
                // On a type: only `Glass` (`Color.clear` is no glass); nothing postfix before an implicit member.
                if file.isWord(j - 2) { return file.codeIs(j - 2, type) && !file.isChar(j - 3, ".") ? j - 2 : nil }
                // `x?.clear`, `f().clear`: a member of another value when the `.` follows a postfix at once.
                let postfix = file.isChar(j - 2, ")") || file.isChar(j - 2, "]") || file.isChar(j - 2, "}") || file.isChar(j - 2, "?") || file.isChar(j - 2, "!")
                return postfix && file.code[j - 2].end == file.code[j - 1].begin ? nil : j - 1
            }
            return nil
        }
        return nil
    }

    /// The code index of the glass modifier (`glassEffect` of `.glassEffect(`) whose argument holds the
    /// glass tint named at `name`, or nil: the walk back crosses the glass expression and a ternary's
    /// arms to the `(` it stands in.
    static func modifier(holding name: Int, in file: SwiftSource) -> Int? {
        var j = name - 1
        var steps = 0
        while j >= 0 && steps < 200 {
            steps += 1
            if file.isChar(j, ")") || file.isChar(j, "]") {
                guard let open = file.matchingOpen(j) else { return nil }
                j = open - 1
                continue
            }
            if file.isChar(j, "(") {
                return file.isWord(j - 1) && file.isChar(j - 2, ".") && modifiers.contains(file.text(code: j - 1)) ? j - 1 : nil
            }
            if file.isChar(j, ",") || file.isChar(j, "[") || file.isChar(j, "{") || file.isChar(j, "}") || file.isChar(j, ";") { return nil }
            if file.kind(j) == .keyword, !file.isChar(j - 1, "."), !ContextAnalyzer.valueKeywords.contains(file.text(code: j)) { return nil }
            if file.kind(j) == .operator, file.codeIs(j, "=") { return nil }
            j -= 1
        }
        return nil
    }
}
