/// `unguarded-trait-change`: a `traitCollectionDidChange(_:)` that does color work (a color,
/// a theme or an appearance named in its body) without `hasDifferentColorAppearance`: every
/// trait change (a rotation's size class, the text size) re-runs it.
enum UnguardedTraitChangeDetector: HazardDetector {
    static let kind: FindingKind? = .unguardedTraitChange

    /// Words that say a body answers size changes too.
    static let sizeWords: [String] = ["SizeClass", "Width", "width", "ContentSize", "Height", "height"]

    /// Words that say a body works on colors.
    static let colorWords: [String] = ["olor", "olour", "heme", "ppearance"]

    private static let sizeWordBytes = sizeWords.map { Array($0.utf8) }
    private static let colorWordBytes = colorWords.map { Array($0.utf8) }

    /// Whether code token `k` holds one of `words` (`bytes`: the same as UTF-8), as
    /// `String.contains` tells: an ASCII name is searched as bytes (the Strings' search, by
    /// Characters, on every name of the body was a twentieth of a `check` of stepik-ios).
    static func token(_ k: Int, in file: SwiftSource, holdsOneOf words: [String], bytes: [[UInt8]]) -> Bool {
        let range = file.code[k].range
        let ascii = file.bytes.withUnsafeBufferPointer { b in
            !b[range].contains { $0 >= 0x80 }
        }
        guard ascii else {
            let name = file.text(code: k)
            return words.contains(where: name.contains)
        }
        return file.bytes.withUnsafeBufferPointer { b in
            let base = b.baseAddress!
            return bytes.contains { word in
                guard word.count <= range.count else { return false }
                return (range.lowerBound...(range.upperBound - word.count)).contains { at in
                    word.withUnsafeBufferPointer { memcmpBytes($0.baseAddress!, base + at, word.count) }
                }
            }
        }
    }

    private static let traitChangeBytes = Array(RefreshPoints.traitChange.utf8)

    /// The override of `traitCollectionDidChange`.
    static let needs = [[[RefreshPoints.traitChange]]]

    static func findings(in h: HazardFile) -> [Finding] {
        let file = h.file
        var out: [Finding] = []
        // A file that never writes the name declares no such method: its scopes are not built
        // for this detector alone (see `HazardFile.tree`).
        guard file.bytes.containsSequence(traitChangeBytes) else { return out }
        for scope in h.tree.scopes {
            guard case .function = scope.kind, scope.name == RefreshPoints.traitChange, scope.modifiers.contains("override"), scope.open >= 0,
                  scope.close <= file.code.count, scope.open < scope.close else { continue }
            var guarded = false
            var colorWork = false
            let forwarded = checkedCalls(in: scope, h)
            for k in (scope.open + 1)..<scope.close where file.isWord(k) && !forwarded.contains(where: { $0.contains(k) }) {
                let word = file.text(code: k)
                if word == "hasDifferentColorAppearance" || (word == "userInterfaceStyle" && comparesStyles(at: k, in: file)) { guarded = true; break }
                if word == RefreshPoints.traitChange || word.hasPrefix("previousTrait") || word == "traitCollection" { continue }
                if token(k, in: file, holdsOneOf: colorWords, bytes: colorWordBytes) { colorWork = true }
            }
            guard colorWork && !guarded else { continue }
            // The name in the declaration: `func traitCollectionDidChange`.
            var name = scope.declarationStart
            while name < scope.open && !file.codeIs(name, RefreshPoints.traitChange) { name += 1 }
            guard name < scope.open else { continue }
            let range = file.code[name].range
            var f = Finding(kind: .unguardedTraitChange, framework: .uikit, range: range, baseRange: range, color: nil, baseColor: nil,
                            context: h.tree.enclosingType(at: name)?.name, symbol: nil)
            f.explanation = "traitCollectionDidChange does color work on every trait change: guard it with if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection)"
            f.repairs = guardRepair(h, scope: scope, name: name) ?? []
            out.append(f)
        }
        return out
    }

    /// Whether `userInterfaceStyle` at code index `k` is one side of an `!=` or `==` whose other
    /// side reads `userInterfaceStyle` too (`previous?.userInterfaceStyle != traitCollection
    /// .userInterfaceStyle`): the body runs on a change of appearance only, not on every trait
    /// change. It misses a change of contrast or level alone, which `hasDifferentColorAppearance`
    /// sees; flagging it left beam's 12 correct overrides failing `check` for good, and
    /// `fix --hazards` stacked a second guard above the app's own (session 22's review, F12, F23).
    static func comparesStyles(at k: Int, in file: SwiftSource) -> Bool {
        func isComparison(_ j: Int) -> Bool { file.codeIs(j, "!=") || file.codeIs(j, "==") }
        // The operator after this side (`a.userInterfaceStyle != …`) or before it (`… != a.userInterfaceStyle`).
        var after = k + 1
        while after < file.code.count, after <= k + 2, !isComparison(after) { after += 1 }
        if after < file.code.count, isComparison(after) {
            for j in (after + 1)..<min(after + 8, file.code.count) where file.codeIs(j, "userInterfaceStyle") { return true }
        }
        var before = k - 1
        while before > 0, before >= k - 6, !isComparison(before) { before -= 1 }
        if before > 0, isComparison(before) {
            for j in max(0, before - 3)..<before where file.codeIs(j, "userInterfaceStyle") { return true }
        }
        return false
    }

