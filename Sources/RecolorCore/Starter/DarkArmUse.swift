/// Whether a use of a color stands in the dark arm of a choice the code makes by the app's theme
/// or the appearance: a `case .dark:` of a switch (threema's `switch theme { case .light:
/// UIColor(resource: .gray100) case .dark: UIColor(resource: .gray1000) }`), or the dark arm of
/// a ternary on the appearance (`colorScheme == .dark ? Color("Ink") : .white`). A color set drawn
/// only there is already a dark value: proposed a dark of its own, threema's gray1000 #181818
/// became #D1D1D1, inverted (session 20's notes).
enum DarkArmUse {
    /// True in a dark arm, false in any other place (a light arm, or no choice).
    static func isDarkArm(_ start: Int, in file: SwiftSource) -> Bool { arm(start, in: file) == .dark }

    /// The arm a use stands in, innermost first: the `light:` or `dark:` argument of a call
    /// labeling both (beam's `AppearanceValue(light: .beamRedDarker, dark: .beamRed)`, inside a
    /// `case .destructive:` of its own), an arm of a ternary on the appearance, a `case` of a
    /// switch naming only dark (or only light) themes or styles; nil in any other place.
    static func arm(_ start: Int, in file: SwiftSource) -> Appearance? {
        if let (side, _) = AppearanceLabels.argumentSide(of: start, in: file) { return side }
        if let dark = ternaryArmIsDark(start, in: file) { return dark ? .dark : .light }
        guard let label = SwitchOfCase.label(holding: start, in: file, limit: 160) else { return nil }
        // A light case (or the `default`) is the light arm only of a switch on the system's
        // appearance: the light case of the app's own theme is drawn in Dark when the user picks it.
        let onAppearance = SwitchOfCase.of(caseAt: label, in: file).map { AppearanceChoices.namesSystemAppearance($0.subject) } ?? false
        guard file.codeIs(label, "case") else { return onAppearance ? .light : nil }
        var names: [String] = []
        var n = label + 1
        while n < start, !file.isChar(n, ":") {
            if file.isChar(n, "."), file.isWord(n + 1) { names.append(file.text(code: n + 1)) }
            n += 1
        }
        guard !names.isEmpty else { return nil }
        if names.allSatisfy({ [.dark, .blackTheme].contains(ThemeInstances.kind(ofInstance: $0)) }) { return .dark }
        if onAppearance, names.allSatisfy({ ThemeInstances.kind(ofInstance: $0) == .light }) { return .light }
        return nil
    }

    /// For an arm of a ternary starting at code index `k`: whether the condition makes it the
    /// dark one (`== .dark` before `?` for the first arm, `== .light` for the second, `!=` the
    /// other way); nil when `k` is no arm or the condition names no style.
    static func ternaryArmIsDark(_ k: Int, in file: SwiftSource) -> Bool? {
        let b = TypeErasers.skipOpenings(from: k - 1, in: file)
        guard b >= 0, file.isChar(b, "?") || file.isChar(b, ":") else { return nil }
        var question = b
        if file.isChar(b, ":") {
            // Back over the first arm to its `?`.
            var j = b - 1, steps = 0
            while j >= 0, steps < 64, !file.isChar(j, "?") {
                if file.isChar(j, ")") || file.isChar(j, "]"), let o = file.matchingOpen(j) { j = o - 1; continue }
                if file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{") || file.isChar(j, ",") { return nil }
                j -= 1
                steps += 1
            }
            guard j >= 0, file.isChar(j, "?") else { return nil }
            question = j
        }
        var n = question - 1, steps = 0
        var style: Bool?
        var negated = false
        while n >= 0, steps < 24 {
            steps += 1
            if file.isChar(n, ")"), let o = file.matchingOpen(n) { n = o; continue }
            if file.isChar(n, "(") || file.isChar(n, "[") || file.isChar(n, "{") || file.isChar(n, ",") || file.codeIs(n, "=")
                || file.codeIs(n, "return") || file.codeIs(n, "&&") || file.codeIs(n, "||") { break }
            if file.isWord(n), file.isChar(n - 1, "."), style == nil {
                let w = file.text(code: n)
                if w == "dark" || w == "darkAqua" { style = true } else if w == "light" || w == "aqua" { style = false }
                // The app's own theme (`theme == .darkTheme ? GV.white : …`: GenesisVision; session 41, verify41a-v4).
                // Only a dark theme's name says which arm: `.standard`, `.default` or `.black` compare many things.
                else if ThemeInstances.kind(ofInstance: w) == .dark { style = true }
            }
            if file.codeIs(n, "!=") { negated = true }
            n -= 1
        }
        guard let style else { return nil }
        let firstIsDark = style != negated
        return file.isChar(b, "?") ? firstIsDark : !firstIsDark
    }
}
