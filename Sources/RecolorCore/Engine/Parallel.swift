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
        let slots = Slots<T>(count: count)
        defer { slots.release() }
        let batch = itemsPerWorker == 1 ? 1 : max(1, min(16, count / (workers * 8)))
        let counter = BatchCounter(total: count, batch: batch)
        WorkerThreads.run(extra: workers - 1) {
            while let range = counter.next() {
                for k in range { slots.store(body(k), at: k) }
            }
        }
        return (0..<count).map { slots.load($0) }
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
        let slots = Slots<T>(count: count)
        defer { slots.release() }
        let counter = BatchCounter(total: count, batch: 1)
        WorkerThreads.run(extra: workers - 1) {
            while let range = counter.next() {
                for k in range { slots.store(body(order[k]), at: order[k]) }
            }
        }
        return (0..<count).map { slots.load($0) }
    }
}

/// The results, one slot per index. Each slot is written by exactly one worker (the batch
/// counter hands every index out once) and read only after all workers have finished, so
/// sharing the buffer between workers is safe although the compiler cannot prove it.
private struct Slots<T: Sendable>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<T?>
    private let count: Int

    init(count: Int) {
        self.count = count
        base = UnsafeMutablePointer<T?>.allocate(capacity: count)
        base.initialize(repeating: nil, count: count)
    }

    func store(_ value: T, at index: Int) { base[index] = value }
    func load(_ index: Int) -> T { base[index]! }

    func release() {
        base.deinitialize(count: count)
        base.deallocate()
    }
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
