import RecolorCore

/// The PATHs of a command, without the files named there that are no source recolor reads:
/// `recolor fix *` names NOTES.md and Info.plist, which were read as Swift and rewritten. Each
/// is said on stderr and left out, never read or written; folders are walked as before.
enum NamedPaths {
    static let what = "not a source recolor reads (.swift, .xib, .storyboard, a color set's Contents.json); skipped"

    /// The paths to run on, or nil when every PATH given was such a file (exit 2, said here).
    static func sources(_ paths: [String], command: String, cli: CLI) -> [String]? {
        var kept: [String] = []
        for path in paths {
            let disk = cli.environment.onDisk(path)
            let kind = PathText.kind(of: disk)
            // A missing PATH is the walk's to report; a folder is walked for sources.
            if kind.exists && !kind.isDirectory && !SourceKind.isWalkedSource(disk) {
                cli.printErr("recolor: \(path): \(what)")
            } else {
                kept.append(path)
            }
        }
        if !paths.isEmpty && kept.isEmpty {
            cli.printErr("recolor \(command): no source file to read among the paths given; nothing done")
            return nil
        }
        return kept
    }
}
