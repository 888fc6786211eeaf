import RecolorCore
import XCTest

/// A parsed snippet and ways to point at its tokens by text.
struct Snippet {
    let file: SwiftSource
    let tree: SyntaxTree

    init(_ source: String) {
        file = SwiftSource(path: "t.swift", bytes: Array(source.utf8))
        tree = SyntaxTree(file)
    }

    /// The code index of the `occurrence`th code token whose text is `text`.
    func token(_ text: String, _ occurrence: Int = 0) -> Int {
        var seen = 0
        for k in file.code.indices where file.text(code: k) == text {
            if seen == occurrence { return k }
            seen += 1
        }
        XCTFail("no token \(text) #\(occurrence)")
        return 0
    }

    /// The innermost scope at the `occurrence`th token `text`.
    func scope(at text: String, _ occurrence: Int = 0) -> Scope {
        tree.scopes[tree.scope(at: token(text, occurrence))]
    }

    /// The scopes other than the file, in order, as short descriptions.
    var kinds: [String] { tree.scopes.dropFirst().map { Snippet.describe($0) } }

    static func describe(_ s: Scope) -> String {
        var text: String
        switch s.kind {
        case .file: text = "file"
        case .type(let k): text = k.rawValue
        case .function(.accessor(let a)): text = "accessor." + a.rawValue
        case .function(let f): text = "\(f)"
        case .closure: text = "closure"
        case .block(let b): text = b.rawValue
        }
        if let name = s.name { text += " " + name }
        return text
    }
}
