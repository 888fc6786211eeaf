#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A ternary on the appearance between two of the app's own named colors, neither a finding:
/// winston's `let BG_GRAD = colorScheme == .dark ? BG_GRAD_DARK : BG_GRAD_LIGHT` over
/// `private let BG_GRAD_DARK = Color.hex("FFB13D")` (Onboarding.swift, session 19). The choice
/// is no finding, its constants' declarations are: read one by one, the light constant got a
/// token with a proposed dark (`yellowColor`, dark `#FFD869`) where the code says `#FFB13D`.
/// `init` reads the pair from the two declarations (as `MemberArgumentPairs` does for a helper
/// called with members) and keeps both declarations as written, where they stand: the ternary
/// already gives each appearance its color.
enum MemberTernaryPairs {
    /// `COND ? A : B` whose `?` is code index `q`, A and B member paths (`A.b`, `.b`, `b`), the
    /// condition a test of the appearance alone: the condition's first index, the light and dark
    /// arms and the last index of the ternary.
    static func read(question q: Int, in file: SwiftSource, condition: AppearanceCondition) -> (start: Int, light: (Int, Int), dark: (Int, Int), end: Int)? {
        guard file.isChar(q, "?"), file.code[q].kind == .operator, let first = path(from: q + 1, in: file),
              file.isChar(first.1 + 1, ":"), let second = path(from: first.1 + 2, in: file) else { return nil }
        // The second arm ends the expression: nothing binds to it (`B.opacity(…)`, `B ?? C`, `B + x`).
        let after = second.1 + 1
        if after < file.code.count {
            let ends = file.isChar(after, ")") || file.isChar(after, ",") || file.isChar(after, "}") || file.isChar(after, "]") || file.isChar(after, ";")
                || file.line(of: file.code[after].begin) != file.line(of: file.code[second.1].begin) && file.code[after].kind != .operator && !file.isChar(after, ".")
            guard ends else { return nil }
        }
        let c0 = AppearanceCondition.conditionStart(before: q, in: file)
        guard c0 < q, !(c0 > 0 && (file.codeIs(c0 - 1, "||") || file.codeIs(c0 - 1, "&&"))),
              let trueIsDark = condition.trueBranchIsDark(c0, q - 1) else { return nil }
        return trueIsDark ? (c0, second, first, second.1) : (c0, first, second, second.1)
    }

    /// A member path from code index `k` (`A.b`, `.b`, `b`, `Self.b`): its first and last index.
    static func path(from k: Int, in file: SwiftSource) -> (Int, Int)? {
        var e = k
        if file.isChar(e, ".") { e += 1 }
        guard e < file.code.count, file.code[e].kind == .identifier || file.codeIs(e, "Self") else { return nil }
        while file.isChar(e + 1, "."), file.isWord(e + 2) { e += 2 }
        guard !file.isChar(e + 1, "("), !file.isChar(e + 1, "[") else { return nil }
        return (k, e)
    }

    /// The words a file must hold to test the appearance (`colorScheme`, `userInterfaceStyle`,
    /// `darkAqua`, `isDark`, `darkMode`): others are not tokenized for this.
    static let screens = ["colorScheme", "userInterfaceStyle", "ark", "ppearance"].map { Array($0.utf8) }
}

