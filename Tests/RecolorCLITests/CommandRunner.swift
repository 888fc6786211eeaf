import Foundation
import RecolorCLI
import XCTest

/// Runs recolor in a scratch folder: in process, through the library, against an environment
/// that names the folder and captures the output (the default); or the built `recolor` (beside
/// the test bundle) as a child process, where only a process shows what a test checks. Also git.
struct CommandRunner {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Why a test runs the executable rather than the library.
    enum Spawn {
        /// `check --staged`: git runs as a child of the process that asks, and the check is
        /// tested end to end, as a hook runs it.
        case staged
        /// A signal, a closed or full standard stream (`/dev/full`): what the operating system
        /// does to a process and the status it reports.
        case process
        /// As root, through setpriv as `nobody` (permission bits bind only then): a child only.
        case unprivileged
        /// The executable as users run it: its conventions and exit statuses, once.
        case smoke
    }

    /// recolor in process: the same statuses and output as the executable, without a process.
    static func recolor(_ args: [String], in dir: URL) throws -> Outcome {
        let output = CapturedOutput(), error = CapturedOutput()
        // The folder as the process's getcwd would name it (/var is /private/var on macOS).
        let environment = CommandEnvironment(workingDirectory: dir.resolvingSymlinksInPath().path,
                                             variables: ProcessInfo.processInfo.environment, output: output, error: error)
        let status = RecolorCLI.main(args, environment: environment)
        return Outcome(status: status, stdout: output.text, stderr: error.text)
    }

    /// `contrast` on a scratch tree of `files` (path → text) after `init` drafted its table.
    static func contrastAfterInit(_ files: [String: String]) throws -> Outcome {
        let s = try Scratch()
        for (path, text) in files { try s.write(path, text) }
        let drafted = try recolor(["init", "."], in: s.url)
        guard drafted.status == 0 else { return drafted }
        return try recolor(["contrast", "."], in: s.url)
    }

    /// The built `recolor` as a child process, for the reason given.
    static func spawned(_ args: [String], in dir: URL, because: Spawn) throws -> Outcome {
        try run(recolor, args, in: dir)
    }

    static var recolor: String {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // On macOS the runner is xctest and the bundle is an argument; look beside the bundle.
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            dir = bundle.bundleURL.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("recolor").path
    }

    static func run(_ executable: String, _ args: [String], in dir: URL, stdin: String? = nil, stdoutFile: String? = nil) throws -> Outcome {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = args
        p.currentDirectoryURL = dir
        let out = Pipe(), err = Pipe()
        // A file as standard output (`> /dev/full`): the child writes there, the pipe stays empty.
        let file = stdoutFile.flatMap { FileHandle(forWritingAtPath: $0) }
        p.standardOutput = file ?? out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let errData = ErrorReader(err)
        if file != nil { try? out.fileHandleForWriting.close() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        try? file?.close()
        return Outcome(status: p.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: errData.finish())
    }

    /// Runs recolor as itself, or, when the tests run as root (which ignores permission bits),
    /// as `nobody` through util-linux's `setpriv`, after handing the scratch folder to that user.
    static func recolorWithoutPrivileges(_ args: [String], in dir: URL) throws -> Outcome {
        guard getuid() == 0 else { return try recolor(args, in: dir) }
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else { throw XCTSkip("root ignores permissions and setpriv is missing") }
        let nobody: uid_t = 65534
        let drop = ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", recolor]
        guard try run(setpriv, drop + ["--version"], in: dir).status == 0 else {
            throw XCTSkip("root ignores permissions and nobody cannot run \(recolor)")
        }
        try changeOwner(of: dir, to: nobody)
        return try run(setpriv, drop + args, in: dir)
    }

    private static func changeOwner(of dir: URL, to user: uid_t) throws {
        lchown(dir.path, user, gid_t(user))
        guard let walk = FileManager.default.enumerator(atPath: dir.path) else { return }
        for case let relative as String in walk {
            lchown(dir.appendingPathComponent(relative).path, user, gid_t(user))
        }
    }

    static var git: String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(dir)/git"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    @discardableResult
    static func git(_ args: [String], in dir: URL) throws -> Outcome {
        guard let git else { throw XCTSkip("git is not installed") }
        let outcome = try run(git, args, in: dir)
        if outcome.status != 0 { XCTFail("git \(args.joined(separator: " ")) failed: \(outcome.stderr)") }
        return outcome
    }
}

/// Reads a pipe to its end on another thread (so a full stderr never blocks the child).
final class ErrorReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        DispatchQueue.global().async {
            self.data = pipe.fileHandleForReading.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}

/// A scratch folder, removed at the end of the test.
final class Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ name: String, _ text: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self)
    }

    /// A repository with an identity, so commits work on any machine.
    func initRepository() throws {
        try CommandRunner.git(["init", "-q"], in: url)
        try CommandRunner.git(["config", "user.email", "test@example.com"], in: url)
        try CommandRunner.git(["config", "user.name", "recolor tests"], in: url)
        try CommandRunner.git(["config", "core.autocrlf", "false"], in: url)
    }
}
