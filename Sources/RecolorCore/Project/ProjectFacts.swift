#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the project files say about where the app ships: its targets, each with platforms,
/// lowest OS and files, read without Xcode from `Package.swift`, `*.xcodeproj/project.pbxproj`
/// (with its `.xcconfig` files), XcodeGen's `project.yml` and CocoaPods' `Podfile`.
package struct ProjectFacts: Sendable {
    package var targets: [BuildTarget] = [] { didSet { memberIndex = MemberIndex(targets) } }
    /// The targets' members in one index, for `compilation(of:)`.
    private var memberIndex = MemberIndex([])
    /// Project files recolor could not read (or read in part).
    package var warnings: [ProjectWarning] = []
    /// The project files read, as reports show them.
    package var projectFiles: [String] = []
    /// Every file the readers read (absolute): the project files and what they name (`.xcconfig`
    /// files, XcodeGen includes). A report is never written over one (`ProjectInputs`).
    package var filesRead: [String] = []
    /// For each target, the folder of the project file that declares it (absolute): a file no
    /// target names counts as built by every target of the projects whose folder holds it.
    var projectFolders: [String] = []
    /// The Tuist projects whose targets a helper builds (`UnreadTuistProject`).
    package var unreadTuistProjects: [UnreadTuistProject] = []

    package init(targets: [BuildTarget] = [], warnings: [ProjectWarning] = [], projectFiles: [String] = [], projectFolders: [String]? = nil) {
        self.targets = targets
        memberIndex = MemberIndex(targets)
        self.warnings = warnings
        self.projectFiles = projectFiles
        self.projectFolders = projectFolders ?? targets.map { _ in "/" }
    }

    package var isEmpty: Bool { targets.isEmpty }

    /// The targets whose project folder holds the file (absolute path): those that build it, or,
    /// when none names it, every target of those projects but a package's (SwiftPM builds only
    /// its targets' folders). None: the newest SDK is assumed.
    package func compilation(of path: String) -> Compilation {
        let building = memberIndex.building(path)
        if !building.isEmpty {
            let chosen = building.map { targets[$0] }
            return Compilation(platforms: Compilation.union(chosen), targets: chosen.map(\.name))
        }
        let around = targets.indices.filter { k in
            !(targets[k].kind ?? "").hasPrefix("package") && (path.hasPrefix(PathText.join(projectFolders[k], "")) || projectFolders[k] == "/")
        }
        let chosen = around.map { targets[$0] }.filter { !$0.platforms.isEmpty }
        guard !chosen.isEmpty else { return .newestSDK }
        return Compilation(platforms: Compilation.union(chosen))
    }

    /// The targets that name the file (absolute path) among what they build; none when no target names it.
    package func targets(building path: String) -> [BuildTarget] {
        memberIndex.building(path).map { targets[$0] }
    }

    /// The dark-only target that builds the file (absolute path), when every target building it
    /// shows only Dark (`BuildTarget.showsOnlyDark`: a widget or a player target that forces Dark,
    /// a watch app): its colors are shown only as written, in dark. Nil when no target names the file.
    package func darkOnlyTarget(of path: String) -> BuildTarget? {
        let building = memberIndex.building(path).map { targets[$0] }
        guard !building.isEmpty, building.allSatisfy(\.showsOnlyDark) else { return nil }
        return building[0]
    }

    /// The project files under the folders of `paths` (and under `cwd` when they lie in it),
    /// read. `read` reads a file (tests give files in memory); `shown` makes a path relative to `cwd`.
    /// `listed`: the entries of folders the run's walk listed below its one root (`FileWalker.keepsProjectListings`),
    /// used where the search lists the same root.
    /// `shared`: where the project files' targets are given to the forced appearance's reader as they are read.
    package static func read(paths: [String], cwd: String, listed: (root: String, listings: DirectoryEntries.Listings)? = nil,
                             shared: SharedProjectTargets? = nil) -> ProjectFacts {
        // Whatever happens here, the other reader never waits past the end.
        defer { shared?.finish() }
        func absolute(_ p: String) -> String { PathText.standardized(p.hasPrefix("/") ? p : PathText.join(cwd, p)) }
        var roots: [String] = []
        for p in paths {
            let a = absolute(p)
            let kind = PathText.kind(of: a)
            guard kind.exists else { continue }
            roots.append(kind.isDirectory ? a : PathText.directory(of: a))
        }
        let base = PathText.standardized(cwd)
        let scanned = roots
        // A project file above the scanned folder (an `.xcodeproj` beside its `Sources`) is found from the
        // working directory; the projects beside the scanned folder there are dropped after reading (`keepProjects`).
        let searchesBase = !roots.contains(base) && roots.contains(where: { $0.hasPrefix(PathText.join(base, "")) })
        if searchesBase { roots.append(base) }
        var found: [String] = []
        var seen: Set<String> = []
        for root in roots.sorted() where !seen.contains(root) {
            let listings = listed.flatMap { PathText.standardized($0.root) == root ? $0.listings : nil }
            for file in ProjectFileSearch.projectFiles(under: root, listed: listings) where seen.insert(file).inserted { found.append(file) }
            seen.insert(root)
        }
        var files = found.sorted()
        var glanced: [String] = []
        if searchesBase {
            // Only a project whose text names the way to a scanned folder can build it; the rest are not
            // parsed (`recolor scan mundo` from a folder of 40 apps read every app's projects: 41 warnings
            // about their missing .xcconfig files, 11 s against 4.7 s inside the app; session 40, recall40i-v5).
            glanced = files.filter { !Self.mayBuild(scanned, projectFile: $0) }
            files.removeAll { glanced.contains($0) }
        }
        shared?.announce(files.map(PathText.standardized))
        var facts = read(projectFiles: files, cwd: base, shared: shared) { path in
            if case .success(let bytes) = FileReader.contents(of: path) { return bytes }
            return nil
        }
        facts.filesRead += glanced
        if searchesBase { facts.keepProjects(relevantTo: scanned, files: files) }
        return facts
    }

    /// Whether a project file found beside the scanned folders `roots` (absolute) may build one of them:
    /// it lies in one, its folder holds one, or its text names, as a path element, the folder through
    /// which its own folder reaches a root (`../App/Sources/Feature` names `App`; `App.app` does not).
    static func mayBuild(_ roots: [String], projectFile file: String) -> Bool {
        func under(_ path: String, _ folder: String) -> Bool { path == folder || path.hasPrefix(PathText.join(folder, "")) }
        var folder = PathText.directory(of: file)
        if PathText.lastComponent(of: file) == "project.pbxproj" { folder = PathText.directory(of: folder) }
        if roots.contains(where: { under(file, $0) || under($0, folder) }) { return true }
        guard case .success(let bytes) = FileReader.contents(of: file) else { return false }
        return roots.contains { root in
            let rootParts = root.split(separator: "/"), folderParts = folder.split(separator: "/")
            var common = 0
            while common < min(rootParts.count, folderParts.count), rootParts[common] == folderParts[common] { common += 1 }
            guard common < rootParts.count else { return true }
            return PathElementText.names(Array(rootParts[common].utf8), in: bytes)
        }
    }

    /// Drops the projects read from the working directory that have nothing to do with the scanned
    /// folders `roots` (absolute): a project file outside them, whose folder holds none of them, and
    /// none of whose targets builds a file in one. `recolor scan App` from a folder holding five apps
    /// listed the five apps' targets (session 29's note; ProjectFacts.read added the working directory as
    /// a root so that `App.xcodeproj` beside a scanned `App/Sources` is read). A sibling project whose
    /// target names a scanned file is kept. `files`: the project files read, absolute, in `projectFiles`' order.
    /// What was read stays in `filesRead` (a report is never written over it).
    mutating func keepProjects(relevantTo roots: [String], files: [String]) {
        func under(_ path: String, _ folder: String) -> Bool { path == folder || path.hasPrefix(PathText.join(folder, "")) }
        guard files.count == projectFiles.count else { return }
        var dropped: Set<String> = []
        for (file, shownName) in zip(files, projectFiles) {
            if roots.contains(where: { under(file, $0) }) { continue }
            var folder = PathText.directory(of: file)
            if PathText.lastComponent(of: file) == "project.pbxproj" { folder = PathText.directory(of: folder) }
            if roots.contains(where: { under($0, folder) }) { continue }
            let builds = targets.contains { t in
                t.declaredIn == shownName && t.members.contains { m in roots.contains { under(m, $0) || under($0, m) } }
            }
            if !builds { dropped.insert(shownName) }
        }
        guard !dropped.isEmpty else { return }
        let kept = targets.indices.filter { !dropped.contains(targets[$0].declaredIn) }
        projectFolders = kept.map { projectFolders[$0] }
        targets = kept.map { targets[$0] }
        projectFiles.removeAll { dropped.contains($0) }
        warnings.removeAll { dropped.contains($0.file) }
    }

    /// Reads the given project files (absolute paths), each on whichever worker is free (a
    /// serial phase before the Swift scan: 15 % of a `check` of issue 21's corpus when one thread
    /// read them all); the facts are gathered in the files' order.
    package static func read(projectFiles: [String], cwd: String, shared: SharedProjectTargets? = nil,
                             read: @Sendable (String) -> [UInt8]?) -> ProjectFacts {
        let shown: @Sendable (String) -> String = { path in
            let prefix = PathText.join(cwd, "")
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }
        let perFile = Parallel.map(projectFiles.count, threads: Parallel.defaultThreads, itemsPerWorker: 1) { k in
            let file = projectFiles[k]
            var warnings: [ProjectWarning] = []
            // What this file's reader reads, recorded as it reads it: the one list of project inputs.
            var filesRead: [String] = []
            let reading: (String) -> [UInt8]? = { path in
                filesRead.append(path)
                return read(path)
            }
            let name = PathText.lastComponent(of: file)
            var folder = PathText.directory(of: file)
            let targets: [BuildTarget]
            var unread: UnreadTuistProject?
            switch name {
            case "Package.swift": targets = PackageManifest.targets(manifest: file, shownAs: shown, read: reading, warnings: &warnings)
            case "project.pbxproj":
                targets = XcodeProjectFile.targets(pbxproj: file, shownAs: shown, read: reading, warnings: &warnings)
                shared?.provide(PathText.standardized(file), targets)
                folder = PathText.directory(of: folder)
            case "Podfile": targets = PodfilePlatform.targets(podfile: file, shownAs: shown, read: reading, warnings: &warnings)
            case "Project.swift": targets = TuistManifest.targets(manifest: file, shownAs: shown, read: reading, warnings: &warnings, unread: &unread)
            default:
                targets = XcodeGenAppearance.isSpecName(name) ? XcodeGenSpec.targets(spec: file, shownAs: shown, read: reading, warnings: &warnings) : []
            }
            return (targets: targets, folder: folder, warnings: warnings, filesRead: filesRead, unread: unread)
        }
        var facts = ProjectFacts()
        // Gathered here and set once: each change of `targets` rebuilds the member index
        // (7.6 % of a `check` of issue 21's corpus when it was rebuilt after each project file).
        var targetsRead: [BuildTarget] = []
        for (file, read) in zip(projectFiles, perFile) {
            facts.projectFiles.append(shown(file))
            facts.filesRead += read.filesRead
            targetsRead += read.targets
            facts.projectFolders += read.targets.map { _ in read.folder }
            // One file named by many configurations or targets is said once (BookPlayer: 9 times).
            for w in read.warnings where !facts.warnings.contains(w) { facts.warnings.append(w) }
            if let unread = read.unread { facts.unreadTuistProjects.append(unread) }
        }
        if let first = facts.unreadTuistProjects.first {
            // Said once for all (wakmusic has 40).
            let all = facts.unreadTuistProjects
            let some = all.prefix(3).map(\.name).joined(separator: ", ") + (all.count > 3 ? ", …" : "")
            let builders = Set(all.compactMap(\.builder)).sorted().joined(separator: ", ")
            facts.warnings.append(ProjectWarning(file: first.manifest, line: nil, message:
                "cannot read the targets of \(all.count) Tuist project\(all.count == 1 ? "" : "s") (\(some)): \(builders.isEmpty ? "a ProjectDescriptionHelpers function" : builders) builds them, which recolor does not run; each such folder is taken as a module of its own, which cannot see the app's members (fix declines there)"))
        }
        facts.targets = targetsRead
        return facts
    }
}

