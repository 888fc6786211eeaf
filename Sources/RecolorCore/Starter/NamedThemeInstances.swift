/// The app's own looks of one type, named for the page they draw and picked by the user: Palace's
/// reader `static var blackOnWhiteColors: TPPAppearanceColors { TPPAppearanceColors(textColor:
/// .black, …) }`, `blackOnSepiaColors`, `whiteOnBlackColors`, chosen from the reader's settings.
/// No name says light or dark (`ThemeInstances` pairs those), so each value was a plain finding:
/// the black text became `UIColor.label`, white on the sepia page in Dark Mode (session 29,
/// intent29: left). Each look is already the app's decision for one page: its values are kept as
/// written (`userTheme`).
///
/// Not: one instance alone, instances whose names say no look (`primary`, `secondary` of a button
/// style), a group holding a light or dark instance (`ThemeInstances`' pair), a color type's own
/// members.
enum NamedThemeInstances {
    /// Words of an instance's name that name a page's look.
    static let lookWords: Set<String> = ["sepia", "paper", "parchment", "cream", "solarized", "amoled", "oled", "midnight", "dusk", "dawn"]
    /// `sepia`, `paperTheme`, or text on a page (`blackOnWhite`, `whiteOnBlackColors`).
    static func namesLook(_ name: String) -> Bool {
        let words = FixedIntentReader.words(name)
        if let on = words.firstIndex(of: "on"), on > 0, on + 1 < words.count { return true }
        return !Set(words).isDisjoint(with: lookWords)
    }

    /// The evidence for each finding (by the code index it starts at) that is a value of such a look.
    static func sites(in file: SwiftSource, tree: SyntaxTree, reports: [Report]) -> [Int: String] {
        let byStart = Dictionary(reports.map { (file.codeIndex(atOrAfter: $0.finding.range.lowerBound), $0) }, uniquingKeysWith: { a, _ in a })
        guard !byStart.isEmpty else { return [:] }
        var groups: [String: [(name: String, open: Int)]] = [:]
        for k in 0..<file.code.count where file.codeIs(k, "let") || file.codeIs(k, "var") {
            guard file.isWord(k + 1), ThemeInstances.isInstanceDeclaration(k, in: file, tree: tree),
                  let (type, open) = instanceCall(after: k, in: file), BaseColorType(rawValue: type) == nil else { continue }
            groups[HarvestedPairs.enclosingTypes(at: k, in: tree).joined(separator: ".") + " " + type, default: []].append((file.text(code: k + 1), open))
        }
        var out: [Int: String] = [:]
        for (key, list) in groups where list.count >= 2 {
            guard list.allSatisfy({ ThemeInstances.kind(ofInstance: $0.name) != .light && ThemeInstances.kind(ofInstance: $0.name) != .dark }),
                  list.filter({ namesLook($0.name) }).count >= 2 else { continue }
            let type = key.split(separator: " ").last.map(String.init) ?? ""
            let names = list.map(\.name)
            for (name, open) in list {
                let evidence = "\(name), one of the \(names.count) looks of \(type) the app picks itself (\(names.joined(separator: ", ")))"
                for (_, r) in ThemeInstances.arguments(at: open, in: file, byStart: byStart) {
                    out[file.codeIndex(atOrAfter: r.finding.range.lowerBound)] = evidence
                }
            }
        }
        return out
    }

    /// The type and the `(` of the call an instance declaration at `k` (`let`/`var`) holds:
    /// `NAME = T(…)`, `NAME: T = .init(…)`, or a computed body of that call alone
    /// (`NAME: T { T(…) }`, `{ return .init(…) }`).
    static func instanceCall(after k: Int, in file: SwiftSource) -> (String, Int)? {
        var n = k + 2
        var annotated: String?
        if file.isChar(n, ":"), file.isWord(n + 1) { annotated = file.text(code: n + 1); n += 2 }
        func call(at m: Int) -> (String, Int)? {
            if file.isWord(m), file.isChar(m + 1, "(") { return (file.text(code: m), m + 1) }
            if file.isChar(m, "."), file.codeIs(m + 1, "init"), file.isChar(m + 2, "("), let a = annotated { return (a, m + 2) }
            return nil
        }
        if file.codeIs(n, "=") { return call(at: n + 1) }
        guard annotated != nil, file.isChar(n, "{"), let close = file.matchingClose(n) else { return nil }
        let m = file.codeIs(n + 1, "return") ? n + 2 : n + 1
        guard let (type, open) = call(at: m), let end = file.matchingClose(open), end + 1 == close else { return nil }
        return (type, open)
    }
}
