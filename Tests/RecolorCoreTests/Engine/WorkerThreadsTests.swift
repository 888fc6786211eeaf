#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if os(Linux)
import RecolorSystem
#endif
@testable import RecolorCore
import XCTest

/// The threads behind `Parallel.map`: each runs the work, all have finished when `run` returns,
/// and a worker started on another CPU is not kept there.
final class WorkerThreadsTests: XCTestCase {
    /// What the threads saw, written under a lock.
    final class Seen: @unchecked Sendable {
        let lock = PlainLock()
        var threads: [UInt] = []
        var finished = 0
        #if os(Linux)
        var affinities: [[UInt8]] = []
        #endif
    }

    static func threadID() -> UInt {
        #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
        #else
        UInt(pthread_self())
        #endif
    }

    func testEveryThreadRunsTheWorkAndAllHaveFinishedOnReturn() {
        for extra in [0, 1, 3, 15] {
            let seen = Seen()
            WorkerThreads.run(extra: extra) {
                let me = Self.threadID()
                usleep(2_000)  // a thread that returns at once could hide a missing join
                seen.lock.withLock {
                    seen.threads.append(me)
                    seen.finished += 1
                }
            }
            XCTAssertEqual(seen.finished, extra + 1, "\(extra) extra threads")
            XCTAssertEqual(Set(seen.threads).count, extra + 1, "each on its own thread")
            XCTAssertTrue(seen.threads.contains(Self.threadID()), "the caller works too")
        }
    }

    func testParallelMapGivesEveryResultInIndexOrder() {
        for threads in [1, 2, 5] {
            XCTAssertEqual(Parallel.map(1_000, threads: threads) { $0 * $0 }, (0..<1_000).map { $0 * $0 })
            // Taken in another order (largest first), given back in index order all the same.
            XCTAssertEqual(Parallel.map(1_000, threads: threads, order: (0..<1_000).reversed()) { $0 * $0 }, (0..<1_000).map { $0 * $0 })
        }
    }

    #if os(Linux)
    /// Started on one CPU so that it runs at once, a worker must then be free to run wherever the
    /// caller may: pinned, a busy CPU would hold it.
    func testAWorkerMayRunOnEveryCPUTheCallerMay() throws {
        var mine = cpu_set_t()
        XCTAssertEqual(recolor_thread_affinity(&mine), 0)
        let allowed = withUnsafeBytes(of: mine) { Array($0) }
        let cpus = allowed.reduce(0) { $0 + $1.nonzeroBitCount }
        try XCTSkipIf(cpus < 2, "one CPU: workers start where the caller runs")
        let seen = Seen()
        WorkerThreads.run(extra: 3) {
            var set = cpu_set_t()
            _ = recolor_thread_affinity(&set)
            let bytes = withUnsafeBytes(of: set) { Array($0) }
            seen.lock.withLock { seen.affinities.append(bytes) }
        }
        XCTAssertEqual(seen.affinities.count, 4)
        for affinity in seen.affinities { XCTAssertEqual(affinity, allowed) }
    }
    #endif
}
