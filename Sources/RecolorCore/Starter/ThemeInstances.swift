/// An app's own light and dark themes: instances of one type declared side by side
/// (`static let light = Theme(textColor: .black, …)`, `static let dark = Theme(textColor: .white, …)`).
/// The same argument of both is one light/dark pair the code already decided; a third instance
/// (`static let black = Theme(…)`) is named in the pair's description, never merged.
struct ThemeInstances {
    /// One argument of the light and dark instances, as findings.
    struct Member {
        var label: String
        var light: Report
        var dark: Report
    }

    struct Theme {
        var type: String
        var members: [Member]
        /// Other instances of the type beside light and dark (`black`, `sepia`).
        var others: [String]
    }

    static let lightNames: Set<String> = ["light", "lightTheme", "day", "dayTheme"]
    static let darkNames: Set<String> = ["dark", "darkTheme", "night", "nightTheme"]

    /// The themes `file` declares, with their arguments that are findings of `reports`.
    static func find(in file: SourceFile, tree: SyntaxTreeMemo, reports: [Report]) -> [Theme] {
        guard file.bytes.containsSequence(Array("static".utf8)) else { return [] }
        let byStart = Dictionary(reports.map { (file.codeIndex(atOrAfter: $0.finding.range.lowerBound), $0) }, uniquingKeysWith: { a, _ in a })
        // Instances per (enclosing types, type): name → code index of the call's `(`.
        var instances: [String: [(name: String, open: Int)]] = [:]
        var order: [String] = []
        for k in 0..<file.code.count where file.codeIs(k, "static") {
            guard file.codeIs(k + 1, "let") || file.codeIs(k + 1, "var"), file.isWord(k + 2) else { continue }
            var n = k + 3
            var annotated: String?
            if file.isChar(n, ":"), file.isWord(n + 1) { annotated = file.text(code: n + 1); n += 2 }
            guard file.codeIs(n, "=") else { continue }
            let type: String
            if file.isWord(n + 1), file.isChar(n + 2, "(") { type = file.text(code: n + 1); n += 2 }
            else if file.isChar(n + 1, "."), file.codeIs(n + 2, "init"), file.isChar(n + 3, "("), let a = annotated { type = a; n += 3 }
            else { continue }
            guard BaseColorType(rawValue: type) == nil else { continue }
            let key = HarvestedPairs.enclosingTypes(at: k, in: tree.tree).joined(separator: ".") + " " + type
            if instances[key] == nil { order.append(key) }
            instances[key, default: []].append((file.text(code: k + 2), n))
        }
        return order.compactMap { key in
            let list = instances[key]!
            guard let light = list.first(where: { lightNames.contains($0.name) }), let dark = list.first(where: { darkNames.contains($0.name) }) else { return nil }
            let lightArgs = arguments(at: light.open, in: file, byStart: byStart)
            let darkArgs = arguments(at: dark.open, in: file, byStart: byStart)
            let members = lightArgs.compactMap { label, report in darkArgs.first { $0.0 == label }.map { Member(label: label, light: report, dark: $0.1) } }
            guard !members.isEmpty else { return nil }
            let others = list.map(\.name).filter { $0 != light.name && $0 != dark.name }
            return Theme(type: String(key.split(separator: " ").last!), members: members, others: others)
        }
    }

    /// `(label: COLOR, …)` at `open`: each labelled argument that is exactly one finding.
    static func arguments(at open: Int, in file: SourceFile, byStart: [Int: Report]) -> [(String, Report)] {
        guard let close = file.matchingClose(open) else { return [] }
        var out: [(String, Report)] = []
        var k = open + 1
        while k < close {
            if file.isWord(k), file.isChar(k + 1, ":"), file.isChar(k - 1, "(") || file.isChar(k - 1, ","), let r = byStart[k + 2] {
                let end = file.codeIndex(atOrAfter: r.finding.range.upperBound)
                if end == close || file.isChar(end, ",") { out.append((file.text(code: k), r)) }
            }
            if (file.isChar(k, "(") || file.isChar(k, "[") || file.isChar(k, "{")), let c = file.matchingClose(k) { k = c + 1; continue }
            k += 1
        }
        return out
    }
}
