/// A dark/light flag a color type's own extension declares, of any name (`extension UIColor {
/// var looksDark: Bool { getRed(…); return 0.2126 * r + … < 0.5 } }`): asked of any value
/// (`tile.fill.looksDark`), it is that color's brightness, no test of the appearance, whatever the
/// value is called. Session 33's held-out check (repro v2, dhp-ios-app's card): text chosen by it
/// (`dark ? .white : .black`) read as plain text had its black arm made `label`, white on the
/// white card in Dark Mode. `ColorBrightnessFlags.properties` reads these before its name rules
/// (`looksDark` is no conventional flag name).
///
/// Not one: a `static` or `class` member (`UIColor.isDarkMode`, asked of the type: the app's
/// setting or the appearance), a member whose body tests or reads the appearance
/// (`traitCollection.userInterfaceStyle == .dark`), a name with no `dark`/`light` word.
enum ColorTypeFlags {
    /// The color types whose extensions declare such members.
    static let types: Set<String> = Set(BaseColorType.allCases.map(\.rawValue))

    /// The bytes a file declaring one holds (`ColorBrightnessFlags.screening`).
    static let extensionOpeners: [String] = types.sorted().map { "extension \($0)" }

    /// The code ranges (inside the braces) of the file's extensions of a color type.
    static func extensionBodies(in file: SwiftSource) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        let code = file.code
        for k in 0..<max(0, code.count - 2) where code[k].kind == .keyword && file.codeIs(k, "extension") {
            guard types.contains(file.text(code: k + 1)) else { continue }
            // `extension UIColor: Sendable where … {`: the first brace within a short header.
            var open = k + 2
            while open < code.count, open - k < 24, !file.isChar(open, "{") { open += 1 }
            guard file.isChar(open, "{"), let close = file.matchingClose(open), close > open + 1 else { continue }
            out.append((open + 1)...(close - 1))
        }
        return out
    }

    /// For the `var` at code index `k` (`var name: Bool`) directly in one of `bodies`: true when it is
    /// an instance flag computed from no appearance, false when it is declared there but is none;
    /// nil when it is outside every color type's extension (the name rules decide).
    static func flag(at k: Int, in file: SwiftSource, bodies: [ClosedRange<Int>]) -> Bool? {
        guard let body = bodies.first(where: { $0.contains(k) }) else { return nil }
        guard file.isWord(k + 1) else { return false }
        let words = DynamicColors.words(file.text(code: k + 1))
        guard words.contains("dark") || words.contains("light") else { return false }
        // `static var isDarkMode: Bool` is asked of the type, never of a color.
        var m = k - 1
        while m >= body.lowerBound, k - m < 6, !file.lineBreakBetween(m, m + 1) {
            if file.codeIs(m, "static") || file.codeIs(m, "class") { return false }
            m -= 1
        }
        guard file.isChar(k + 4, "{"), let close = file.matchingClose(k + 4) else { return false }
        if AppearanceCondition.firstComparison(in: file, k + 5, close - 1) != nil { return false }
        for n in (k + 5)..<max(k + 5, close) where file.isWord(n) {
            if AppearanceHelpers.readsAppearance(file.text(code: n)) { return false }
        }
        return true
    }
}
