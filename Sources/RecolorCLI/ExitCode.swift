/// Every exit status recolor has, once: the commands return these, and the help's
/// EXIT CODES line is written from them.
enum ExitCode {
    static let success: Int32 = 0
    /// Findings remain (`check`), a pair below its minimum (`contrast`), stale files (`generate --check`).
    static let findings: Int32 = 1
    static let usage: Int32 = 2
    static let io: Int32 = 3
    /// `contrast` found no pair to check though the table has tokens.
    static let nothingChecked: Int32 = 4

    /// Each code with what it means, in order.
    static let meanings: [(Int32, String)] = [
        (success, "success"), (findings, "findings remain (check) or a pair fails (contrast)"),
        (usage, "usage or configuration error"), (io, "I/O error on some file"),
        (nothingChecked, "nothing checked (contrast: tokens but no pair)"),
    ]
}
