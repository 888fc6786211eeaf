/// Colors an app sets through its own names, whose value the table knows: a token's member
/// written as an implicit member (`view.backgroundColor = .paper` for `UIColor.paper`), and a
/// color set called by name (`UIColor(named: "X")`, `UIColor.init(named: X)`, `NSColor(named:)`,
/// SwiftUI's `Color("X")`). UIKit apps color their views this way far more often than with the
/// token's full expression: two real apps gave no code pair without it.
extension TokenExpressions {
    /// The color types whose members and color-set initializers are read here.
    static let setInitializerTypes: Set<String> = ["UIColor", "NSColor", "Color"]

    /// The token of an implicit member at code token `k` (`.paper`, the `.` at `k - 1`), when a
    /// token's expression is that member of a color type (`UIColor.paper`); nil otherwise.
    func implicitMemberToken(at k: Int, in file: SourceFile) -> String? {
        guard file.isWord(k), file.isChar(k - 1, "."), let entries = byLastWord[file.text(code: k)] else { return nil }
        // `.paper` with nothing postfix before the dot (not `other.paper`, `f().paper`).
        if k >= 2, file.isWord(k - 2) || file.isChar(k - 2, ")") || file.isChar(k - 2, "]") || file.isChar(k - 2, "?") || file.isChar(k - 2, "!") { return nil }
        // A comparison or a pattern (`scheme == .dark`, `case .dark`) is no color set.
        if k >= 2, file.codeIs(k - 2, "==") || file.codeIs(k - 2, "!=") || file.codeIs(k - 2, "case") { return nil }
        return entries.first { $0.words.count == 3 && $0.words[1] == "." && TokenExpressions.setInitializerTypes.contains($0.words[0]) }?.token
    }

    /// The token of a color set called by name at code token `k` (the type's name), and nothing
    /// when the set is no token's asset. The name is a string literal, or (UIKit and AppKit's
    /// `named:`) a constant whose name is the set's (`Theme.ivpnLabel6` for `"ivpnLabel6"`, the
    /// convention of apps that list their sets as constants).
    func colorSetToken(at k: Int, in file: SourceFile) -> String? {
        guard !byAsset.isEmpty, file.isWord(k), !file.isChar(k - 1, "."), TokenExpressions.setInitializerTypes.contains(file.text(code: k)) else { return nil }
        var open = k + 1
        if file.isChar(open, "."), file.codeIs(open + 1, "init") { open += 2 }
        guard file.isChar(open, "("), let close = file.matchingClose(open) else { return nil }
        var arg = open + 1
        let swiftUI = file.codeIs(k, "Color")
        if swiftUI {
            // `Color("X")`, `Color("X", bundle: …)`: an unlabeled literal.
            guard file.kind(arg) == .stringQuote else { return nil }
        } else {
            guard file.codeIs(arg, "named"), file.isChar(arg + 1, ":") else { return nil }
            arg += 2
        }
        if file.kind(arg) == .stringQuote {
            guard file.kind(arg + 1) == .stringSegment, file.kind(arg + 2) == .stringQuote else { return nil }
            return byAsset[file.text(code: arg + 1)]
        }
        guard !swiftUI else { return nil }
        // A constant: a member chain `A.b.c` ending at the argument's end.
        var j = arg
        while j < close, file.isWord(j) || file.isChar(j, ".") { j += 1 }
        guard j > arg, file.isWord(j - 1), j == close || file.isChar(j, ",") else { return nil }
        return byAsset[file.text(code: j - 1)]
    }
}
