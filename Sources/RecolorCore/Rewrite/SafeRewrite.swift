/// Applies a file's edits only where the file still reads as it did: a replacement must never
/// add a lexer error. Replacing a finding that spans lines (`UIColor⏎.black`) joins them, and
/// on the rare line that already holds an unclosed backtick or a lone `/`, the joined text
/// then reads as a broken identifier or regex literal (found by the fuzzer). Such an edit is
/// declined and its finding stays in the file, still reported.
package enum SafeRewrite {
    package struct Outcome: Sendable {
        package var bytes: [UInt8]
        package var kept: [Edit]
        package var declined: [Edit]
    }

    /// Beyond this many edits in one file that together add an error, trying each alone would
    /// cost a re-tokenization per edit: the file is left as it is.
    static let editsTriedOneByOne = 64

    package static func apply(_ edits: [Edit], to bytes: [UInt8]) -> Outcome {
        let edits = Edits.normalized(edits)
        guard !edits.isEmpty else { return Outcome(bytes: bytes, kept: [], declined: []) }
        let errorsBefore = Tokenizer.tokenize(bytes).diagnostics.count
        func readsAsWell(_ candidate: [UInt8]) -> Bool { Tokenizer.tokenize(candidate).diagnostics.count <= errorsBefore }

        let all = Edits.apply(edits, to: bytes)
        if readsAsWell(all) { return Outcome(bytes: all, kept: edits, declined: []) }
        guard edits.count <= editsTriedOneByOne else { return Outcome(bytes: bytes, kept: [], declined: edits) }
        var outcome = Outcome(bytes: bytes, kept: [], declined: [])
        for edit in edits {
            let trial = Edits.apply(outcome.kept + [edit], to: bytes)
            if readsAsWell(trial) {
                outcome.kept.append(edit)
                outcome.bytes = trial
            } else {
                outcome.declined.append(edit)
            }
        }
        return outcome
    }
}
