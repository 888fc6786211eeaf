/// An app's light and dark themes declared as types rather than instances (`ThemeInstances`):
/// two types conforming to one protocol (`struct LightTheme: Theme`, `struct DarkTheme: Theme`,
/// each with `let textColor = …` or `var textColor: UIColor { … }`), or a class and the
/// subclass that overrides its colors for dark (`class Theme`, `class DarkTheme: Theme {
/// override var textColor: UIColor { … } }`). The same member of both is one light/dark pair,
/// under the protocol's or the base class's name: read from the current theme
/// (`ThemeManager.current.textColor`), it stands for that member's token.
enum ThemeTypes {
    /// A type's color members: each member whose whole value (or computed body) is one finding.
    struct Declared {
        var name: String
        var inherited: [String]
        var members: [String: Report]
    }

    /// The themes the files declare as types, across files (the protocol, the light type and the
    /// dark one are often in three). Only files that may name a dark type are read first; then
    /// the files that name what a dark type inherits.
    static func find(in files: [(file: SwiftSource, reports: [Report])]) -> [ThemeInstances.Theme] {
        var trees: [Int: SyntaxTree] = [:]
        func tree(_ n: Int) -> SyntaxTree {
            if let t = trees[n] { return t }
            let t = SyntaxTree(files[n].file)
            trees[n] = t
            return t
        }
        var darks: [Declared] = []
        for (n, (file, reports)) in files.enumerated() where !reports.isEmpty && Self.darkWordFinders.contains(where: { $0.occurs(in: file.bytes) }) {
            darks += declared(in: file, tree: tree(n), reports: reports) { $0.inherited.isEmpty ? false : ThemeInstances.kind(ofInstance: $0.name ?? "") == .dark }
        }
        // A framework's class or a standard protocol is no theme's (`DarkButton: UIButton`).
        let bases = Set(darks.flatMap(\.inherited).filter { !Self.isFrameworkName($0) })
        guard !bases.isEmpty else { return [] }
        let baseFinders = bases.map { ByteFinder($0) }
        var lights: [Declared] = []
        for (n, (file, reports)) in files.enumerated() where !reports.isEmpty && baseFinders.contains(where: { $0.occurs(in: file.bytes) }) {
            lights += declared(in: file, tree: tree(n), reports: reports) { scope in
                // The base class itself, or a light type of the same protocol or base.
                bases.contains(scope.name ?? "") || (ThemeInstances.kind(ofInstance: scope.name ?? "") == .light && !bases.isDisjoint(with: scope.inherited))
            }
        }
        var out: [ThemeInstances.Theme] = []
        for dark in darks {
            for base in dark.inherited where bases.contains(base) {
                guard let light = lights.first(where: { $0.inherited.contains(base) && $0.name != dark.name }) ?? lights.first(where: { $0.name == base }) else { continue }
                let members = dark.members.keys.sorted().compactMap { label in
                    light.members[label].map { ThemeInstances.Member(label: label, light: $0, dark: dark.members[label]!) }
                }
                guard !members.isEmpty else { continue }
                out.append(ThemeInstances.Theme(type: base, members: members, others: [], lightName: light.name, darkName: dark.name))
                break
            }
        }
        return out
    }

    static let darkWordFinders = ["Dark", "Night", "dark", "night"].map { ByteFinder($0) }

    /// Apple's classes (`UIView`, `NSObject`) and the standard protocols a type of any kind adopts.
    static func isFrameworkName(_ name: String) -> Bool {
        let prefixes = ["UI", "NS", "CA", "CG", "AV", "MK", "SK", "WK"]
        if prefixes.contains(where: { name.hasPrefix($0) && name.count > 2 && name.dropFirst(2).first!.isUppercase }) { return true }
        return standardProtocols.contains(name)
    }

    static let standardProtocols: Set<String> = ["Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Sendable", "Identifiable",
                                                 "CaseIterable", "ObservableObject", "View", "ShapeStyle", "CustomStringConvertible", "RawRepresentable"]

    /// The types of `file` that `wanted` accepts, each with its color members.
    static func declared(in file: SwiftSource, tree: SyntaxTree, reports: [Report], wanted: (Scope) -> Bool) -> [Declared] {
        var byStart: [Int: Report] = [:]
        for r in reports { byStart[file.codeIndex(atOrAfter: r.finding.range.lowerBound)] = r }
        var out: [Declared] = []
        for (n, scope) in tree.scopes.enumerated() where scope.isType && scope.name != nil && wanted(scope) {
            var members: [String: Report] = [:]
            var k = scope.open + 1
            while k < scope.close {
                defer { k += 1 }
                guard tree.scope(at: k) == n, file.codeIs(k, "let") || file.codeIs(k, "var"), file.isWord(k + 1) else { continue }
                var j = k + 2
                if file.isChar(j, ":"), file.isWord(j + 1) { j += 2 }
                if file.isChar(j, "?") || file.isChar(j, "!") { j += 1 }
                if let r = value(at: j, in: file, byStart: byStart) { members[file.text(code: k + 1)] = r }
            }
            if !members.isEmpty { out.append(Declared(name: scope.name!, inherited: scope.inherited, members: members)) }
        }
        return out
    }

    /// The finding that is the whole value after code index `j`: `= X` ending its line, or a
    /// computed body `{ X }` / `{ return X }`.
    static func value(at j: Int, in file: SwiftSource, byStart: [Int: Report]) -> Report? {
        if file.codeIs(j, "=") {
            guard let r = byStart[j + 1] else { return nil }
            let end = file.codeIndex(atOrAfter: r.finding.range.upperBound)
            guard end >= file.code.count || file.lineBreakBetween(end - 1, end) || file.isChar(end, ";") || file.isChar(end, "}") else { return nil }
            return r
        }
        guard file.isChar(j, "{"), let close = file.matchingClose(j) else { return nil }
        let start = file.codeIs(j + 1, "return") ? j + 2 : j + 1
        guard let r = byStart[start], file.codeIndex(atOrAfter: r.finding.range.upperBound) == close else { return nil }
        return r
    }
}
