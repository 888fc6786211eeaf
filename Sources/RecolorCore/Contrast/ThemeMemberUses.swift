/// Colors an app sets through its own names, whose value the table knows: a token's member
/// written as an implicit member (`view.backgroundColor = .paper` for `UIColor.paper`), and a
/// color set called by name (`UIColor(named: "X")`, `UIColor.init(named: X)`, `NSColor(named:)`,
/// SwiftUI's `Color("X")`). UIKit apps color their views this way far more often than with the
/// token's full expression: two real apps gave no code pair without it.
extension TokenExpressions {
    /// The color types whose members and color-set initializers are read here.
    /// (The one list of color types whose expressions a table writes: `ExpressionAPIs`.)
    static var setInitializerTypes: Set<String> { ExpressionAPIs.colorTypes }

    /// The token of an implicit member at code token `k` (`.paper`, the `.` at `k - 1`), when a
    /// token's expression is that member of a color type (`UIColor.paper`); nil otherwise.
    func implicitMemberToken(at k: Int, in file: SwiftSource) -> String? {
        guard file.isWord(k), file.isChar(k - 1, "."), let entries = byLastWord[file.text(code: k)] else { return nil }
        // `.paper` with nothing postfix before the dot (not `other.paper`, `f().paper`); `return .paper` is one.
        if k >= 2, file.isWord(k - 2) && !file.codeIs(k - 2, "return") || file.isChar(k - 2, ")") || file.isChar(k - 2, "]") || file.isChar(k - 2, "?") || file.isChar(k - 2, "!") { return nil }
        // A comparison or a pattern (`scheme == .dark`, `case .dark`) is no color set.
        if k >= 2, file.codeIs(k - 2, "==") || file.codeIs(k - 2, "!=") || file.codeIs(k - 2, "case") { return nil }
        var members = entries.filter { $0.words.count == 3 && $0.words[1] == "." && TokenExpressions.setInitializerTypes.contains($0.words[0]) }
        // A file that does not import SwiftUI has no `Color` member: Concordium's UIKit `backgroundColor =
        // .primary` (its own `UIColor.primary`, a blue set) was the token spelled `Color.primary`, Apple's
        // label: its white titles paired on black/white, 1.00:1 (session 30's review A2).
        if !Self.swiftUIImport.occurs(in: file.bytes) { members.removeAll { $0.words[0] == "Color" } }
        // The argument of a SwiftUI color modifier (`.foregroundColor(.accent)`) is a `Color`
        // member, never another type's of the same name: emitron-iOS declares both `Color.accent`
        // (its orange set) and `UIColor.accent` (green #158443), and its orange text was measured
        // as the green (4.38:1 FAIL for a drawn ≈2.9:1; review 23 F14).
        if TokenExpressions.isSwiftUIModifierArgument(k, in: file) {
            // A modifier taking any ShapeStyle (`foregroundStyle`, `fill`, `background`) finds `.blue`,
            // `.secondary` among ShapeStyle's own members (SwiftUI's color, the hierarchical style),
            // never an app's `extension Color { static let blue }`: Meshtastic shadows `Color.secondary`
            // with its light gray set, and `.foregroundStyle(.secondary)` was measured as that (session 28).
            if TokenExpressions.shapeStyleModifiers.contains(file.text(code: k - 3)),
               systemByMember[file.text(code: k)]?.contains(where: { $0.type == "Color" }) == true
                || TokenExpressions.hierarchicalStyles.contains(file.text(code: k)) { return nil }
            return members.first { $0.words[0] == "Color" }?.token
        }
        return members.first?.token
    }

    /// SwiftUI's color modifiers whose argument is any ShapeStyle (`foregroundColor` and `tint` take a `Color`).
    static let shapeStyleModifiers: Set<String> = ["foregroundStyle", "fill", "background", "stroke", "strokeBorder"]
    /// ShapeStyle's hierarchical levels, SwiftUI's own wherever a ShapeStyle is taken.
    static let hierarchicalStyles: Set<String> = ["primary", "secondary", "tertiary", "quaternary", "quinary"]

    /// Whether the implicit member at code token `k` (its `.` at `k - 1`) is the whole first
    /// argument of a SwiftUI color modifier (`.foregroundColor(.x)`, `.background(.x, in: …)`).
    static func isSwiftUIModifierArgument(_ k: Int, in file: SwiftSource) -> Bool {
        k >= 4 && file.isChar(k - 2, "(") && file.isChar(k - 4, ".") && swiftUIColorModifiers.contains(file.text(code: k - 3))
            && (file.isChar(k + 1, ")") || file.isChar(k + 1, ","))
    }

