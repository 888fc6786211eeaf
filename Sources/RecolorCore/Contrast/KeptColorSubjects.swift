/// A color a `keep` rule holds fixed, as one side of a pair: a brand yellow kept under the
/// app's text token, a white glyph kept over a token's disc. Nothing changes it in Dark Mode, so
/// the token beside it must read against the same value in every appearance (`init` darkened a
/// text token to white over a kept yellow, and `contrast` measured nothing). Such a side is named
/// by its value (`#FFFC00`, `#FFFFFF80` with alpha: never a token's name, which has no `#`) and
/// measured with it in every appearance. A pair of two fixed sides (kept or Apple's) is the
/// app's own, not a token's, and is not made.
enum KeptColorSubjects {
    /// The subject a kept finding stands for, or nil: the finding is no keep, a keep whose value
    /// is not one color in every appearance (an arm of the code's own test of the appearance, a
    /// dark theme's value, drawn only in dark), a missing asset's fallback (`UIColor(named: "X") ??
    /// .black` draws the set X: GithubClient's labels were paired as black on their cells' dark
    /// set, 1.18:1, beside the set's own passing pair), or of unknown color.
    static func subject(of report: Report) -> String? {
        guard let reason = report.resolution.kept, !report.finding.isChosenByAppearanceAlone, report.finding.choice == nil,
              !reason.hasPrefix(FixedIntent.chosenByAppearance.rawValue), !reason.hasPrefix(FixedIntent.darkTheme.rawValue),
              !reason.hasPrefix(FixedIntent.forcedDark.rawValue), !reason.hasPrefix(FixedIntent.fallback.rawValue) else { return nil }
        return subject(of: report.finding)
    }

    /// The subject of a kept light-only color set, by its value: wherever the code names the set it
    /// draws that one value (an arm of the app's own choice is told apart where it is used,
    /// `AppearanceArmUses`). beam's `purple_light`, kept as the dark arm of `AppearanceValue(light:
    /// .beam, dark: .beamPurpleLight)`, was no side at all once kept: its pairs were lost.
    static func subject(ofKeptSet report: Report) -> String? {
        guard report.finding.kind == .assetColor, report.resolution.kept != nil else { return nil }
        return subject(of: report.finding)
    }

    /// Whether a kept finding is one appearance's own color (drawn in that appearance alone): an
    /// arm of the code's test of the appearance, a dark theme's value, a view forced dark.
    static func isAppearanceOwn(_ report: Report) -> Bool {
        guard let reason = report.resolution.kept else { return false }
        return report.finding.isChosenByAppearanceAlone || reason.hasPrefix(FixedIntent.chosenByAppearance.rawValue)
            || reason.hasPrefix(FixedIntent.darkTheme.rawValue) || reason.hasPrefix(FixedIntent.forcedDark.rawValue)
    }

    /// The subject of a finding's color as written (modifiers included).
    static func subject(of finding: Finding) -> String? {
        guard let color = finding.color else { return nil }
        return color.hex(withAlpha: color.alpha != 255)
    }

    /// Whether a pair's side is a kept color rather than a token.
    static func isKept(_ subject: String) -> Bool { subject.hasPrefix("#") && values(subject) != nil }

    /// The kept value, the same in every appearance (the light value, which every other falls back to).
    static func values(_ subject: String) -> AppearanceValues? {
        guard let color = RGBA(mappingHex: subject) else { return nil }
        return AppearanceValues([.light: color])
    }
}
