#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The declaration each finding stands in (`DeclarationPlace`), read once per file: what a rule
/// limited to places (`"in"`) compares. An Interface Builder finding carries its view's class.
struct ReportPlaces {
    private let sources: [String: FileResult]
    private var trees: [String: (SwiftSource, SyntaxTree)] = [:]

    init(_ sources: [FileResult]) {
        self.sources = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The place of `r`'s finding, nil at a file's top level or in a file that is not Swift.
    mutating func place(of r: Report) -> String? {
        if r.finding.kind == .ibColor { return r.finding.place }
        if trees[r.file] == nil {
            guard let content = sources[r.file], content.kind == .swift else { return nil }
            let file = SwiftSource(path: content.path, bytes: content.bytes)
            trees[r.file] = (file, SyntaxTreeMemo(file: file).tree)
        }
        let (file, tree) = trees[r.file]!
        return DeclarationPlace.path(at: file.codeIndex(atOrAfter: r.finding.range.lowerBound), in: file, tree: tree)
    }
}
