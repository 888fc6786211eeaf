#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which SwiftUI views of the tree are drawn only on a color the app picks at run time from its
/// own fixed per-case colors: OnlySwitch's sticky note (session 22 F9) puts `StickerContentView`
/// in a `VStack { … }.background(Color(store.stickerColor.content))`, `StickerColor.content` a
/// `switch self` over fixed pastels (#FDF5A6 …) in a palette file with no finding; the note's
/// text, in a third file, has no background of its own. The files that show it hold no finding,
/// so they are read from the tree (`StackedViews.files`), not from the run's findings (last
/// session's attempt read only those, and never saw the note view).
extension StackedViews {
    /// What stands under one use of a view.
    enum ChosenSurface: Equatable {
        /// A per-case color of the app (`Color(x.content) (StickerView.swift:30)`).
        case chosen(String)
        /// Any other background: the view is drawn on that.
        case other
    }

    /// View type name → `Color(store.stickerColor.content) (File.swift:30)` for each view of
    /// `names` every use of which, outside previews, stands on a per-case color: on its own
    /// modifier chain, on the chain of a container whose closure holds it, or inside a view that
    /// is itself drawn only there. `adapting(path, byte range)`: whether a color of the range is
    /// made a token (a per-case color that adapts is no fixed surface, and the text on it adapts
    /// with it).
    func drawnOnChosenColors(_ names: Set<String>, adapting: (String, Range<Int>) -> Bool) -> [String: String] {
        guard !names.isEmpty else { return [:] }
        let switchSelf = ByteFinder("switch self")
        var members: Set<String> = []
        for f in files where switchSelf.occurs(in: f.bytes) {
            let file = SwiftSource(path: f.path, bytes: f.bytes)
            for (name, body) in Self.perCaseColorMembers(in: file) where !adapting(f.path, body) { members.insert(name) }
        }
        guard !members.isEmpty else { return [:] }
        struct Use { var holder: String?; var surface: ChosenSurface? }
        var uses: [String: [Use]] = [:]
        var parsed: [(SwiftSource, SyntaxTree)] = []
        var declared: Set<String> = []
        for f in files where f.bytes.containsSequence(Array("View".utf8)) {
            let file = SwiftSource(path: f.path, bytes: f.bytes)
            let tree = SyntaxTree(file)
            for s in tree.scopes where s.kind == .type(.struct) && s.inherited.contains("View") {
                if let name = s.name?.split(separator: ".").last { declared.insert(String(name)) }
            }
            parsed.append((file, tree))
        }
        for (file, tree) in parsed {
            let previews = PreviewCode.ranges(in: file)
            for k in 1..<max(1, file.code.count - 1) where file.isWord(k) && (file.isChar(k + 1, "(") || file.isChar(k + 1, "{")) && !file.isChar(k - 1, ".") {
                let name = file.text(code: k)
                guard declared.contains(name), !["struct", "class", "enum", "extension"].contains(file.text(code: k - 1)),
                      !PreviewCode.contains(previews, file.code[k].range) else { continue }
                let holder = tree.enclosingType(at: k)?.name.flatMap { $0.split(separator: ".").last.map(String.init) }
                guard holder != name else { continue }
                uses[name, default: []].append(Use(holder: holder, surface: Self.surface(ofUseAt: k, in: file, tree: tree, members: members)))
            }
        }
        // Outward from the uses standing on a chosen color, to the views standing only in them.
        var out: [String: String] = [:]
        var changed = true
        while changed {
            changed = false
            for (name, list) in uses where out[name] == nil {
                guard list.allSatisfy({ u in
                    if case .chosen = u.surface { return true }
                    return u.surface == nil && u.holder.map { out[$0] != nil } == true
                }) else { continue }
                if case .chosen(let text)? = list.first(where: { $0.surface != nil })?.surface {
                    out[name] = text
                } else if let holder = list.first?.holder, let text = out[holder] {
                    out[name] = "\(text), inside \(holder)"
                }
                changed = true
            }
        }
        return out.filter { names.contains($0.key) }
    }

