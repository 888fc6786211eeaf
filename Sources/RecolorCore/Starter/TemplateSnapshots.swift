#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The functions of the tree that snapshot a view they are given into a template image: a
/// parameter's view drawn into a bitmap (`view.cacheDisplay(in:to:)`, `view.drawHierarchy(in:…)`,
/// `view.layer.render(in:)`) and the image marked a template (`img.isTemplate = true`,
/// `.withRenderingMode(.alwaysTemplate)`) in the same body. A view whose own code hands `self` to
/// one is drawn as a mask: the system tints the snapshot, only its alpha counts. clashX's status
/// item view (`statusItem?.updateImage(withView: self)`, its `updateImage(withView:)` caching the
/// view into an `isTemplate` image) had its black speed labels rewritten to `labelColor`
/// (session 24 sweep L2). Read once over the tree, on first use.
final class TemplateSnapshots: @unchecked Sendable {
    private let load: () -> [[UInt8]]
    private var loaded: [[UInt8]]?
    private var built: Set<String>?
    private var masked: Set<String>?

    init(sources: [[UInt8]]) {
        load = { sources }
    }

    /// The tree's Swift files that snapshot a view and mark an image a template, read from disk
    /// on first use: the function is often declared in another file than the view (an extension
    /// of the status item).
    init(run: RunOptions) {
        load = {
            var walker = FileWalker(excludes: run.excludes, cwd: run.cwd)
            walker.tableExcludes = TableExcludes(configuration: run.configuration, cwd: run.cwd)
            return walker.collect(run.paths, threads: run.threads).files.compactMap { path in
                guard SourceKind.claiming(path) == .swift else { return nil }
                let disk = path.hasPrefix("/") ? path : PathText.join(run.cwd, path)
                guard case .success(let bytes) = TextFile.read(disk, shownAs: path),
                      TemplateSnapshots.mayHold(bytes) || MaskTakenViews.mayHold(bytes) else { return nil }
                return bytes
            }
        }
    }

    static let drawFinders = [ByteFinder("cacheDisplay"), ByteFinder("drawHierarchy"), ByteFinder("render(in")]
    static let templateFinder = ByteFinder("Template")

    static func mayHold(_ bytes: [UInt8]) -> Bool {
        templateFinder.occurs(in: bytes) && drawFinders.contains { $0.occurs(in: bytes) }
    }

    /// Whether `name` is one of the tree's template snapshot functions.
    func snapshots(_ name: String) -> Bool {
        if built == nil { built = Self.read(sources) }
        return built!.contains(name)
    }

    /// Whether the tree declares any (a file's calls are not read otherwise).
    var isEmpty: Bool {
        if built == nil { built = Self.read(sources) }
        return built!.isEmpty
    }

    /// The tree's files read once (the template functions and `MaskTakenViews` share them).
    private var sources: [[UInt8]] {
        if loaded == nil { loaded = load() }
        return loaded!
    }

    /// The view types the tree hands to `.mask` (`MaskTakenViews`), read on first use.
    var maskTaken: Set<String> {
        if masked == nil { masked = MaskTakenViews.read(sources) }
        return masked!
    }

    /// The names of the functions that draw a parameter's view into an image they mark a template.
    static func read(_ sources: [[UInt8]]) -> Set<String> {
        var out: Set<String> = []
        for bytes in sources where mayHold(bytes) {
            let file = SwiftSource(path: "", bytes: bytes)
            let tree = SyntaxTree(file)
            for scope in tree.scopes {
                guard case .function(.func) = scope.kind, let name = scope.name, scope.close <= file.code.count else { continue }
                var open = scope.keywordToken + 1
                while open < scope.open, !file.isChar(open, "(") { open += 1 }
                guard open < scope.open, let close = file.matchingClose(open) else { continue }
                let parameters = Set(ParameterClause.parameters(open, close, in: file).compactMap(\.name))
                guard !parameters.isEmpty, drawsView(in: scope, parameters: parameters, file: file), marksTemplate(in: scope, file: file) else { continue }
                out.insert(name)
            }
        }
        return out
    }

    /// `p.cacheDisplay(`, `p.drawHierarchy(`, `p.layer.render(` with `p` a parameter, in the body.
    static func drawsView(in scope: Scope, parameters: Set<String>, file: SwiftSource) -> Bool {
        for k in scope.open..<scope.close where file.isChar(k, "(") && k >= 3 {
            let call = k - 1
            if file.codeIs(call, "cacheDisplay") || file.codeIs(call, "drawHierarchy") {
                if file.isChar(call - 1, "."), parameters.contains(file.text(code: call - 2)) { return true }
            } else if file.codeIs(call, "render"), file.isChar(call - 1, "."), file.codeIs(call - 2, "layer"), file.isChar(call - 3, "."),
                      parameters.contains(file.text(code: call - 4)) {
                return true
            }
        }
        return false
    }

    /// `x.isTemplate = true` or `.alwaysTemplate` in the body.
    static func marksTemplate(in scope: Scope, file: SwiftSource) -> Bool {
        for k in scope.open..<scope.close {
            if file.codeIs(k, "isTemplate"), file.isChar(k - 1, "."), file.codeIs(k + 1, "="), file.codeIs(k + 2, "true") { return true }
            if file.codeIs(k, "alwaysTemplate"), file.isChar(k - 1, ".") { return true }
        }
        return false
    }
}

extension FixedIntentReader {
    /// A color of a view type whose own code hands `self` to one of the tree's template snapshot
    /// functions (`statusItem?.updateImage(withView: self)`): the view is drawn as a mask.
    func templateSnapshot(_ k: Int) -> String? {
        guard !templateSnapshots.isEmpty, let type = syntax.tree.enclosingType(at: k) else { return nil }
        if let known = typeFacts.templateSnapshot[type.open] { return known }
        var found: String?
        for j in type.open..<type.close where file.isChar(j, "(") && file.isWord(j - 1) {
            guard let close = file.matchingClose(j), templateSnapshots.snapshots(file.text(code: j - 1)) else { continue }
            // `self` as a whole argument: `(self)`, `(withView: self)`, `(of: self, …)`.
            let handsSelf = (j + 1..<close).contains { n in
                file.codeIs(n, "self") && (file.isChar(n + 1, ")") || file.isChar(n + 1, ",")) && (file.isChar(n - 1, "(") || file.isChar(n - 1, ":") || file.isChar(n - 1, ","))
            }
            if handsSelf {
                found = "\(type.name ?? "the view") is drawn into a template image by \(file.text(code: j - 1))(…): only its alpha counts"
                break
            }
        }
        typeFacts.templateSnapshot[type.open] = found
        return found
    }
}
