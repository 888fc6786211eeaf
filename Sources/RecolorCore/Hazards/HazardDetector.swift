/// A detector of an appearance hazard: it reads a whole file through its syntax (functions,
/// closures, types), not one site, and documents itself with examples like the color detectors.
protocol HazardDetector: DocumentedDetector {
    static func findings(in file: HazardFile) -> [Finding]
    /// What any finding of the detector needs in the file's bytes, from the words its loop reads
    /// by: any rule, a rule holding when each of its groups has a word in the bytes (`ByteScreening`).
    static var needs: [[[String]]] { get }
}

extension HazardDetector {
    /// `fix` never rewrites a hazard; `fix --hazards` suggestions are tested apart.
    static var corrections: [DetectorCorrection] { [] }
}

/// Every hazard detector, once: detection runs them on the files the hazard screen keeps; the
/// tests run their examples from this list.
enum HazardDetectors {
    static let all: [any HazardDetector.Type] = [
        StaleColorDetector.self, GlobalAppearanceDetector.self, AttributedTextColorDetector.self, UnguardedTraitChangeDetector.self,
        SpinnerStyleDetector.self,
    ]

    /// The hazards of `file`, in source order, before suppression. `syntax`: the file's tree as
    /// the color detectors hold it, so that it is built once.
    /// The detectors' needs, one screening: a file the hazard screen's words keep, and no color,
    /// is a candidate only when some detector's rule holds in it too. The words alone made 308 of
    /// corpus26's 9,438 Swift files candidates for a hazard; 5 had a finding, and 137 (581 KB)
    /// meet no detector's needs (an attributed string given no attributes, a `traitCollection`
    /// read that no detector reads): they were tokenized and detected for nothing.
    static let needs = ByteScreening(anyOf: all.flatMap { $0.needs })

    static func findings(in file: SwiftSource, settings: DetectionSettings, syntax: SyntaxTreeMemo? = nil) -> [Finding] {
        // The tokens first: a pass over the code tokens costs a sixth of the byte screen's
        // (callgrind, fsnotes of corpus22: the byte screen here ran on 63 files for 3.0 M instructions
        // before, on 46 for 2.0 M after), and most files detected hold no trigger word.
        guard mayTrigger(file), HazardScreen.mayHoldHazard(file.bytes) else { return [] }
        let hazardFile = HazardFile(file: file, settings: settings, syntax: syntax)
        return all.flatMap { $0.findings(in: hazardFile) }.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The code words one of which each detector's finding starts from (every detector's loop
    /// asks for one before anything else): `.cgColor`, `getRed`/`getWhite`/`getHue`, `.resolve(in:)`
    /// and `CIColor(color:)` (stale colors; a computed `CGColor` member converts with `.cgColor`),
    /// `UIScreen.main.traitCollection`, `UITraitCollection.current` and `NSAppearance.current`
    /// (global appearance), an attributed string's initializer and `draw(…)` (attributed text),
    /// `traitCollectionDidChange` (unguarded trait change), a spinner's type or style property (fixed spinner style).
    static let triggerWords: [String] = ["cgColor", "resolve", "CIColor"] + StaleColorDetector.componentReads.sorted()
        + ["UIScreen", "UITraitCollection", "NSAppearance"]
        + AttributedTextColorDetector.types.sorted() + AttributedTextColorDetector.drawCalls.sorted() + [RefreshPoints.traitChange]
        + [SpinnerStyleDetector.spinnerType, SpinnerStyleDetector.styleProperty, SpinnerStyleDetector.oldStyleType]

    /// `triggerWords` by their length in bytes.
    private static let triggersByLength: [[[UInt8]]] = {
        var out = [[[UInt8]]](repeating: [], count: (triggerWords.map(\.utf8.count).max() ?? 0) + 1)
        for word in triggerWords { out[word.utf8.count].append(Array(word.utf8)) }
        return out
    }()

    /// Whether one of `file`'s code tokens is a trigger word: a file the hazard screen keeps for
    /// its bytes (a `traitCollection`, an attributed-string word) but without one gets no
    /// `HazardFile`, whose syntax tree and refresh points were a tenth of a `check` of issue 21's corpus.
    static func mayTrigger(_ file: SwiftSource) -> Bool {
        let byLength = triggersByLength
        return file.bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return false }
            for token in file.code {
                let length = Int(token.length)
                guard length < byLength.count else { continue }
                for word in byLength[length] where word.withUnsafeBufferPointer({ memcmpBytes($0.baseAddress!, base + token.begin, length) }) {
                    return true
                }
            }
            return false
        }
    }
}
