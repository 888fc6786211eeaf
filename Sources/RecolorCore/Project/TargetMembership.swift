/// Targets that would not build after `fix`: a file of the target now names a member that
/// `generate` declares in a Swift file, or an asset catalog, the target does not build (a share
/// extension is a target of its own). Said on stderr, with the file to add; no project file is edited.
package enum TargetMembership {
    /// One line per target that lacks one of `generate`'s outputs its rewritten files need, or the
    /// catalog of a color set they look up by name.
    package static func missing(_ result: RunResult, configuration: Configuration, cwd: String) -> [String] {
        let project = result.project
        guard !project.isEmpty else { return [] }
        func absolute(_ p: String) -> String { PathText.standardized(p.hasPrefix("/") ? p : PathText.join(cwd, p)) }
        let folder = absolute(configuration.directory)
        let shown = { (p: String) -> String in p.hasPrefix(PathText.join(cwd, "")) ? String(p.dropFirst(PathText.join(cwd, "").count)) : p }
        var lines = lookupsWithoutCatalog(result, configuration: configuration, folder: folder, absolute: absolute, shown: shown)
        guard let generate = configuration.generate else { return lines }
        let outputs: [(kind: String, path: String)] =
            [generate.swift.map { ("Swift file", PathText.join(folder, $0)) }, generate.assetCatalog.map { ("asset catalog", PathText.join(folder, $0)) }]
            .compactMap { $0 }.map { ($0.0, PathText.standardized($0.1)) }
        guard !outputs.isEmpty else { return lines }
        // The SwiftUI expressions of tokens whose generated member reads the catalog (`Color("inverseText")`).
        let readingCatalog = configuration.tokens.filter { AssetCatalog.readsColorSet($0, usesAssetCatalog: generate.assetCatalog != nil) }
            .compactMap { $0.expressions[.swiftui] }
        // target → (output it lacks → the rewritten files that need it)
        var lacking: [String: [String: Set<String>]] = [:]
        for content in result.files {
            let kind = SourceKind(path: content.diskPath)
            // A color set edited in place names nothing: its dark entry is its own.
            guard kind != .colorSet else { continue }
            let needs = content.reports.compactMap { r in generatedName(r) }
            guard !needs.isEmpty else { continue }
            // A file `fix` refuses to write (read-only, hard-linked) is not rewritten and names nothing
            // new (session 26's review, F18: a read-only file was listed among the rewritten ones).
            guard AtomicWriter.refusal(for: content.diskPath) == nil else { continue }
            // A Swift file needs the Swift file, and the catalog where a member it names reads it;
            // an Interface Builder document names the catalog's colors.
            let needed: Set<String> = kind != .swift ? ["asset catalog"]
                : needs.contains { r in readingCatalog.contains { r.contains($0) } } ? ["Swift file", "asset catalog"] : ["Swift file"]
            for target in project.targets where target.builds(absolute(content.diskPath)) {
                for output in outputs where needed.contains(output.kind) {
                    if !target.builds(output.path) { lacking[target.name, default: [:]][output.path, default: []].insert(content.path) }
                }
            }
        }
        for target in lacking.keys.sorted() {
            for (output, files) in lacking[target]!.sorted(by: { $0.key < $1.key }) {
                let kind = outputs.first { $0.path == output }!.kind
                let some = files.sorted().prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
                let what = kind == "asset catalog" ? "that holds their colors" : "that declares them"
                lines.append("target \(target) builds \(files.count) rewritten file\(files.count == 1 ? "" : "s") (\(some)) that name\(files.count == 1 ? "s" : "") the table's members, but not the \(kind) \(shown(output)) \(what): add it to target \(target)")
            }
        }
        return lines
    }

    /// The replacement of a mapped report when it names what `generate` declares (the table's own
    /// member, or a color set an Interface Builder document names); nil for a system color, which
    /// needs nothing of generate's. A color set edited in place is no such report (its caller skips it).
    package static func generatedName(_ r: Report) -> String? {
        guard r.resolution.isMapped, let replacement = r.resolution.replacement,
              !DocumentSources.isSystemColorElement(replacement) else { return nil }
        return ExpressionAPIs.apis(in: replacement, implicitType: nil).isEmpty && !replacement.hasPrefix(".") ? replacement : nil
    }

    /// One line per target that builds a rewritten Swift file looking up an existing color set by
    /// name (`UIColor(named: "fsColor")!`) but not the catalog holding the set: there the lookup
    /// is nil and the `!` traps. fsnotes' share extension builds its `UIColor+.swift` without the
    /// app's catalog; stderr named the extension for `Semantic` members but not for the set
    /// (session 22's review, F19). Whether the extension reads the member is not known: said,
    /// not declined, as for `generate`'s own outputs.
    static func lookupsWithoutCatalog(_ result: RunResult, configuration: Configuration, folder: String,
                                      absolute: (String) -> String, shown: (String) -> String) -> [String] {
        let project = result.project
        // set name → the catalog holding it (the folder ending `.xcassets`), for the table's existing sets.
        var catalogs: [String: String] = [:]
        for token in configuration.tokens {
            let set = token.assetName
            guard let from = token.from, from.contains(".colorset"),
                  let end = from.firstRange(of: ".xcassets")?.upperBound else { continue }
            let catalog = String(from[..<end])
            catalogs[set] = PathText.standardized(catalog.hasPrefix("/") ? catalog : PathText.join(folder, catalog))
        }
        guard !catalogs.isEmpty else { return [] }
        // target → set → the rewritten files looking it up
        var lacking: [String: [String: Set<String>]] = [:]
        for content in result.files where SourceKind(path: content.diskPath) == .swift && AtomicWriter.refusal(for: content.diskPath) == nil {
            let sets = Set(content.reports.compactMap { r -> String? in
                guard r.resolution.isMapped, let replacement = r.resolution.replacement else { return nil }
                return ModuleColorSet.lookedUpSet(in: replacement)
            })
            for set in sets.sorted() {
                guard let catalog = catalogs[set] else { continue }
                for target in project.targets where target.builds(absolute(content.diskPath)) && !target.builds(catalog) {
                    lacking[target.name, default: [:]][set, default: []].insert(content.path)
                }
            }
        }
        var lines: [String] = []
        for target in lacking.keys.sorted() {
            for (set, files) in lacking[target]!.sorted(by: { $0.key < $1.key }) {
                let some = files.sorted().prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
                lines.append("target \(target) builds \(files.count) rewritten file\(files.count == 1 ? "" : "s") (\(some)) that look\(files.count == 1 ? "s" : "") up the color set \(set) by name, but not the asset catalog \(shown(catalogs[set]!)) that holds it: add it to target \(target), or the lookup is nil there and its ! traps")
            }
        }
        return lines
    }

    /// Why a replacement naming the table's own members cannot go into the file at `absolute`:
    /// every target building it is a Swift package's, and none of them builds `generate`'s Swift
    /// file. A package target builds only its own folder and cannot see the app's internal
    /// members, so adding the file to it (what stderr says of an app target) is no way out
    /// (MovieSwiftUI, new to everyone: its UI package's buttons were rewritten to members
    /// declared in the app). Nil when some target can see them, or nothing is known.
    package static func packageRefusal(_ absolute: String, project: ProjectFacts, configuration: Configuration, cwd: String) -> String? {
        let holding = project.targets.filter { $0.builds(absolute) }
        if holding.isEmpty, let unread = unreadTuistProject(of: absolute, project: project) {
            return tuistRefusal(unread, configuration: configuration, cwd: cwd)
        }
        guard !holding.isEmpty, holding.allSatisfy({ $0.kind == "package" || $0.kind == "package-tests" || vendoredLibrary(of: $0, in: project) != nil }) else { return nil }
        let folder = PathText.standardized(configuration.directory.hasPrefix("/") ? configuration.directory : PathText.join(cwd, configuration.directory))
        if let swift = configuration.generate?.swift {
            let output = PathText.standardized(PathText.join(folder, swift))
            if holding.contains(where: { $0.builds(output) }) { return nil }
        }
        let names = holding.map(\.name).sorted().joined(separator: ", ")
        let members = configuration.generate?.swift.map { "the members of \($0), which it does not build" } ?? "the table's members, which no file of it declares"
        if let library = holding.lazy.compactMap({ vendoredLibrary(of: $0, in: project) }).first {
            let others = names == library.name ? "" : ", whose folder holds target \(names)"
            return "\(libraryRefusalPrefix) \(library.name) (\(library.declaredIn), a library's own project that builds no app\(others)), which cannot see \(members): a vendored library is migrated upstream, or excluded"
        }
        // Said of the file generate writes, wherever it is: "members generated for the app" was
        // wrong where the file is in another package (AnimeNow's: session 16's audit, F12).
        return "\(packageRefusalPrefix) \(names) (\(holding[0].declaredIn)), which cannot see \(members): generate a public file inside the package, or exclude it"
    }

    /// The Tuist project whose targets no reader read that holds the file (absolute path): the
    /// deepest project folder holding it is that project's (not a read project's folder below it).
    static func unreadTuistProject(of absolute: String, project: ProjectFacts) -> UnreadTuistProject? {
        func holds(_ folder: String) -> Bool { absolute.hasPrefix(PathText.join(folder, "")) }
        guard let unread = project.unreadTuistProjects.filter({ holds($0.folder) }).max(by: { $0.folder.count < $1.folder.count }) else { return nil }
        if project.projectFolders.contains(where: { holds($0) && $0.count > unread.folder.count }) { return nil }
        return unread
    }

    /// Why a file of such a project cannot name generate's members; nil when generate writes its
    /// Swift file inside that project's folder (its module sees it).
    static func tuistRefusal(_ unread: UnreadTuistProject, configuration: Configuration, cwd: String) -> String? {
        let folder = PathText.standardized(configuration.directory.hasPrefix("/") ? configuration.directory : PathText.join(cwd, configuration.directory))
        let members: String
        if let swift = configuration.generate?.swift {
            let output = PathText.standardized(PathText.join(folder, swift))
            if output.hasPrefix(PathText.join(unread.folder, "")) { return nil }
            members = "the members of \(swift), which it does not build"
        } else {
            members = "the table's members, which no file of it declares"
        }
        let how = unread.builder.map { "its targets built by \($0), which recolor does not run" } ?? "its targets not read"
        return "\(tuistRefusalPrefix) \(unread.name) (\(unread.manifest), \(how)), a module of its own that cannot see \(members): generate a public file into a module it imports, or exclude it"
    }

    static let tuistRefusalPrefix = "in Tuist project"
    static let packageRefusalPrefix = "in package target"
    static let libraryRefusalPrefix = "in library target"
    static let playgroundRefusalPrefix = "in a playground"

    /// Whether a declined reason is `packageRefusal`'s (or `playgroundRefusal`'s).
    package static func isPackageRefusal(_ reason: String) -> Bool {
        [packageRefusalPrefix, libraryRefusalPrefix, playgroundRefusalPrefix, tuistRefusalPrefix].contains(where: reason.hasPrefix)
    }

    /// Whether a target is a library (a framework, a static or dynamic library) declared in a
    /// project file that builds no app, below the folder recolor runs in: a vendored library in
    /// its own Xcode project (GitHawk's "Local Pods/SwipeCellKit/SwipeCellKit.xcodeproj"), which
    /// the app links and cannot put a file of its own into: the package target's case (session
    /// 20 audit F10). A library's project in the run's own folder is the library being migrated,
    /// and so is one beside an app's project in one folder: the app's own module, as a framework
    /// target of the app's project is (dhp-ios-app's HealthPass/QRCoder.xcodeproj beside
    /// Holder.xcodeproj: every Holder file was declined as QRCoder's, session 33's held-out check V3).
    static func isLibraryOwnProject(_ target: BuildTarget, in project: ProjectFacts) -> Bool {
        guard let kind = target.kind, kind.hasPrefix("framework") || kind.hasPrefix("library") else { return false }
        let folder = libraryFolder(target)
        guard target.declaredIn.hasSuffix(".pbxproj"), !folder.isEmpty else { return false }
        return !project.targets.contains { other in
            (other.kind.map(isAppKind) ?? false) && other.declaredIn.hasSuffix(".pbxproj")
                && (other.declaredIn == target.declaredIn || libraryFolder(other) == folder)
        }
    }

    /// The folder holding a target's `.xcodeproj` ("Local Pods/SwipeCellKit"), "" at the run's root.
    static func libraryFolder(_ target: BuildTarget) -> String {
        PathText.directory(of: PathText.directory(of: target.declaredIn))
    }

    /// The vendored library a target is part of: itself, or the library whose folder holds the
    /// target's project (SwipeCellKit's own MailExample app, "Local Pods/SwipeCellKit/Example").
    static func vendoredLibrary(of target: BuildTarget, in project: ProjectFacts) -> BuildTarget? {
        if isLibraryOwnProject(target, in: project) { return target }
        return project.targets.first { library in
            isLibraryOwnProject(library, in: project) && target.declaredIn.hasPrefix(libraryFolder(library) + "/")
        }
    }

    /// `application`, `app-extension`, `watchkit2-extension`, … : what ships an app.
    static func isAppKind(_ kind: String) -> Bool {
        kind.hasPrefix("application") || kind.contains("extension") || kind.hasPrefix("watchapp")
    }

    /// Why a file of a playground (`X.playground/Contents.swift`, its `Sources` and pages) cannot
    /// name the table's members: a playground builds alone, it sees no app's members (GitHawk's
    /// three playgrounds were rewritten to `Semantic.…`: session 20 audit F10).
    package static func playgroundRefusal(_ path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let playground = parts.dropLast().first(where: { $0.hasSuffix(".playground") }) else { return nil }
        return "\(playgroundRefusalPrefix) (\(playground)), which builds alone and cannot see the table's members"
    }

}
