import Foundation
import XCTest

/// A `fix` stopped or raced while a write is in flight, at a known moment: the writer pauses
/// there (RECOLOR_TEST_PAUSE_DIR, two FIFOs) until the test has acted. No sleeps, no timing.
/// These spawn the executable (CommandRunner.Spawn.process): signals stop a process.
final class InterruptionTests: XCTestCase {
    let config = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##
    let raw = "import UIKit\nlet c = UIColor.white\n"
    let fixed = "import UIKit\nlet c = Semantic.bg\n"

    /// A `recolor` run that pauses before each file's last check and rename.
    final class PausedRun {
        let process = Process()
        let pauseDir: URL
        let stderr = Pipe()
        private var stderrReader: ErrorReader?

        /// `stage`: where the writer pauses (RECOLOR_TEST_PAUSE_AT): `written` or `created`.
        init(_ args: [String], in dir: URL, stage: String = "written") throws {
            pauseDir = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-pause-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: pauseDir, withIntermediateDirectories: true)
            for fifo in ["paused", "resume"] {
                guard mkfifo(pauseDir.appendingPathComponent(fifo).path, 0o600) == 0 else { throw XCTSkip("mkfifo failed") }
            }
            process.executableURL = URL(fileURLWithPath: CommandRunner.recolor)
            process.arguments = args
            process.currentDirectoryURL = dir
            process.environment = ProcessInfo.processInfo.environment.merging(["RECOLOR_TEST_PAUSE_DIR": pauseDir.path, "RECOLOR_TEST_PAUSE_AT": stage]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = stderr
            process.standardInput = FileHandle.nullDevice
            // Should the run end without pausing, open the FIFO's other end so that the test's
            // wait for a pause ends too (with nothing read) instead of hanging.
            let paused = pauseDir.appendingPathComponent("paused").path
            process.terminationHandler = { _ in
                let fd = open(paused, O_WRONLY | O_NONBLOCK)
                if fd >= 0 { close(fd) }
            }
            try process.run()
            stderrReader = ErrorReader(stderr)
        }

        deinit {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            try? FileManager.default.removeItem(at: pauseDir)
        }

        /// Waits for the writer to pause; returns the file it is replacing and its temp file.
        func waitForPause() -> (file: String, temp: String)? {
            // open(2) itself: Foundation does not wait on a FIFO for its writer.
            let fd = open(pauseDir.appendingPathComponent("paused").path, O_RDONLY)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            var data: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(fd, &chunk, chunk.count)
                if n <= 0 { break }
                data += chunk[0..<n]
            }
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            return lines.count == 2 ? (lines[0], lines[1]) : nil
        }

        func resume() {
            let fd = open(pauseDir.appendingPathComponent("resume").path, O_WRONLY)
            if fd >= 0 { close(fd) }
        }

        /// Resumes a run that a signal may have ended: a blocking open would wait for ever for a
        /// reader that is gone, so the open does not block, and is tried again while the run lives
        /// and has not yet opened its end.
        func resumeIfAlive() {
            let path = pauseDir.appendingPathComponent("resume").path
            while process.isRunning {
                let fd = open(path, O_WRONLY | O_NONBLOCK)
                if fd >= 0 {
                    close(fd)
                    return
                }
                usleep(1000)
            }
        }

        /// Ends a run that did not pause as expected; its stderr.
        func stop() -> String {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            return finish().stderr
        }