extension HarvestedPairs {
    /// Every appearance ternary between two members whose declarations the run found (one each:
    /// in the type the qualifier names, else in the ternary's file, else the one in the tree):
    /// a pair read from those declarations, both kept as written.
    mutating func addMemberTernaries(_ result: RunResult) {
        var ternaries: [(file: SwiftSource, tree: SyntaxTreeMemo, t: (start: Int, light: (Int, Int), dark: (Int, Int), end: Int))] = []
        var wanted: Set<String> = []
        let question = UInt8(ascii: "?")
        for content in result.files where content.kind == .swift && content.bytes.contains(question)
            && MemberTernaryPairs.screens.contains(where: { content.bytes.containsSequence($0) }) {
            let file = SwiftSource(path: content.path, bytes: content.bytes)
            let findingStarts = Set(content.reports.map(\.finding.range.lowerBound))
            var condition: AppearanceCondition?
            var tree: SyntaxTreeMemo?
            for q in file.code.indices where file.isChar(q, "?") && file.code[q].kind == .operator {
                if condition == nil { condition = AppearanceCondition(file: file) }
                guard let t = MemberTernaryPairs.read(question: q, in: file, condition: condition!),
                      !findingStarts.contains(file.code[t.light.0].begin), !findingStarts.contains(file.code[t.dark.0].begin) else { continue }
                if tree == nil { tree = SyntaxTreeMemo(file: file) }
                ternaries.append((file, tree!, t))
                wanted.insert(MemberArgumentPairs.named(t.light, in: file).member)
                wanted.insert(MemberArgumentPairs.named(t.dark, in: file).member)
            }
        }
        guard !ternaries.isEmpty else { return }
        var declared: [String: [(decl: MemberArgumentPairs.Declaration, path: String)]] = [:]
        for content in result.files where content.kind == .swift {
            var file: SwiftSource?
            var tree: SyntaxTreeMemo?
            for r in content.reports where r.finding.choice == nil && r.finding.matchKey != nil && !r.finding.kind.isHazard {
                guard let name = r.finding.context, wanted.contains(name) else { continue }
                // A stored property of a type too (UTM's `private let darkOverlay = Color(…)` beside
                // `colorScheme == .dark ? darkOverlay : lightOverlay`, session 21 audit F4): the
                // declaration stands in the type itself, never in a function (`enclosingTypes`).
                let isMember = StarterDraft.isDeclaration(of: name, before: r.finding.range.lowerBound, in: content.bytes, staticOnly: false)
                if file == nil { file = SwiftSource(path: content.path, bytes: content.bytes); tree = SyntaxTreeMemo(file: file!) }
                let k = file!.codeIndex(atOrAfter: r.finding.range.lowerBound)
                let types = HarvestedPairs.enclosingTypes(at: k, in: tree!.tree)
                // A type's static member, or a constant at the file's top level (`private let BG_GRAD_DARK = …`).
                let topLevel: Bool
                if case .file = tree!.tree.scopes[tree!.tree.scope(at: k)].kind { topLevel = DeclarationPlace.topLevelName(before: k, in: file!) == name } else { topLevel = false }
                guard isMember && !types.isEmpty || topLevel else { continue }
                declared[name, default: []].append((.init(report: r, types: types, place: DeclarationPlace.path(at: k, in: file!, tree: tree!.tree)), content.path))
            }
        }
        var byKey: [String: Int] = [:]
        for (file, tree, t) in ternaries {
            func declaration(_ path: (Int, Int)) -> MemberArgumentPairs.Declaration? {
                let (name, qualifier) = MemberArgumentPairs.named(path, in: file)
                let all = declared[name] ?? []
                var found = all.filter { d in qualifier.map { d.decl.types.last == $0 } ?? (d.path == file.path) }
                if found.isEmpty, qualifier == nil { found = all }
                guard found.count == 1, found[0].decl.place != nil else { return nil }
                return found[0].decl
            }
            guard let l = declaration(t.light), let d = declaration(t.dark),
                  let lightKey = l.report.finding.matchKey, let darkKey = d.report.finding.matchKey, lightKey != darkKey else { continue }
            let range = file.code[t.start].begin..<file.code[t.end].end
            let member = HarvestedPairs.member(whoseBodyIs: range, in: file, tree: tree)
            let key = member.map { "member \($0.path).\($0.name)" } ?? "\(l.place!)|\(d.place!)"
            if let known = byKey[key] {
                pairs[known].count += 1
                pairs[known].files.insert(file.path)
                continue
            }
            let lightText = file.text(code: t.light.0 ... t.light.1), darkText = file.text(code: t.dark.0 ... t.dark.1)
            var p = Pair(values: [.light: lightKey, .dark: darkKey], from: "\(file.path):\(file.line(of: file.code[t.start].begin))", member: member)
            p.colors[.light] = StarterDraft.valueColor(l.report.finding)
            p.colors[.dark] = StarterDraft.valueColor(d.report.finding)
            p.note = "light \(lightText), dark \(darkText): the constants' declared values"
            if member == nil {
                p.name = MemberPairName.shared(light: lightText, dark: darkText) ?? ChoiceOwnName.of(choice: range, in: file)
            }
            p.count = 1
            if let member { p.roles[ColorRole(context: member.name), default: 0] += 1 }
            if let type = member?.type { p.frameworks.insert(type.framework) }
            p.files.insert(file.path)
            for (a, decl) in [(Appearance.light, l), (.dark, d)] {
                if let f = decl.report.finding.framework { p.frameworks.insert(f) }
                p.roles[ColorRole(finding: decl.report.finding), default: 0] += 1
                p.files.insert(decl.report.file)
                themeValues.insert("\(decl.report.file)|\(decl.report.finding.range.lowerBound)")
                p.declaredArguments.append((a, a == .light ? lightKey : darkKey, decl.place!, "\(decl.report.file):\(decl.report.line)"))
            }
            byKey[key] = pairs.count
            pairs.append(p)
        }
    }
}
