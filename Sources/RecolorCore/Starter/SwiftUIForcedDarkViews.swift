#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The app's SwiftUI types (a `View`, `ButtonStyle`, `ViewModifier`, `LabelStyle`…) every use of
/// which lies in a subtree the code forces dark (`.environment(\.colorScheme, .dark)`,
/// `.preferredColorScheme(.dark)` after the use or a view around it, read as for the forcing
/// view's own colors: `FixedIntentReader.forcedDarkSubtree`), or inside a type that is itself such
/// a type. Wasserflug-tvOS's sidebar ends `.environment(\.colorScheme, .dark)` and its buttons take
/// `.buttonStyle(MatchedButtonStyle(…))`: the style's focus pill `.fill(.white)` and its
/// `isFocused ? .black` text show only in dark. Made adaptive (systemBackground, primary), the
/// focused item turned white on a near-black pill in every appearance (review 29 B1), as an IB
/// class inside darkAqua views did before `InterfaceBuilderForcedDark`. A use elsewhere, under a
/// light forcing nearer than the dark one, or that cannot be told apart from a same-named type of
/// another file (`private`) or module (another target), leaves the type adapting.
final class SwiftUIForcedDarkViews: @unchecked Sendable {
    /// A Swift file of the tree as findings name it, and its path on disk (for the targets building it).
    struct File {
        var path: String
        var disk: String
        var bytes: [UInt8]
    }
    /// A declared type: its name and the file declaring it (a `private` type is its file's own).
    struct Key: Hashable {
        var name: String
        var file: String
    }
    private let load: () -> [File]
    private let project: ProjectFacts?
    private var built: [Key: String]?
    private var declarations: [String: [(file: String, disk: String, isPrivate: Bool)]] = [:]

    /// `files`: the tree's Swift files; `project`: the targets, which say which files share a module.
    init(files: @escaping () -> [File], project: ProjectFacts? = nil) {
        load = files
        self.project = project
    }

    /// The tree's Swift files, read only when the run saw a SwiftUI subtree forced dark that is not
    /// the whole app's (`ForcedAppearance`): most trees have none.
    convenience init(run: RunOptions, sites: @escaping () -> [ForcedAppearance], project: ProjectFacts?) {
        self.init(files: {
            guard sites().contains(where: { $0.style == "dark" && !$0.appWide && !$0.isSettings && $0.how.hasPrefix(".") }) else { return [] }
            var walker = FileWalker(excludes: run.excludes, cwd: run.cwd)
            walker.tableExcludes = TableExcludes(configuration: run.configuration, cwd: run.cwd)
            return walker.collect(run.paths, threads: run.threads).files.compactMap { path in
                guard SourceKind.claiming(path) == .swift else { return nil }
                let disk = path.hasPrefix("/") ? path : PathText.join(run.cwd, path)
                guard case .success(let bytes) = TextFile.read(disk, shownAs: path) else { return nil }
                return File(path: path, disk: PathText.standardized(disk), bytes: bytes)
            }
        }, project: project)
    }

    /// `MatchedButtonStyle is used only inside views forced dark: …` for the type named `name` as
    /// seen from `file` (where a finding inside it stands); nil when some use is not so forced.
    func forced(_ name: String, seenFrom file: String) -> String? {
        if built == nil { built = read() }
        guard let built, !built.isEmpty, let keys = resolve(name, from: file), keys.count == 1 else { return nil }
        return built[keys[0]]
    }

    /// The declarations of `name` a use in `file` may mean: the file's own, else the other files'
    /// non-private ones in a module the file shares (when the targets say so); nil when none.
    private func resolve(_ name: String, from file: String) -> [Key]? {
        guard let all = declarations[name] else { return nil }
        if all.contains(where: { $0.file == file }) { return [Key(name: name, file: file)] }
        var visible = all.filter { !$0.isPrivate }
        if let project, visible.count > 1 {
            let mine = Set(project.targets(building: diskPath(file)).map(\.name))
            if !mine.isEmpty {
                visible = visible.filter { d in
                    let theirs = Set(project.targets(building: d.disk).map(\.name))
                    return theirs.isEmpty || !theirs.isDisjoint(with: mine)
                }
            }
        }
        return visible.isEmpty ? nil : visible.map { Key(name: name, file: $0.file) }
    }

    private var diskByPath: [String: String] = [:]
    private func diskPath(_ file: String) -> String { diskByPath[file] ?? file }

