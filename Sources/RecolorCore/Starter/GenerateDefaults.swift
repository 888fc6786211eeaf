#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where `init`'s draft has `generate` write the tokens it names: `SemanticColors.swift` (and,
/// where Interface Builder documents name tokens, `SemanticColors.xcassets`) in the folder that
/// holds most of the findings. Without it `init` said "run 'recolor generate'", and generate
/// then exited 2 ("says nothing to generate"): the very next command a new user typed failed,
/// and a user who ran `fix` instead got ~50 color sets named in .xib files that existed nowhere
/// (Rocket.Chat, session 18's audit, F2). A table that says where already keeps its choice.
enum GenerateDefaults {
    static let swiftName = "SemanticColors.swift"
    static let catalogName = "SemanticColors.xcassets"

    /// The targets for `reports`' files; nil when there is no token to declare.
    /// `project` and `cwd`: a finding in a Swift package target votes for the target's own folder,
    /// wherever the manifest puts it.
    static func targets(_ reports: [Report], tokens: [StarterDraft.Token], project: ProjectFacts = ProjectFacts(), cwd: String = "/") -> Configuration.GenerateTargets? {
        guard tokens.contains(where: { $0.system == nil }) else { return nil }
        // The findings whose rewrite names what generate writes vote: Swift code names the Swift
        // file, a document the catalog. A color set given its dark appearance in place names
        // nothing (nor does a hazard): focus-ios's 25 light-only sets in its DesignSystem package
        // put the file inside that package, as internal members its app target cannot see, the
        // app's 12 rewritten lines in 9 files of Blockzilla/ (session 21 audit F10).
        // Nor does a playground's finding: a playground builds alone, fix declines its sites, and LinkedIdeas' draft put the file
        // in `Playground-macOS.playground/`, where none of the 8 targets that name its tokens builds it (session 41, recall41e-v3).
        let inPlayground = { (r: Report) in r.file.split(separator: "/").dropLast().contains { $0.hasSuffix(".playground") } }
        let voters = reports.filter { $0.finding.kind != .assetColor && !$0.finding.kind.isHazard && !inPlayground($0) }
        var count: [String: Int] = [:]
        for r in voters.isEmpty ? reports : voters { count[packageFolder(of: r.file, project: project, cwd: cwd) ?? home(of: r.file), default: 0] += 1 }
        // The folder with most findings; of equal ones the shorter, then the first by name.
        guard let folder = count.max(by: { a, b in (a.value, b.key.count, b.key) < (b.value, a.key.count, a.key) })?.key else { return nil }
        let documents = reports.contains { $0.finding.kind == .ibColor }
        let place = { (name: String) in folder.isEmpty ? name : PathText.join(folder, name) }
        return Configuration.GenerateTargets(swift: place(swiftName), assetCatalog: documents ? place(catalogName) : nil)
    }

    /// The folder of the Swift package target that builds `path`, relative as `path` is; nil when
    /// no package target does. A manifest may name any folder (`path: "KitUI/KitUI"`): the top
    /// folder `home(of:)` gives is then outside the target, which cannot see the members generate
    /// writes there, and `fix` declined every one of the package's 43 sites (Tinkoff's
    /// AcquiringSdk_IOS, new to everyone in session 27's lead sweep).
    static func packageFolder(of path: String, project: ProjectFacts, cwd: String) -> String? {
        let absolute = PathText.standardized(path.hasPrefix("/") ? path : PathText.join(cwd, path))
        let roots = project.targets.filter { $0.kind == "package" }.flatMap(\.members)
            .filter { absolute.hasPrefix(PathText.join($0, "")) }
        // The innermost folder: a target nested in another's folder builds its own files.
        guard let root = roots.max(by: { $0.count < $1.count }) else { return nil }
        let base = PathText.join(PathText.standardized(cwd), "")
        guard root.hasPrefix(base) else { return nil }
        let folder = String(root.dropFirst(base.count))
        return folder.isEmpty ? nil : folder
    }

    /// A file's top folder, where an app's target usually keeps its sources (`Rocket.Chat/`); a
    /// package's target folder (`Sources/Name/`, `Packages/Env/Sources/Env/`: IceCubesApp's
    /// findings are in local packages, and `Packages/` is no target); "" for a file at the root.
    static func home(of path: String) -> String {
        let parts = path.split(separator: "/").map(String.init).filter { $0 != "." }
        guard parts.count > 1 else { return "" }
        if let i = parts.dropLast(2).firstIndex(of: "Sources") { return parts[...(i + 1)].joined(separator: "/") }
        return parts[0]
    }
}