    /// The token of a color set called by name at code token `k` (the type's name), and nothing
    /// when the set is no token's asset. The name is a string literal, or (UIKit and AppKit's
    /// `named:`) a constant whose name is the set's (`Theme.ivpnLabel6` for `"ivpnLabel6"`, the
    /// convention of apps that list their sets as constants).
    func colorSetToken(at k: Int, in file: SwiftSource) -> String? {
        guard !byAsset.isEmpty else { return nil }
        // `static var snackError: Color { .init("error") }`: the declared type's initializer.
        if file.isChar(k, "."), let set = ImplicitSetInits.setName(at: k, in: file) { return token(ofAsset: set) }
        guard file.isWord(k), !file.isChar(k - 1, ".") else { return nil }
        // R.swift's `R.color.name()`, SwiftGen's `Asset.Colors.name.color`.
        if let set = GeneratedColorResource.setName(at: k, in: file) {
            return token(ofAsset: set) ?? byAsset.first { GeneratedColorResource.sameSet($0.key, set) }?.value
        }
        guard TokenExpressions.setInitializerTypes.contains(file.text(code: k)) else { return nil }
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
            return token(ofAsset: file.text(code: arg + 1))
        }
        guard !swiftUI else { return nil }
        // A constant: a member chain `A.b.c` ending at the argument's end.
        var j = arg
        while j < close, file.isWord(j) || file.isChar(j, ".") { j += 1 }
        guard j > arg, file.isWord(j - 1), j == close || file.isChar(j, ",") else { return nil }
        return token(ofAsset: file.text(code: j - 1))
    }
}

extension TokenExpressions {
    /// The app's own members that stand for a token, by the expression naming them: Delta's
    /// `extension UIColor { static let deltaPurple = UIColor(named: "Purple")! }` is the token
    /// of the set Purple wherever the code writes `UIColor.deltaPurple` or `.deltaPurple`. A
    /// member declared as a token's use (its expression, its color set) and nothing else.
    func members(declaredIn files: [SwiftSource]) -> [(words: [String], token: String)] {
        members(declaredIn: files.map { (file: $0, reports: [Report]()) }, tokenOf: { _ in nil })
    }

    /// The members declared as a use, or as one finding `tokenOf` maps to a token (Lockdown's
    /// `static let tunnelsBlue = UIColor(red: 0, green: 173/255, blue: 231/255, alpha: 1)`).
    func members(declaredIn files: [(file: SwiftSource, reports: [Report])], tokenOf: (Report) -> String?) -> [(words: [String], token: String)] {
        var out: [(words: [String], token: String)] = []
        for (file, reports) in files where file.bytes.containsSequence(Array("static".utf8)) || file.bytes.containsSequence(Array("class func".utf8)) {
            var tree: SyntaxTree?
            // Where each finding's code ends (its extent is the finding's range); a color with a
            // modifier (`.withAlphaComponent(0.5)`) is another color than the token's.
            var findingEnd: [Int: Int] = [:]
            for r in reports where tokenOf(r) != nil && r.finding.range == r.finding.baseRange {
                findingEnd[file.codeIndex(atOrAfter: r.finding.range.lowerBound)] = file.codeIndex(atOrAfter: r.finding.range.upperBound) - 1
            }
            // A color set's call is a use twice (its call and its expression's words): once here.
            var seen: Set<Int> = []
            for use in uses(in: file, reports: reports, tokenOf: tokenOf) where seen.insert(use.code).inserted {
                let u = use.code
                // `static let NAME = USE`, or a computed `static var NAME: T { [return] USE }` (dime's
                // `static var SubtitleText: Color { return Color("SubtitleText") }`).
                var brace = u - 1
                if file.codeIs(brace, "return") { brace -= 1 }
                let computedVar = brace >= 5 && file.isChar(brace, "{") && file.isWord(brace - 1) && file.isChar(brace - 2, ":") && file.isWord(brace - 3)
                    && file.codeIs(brace - 4, "var") && file.codeIs(brace - 5, "static")
                // Or an accessor without parameters, `class func mpInkColor() -> UIColor { return UIColor(named: "MPInkColor")! }`
                // (MaxPreps' palette, written `UIColor.mpInkColor()` ~150 times as text: no code pair; session 41, pairs41b-v1).
                let accessor = !computedVar && brace >= 7 && file.isChar(brace, "{") && file.isWord(brace - 1) && file.codeIs(brace - 2, "->")
                    && file.isChar(brace - 3, ")") && file.isChar(brace - 4, "(") && file.isWord(brace - 5) && file.codeIs(brace - 6, "func")
                    && (file.codeIs(brace - 7, "static") || file.codeIs(brace - 7, "class"))
                let computed = computedVar || accessor
                // `static var NAME: T = USE` too, the type written (SmartReceipts' `static var violetAccent:
                // UIColor = .srViolet2`, a style's background: session 32's held-out check, V3).
                let typed = u >= 6 && file.codeIs(u - 1, "=") && file.isWord(u - 2) && file.isChar(u - 3, ":") && file.isWord(u - 4)
                    && (file.codeIs(u - 5, "let") || file.codeIs(u - 5, "var")) && file.codeIs(u - 6, "static")
                let nameIndex = accessor ? brace - 5 : computed ? brace - 3 : typed ? u - 4 : u - 2
                guard computed || typed || (u >= 4 && file.codeIs(u - 1, "=") && file.isWord(u - 2) && (file.codeIs(u - 3, "let") || file.codeIs(u - 3, "var"))
                                   && file.codeIs(u - 4, "static")) else { continue }
                // The declaration is the use alone (a trailing `!` allowed): `= UIColor(named: "X")!`.
                // The use's own extent, not a walk over words: one crossed the line break into the
                // next `static let` and dropped every member of a list but the last (Expenso's).
                var end = findingEnd[u] ?? self.end(ofUseAt: u, in: file)
                if file.isChar(end + 1, "!") { end += 1 }
                // A computed body holds the use alone.
                if computed, file.matchingClose(brace) != end + 1 { continue }
                // Anything applied to it (`.withAlphaComponent(…)`, an operator) makes another color.
                if end + 1 < file.code.count, !file.isChar(end + 1, "}"), !file.isChar(end + 1, ";"),
                   !file.lineBreakBetween(end, end + 1) || file.isChar(end + 1, ".") || file.code[end + 1].kind == .operator { continue }
                if tree == nil { tree = SyntaxTree(file) }
                out += TokenExpressions.qualified(file.text(code: nameIndex), at: u, in: tree!).map { ($0, use.token) }
            }
            out += helperLookups(in: file, tree: &tree)
        }
        return out
    }

