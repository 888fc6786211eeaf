#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `// recolor:ignore` (its own line, or the next line when the comment stands alone) and
/// `// recolor:disable` … `// recolor:enable` regions (to the end of the file without enable).
struct Suppression {
    var ignoredLines: Set<Int> = []
    var disabled: [Range<Int>] = []

    private static let marker = Array("recolor:".utf8)
    private static let ignore = Array("recolor:ignore".utf8)
    private static let disable = Array("recolor:disable".utf8)
    private static let enable = Array("recolor:enable".utf8)

    init(_ file: SwiftSource) {
        // Most files have no directive at all: one memmem over the file instead of one per comment.
        guard file.bytes.containsSequence(Suppression.marker) else { return }
        var disabledFrom: Int?
        for token in file.comments {
            let range = token.range
            guard file.bytes.containsSequence(Suppression.marker, in: range) else { continue }
            if file.bytes.containsSequence(Suppression.ignore, in: range) {
                let line = file.line(of: token.begin)
                let lineStart = file.lineStarts[line - 1]
                let alone = file.bytes[lineStart..<token.begin].allSatisfy { $0 == 32 || $0 == 9 }
                ignoredLines.insert(alone ? line + 1 : line)
            }
            if file.bytes.containsSequence(Suppression.disable, in: range), disabledFrom == nil {
                disabledFrom = token.end
            } else if file.bytes.containsSequence(Suppression.enable, in: range), let from = disabledFrom {
                disabled.append(from..<token.begin)
                disabledFrom = nil
            }
        }
        if let from = disabledFrom { disabled.append(from..<file.bytes.count) }
    }

    func suppresses(_ finding: Finding, in file: SwiftSource) -> Bool {
        if !ignoredLines.isEmpty && ignoredLines.contains(file.line(of: finding.range.lowerBound)) { return true }
        return isDisabled(finding.range.lowerBound)
    }

    /// The regions are disjoint and in file order: the last one starting at or before
    /// `offset` is the only one that can hold it (a scan of every region per finding made a
    /// file of many regions quadratic).
    func isDisabled(_ offset: Int) -> Bool {
        var lo = 0, hi = disabled.count  // the first region starting after `offset`
        while lo < hi {
            let mid = (lo + hi) / 2
            if disabled[mid].lowerBound <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 && disabled[lo - 1].contains(offset)
    }
}

package enum GeneratedFile {
    /// Whether a comment in the first five lines says the file is generated (`generated`, `DO NOT EDIT`).
    /// A design tool's one-off export (`Generated on Zeplin. (4/26/2018).`) is not: the team copied it
    /// into the app and keeps it by hand as its palette. Skipped, WavesWallet-iOS's 51-color palette
    /// and its 205 uses stayed fixed light colors, with no word said (session 29's review, A2).
    package static func isGenerated(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return false }
            var end = 0
            for _ in 0..<5 {
                guard end < b.count, let newline = memchr(base + end, 10, b.count - end) else { end = b.count; break }
                end = UnsafeRawPointer(newline) - UnsafeRawPointer(base) + 1
            }
            guard containsIgnoringASCIICase(base, end, "generated") || containsIgnoringASCIICase(base, end, "do not edit") else { return false }
            // Only a comment says so: `let isGenerated = true` or `import GeneratedAssets` is code.
            let head = Array(b[0..<end])
            return Tokenizer.tokenize(head).tokens.contains { t in
                t.kind == .comment && head[t.range].withUnsafeBufferPointer { c in
                    (containsIgnoringASCIICase(c.baseAddress!, c.count, "generated") || containsIgnoringASCIICase(c.baseAddress!, c.count, "do not edit"))
                        && !designExports.contains { containsIgnoringASCIICase(c.baseAddress!, c.count, $0) }
                }
            }
        }
    }

    /// Whether a generated file is SwiftGen's `colors` output (`struct ColorName { let rgbaValue: UInt32 }`
    /// with `static let darkBlue = ColorName(rgbaValue: 0x001428ff)`): the app's palette, written from a
    /// colors file, whose uses (`ColorName.darkBlue.color`) are hard-coded colors. Skipped as generated,
    /// gnosis/safe-ios-legacy's 335 uses of 25 members were no finding (session 35). It is read as the
    /// palette's declaration (its values, never a finding, never rewritten: SwiftGen writes it again).
    package static func isSwiftGenColorPalette(_ bytes: [UInt8]) -> Bool {
        bytes.containsSequence(swiftGenColorName) && bytes.containsSequence(Array("SwiftGen".utf8))
    }

    static let swiftGenColorName = Array("ColorName(rgbaValue: 0x".utf8)

    /// Design tools whose Swift export says "Generated on …" (Zeplin's style guide export).
    static let designExports: [StaticString] = ["zeplin"]

    static func containsIgnoringASCIICase(_ base: UnsafePointer<UInt8>, _ count: Int, _ needle: StaticString) -> Bool {
        let n = needle.utf8CodeUnitCount
        guard count >= n else { return false }
        let p = needle.utf8Start
        let first = p[0] | 0x20
        var k = 0
        while k <= count - n {
            if base[k] | 0x20 == first {
                var j = 1
                while j < n && base[k + j] | 0x20 == p[j] | 0x20 { j += 1 }
                if j == n { return true }
            }
            k += 1
        }
        return false
    }
}

