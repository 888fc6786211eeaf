#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program directly with posix_spawn (never through a shell, so no path or argument is
/// ever interpreted) and one poll loop over its pipes, so neither side blocks on a full pipe.
/// Not Foundation's Process: on Linux its `waitUntilExit` polls a run loop every 50 ms, which
/// alone would triple the time of `check --staged`.
struct Subprocess {
    struct Output {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
    }

    struct LaunchError: Error {
        var message: String
    }

    /// The first executable named `name` on the PATH (`environment`'s; nil: the process's).
    static func which(_ name: String, environment: [String: String]? = nil) -> String? {
        let given = environment.map { $0["PATH"] } ?? getenv("PATH").map { String(cString: $0) }
        let path = given ?? "/usr/bin:/bin:/usr/local/bin"
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = String(dir) + "/" + name
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// `environment`: the child's variables; nil: the process's own.
    static func run(_ executable: String, _ arguments: [String], input: [UInt8]? = nil, environment: [String: String]? = nil) throws -> Output {
        var inPipe: [Int32] = [-1, -1], outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        guard pipe(&inPipe) == 0, pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
            throw LaunchError(message: "cannot create pipes: \(errnoText())")
        }
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in inPipe + outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { envp?.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = envp.map { posix_spawn(&pid, executable, &actions, nil, argv, $0) } ?? posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(inPipe[0]); close(outPipe[1]); close(errPipe[1])
        guard spawned == 0 else {
            close(inPipe[1]); close(outPipe[0]); close(errPipe[0])
            throw LaunchError(message: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }

        var stdout: [UInt8] = [], stderr: [UInt8] = []
        let pending = input ?? []
        var written = 0
        var inFD = inPipe[1]
        if pending.isEmpty { close(inFD); inFD = -1 } else { _ = fcntl(inFD, F_SETFL, fcntl(inFD, F_GETFL) | O_NONBLOCK) }
        var outFD = outPipe[0], errFD = errPipe[0]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while inFD >= 0 || outFD >= 0 || errFD >= 0 {
            var fds = [pollfd(fd: inFD, events: Int16(POLLOUT), revents: 0),
                       pollfd(fd: outFD, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: errFD, events: Int16(POLLIN), revents: 0)]
            if poll(&fds, 3, -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            if inFD >= 0 && fds[0].revents != 0 {
                let n = pending.withUnsafeBytes { write(inFD, $0.baseAddress! + written, $0.count - written) }
                if n > 0 { written += n }
                if n < 0 && errno != EAGAIN && errno != EINTR || written == pending.count { close(inFD); inFD = -1 }
            }
            for (k, fd) in [(1, outFD), (2, errFD)] where fd >= 0 && fds[k].revents != 0 {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
                if n > 0 {
                    if k == 1 { stdout.append(contentsOf: buffer[0..<n]) } else { stderr.append(contentsOf: buffer[0..<n]) }
                } else if n == 0 || errno != EINTR && errno != EAGAIN {
                    close(fd)
                    if k == 1 { outFD = -1 } else { errFD = -1 }
                }
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // The exit code when the child exited; 128 + the signal when a signal ended it.
        let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let errText = String(decoding: stderr, as: UTF8.self)
        return Output(status: code, stdout: stdout, stderr: errText.trimmingWhitespace())
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
