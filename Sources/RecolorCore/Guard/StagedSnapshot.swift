#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the staged snapshot could not be read: not a repository, no git, git failed.
public struct StagedError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// The index content of the staged source files (`.swift`, `.xib`, `.storyboard`, color sets) (added, copied, modified, renamed): what
/// the commit will contain, not the working tree. A partially staged file is its staged part.
public enum StagedSnapshot {
    public struct Entry: Equatable, Sendable {
        /// Path relative to the repository's top level, as git prints it.
        public var path: String
        /// The blob id of the staged content.
        public var blob: String
    }

    /// The staged files under `pathspecs` (all of the index when empty), read in one
    /// `git cat-file --batch`. Paths are shown relative to `cwd`, like a walk's.
    public static func read(cwd: String, pathspecs: [String], excludes: [String] = [],
                            includeGenerated: Bool = false) throws -> (sources: [FileInput], problems: [FileProblem]) {
        let staged = try readStaged(cwd: cwd, pathspecs: pathspecs, excludes: excludes, includeGenerated: includeGenerated)
        return (staged.sources, staged.problems)
    }

    /// What `read` returns, and the staged sources the excludes left out (as shown): a guard
    /// whose excludes leave nothing staged to check must say so, not pass in silence.
    package struct Staged {
        package var sources: [FileInput]
        package var problems: [FileProblem]
        package var excluded: [String]
    }

    /// `environment`: git's, and the PATH it is looked up on (a command's; nil: the process's).
    package static func readStaged(cwd: String, pathspecs: [String], excludes: [String] = [],
                                   includeGenerated: Bool = false, environment: [String: String]? = nil) throws -> Staged {
        guard let git = Subprocess.which("git", environment: environment) else {
            throw StagedError(message: "--staged needs git, and no 'git' was found on the PATH")
        }
        let top = try gitText(git, ["rev-parse", "--show-toplevel"], cwd: cwd, environment: environment, failure: "not inside a git repository")
        let diff = try runGit(git, ["--literal-pathspecs", "diff", "--cached", "--raw", "-z", "--no-abbrev", "--no-renames", "--diff-filter=ACMR", "--"] + pathspecs, cwd: cwd, environment: environment)
        let walker = FileWalker(excludes: excludes, cwd: cwd)
        // git prints the real path of the top level; compare it with the real cwd (/tmp → /private/tmp).
        let realCwd = cwd.withCString { p -> String in
            guard let r = realpath(p, nil) else { return cwd }
            defer { free(r) }
            return String(cString: r)
        }
        func shown(_ path: String) -> String { Baseline.relativePath(top + "/" + path, from: realCwd, cwd: realCwd) }
        let staged = parseRawDiff(diff).filter { entry in
            let components = entry.path.split(separator: "/").map(String.init)
            return SourceKind.isWalkedSource(entry.path) && !components.dropLast().contains(where: FileWalker.skipsFolder)
        }
        let entries = staged.filter { !walker.isExcluded(shown($0.path)) }
        let excluded = staged.filter { walker.isExcluded(shown($0.path)) }.map { shown($0.path) }
        guard !entries.isEmpty else { return Staged(sources: [], problems: [], excluded: excluded) }
        let input = entries.map { $0.blob + "\n" }.joined()
        let batch = try runGit(git, ["cat-file", "--batch"], cwd: cwd, environment: environment, input: Array(input.utf8))
        let blobs = try parseBatch(batch, count: entries.count)
        var sources: [FileInput] = []
        var problems: [FileProblem] = []
        for (entry, bytes) in zip(entries, blobs) {
            let absolute = top + "/" + entry.path
            let shown = shown(entry.path)
            if let offset = TextFile.firstInvalidUTF8(bytes) {
                problems.append(FileProblem(file: shown, message: "staged content is not valid UTF-8 (first bad byte at offset \(offset)); skipped"))
                continue
            }
            if SourceKind(path: entry.path) == .swift && !includeGenerated && GeneratedFile.isGenerated(bytes) { continue }
            sources.append(FileInput(path: shown, bytes: bytes, diskPath: absolute))
        }
        return Staged(sources: sources, problems: problems, excluded: excluded)
    }

    static func gitText(_ git: String, _ args: [String], cwd: String, environment: [String: String]?, failure: String) throws -> String {
        let output: Subprocess.Output
        do {
            output = try Subprocess.run(git, ["-C", cwd] + args, environment: environment)
        } catch let e as Subprocess.LaunchError {
            throw StagedError(message: e.message)
        }
        guard output.status == 0 else {
            throw StagedError(message: "\(failure) (\(cwd)): git says: \(output.stderr)")
        }
        return String(decoding: output.stdout, as: UTF8.self).trimmingWhitespace()
    }

    static func runGit(_ git: String, _ args: [String], cwd: String, environment: [String: String]?, input: [UInt8]? = nil) throws -> [UInt8] {
        let output: Subprocess.Output
        do {
            output = try Subprocess.run(git, ["-C", cwd] + args, input: input, environment: environment)
        } catch let e as Subprocess.LaunchError {
            throw StagedError(message: e.message)
        }
        guard output.status == 0 else {
            throw StagedError(message: "git \(args.first ?? "") failed (exit \(output.status)): \(output.stderr)")
        }
        return output.stdout
    }

    /// `git diff --raw -z` records: `:oldmode newmode oldblob newblob status\0path\0`.
    /// Regular files only (mode 100644 or 100755): a symlink's blob is its target, a
    /// submodule's is a commit.
    static func parseRawDiff(_ bytes: [UInt8]) -> [Entry] {
        let fields = bytes.split(separator: 0, omittingEmptySubsequences: false)
        var entries: [Entry] = []
        var k = 0
        while k + 1 < fields.count {
            let header = String(decoding: fields[k], as: UTF8.self)
            guard header.hasPrefix(":") else { k += 1; continue }
            let parts = header.dropFirst().split(separator: " ")
            let path = String(decoding: fields[k + 1], as: UTF8.self)
            k += 2
            guard parts.count >= 5 else { continue }
            if parts[4].hasPrefix("R") || parts[4].hasPrefix("C") { k += 1 }
            let mode = parts[1]
            guard mode == "100644" || mode == "100755" else { continue }
            entries.append(Entry(path: path, blob: String(parts[3])))
        }
        return entries
    }

    /// `git cat-file --batch` answers: `<blob> blob <size>\n<content>\n` per request.
    static func parseBatch(_ bytes: [UInt8], count: Int) throws -> [[UInt8]] {
        var blobs: [[UInt8]] = []
        var k = 0
        while blobs.count < count {
            guard let newline = bytes[k...].firstIndex(of: 10) else {
                throw StagedError(message: "git cat-file --batch ended early")
            }
            let header = String(decoding: bytes[k..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), newline + 1 + size <= bytes.count else {
                throw StagedError(message: "git cat-file --batch answered '\(header.joined(separator: " "))'")
            }
            blobs.append(Array(bytes[(newline + 1)..<(newline + 1 + size)]))
            k = newline + 1 + size + 1
        }
        return blobs
    }
}
