#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where an expression stands as a view of its own in a SwiftUI view builder: `Color.black
/// .ignoresSafeArea()` as a statement of a `ZStack { … }`, of `.background { … }`, of
/// `.overlay { … }`, of a stack or a `body`. Such a color is a surface, never an argument (`Text("a")
/// .background(Color.white)`, `.foregroundStyle(Color.red)` name their own context): the
/// vocabulary names each place's context (`ColorContextNames.context(ofViewAt:)`), and its role
/// follows (a ZStack's first layer is what the later layers are drawn on). iTorrent's AirPlay cover
/// (`ZStack { Color.black.ignoresSafeArea(); Label(…).foregroundStyle(.white) }`) had no context,
/// took the app's black text's token and turned white in Dark under its white label (session 23
/// review F6).
enum ViewBuilderPlace: Equatable, Sendable {
    /// The first of several layers of a `ZStack`: what the later layers are drawn on.
    case stackBottom
    /// The content of `.background { … }`.
    case background
    /// The content of `.overlay { … }`.
    case overlay
    /// A view of another builder: a stack's element, a `body`, a `ZStack`'s later or only layer.
    case content

    /// How many `if`/`else` blocks are read out through to the builder (`overlay { if on { ZStack { … } } }`
    /// is one level inside; real builders nest one or two).
    static let conditionalLimit = 3
    /// How many modifiers may follow the view (`.ignoresSafeArea().frame(…).opacity(…)`).
    static let modifierLimit = 16

    /// The place of the expression whose code tokens are `start...last`, when it is a statement of
    /// its own in a view builder, followed only by modifiers called on it; nil otherwise (an
    /// argument, an assigned value, a value a function of another type returns, a property read off
    /// it: `Color.white.hexString`). A value a `some View` body returns is a statement of it.
    static func of(expressionAt start: Int, last: Int, in file: SwiftSource, groups: EnclosingGroups) -> ViewBuilderPlace? {
        // The value a `some View` body returns is its view too (`private var scrim: some View { …; return
        // Color(…).opacity(…).ignoresSafeArea() }`, Moonfin's shelf scrim under white text: without a place it
        // had no role and its near-black got a light dark; session 30's review B1).
        // (`return` always begins its statement.)
        let returned = start > 1 && file.codeIs(start - 1, "return" as StaticString)
        guard start > 0, returned || isStatementStart(start, in: file, groups: groups), let end = statementEnd(after: last, in: file),
              var open = groups.opener(of: start), file.isChar(open, "{") else { return nil }
        // Out through the `if`/`else` blocks a builder holds: the layer is then the whole `if`.
        var layer = (start: start, end: end)
        var blocks = 0
        while let statement = conditionalStart(ofBlock: open, in: file) {
            guard blocks < conditionalLimit, let chainEnd = conditionalEnd(from: open, in: file),
                  let outer = groups.opener(of: statement), file.isChar(outer, "{") else { return nil }
            blocks += 1
            layer = (statement, chainEnd)
            open = outer
        }
        guard let head = builderHead(open, in: file) else { return nil }
        switch file.text(code: head) {
        case "ZStack" where !file.isChar(head - 1, "."):
            guard let close = file.matchingClose(open) else { return nil }
            return layer.start == open + 1 && layer.end < close ? .stackBottom : .content
        case "background" where file.isChar(head - 1, "."): return .background
        case "overlay" where file.isChar(head - 1, "."): return .overlay
        default:
            return isViewBuilder(head: head, in: file) ? .content : nil
        }
    }

    /// The name before the `{` at `open` (`ZStack`, `overlay`, `View` of `some View`), over the
    /// arguments of a call whose trailing closure it is (`ZStack(alignment: .top) {`).
    static func builderHead(_ open: Int, in file: SwiftSource) -> Int? {
        var head = open - 1
        if file.isChar(head, ")"), let o = file.matchingOpen(head) { head = o - 1 }
        return file.isWord(head) ? head : nil
    }