/// Where project files lie: a few folders deep below a root, never inside dependencies, build
/// output or hidden folders.
enum ProjectFileSearch {
    static let depth = 4
    static let skipped: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "build", "Build", "checkouts", "SourcePackages"]
    /// The names the search takes (besides an `.xcodeproj`'s `project.pbxproj`); `ProjectInputs` reads them too.
    static let names: Set<String> = ["Package.swift", "project.yml", "project.yaml", "Podfile", "Project.swift"]

    /// `listed`: folders below `root` listed already (by the run's walk), by their path below it.
    static func projectFiles(under root: String, listed: DirectoryEntries.Listings? = nil) -> [String] {
        var out: [String] = []
        var folders = [(root, 0, "")]
        while let (folder, level, relative) = folders.popLast() {
            // Listed with readdir's entry types (`DirectoryEntries`): only links are stat'ed.
            guard let entries = DirectoryEntries.list(folder, relative: relative, listed: listed) else { continue }
            let hasSpec = entries.contains { $0.name == "project.yml" || $0.name == "project.yaml" }
            for (entry, isDirectory) in entries.map({ ($0.name, $0.isDirectory) }).sorted(by: { $0.0 < $1.0 }) {
                let path = PathText.join(folder, entry)
                if names.contains(entry) || !hasSpec && !isDirectory && XcodeGenAppearance.isSpecVariantName(entry) {
                    out.append(path)
                } else if entry.hasSuffix(".xcodeproj") {
                    let pbxproj = PathText.join(path, "project.pbxproj")
                    if PathText.kind(of: pbxproj).exists { out.append(pbxproj) }
                } else if level < depth, !entry.hasPrefix("."), !skipped.contains(entry), !entry.containsASCII(".xc"), !entry.hasSuffix(".lproj"),
                          !entry.hasSuffix(".bundle"), !entry.hasSuffix(".app"), isDirectory {
                    folders.append((path, level + 1, relative.isEmpty ? entry : PathText.join(relative, entry)))
                }
            }
        }
        return out
    }
}

/// How many regular files lie under a folder (hidden ones and `excluding` left out), up to a bound.
enum FileCount {
    static let limit = 200_000

    static func regularFiles(under root: String, excluding: [String]) -> Int {
        var count = 0
        var folders = [root]
        while let folder = folders.popLast(), count < limit {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries where !entry.hasPrefix(".") {
                let path = PathText.join(folder, entry)
                if excluding.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { continue }
                let kind = PathText.kind(of: path)
                if kind.isDirectory && !entry.hasSuffix(".xcassets") { folders.append(path) } else if kind.exists { count += 1 }
            }
        }
        return count
    }
}