    /// The calls in `scope`'s body (qualifier and arguments included) of a function this file
    /// declares that checks `hasDifferentColorAppearance` itself (vlc's overrides forwarding to
    /// `PresentationTheme.traitCollectionDidChange(from:to:)`): the check is made there.
    /// Or of one another file declares (`InheritedRefreshes.appearanceChecking`), unless this file
    /// declares a function of that name that does not check.
    static func checkedCalls(in scope: Scope, _ h: HazardFile) -> [ClosedRange<Int>] {
        let file = h.file
        var declaredHere: Set<String> = []
        var checking = Set(h.tree.scopes.compactMap { other -> String? in
            guard case .function = other.kind, other != scope, let name = other.name, other.open >= 0,
                  other.close <= file.code.count, other.open < other.close else { return nil }
            declaredHere.insert(name)
            guard ((other.open + 1)..<other.close).contains(where: { file.codeIs($0, "hasDifferentColorAppearance") }) else { return nil }
            return name
        })
        checking.formUnion(h.settings.inheritedRefreshes.appearanceChecking.subtracting(declaredHere))
        guard !checking.isEmpty else { return [] }
        var out: [ClosedRange<Int>] = []
        for k in (scope.open + 1)..<scope.close where file.isWord(k) && checking.contains(file.text(code: k)) && file.isChar(k + 1, "(") {
            guard !file.codeIs(k - 2, "super"), let close = file.matchingClose(k + 1), close < scope.close else { continue }
            // The qualifier: `PresentationTheme.` / `self.` before the name.
            var start = k
            while start >= scope.open + 3, file.isChar(start - 1, "."), file.isWord(start - 2) { start -= 2 }
            out.append(start...close)
        }
        return out
    }

    /// `guard traitCollection.hasDifferentColorAppearance(comparedTo: previous) else { return }`
    /// after the `super` call (or first in the body), with the parameter's own name, when every
    /// statement after it does color work. When the body does other work first (beam's
    /// MessageConversationViewController sets the split view's bar button, then calls
    /// `appearanceDidChange()`), an early return would skip that work on a rotation (session 22's
    /// review, F23): the trailing color statements alone go inside
    /// `if traitCollection.hasDifferentColorAppearance(comparedTo: previous) { … }`; other work
    /// after color work gets no repair (the finding stays for a person to split the body).
    static func guardRepair(_ h: HazardFile, scope: Scope, name: Int) -> [Edit]? {
        let file = h.file
        // A body that also answers size changes (`horizontalSizeClass`, a width) would stop doing
        // so behind the guard: no repair is written, the finding stays for a person to split it.
        for k in (scope.open + 1)..<scope.close where file.isWord(k) {
            if token(k, in: file, holdsOneOf: sizeWords, bytes: sizeWordBytes) { return nil }
        }
        // `(_ previousTraitCollection: UITraitCollection?)`: the name before the type's `:`.
        guard file.isChar(name + 1, "("), let close = file.matchingClose(name + 1) else { return nil }
        var colon = close - 1
        while colon > name + 1 && !file.isChar(colon, ":") { colon -= 1 }
        guard colon > name + 2, file.isWord(colon - 1) else { return nil }
        let previous = file.text(code: colon - 1)
        var after = scope.open
        for k in (scope.open + 1)..<scope.close where file.codeIs(k, "super") && file.isChar(k + 1, ".") && file.codeIs(k + 2, RefreshPoints.traitChange) {
            if let c = file.matchingClose(k + 3) { after = c }
            break
        }
        let first = scope.open + 1 < scope.close ? scope.open + 1 : scope.close
        let indent = first < scope.close && file.lineBreakBetween(scope.open, first)
            ? HazardRepairText.indentation(at: file.code[first].begin, in: file)
            : HazardRepairText.indentation(at: file.code[scope.open].begin, in: file) + HazardRepairText.unit(file)
        let statements = BodyStatements.split(file, from: after + 1, to: scope.close)
        let isColorWork = statements.map { colorWork(file, $0) }
        if !isColorWork.contains(false) {
            let at = file.code[after].end
            return [Edit(range: at..<at, replacement: Array("\n\(indent)\(HazardRepairText.guardLine(previous))".utf8))]
        }
        // The color statements that end the body, after the other work.
        guard let firstColor = isColorWork.firstIndex(of: true), !isColorWork[firstColor...].contains(false) else { return nil }
        let runStart = statements[firstColor].lowerBound, last = statements[statements.count - 1].upperBound
        let unit = HazardRepairText.unit(file)
        let own = HazardRepairText.indentation(at: file.code[runStart].begin, in: file)
        let firstLine = file.line(of: file.code[runStart].begin), lastLine = file.line(of: file.code[last].begin)
        let lineStart = file.lineStarts[firstLine - 1]
        var edits = [Edit(range: lineStart..<lineStart, replacement: Array("\(own)\(HazardRepairText.ifLine(previous))\n\(unit)".utf8))]
        if lastLine > firstLine {
            for line in (firstLine + 1)...lastLine {
                let start = file.lineStarts[line - 1]
                guard start < file.bytes.count, file.bytes[start] != 10 else { continue }
                edits.append(Edit(range: start..<start, replacement: Array(unit.utf8)))
            }
        }
        let end = file.code[last].end
        edits.append(Edit(range: end..<end, replacement: Array("\n\(own)}".utf8)))
        return edits
    }

