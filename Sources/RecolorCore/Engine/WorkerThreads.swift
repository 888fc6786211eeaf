#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if os(Linux)
internal import RecolorSystem
#endif

/// Runs one piece of work on the calling thread and on `extra` threads started for it, and
/// returns when all have finished. A thread that cannot be started leaves its share to the
/// others: the work must take its items from a shared source.
///
/// Plain threads, each started on a CPU other than the caller's. Linux places a new thread on
/// its parent's CPU and moves it to an idle one only at a later balancing tick: on a 2-CPU
/// machine the second worker started 2–4.6 ms late in most runs (Dispatch's pool and plain
/// threads alike), while checking a 2 MB app takes 14 ms; started on the other CPU, it ran
/// within 0.1 ms. Once running, a worker may run on any CPU the process may.
enum WorkerThreads {
    /// The main thread's stack size on Linux and macOS, so work runs as deep on a worker as on
    /// the main thread (a new thread gets 512 KB on macOS).
    static let stackSize = 8 << 20

    static func run(extra: Int, _ work: @Sendable () -> Void) {
        guard extra > 0 else { return work() }
        withoutActuallyEscaping(work) { work in
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackSize)
            #if os(Linux)
            let placement = Placement()
            #endif
            var started: [pthread_t] = []
            started.reserveCapacity(extra)
            for k in 0..<extra {
                #if os(Linux)
                let start = Start(work, allowed: placement?.allowed)
                if let placement { var cpu = placement.cpu(for: k); recolor_attributes_set_affinity(&attributes, &cpu) }
                #else
                let start = Start(work)
                #endif
                let context = Unmanaged.passRetained(start).toOpaque()
                if let thread = spawn(context, &attributes) {
                    started.append(thread)
                } else {
                    Unmanaged<Start>.fromOpaque(context).release()
                }
            }
            work()
            for thread in started { pthread_join(thread, nil) }
        }
    }

    /// Starts `work` on a thread of its own (with `stackSize`), for the caller to join; nil
    /// when no thread can be started.
    static func start(_ work: @escaping @Sendable () -> Void) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        #if os(Linux)
        let start = Start(work, allowed: nil)
        #else
        let start = Start(work)
        #endif
        let context = Unmanaged.passRetained(start).toOpaque()
        if let thread = spawn(context, &attributes) { return thread }
        Unmanaged<Start>.fromOpaque(context).release()
        return nil
    }

    /// What a new thread runs, passed through `pthread_create`'s context pointer.
    private final class Start {
        let work: @Sendable () -> Void
        #if os(Linux)
        /// The CPUs the thread may run on once started.
        let allowed: cpu_set_t?
        init(_ work: @escaping @Sendable () -> Void, allowed: cpu_set_t?) {
            self.work = work
            self.allowed = allowed
        }
        #else
        init(_ work: @escaping @Sendable () -> Void) { self.work = work }
        #endif

        func run() {
            #if os(Linux)
            if var allowed { recolor_set_thread_affinity(&allowed) }
            #endif
            work()
        }
    }

    private static func spawn(_ context: UnsafeMutableRawPointer, _ attributes: inout pthread_attr_t) -> pthread_t? {
        #if canImport(Darwin)
        var thread: pthread_t?
        let status = pthread_create(&thread, &attributes, { context in
            Unmanaged<Start>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        return status == 0 ? thread : nil
        #else
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { context in
            Unmanaged<Start>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        return status == 0 ? thread : nil
        #endif
    }

    #if os(Linux)
    /// The CPUs new threads start on: those the caller may use, its own excepted, in turn.
    private struct Placement {
        let allowed: cpu_set_t
        let others: [Int]

        /// Nil when the CPUs cannot be read or the caller may use only its own.
        init?() {
            var allowed = cpu_set_t()
            guard recolor_thread_affinity(&allowed) == 0 else { return nil }
            let current = Int(recolor_current_cpu())
            let others = withUnsafeBytes(of: allowed) { bits in
                (0..<bits.count * 8).filter { $0 != current && bits[$0 / 8] & (1 << ($0 % 8)) != 0 }
            }
            guard !others.isEmpty else { return nil }
            self.allowed = allowed
            self.others = others
        }

        /// The set holding only the CPU worker `k` starts on.
        func cpu(for k: Int) -> cpu_set_t {
            let cpu = others[k % others.count]
            var set = cpu_set_t()
            withUnsafeMutableBytes(of: &set) { $0[cpu / 8] = 1 << (cpu % 8) }
            return set
        }
    }
    #endif
}
