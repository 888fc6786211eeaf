import Foundation

/// Rules out files that cannot hold a finding, without tokenizing them. A finding needs one of:
/// - a palette name, a typealias of a color type or a configured color type, anywhere;
/// - `#colorLiteral`;
/// - a color type (`UIColor`, `NSColor`, `Color`, … all end in `Color`) followed by `(`, or by
///   `.` and a member that can be a color (`init`, `hex`, `white`, a palette member);
/// - an implicit member that can be a color (`.white`, `.init`) in a file with a word a color
///   context needs (`…Color`/`color`, `tint`, a SwiftUI modifier such as `fill` or `background`).
/// Whitespace may stand between the dot and its neighbours; a comment there keeps the file.
/// The words are found with libc's memmem and memchr, so most of a file is passed over at
/// memory speed: only three files in ten hold such a color expression, while seven in ten
/// hold the word `Color` somewhere.
public struct Prefilter: Sendable {
    /// Words one of which every color context holds: the names and labels ending in `Color`
    /// or `color`, `tint`, and the SwiftUI modifiers (`listRowBackground`, `strokeBorder` …).
    public static let contextWords = ["olor", "tint", "ackground", "fill", "stroke", "border", "overlay", "foregroundStyle"]

    /// A file naming one of these is always scanned: palettes, typealiases, configured types.
    let anyWords: [[UInt8]]
    let memberNames: ByteWordMap<Bool>
    /// Identifies the words and names, so that a run can tell whether its settings added any.
    public let signature: [String]

    public init(settings: DetectionSettings) {
        let words = Set(settings.configuration.palettes + settings.types.aliasNames).sorted()
        anyWords = words.filter { !$0.isEmpty }.map { Array($0.utf8) }
        memberNames = settings.colorMemberNames
        signature = words + ["|"] + settings.colorMemberNameList
    }

    public init(configuration: Configuration) {
        self.init(settings: DetectionSettings(configuration: configuration))
    }

    /// Whether `bytes` may hold a finding.
    public func mayHoldFinding(_ bytes: [UInt8]) -> Bool {
        for word in anyWords where bytes.containsSequence(word) { return true }
        return bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress, b.count > 0 else { return false }
            let n = b.count
            var hasContext = false
            // `olor`: a color type, `#colorLiteral`, and the commonest context word at once.
            var from = 0
            while let p = find(Prefilter.olor, in: base, from: from, to: n) {
                hasContext = true
                if p >= 2 && base[p - 2] == UInt8(ascii: "#") && base[p - 1] == UInt8(ascii: "c") { return true }
                if p >= 1 && base[p - 1] == UInt8(ascii: "C") && typeExpressionFollows(base, p + 4, n) { return true }
                from = p + 4
            }
            if !hasContext {
                hasContext = Prefilter.otherContextWords.contains { find($0, in: base, from: 0, to: n) != nil }
                guard hasContext else { return false }
            }
            // An implicit member that can be a color.
            from = 0
            while from < n, let raw = memchr(base + from, Int32(UInt8(ascii: ".")), n - from) {
                let p = UnsafePointer<UInt8>(raw.assumingMemoryBound(to: UInt8.self)) - base
                if memberFollows(base, p + 1, n) { return true }
                from = p + 1
            }
            return false
        }
    }

    private static let olor = Array("olor".utf8)
    private static let otherContextWords = contextWords.filter { $0 != "olor" }.map { Array($0.utf8) }

    /// After a color type's name: `(`, or `.` and a member that can be a color.
    private func typeExpressionFollows(_ base: UnsafePointer<UInt8>, _ start: Int, _ n: Int) -> Bool {
        let q = skipWhitespace(base, start, n)
        guard q < n else { return false }
        if base[q] == UInt8(ascii: "(") || Prefilter.startsTrivia(base[q]) { return true }
        return base[q] == UInt8(ascii: ".") && memberFollows(base, q + 1, n)
    }

    /// After a `.`: a member name that can be a color (or a comment, which hides what follows).
    private func memberFollows(_ base: UnsafePointer<UInt8>, _ start: Int, _ n: Int) -> Bool {
        let q = skipWhitespace(base, start, n)
        guard q < n else { return false }
        if Prefilter.startsTrivia(base[q]) { return true }
        var end = q
        while end < n && Prefilter.isIdentifierByte(base[end]) { end += 1 }
        return end > q && memberNames.contains(base + q, count: end - q)
    }

    /// Past the bytes the tokenizer reads as whitespace (NUL, tab, line breaks, VT, FF, space).
    private func skipWhitespace(_ base: UnsafePointer<UInt8>, _ start: Int, _ n: Int) -> Int {
        var q = start
        while q < n, base[q] == 32 || (base[q] <= 13 && (base[q] >= 9 || base[q] == 0)) { q += 1 }
        return q
    }

    /// A comment or a byte order mark: trivia that hides what follows, so the file is kept.
    private static func startsTrivia(_ c: UInt8) -> Bool { c == UInt8(ascii: "/") || c == 0xEF }

    private static func isIdentifierByte(_ c: UInt8) -> Bool {
        (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c == 95 || c >= 128
    }

    private func find(_ needle: [UInt8], in base: UnsafePointer<UInt8>, from: Int, to n: Int) -> Int? {
        guard n - from >= needle.count else { return nil }
        return needle.withUnsafeBytes { w in
            libcMemmem(base + from, n - from, w.baseAddress!, w.count).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) }
        }
    }
}
