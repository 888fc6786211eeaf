#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A local variable's name is no qualifier a designer reads: fsnotes' caret color
/// `let clr = NSColor(red: 0.47, …)` inside `drawInsertionPoint` became the token `clrBlueColor`
/// (session 22 audit F15). A color assigned to a `let`/`var` declared inside a function, closure
/// or statement body is marked so; a type's member (`let headerColor = …` in a class) keeps
/// naming it.
struct LocalNames {
    private var trees: [String: (SwiftSource, SyntaxTree)] = [:]

    /// Whether `r`'s color initializes a local `let`/`var` named by its context.
    mutating func isLocal(_ r: Report, bytes: [UInt8]) -> Bool {
        guard r.finding.kind != .ibColor, r.finding.kind != .assetColor, let name = r.finding.context,
              StarterDraft.isDeclaration(of: name, before: r.finding.range.lowerBound, in: bytes, staticOnly: false) else { return false }
        if trees[r.file] == nil {
            let file = SwiftSource(path: r.file, bytes: bytes)
            trees[r.file] = (file, SyntaxTreeMemo(file: file).tree)
        }
        let (file, tree) = trees[r.file]!
        switch tree.scopes[tree.scope(at: file.codeIndex(atOrAfter: r.finding.range.lowerBound))].kind {
        case .function, .closure, .block: return true
        case .file, .type: return false
        }
    }
}
