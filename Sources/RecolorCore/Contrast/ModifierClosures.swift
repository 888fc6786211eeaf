/// A modifier that hands the view it is called on to a closure (`.viewModifier { view in if x {
/// view.padding().background(Y) } else { view } }`, an app's own `if`-style helper): the chains
/// the closure's parameter starts are that view, so their colors are set on the chain the
/// modifier is called on. hdrezka's premium badge paints its capsule so (SeriesUpdatesSheetView
/// .swift:187–192): the white text inside the row was on no background, no pair seen.
///
/// Only a closure whose one parameter starts a statement in it (the view returned), passed to a
/// modifier of a chain (`.name { p in`, `.name(…) { p in`): a `ForEach(items) { item in … }` or a
/// closure handed data (`.sheet(item:) { item in Text(item.title) }`) is none.
enum ModifierClosures {
    /// The root of the chain the modifier is called on, when `root` (a chain's first token) is
    /// the parameter of such a closure around it.
    static func outerRoot(of root: Int, in file: SwiftSource, braces: EnclosingBraces, chains: ChainRoots) -> Int? {
        guard file.isWord(root), !file.isChar(root - 1, "."), InferredPairs.startsStatement(root, in: file) else { return nil }
        let name = file.text(code: root)
        var b = braces.brace(of: root)
        var steps = 0
        while b > 1, steps < 8 {
            steps += 1
            if file.codeIs(b + 1, name), file.codeIs(b + 2, "in") {
                var call = b - 1
                if file.isChar(call, ")"), let open = file.matchingOpen(call) { call = open - 1 }
                guard file.isWord(call), file.isChar(call - 1, "."), call >= 2 else { return nil }
                let outer = chains.root(endingAt: call)
                return outer < call - 1 ? outer : nil
            }
            b = braces.brace(of: b)
        }
        return nil
    }
}
