import Foundation

/// Collects the `.swift` files under the given paths: directories walked recursively,
/// skipping build and dependency folders and what `--exclude` names, symbolic links met
/// while walking not followed (as git and ripgrep do). Paths come out relative to the cwd
/// where they lie below it, sorted, each once.
public struct FileWalker {
    public static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", ".git"]

    public var excludes: [Glob]
    public var cwd: String

    public init(excludes: [String], cwd: String = FileManager.default.currentDirectoryPath) {
        self.excludes = excludes.map(Glob.init)
        self.cwd = cwd
    }

    public struct Result {
        public var files: [String] = []
        public var errors: [(path: String, message: String)] = []
    }

    public func collect(_ paths: [String]) -> Result {
        var result = Result()
        var seen: Set<String> = []
        for given in paths {
            let path = given.hasPrefix("/") ? given : (given == "." ? cwd : (cwd as NSString).appendingPathComponent(given))
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                result.errors.append((given, "no such file or directory"))
                continue
            }
            if isDirectory.boolValue {
                walk(path, into: &result, seen: &seen)
            } else if !isExcluded(display(path)) {
                let d = display(path)
                if seen.insert(d).inserted { result.files.append(d) }
            }
        }
        result.files.sort()
        return result
    }

    /// readdir with the entry type it reports, so most entries need no lstat.
    func walk(_ root: String, into result: inout Result, seen: inout Set<String>) {
        var stack = [root]
        while let dir = stack.popLast() {
            guard let handle = opendir(dir) else {
                result.errors.append((display(dir), "cannot list the directory: \(errnoText())"))
                continue
            }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let full = dir == "." ? name : (dir.hasSuffix("/") ? dir + name : dir + "/" + name)
                var type = Int32(entry.pointee.d_type)
                if type == Int32(DT_UNKNOWN) {
                    var st = stat()
                    guard lstat(full, &st) == 0 else { continue }
                    switch st.st_mode & S_IFMT {
                    case S_IFDIR: type = Int32(DT_DIR)
                    case S_IFREG: type = Int32(DT_REG)
                    default: type = Int32(DT_LNK)
                    }
                }
                if type == Int32(DT_DIR) {
                    if FileWalker.skippedFolders.contains(name) || isExcluded(display(full)) { continue }
                    stack.append(full)
                } else if type == Int32(DT_REG) && name.hasSuffix(".swift") {
                    let shown = display(full)
                    if !isExcluded(shown) && seen.insert(shown).inserted { result.files.append(shown) }
                }
            }
        }
    }

    func isExcluded(_ path: String) -> Bool {
        excludes.contains { $0.matches(path) }
    }

    /// `path` relative to the cwd when below it, without a leading `./`.
    public func display(_ path: String) -> String {
        var p = path
        if p.hasPrefix("/") {
            let base = cwd.hasSuffix("/") ? cwd : cwd + "/"
            if p.hasPrefix(base) { p = String(p.dropFirst(base.count)) }
        }
        while p.hasPrefix("./") { p.removeFirst(2) }
        return p
    }
}
