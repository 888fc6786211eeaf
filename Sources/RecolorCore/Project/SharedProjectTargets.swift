#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The targets of each `project.pbxproj` of a run, parsed once. `ProjectFacts` reads every project
/// file, and the forced appearance's per-target sites (`ForcedAppearance.perAppTarget`) parsed again
/// each one that sets the style key, both on threads beside the screening: babylon-wallet's two
/// 880 KB project files and Windscribe's 645 KB one were parsed twice, 3.5 % of a `check` of corpus27
/// (perf, session 30). `ProjectFacts` says which files it reads (`announce`), then gives each one's
/// targets (`provide`) and at its end `finish`es; the other reader waits for an announced file's
/// targets, and parses itself a file that is not announced (or not given by the finish).
/// Shared only where both readers name files alike (a standard working folder, `Engine.measuredRun`).
package final class SharedProjectTargets: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var announced: Set<String>?
    private var finished = false
    private var given: [String: [BuildTarget]] = [:]

    package init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(mutex)
        }
        return body()
    }

    /// The project files `ProjectFacts` will read (absolute, standardized).
    package func announce(_ files: [String]) { locked { announced = Set(files) } }

    /// The targets `ProjectFacts` read from `file`.
    package func provide(_ file: String, _ targets: [BuildTarget]) { locked { given[file] = targets } }

    /// `ProjectFacts` is done: a file it did not give is parsed by whoever asks.
    package func finish() { locked { finished = true } }

    /// The targets of `file` (absolute, standardized) as `ProjectFacts` read them, waited for; nil
    /// when it does not read that file.
    package func targets(of file: String) -> [BuildTarget]? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while true {
            if let found = given[file] { return found }
            if finished { return nil }
            if let announced, !announced.contains(file) { return nil }
            pthread_cond_wait(changed, mutex)
        }
    }
}
