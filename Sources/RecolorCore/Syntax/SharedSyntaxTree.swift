#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One file's `SyntaxTree`, built on first use and shared by the `SwiftSource` and every copy of it:
/// the screening's readers, the color detectors, the hazard detectors and the site writer each built
/// their own (Clop's 160 KB files: in a `check`, 12 % of the samples tokenizing in the screening, 7 % again
/// in detection, 7 % building trees in the screening and 5 % again in detection; perf, session 29). The
/// tokens are immutable, so one tree serves them all. Locked: a file is read by one worker at a time in a
/// run, but a `SwiftSource` is `Sendable` and may be read from two threads.
package final class SharedSyntaxTree: @unchecked Sendable {
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private var built: SyntaxTree?

    init() {
        lock = .allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// The tree of `file`, whose tokens this cache belongs to.
    func tree(of file: SwiftSource) -> SyntaxTree {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let built { return built }
        let tree = SyntaxTree(file)
        built = tree
        return tree
    }
}
