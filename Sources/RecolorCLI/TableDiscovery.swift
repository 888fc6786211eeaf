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

import RecolorCore

/// Which `.recolor.json` a run uses without `--config`: the nearest one from each PATH upward (as ruff and
/// SwiftLint look), so that `recolor fix samples/uikit-shop` run from elsewhere uses that sample's table;
/// with no PATH, or none found from them, the nearest from the current folder upward.
enum TableDiscovery {
    struct Found {
        var path: String?
        /// Found from a PATH, not where the current folder would have found it: worth saying.
        var fromPath: Bool
    }

    static func find(paths: [String], cwd: String) throws -> Found {
        let fromCwd = ConfigurationLoader.discover(from: cwd).map(standardized)
        var tables: [String] = []
        for path in paths {
            let absolute = path.hasPrefix("/") ? path : PathText.join(cwd, path)
            var st = stat()
            let isDirectory = stat(absolute, &st) == 0 && st.st_mode & S_IFMT == S_IFDIR
            let start = isDirectory ? absolute : PathText.directory(of: absolute)
            if let table = ConfigurationLoader.discover(from: start.isEmpty ? cwd : start).map(standardized), !tables.contains(table) {
                tables.append(table)
            }
        }
        if tables.count > 1 {
            let shown = tables.map { FileWalker(excludes: [], cwd: cwd).display($0) }
            throw UsageError(message: "the PATHs lie under different tables (\(shown.joined(separator: ", "))); run them one at a time, or pass --config FILE")
        }
        guard let table = tables.first else { return Found(path: fromCwd, fromPath: false) }
        return Found(path: table, fromPath: table != fromCwd)
    }

    /// The first PATH whose folder does not lie in `cwd` (nor is it): `init` writes its table in `cwd`,
    /// and a run given that PATH from another folder looks from the PATH upward, then from its own
    /// folder, so it misses the table (pairs32 saw `init /tmp/app` leave it in the shell's folder).
    static func pathsAwayFrom(cwd: String, paths: [String]) -> String? {
        let base = standardized(cwd)
        for path in paths {
            let absolute = standardized(path.hasPrefix("/") ? path : PathText.join(cwd, path))
            var st = stat()
            let isDirectory = stat(absolute, &st) == 0 && st.st_mode & S_IFMT == S_IFDIR
            let folder = isDirectory ? absolute : PathText.directory(of: absolute)
            if folder == base || base == "/" || folder.hasPrefix(base + "/") { continue }
            return path
        }
        return nil
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
