#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a path really leads, and whether that stays inside a folder: a table's `generate` may
/// name `../outside/`, an absolute path, a link in the tree to a folder elsewhere, or
/// `.git/hooks/`, and `generate` writes only inside the table's folder, never into `.git`.
/// Judged on the path with every symbolic link and `..` resolved, never on its spelling.
package enum PathConfinement {
    /// `path` (absolute) with every link and `..` resolved; the components not there yet are
    /// appended as named (a `..` among them takes back the one before). nil: a component is
    /// there but cannot be resolved (a link that leads nowhere, a folder that cannot be searched).
    package static func resolve(_ path: String) -> String? {
        var resolved = "/"
        var missing: [Substring] = []
        for component in path.split(separator: "/") {
            if component == "." { continue }
            if component == ".." {
                if !missing.isEmpty {
                    missing.removeLast()
                } else if let parent = real(PathText.join(resolved, "..")) {
                    resolved = parent
                } else {
                    return nil
                }
                continue
            }
            if !missing.isEmpty {
                missing.append(component)
                continue
            }
            let candidate = PathText.join(resolved, String(component))
            if let r = real(candidate) {
                resolved = r
            } else {
                var st = stat()
                if lstat(candidate, &st) == 0 { return nil }
                missing.append(component)
            }
        }
        return missing.reduce(resolved) { PathText.join($0, String($1)) }
    }

    /// Why `path` may not be written by a command confined to `folder` (both absolute), or nil.
    package static func refusal(_ path: String, inside folder: String) -> String? {
        guard let root = resolve(folder), let target = resolve(path) else {
            return "leads through a symbolic link to nowhere, or a folder that cannot be searched"
        }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard target.hasPrefix(prefix) else {
            return "lies outside the table's folder (it leads to \(target))"
        }
        if target.dropFirst(prefix.count).split(separator: "/").contains(".git") {
            return "lies inside .git"
        }
        return nil
    }

    private static func real(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }
}
