/// Text or a tint in a UIKit (or AppKit) view whose own background the code sets, per use, to a
/// color it picks from its own fixed per-case colors is kept: AGPU-iOS-App's timetable cell sets
/// `self.backgroundColor = color` in `configure`, `color` being `.gray` or
/// `discipline.type.color` (`switch self` over color sets that are light in both appearances and
/// whites kept as data), while `awakeFromNib` sets its labels' `.black`; the black became
/// `UIColor.label`, white on #F8E3E7 in Dark, about 1.2:1 (session 29's held-out check, A1). The
/// surface does not adapt, so the text on it must not either: the UIKit side of
/// `KeptOnChosenColors`, which reads SwiftUI's `.background(x.content)`.
extension KeptColors {
    /// Keeps, limited to its place, each text or tint left to adapt that a class sets on one of
    /// its views (not one painting its own background) when the class sets its own background
    /// (`backgroundColor`, `self.backgroundColor`, `contentView.backgroundColor`) to a per-case
    /// color member read through a value, directly or through a local of the same function
    /// whose every arm is such a member or a written color. A use of the same value and context
    /// in that place that is no such mark keeps the place from a rule.
    mutating func keepForegroundsOnChosenCellColors(sources: [FileResult], stacked: StackedViews) {
        let candidates = rest.filter { r in
            r.finding.choice == nil && r.finding.framework != .swiftui && [.text, .tint].contains(ColorRole(finding: r.finding))
                && StarterDraft.valueKey(r.finding) != nil
        }
        guard !candidates.isEmpty else { return }
        let all = rest + groups.flatMap(\.reports)
        let byFile = Dictionary(grouping: candidates, by: \.file)
        var members: Set<String>?
        var files: [String: SwiftSource] = [:]
        var kept: [String: (surface: String, view: String)] = [:]  // file|offset → what it is drawn on
        for (path, reports) in byFile {
            guard let content = sources.first(where: { $0.path == path }), content.kind == .swift,
                  content.bytes.containsSequence(Array("backgroundColor".utf8)) else { continue }
            let file = SwiftSource(path: content.path, bytes: content.bytes)
            files[path] = file
            if members == nil {
                // Per-case members whose colors no rule makes adapt (the surface stays as written).
                let restByFile = Dictionary(grouping: rest, by: \.file)
                let switchSelf = ByteFinder("switch self")
                var found: Set<String> = []
                for f in stacked.files where switchSelf.occurs(in: f.bytes) {
                    for (name, body) in StackedViews.perCaseColorMembers(in: SwiftSource(path: f.path, bytes: f.bytes))
                    where restByFile[f.path]?.contains(where: { body.contains($0.finding.range.lowerBound) }) != true { found.insert(name) }
                }
                members = found
            }
            guard let members, !members.isEmpty else { return }
            let tree = SyntaxTreeMemo(file: file).tree
            let findingStarts = Set(all.filter { $0.file == path }.map { file.codeIndex(atOrAfter: $0.finding.range.lowerBound) })
            let surfaces = ChosenCellSurfaces.surfaces(in: file, tree: tree, members: members, isFinding: findingStarts.contains)
            guard !surfaces.isEmpty else { continue }
            for r in reports {
                let k = file.codeIndex(atOrAfter: r.finding.range.lowerBound)
                guard let type = tree.enclosingType(at: k), let surface = surfaces[type.open],
                      let receiver = ChosenCellSurfaces.receiver(ofValueAt: k, in: file), receiver != "self",
                      !ChosenCellSurfaces.paintsOwnBackground(receiver, in: type, file: file) else { continue }
                kept[path + "|" + String(r.finding.range.lowerBound)] = (surface, type.name ?? "the view")
            }
        }
        guard !kept.isEmpty else { return }
        keepPlaced(candidates, evidence: kept.mapValues { "\($0.view) is drawn on \($0.surface)" }, intent: .onChosenColor, files: files)
    }
}

/// Where a class sets its own background to a color chosen per case (`ChosenColorViews`' per-case
/// members), and what its views are.
enum ChosenCellSurfaces {
    /// Per class body (by its `{`): `color (Cell.swift:11), one of .gray, discipline.type.color` for
    /// the first assignment of its own background to a chosen per-case color. `isFinding`: whether a
    /// finding starts at a code index (a written color, `.gray`, may be another arm).
    static func surfaces(in file: SwiftSource, tree: SyntaxTree, members: Set<String>, isFinding: (Int) -> Bool) -> [Int: String] {
        var out: [Int: String] = [:]
        for k in file.code.indices where file.codeIs(k, "backgroundColor") && file.isChar(k + 1, "=") {
            guard ownReceiver(endingBefore: k, in: file), let type = tree.enclosingType(at: k), type.kind == .type(.class) || type.kind == .type(.extension),
                  out[type.open] == nil else { continue }
            var value = k + 2..<statementEnd(from: k + 2, in: file)
            var shown = file.text(file.code[value.lowerBound].begin..<file.code[value.upperBound - 1].end)
            // A local of the function: its declared value (`let color = ended ? .gray : x.type.color`).
            if value.count == 1, file.isWord(value.lowerBound), let function = tree.enclosingFunction(at: k),
               let declared = localValue(named: file.text(code: value.lowerBound), before: k, after: function.open, in: file) {
                value = declared
                shown += " (\(file.path):\(file.line(of: file.code[declared.lowerBound].begin)), one of "
                    + arms(of: value, in: file).map { file.text(file.code[$0.lowerBound].begin..<file.code[$0.upperBound - 1].end) }.joined(separator: ", ") + ")"
            } else {
                shown += " (\(file.path):\(file.line(of: file.code[k].begin)))"
            }
            let parts = arms(of: value, in: file)
            var chosen = false
            var known = true
            for arm in parts {
                if isPerCaseMember(arm, in: file, members: members) { chosen = true } else if !isFinding(arm.lowerBound) { known = false }
            }
            if chosen && known { out[type.open] = shown }
        }
        return out
    }

