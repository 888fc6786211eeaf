/// Arms chosen by the app's own dark-mode setting, not the system's appearance (session 34's
/// held-out check, V2): bittr's palette helper returns `if darkModeIsOn {return UIColor.white}
/// else {return UIColor.black}`, where `darkModeIsOn` is a local set from `CacheManager.darkModeIsOn()`,
/// a reader of `UserDefaults` (`AppearanceHelpers.settingReaders`; off by default). recolor already
/// read that as no test of the appearance, then mapped the arms as context-free colors: the white
/// became `systemBackground`, the black `label`, so with the system in Dark and the setting off the
/// text turned white on the app's fixed #FCFCFF pages. The app decides what each branch shows
/// whatever the system's appearance: every arm stays as written (`isChosenByAppearanceAlone`).
extension AppearanceTestedArms {
    /// `if darkModeIsOn (the app's own setting, not the system's appearance)` when code index `k`
    /// stands directly in a branch of an `if` chain, or in an arm of a ternary, whose condition
    /// names a setting reader or a local the enclosing function sets from one; nil otherwise.
    func settingTest(at k: Int) -> String? {
        guard !condition.settingReaders.isEmpty else { return nil }
        let names = { (t: Int) in namesSetting(t) }
        if let (keyword, open, word) = ifChainCondition(at: k, where: names) {
            return conditionText(keyword, open - 1, word: word) + Self.settingReason
        }
        if let (from, question, word) = ternaryCondition(before: k, where: names) {
            return conditionText(from, question - 1, word: word) + Self.settingReason
        }
        return nil
    }

    static let settingReason = " (the app's own setting, not the system's appearance)"

    /// The other colors a function returns beside arms its setting chooses (bittr's `default:
    /// return UIColor.white` after the `case`s of `if darkModeIsOn`): the same helper's palette, the
    /// app's own look in either of its modes. Rewritten alone, the fallback became
    /// `systemBackground` and followed the system's appearance where no other arm did.
    func keepReturnsBesideSettingArms(_ findings: inout [Finding]) {
        guard !condition.settingReaders.isEmpty, let tree = syntax?.tree else { return }
        var functions: [Int: String] = [:]
        for f in findings {
            guard let test = f.appearanceTest, test.hasSuffix(Self.settingReason) else { continue }
            let k = file.codeIndex(atOrAfter: f.range.lowerBound)
            if let function = tree.enclosingFunction(at: k) { functions[function.open] = functions[function.open] ?? test }
        }
        guard !functions.isEmpty else { return }
        for n in findings.indices where findings[n].choice == nil && findings[n].appearanceTest == nil && !findings[n].kind.isHazard {
            let k = file.codeIndex(atOrAfter: findings[n].range.lowerBound)
            guard k > 0, file.codeIs(k - 1, "return"), let function = tree.enclosingFunction(at: k), let test = functions[function.open] else { continue }
            findings[n].appearanceTest = "returned beside " + test
        }
    }

    /// Whether code index `t` is a setting reader (`Prefs.darkModeIsOn()`, `settings.isDarkMode`) or
    /// a local whose initializer calls or reads one (`let on = Prefs.darkModeIsOn()`).
    func namesSetting(_ t: Int) -> Bool {
        guard file.kind(t) == .identifier else { return false }
        let isReader = condition.settingReaders.contains(file.text(code: t))
        // A local the function sets (bittr's has the reader's own name) is what its value reads.
        guard !file.isChar(t - 1, "."), let tree = syntax?.tree,
              let value = LocalDeclaration.initializer(of: t, in: file, tree: tree) else { return isReader }
        return value.contains(where: { file.kind($0) == .identifier && condition.settingReaders.contains(file.text(code: $0)) })
    }
}
