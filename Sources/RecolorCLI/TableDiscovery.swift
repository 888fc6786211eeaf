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

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
