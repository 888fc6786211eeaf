#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Members of one name that several files each declare for themselves (`fileprivate static let
/// text = Color(light:dark:)` in MarkdownUI's Theme+GitHub.swift and Theme+DocC.swift): each
/// file's pair is its own token, named for its file's theme (`gitHubText`, `docCText`), never one
/// token per name. Merged, GitHub's values were cited from DocC's line, DocC's values were in no
/// token, contrast checked one theme, and every command warned that `Color.link` "is declared in
/// Theme+DocC.swift as #0066CC" (session 25 audit F11). The contract merges the same member of the
/// app's light and dark themes only; other themes stay apart.
enum FileScopedMembers {
    /// Whether the member whose whole body is the choice at `range` is declared `private` or
    /// `fileprivate`: only its file sees it, so another file may declare the same name.
    static func isFileScoped(_ range: Range<Int>, in file: SwiftSource) -> Bool {
        guard let nameIndex = WholeBodyDeclaration.nameIndex(of: range, in: file, functions: false)
                ?? WholeBodyDeclaration.nameIndex(of: HarvestedPairs.wrapped(range, in: file), in: file, functions: false) else { return false }
        // `fileprivate static let NAME`, `private static var NAME`, `static fileprivate let NAME`.
        var k = nameIndex - 2
        while k >= 0, modifiers.contains(file.text(code: k)) {
            if file.codeIs(k, "private") || file.codeIs(k, "fileprivate") { return true }
            k -= 1
        }
        return false
    }

    static let modifiers: Set<String> = ["static", "class", "final", "private", "fileprivate", "internal", "public", "package", "nonisolated"]

    /// The pairs of file-scoped members whose name another file's member also has: each becomes a
    /// choice of its own (the member is no expression other files can name), named after its file's
    /// theme and the member; a file-scoped member no other file repeats keeps its member.
    static func separate(_ pairs: inout [HarvestedPairs.Pair]) {
        var filesOf: [String: Set<String>] = [:]
        for p in pairs {
            guard let m = p.member, let f = p.fileScoped else { continue }
            filesOf["\(m.path).\(m.name)", default: []].insert(f)
        }
        for k in pairs.indices {
            guard let m = pairs[k].member, let f = pairs[k].fileScoped, (filesOf["\(m.path).\(m.name)"]?.count ?? 0) > 1 else { continue }
            pairs[k].member = nil
            pairs[k].name = qualifier(of: f).map { $0 + m.name.prefix(1).uppercased() + m.name.dropFirst() } ?? m.name
            pairs[k].note = "\(m.path).\(m.name) as \(PathText.lastComponent(of: f)) declares it; other files declare their own \(m.name)"
        }
    }

    /// The theme a file stands for, from its name: the part after `+` of an extension file
    /// (`Theme+DocC.swift` → `docC`), else the whole base name (`NightTheme.swift` → `nightTheme`),
    /// lower camel case; nil when nothing of it is an identifier.
    static func qualifier(of path: String) -> String? {
        var base = PathText.lastComponent(of: path)
        if base.hasSuffix(".swift") { base.removeLast(6) }
        let part = base.split(separator: "+").last.map(String.init) ?? base
        let word = part.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = word.first, first.isLetter else { return nil }
        // An acronym leads lower-cased whole (`GitHub` → `gitHub`, `DocC` → `docC`, `UI` → `ui`).
        let lead = word.prefix { $0.isUppercase }
        let keep = lead.count > 1 && lead.count < word.count ? lead.count - 1 : lead.count
        return word.prefix(keep).lowercased() + word.dropFirst(keep)
    }
}
