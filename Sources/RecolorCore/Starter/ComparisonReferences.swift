/// A color the code only measures another color against: the white and black a helper compares a tint
/// with to choose its text (`contrastRatio(with: white)`, `luminance(.black)`). Made adaptive, the two
/// references swap in Dark Mode and the helper picks the wrong text for every tint (eidch-ios-wallet's
/// `suggestedColorScheme()`; session 41, verify41g-v8).
extension FixedIntentReader {
    /// Words of a function's name that say it measures colors against each other.
    static let measuringWords: Set<String> = ["contrast", "luminance", "brightness", "distance", "difference", "delta"]

    /// `a reference measured against (contrastRatio(with:))` when the color at code index `k` is an argument of a
    /// measuring call, or the value of a local `let NAME = …` whose every use in its body is one.
    func comparisonReference(_ k: Int) -> String? {
        if let callee = measuringCallee(ofArgumentAt: k) { return "a reference the code measures colors against (\(callee)(…))" }
        guard k >= 3, file.codeIs(k - 1, "="), file.isWord(k - 2), file.codeIs(k - 3, "let") || file.codeIs(k - 3, "var"),
              let body = groups.opener(of: k), file.isChar(body, "{"), let end = file.matchingClose(body) else { return nil }
        let name = file.text(code: k - 2)
        var callee: String?
        for j in (k + 1)..<end where file.codeIs(j, name) && !file.isChar(j - 1, ".") {
            guard let c = measuringCallee(ofArgumentAt: j) else { return nil }
            callee = callee ?? c
        }
        return callee.map { "\(name), a reference the code measures colors against (\($0)(…))" }
    }

    /// The measuring function whose argument starts at code index `k` (`contrastRatio(with: k)`, `luminance(k)`), or nil.
    func measuringCallee(ofArgumentAt k: Int) -> String? {
        var open = k - 1
        if file.isChar(open, ":"), file.isWord(open - 1) { open -= 2 }
        guard file.isChar(open, "(") || file.isChar(open, ","), let call = groups.opener(of: k) ?? (file.isChar(open, "(") ? open : nil),
              file.isChar(call, "("), call >= 1, file.isWord(call - 1) else { return nil }
        // The argument ends at the next `,` or `)` of the call: no more than the color.
        let callee = file.text(code: call - 1)
        return Self.words(callee).contains(where: Self.measuringWords.contains) ? callee : nil
    }
}
