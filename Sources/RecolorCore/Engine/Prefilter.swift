#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rules out files that cannot hold a finding, without tokenizing them. A finding needs one of:
/// - a palette name, a typealias of a color type or a configured color type, anywhere;
/// - `.color` where the tree declares `var color: UIColor` on String (`"34d058".color`);
/// - `#colorLiteral`;
/// - a color type (`UIColor`, `NSColor`, `Color`, … all end in `Color`) called with a first
///   argument a color constructor takes (`red:`, `white:`, `hex:`, a literal), or followed by `.`
///   and a member that can be a color (`init(red:…)`, `hex`, `white`, a palette member);
/// - an implicit member that can be a color (`.white`, `.init(red:…)`) in a file with a word a color
///   context needs (`…Color`/`color`, `tint`, a SwiftUI modifier such as `fill` or `background`).
/// Whitespace and comments may stand between the dot and its neighbours; they are skipped as the
/// tokenizer skips them (a sentence's full stop before the next `//` line is not a member).
/// Words are found with SIMD (`ByteFinder`) and dots with libc's memchr, so most of a file is
/// passed over at memory speed. In six fetched apps one file in ten (617 of 5,970) passes,
/// against a quarter (1,512) when any comment after a dot kept the file and any word ending in
/// `Color` counted as a type, and four in ten (2,373) when any of the words alone was enough.
package struct Prefilter: Sendable {
    /// Words one of which every color context holds: the names and labels ending in `Color`
    /// or `color`, `tint`, and the SwiftUI modifiers (`listRowBackground`, `strokeBorder` …),
    /// as detection defines them.
    package static let contextWords = ColorContextNames.screeningWords

    /// A file naming one of these is always scanned: palettes, typealiases, configured types.
    let anyWords: [ByteFinder]
    let memberNames: ByteWordMap<Bool>
    private let memberStarts: WordStarts
    /// The tree's free color functions' names, found only where one is called (`called(_:in:)`).
    let callWords: [ByteFinder]
    /// Every color type: the base types, typealiases and configured types (`UIColor`, `NSUIColor`).
    let typeNames: ByteWordMap<Bool>
    /// The same names, sorted.
    package let typeNameList: [String]
    /// First argument labels of the color constructors (`red`, `white`, `hue`, … and the hex
    /// labels), so that `.init(frame: …)` is told from `.init(red: …)`.
    let constructorLabels: ByteWordMap<Bool>
    /// Whether any label naming a hex value is one (`hexCode:`, under the default list).
    private let anyHexLabel: Bool
    private let keepsEveryFile: Bool
    /// Identifies the words and names but the color types, so that a run can tell whether its
    /// settings added any. Types learned later are told apart by `Verdict.unknownTypes`.
    package let signature: [String]
    /// The words of the signature (before its first `|`): the palettes, types and names `anyWords` holds.
    private let wordList: [String]

    package init(settings: DetectionSettings) {
        // A type whose name ends in `Color` is found by the `olor` scan like the base types.
        let types = settings.types.aliasNames.filter { !$0.hasSuffix("Color") }
        // `"34d058".color`, `Blue.medium.color`: where the tree declares such a member on String,
        // a file that writes it after a dot may hold a color.
        // A wrapper of a platform color (`EKColor(rgb: 0xffc107)`) is found by its name like a palette.
        let named = Set(settings.configuration.palettes + types + settings.stringConversionNames.map { "." + $0 } + settings.wrappers.keys)
        let words = named.union(settings.freeColorFunctionNames).sorted()
        // A one-byte name is not worth a search: every file is kept (no real type is that short).
        keepsEveryFile = words.contains { $0.utf8.count < 2 }
        // A free color function is found where it is called, `name(` (`Prefilter.called`): as any
        // bytes, Clop's `static func ns(_ hex: UInt32) -> NSColor` kept every file of a tree holding
        // `ns` ("constraints", "transform"), 1.65x the CPU and +44 MB of a `check` of corpus27 (session 32).
        let calls = Set(settings.freeColorFunctionNames).subtracting(named).filter { $0.utf8.count >= 2 }
        anyWords = words.filter { $0.utf8.count >= 2 && !calls.contains($0) }.map(ByteFinder.init)
        callWords = calls.sorted().map(ByteFinder.init)
        memberNames = settings.colorMemberNames
        memberStarts = WordStarts(settings.colorMemberNameList)
        typeNameList = settings.types.types.keys.sorted()
        typeNames = ByteWordMap(words: typeNameList)
        // The tree's own hex-string initializers' labels too (`NSColor(from: "#526ba0")`, `HexStringInitializer`).
        let labels = ConstructorForm.firstLabels + settings.configuration.hexLabels.map(\.label)
            + settings.hexStringInitializers.values.flatMap(\.keys).sorted()
        constructorLabels = ByteWordMap(words: labels.filter { $0 != "_" })
        anyHexLabel = settings.configuration.unlabeledHex
        declaredContextWords = settings.declaredColorWords.map(ByteFinder.init)
        signature = words + ["|"] + settings.colorMemberNameList + ["|"] + Set(labels).sorted()
        wordList = words
    }

    /// Labels and names that the tree declares with a color type (`light:` of
    /// `init(light: UIColor, …)`), and callees taking a color unlabeled: context words of this run.
    let declaredContextWords: [ByteFinder]

    package init(configuration: Configuration) {
        self.init(settings: DetectionSettings(configuration: configuration))
    }

    /// What screening says of a file.
    package struct Verdict: Sendable, Equatable {
        package var mayHoldFinding: Bool
        /// Words ending in `Color` that stand as a type would (`NSUIColor(red: …)`,
        /// `PlatformColor.white`) but name no color type yet. If the run's typealiases make one
        /// of them a color type, the file may hold a finding after all.
        package var unknownTypes: [String] = []
        /// An implicit member that can be a color stands in the file, but no context word: the
        /// run's declared context words (`light:` of `init(light: UIColor)`) may still make it one.
        package var implicitMemberWithoutContext = false
        /// `…Color` words an `extension` (or a subclass head) names, in a file calling `hex(` or `Self(`, that name no color type yet
        /// (`extension AppColor { static let ink = hex(0x121212) }`): if the run's typealiases make
        /// one a color type, the file may hold a finding after all.
        package var extendedUnknownTypes: [String] = []
    }

    /// Whether `bytes` may hold a finding with the types known now.
    package func mayHoldFinding(_ bytes: [UInt8]) -> Bool { screen(bytes).mayHoldFinding }

    /// More than this many unknown `…Color` words and the file is kept rather than listed.
    static let unknownTypeLimit = 8

    package func screen(_ bytes: [UInt8]) -> Verdict { screen(bytes, ColorWordOffsets(bytes)) }

    /// `offsets`: where `olor` and `tint` occur in `bytes`, found by the caller. A file that may
    /// hold an appearance hazard (`HazardScreen`) is kept too.
    func screen(_ bytes: [UInt8], _ offsets: ColorWordOffsets, words: ScreeningWords? = nil) -> Verdict {
        var verdict = screenColors(bytes, offsets)
        if !verdict.mayHoldFinding && HazardScreen.mayHoldHazard(bytes, olor: offsets.olor, words: words ?? ScreeningWords(bytes))
            && HazardDetectors.needs.mayHold(bytes) { verdict.mayHoldFinding = true }
        return verdict
    }

    func screenColors(_ bytes: [UInt8], _ offsets: ColorWordOffsets) -> Verdict {
        let olor = offsets.olor
        if keepsEveryFile || anyWords.contains(where: { $0.occurs(in: bytes) }) || callWords.contains(where: { Prefilter.called($0, in: bytes) }) {
            return Verdict(mayHoldFinding: true)
        }
        return bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress, b.count > 0 else { return Verdict(mayHoldFinding: false) }
            let n = b.count
            var verdict = Verdict(mayHoldFinding: false)
            // `olor`: a color type, `#colorLiteral`, and the commonest context word at once.
            let hasOlor = !olor.isEmpty
            let hasTint = !offsets.tint.isEmpty
            var from = 0
            // Whether the file calls `hex(` or writes `Self(`/`Self.`, looked for once, at the first extension (or subclass head) of a `…Color` word.
            var ownTypeCalled: Bool?
            for p in olor {
                if p >= 2 && base[p - 2] == UInt8(ascii: "#") && base[p - 1] == UInt8(ascii: "c") { return Verdict(mayHoldFinding: true) }
                if Prefilter.hexStringArrayFollows(base, p + 4, n) { return Verdict(mayHoldFinding: true) }
                guard p >= 1 && base[p - 1] == UInt8(ascii: "C"), let start = colorWordStart(base, p + 4, n) else { continue }
                guard typeExpressionFollows(base, p + 4, n) else {
                    // `extension UIColor { static let ink = hex(0x121212) }`: a factory called inside its type;
                    // `extension NSColor { static var x: Self { Self(white: 0.95, alpha: 1) } }` and a subclass's
                    // `Self(…)`: the type's constructor written as `Self` (`OwnTypeSelfExpression`).
                    guard followsExtensionKeyword(base, start) || followsSubclassHead(base, start) else { continue }
                    if ownTypeCalled == nil {
                        ownTypeCalled = Prefilter.hexCall.first(in: base, from: 0, to: n) != nil
                            || Prefilter.selfCall.first(in: base, from: 0, to: n) != nil || Prefilter.selfMember.first(in: base, from: 0, to: n) != nil
                    }
                    guard ownTypeCalled == true else { continue }
                    if typeNames.contains(base + start, count: p + 4 - start) { return Verdict(mayHoldFinding: true) }
                    let word = String(decoding: UnsafeBufferPointer(start: base + start, count: p + 4 - start), as: UTF8.self)
                    if !verdict.extendedUnknownTypes.contains(word) { verdict.extendedUnknownTypes.append(word) }
                    continue
                }
                if typeNames.contains(base + start, count: p + 4 - start) { return Verdict(mayHoldFinding: true) }
                let word = String(decoding: UnsafeBufferPointer(start: base + start, count: p + 4 - start), as: UTF8.self)
                if !verdict.unknownTypes.contains(word) { verdict.unknownTypes.append(word) }
                if verdict.unknownTypes.count > Prefilter.unknownTypeLimit { return Verdict(mayHoldFinding: true) }
            }
            for p in offsets.tint where Prefilter.hexStringArrayFollows(base, p + 4, n) { return Verdict(mayHoldFinding: true) }
            // A function the tree does not declare called with a `0x` code where a color goes
            // (`textColor = ZLRGBValue_H(colorValue: 0x333333)`): the bytes the detector's own shape
            // needs (`UndeclaredHexFunctionDetector.shape`), in a file with a context word of `…olor` or `tint`.
            if (hasOlor || hasTint) && UndeclaredHexFunctionDetector.shape.mayHold(base, n) { return Verdict(mayHoldFinding: true) }
            // An implicit member that can be a color, in a file with a context word.
            from = 0
            while from < n, let raw = memchr(base + from, Int32(UInt8(ascii: ".")), n - from) {
                let p = UnsafePointer<UInt8>(raw.assumingMemoryBound(to: UInt8.self)) - base
                if memberFollows(base, p + 1, n) {
                    if hasOlor || hasTint || Prefilter.otherContextWords.contains(where: { $0.first(in: base, from: 0, to: n) != nil })
                        || declaredContextWords.contains(where: { usedAsContext($0, base, n) }) {
                        return Verdict(mayHoldFinding: true)
                    }
                    verdict.implicitMemberWithoutContext = true
                    break
                }
                from = p + 1
            }
            return verdict
        }
    }

    /// Whether a declared word stands where a context names it: a label or a dictionary key
    /// (`light:`), an assigned property (`light =`, `[.light] =`), the left of `??`. Words such
    /// as `with` or `to` are everywhere; as labels of a color, seldom.
    private func usedAsContext(_ word: ByteFinder, _ base: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        let m = word.needle.count
        var from = 0
        while let p = word.first(in: base, from: from, to: n) {
            from = p + 1
            if p > 0 && CharacterClasses.isWordByte(base[p - 1]) || p + m < n && CharacterClasses.isWordByte(base[p + m]) { continue }
            var q = ByteTrivia.skip(base, p + m, n)
            if q < n && base[q] == UInt8(ascii: "`") { q = ByteTrivia.skip(base, q + 1, n) }  // `` `for`: ``
            guard q < n else { continue }
            switch base[q] {
            // `(`: a call of a function taking a color unlabeled (`addItem(_ title: String, _ color: NSColor)`).
            case UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: "]"), UInt8(ascii: "("): return true
            default: continue
            }
        }
        return false
    }

    /// Whether `bytes` hold `name` as a whole word (no ASCII letter, digit or `_` before or after it) followed,
    /// past blanks and comments, by `(`: a call of the function, bare or qualified (`ns(0x…)`, `Self.ns(`).
    /// The detector reads a call whose `(` touches the name (`ColorFunctionCallDetector.call`), so this
    /// keeps every file holding one; a byte of a multi-byte scalar beside the name does not rule it out.
    static func called(_ name: ByteFinder, in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return false }
            let n = b.count, m = name.needle.count
            var from = 0
            while let p = name.first(in: base, from: from, to: n) {
                from = p + 1
                if p > 0 && isASCIIWordByte(base[p - 1]) || p + m < n && isASCIIWordByte(base[p + m]) { continue }
                let q = ByteTrivia.skip(base, p + m, n)
                if q < n && base[q] == UInt8(ascii: "(") { return true }
            }
            return false
        }
    }

    @inline(__always)
    private static func isASCIIWordByte(_ b: UInt8) -> Bool { b < 0x80 && CharacterClasses.isWordByte(b) }

    /// The words and color types this filter adds to `earlier`'s, when it differs from it by them
    /// alone (the same member names and labels, every word and type of `earlier` kept); nil otherwise.
    func addedWords(since earlier: Prefilter) -> AddedWords? {
        guard !keepsEveryFile, signature[wordList.count...].elementsEqual(earlier.signature[earlier.wordList.count...]) else { return nil }
        let old = Set(earlier.wordList), oldTypes = Set(earlier.typeNameList)
        guard old.isSubset(of: wordList), oldTypes.isSubset(of: typeNameList) else { return nil }
        let types = Set(typeNameList).subtracting(oldTypes)
        return AddedWords(words: anyWords.filter { !old.contains(String(decoding: $0.needle, as: UTF8.self)) },
                          calls: callWords.filter { !old.contains(String(decoding: $0.needle, as: UTF8.self)) },
                          types: types, colorTypes: types.filter { $0.hasSuffix("Color") }.sorted().map(ByteFinder.init), filter: self)
    }

    /// The second screening of a file the first screened out, when the run's settings only added
    /// words and types (`addedWords(since:)`): `screenColors` again would find what it found then
    /// (nothing), but for the added words, a `…Color` word it read as a type that is one now, an
    /// extension of such a type in a file calling `hex(` (screened in full: rare) and, where an
    /// implicit member stood without a context word, the declared context words. The whole
    /// screening again was 235 M of the 4,598 M instructions of a `check` of the regression set
    /// (callgrind): its colors' words, `olor` and dots looked for again; 143 M this way (108 M of it
    /// the three added words and three types, the rest reading the files).
    struct AddedWords {
        let words: [ByteFinder]
        /// Added free color functions' names, looked for as calls (`Prefilter.called`).
        let calls: [ByteFinder]
        let types: Set<String>
        /// The added types ending in `Color`: the only ones `screenColors` looks up (at a `…Color` word;
        /// the others are among `words`).
        let colorTypes: [ByteFinder]
        let filter: Prefilter

        /// `screenColors(bytes, ColorWordOffsets(bytes)).mayHoldFinding` of a file the earlier filter
        /// screened out; `unknownTypes` and `implicitMemberWithoutContext` as its verdict said.
        func mayHoldFinding(_ bytes: [UInt8], unknownTypes: [String], implicitMemberWithoutContext: Bool) -> Bool {
            if words.contains(where: { $0.occurs(in: bytes) }) || calls.contains(where: { Prefilter.called($0, in: bytes) }) { return true }
            if unknownTypes.contains(where: types.contains) { return true }
            // `screenColors` again finds more than the first screening only at an added type, whose name ends
            // in `Color` and so occurs in the bytes; it was run on every file calling `hex(`, `Self(` or `Self.` once any
            // type was added (amplify's `StateType`): 4 % of a `check` of corpus27, perf (session 30).
            if colorTypes.contains(where: { $0.occurs(in: bytes) }) && Prefilter.callsOwnType(bytes) {
                return filter.screenColors(bytes, ColorWordOffsets(bytes)).mayHoldFinding
            }
            guard implicitMemberWithoutContext, !filter.declaredContextWords.isEmpty else { return false }
            return bytes.withUnsafeBufferPointer { b in
                guard let base = b.baseAddress, b.count > 0 else { return false }
                return filter.declaredContextWords.contains { filter.usedAsContext($0, base, b.count) }
            }
        }

        /// The same of a file whose bytes the first screening did not keep, from what it kept instead
        /// (`Screened.colorWordRuns`, `Verdict.extendedUnknownTypes`); nil when that cannot tell (an
        /// added word without `olor`, runs not kept). Such a file had no implicit member without a context word (its
        /// bytes would have been kept), so only three things can make it a candidate now: an added word
        /// (one holding `olor` stands in one of the file's words around an `olor`), an unknown type
        /// become a color type, or the extension of one in a file calling `hex(` or `Self(` (what `screenColors`
        /// again would find there: its members, labels and the first screening's words are the same).
        /// The second screening of issue 21's corpus read 7,905 files again for one added word,
        /// `CodableColor` (session 23).
        func mayHoldFinding(runs: ColorWordRuns?, unknownTypes: [String], extendedUnknownTypes: [String]) -> Bool? {
            guard let runs else { return nil }
            var occurs = false
            // A call's name found in the runs is at least the name there (a superset of the calls).
            for word in words + calls {
                guard let found = runs.holds(word) else { return nil }
                occurs = occurs || found
            }
            if occurs { return true }
            if unknownTypes.contains(where: types.contains) { return true }
            return extendedUnknownTypes.contains(where: types.contains)
        }
    }

    private static let hexCall = ByteFinder("hex(")
    /// After a word holding `olor` or `tint` (from `end` on, the word's rest skipped): an array
    /// literal whose first element is a `"#…"` string, given to it (`Colors = ["#1a1b1f", …`,
    /// `tintColors: [String] = ["#…"`, a label's `colors: ["#…"`): `HexStringArray` may read it.
    static func hexStringArrayFollows(_ base: UnsafePointer<UInt8>, _ end: Int, _ n: Int) -> Bool {
        var q = end
        while q < n && base[q] < 0x80 && CharacterClasses.isWordByte(base[q]) { q += 1 }
        q = ByteTrivia.skip(base, q, n)
        guard q < n, base[q] == UInt8(ascii: "=") || base[q] == UInt8(ascii: ":") else { return false }
        q = ByteTrivia.skip(base, q + 1, n)
        guard q < n, base[q] == UInt8(ascii: "[") else { return false }
        // A type annotation (`: [String] =`) before the literal.
        var r = ByteTrivia.skip(base, q + 1, n)
        if r < n && base[r] != UInt8(ascii: "\"") {
            while r < n && r - q < 64 && base[r] != UInt8(ascii: "]") { r += 1 }
            r = ByteTrivia.skip(base, r + 1, n)
            guard r < n, base[r] == UInt8(ascii: "=") else { return false }
            r = ByteTrivia.skip(base, r + 1, n)
            guard r < n, base[r] == UInt8(ascii: "[") else { return false }
            r = ByteTrivia.skip(base, r + 1, n)
        }
        return r + 1 < n && base[r] == UInt8(ascii: "\"") && base[r + 1] == UInt8(ascii: "#")
    }

    private static let selfCall = ByteFinder("Self(")
    private static let selfMember = ByteFinder("Self.")

    /// Whether `bytes` call a factory or constructor of the type they stand in: `hex(`, `Self(`, `Self.`.
    static func callsOwnType(_ bytes: [UInt8]) -> Bool {
        hexCall.occurs(in: bytes) || selfCall.occurs(in: bytes) || selfMember.occurs(in: bytes)
    }

    /// Whether `class Name:` (whitespace between) stands right before `start`: the first inherited type.
    private func followsSubclassHead(_ base: UnsafePointer<UInt8>, _ start: Int) -> Bool {
        var q = start
        while q > 0 && ByteTrivia.isWhitespace(base[q - 1]) { q -= 1 }
        guard q > 0, base[q - 1] == UInt8(ascii: ":") else { return false }
        q -= 1
        while q > 0 && ByteTrivia.isWhitespace(base[q - 1]) { q -= 1 }
        let nameEnd = q
        while q > 0 && CharacterClasses.isWordByte(base[q - 1]) { q -= 1 }
        guard q < nameEnd else { return false }
        while q > 0 && ByteTrivia.isWhitespace(base[q - 1]) { q -= 1 }
        guard q >= 5, memcmpBytes(base + q - 5, ("class" as StaticString).utf8Start, 5) else { return false }
        return q == 5 || !CharacterClasses.isWordByte(base[q - 6])
    }

    /// Whether `extension` and whitespace stand right before `start`.
    private func followsExtensionKeyword(_ base: UnsafePointer<UInt8>, _ start: Int) -> Bool {
        var q = start
        while q > 0 && ByteTrivia.isWhitespace(base[q - 1]) { q -= 1 }
        guard q < start, q >= 9, memcmpBytes(base + q - 9, ("extension" as StaticString).utf8Start, 9) else { return false }
        return q == 9 || !CharacterClasses.isWordByte(base[q - 10])
    }

    private static let otherContextWords = ColorContextNames.otherScreeningWords.map(ByteFinder.init)

    /// The start of the word ending at `end` (just past `…Color`), or nil when the word goes on
    /// (`Colorful`). Its start is where the ASCII letters end, for the reason `ByteTrivia.asciiWordEnd` gives.
    private func colorWordStart(_ base: UnsafePointer<UInt8>, _ end: Int, _ n: Int) -> Int? {
        if end < n && base[end] < 0x80 && CharacterClasses.isWordByte(base[end]) { return nil }
        var start = end - 5
        while start > 0 && base[start - 1] < 0x80 && CharacterClasses.isWordByte(base[start - 1]) { start -= 1 }
        return start
    }

    /// After a color type's name: a constructor call, or `.` and a member that can be a color.
    private func typeExpressionFollows(_ base: UnsafePointer<UInt8>, _ start: Int, _ n: Int) -> Bool {
        let q = ByteTrivia.skip(base, start, n)
        guard q < n else { return false }
        if base[q] == 0xEF { return true }
        if base[q] == UInt8(ascii: "(") { return constructorArgumentsFollow(base, q, n) }
        return base[q] == UInt8(ascii: ".") && memberFollows(base, q + 1, n, afterType: true)
    }

    /// After a `.`: a member name that can be a color (or a comment, which hides what follows).
    /// `afterType`: the dot follows a color type's name, where a member naming no color may still be
    /// called with a color string (`colorStringArgumentFollows`); an implicit member's dot never asks it.
    private func memberFollows(_ base: UnsafePointer<UInt8>, _ start: Int, _ n: Int, afterType: Bool = false) -> Bool {
        // The common cases first: a name right after the dot, which no member starts like, or
        // neither a name nor trivia (`1.5`, `..<`, `.(`).
        guard start < n else { return false }
        let c = base[start]
        if ByteTrivia.isASCIIIdentifierHead(c) {
            if !memberStarts.mayStart(base, start, n) {
                return afterType && Prefilter.colorStringArgumentFollows(base, ByteTrivia.asciiWordEnd(base, start, n), n)
            }
        } else if !(ByteTrivia.isWhitespace(c) || c == UInt8(ascii: "/") || c == 0xEF) {
            return false
        }
        let q = ByteTrivia.skip(base, start, n)
        guard q < n else { return false }
        if q != start && !memberStarts.mayStart(base, q, n) && base[q] != 0xEF { return false }
        if base[q] == 0xEF { return true }
        let end = ByteTrivia.asciiWordEnd(base, q, n)
        guard end > q && memberNames.contains(base + q, count: end - q) else { return afterType && end > q && Prefilter.colorStringArgumentFollows(base, end, n) }
        if end - q == 4 && memcmpBytes(base + q, ("init" as StaticString).utf8Start, 4) { return constructorArgumentsFollow(base, end, n) }
        return true
    }

    /// After a color type's member that names no color: `(`, an optional label and a string opening `"#` or
    /// `"rgb` (`NSColor.parse(css: "rgb(210,210,212)")`, `UIColor.from("#FFF")`: `HexConstructorDetector.detectUnknownFactory`).
    /// Asked only where a member of a color type is called, so a file without one pays nothing.
    static func colorStringArgumentFollows(_ base: UnsafePointer<UInt8>, _ start: Int, _ n: Int) -> Bool {
        var q = ByteTrivia.skip(base, start, n)
        guard q < n, base[q] == UInt8(ascii: "(") else { return false }
        q = ByteTrivia.skip(base, q + 1, n)
        guard q < n else { return false }
        if ByteTrivia.isASCIIIdentifierHead(base[q]) {
            let after = ByteTrivia.skip(base, ByteTrivia.asciiWordEnd(base, q, n), n)
            guard after < n, base[after] == UInt8(ascii: ":") else { return false }
            q = ByteTrivia.skip(base, after + 1, n)
        }
        guard q + 3 < n, base[q] == UInt8(ascii: "\"") else { return false }
        return base[q + 1] == UInt8(ascii: "#")
            || base[q + 1] == UInt8(ascii: "r") && base[q + 2] == UInt8(ascii: "g") && base[q + 3] == UInt8(ascii: "b")
    }

    /// After a color type or `init`: `(` and a first argument a color constructor can take: a label of one
    /// (`red:`, `white:`, `hex:`), or an unlabeled literal or color space (`0x313440`, `"#fff"`,
    /// `.sRGB`). An identifier with another label, or none, is some other initializer.
    private func constructorArgumentsFollow(_ base: UnsafePointer<UInt8>, _ start: Int, _ n: Int) -> Bool {
        var q = ByteTrivia.skip(base, start, n)
        guard q < n else { return false }
        if base[q] == 0xEF { return true }
        guard base[q] == UInt8(ascii: "(") else { return false }
        q = ByteTrivia.skip(base, q + 1, n)
        guard q < n else { return false }
        let c = base[q]
        guard ByteTrivia.isASCIIIdentifierHead(c) else { return c != UInt8(ascii: ")") }
        let end = ByteTrivia.asciiWordEnd(base, q, n)
        let after = ByteTrivia.skip(base, end, n)
        guard after < n else { return false }
        // A label going on past its ASCII letters (`hex$0:`, a non-ASCII letter) is one word to the
        // tokenizer, which may name hex (the fuzzer's `Color(hex$0: "#3C64F4")`): kept.
        if base[after] >= 0x80 || base[after] == UInt8(ascii: "$") { return true }
        // SwiftUI's color space written with its type: `Color(Color.RGBColorSpace.sRGB, red: …)`.
        if base[after] == UInt8(ascii: ".") { return Prefilter.namesColorSpaceType(base, q, n) }
        guard base[after] == UInt8(ascii: ":") else { return false }
        return constructorLabels.contains(base + q, count: end - q)
            || anyHexLabel && (holdsHexLabelWord(base + q, end - q) || holdsWord(Prefilter.argbLabelWord, base + q, end - q))
    }

    private static let colorSpaceType = Array("RGBColorSpace.".utf8)
    private static let qualifiedColorSpaceType = Array("Color.RGBColorSpace.".utf8)

    /// `RGBColorSpace.` or `Color.RGBColorSpace.` at byte `q`, spelled without spaces.
    private static func namesColorSpaceType(_ base: UnsafePointer<UInt8>, _ q: Int, _ n: Int) -> Bool {
        for word in [colorSpaceType, qualifiedColorSpaceType] where q + word.count <= n {
            var k = 0
            while k < word.count && base[q + k] == word[k] { k += 1 }
            if k == word.count { return true }
        }
        return false
    }

    private static let hexLabelWord = Array(String(describing: Configuration.hexLabelWord).utf8)

    private static let argbLabelWord = Array(String(describing: Configuration.argbLabelWord).utf8)

    /// Whether the `count` bytes at `p` hold `Configuration.hexLabelWord` in any ASCII case.
    private func holdsHexLabelWord(_ p: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        holdsWord(Prefilter.hexLabelWord, p, count)
    }

    /// Whether the `count` bytes at `p` hold `word` (lower-case ASCII letters) in any ASCII case.
    private func holdsWord(_ word: [UInt8], _ p: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard count >= word.count else { return false }
        for start in 0...(count - word.count) {
            var k = 0
            while k < word.count && p[start + k] | 0x20 == word[k] { k += 1 }
            if k == word.count { return true }
        }
        return false
    }
}