    private func read() -> [Key: String] {
        let files = load()
        guard !files.isEmpty else { return [:] }
        var parsed: [(File, SwiftSource, SyntaxTree)] = []
        for f in files {
            diskByPath[f.path] = f.disk
            let source = SwiftSource(path: f.path, bytes: f.bytes)
            let tree = SyntaxTree(source)
            for scope in tree.scopes {
                guard case .type(let keyword) = scope.kind, keyword == .struct || keyword == .class || keyword == .enum,
                      let name = scope.name?.split(separator: ".").last.map(String.init) else { continue }
                let isPrivate = scope.modifiers.contains("private") || scope.modifiers.contains("fileprivate")
                declarations[name, default: []].append((f.path, f.disk, isPrivate))
            }
            parsed.append((f, source, tree))
        }
        // Each use of a declared type: the declarations it may mean, the forcing around it (nil:
        // none), and the type it stands in.
        struct Use { var keys: [Key]; var forcing: String?; var holder: [Key]? }
        var uses: [Key: [Use]] = [:]
        for (f, file, tree) in parsed {
            let mayForce = f.bytes.containsSequence(Array("olorScheme".utf8))
            var reader: FixedIntentReader?
            var previews: [Range<Int>]?
            for j in 1..<max(1, file.code.count - 1) where file.isWord(j) {
                let name = file.text(code: j)
                guard declarations[name] != nil else { continue }
                // A member's name (`x.Name`) is no use of the type, but a nested type's qualified name is
                // (`AppTheme.Gradients.sparkle`, `enum Gradients` in `extension AppTheme`: podcast-player's
                // onboarding gradient, used only under `.preferredColorScheme(.dark)`, was drafted tokens black
                // in Dark; session 37, intent37c V5).
                if file.isChar(j - 1, "."), !(j >= 2 && file.isWord(j - 2) && declarations[file.text(code: j - 2)] != nil) { continue }
                // `Name(…)`, `Name { … }`, `Name.init(…)`: a value made of the type, through its call;
                // any other mention (`Name.member`, `: Name`, `where Self == Name`) counts at its name.
                var call = j
                if file.isChar(j + 1, "(") || file.isChar(j + 1, "{") { call = j + 1 }
                else if file.isChar(j + 1, "."), file.codeIs(j + 2, "init"), file.isChar(j + 3, "(") { call = j + 3 }
                // A declaration's own name (`struct Name {`), not a use.
                if ["struct", "class", "enum", "extension", "protocol", "actor"].contains(where: { file.codeIs(j - 1, $0) }) { continue }
                if previews == nil { previews = PreviewCode.ranges(in: file) }
                guard !PreviewCode.contains(previews!, file.code[j].range), let keys = resolve(name, from: f.path) else { continue }
                let holderName = tree.enclosingType(at: j)?.name?.split(separator: ".").last.map(String.init)
                if holderName == name { continue }
                var forcing: String?
                if mayForce {
                    if reader == nil { reader = FixedIntentReader(file: file, collectionUses: CollectionUses(sources: [])) }
                    let end = call == j ? j + 1 : file.matchingClose(call).map { $0 + 1 } ?? call + 1
                    forcing = reader!.forcedDarkSubtree(holding: j, end: end).map { "\($0), \(f.path):\(file.line(of: file.code[j].begin))" }
                }
                let use = Use(keys: keys, forcing: forcing, holder: holderName.flatMap { resolve($0, from: f.path) })
                for key in keys { uses[key, default: []].append(use) }
            }
        }
        // Outward from the types used in forced subtrees, to the types used only in them. A use
        // that may mean more than one type (same-named types of one module) forces none.
        var out: [Key: String] = [:]
        var changed = true
        while changed {
            changed = false
            for (key, list) in uses where out[key] == nil {
                let through = { (u: Use) -> String? in
                    guard u.keys.count == 1 else { return nil }
                    if let forcing = u.forcing { return forcing }
                    guard let h = u.holder, h.count == 1, let held = out[h[0]] else { return nil }
                    return "inside \(h[0].name), \(held)"
                }
                guard list.allSatisfy({ through($0) != nil }), let first = list.first.flatMap(through) else { continue }
                out[key] = first
                changed = true
            }
        }
        return out
    }
}

extension KeptColors {
    /// Every Swift color with no intent of its own drawn by a SwiftUI type used only in subtrees the
    /// code forces dark (`SwiftUIForcedDarkViews`): shown in Dark alone, its value as written.
    static func inSwiftUIForcedDark(_ reports: [Report], sites: inout [FixedIntentSite?], readers: [String: FixedIntentReader],
                                    forced: SwiftUIForcedDarkViews) {
        for (n, r) in reports.enumerated() where sites[n] == nil && r.finding.choice == nil && r.finding.kind != .ibColor && r.finding.kind != .assetColor {
            guard let reader = readers[r.file] else { continue }
            let k = reader.file.codeIndex(atOrAfter: r.finding.range.lowerBound)
            guard let type = reader.syntax.tree.enclosingType(at: k)?.name?.split(separator: ".").last,
                  let how = forced.forced(String(type), seenFrom: r.file) else { continue }
            sites[n] = FixedIntentSite(intent: .forcedDark, evidence: "in a forced-dark view: \(type) is used only inside views forced dark (\(how))")
        }
    }
}
