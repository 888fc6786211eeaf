#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

import RecolorCore

extension CLI {
    /// `generate`: write (or with `--check`, compare) the files the table's `generate` names.
    /// Exit 0 written or up to date; 1 (`--check`) missing or stale; 2 no table, no `generate`,
    /// or a token that cannot be declared; 3 a file could not be read or written.
    func generate(_ args: Arguments) throws -> Int32 {
        var args = args
        guard let paths = NamedPaths.sources(args.paths, command: "generate", cli: self) else { return 2 }
        args.paths = paths
        let configuration = try loadConfiguration(args)
        guard let tablePath = configuration.path else {
            printErr("recolor generate: no .recolor.json in this folder or above; run 'recolor init', or pass --config FILE")
            return 2
        }
        let table = FileWalker(excludes: [], cwd: cwd).display(tablePath)
        if !lintTable(configuration, tree: nil, cwd: cwd, strict: args.strict) { return 2 }
        guard let targets = configuration.generate, targets.swift != nil || targets.assetCatalog != nil else {
            // Nothing to declare (every token a system color the app's platforms have, or declared by
            // the code): nothing to write, and nothing is wrong. Swift-Radio-Pro's draft named only
            // `systemBackground`; `generate`, the README's next step, and `generate --check` in CI
            // exited 2 (session 26's review, F6).
            var options = Generator.Options(configuration: configuration, paths: args.paths)
            options.excludes = args.excludes
            options.cwd = cwd
            options.threads = args.jobs
            if !configuration.tokens.isEmpty, let plan = try? Generator.plan(options), Generator.declaresNothing(plan, configuration) {
                if !args.quiet {
                    printErr("recolor generate\(args.checkOnly ? " --check" : ""): nothing to declare: \(plural(configuration.tokens.count, "token")) of \(table) \(configuration.tokens.count == 1 ? "is a system color" : "are system colors") or declared in the code; no file written")
                }
                return 0
            }
            printErr("""
            recolor generate: \(table) says nothing to generate; add where to write, relative to the table's folder:
              "generate": { "swift": "Sources/DesignSystem/SemanticColors.swift", "assetCatalog": "Resources/Colors.xcassets" }
            (either key alone is fine)
            """)
            return 2
        }
        var options = Generator.Options(configuration: configuration, paths: args.paths)
        options.excludes = args.excludes
        options.cwd = cwd
        options.threads = args.jobs
        let plan: Generator.Plan
        do {
            plan = try Generator.plan(options)
        } catch {
            for line in error.description.split(separator: "\n") { printErr("recolor generate: \(table): \(line)") }
            return 2
        }
        // A table that names a file generate may not write: nothing is written, --check included.
        for r in plan.refusals { printErr("recolor generate: \(r.path): \(r.reason); nothing written") }
        if !plan.refusals.isEmpty { return 2 }
        for path in plan.leftAlone {
            printErr("recolor generate: \(path): a color set recolor did not write; left alone, not replaced (check and fix read it as a source)")
        }
        for p in plan.problems { printErr("recolor: \(p.file): \(p.message)") }
        let ioStatus: Int32 = plan.problems.isEmpty ? 0 : 3
        if !args.quiet {
            for k in plan.declarations.kept {
                printErr("recolor generate: \(k.expression) (token \(k.token)) already declared in \(k.file): kept")
            }
            let ownMembers = Set(plan.declarations.members.map(\.token))
            for k in plan.declarations.system {
                if ownMembers.contains(k.token) {
                    printErr("recolor generate: \(k.expression) (token \(k.token)) is a system color some target's lowest OS lacks: declared as the token's own member with the table's values, which fix writes there")
                } else {
                    printErr("recolor generate: \(k.expression) (token \(k.token)) is a system color: not declared; it takes the system's values, not the table's")
                }
            }
            if !plan.appColorSets.isEmpty {
                let listed = plan.appColorSets.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
                printErr("recolor generate: no second color set written for \(plural(plan.appColorSets.count, "token")) that the app's own color set already is (same light value; fix gives it the token's dark): \(listed)")
            }
            if !plan.lightOnMacOS1014.isEmpty {
                let some = plan.lightOnMacOS1014.prefix(5).joined(separator: ", ") + (plan.lightOnMacOS1014.count > 5 ? ", …" : "")
                printErr("recolor generate: macOS 10.14 has Dark Mode but not NSColor(name:dynamicProvider:) (macOS 10.15): the light value stands in there for \(plural(plan.lightOnMacOS1014.count, "token")) (\(some)); give the table's generate an \"assetCatalog\" and they read its color sets there (NSColor(named:))")
            }
            for token in plan.setsForDocuments {
                printErr("recolor generate: token \(token): color set written, as Interface Builder documents that build below its system colors' floor name it as a color set")
            }
        }
        let pending = plan.outputs.compactMap { output -> (Generator.Output, [UInt8]?)? in
            switch Generator.state(of: output) {
            case .upToDate: return nil
            case .missing: return (output, nil)
            case .stale(let current): return (output, current)
            }
        }
        let declared = plural(plan.declarations.members.count, "member")
        if args.checkOnly {
            for (output, current) in pending {
                environment.output.write(GeneratedFileDiff.render(path: output.path, current: current, expected: output.content))
            }
            if pending.isEmpty {
                if !args.quiet { printErr("recolor generate --check: \(plural(plan.outputs.count, "file")) up to date") }
                return ioStatus
            }
            let missing = pending.filter { $0.1 == nil }.count
            printErr("recolor generate --check: \(missing) missing and \(pending.count - missing) stale of \(plural(plan.outputs.count, "file")) (diff above); run 'recolor generate'")
            return max(1, ioStatus)
        }
        var written = 0
        var status = ioStatus
        for (output, _) in pending {
            do {
                try Generator.write(output)
                written += 1
            } catch {
                printErr("recolor generate: \(output.path): \(error.message)")
                status = 3
            }
        }
        if !args.quiet && !plan.targetsWithoutOutput.isEmpty, let swift = plan.outputs.first(where: { $0.kind == .swift })?.path ?? targets.swift {
            printErr("recolor generate: targets that do not build \(swift): \(plan.targetsWithoutOutput.joined(separator: ", ")); add it to each whose code is to use the table's members")
        }
        if !args.quiet && !plan.unreadProjects.isEmpty, let swift = plan.outputs.first(where: { $0.kind == .swift })?.path ?? targets.swift {
            // Tuist builds each as a module of its own: adding the file to the app target does not reach them (review 28, A1).
            let some = plan.unreadProjects.prefix(5).joined(separator: ", ") + (plan.unreadProjects.count > 5 ? ", … (\(plan.unreadProjects.count) in all)" : "")
            let how = plan.unreadProjectBuilders.isEmpty ? "helpers" : plan.unreadProjectBuilders.joined(separator: ", ")
            printErr("recolor generate: Tuist projects whose targets recolor cannot read (built by \(how), which it does not run): \(some); each is a module of its own that cannot see \(swift)'s internal members: fix declines their sites")
        }
        if !args.quiet {
            if written == 0 && status == 0 {
                printErr("recolor generate: \(plural(plan.outputs.count, "file")) up to date; nothing written (\(declared) declared)")
            } else {
                printErr("recolor generate: wrote \(plural(written, "file")) of \(plan.outputs.count) (\(declared) declared, \(plan.declarations.kept.count) already in the code)")
            }
        }
        return status
    }
}