    /// `static let Body = color("Body")` through the app's helper that looks the set up by the
    /// name it is passed (`ColorSetLookups`): the token of the set. sphinx-ios colors its views
    /// with 60 such members (`UIColor.Sphinx.Body`, sets with dark appearances): without them
    /// `contrast` saw none of its code pairs.
    func helperLookups(in file: SwiftSource, tree: inout SyntaxTree?) -> [(words: [String], token: String)] {
        let helpers = ColorSetLookups.helpers(in: file)
        guard !helpers.isEmpty else { return [] }
        var out: [(words: [String], token: String)] = []
        for k in file.code.indices where file.codeIs(k, "static") && (file.codeIs(k + 1, "let") || file.codeIs(k + 1, "var"))
            && file.isWord(k + 2) && file.codeIs(k + 3, "=") {
            guard let set = ColorSetLookups.setName(at: k + 4, in: file, helpers: helpers), let token = token(ofAsset: set) else { continue }
            // The declaration is the lookup alone: `color("Body")` and a line break or `}` after it.
            var open = k + 5
            if file.isChar(k + 5, "."), file.isWord(k + 6) { open = k + 7 }
            guard file.isChar(open, "("), let close = file.matchingClose(open),
                  close + 1 >= file.code.count || file.lineBreakBetween(close, close + 1) || file.isChar(close + 1, "}") || file.isChar(close + 1, ";") else { continue }
            if tree == nil { tree = SyntaxTree(file) }
            out += TokenExpressions.qualified(file.text(code: k + 2), at: k, in: tree!).map { ($0, token) }
        }
        return out
    }

    /// A member's name as the code writes its uses: after its type, and after each type around
    /// that (`Sphinx.Body`, `UIColor.Sphinx.Body` for `enum Sphinx` in `extension UIColor`; a use
    /// whose qualifier is preceded by a `.` is no match of the shorter words). None for a member
    /// in no type; a local's type (inside a function) counts as the one type.
    static func qualified(_ name: String, at k: Int, in tree: SyntaxTree) -> [[String]] {
        var types = HarvestedPairs.enclosingTypes(at: k, in: tree)
        if types.isEmpty, let type = tree.enclosingType(at: k)?.name { types = [type] }
        return types.indices.reversed().map { i in types[i...].flatMap { [$0, "."] } + [name] }
    }

    /// The last code token of the use starting at `u`: a color set's call (its `)`), an implicit
    /// member's name, or an expression's last word.
    func end(ofUseAt u: Int, in file: SwiftSource) -> Int {
        if let generated = GeneratedColorResource.chain(at: u, in: file) { return generated.end }
        if colorSetToken(at: u, in: file) != nil {
            var open = u + 1
            if file.isChar(u, ".") { open = u + 2 } else if file.isChar(open, "."), file.codeIs(open + 1, "init") { open += 2 }
            return file.matchingClose(open) ?? u
        }
        if file.isChar(u, "."), implicitMemberToken(at: u + 1, in: file) != nil { return u + 1 }
        for k in u..<min(file.code.count, u + 64) {
            guard let entries = byLastWord[file.text(code: k)] else { continue }
            if entries.contains(where: { e in e.words.count == k - u + 1 && e.words.indices.allSatisfy { file.codeIs(u + $0, e.words[$0]) } }) { return k }
        }
        return u
    }