    /// The members declared `var name: T { switch self { case …: return UIColor(…) … } }` with
    /// a color constructor in two cases or more (an enum's fixed colors per case), with the
    /// byte range of each one's body.
    static func perCaseColorMembers(in file: SwiftSource) -> [(String, Range<Int>)] {
        var out: [(String, Range<Int>)] = []
        for k in file.code.indices where file.codeIs(k, "var") && file.isWord(k + 1) && file.isChar(k + 2, ":") {
            var open = k + 3
            while open < file.code.count, open - k < 8, !file.isChar(open, "{") { open += 1 }
            guard open + 2 < file.code.count, file.isChar(open, "{"), file.codeIs(open + 1, "switch"), file.codeIs(open + 2, "self"),
                  let close = file.matchingClose(open) else { continue }
            var colors = 0
            for j in open..<close where (file.codeIs(j - 1, "return") || file.isChar(j - 1, ":")) && ExpressionAPIs.colorTypes.contains(file.text(code: j)) {
                colors += 1
            }
            if colors >= 2 { out.append((file.text(code: k + 1), file.code[open].begin..<file.code[close].end)) }
        }
        return out
    }

    /// The background under the use of a view at code index `k`: the first `.background(…)` of
    /// its own chain, else of the chain of the closure holding it, out through `if`/`else`/`switch`
    /// blocks and up to four closures; nil when the body holding it sets none (its holder decides).
    /// A clear background lets the next one out show through.
    static func surface(ofUseAt k: Int, in file: SwiftSource, tree: SyntaxTree, members: Set<String>) -> ChosenSurface? {
        var end = k + 1
        if file.isChar(end, "("), let c = file.matchingClose(end) { end = c + 1 }
        if file.isChar(end, "{"), let c = file.matchingClose(end) { end = c + 1 }
        if let s = chainBackground(after: end, in: file, members: members) { return s }
        var index = tree.scope(at: k)
        var closures = 0
        while closures < 4 {
            let scope = tree.scopes[index]
            switch scope.kind {
            case .closure:
                closures += 1
                if let s = chainBackground(after: scope.close + 1, in: file, members: members) { return s }
            case .block(.if), .block(.else), .block(.switch):
                break
            default:
                return nil
            }
            guard let parent = scope.parent else { return nil }
            index = parent
        }
        return nil
    }

    /// The first background, clear ones passed, of the modifier chain starting at code index `j`.
    static func chainBackground(after j: Int, in file: SwiftSource, members: Set<String>) -> ChosenSurface? {
        var n = j
        while n + 2 < file.code.count, file.isChar(n, "."), file.isWord(n + 1) {
            let modifier = n + 1
            n += 2
            var argument: Range<Int>?
            if file.isChar(n, "("), let c = file.matchingClose(n) {
                argument = n + 1..<c
                n = c + 1
            }
            if file.isChar(n, "{"), let c = file.matchingClose(n) {
                argument = nil
                n = c + 1
            }
            guard file.codeIs(modifier, "background") else { continue }
            guard let argument else { return .other }
            if isClear(argument, in: file) { continue }
            return chosen(argument, in: file, members: members).map(ChosenSurface.chosen) ?? .other
        }
        return nil
    }

    /// `.clear`, `Color.clear`.
    static func isClear(_ r: Range<Int>, in file: SwiftSource) -> Bool {
        guard let last = r.last, file.codeIs(last, "clear") else { return false }
        return r.count == 2 && file.isChar(r.lowerBound, ".") || r.count == 3 && file.codeIs(r.lowerBound, "Color")
    }

    /// `Color(x.content) (File.swift:12)` when the argument is a member of a value (`x.content`,
    /// `store.sticker.content`), bare or in `Color(…)`/`Color(nsColor:)`/`Color(uiColor:)`, whose
    /// leaf is a per-case color member.
    static func chosen(_ argument: Range<Int>, in file: SwiftSource, members: Set<String>) -> String? {
        var r = argument
        if r.count > 3, file.codeIs(r.lowerBound, "Color"), file.isChar(r.lowerBound + 1, "("), file.matchingClose(r.lowerBound + 1) == r.upperBound - 1 {
            r = r.lowerBound + 2..<r.upperBound - 1
            if r.count > 2, file.codeIs(r.lowerBound, "nsColor") || file.codeIs(r.lowerBound, "uiColor"), file.isChar(r.lowerBound + 1, ":") {
                r = r.lowerBound + 2..<r.upperBound
            }
        }
        guard r.count >= 3, let last = r.last, file.isWord(r.lowerBound), file.isWord(last),
              file.text(code: r.lowerBound).first?.isLowercase == true, members.contains(file.text(code: last)),
              r.allSatisfy({ file.isWord($0) || file.isChar($0, ".") }) else { return nil }
        let text = String(decoding: file.bytes[file.code[argument.lowerBound].begin..<file.code[argument.upperBound - 1].end], as: UTF8.self)
        return "\(text) (\(file.path):\(file.line(of: file.code[argument.lowerBound].begin)))"
    }
}
