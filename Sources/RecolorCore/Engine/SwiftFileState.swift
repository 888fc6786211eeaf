/// One Swift file on its way through a run. Each phase moves it on; a state holds only what the
/// phases after it need, so memory follows the findings, not the tree.
enum SwiftFileState: Sendable {
    /// Could not be read, or is not UTF-8.
    case failed(FileProblem)
    /// A generated file, skipped.
    case generated
    /// Screened: no finding is possible with the settings known so far. The bytes are kept when
    /// a later phase may read them (a typealias or declaration to learn, a second screening).
    case screenedOut(Screened, bytes: [UInt8]?)
    /// Screened: may hold a finding; tokenized when detected.
    case candidate(Screened, bytes: [UInt8])
    /// Tokenized to learn the run's settings (it declares a palette, typealiases of color types
    /// or color contexts); detected too when it is a candidate.
    case tokenized(Screened, SwiftSource, candidate: Bool)
    /// Detected (or never a candidate): its outcome.
    case done(FileOutcome)

    /// What the screening learned, while the file is between screening and detection.
    var screened: Screened? {
        switch self {
        case .screenedOut(let s, _), .candidate(let s, _), .tokenized(let s, _, _): s
        case .failed, .generated, .done: nil
        }
    }

    /// One field of what the screening learned, read in place: `screened` returns a copy of the whole
    /// `Screened` (a dozen arrays and tables retained, then released), and the settings step read
    /// a field of it ten times per file, 113,563 copies of it in a `check` of corpus26 (with its
    /// `SwiftFile` copies, 83 M of 4,007 M instructions; callgrind).
    @inline(__always)
    func learned<T>(_ field: (Screened) -> T) -> T? {
        switch self {
        case .screenedOut(let s, _), .candidate(let s, _), .tokenized(let s, _, _): field(s)
        case .failed, .generated, .done: nil
        }
    }

    var isCandidate: Bool {
        switch self {
        case .candidate: true
        case .tokenized(_, _, let candidate): candidate
        case .failed, .generated, .screenedOut, .done: false
        }
    }

    /// The file's bytes if a phase kept them.
    var keptBytes: [UInt8]? {
        switch self {
        case .screenedOut(_, let bytes): bytes
        case .candidate(_, let bytes): bytes
        case .tokenized(_, let file, _): file.bytes
        case .failed, .generated, .done: nil
        }
    }

    /// The file as the run ends: failures and generated files as they are, the rest scanned.
    var outcome: FileOutcome {
        switch self {
        case .failed(let problem): .failed(problem)
        case .generated: .skipped
        case .screenedOut, .candidate, .tokenized: .scanned
        case .done(let outcome): outcome
        }
    }
}

/// A Swift file of a run: where it comes from, and where it stands.
struct SwiftFile: Sendable {
    let input: FileInput
    var state: SwiftFileState
}

extension Array where Element == SwiftFile {
    /// Moves the files `selected` picks on by `step`, in parallel; the others stay as they are.
    /// Returns how many were picked.
    @discardableResult
    mutating func advance(threads: Int, where selected: (SwiftFile) -> Bool, _ step: @Sendable (SwiftFile) -> SwiftFileState) -> Int {
        let picked = indices.filter { selected(self[$0]) }
        guard !picked.isEmpty else { return 0 }
        let moved = Array.moved(self, picked: picked, threads: threads, step)
        for (state, k) in zip(moved, picked) { self[k].state = state }
        return picked.count
    }

    /// The same, the files taken largest first by `size` (see `Parallel.map(_:threads:order:)`).
    @discardableResult
    mutating func advance(threads: Int, where selected: (SwiftFile) -> Bool, largestFirst size: (SwiftFile) -> Int,
                          _ step: @Sendable (SwiftFile) -> SwiftFileState) -> Int {
        let picked = indices.filter { selected(self[$0]) }
        guard !picked.isEmpty else { return 0 }
        let sizes = picked.map { size(self[$0]) }
        let order = picked.indices.sorted { sizes[$0] > sizes[$1] || sizes[$0] == sizes[$1] && $0 < $1 }
        let moved = Array.moved(self, picked: picked, order: order, threads: threads, step)
        for (state, k) in zip(moved, picked) { self[k].state = state }
        return picked.count
    }

    /// The workers read the files borrowed, not a copy that would still be alive at the writes
    /// (which would copy the whole array once per phase).
    private static func moved(_ files: [SwiftFile], picked: [Int], threads: Int, _ step: @Sendable (SwiftFile) -> SwiftFileState) -> [SwiftFileState] {
        Parallel.map(picked.count, threads: threads) { step(files[picked[$0]]) }
    }

    private static func moved(_ files: [SwiftFile], picked: [Int], order: [Int], threads: Int,
                              _ step: @Sendable (SwiftFile) -> SwiftFileState) -> [SwiftFileState] {
        Parallel.map(picked.count, threads: threads, order: order) { step(files[picked[$0]]) }
    }
}
