/// `fix`: rewrites every mapped finding of a run, file by file, atomically.
public enum Fixer {
    public struct Outcome: Sendable {
        public var rewritten = 0
        public var files = 0
        public var problems: [FileProblem] = []
        /// The findings no rule rewrites: what `check` reports afterwards.
        public var unmapped: [Report] = []
    }

    public static func fix(_ result: RunResult) -> Outcome {
        var outcome = Outcome()
        for (file, reports) in zip(result.sources, result.reports) {
            outcome.unmapped += reports.filter { !$0.resolution.isMapped }
            let edits = Edits.normalized(Engine.edits(for: reports))
            guard !edits.isEmpty else { continue }
            do {
                try AtomicWriter.replace(file.diskPath, expected: file.bytes, with: Edits.apply(edits, to: file.bytes))
                outcome.rewritten += edits.count
                outcome.files += 1
            } catch let e as WriteError {
                outcome.problems.append(FileProblem(file: file.path, message: e.message))
            } catch {
                outcome.problems.append(FileProblem(file: file.path, message: "\(error)"))
            }
        }
        return outcome
    }

    /// The unified diff `fix` would apply, for every file, in path order.
    public static func diff(_ result: RunResult) -> [UInt8] {
        var out: [UInt8] = []
        for (file, reports) in zip(result.sources, result.reports) {
            out.append(contentsOf: UnifiedDiff.render(path: file.path, original: file.bytes, edits: Engine.edits(for: reports)))
        }
        return out
    }
}
