#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The declaration each finding stands in (`DeclarationPlace`), read once per file: what a rule
/// limited to places (`"in"`) compares. An Interface Builder finding carries its view's class.
struct ReportPlaces {
    private let sources: [String: FileResult]
    private var trees: [String: (SwiftSource, SyntaxTree, DeclarationPlace.UseSiteIndex?)] = [:]
    /// Down to the receiver, as `check` places a finding for rules limited to places: a keep rule
    /// init limits to `buildSubviews.facebookLoginBtn` keeps there, and init said of it "the draft's
    /// rules do not map this finding" (Monotone, Spend Stack; session 40, recall40f-v5).
    private let receivers: Bool

    init(_ sources: [FileResult], receivers: Bool = false) {
        self.sources = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        self.receivers = receivers
    }

    /// The place of `r`'s finding, nil at a file's top level or in a file that is not Swift.
    mutating func place(of r: Report) -> String? {
        if r.finding.kind == .ibColor { return r.finding.place }
        if trees[r.file] == nil {
            guard let content = sources[r.file], content.kind == .swift else { return nil }
            let file = SwiftSource(path: content.path, bytes: content.bytes)
            trees[r.file] = (file, SyntaxTreeMemo(file: file).tree, receivers ? DeclarationPlace.UseSiteIndex(file) : nil)
        }
        let (file, tree, sites) = trees[r.file]!
        let k = file.codeIndex(atOrAfter: r.finding.range.lowerBound)
        if let sites { return DeclarationPlace.path(at: k, in: file, tree: tree, sites: sites) }
        return DeclarationPlace.path(at: k, in: file, tree: tree)
    }
}
