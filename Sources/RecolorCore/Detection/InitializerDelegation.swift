/// A light/dark pair passed to `self.init(light:dark:)` or `super.init(…)` (2fas-pass-ios's
/// `UIColor+ItemTagColor.swift`: `convenience init(_ tag: ItemTagColor) { switch tag { case .red:
/// self.init(light: UIColor(hexString: "#FF383C")!, dark: …) … } }`). The call is an initializer's
/// delegation, no value: `fix` replaced it whole by `Semantic.redColor`, so the initializer called
/// no initializer on any path and each case was an unused expression, and the app did not build
/// ("'self.init' isn't called on all paths before returning from initializer", session 27's review,
/// F6; `swiftc -typecheck` does not report it, definite initialization runs on SIL). The code already
/// gives the light and the dark value: the arms stay as written (`fix` keeps them, `init` makes no
/// token of them), as the other choices `AppearanceChoices` leaves to the code.
extension AppearanceChoices {
    /// `self.init(light:, dark:) delegates …` when the choice spanning byte `range` starts with
    /// `self.init` or `super.init`; nil for a value (`UIColor(light:dark:)`, `.init(light:dark:)`,
    /// `Self(light:dark:)`).
    func initializerDelegation(_ range: Range<Int>) -> String? {
        let s = file.codeIndex(atOrAfter: range.lowerBound)
        guard s + 3 < file.code.count, file.codeIs(s, "self") || file.codeIs(s, "super"), file.isChar(s + 1, "."),
              file.codeIs(s + 2, "init"), file.isChar(s + 3, "(") else { return nil }
        let labels = (ArgumentList.parse(file, open: s + 3)?.arguments ?? []).map { ($0.label ?? "_") + ":" }
        return "\(file.text(code: s)).init(\(labels.joined())) delegates to another initializer, no value a token can replace (the code already gives both)"
    }
}
