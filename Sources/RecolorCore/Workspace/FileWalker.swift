#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Collects the source files (the names every language claims: `.swift`, `.xib`, `.storyboard`,
/// color sets) under the given paths: directories walked recursively,
/// skipping build and dependency folders and what `--exclude` names, symbolic links met
/// while walking not followed (as git and ripgrep do). Paths come out relative to the cwd
/// where they lie below it, sorted, each once.
package struct FileWalker: Sendable {
    package static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", ".git"]

    /// Whether a walk passes over a folder of this name: build and dependency folders, and a
    /// documentation catalog (`*.docc`), whose Swift files are a tutorial's snippets, built into
    /// no app (damus's flatbuffers `Documentation.docc/Resources/code/swift/swift_code_9.swift`
    /// gave two findings that were no app's colors), and an Xcode localization export (`*.xcloc`),
    /// whose `Source Contents` are copies of the app's storyboards for translators (SynthOne: 72
    /// of 84 rewritten IB files, paired twice by `contrast`: session 17's audit, F15). A file
    /// inside one named on its own is read.
    package static func skipsFolder(_ name: String) -> Bool {
        skippedFolders.contains(name) || name.hasSuffix(".docc") || name.hasSuffix(".xcloc")
    }

    package var excludes: [Glob]
    package var cwd: String
    /// The table's `exclude`, relative to the table's folder.
    package var tableExcludes: TableExcludes?

    package init(excludes: [String], cwd: String) {
        self.excludes = excludes.map(Glob.init)
        self.cwd = cwd
    }

    /// Whether the walk also lists the settings files (`ForcedAppearance.settingsFiles`): a
    /// walk of their own listed every folder twice (3 % of a `check` of corpus23, callgrind).
    /// Only a walk that excludes nothing can (the settings walk goes into excluded folders).
    package var listsSettings = false

    /// Whether the walk also keeps the entries of the folders the project-file search lists
    /// (`ProjectFileSearch`: the root and four levels below it), when it walks one folder only:
    /// that search listed them again, 1,516 of the 7,788 directories opened by a `check` of
    /// corpus26 (strace, session 24).
    package var keepsProjectListings = false

    package struct Result: Sendable {
        package var files: [String] = []
        package var errors: [(path: String, message: String)] = []
        /// The settings files, as `ForcedAppearance.settingsFiles` lists them, when `listsSettings`
        /// was set and nothing is excluded; nil otherwise.
        package var settingsFiles: [String]?
        /// The entries of the folders listed within `ProjectFileSearch.depth` levels of the one root
        /// walked, when `keepsProjectListings` was set; nil otherwise.
        package var projectListings: DirectoryEntries.Listings?
    }

    /// Whether this walk lists the settings files as the settings walk would.
    private var listingSettings: Bool {
        listsSettings && excludes.isEmpty && (tableExcludes?.isEmpty ?? true)
    }

    package func collect(_ paths: [String], threads: Int = 0) -> Result {
        let threads = threads > 0 ? threads : Parallel.defaultThreads
        var result = Result()
        var roots: [String] = []
        // How the settings walk writes each root's files: from the path as given, `.` as nothing.
        var rootsShown: [String] = []
        for given in paths {
            let path = given.hasPrefix("/") ? given : (given == "." ? cwd : PathText.join(cwd, given))
            let kind = PathText.kind(of: path)
            guard kind.exists else {
                result.errors.append((given, FileWalker.whyMissing(path)))
                continue
            }
            if kind.isDirectory {
                roots.append(path)
                rootsShown.append(given == "." ? "" : given)
            } else if !FileWalker.isRegularFile(path) {
                // A FIFO or a device named `*.swift`: never opened (a FIFO would block the run).
                result.errors.append((given, "not a regular file; skipped"))
            } else if !SourceKind.isWalkedSource(path) {
                // A named NOTES.md or Info.plist was read as Swift and rewritten: no language reads it.
                result.errors.append((given, "not a source recolor reads (.swift, .xib, .storyboard, a color set's Contents.json); skipped"))
            } else if !isExcluded(display(path)) {
                result.files.append(display(path))
            }
        }
        walk(roots, shown: rootsShown, into: &result, threads: threads, keepsEntries: keepsProjectListings && paths.count == 1 && roots.count == 1)
        // Overlapping paths (`. Sources`) list a file twice: once is enough.
        result.files = PathText.sortedUnique(result.files)
        // Two spellings of one file (`dir/../a.swift`, a path through a symbolic link) differ
        // as text; only two or more paths can name one file twice (a walk follows no link).
        if paths.count > 1 { result.files = uniqueFiles(result.files) }
        return result
    }

    /// `files` with each file (device and inode) once, under its shortest spelling.
    func uniqueFiles(_ files: [String]) -> [String] {
        var kept: [String: String] = [:]  // "device:inode" -> spelling
        var order: [String] = []
        for file in files {
            var st = stat()
            guard stat(file.hasPrefix("/") ? file : PathText.join(cwd, file), &st) == 0 else { order.append(file); continue }
            let identity = "\(st.st_dev):\(st.st_ino)"
            if let earlier = kept[identity] {
                if file.utf8.count < earlier.utf8.count { kept[identity] = file }
            } else {
                kept[identity] = file
                order.append(identity)
            }
        }
        return PathText.sortedUnique(order.map { kept[$0] ?? $0 })  // a file stat could not see keeps its own spelling
    }

    /// What listing one directory gives.
    struct Listing {
        var files: [String] = []
        var folders: [String] = []
        var error: (path: String, message: String)?
        /// Sources and folders whose names are not UTF-8: a path recolor cannot spell.
        var unnamable: [(path: String, message: String)] = []
        /// Every entry as `DirectoryEntries.list` names it, with readdir's type, when asked for.
        var entries: [DirectoryEntries.RawEntry]?
        /// When the walk lists settings: the names of the regular files and folders named as settings files,
        /// and for each of `folders`, whether the settings walk leaves it out (with what it holds).
        var settingsNames: [String] = []
        var settingsFolders: [(name: String, without: Bool)] = []
    }

    /// A folder to list, and where it stands for the settings walk.
    private struct Folder {
        var path: String
        /// Which root it lies below, and how the settings walk writes it (from the root as given).
        var root: Int
        var shown: String
        /// Its level below the root (the root is 0).
        var level: Int
        /// The settings walk does not go here (`node_modules`, a folder named as a settings file, too deep).
        var withoutSettings: Bool
        /// Its path below the root (the root is ""), when the walk keeps entries.
        var relative = ""
    }

    /// Breadth first, each level's directories listed in parallel: a tree of thousands of
    /// folders costs thousands of opendir/readdir calls, which took 20–30 ms of a 190 ms run when serial.
    /// `shown`: how the settings walk writes each root.
    func walk(_ roots: [String], shown: [String], into result: inout Result, threads: Int, keepsEntries: Bool = false) {
        let settings = listingSettings
        if keepsEntries { result.projectListings = DirectoryEntries.Listings() }
        var level = zip(roots.indices, zip(roots, shown)).map { Folder(path: $1.0, root: $0, shown: $1.1, level: 0, withoutSettings: false) }
        // Each root's settings files, in the order found.
        var settingsFiles = [[String]](repeating: [], count: roots.count)
        while !level.isEmpty {
            let listings = Parallel.map(level.count, threads: threads) { [level] in
                list(level[$0].path, settings: settings, keepsEntries: keepsEntries && level[$0].level <= ProjectFileSearch.depth)
            }
            let listed = level
            level = []
            for (folder, listing) in zip(listed, listings) {
                if let e = listing.error { result.errors.append(e) }
                result.errors += listing.unnamable
                result.files += listing.files
                if let entries = listing.entries { result.projectListings?.byFolder[folder.relative] = entries }
                let withoutSettings = folder.withoutSettings || folder.level >= SettingsEntry.levels
                if settings && !withoutSettings {
                    for name in listing.settingsNames { settingsFiles[folder.root].append(Self.shownSetting(folder.shown, name)) }
                }
                for (k, path) in listing.folders.enumerated() {
                    let entry = settings ? listing.settingsFolders[k] : (name: "", without: true)
                    level.append(Folder(path: path, root: folder.root, shown: settings ? Self.shownSetting(folder.shown, entry.name) : "",
                                        level: folder.level + 1, withoutSettings: withoutSettings || entry.without,
                                        relative: keepsEntries && folder.level < ProjectFileSearch.depth ? Self.shownSetting(folder.relative, Self.name(path, in: folder.path)) : ""))
                }
            }
        }
        if settings { result.settingsFiles = settingsFiles.flatMap(SettingsEntry.walkOrder) }
    }

    /// The name of an entry listed in `folder` from its path (`list` writes it after the folder and a `/`), by
    /// bytes: a name that starts with a combining mark joins the `/` before it into one Character.
    private static func name(_ path: String, in folder: String) -> String {
        String(decoding: path.utf8.dropFirst(folder.utf8.count + (folder.hasSuffix("/") ? 0 : 1)), as: UTF8.self)
    }

    /// An entry of the folder the settings walk writes `folder`, as it writes it.
    private static func shownSetting(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : PathText.join(folder, name)
    }

    /// The names of every language's files, as bytes: told from a directory entry's name before
    /// it becomes a string.
    private static let sourceNames: [(ending: [UInt8], name: SourceFileName)] = SourceKind.allCases.flatMap { kind in
        kind.language.fileNames.map { ($0.ending, $0) }
    }

    /// readdir with the entry type it reports, so most entries need no lstat.
    /// `settings`: the settings files are listed too (`Listing.settingsNames`).
    func list(_ dir: String, settings: Bool = false, keepsEntries: Bool = false) -> Listing {
        var listing = Listing()
        if keepsEntries { listing.entries = [] }
        guard let handle = opendir(dir) else {
            listing.error = (display(dir), "cannot list the directory: \(errnoText())")
            return listing
        }
        defer { closedir(handle) }
        let prefix = dir.hasSuffix("/") ? dir : dir + "/"
        // How the folder's entries are shown: relative to the cwd when below it.
        let shownPrefix = display(prefix)
        while let entry = readdir(handle) {
            // The name's bytes, read once: `.`/`..` and the languages' file names are told from them.
            var validName = true
            let (name, sourceName) = withUnsafeBytes(of: entry.pointee.d_name) { raw -> (String?, SourceFileName?) in
                let bytes = raw.bindMemory(to: UInt8.self)
                let length = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), bytes.count)
                if bytes[0] == UInt8(ascii: ".") && (length == 1 || length == 2 && bytes[1] == UInt8(ascii: ".")) { return (nil, nil) }
                let sourceName = FileWalker.sourceNames.first { candidate in
                    let n = candidate.ending.count
                    return length >= n && candidate.ending.withUnsafeBytes { memcmp(raw.baseAddress! + length - n, $0.baseAddress!, n) } == 0
                }?.name
                let nameBytes = UnsafeBufferPointer(rebasing: bytes[..<length])
                validName = String(validating: nameBytes, as: UTF8.self) != nil
                return (String(decoding: nameBytes, as: UTF8.self), sourceName)
            }
            guard let name else { continue }
            // A name that is not UTF-8 cannot be spelled as a path again (it came back as "no such
            // file"): said once, by the name as shown, for a source or a folder.
            if !validName {
                if sourceName != nil || entry.pointee.d_type == UInt8(DT_DIR) {
                    listing.unnamable.append((shownPrefix + name, "the name is not valid UTF-8, so recolor cannot open it; skipped (rename it to check it)"))
                }
                continue
            }
            listing.entries?.append(DirectoryEntries.RawEntry(name: name, type: entry.pointee.d_type))
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var st = stat()
                guard lstat(prefix + name, &st) == 0 else { continue }
                switch st.st_mode & S_IFMT {
                case S_IFDIR: type = Int32(DT_DIR)
                case S_IFREG: type = Int32(DT_REG)
                default: type = Int32(DT_LNK)
                }
            }
            if type == Int32(DT_DIR) {
                if FileWalker.skipsFolder(name) || isExcluded(shownPrefix + name) { continue }
                listing.folders.append(prefix + name)
                if settings {
                    let named = SettingsEntry.isSettingsName(name)
                    listing.settingsFolders.append((name, named || SettingsEntry.isSkippedFolder(name)))
                    // Listed as the settings walk lists it (reading it gives nothing).
                    if named { listing.settingsNames.append(name) }
                }
            } else if type == Int32(DT_REG) {
                if let sourceName, sourceName.accepts(name: name, folder: prefix) {
                    let shownFile = shownPrefix + name
                    if !isExcluded(shownFile) { listing.files.append(shownFile) }
                }
                // A regular file (or a folder, above): the settings walk lists other kinds too, which
                // reading refuses.
                if settings && SettingsEntry.isSettingsName(name) { listing.settingsNames.append(name) }
            }
        }
        return listing
    }

    /// Why a named path cannot be reached: a link loop is not a missing file (ELOOP, not ENOENT).
    static func whyMissing(_ path: String) -> String {
        var st = stat()
        guard stat(path, &st) != 0 else { return "no such file or directory" }
        switch errno {
        case ENOENT: return "no such file or directory"
        case ELOOP: return "symbolic link loop; skipped"
        default: return "cannot be reached: \(errnoText())"
        }
    }

    static func isRegularFile(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFREG
    }

    func isExcluded(_ path: String) -> Bool {
        excludes.contains { $0.matches(path) } || (tableExcludes?.matches(path) ?? false)
    }

    /// `path` relative to the cwd when below it, without a leading `./`.
    package func display(_ path: String) -> String {
        var p = path
        if p.hasPrefix("/") {
            let base = cwd.hasSuffix("/") ? cwd : cwd + "/"
            if p.hasPrefix(base) { p = String(p.dropFirst(base.count)) }
        }
        while p.hasPrefix("./") { p.removeFirst(2) }
        return p
    }
}
