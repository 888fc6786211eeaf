/// A `Bool` parameter the tree's calls pass a test of the appearance: CopilotForXcode's
/// `highlightedCodeBlock(…, brightMode: colorScheme != .dark, …)` over `brightMode ? NSColor.black
/// : NSColor.white` in another file. The parameter is the appearance under the label's name, so
/// the choice is the code's light/dark pair (one token, replaced whole). Read as two unrelated
/// colors, fix rewrote one arm and left the other beside it (verify30, V10).
/// The test may be a local of the same file (CopilotForXcode's `let brightMode = view.colorScheme !=
/// .dark` passed as `brightMode: brightMode`); a parameter forwarded under its own label
/// (`brightMode: brightMode` with no such local) says nothing either way.
/// A label the tree also passes anything else (`brightMode: isSelected`, `brightMode: true`) is no
/// such flag: one value the appearance does not decide is enough. (Only files the helpers'
/// screening reads are seen: a call passing `true` in a file naming no appearance word is not.)
enum AppearanceArgumentFlags {
    /// Label → whether `true` means dark, for labels `file`'s calls pass only appearance tests;
    /// and the labels passed something else.
    static func read(_ file: SwiftSource, condition: AppearanceCondition) -> (flags: [String: Bool], mixed: Set<String>) {
        var flags: [String: Bool] = [:], mixed: Set<String> = []
        let locals = localTests(file, condition: condition)
        var opens: [Int] = []
        for k in file.code.indices {
            if file.isChar(k, "(") { opens.append(k); continue }
            if file.isChar(k, ")") { _ = opens.popLast(); continue }
            guard let open = opens.last, file.code[k].kind == .identifier, file.isChar(k + 1, ":"),
                  file.isChar(k - 1, "(") || file.isChar(k - 1, ","), !isDeclarationHead(open, in: file),
                  let end = argumentEnd(from: k + 2, in: file), end >= k + 2 else { continue }
            let label = file.text(code: k)
            // A single name: a local test of the file, or the label's own parameter forwarded.
            let single = end == k + 2 && file.code[end].kind == .identifier ? file.text(code: end) : nil
            if let single, let dark = locals[single] ?? nil {
                if let known = flags[label], known != dark { mixed.insert(label) }
                flags[label] = dark
            } else if let single, single == label, locals[single] == nil {
                continue
            } else if let dark = condition.trueBranchIsDark(k + 2, end) {
                if let known = flags[label], known != dark { mixed.insert(label) }
                flags[label] = dark
            } else if !isTypeName(k + 2, end, in: file) {
                mixed.insert(label)
            }
        }
        for label in mixed { flags[label] = nil }
        return (flags, mixed)
    }

    /// `let NAME = <test of the appearance>` (or `var`, `: Bool`) ending its line: name → whether
    /// true is dark; nil for a name the file declares otherwise too.
    static func localTests(_ file: SwiftSource, condition: AppearanceCondition) -> [String: Bool?] {
        var out: [String: Bool?] = [:]
        for k in file.code.indices where file.codeIs(k, "let") || file.codeIs(k, "var") {
            guard file.isWord(k + 1) else { continue }
            var eq = k + 2
            if file.isChar(eq, ":"), file.codeIs(eq + 1, "Bool") { eq += 2 }
            guard file.codeIs(eq, "=") else { continue }
            var e = eq + 1
            while e + 1 < file.code.count, !file.lineBreakBetween(e, e + 1), e - eq < 30 { e += 1 }
            let name = file.text(code: k + 1)
            let dark = condition.trueBranchIsDark(eq + 1, e)
            if let known = out[name], known != dark { out[name] = .some(nil) } else { out[name] = dark }
        }
        return out
    }

    /// The parameter list of a declaration (`func f(`, `init(`, `subscript(`, `case x(`): labels there take types.
    static func isDeclarationHead(_ open: Int, in file: SwiftSource) -> Bool {
        open >= 1 && (file.codeIs(open - 1, "init") || file.codeIs(open - 1, "subscript")
            || open >= 2 && file.isWord(open - 1) && (file.codeIs(open - 2, "func") || file.codeIs(open - 2, "case")))
    }

    /// A type as written (`Bool`, `Bool?`, `[UIColor]`): a tuple type's element, no value.
    static func isTypeName(_ s: Int, _ e: Int, in file: SwiftSource) -> Bool {
        guard file.isWord(s), let first = file.text(code: s).first, first.isUppercase else { return file.isChar(s, "[") }
        return (s + 1...max(s + 1, e)).allSatisfy { $0 > e || file.isChar($0, "?") || file.isChar($0, "!") || file.isChar($0, ".") || file.isWord($0) && $0 > s && file.text(code: $0).first?.isUppercase == true }
    }

    /// The last code index of the argument starting at `s`: before the `,` or `)` ending it at its
    /// own depth, nested groups skipped; nil past 40 tokens.
    static func argumentEnd(from s: Int, in file: SwiftSource) -> Int? {
        var j = s
        while j < file.code.count, j - s < 40 {
            if file.isChar(j, ",") || file.isChar(j, ")") { return j - 1 }
            if file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{"), let c = file.matchingClose(j) { j = c + 1; continue }
            if file.isChar(j, "]") || file.isChar(j, "}") { return nil }
            j += 1
        }
        return nil
    }
}
