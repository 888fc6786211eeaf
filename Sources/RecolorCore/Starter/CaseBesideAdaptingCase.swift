/// A color that is the whole body of a case of a switch another of whose cases chooses by the
/// appearance: the code decided, case by case, which colors adapt, and this one does not.
/// MoeMemos's contribution heat map (`switch count { case 0: return colorScheme == .dark ?
/// Color(uiColor: .systemGray5) : Color(0xeaeaea); case 1: return Color(0x9be9a8) … }`): init
/// harvested level 0 and proposed darks for levels 1–4, and the scale shifted in Dark Mode
/// against the app's decision (session 41, verify41d-v3).
extension FixedIntentReader {
    /// `the same in both appearances: case 0 of switch count chooses by the appearance, this case
    /// does not` when the color at code index `k` is the whole body of such a case.
    func caseBesideAdaptingCase(_ k: Int) -> String? {
        guard let label = SwitchOfCase.label(holding: k, in: file, limit: 96),
              let (brace, subject) = SwitchOfCase.of(caseAt: label, in: file), let close = file.matchingClose(brace) else { return nil }
        let labels = caseLabels(open: brace, close: close)
        // The color is the case's whole value (`return Color(0x9be9a8)`), not a color inside a view the case builds
        // (Windscribe's `case .connected: Image(…)….foregroundColor(.seaGreen)` beside an `isDarkMode` call was kept).
        guard let own = labels.first(where: { $0.body.contains(k) }), constructorBody(own.body) != nil else { return nil }
        var first = own.body.lowerBound
        if file.codeIs(first, "return") { first += 1 }
        guard first == k else { return nil }
        guard let adapting = labels.first(where: { $0.body != own.body && choosesByAppearance($0.body) }) else { return nil }
        let pattern = adapting.isDefault ? "default" : "case " + adapting.pattern.map { file.text(code: $0) }.joined(separator: " ")
        return "the same in both appearances: \(pattern) of switch \(subject) chooses by the appearance, this case does not"
    }

    /// Whether a case's body tests the appearance in a ternary or an `if` (`colorScheme == .dark ? A : B`).
    func choosesByAppearance(_ body: Range<Int>) -> Bool {
        guard body.contains(where: { file.isChar($0, "?") && file.code[$0].kind == .operator || file.codeIs($0, "if") }) else { return false }
        return body.contains { file.code[$0].kind == .identifier && Self.appearanceTestWords.contains(file.text(code: $0).lowercased()) }
    }
}
