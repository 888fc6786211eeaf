#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The table's `exclude` globs, relative to the table's folder (where `--exclude` is relative to
/// the cwd): every command leaves out what they match.
package struct TableExcludes: Sendable {
    let globs: GlobSet
    /// The table's folder, absolute, ending in `/`.
    let base: String
    let cwd: String

    package init(configuration: Configuration, cwd: String) {
        globs = GlobSet(configuration.exclude.map(Glob.init))
        let directory = URL(fileURLWithPath: configuration.directory, relativeTo: URL(fileURLWithPath: cwd)).standardizedFileURL.path
        base = directory.hasSuffix("/") ? directory : directory + "/"
        self.cwd = cwd
    }

    package var isEmpty: Bool { globs.isEmpty }

    /// Whether `path` (relative to the cwd, or absolute) lies below the table's folder and matches.
    package func matches(_ path: String) -> Bool {
        guard !globs.isEmpty else { return false }
        let absolute = path.hasPrefix("/") ? path : PathText.join(cwd, path)
        let normalized = absolute.contains("/.") ? URL(fileURLWithPath: absolute).standardizedFileURL.path : absolute
        guard normalized.hasPrefix(base) else { return false }
        let relative = String(normalized.dropFirst(base.count))
        return globs.matches(relative)
    }
}
