/// Every target's members and exclusions in one index, so that which targets build a file is
/// one lookup per folder of the file's path, whatever the number of targets. Asked for every file
/// with findings: one set per target (each asked in turn) was 9 % of a `check` of issue 21's
/// corpus, whose 20 apps declare hundreds of targets between them; a comparison with each member
/// (`BuildTarget.builds`) was 15 % of a run over 20 apps before that.
struct MemberIndex: Sendable {
    private let members: PathPrefixIndex
    private let excluded: PathPrefixIndex
    private let count: Int

    init(_ targets: [BuildTarget]) {
        members = PathPrefixIndex(targets.map(\.members))
        excluded = PathPrefixIndex(targets.map(\.excluded))
        count = targets.count
    }

    /// The indices of the targets whose `BuildTarget.builds(path)` holds, in order.
    func building(_ path: String) -> [Int] {
        guard count > 0 else { return [] }
        var covered = [Bool](repeating: false, count: count)
        members.forEachCovering(path) { covered[$0] = true }
        excluded.forEachCovering(path) { covered[$0] = false }
        return covered.indices.filter { covered[$0] }
    }
}

/// Lists of paths of files or folders, one list per target: for a path, the lists holding it or
/// a folder holding it.
struct PathPrefixIndex: Sendable {
    /// Each path → the lists that hold it.
    private var paths: [String: [Int]] = [:]
    /// Each path as a folder prefix (ending in `/`) → the lists that hold it.
    private var folders: [String: [Int]] = [:]

    init(_ lists: [[String]]) {
        for (k, roots) in lists.enumerated() {
            for p in Set(roots) { paths[p, default: []].append(k) }
            for f in Set(roots.map { $0.hasSuffix("/") ? $0 : $0 + "/" }) { folders[f, default: []].append(k) }
        }
    }

    /// Calls `body` with each list that holds `path` or starts it followed by `/` (what
    /// `BuildTarget.builds` asks of each member; a list may come more than once): the path's
    /// prefixes that end in `/`, each looked up.
    func forEachCovering(_ path: String, _ body: (Int) -> Void) {
        if paths.isEmpty { return }
        paths[path]?.forEach(body)
        let utf8 = path.utf8
        var i = utf8.startIndex
        while i != utf8.endIndex {
            let next = utf8.index(after: i)
            if utf8[i] == UInt8(ascii: "/"), let lists = folders[String(path[..<next])] { lists.forEach(body) }
            i = next
        }
    }
}
