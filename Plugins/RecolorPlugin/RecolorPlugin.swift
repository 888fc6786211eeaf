import Foundation
import PackagePlugin

/// `swift package recolor check|fix|scan [options]` on the package's source targets (test
/// targets only when named with `--target`). Rewriting needs
/// `swift package --allow-writing-to-package-directory recolor fix`; the plugin asks for no
/// permission itself, so that `check` runs without one.
@main
struct RecolorPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        let commands = ["check", "fix", "scan"]
        let command = rest.first.flatMap { commands.contains($0) ? $0 : nil } ?? "check"
        if rest.first == command { rest.removeFirst() }

        let targets = named.isEmpty
            ? context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }
            : try context.package.targets(named: named).compactMap { $0 as? SourceModuleTarget }
        let folders = targets.compactMap { folder(of: $0).map { relative($0.path, to: context.package.directoryURL.path) } }
        guard !folders.isEmpty else {
            Diagnostics.warning("recolor: the package has no source targets to check")
            return
        }

        let tool = try context.tool(named: "recolor")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = [command] + rest + ["--"] + folders
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch (command, process.terminationStatus) {
        case (_, 0): return
        case ("check", 1): throw PluginFailure("recolor check: hard-coded colors remain (listed above)")
        case ("fix", 3): throw PluginFailure("recolor fix could not write some files; run it as `swift package --allow-writing-to-package-directory recolor fix`")
        case (_, let status): throw PluginFailure("recolor \(command) exited with status \(status)")
        }
    }

    /// A target's folder. `Target.directoryURL` needs tools-version 6.1 and `directory` is
    /// deprecated; the concrete target types (the only source module targets) have it at 6.0.
    func folder(of target: SourceModuleTarget) -> URL? {
        if let swift = target as? SwiftSourceModuleTarget { return swift.directoryURL }
        if let clang = target as? ClangSourceModuleTarget { return clang.directoryURL }
        return nil
    }

    func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
