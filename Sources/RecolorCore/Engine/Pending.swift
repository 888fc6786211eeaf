#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value worked out on a thread of its own while the caller goes on; `value` waits for it.
/// The project files are read so, beside the walk and the Swift screening, which do not need
/// them: read before them, a single large `project.pbxproj` kept one core of two idle (the
/// project phase was 43 % of a `check` of macos-browser, perf, 3 runs).
final class Pending<T: Sendable>: @unchecked Sendable {
    /// Written by the thread, read after it is joined.
    private final class Box: @unchecked Sendable { var value: T? }
    private let box = Box()
    private let lock = PlainLock()
    private var thread: pthread_t?

    init(_ work: @escaping @Sendable () -> T) {
        let box = self.box
        thread = WorkerThreads.start { box.value = work() }
        // No thread could be started: the work is done here.
        if thread == nil { box.value = work() }
    }

    /// The value, once the thread has finished.
    var value: T {
        lock.withLock {
            if let t = thread {
                pthread_join(t, nil)
                thread = nil
            }
            return box.value!
        }
    }
}
