/// `fix`: rewrites every mapped finding of a run, file by file, atomically.
public enum Fixer {
    public struct Outcome: Sendable {
        /// The edits written (a ternary replaced whole is one edit for its two findings).
        public var rewritten = 0
        /// The mapped findings those edits rewrite: what `fix` and `fix --diff` both count.
        public var findingsRewritten = 0
        public var files = 0
        public var problems: [FileProblem] = []
        /// The findings no rule rewrites: what `check` reports afterwards (kept ones excluded).
        public var unmapped: [Report] = []
        /// Findings a `"keep"` rule leaves as they are on purpose.
        public var kept = 0
        /// Of those, the arms of the code's own tests of the appearance (kept with no table entry).
        public var keptByCode = 0
        /// Mapped findings left as they were: their span holds a comment (`resolution.declined`
        /// says so), or rewriting them would add a lexer error.
        public var declined: [Report] = []
    }

    /// `hazards`: the hazards' repairs are written too (`fix --hazards`). Each file is written as
    /// `FileResult.rewritten(hazards:)` makes it.
    public static func fix(_ result: RunResult, hazards: Bool = false) -> Outcome {
        var outcome = Outcome()
        for file in result.files {
            let reports = file.reports
            outcome.unmapped += reports.filter { !$0.resolution.isMapped && $0.resolution.declined == nil && $0.resolution.kept == nil }
            outcome.kept += reports.filter { $0.resolution.kept != nil }.count
            outcome.keptByCode += reports.filter { $0.resolution.keptByCode }.count
            outcome.declined += reports.filter { $0.resolution.declined != nil }
            guard let rewrite = file.rewrite(hazards: hazards)?.outcome else { continue }
            let declined = reports.filter { r in r.resolution.isMapped && rewrite.declined.contains { $0.range == r.resolution.replacementRange } }
            outcome.declined += declined
            guard !rewrite.kept.isEmpty else { continue }
            do {
                try AtomicWriter.replace(file.diskPath, expected: file.bytes, with: rewrite.bytes)
                outcome.rewritten += rewrite.kept.count
                outcome.findingsRewritten += reports.count { $0.resolution.isMapped } - declined.count
                outcome.files += 1
            } catch {
                outcome.problems.append(FileProblem(file: file.path, message: error.message))
            }
        }
        return outcome
    }

    /// The color sets left as they are because their token adds only the set's own value (an
    /// app forcing Dark: light = dark), which `fix` names once, not set by set.
    package static func setsRepeatingOwn(_ reports: [Report]) -> [Report] {
        reports.filter { $0.finding.kind == .assetColor && $0.resolution.kept?.hasPrefix(ColorSetTokenWriter.sameAsOwn) == true }
    }

    /// What `fix` would write, file by file, in memory (the fuzzer checks documents with it).
    package static func rewrites(_ result: RunResult, hazards: Bool = false) -> [(path: String, bytes: [UInt8])] {
        result.files.compactMap { file in
            guard let rewrite = file.rewrite(hazards: hazards)?.outcome, !rewrite.kept.isEmpty else { return nil }
            return (file.path, rewrite.bytes)
        }
    }

    /// The unified diff `fix` would apply, for every file, in path order.
    public static func diff(_ result: RunResult, hazards: Bool = false) -> [UInt8] {
        preview(result, hazards: hazards).diff
    }

    /// The diff `fix` would apply and the files `fix` would refuse (read-only, hard-linked, not
    /// regular: `AtomicWriter.refusal(for:)`), which the diff leaves out: applied, it equals `fix`.
    /// `findings`: the mapped findings the diff rewrites, counted as `fix` counts them.
    /// `then`: the repairs of the stale colors the rewrite makes (`CreatedHazards.analyze`), shown
    /// in the same diff as the rewrite they follow.
    public static func preview(_ result: RunResult, hazards: Bool = false, then repairs: [CreatedHazards.Repair] = []) -> (diff: [UInt8], problems: [FileProblem], findings: Int, files: Int) {
        var out: [UInt8] = []
        var problems: [FileProblem] = []
        var findings = 0, files = 0
        let repaired = Dictionary(repairs.map { ($0.path, $0.to) }, uniquingKeysWith: { a, _ in a })
        for file in result.files {
            guard let rewrite = file.rewrite(hazards: hazards), !rewrite.outcome.kept.isEmpty else {
                // A file only the repair of a member the rewrite made dynamic changes.
                if let after = repaired[file.path], AtomicWriter.refusal(for: file.diskPath) == nil {
                    out.append(contentsOf: GeneratedFileDiff.render(path: file.path, current: file.bytes, expected: after))
                }
                continue
            }
            if let refused = AtomicWriter.refusal(for: file.diskPath) {
                problems.append(FileProblem(file: file.path, message: refused.message))
                continue
            }
            if let after = repaired[file.path] {
                out.append(contentsOf: GeneratedFileDiff.render(path: file.path, current: file.bytes, expected: after))
            } else {
                out.append(contentsOf: UnifiedDiff.render(path: file.path, original: file.bytes, edits: rewrite.applied))
            }
            findings += file.reports.count { r in r.resolution.isMapped && !rewrite.outcome.declined.contains { $0.range == r.resolution.replacementRange } }
            files += 1
        }
        return (out, problems, findings, files)
    }
}