        /// Waits for the end; the exit status, or the signal that ended it, and stderr.
        func finish() -> (reason: Process.TerminationReason, status: Int32, stderr: String) {
            process.waitUntilExit()
            return (process.terminationReason, process.terminationStatus, stderrReader?.finish() ?? "")
        }
    }

    func strayTempFiles(in dir: URL) -> [String] {
        let walk = FileManager.default.enumerator(atPath: dir.path)
        var out: [String] = []
        while let name = walk?.nextObject() as? String { if name.contains(".recolor-") { out.append(name) } }
        return out
    }

    /// SIGINT, SIGTERM or SIGHUP while a temp file is written: it is removed, the original is
    /// whole and unchanged, and the process ends by that signal. (Before, the signal's default
    /// action ended the process at once, with the temp file left, as SIGKILL still does.)
    func testASignalDuringAWriteRemovesTheTempFile() throws {
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            let s = try Scratch()
            try s.write(".recolor.json", config)
            try s.write("A.swift", raw)
            let run = try PausedRun(["fix", "."], in: s.url)
            guard let pause = run.waitForPause() else { return XCTFail("no pause: \(run.stop())") }
            XCTAssertTrue(FileManager.default.fileExists(atPath: pause.temp), "the temp file is there while paused")
            XCTAssertEqual(try String(contentsOfFile: pause.temp, encoding: .utf8), fixed)
            kill(run.process.processIdentifier, sig)
            let end = run.finish()
            XCTAssertEqual(end.reason, .uncaughtSignal, "signal \(sig)")
            XCTAssertEqual(end.status, sig)
            XCTAssertFalse(FileManager.default.fileExists(atPath: pause.temp), "signal \(sig) left \(pause.temp)")
            XCTAssertEqual(strayTempFiles(in: s.url), [])
            XCTAssertEqual(try s.read("A.swift"), raw)
        }
    }

    /// A signal right after the temp file is created, before it is recorded for removal, still
    /// removes it: the signals wait (blocked) until the file is recorded. (Before, 2 of 12
    /// interrupted runs left an empty `.A.swift.recolor-XXXXXX`; paused at that moment, every one did.)
    func testASignalJustAfterTheTempFileIsCreatedRemovesIt() throws {
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            let s = try Scratch()
            try s.write(".recolor.json", config)
            try s.write("A.swift", raw)
            let run = try PausedRun(["fix", "."], in: s.url, stage: "created")
            guard let pause = run.waitForPause() else { return XCTFail("no pause: \(run.stop())") }
            XCTAssertTrue(FileManager.default.fileExists(atPath: pause.temp), "the temp file is there while paused")
            kill(run.process.processIdentifier, sig)
            run.resumeIfAlive()
            let end = run.finish()
            XCTAssertEqual(end.reason, .uncaughtSignal, "signal \(sig): \(end.stderr)")
            XCTAssertEqual(end.status, sig)
            XCTAssertEqual(strayTempFiles(in: s.url), [], "signal \(sig)")
            XCTAssertEqual(try s.read("A.swift"), raw)
        }
    }

    /// Every other signal whose default action ends the process removes the temp file too, at
    /// both pauses: SIGUSR1, SIGALRM and the rest left `.A.swift.recolor-XXXXXX` (only SIGINT,
    /// SIGTERM and SIGHUP were handled). SIGQUIT (a core dump) and SIGPIPE are handled the same
    /// way but not sent here.
    func testEveryTerminatingSignalRemovesTheTempFile() throws {
        for stage in ["created", "written"] {
            for sig in [SIGUSR1, SIGALRM, SIGUSR2, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ] {
                let s = try Scratch()
                try s.write(".recolor.json", config)
                try s.write("A.swift", raw)
                let run = try PausedRun(["fix", "."], in: s.url, stage: stage)
                guard run.waitForPause() != nil else { return XCTFail("no pause: \(run.stop())") }
                kill(run.process.processIdentifier, sig)
                run.resumeIfAlive()
                let end = run.finish()
                XCTAssertEqual(end.reason, .uncaughtSignal, "signal \(sig) at \(stage): \(end.stderr)")
                XCTAssertEqual(end.status, sig)
                XCTAssertEqual(strayTempFiles(in: s.url), [], "signal \(sig) at \(stage)")
                XCTAssertEqual(try s.read("A.swift"), raw)
            }
        }
    }

    /// SIGKILL cannot be handled: killed before the k-th file's rename, the files before it are
    /// new, the others old, each whole, and the k-th file's temp file is the only one left
    /// (it holds the whole new content). Replaces a test that killed at timed moments (29 s).
    func testKilledFixLeavesEveryFileOldOrNew() throws {
        let count = 12
        for k in [1, 5, count] {
            let s = try Scratch()
            try s.write(".recolor.json", config)
            for n in 0..<count { try s.write("F/File\(String(format: "%02d", n)).swift", raw + "// file \(n)\n") }
            let run = try PausedRun(["fix", "--jobs", "1", "F"], in: s.url)
            var last: (file: String, temp: String)?
            for pause in 1...k {
                guard let p = run.waitForPause() else { return XCTFail("no pause \(pause): \(run.stop())") }
                last = p
                if pause < k { run.resume() }
            }
            kill(run.process.processIdentifier, SIGKILL)
            XCTAssertEqual(run.finish().reason, .uncaughtSignal)
            for n in 0..<count {
                let text = try s.read("F/File\(String(format: "%02d", n)).swift")
                XCTAssertEqual(text, (n < k - 1 ? fixed : raw) + "// file \(n)\n", "file \(n), killed at write \(k)")
            }
            let stray = strayTempFiles(in: s.url)
            XCTAssertEqual(stray.count, 1, "\(stray)")
            XCTAssertEqual(try String(contentsOfFile: last!.temp, encoding: .utf8), fixed + "// file \(k - 1)\n")
        }
    }

    /// Lines another writer appends while the new content is written are kept: the file is
    /// skipped with an error, and the other files are still fixed.
    func testAnAppendWhileFixWritesIsKept() throws {
        let s = try Scratch()
        try s.write(".recolor.json", config)
        try s.write("A.swift", raw)
        try s.write("B.swift", raw)
        let run = try PausedRun(["fix", "."], in: s.url)
        guard let first = run.waitForPause() else { return XCTFail("no pause: \(run.stop())") }
        XCTAssertTrue(first.file.hasSuffix("A.swift"), first.file)
        let handle = try FileHandle(forWritingTo: s.url.appendingPathComponent("A.swift"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("let d = 4\n".utf8))
        try handle.close()
        run.resume()
        guard run.waitForPause() != nil else { return XCTFail("no second pause: \(run.stop())") }
        run.resume()
        let end = run.finish()
        XCTAssertEqual(end.status, 3, end.stderr)
        XCTAssertTrue(end.stderr.contains("A.swift: changed since it was read; skipped"), end.stderr)
        XCTAssertEqual(try s.read("A.swift"), raw + "let d = 4\n")
        XCTAssertEqual(try s.read("B.swift"), fixed)
        XCTAssertEqual(strayTempFiles(in: s.url), [])
    }
}
