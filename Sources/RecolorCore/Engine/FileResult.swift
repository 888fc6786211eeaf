/// One file of a run with findings: its content, the language that read it, its reports, and
/// the file as `fix` writes it.
public struct FileResult: Sendable {
    /// The path reports show.
    public var path: String
    /// Where the file is read and written.
    public var diskPath: String
    public var bytes: [UInt8]
    /// The language that read it (Swift, an Interface Builder document, a color set).
    public var kind: SourceKind
    /// Its findings, in file order.
    public var reports: [Report]
    /// Edits `fix` makes besides the findings' replacements (an Interface Builder document's
    /// named-color caches and capability).
    public var documentEdits: [Edit] = []
    /// What its language noted while writing tokens, for stderr (an Interface Builder document:
    /// a system color written as a named color, and why).
    package var notes: [String] = []

    public init(path: String, diskPath: String? = nil, bytes: [UInt8], kind: SourceKind, reports: [Report], documentEdits: [Edit] = []) {
        self.path = path
        self.diskPath = diskPath ?? path
        self.bytes = bytes
        self.kind = kind
        self.reports = reports
        self.documentEdits = documentEdits
    }

    /// The bytes `fix` writes for this file (`hazards`: `fix --hazards`): every mapped finding's
    /// replacement and the language's own edits, less the edits it declines (a Swift edit that
    /// would add a lexer error). The file's own bytes when `fix` leaves it as it is.
    public func rewritten(hazards: Bool = false) -> [UInt8] {
        guard let rewrite = rewrite(hazards: hazards), !rewrite.outcome.kept.isEmpty else { return bytes }
        return rewrite.outcome.bytes
    }

    /// The file rewritten by its language, or nil when no finding has an edit: what `fix`
    /// writes, counts and declines, and what `--diff` shows.
    func rewrite(hazards: Bool) -> LanguageRewrite? {
        let edits = Edits.normalized(Engine.edits(for: reports, hazards: hazards))
        guard !edits.isEmpty else { return nil }
        return kind.language.rewrite(self, edits: edits)
    }
}