    /// Whether the chain before `backgroundColor` at `k` is the class's own view: nothing
    /// (`backgroundColor = …`, no declaration), `self.`, `contentView.`, `self.contentView.`.
    static func ownReceiver(endingBefore k: Int, in file: SwiftSource) -> Bool {
        guard file.isChar(k - 1, ".") else { return !["var", "let", "."].contains(file.text(code: max(0, k - 1))) || k == 0 }
        if file.codeIs(k - 2, "self") { return !file.isChar(k - 3, ".") }
        if file.codeIs(k - 2, "contentView") {
            return !file.isChar(k - 3, ".") || file.codeIs(k - 4, "self") && !file.isChar(k - 5, ".")
        }
        return false
    }

    /// The end (exclusive code index) of the expression starting at `j`: the line's end, brackets passed.
    static func statementEnd(from j: Int, in file: SwiftSource) -> Int {
        var n = j
        while n < file.code.count {
            if n > j, file.lineBreakBetween(n - 1, n) || file.isChar(n, ";") || file.isChar(n, "}") { break }
            if let c = file.matchingClose(n) { n = c + 1 } else { n += 1 }
        }
        return n
    }

    /// The value range of `let name = …` / `var name = …` declared between `open` and `k`.
    static func localValue(named name: String, before k: Int, after open: Int, in file: SwiftSource) -> Range<Int>? {
        var j = k - 1
        while j > open {
            if (file.codeIs(j, "let") || file.codeIs(j, "var")) && file.codeIs(j + 1, name) && file.isChar(j + 2, "=") {
                let end = statementEnd(from: j + 3, in: file)
                return end > j + 3 ? j + 3..<end : nil
            }
            j -= 1
        }
        return nil
    }

    /// The arms of a ternary (`c ? a : b`, nested in the else arm), or the whole value.
    static func arms(of value: Range<Int>, in file: SwiftSource) -> [Range<Int>] {
        var n = value.lowerBound
        var question: Int?
        var colon: Int?
        while n < value.upperBound {
            // A ternary's `?` stands apart (`x?.color` is an optional chain).
            if question == nil, file.isChar(n, "?"), n > value.lowerBound, file.code[n].begin > file.code[n - 1].end { question = n }
            else if question != nil, colon == nil, file.isChar(n, ":") { colon = n }
            if let c = file.matchingClose(n) { n = c + 1 } else { n += 1 }
        }
        guard let question, let colon, question + 1 < colon, colon + 1 < value.upperBound else { return [value] }
        return [question + 1..<colon] + arms(of: colon + 1..<value.upperBound, in: file)
    }

    /// `x.kind.color`: a chain of words and dots from a value (lowercase first word, no call)
    /// whose last word is a per-case member.
    static func isPerCaseMember(_ r: Range<Int>, in file: SwiftSource, members: Set<String>) -> Bool {
        guard r.count >= 3, let last = r.last, file.isWord(r.lowerBound), file.isWord(last), members.contains(file.text(code: last)),
              file.text(code: r.lowerBound).first?.isLowercase == true else { return false }
        return r.allSatisfy { file.isWord($0) || file.isChar($0, ".") }
    }

    /// The receiver of the property assigned the value at code index `k` (`timeLabel` for
    /// `timeLabel.textColor = .black`, `self` for a bare `textColor = …`), nil for other shapes.
    static func receiver(ofValueAt k: Int, in file: SwiftSource) -> String? {
        guard file.isChar(k - 1, "="), file.isWord(k - 2) else { return nil }
        guard file.isChar(k - 3, ".") else { return "self" }
        var s = k - 4
        while s - 2 >= 0, file.isChar(s - 1, "."), file.isWord(s - 2) { s -= 2 }
        guard s <= k - 4, file.isWord(s) else { return nil }
        var text = (s...(k - 4)).map { file.text(code: $0) }.joined()
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    /// Whether the class sets a background on `receiver` itself (a badge's own fill under its text).
    static func paintsOwnBackground(_ view: String, in type: Scope, file: SwiftSource) -> Bool {
        for k in type.open..<min(type.close, file.code.count) where file.codeIs(k, "backgroundColor") && file.isChar(k + 1, "=") && file.isChar(k - 1, ".") {
            if receiver(ofValueAt: k + 2, in: file) == view, !file.codeIs(k + 3, "clear") { return true }
        }
        return false
    }
}
