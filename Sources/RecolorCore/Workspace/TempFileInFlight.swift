#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temp file `AtomicWriter` is writing, removed if a signal ends the process before the
/// rename (an interrupted `fix` must not leave `.name.recolor-XXXXXX` files): every catchable
/// signal whose default action ends the process, not only SIGINT, SIGTERM and SIGHUP (SIGUSR1,
/// SIGALRM, SIGPIPE and the rest left the file). SIGKILL cannot be caught. The handler may only call async-signal-safe functions, so the path lives in a
/// static C buffer: byte 0 says whether a temp file is in flight, the path follows. The
/// handler unlinks it, restores the default action and raises the signal again, so the
/// process ends as the signal says (exit status 128 + n in a shell).
enum TempFileInFlight {
    /// Every catchable signal whose default action terminates the process (with a core dump or
    /// without); stop, continue and ignore signals are left as they are.
    static let signals: [Int32] = {
        var all: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV,
                            SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS]
        #if os(Linux)
        all += [SIGSTKFLT, SIGIO, SIGPWR]
        #else
        all += [SIGEMT]
        #endif
        return all
    }()
    static let capacity = Int(PATH_MAX) + 2

    nonisolated(unsafe) static let buffer: UnsafeMutablePointer<CChar> = {
        let p = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        p.initialize(repeating: 0, count: capacity)
        return p
    }()

    /// Installed once, on the first write, for each signal whose action is still the default
    /// (a signal the parent ignores, as `nohup` does, stays ignored).
    static let installed: Void = {
        _ = buffer
        for sig in signals {
            var current = sigaction()
            guard sigaction(sig, nil, &current) == 0, isDefault(current) else { continue }
            var action = sigaction()
            setHandler(&action, onSignal)
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
        }
    }()

    static func installHandlers() { installed }

    /// Creates the temp file (mkstemp on `template`) and records it, with those signals
    /// blocked in this thread from before the creation until the file is recorded: a signal
    /// in between left an empty `.name.recolor-XXXXXX` (2 of 12 interrupted runs). A signal that
    /// comes meanwhile waits, and its handler then finds the file recorded. Should another thread
    /// take the signal, its handler waits while byte 0 says a creation is under way (2).
    /// `created` runs between the creation and the record (the tests' pause). The descriptor, or -1.
    static func create(_ template: inout [CChar], created: (String) -> Void) -> Int32 {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for sig in signals { sigaddset(&blocked, sig) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        buffer[0] = 2
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            buffer[0] = 0
            return fd
        }
        created(String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        arm(template)
        return fd
    }

    /// Records `template` (the NUL-terminated path mkstemp filled in) as the temp file in flight.
    static func arm(_ template: [CChar]) {
        guard template.count < capacity else {  // a path longer than PATH_MAX: no cleanup
            buffer[0] = 0
            return
        }
        template.withUnsafeBufferPointer { (buffer + 1).update(from: $0.baseAddress!, count: $0.count) }
        buffer[0] = 1  // after the path: a handler sees a whole path or none
    }

    static func disarm() {
        buffer[0] = 0
    }

    private static let onSignal: @convention(c) (Int32) -> Void = { sig in
        let b = TempFileInFlight.buffer
        // A creation under way in another thread (which blocks the signal) ends in microseconds.
        var pause = timespec(tv_sec: 0, tv_nsec: 100_000)
        while b[0] == 2 { nanosleep(&pause, nil) }
        if b[0] == 1 { unlink(b + 1) }
        signal(sig, SIG_DFL)
        raise(sig)
    }

    private static func isDefault(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 0
        #else
        return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == 0
        #endif
    }

    private static func setHandler(_ action: inout sigaction, _ handler: @escaping @convention(c) (Int32) -> Void) {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
    }
}

/// A test-only pause of `AtomicWriter` at a known point, so that tests can act while a write is
/// in flight (signal it, kill it, change the file) without sleeping. With
/// `RECOLOR_TEST_PAUSE_DIR` set to a folder holding two FIFOs, each write, at the stage
/// `RECOLOR_TEST_PAUSE_AT` names (`written`, the default: its temp file written and synced,
/// before the last check and the rename; `created`: just after the temp file is created),
/// writes its path and temp path to `DIR/paused`, then waits until `DIR/resume` is opened for
/// writing and closed.
enum TestPause {
    enum Stage: String {
        case created, written
    }

    static let directory: String? = {
        guard let value = getenv("RECOLOR_TEST_PAUSE_DIR") else { return nil }
        return String(cString: value)
    }()

    static let stage: Stage = {
        guard let value = getenv("RECOLOR_TEST_PAUSE_AT") else { return .written }
        return Stage(rawValue: String(cString: value)) ?? .written
    }()

    static func point(_ at: Stage, path: String, tempPath: String) {
        guard let directory, at == stage else { return }
        let paused = open(directory + "/paused", O_WRONLY | O_CLOEXEC)
        guard paused >= 0 else { return }
        let note = Array((path + "\n" + tempPath + "\n").utf8)
        _ = note.withUnsafeBytes { write(paused, $0.baseAddress!, $0.count) }
        close(paused)
        let resume = open(directory + "/resume", O_RDONLY | O_CLOEXEC)
        guard resume >= 0 else { return }
        var byte: UInt8 = 0
        while read(resume, &byte, 1) > 0 {}
        close(resume)
    }
}