    /// Whether the statement at code indices `range` names a color, a theme or an appearance.
    static func colorWork(_ file: SwiftSource, _ range: ClosedRange<Int>) -> Bool {
        range.contains { k in
            guard file.isWord(k) else { return false }
            let word = file.text(code: k)
            if word == RefreshPoints.traitChange || word.hasPrefix("previousTrait") || word == "traitCollection" { return false }
            return token(k, in: file, holdsOneOf: colorWords, bytes: colorWordBytes)
        }
    }

    static let examples: [DetectorExample] = [
        .triggering("import UIKit\nfinal class Card: UIView {\n  override func «traitCollectionDidChange»(_ previousTraitCollection: UITraitCollection?) {\n    super.traitCollectionDidChange(previousTraitCollection)\n    updateColors()\n  }\n  func updateColors() {}\n}"),
        // A comparison of the previous appearance with the current one guards the body (beam's base
        // views, session 22's review F12), written either way round, as `if` or `guard`.
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  override func traitCollectionDidChange(_ previous: UITraitCollection?) {\n    if previous?.userInterfaceStyle != traitCollection.userInterfaceStyle { applyTheme() }\n  }\n  func applyTheme() {}\n}"),
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {\n    super.traitCollectionDidChange(previousTraitCollection)\n    guard traitCollection.userInterfaceStyle != previousTraitCollection?.userInterfaceStyle else { return }\n    applyTheme()\n  }\n  func applyTheme() {}\n}"),
        // Reading the style is no comparison of two: every trait change still re-runs the work.
        .triggering("import UIKit\nfinal class Card: UIView {\n  override func «traitCollectionDidChange»(_ previous: UITraitCollection?) {\n    if traitCollection.userInterfaceStyle == .dark { applyTheme() }\n  }\n  func applyTheme() {}\n}"),
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {\n    super.traitCollectionDidChange(previousTraitCollection)\n    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { updateColors() }\n  }\n  func updateColors() {}\n}"),
        // Forwarding to a function of the file that checks the appearance itself (vlc's ColorThemeExtension).
        .nonTriggering("import UIKit\nenum Theme {\n  static func traitCollectionDidChange(from previous: UITraitCollection?, to current: UITraitCollection) {\n    if current.hasDifferentColorAppearance(comparedTo: previous) { reload() }\n  }\n  static func reload() {}\n}\nextension UITableViewController {\n  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {\n    super.traitCollectionDidChange(previousTraitCollection)\n    Theme.traitCollectionDidChange(from: previousTraitCollection, to: traitCollection)\n  }\n}"),
        // The same forwarding with color work of its own beside it, or to a function that checks nothing.
        .triggering("import UIKit\nenum Theme {\n  static func traitCollectionDidChange(from previous: UITraitCollection?, to current: UITraitCollection) {\n    if current.hasDifferentColorAppearance(comparedTo: previous) { reload() }\n  }\n  static func reload() {}\n}\nextension UITableViewController {\n  open override func «traitCollectionDidChange»(_ previousTraitCollection: UITraitCollection?) {\n    super.traitCollectionDidChange(previousTraitCollection)\n    Theme.traitCollectionDidChange(from: previousTraitCollection, to: traitCollection)\n    applyTheme()\n  }\n  func applyTheme() {}\n}"),
        .triggering("import UIKit\nenum Theme {\n  static func refresh(from previous: UITraitCollection?) { reload() }\n  static func reload() {}\n}\nextension UITableViewController {\n  open override func «traitCollectionDidChange»(_ previousTraitCollection: UITraitCollection?) {\n    super.traitCollectionDidChange(previousTraitCollection)\n    Theme.refresh(from: previousTraitCollection)\n  }\n}"),
        .nonTriggering("import UIKit\nfinal class Grid: UIView {\n  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {\n    super.traitCollectionDidChange(previousTraitCollection)\n    setNeedsLayout()\n  }\n}"),
        // Sileo's gradient view (session 18's audit, F12): a method merely named so, without
        // `override` (and with a non-optional parameter), which UIKit never calls: no guard to add.
        .nonTriggering("import UIKit\nfinal class Glow: UIView {\n  func traitCollectionDidChange(_ previous: UITraitCollection) {\n    updateColors()\n  }\n  func updateColors() {}\n}"),
    ]
}
