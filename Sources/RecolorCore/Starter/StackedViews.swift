#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which SwiftUI views of the tree are drawn only over a given surface view, through the
/// views that hold them: BookPlayer's `LoadingBar` stands in `StoryProgress`, which stands in
/// `StoryViewer`'s `ZStack` after `StoryBackgroundView()` (the brand gradient, `BrandGradient`);
/// the bar's white is drawn on the gradient though neither file names it. A view counts when
/// every use of it outside previews is over the surface, directly or inside a view that is.
/// The tree's files are read on first use (the holding views often have no finding).
final class StackedViews: @unchecked Sendable {
    /// A file of the tree as its findings name it (`path`: shown relative to the run's directory).
    struct File {
        var path: String
        var bytes: [UInt8]
    }
    private let load: () -> [File]
    private var loaded: [File]?
    private var memo: [Set<String>: [String: String]] = [:]
    /// The tree's files, read on first use.
    var files: [File] {
        if loaded == nil { loaded = load() }
        return loaded!
    }

    init(sources: [[UInt8]]) {
        load = { sources.map { File(path: "", bytes: $0) } }
    }

    init(files: [File]) {
        load = { files }
    }

    /// The tree's Swift files that use a view (`some View` or a `ZStack`), or declare colors per
    /// case of an enum (`switch self`, `ChosenColorViews`), read from disk on first use.
    convenience init(run: RunOptions) {
        self.init(load: {
            var walker = FileWalker(excludes: run.excludes, cwd: run.cwd)
            walker.tableExcludes = TableExcludes(configuration: run.configuration, cwd: run.cwd)
            let needles = [ByteFinder("some View"), ByteFinder("ZStack"), ByteFinder("switch self")]
            return walker.collect(run.paths, threads: run.threads).files.compactMap { path in
                guard SourceKind.claiming(path) == .swift else { return nil }
                let disk = path.hasPrefix("/") ? path : PathText.join(run.cwd, path)
                guard case .success(let bytes) = TextFile.read(disk, shownAs: path), needles.contains(where: { $0.occurs(in: bytes) }) else { return nil }
                return File(path: path, bytes: bytes)
            }
        })
    }

    private init(load: @escaping () -> [File]) {
        self.load = load
    }

    /// View type name -> `drawn over StoryBackgroundView (in StoryViewer)`, for the views drawn
    /// only over a view of `surfaces`.
    func drawnOver(_ surfaces: Set<String>) -> [String: String] {
        guard !surfaces.isEmpty else { return [:] }
        if let known = memo[surfaces] { return known }
        let out = drawnOver(excluding: surfaces) { layers, _, j in layers.surface(under: j, among: surfaces) }
        memo[surfaces] = out
        return out
    }

    /// View type name -> `drawn over …`, for the views drawn only where `over` names what is under a
    /// use (`layers`: the use's file's ZStacks, `path`: that file as findings name it, `j`: the use's code index).
    func drawnOver(excluding surfaces: Set<String> = [], over: (StackLayers, String, Int) -> String?) -> [String: String] {
        // Each use of a view type: the type it stands in, and the surface under it there.
        struct Use { var holder: String?; var over: String? }
        var declared: Set<String> = []
        var files: [(SwiftSource, SyntaxTree)] = []
        for f in self.files where f.bytes.containsSequence(Array("View".utf8)) {
            let file = SwiftSource(path: f.path, bytes: f.bytes)
            for j in 1..<max(1, file.code.count - 2) where file.codeIs(j - 1, "struct") && file.isWord(j) && file.isChar(j + 1, ":") {
                declared.insert(file.text(code: j))
            }
            files.append((file, SyntaxTree(file)))
        }
        declared.subtract(surfaces)
        var uses: [String: [Use]] = [:]
        for (file, tree) in files {
            let layers = StackLayers(file: file, groups: EnclosingGroups(file: file))
            let previews = PreviewCode.ranges(in: file)
            for j in 1..<max(1, file.code.count - 1) where file.isWord(j) && file.isChar(j + 1, "(") && !file.isChar(j - 1, ".") {
                let name = file.text(code: j)
                guard declared.contains(name), !PreviewCode.contains(previews, file.code[j].range) else { continue }
                let holder = tree.enclosingType(at: j)?.name.flatMap { $0.split(separator: ".").last.map(String.init) }
                guard holder != name else { continue }
                uses[name, default: []].append(Use(holder: holder, over: over(layers, file.path, j)))
            }
        }
        // Outward from the views standing over a surface, to the views standing only in them.
        var out: [String: String] = [:]
        var changed = true
        while changed {
            changed = false
            for (name, list) in uses where out[name] == nil {
                guard list.allSatisfy({ u in u.over != nil || u.holder.map { out[$0] != nil } == true }) else { continue }
                let u = list.first { $0.over != nil } ?? list[0]
                out[name] = u.over.map { "drawn over \($0) in \(u.holder ?? "a ZStack")" } ?? "inside \(u.holder!), \(out[u.holder!]!)"
                changed = true
            }
        }
        return out
    }
}
