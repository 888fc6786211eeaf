#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temp file `AtomicWriter` is writing, removed if SIGINT, SIGTERM or SIGHUP ends the
/// process before the rename (an interrupted `fix` must not leave `.name.recolor-XXXXXX`
/// files). The handler may only call async-signal-safe functions, so the path lives in a
/// static C buffer: byte 0 says whether a temp file is in flight, the path follows. The
/// handler unlinks it, restores the default action and raises the signal again, so the
/// process ends as the signal says (exit status 128 + n in a shell).
enum TempFileInFlight {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
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

    /// Records `template` (the NUL-terminated path mkstemp filled in) as the temp file in flight.
    static func arm(_ template: [CChar]) {
        guard template.count < capacity else { return }  // a path longer than PATH_MAX: no cleanup
        template.withUnsafeBufferPointer { (buffer + 1).update(from: $0.baseAddress!, count: $0.count) }
        buffer[0] = 1  // after the path: a handler sees a whole path or none
    }

    static func disarm() {
        buffer[0] = 0
    }

    private static let onSignal: @convention(c) (Int32) -> Void = { sig in
        let b = TempFileInFlight.buffer
        if b[0] != 0 { unlink(b + 1) }
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
/// `RECOLOR_TEST_PAUSE_DIR` set to a folder holding two FIFOs, each write, once its temp file is
/// written and synced and before the last check and the rename, writes its path and temp path
/// to `DIR/paused`, then waits until `DIR/resume` is opened for writing and closed.
enum TestPause {
    static let directory: String? = {
        guard let value = getenv("RECOLOR_TEST_PAUSE_DIR") else { return nil }
        return String(cString: value)
    }()

    static func point(path: String, tempPath: String) {
        guard let directory else { return }
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