/// Detection for one file, as the commands see it.
package enum ColorDetection {
    /// The findings of `file`, suppression applied. The static members a palette's declaring
    /// file declares hold none; a file `paletteFiles` names holds only the uses of its members
    /// outside their declarations (`isDark ? .keyDark : .keyLight` beside `static let keyDark`:
    /// jyutping's ColorExtensions.swift, audit s19 F6), so that `init` harvests the choice.
    package static func findings(in file: SwiftSource, settings: DetectionSettings, isPaletteFile: Bool = false) -> [Finding] {
        let detector = FileDetector(file: file, settings: settings)
        var all = detector.detectAll()
        if isPaletteFile {
            // Its other colors stay out, as before: only the members' own uses are read.
            all.removeAll { $0.kind != .paletteReference }
            guard !all.isEmpty else { return [] }
            let members = paletteDeclarations(in: file, palettes: nil)
            all.removeAll { f in f.choice == nil && members.contains { $0.contains(f.range.lowerBound) } }
            guard !all.isEmpty else { return [] }
        }
        let hazards = isPaletteFile ? [] : HazardDetectors.findings(in: file, settings: settings, syntax: detector.analyzer.syntax)
        if !hazards.isEmpty { all = (all + hazards).sorted { $0.range.lowerBound < $1.range.lowerBound } }
        guard !all.isEmpty else { return [] }
        // A palette's file is its design system: the static members declared there (the palette,
        // a semantic layer naming its members) are definitions, not uses; a choice by the
        // appearance among them (`darkMode ? Essentials.grey10 : Essentials.grey70`) is the app's
        // own light/dark pair, which `init` harvests; the rest of the file (views) is code like any other.
        // A raw color in a static member of a type that is no listed palette is a color like any
        // other (GitHawk's one-member `enum Red { static let light = UIColor(…) }` beside the
        // palette `Gray`: neither palette nor finding, it vanished and `check` passed with the
        // screen still white in Dark Mode: session 20 audit F11).
        if settings.palette.declaringFiles.contains(file.path) {
            let members = paletteDeclarations(in: file, palettes: nil)
            let paletteMembers = paletteDeclarations(in: file, palettes: Set(settings.configuration.palettes))
            all.removeAll { f in
                f.choice == nil && (!f.kind.isHazard && f.kind != .paletteReference ? paletteMembers : members).contains { $0.contains(f.range.lowerBound) }
            }
            guard !all.isEmpty else { return [] }
        }
        if !settings.tokenMembers.isEmpty {
            let exempt = tokenDeclarations(in: file, members: settings.tokenMembers)
            if !exempt.isEmpty { all.removeAll { f in exempt.contains { $0.contains(f.range.lowerBound) } } }
        }
        let suppression = Suppression(file)
        if suppression.ignoredLines.isEmpty && suppression.disabled.isEmpty { return all }
        return all.filter { !suppression.suppresses($0, in: file) }
    }

    /// The byte ranges of the static member declarations of `palettes` in `file` (of every type when nil).
    static func paletteDeclarations(in file: SwiftSource, palettes: Set<String>?) -> [Range<Int>] {
        let (declarations, _) = PaletteIndex.memberDeclarations(in: file, palettes: palettes ?? [])
        return declarations.compactMap { d in
            // A member of a type nested in a palette is the palette's too (`Cell` → `Background.normal`).
            guard palettes.map({ !d.paletteKeys($0).isEmpty }) ?? true else { return nil }
            let end = d.end < file.code.count ? file.code[d.end].begin : file.bytes.count
            return file.code[d.keywordIndex].begin..<end
        }
    }

    /// The byte ranges of the declarations of token members (`static let background = …` in
    /// `enum Semantic` when a token's expression is `Semantic.background`).
    static func tokenDeclarations(in file: SwiftSource, members: Set<String>) -> [Range<Int>] {
        guard file.bytes.containsSequence(Array("static".utf8)) else { return [] }
        let (declarations, _) = PaletteIndex.memberDeclarations(in: file, palettes: [])
        return declarations.compactMap { d in
            guard members.contains("\(d.scope).\(d.name)") else { return nil }
            let end = d.end < file.code.count ? file.code[d.end].begin : file.bytes.count
            return file.code[d.keywordIndex].begin..<end
        }
    }

    /// `typealias X = UIColor` (or any color type) declarations in `file`: alias → target.
    /// `filePrivate`: only the file-scope `private`/`fileprivate` ones named as a base type, which
    /// shadow it in this file alone (`ShadowingColorAlias.filePrivate`); else every other one.
    package static func typealiases(in file: SwiftSource, filePrivate: Bool = false) -> [String: [String]] {
        var out: [String: [String]] = [:]
        var depth = 0
        for k in 0..<file.code.count {
            if file.isChar(k, "{") { depth += 1 } else if file.isChar(k, "}") { depth -= 1 }
            guard file.code[k].kind == .keyword && file.codeIs(k, "typealias") else { continue }
            guard file.isWord(k + 1), file.isChar(k + 2, "="), file.isWord(k + 3) else { continue }
            // One named as a base type inside a type (SwiftGen's `ColorAsset.Color`, mastodon's
            // MastodonAsset) names that type's member: it shadows no module-wide `Color` (`ShadowingColorAlias`).
            let baseNamed = BaseColorType(rawValue: file.text(code: k + 1)) != nil
            if depth > 0, baseNamed { continue }
            // PDF-Archiver's drawing shim `private typealias Color = UIColor` (`#else` NSColor) in
            // one file: elsewhere `Color` is SwiftUI's (session 28's review, B4: the SwiftUI views'
            // colors were read as UIColor and drafted with no SwiftUI expression).
            let isPrivate = depth == 0 && baseNamed && (file.codeIs(k - 1, "private") || file.codeIs(k - 1, "fileprivate"))
            if isPrivate != filePrivate { continue }
            var n = k + 3
            while file.isChar(n + 1, "."), file.isWord(n + 2) { n += 2 }  // `SwiftUI.Color`
            out[file.text(code: k + 1), default: []].append(file.text(code: n))
        }
        return out
    }
}
