#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the app sets the appearance itself from something it chooses: `window.overrideUserInterfaceStyle
/// = theme.style`, `.preferredColorScheme(settings.scheme)`, `NSApp.appearance = …`, or both
/// `.light` and `.dark` written (an in-app choice, Sileo's `SileoThemeManager`). An app whose user
/// picks its light or dark theme in the app and that sets the appearance so makes a dynamic
/// color follow the theme; one that never does (Rocket.Chat: no `overrideUserInterfaceStyle` in
/// the tree) leaves it following iOS, so the light theme's values made adaptive draw the dark
/// theme's colors under iOS Dark Mode while the rest of that theme stays light (session 18's
/// audit, F1). One appearance forced for good is no choice: the light theme then shows the
/// forced style's values, which need not be its own.
package struct ChosenAppearance: Sendable, Equatable {
    package var file: String
    package var line: Int
    /// What the code writes, shortened: `overrideUserInterfaceStyle = theme.style`.
    package var how: String
    /// `light` or `dark` where written as a literal; nil for a value the code computes.
    package var style: String?

    package var description: String { "\(how) at \(file):\(line)" }

    /// The site showing that the app sets its appearance by its own choice, if any: a computed
    /// value, else the first site where both styles are written.
    package static func choosing(_ sites: [ChosenAppearance]) -> ChosenAppearance? {
        if let computed = sites.first(where: { $0.style == nil }) { return computed }
        let styles = Set(sites.compactMap(\.style))
        return styles.count > 1 ? sites.first : nil
    }

    private static let needles = [ByteFinder("overrideUserInterfaceStyle"), ByteFinder("preferredColorScheme"), ByteFinder("appearance"),
                                  ByteFinder("colorScheme"), ByteFinder("userInterfaceStyle")]

    /// The sites of every Swift file under the run's paths (its excludes applied).
    package static func find(_ options: RunOptions) -> [ChosenAppearance] {
        var walker = FileWalker(excludes: options.excludes, cwd: options.cwd)
        walker.tableExcludes = TableExcludes(configuration: options.configuration, cwd: options.cwd)
        var out: [ChosenAppearance] = []
        for path in walker.collect(options.paths, threads: options.threads).files where path.hasSuffix(".swift") {
            let disk = path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
            guard case .success(let bytes) = FileReader.contents(of: disk) else { continue }
            out += sites(path: path, bytes: bytes)
        }
        return out
    }

    /// The sites of one file: read only where its bytes name one of the setters.
    package static func sites(path: String, bytes: [UInt8]) -> [ChosenAppearance] {
        guard needles.contains(where: { $0.occurs(in: bytes) }) else { return [] }
        return sites(in: SwiftSource(path: path, bytes: bytes))
    }

    static func sites(in file: SwiftSource) -> [ChosenAppearance] {
        var out: [ChosenAppearance] = []
        var previews: [Range<Int>]?
        func add(_ k: Int, _ how: String, _ style: String?) {
            if previews == nil { previews = PreviewCode.ranges(in: file) }
            guard !PreviewCode.contains(previews!, file.code[k].range) else { return }
            out.append(ChosenAppearance(file: file.path, line: file.line(of: file.code[k].begin), how: how, style: style))
        }
        /// The value from code index `from` to the end of its statement: a style literal, `nil` /
        /// `.unspecified` (the system's: no choice), or computed.
        func value(from k: Int, end: Int) -> (text: String, style: String?, none: Bool) {
            let words = (k..<end).filter { file.isWord($0) }.map { file.text(code: $0) }
            let text = (k..<end).map { file.text(code: $0) }.joined()
            let literal = words.count <= 2 && (words.count == 1 || ["UIUserInterfaceStyle", "ColorScheme"].contains(words[0]))
            if literal, let last = words.last {
                if ["light", "dark"].contains(last) { return (text, last, false) }
                if ["unspecified", "nil"].contains(last) { return (text, nil, true) }
                if ["aqua", "darkAqua"].contains(last) { return (text, last == "aqua" ? "light" : "dark", false) }
            }
            return (text, nil, words.isEmpty)
        }
        /// The end of the statement starting at `k`: the line's end outside brackets.
        func statementEnd(_ k: Int) -> Int {
            var j = k
            while j < file.code.count {
                if file.isChar(j, "("), let c = file.matchingClose(j) { j = c + 1; continue }
                if file.isChar(j, ";") || file.isChar(j, "}") || (j > k && file.lineBreakBetween(j - 1, j)) { break }
                j += 1
            }
            return j
        }
        var scheme: Set<String>?
        for k in 0..<file.code.count where file.isWord(k) {
            // A theme chosen by the appearance (`cs == .dark ? Theme.dark : Theme.light`): the app's themes
            // follow the system's appearance already, no user's choice (session 36's intent36x V2: they were
            // kept as "user-chosen").
            if let how = themeChosenByAppearance(armAt: k, in: file) { add(k, how, nil); continue }
            if file.codeIs(k, "switch") || file.codeIs(k, "if") {
                if scheme == nil { scheme = schemeNames(in: file) }
                if let how = themeChosenByAppearance(branchesAt: k, in: file, scheme: scheme!) { add(k, how, nil); continue }
            }
            if file.codeIs(k, "overrideUserInterfaceStyle"), file.codeIs(k + 1, "=") {
                let v = value(from: k + 2, end: statementEnd(k + 2))
                if !v.none { add(k, "overrideUserInterfaceStyle = \(v.text.prefix(40))", v.style) }
            } else if file.codeIs(k, "preferredColorScheme"), file.isChar(k - 1, "."), file.isChar(k + 1, "("), let close = file.matchingClose(k + 1) {
                let v = value(from: k + 2, end: close)
                if !v.none { add(k, ".preferredColorScheme(\(v.text.prefix(40)))", v.style) }
            } else if file.codeIs(k, "appearance"), file.codeIs(k + 1, "="), file.isChar(k - 1, "."),
                      file.codeIs(k - 2, "NSApp") || file.codeIs(k - 2, "shared") || file.codeIs(k - 2, "window") {
                // AppKit: the application's or a window's appearance (`NSAppearance(named: .darkAqua)`).
                var from = k + 2
                if file.codeIs(from, "NSAppearance"), file.isChar(from + 1, "("), file.codeIs(from + 2, "named"), file.isChar(from + 3, ":") { from += 4 }
                let end = from == k + 2 ? statementEnd(from) : (file.matchingClose(k + 3) ?? statementEnd(from))
                let v = value(from: from, end: end)
                if !v.none { add(k, "appearance = \(v.text.prefix(40))", v.style) }
            }
        }
        return out
    }

    /// `T.dark : T.light` (or the reverse, or implicit `.dark : .light`) at code index `k`, the arms of
    /// a ternary whose condition on the same line tests the appearance (`colorScheme`, `userInterfaceStyle`).
    static func themeChosenByAppearance(armAt k: Int, in file: SwiftSource) -> String? {
        guard file.codeIs(k, "dark") || file.codeIs(k, "light"), file.isChar(k - 1, "."), file.isChar(k + 1, ":") else { return nil }
        var other = k + 2
        if file.isWord(other), file.firstByte(other).isUppercaseASCII, file.isChar(other + 1, ".") { other += 1 }
        guard file.isChar(other, "."), file.codeIs(other + 1, file.codeIs(k, "dark") ? "light" : "dark") else { return nil }
        // Back over the first arm's type to the `?`.
        var q = k - 2
        if file.isWord(q), file.firstByte(q).isUppercaseASCII { q -= 1 }
        guard file.codeIs(q, "?"), q > 0 else { return nil }
        let schemeNames = self.schemeNames(in: file)
        var c = q - 1
        var tests = false
        while c >= 0, !file.lineBreakBetween(c, c + 1) || c == q - 1 {
            if file.isWord(c), schemeNames.contains(file.text(code: c)), !file.isChar(c + 1, "(") { tests = true }
            if file.isChar(c, "=") && !file.codeIs(c, "==") || file.isChar(c, "{") || file.isChar(c, "(") { break }
            c -= 1
        }
        guard tests else { return nil }
        return "a theme chosen by the appearance (\((q + 1...other + 1).map { file.text(code: $0) }.joined()))"
    }

    /// The names the file gives the appearance: SwiftUI's color scheme (`@Environment(\.colorScheme)
    /// var cs`) and UIKit's `userInterfaceStyle`.
    static func schemeNames(in file: SwiftSource) -> Set<String> {
        var names: Set<String> = ["colorScheme", "userInterfaceStyle"]
        for n in file.code.indices where file.codeIs(n, "colorScheme") {
            for v in (n + 1)..<min(n + 8, file.code.count) where file.codeIs(v, "var") && file.isWord(v + 1) { names.insert(file.text(code: v + 1)); break }
        }
        return names
    }

    /// A `switch` on the appearance whose `.dark` case names the dark theme and whose other case
    /// (`default`, `.light`) the light one, or an `if` on it whose branches do: pia's
    /// `switch UITraitCollection.current.userInterfaceStyle { case .dark: transitionTheme(to: .dark)
    /// default: transitionTheme(to: .light) }` follows the system with its own themes (session 37's
    /// intent37b V1: its themes were kept as "user-chosen").
    static func themeChosenByAppearance(branchesAt k: Int, in file: SwiftSource, scheme: Set<String>) -> String? {
        guard file.codeIs(k, "switch") || file.codeIs(k, "if") else { return nil }
        var open = k + 1
        while open < file.code.count, !file.isChar(open, "{") {
            if file.isChar(open, "("), let c = file.matchingClose(open) { open = c + 1; continue }
            if file.lineBreakBetween(open - 1, open) && open > k + 1 && !file.isChar(open - 1, ".") && !file.isChar(open, ".") { return nil }
            open += 1
        }
        guard open < file.code.count, let close = file.matchingClose(open) else { return nil }
        guard ((k + 1)..<open).contains(where: { file.isWord($0) && scheme.contains(file.text(code: $0)) && !file.isChar($0 + 1, "(") }) else { return nil }
        /// Whether `.STYLE` stands in code indices `range`.
        func names(_ style: StaticString, _ range: Range<Int>) -> Bool {
            range.contains { file.isChar($0, ".") && file.codeIs($0 + 1, style) }
        }
        let style = "\(file.text(code: k))…\((k + 1..<min(open, k + 6)).map { file.text(code: $0) }.joined())"
        if file.codeIs(k, "if") {
            // `== .dark` / `!= .light` puts the dark theme first; `== .light` / `!= .dark` last.
            let darkFirst: Bool
            if names("dark", (k + 1)..<open) { darkFirst = ((k + 1)..<open).contains { file.codeIs($0, "==") } }
            else if names("light", (k + 1)..<open) { darkFirst = ((k + 1)..<open).contains { file.codeIs($0, "!=") } }
            else { return nil }
            guard file.codeIs(close + 1, "else"), file.isChar(close + 2, "{"), let elseClose = file.matchingClose(close + 2) else { return nil }
            let first = (open + 1)..<close, second = (close + 3)..<elseClose
            let (dark, light) = darkFirst ? (first, second) : (second, first)
            guard names("dark", dark), names("light", light) else { return nil }
            return "a theme chosen by the appearance (\(style))"
        }
        // The switch's clauses: each `case`/`default` of this switch to the next.
        var starts: [Int] = []
        var j = open + 1
        while j < close {
            if file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{"), let c = file.matchingClose(j) { j = c + 1; continue }
            if file.codeIs(j, "case") || file.codeIs(j, "default") { starts.append(j) }
            j += 1
        }
        var darkNamed = false, lightNamed = false
        for (i, s) in starts.enumerated() {
            let end = i + 1 < starts.count ? starts[i + 1] : close
            guard let colon = (s..<end).first(where: { file.isChar($0, ":") }) else { continue }
            let body = (colon + 1)..<end
            if names("dark", s..<colon), names("dark", body) { darkNamed = true }
            if file.codeIs(s, "default") || names("light", s..<colon), names("light", body) { lightNamed = true }
        }
        return darkNamed && lightNamed ? "a theme chosen by the appearance (\(style))" : nil
    }
}
