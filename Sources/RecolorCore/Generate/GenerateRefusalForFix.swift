#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `fix` writes the table's members and named colors that `generate` declares; where `generate`
/// refuses the table (a token it cannot declare, a color set that would clash, an output it may
/// not write) it declares nothing, and every such rewrite names something that does not exist:
/// the app no longer builds. emitron-iOS after `init` → `generate` (exit 2) → `fix`: 37 findings
/// rewritten to undeclared `Semantic.*` members and named colors, said only as a warning
/// (session 23's review, F2 and F4). `fix` then refuses as `generate` does, before writing.
package enum GenerateRefusalForFix {
    /// Why `fix` may not write `result`: generate's own refusal, or nil (no `generate` in the
    /// table, nothing to write that generate declares, or generate accepts the table).
    package static func refusal(_ result: RunResult, options: RunOptions) -> String? {
        let configuration = options.configuration
        guard let targets = configuration.generate, targets.swift != nil || targets.assetCatalog != nil else { return nil }
        // Only a rewrite that names generate's output needs it (a system color, a set completed in place do not).
        let needing = result.files.filter { SourceKind(path: $0.diskPath) != .colorSet }
            .flatMap(\.reports).filter { TargetMembership.generatedName($0) != nil }
        guard let first = needing.first else { return nil }
        var generateOptions = Generator.Options(configuration: configuration)
        generateOptions.cwd = options.cwd
        generateOptions.threads = options.threads
        generateOptions.project = result.project.isEmpty ? nil : result.project
        let why: String
        do {
            let plan = try Generator.plan(generateOptions)
            guard let refused = plan.refusals.first else { return nil }
            why = "\(refused.path): \(refused.reason)"
        } catch {
            why = error.description.split(separator: "\n").joined(separator: "; ")
        }
        let count = needing.count == 1 ? "1 finding" : "\(needing.count) findings"
        return "recolor generate refuses this table (\(why)), so it declares none of the members and color sets that \(count) would be rewritten to (\(first.file):\(first.line): \(first.resolution.replacement!)); the code would not build. Nothing written: make the table one generate accepts, run recolor generate, then fix"
    }
}
