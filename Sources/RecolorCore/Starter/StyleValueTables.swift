#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Colors held by values of the app's own (non-color) types that the code offers or looks up
/// as data, not drawn as the page's colors:
/// - a keyed or indexed table of style values (OpenTone's `static let styles: [String:
///   CardStyle] = ["Job Interview": CardStyle(iconName:, gradientColors: [UIColor(…), …]), …]`,
///   read as `styles[title] ?? defaultStyle`): each topic's colors identify it. `init` made each
///   of the table's ~40 colors an adaptive token, a little lighter in Dark (session 26 F12);
/// - a preset of such a type named by its colors (ChartView's `static let whiteBlack =
///   ColorGradient(.white, .black)`, `redBlack`): a choice offered to the library's users, whose
///   name promises its colors; made adaptive, `whiteBlack` drew dark-to-light in Dark (F5).
extension FixedIntentReader {
    /// How many groups up from a finding a style value's table is looked for.
    static let styleTableDepth = 6

    /// `data` evidence when code index `k` (a finding's start) lies in the arguments of a call of
    /// a non-color type (directly, or in an array literal argument) that is an element or value of
    /// a collection literal declared as `let`/`var` whose uses index, iterate or offer it.
    func styleTableValue(_ k: Int) -> String? {
        var n = k
        var type: String?
        for _ in 0..<Self.styleTableDepth {
            guard let open = groups.opener(of: n) else { return nil }
            if file.isChar(open, "(") {
                guard let callee = styleTypeCall(open) else { return nil }
                if type == nil { type = callee }
            } else if file.isChar(open, "[") {
                if let type, let name = declaredName(beforeLiteral: open), let use = collectionUses.dataUse(of: name) {
                    return "a \(type) value of \(name), \(use): its colors are the entry's data"
                }
            } else {
                return nil
            }
            n = open
        }
        return nil
    }

    /// `data` evidence when code index `k` begins an argument of the initializer that is the whole
    /// value of a static preset of that initializer's type, named by colors: `static let
    /// whiteBlack = TwoTone(.white, .black)` inside `TwoTone` or an extension of it.
    func colorNamedPreset(_ k: Int) -> String? {
        guard let open = groups.opener(of: k), file.isChar(open, "("), let type = styleTypeCall(open),
              file.isChar(k - 1, "(") || file.isChar(k - 1, ",") || file.isChar(k - 1, ":") else { return nil }
        // `static let NAME = T(` or `static let NAME: T = T(` / `= .init(` is read by `styleTypeCall` as T only.
        var b = open - 2
        guard file.isChar(b, "=") else { return nil }
        b -= 1
        if file.codeIs(b, type), file.isChar(b - 1, ":") { b -= 2 }
        guard file.isWord(b), file.codeIs(b - 1, "let") || file.codeIs(b - 1, "var") else { return nil }
        let name = file.text(code: b)
        var s = b - 2
        while s >= 0, s > b - 6, !file.codeIs(s, "static"), file.isWord(s), !file.lineBreakBetween(s, b - 1) { s -= 1 }
        guard file.codeIs(s, "static") else { return nil }
        guard let owner = syntax.tree.enclosingType(at: b)?.name?.split(separator: ".").last, String(owner) == type else { return nil }
        let hues = Set(Self.words(name)).intersection(KeptColors.hueWords)
        guard !hues.isEmpty else { return nil }
        return "a preset of \(type) named by its colors (\(type).\(name)): a choice offered as written"
    }

    /// The type a call at opener `open` constructs when it is a type of the app's, not a color
    /// type: `CardStyle(` (capitalized, no color type, no gradient of colors' own).
    func styleTypeCall(_ open: Int) -> String? {
        guard open > 0, file.isWord(open - 1), file.code[open].begin == file.code[open - 1].end else { return nil }
        let callee = file.text(code: open - 1)
        guard let first = callee.first, first.isUppercase, BaseColorType(rawValue: callee) == nil,
              !["UIColor", "NSColor", "Color", "CGColor", "CIColor"].contains(callee), !file.isChar(open - 2, ".") else { return nil }
        return callee
    }
}