    /// These expressions and the app's members `members` names.
    func adding(_ members: [(words: [String], token: String)]) -> TokenExpressions {
        guard !members.isEmpty else { return self }
        var copy = self
        for m in members {
            copy.byLastWord[m.words.last!, default: []].append(Entry(words: m.words, token: m.token))
            copy.memberFinders.append(ByteFinder(m.words.last!))
        }
        return copy
    }
}

extension TokenExpressions {
    /// These expressions, and the color sets whose own findings (a set with no dark appearance)
    /// `tokenOf` maps to a token: `UIColor(named: "DarkGray")` is the token the set `DarkGray`
    /// is mapped to, though the table names no asset for it (`init` drafts such a set as a token
    /// of its own name; Delta's sets were all such).
    func adding(setsOf reports: [Report], tokenOf: (Report) -> String?) -> TokenExpressions {
        var copy = self
        for r in reports where r.finding.kind == .assetColor {
            guard let set = r.finding.context, copy.byAsset[set] == nil, let token = tokenOf(r) else { continue }
            copy.byAsset[set] = token
        }
        return copy
    }
}

/// A member of the app's light and dark theme instances (`textColor` of `Theme.light` and
/// `Theme.dark`), read from whichever instance is current (`Theme.current.textColor`,
/// `ThemeManager.shared.theme.textColor`): the token of that member.
package struct ThemeMember: Sendable {
    var type: String
    var label: String
    var token: String
}

extension TokenExpressions {
    /// The members of the themes `files` declare whose values `tokenOf` maps to a token (the
    /// light instance's argument first, else the dark one's).
    func themeMembers(in files: [(file: SwiftSource, reports: [Report])], tokenOf: (Report) -> String?) -> [ThemeMember] {
        var out: [ThemeMember] = []
        for (file, reports) in files where !reports.isEmpty {
            guard ThemeInstances.mayDeclare(file.bytes) else { continue }
            for theme in ThemeInstances.find(in: file, tree: SyntaxTreeMemo(file: file), reports: reports) {
                for m in theme.members {
                    guard let token = tokenOf(m.light) ?? tokenOf(m.dark) else { continue }
                    out.append(ThemeMember(type: theme.type, label: m.label, token: token))
                }
            }
        }
        // Themes declared as types (`struct LightTheme: Theme`, `class DarkTheme: Theme`), across files.
        for theme in ThemeTypes.find(in: files) {
            for m in theme.members {
                guard let token = tokenOf(m.light) ?? tokenOf(m.dark) else { continue }
                out.append(ThemeMember(type: theme.type, label: m.label, token: token))
            }
        }
        // A type's computed members that are one token (`var foreground: Color { scheme == .dark ? .white : .black }`).
        for (file, reports) in files {
            for m in AppearanceChoiceMembers.find(in: file, reports: reports, tokenOf: tokenOf)
            where !out.contains(where: { $0.type == m.type && $0.label == m.label }) { out.append(m) }
        }
        return out
    }

    /// These expressions and the theme members: `X.….label` is the member's token where the
    /// chain before it names the theme (its type, or a word holding "theme" or "palette").
    func adding(_ members: [ThemeMember]) -> TokenExpressions {
        guard !members.isEmpty else { return self }
        var copy = self
        for m in members where !copy.themeMembers[m.label, default: []].contains(where: { $0.type == m.type }) {
            copy.themeMembers[m.label, default: []].append(m)
            copy.themeScreens.append((ByteFinder(m.label), ByteFinder(m.type)))
        }
        return copy
    }

    /// The theme member whose label is code token `k`, and where its chain starts.
    func themeMemberToken(at k: Int, in file: SwiftSource) -> (String, Int)? {
        guard file.isWord(k), file.isChar(k - 1, "."), let members = themeMembers[file.text(code: k)] else { return nil }
        var words: [String] = []
        var j = k - 2
        while j >= 0 {
            if file.isChar(j, "?") || file.isChar(j, "!") { j -= 1; continue }
            if file.isChar(j, ")") || file.isChar(j, "]"), let open = file.matchingOpen(j), open > 0, file.isWord(open - 1) { j = open - 1; continue }
            guard file.isWord(j) else { return nil }
            words.append(file.text(code: j))
            if file.isChar(j - 1, ".") { j -= 2; continue }
            break
        }
        guard j >= 0, !words.isEmpty else { return nil }
        for m in members where words.contains(where: { $0 == m.type || $0.lowercased().contains("theme") || $0.lowercased().contains("palette") }) {
            return (m.token, j)
        }
        return nil
    }
}
