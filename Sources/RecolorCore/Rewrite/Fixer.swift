/// `fix`: rewrites every mapped finding of a run, file by file, atomically.
public enum Fixer {
    public struct Outcome: Sendable {
        public var rewritten = 0
        public var files = 0
        public var problems: [FileProblem] = []
        /// The findings no rule rewrites: what `check` reports afterwards.
        public var unmapped: [Report] = []
        /// Mapped findings left as they were: their span holds a comment (`resolution.declined`
        /// says so), or rewriting them would add a lexer error.
        public var declined: [Report] = []
    }

    public static func fix(_ result: RunResult) -> Outcome {
        var outcome = Outcome()
        for (file, reports) in zip(result.sources, result.reports) {
            outcome.unmapped += reports.filter { !$0.resolution.isMapped && $0.resolution.declined == nil }
            outcome.declined += reports.filter { $0.resolution.declined != nil }
            let edits = Edits.normalized(Engine.edits(for: reports))
            guard !edits.isEmpty else { continue }
            let rewrite = rewrite(file, edits)
            outcome.declined += reports.filter { r in r.resolution.isMapped && rewrite.declined.contains { $0.range == r.resolution.replacementRange } }
            guard !rewrite.kept.isEmpty else { continue }
            do {
                try AtomicWriter.replace(file.diskPath, expected: file.bytes, with: rewrite.bytes)
                outcome.rewritten += rewrite.kept.count
                outcome.files += 1
            } catch let e as WriteError {
                outcome.problems.append(FileProblem(file: file.path, message: e.message))
            } catch {
                outcome.problems.append(FileProblem(file: file.path, message: "\(error)"))
            }
        }
        return outcome
    }

    /// A file with the findings' edits applied, and its document edits with them. A Swift file
    /// is checked to read as well as before (`SafeRewrite`); a document's edits replace whole
    /// elements and insert whole entries, so they are applied as they are. `kept` lists the
    /// findings' edits only (what `fix` counts).
    static func rewrite(_ file: FileContent, _ edits: [Edit]) -> SafeRewrite.Outcome {
        guard SourceKind(path: file.diskPath) != .swift else { return SafeRewrite.apply(edits, to: file.bytes) }
        return SafeRewrite.Outcome(bytes: Edits.apply(edits + file.documentEdits, to: file.bytes), kept: edits, declined: [])
    }

    /// The unified diff `fix` would apply, for every file, in path order.
    public static func diff(_ result: RunResult) -> [UInt8] {
        var out: [UInt8] = []
        for (file, reports) in zip(result.sources, result.reports) {
            let edits = Edits.normalized(Engine.edits(for: reports))
            guard !edits.isEmpty else { continue }
            let rewrite = rewrite(file, edits)
            let applied = SourceKind(path: file.diskPath) == .swift ? rewrite.kept : Edits.normalized(rewrite.kept + file.documentEdits)
            out.append(contentsOf: UnifiedDiff.render(path: file.path, original: file.bytes, edits: applied))
        }
        return out
    }
}
