/// A palette type's own code reading its member unqualified (`UIToolbar.appearance().tintColor =
/// primaryDarkColor` in `class AppTheme`'s `customizeOnAppLoad()`, where `static let primaryDarkColor
/// = UIColor.srViolet2`): the same use as `AppTheme.primaryDarkColor` written elsewhere. It was no
/// finding, so fix left it fixed and `check` passed while the toolbar under it turned black in Dark
/// Mode: 1.70:1 (verify32 V4, SmartReceiptsiOS AppTheme.swift:37). Only in a file declaring a palette
/// (`FileDetector.declaresPalette`, read once per file), so other files pay one Bool per name.
extension PaletteReferenceDetector {
    /// The finding of the bare name at code token `k` when it names a member of the palette whose
    /// body (or extension) holds it: not a member of another value (`x.name`), not a declaration
    /// or argument label, not a local or parameter of its function shadowing the member.
    static func detectOwnMember(_ d: FileDetector, at k: Int) -> (Finding, Int)? {
        let file = d.file
        // A `:` after the name makes it a label, except after a ternary's `?` (`scheme == .dark ? darkBackground :
        // lightBackground`: the dark arm was no finding, the pair unread, one arm rewritten; session 39's intent39b M5).
        guard !file.isChar(k - 1, "."), !file.isChar(k + 1, ":") || file.isTernaryQuestion(k - 1),
              file.kind(k - 1) != .keyword || file.codeIs(k - 1, "return"),
              let type = d.analyzer.syntax.tree.enclosingType(at: k), let typeName = type.name else { return nil }
        let palette = typeName.split(separator: ".").last.map(String.init) ?? typeName
        let name = file.text(code: k)
        guard d.settings.configuration.palettes.contains(palette), let members = d.settings.palette.members[palette],
              let value = members[name], !MetatypeMembers.names.contains(name),
              d.settings.palette.nonColorMembers[palette]?.contains(name) != true,
              let end = memberEnd(d, member: k, symbol: "\(palette).\(name)") else { return nil }
        // A member inside a type's own body but outside any function is its declaration (removed
        // from a palette's file anyway); a local or a parameter of the same name is no member.
        guard let function = d.analyzer.syntax.tree.enclosingFunction(at: k),
              !LocalDeclaration.isLocal(k, in: file, tree: d.analyzer.syntax.tree),
              !isParameter(name, of: function, in: file) else { return nil }
        return d.finding(kind: .paletteReference, type: d.settings.palette.declaredType(of: "\(palette).\(name)"), start: k, baseEnd: end,
                         color: value, symbol: "\(palette).\(name)")
    }

    /// Whether `function`'s signature declares a parameter named `name` (`func f(deepColor: UIColor)`,
    /// `func f(_ deepColor: UIColor)`): the text between its keyword and its `{`.
    static func isParameter(_ name: String, of function: Scope, in file: SwiftSource) -> Bool {
        guard function.keywordToken >= 0, function.open > function.keywordToken else { return false }
        for t in function.keywordToken..<function.open where file.isChar(t + 1, ":") && file.text(code: t) == name { return true }
        return false
    }
}
