import Foundation
import PackagePlugin

/// Runs `recolor check --format xcode` on a target's Swift files, Interface Builder documents and
/// asset-catalog color sets at every build that touches them, so its findings show as warnings
/// in `swift build` and in Xcode. Findings never fail the build; a broken `.recolor.json` does.
@main
struct RecolorBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try RecolorBuildCommand.make(
            name: target.name,
            tool: context.tool(named: "recolor").url,
            files: module.sourceFiles.map(\.url),
            configuration: RecolorBuildCommand.nearestConfiguration(from: RecolorBuildCommand.commonFolder(module.sourceFiles.map(\.url))),
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RecolorBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // An Xcode target has no folder of its own: the table is looked up from the deepest
        // folder holding all its files.
        let files = target.inputFiles.map(\.url)
        return try RecolorBuildCommand.make(
            name: target.displayName,
            tool: context.tool(named: "recolor").url,
            files: files,
            configuration: RecolorBuildCommand.nearestConfiguration(from: RecolorBuildCommand.commonFolder(files)),
            workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif

/// The one build command, shared by SwiftPM and Xcode targets.
enum RecolorBuildCommand {
    /// `sh` runs recolor so that exit 1 (findings) still succeeds. It runs in the plugin's work
    /// folder so that recolor names the files by absolute paths, which Xcode can open.
    /// Exit 2 (configuration or usage) and 3 (I/O) fail the build with recolor's own message.
    /// The declared output is a Swift file holding a comment: compiled into the target, it ties
    /// the command to the target's build (an output of another type would be bundled as a resource).
    static let script = """
        tool="$1"; stamp="$2"; shift 2
        cd "$(dirname "$stamp")" || exit 3
        "$tool" "$@"
        status=$?
        [ "$status" -le 1 ] || exit "$status"
        echo "// recolor check ran on this target; its findings are the build's warnings." > "$stamp"
        """

    static func make(name: String, tool: URL, files: [URL], configuration: URL?, workDirectory: URL) -> [Command] {
        let checked = files.flatMap(checkedFiles).sorted { $0.path < $1.path }
        // The stamp is Swift: a target without Swift (Objective-C, C) is left alone.
        guard checked.contains(where: { $0.pathExtension == "swift" }) else { return [] }
        let stamp = workDirectory.appendingPathComponent("\(name)RecolorCheck.swift")
        var arguments = ["-c", script, "recolor-build-tool", tool.path, stamp.path, "check", "--format", "xcode"]
        if let configuration { arguments += ["--config", configuration.path] }
        arguments += ["--"] + checked.map(\.path)
        return [.buildCommand(
            displayName: "recolor check \(name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: arguments,
            // The tool among the inputs: built before the command runs, and a new recolor re-checks.
            inputFiles: [tool] + checked + (configuration.map { [$0] } ?? []),
            outputFiles: [stamp])]
    }

    /// The files recolor reads: Swift, `.xib`, `.storyboard`, and the color sets inside an
    /// asset catalog (which SwiftPM lists as one resource folder).
    static func checkedFiles(_ file: URL) -> [URL] {
        switch file.pathExtension {
        case "swift", "xib", "storyboard": return [file]
        case "xcassets": return colorSets(in: file)
        default: return []
        }
    }

    static func colorSets(in catalog: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter {
            $0.lastPathComponent == "Contents.json" && $0.deletingLastPathComponent().pathExtension == "colorset"
        }
    }

    /// The deepest folder holding every file: the target's folder or one inside it. (At
    /// swift-tools-version 6.0 a target's `directoryURL` is unavailable (introduced in 6.1) and
    /// `directory` deprecated. The command plugin has the same helper; plugins share no code.)
    static func commonFolder(_ files: [URL]) -> URL {
        let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first else { return URL(fileURLWithPath: "/") }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: common.isEmpty ? "/" : NSString.path(withComponents: common))
    }

    /// The nearest `.recolor.json` from `folder` upward (past the package or project root, as
    /// recolor itself looks from each PATH); nil when none, and recolor runs without a table.
    static func nearestConfiguration(from folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(".recolor.json")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            if current.path == "/" || current.pathComponents.count <= 1 { return nil }
            current = current.deletingLastPathComponent()
        }
    }
}
