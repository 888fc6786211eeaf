#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color the code calls its brand color in the comment of its own line (OpenTone's
/// `static let primary = UIColor(hex: "#5B3CC4") // Brand color`, under `// Primary button color -
/// consistent purple across both modes`): fixed, as a brand color the identifier names is. `init`
/// made it `indigoText` (dark #8A75FF) and `fix` rewrote its 7 uses: titles, tints and borders
/// changed color in Dark (session 26 F13). Read on the declaration's line only: a comment above
/// may speak of a whole group.
enum BrandComments {
    /// The comment after code on the line holding byte `offset`, when it names a brand.
    static func comment(onLineOf offset: Int, in file: SwiftSource) -> String? {
        let line = file.line(of: offset)
        guard line - 1 < file.lineStarts.count else { return nil }
        let start = file.lineStarts[line - 1], end = line < file.lineStarts.count ? file.lineStarts[line] : file.bytes.count
        // The comments are in order: the first one ending after the line's start.
        var lo = 0, hi = file.comments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if file.comments[mid].end <= start { lo = mid + 1 } else { hi = mid }
        }
        while lo < file.comments.count, file.comments[lo].begin < end {
            let c = file.comments[lo]
            if c.begin >= start {
                let text = String(decoding: file.bytes[c.begin..<min(c.end, file.bytes.count)], as: UTF8.self)
                if namesBrand(text) { return text.trimmingWhitespace() }
            }
            lo += 1
        }
        return nil
    }

    /// Whether a comment's words name a brand (`Brand color`, `brand's purple`, `branding`).
    static func namesBrand(_ text: String) -> Bool {
        text.lowercased().split { !$0.isLetter }.contains { $0 == "brand" || $0 == "brands" || $0 == "branding" }
    }

    /// Palette member symbol (`Palette.main`) → the brand comment on its declaration's line and
    /// where, for the members `symbols` names, read in the Swift `sources` that mention a brand
    /// (the palettes' declaring files: they hold no findings, so the run's files may lack them).
    static func members(_ symbols: Set<String>, sources: [(path: String, bytes: [UInt8])]) -> [String: String] {
        guard !symbols.isEmpty else { return [:] }
        var byName: [String: [String]] = [:]
        for s in symbols {
            let parts = s.split(separator: ".")
            guard parts.count >= 2 else { continue }
            byName[String(parts.last!), default: []].append(s)
        }
        var out: [String: String] = [:]
        let needles = [Array("brand".utf8), Array("Brand".utf8), Array("BRAND".utf8)]
        for source in sources where needles.contains(where: { source.bytes.containsSequence($0) }) {
            let file = SwiftSource(path: source.path, bytes: source.bytes)
            var tree: SyntaxTree?
            for k in 0..<max(0, file.code.count - 1) where (file.codeIs(k, "let") || file.codeIs(k, "var")) && file.isWord(k + 1) {
                guard let symbols = byName[file.text(code: k + 1)], let comment = comment(onLineOf: file.code[k].begin, in: file) else { continue }
                if tree == nil { tree = SyntaxTree(file) }
                guard let owner = tree!.enclosingType(at: k)?.name?.split(separator: ".").last else { continue }
                for s in symbols where s.split(separator: ".").dropLast().last.map(String.init) == String(owner) {
                    out[s] = "\(s), declared with \(comment) (\(file.path):\(file.line(of: file.code[k].begin)))"
                }
            }
        }
        return out
    }
}
