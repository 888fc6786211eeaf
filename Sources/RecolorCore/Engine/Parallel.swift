#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs `body` for every index on `threads` workers and returns the results in index order,
/// so the output never depends on the number of threads or on scheduling. Workers take small
/// batches of indices from a shared counter, so one large file does not idle the others.
enum Parallel {
    static var defaultThreads: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `body` runs concurrently, so it must be `@Sendable` and its results `Sendable`.
    /// `itemsPerWorker`: how many items make starting one more worker worth it (16 for files
    /// checked; 1 where each item is long work, a project file, and then each is handed out alone).
    static func map<T: Sendable>(_ count: Int, threads: Int, itemsPerWorker: Int = 16, _ body: @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        // Starting workers costs more than a few files take (a pre-commit check of 10 files
        // was 8 ms slower on 2 threads): one worker per 16 items at most.
        let workers = max(1, min(threads, (count + itemsPerWorker - 1) / itemsPerWorker))
        if workers == 1 { return (0..<count).map(body) }
        let batch = itemsPerWorker == 1 ? 1 : max(1, min(16, count / (workers * 8)))
        let counter = BatchCounter(total: count, batch: batch)
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            let results = Results(buffer.baseAddress!)
            WorkerThreads.run(extra: workers - 1) {
                while let range = counter.next() {
                    for k in range { results.initialize(body(k), at: k) }
                }
            }
            initialized = count
        }
    }
}

extension Parallel {
    /// `map` taking the indices in the order `order` gives (a permutation of `0..<count`), one at
    /// a time: given the longest items first, no worker is left alone with a long one at the end
    /// (in path order a run's largest file could come last, in a batch of 16). Results in index order.
    static func map<T: Sendable>(_ count: Int, threads: Int, order: [Int], _ body: @Sendable (Int) -> T) -> [T] {
        precondition(order.count == count, "a permutation of the indices")
        guard count > 0 else { return [] }
        let workers = max(1, min(threads, (count + 15) / 16))
        if workers == 1 { return (0..<count).map(body) }
        let counter = BatchCounter(total: count, batch: 1)
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            let results = Results(buffer.baseAddress!)
            WorkerThreads.run(extra: workers - 1) {
                while let range = counter.next() {
                    for k in range { results.initialize(body(order[k]), at: order[k]) }
                }
            }
            initialized = count
        }
    }
}

/// The result array's storage, each element initialized in place by the one worker the batch
/// counter hands its index to, and read only after all workers have finished (so sharing it is
/// safe although the compiler cannot prove it). Results were stored in optional slots and copied
/// into the array on the calling thread: for a run's files (a `SwiftFile` of some 400 bytes each)
/// the slots' setup, that copy and the slots' release were about 3 % of a `check` of corpus26's
/// samples (perf, DWARF unwinding), all of it on one thread after the workers.
private struct Results<T>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<T>

    init(_ base: UnsafeMutablePointer<T>) { self.base = base }

    func initialize(_ value: T, at index: Int) { (base + index).initialize(to: value) }
}

private final class BatchCounter: @unchecked Sendable {
    private let lock = PlainLock()
    private var nextIndex = 0
    let total: Int
    let batch: Int

    init(total: Int, batch: Int) {
        self.total = total
        self.batch = batch
    }

    func next() -> Range<Int>? {
        lock.withLock {
            guard nextIndex < total else { return nil }
            let start = nextIndex
            nextIndex = min(total, start + batch)
            return start..<nextIndex
        }
    }
}