    /// Whether the name at `head` opens a view builder of another kind: a view's trailing closure
    /// (`VStack {`, `GeometryReader { proxy in`, `ForEach(items) { item in`), or the body of a
    /// `some View` (`var body: some View {`). Not a type's declaration (`struct Row: View {`), a
    /// function's result (`-> Color {`), a modifier's action (`.onTapGesture {`).
    static func isViewBuilder(head: Int, in file: SwiftSource) -> Bool {
        if file.codeIs(head, "View" as StaticString), file.codeIs(head - 1, "some" as StaticString) { return true }
        let name = file.text(code: head)
        guard file.kind(head) == .identifier, name.first?.isUppercase == true, !name.hasSuffix("Color") else { return false }
        let before = head - 1
        guard before >= 0 else { return true }
        if file.isChar(before, ".") || file.isChar(before, ":") || file.codeIs(before, "->") || file.isChar(before, ">") { return false }
        return file.kind(before) != .keyword || file.codeIs(before, "return" as StaticString)
    }

    /// Whether code index `k` begins a statement: after `{`, `;`, a closure's `in`, or a line
    /// break after a complete expression (a name, a literal, a closing bracket).
    static func isStatementStart(_ k: Int, in file: SwiftSource, groups: EnclosingGroups) -> Bool {
        let prev = k - 1
        if file.isChar(prev, "{") || file.isChar(prev, ";") { return true }
        if file.codeIs(prev, "in" as StaticString) {
            return groups.opener(of: prev) == groups.opener(of: k) && groups.opener(of: k).map { file.isChar($0, "{") } == true
        }
        guard file.lineBreakBetween(prev, k) else { return false }
        switch file.kind(prev) {
        case .identifier?, .integer?, .float?, .stringQuote?: return true
        case .punct?: return file.isChar(prev, ")") || file.isChar(prev, "]") || file.isChar(prev, "}")
        default: return false
        }
    }

    /// The first code index after the statement whose value ends at `last`, when only modifiers
    /// called on it follow (`.frame(…)`, `.onTapGesture { … }`) and then the statement ends; nil
    /// when anything else follows (an operator, a property read off it).
    static func statementEnd(after last: Int, in file: SwiftSource) -> Int? {
        var j = last + 1
        var modifiers = 0
        while file.isChar(j, "."), file.isWord(j + 1), modifiers < modifierLimit {
            modifiers += 1
            var next = j + 2
            guard file.isChar(next, "(") || file.isChar(next, "{") else { return nil }
            if file.isChar(next, "("), let close = file.matchingClose(next) { next = close + 1 }
            while file.isChar(next, "{"), let close = file.matchingClose(next) { next = close + 1 }
            j = next
        }
        if j >= file.code.count || file.isChar(j, "}") || file.isChar(j, ";") { return j }
        return file.lineBreakBetween(j - 1, j) && !file.isChar(j, ".") && file.kind(j) != .operator ? j : nil
    }

    /// The `if` that opens the block `{` at `open` (for an `else` block, its chain's first `if`),
    /// or nil when the block is no `if`/`else` body.
    static func conditionalStart(ofBlock open: Int, in file: SwiftSource) -> Int? {
        if file.codeIs(open - 1, "else" as StaticString) {
            guard file.isChar(open - 2, "}"), let o = file.matchingOpen(open - 2) else { return nil }
            return conditionalStart(ofBlock: o, in: file)
        }
        var j = open - 1
        while j > 0, open - j <= 64, !file.isChar(j, "{"), !file.isChar(j, "}"), !file.isChar(j, ";") {
            if file.codeIs(j, "if" as StaticString) {
                if file.codeIs(j - 1, "else" as StaticString), file.isChar(j - 2, "}"), let o = file.matchingOpen(j - 2) {
                    return conditionalStart(ofBlock: o, in: file)
                }
                return j
            }
            if file.isChar(j, ")") || file.isChar(j, "]"), let o = file.matchingOpen(j) { j = o - 1 } else { j -= 1 }
        }
        return nil
    }

    /// The code index after the `if`/`else` chain that holds the block `{` at `open`: past its
    /// last `else` block.
    static func conditionalEnd(from open: Int, in file: SwiftSource) -> Int? {
        guard var close = file.matchingClose(open) else { return nil }
        var steps = 0
        while file.codeIs(close + 1, "else" as StaticString), steps < 64 {
            steps += 1
            var j = close + 2
            // `else if condition {`: over the condition to its block.
            while j < file.code.count, !file.isChar(j, "{"), j - close < 64 {
                if file.isChar(j, "(") || file.isChar(j, "["), let c = file.matchingClose(j) { j = c + 1 } else { j += 1 }
            }
            guard file.isChar(j, "{"), let c = file.matchingClose(j) else { return nil }
            close = c
        }
        return close + 1
    }
}
