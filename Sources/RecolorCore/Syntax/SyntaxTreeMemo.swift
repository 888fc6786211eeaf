/// A file's `SyntaxTree`, built on first use: a reader that may not need the tree (most files
/// never ask for their enclosing type) holds one of these instead of building it up front.
final class SyntaxTreeMemo {
    private let file: SwiftSource
    /// The file's brackets, paired on first use: the tree's readers ask for the bracket
    /// around a token too, and one table serves them all.
    let brackets: EnclosingGroups
    /// Written once, on first read, before any other read (as `EnclosingGroups`).
    @exclusivity(unchecked) private var built: SyntaxTree?

    init(file: SwiftSource) {
        self.file = file
        brackets = EnclosingGroups(file: file)
    }

    var tree: SyntaxTree {
        if let built { return built }
        let tree = file.syntaxTree
        built = tree
        return tree
    }
}
