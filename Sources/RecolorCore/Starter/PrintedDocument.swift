/// A color drawn into a PDF or a printed page (RecipeFinder's `RecipeShareUtility`: a
/// `UIGraphicsPDFRenderer` drawing the recipe over its theme's gradient, its captions in #555555):
/// the document is read on paper or in another app, not in this one's appearance. A dynamic color
/// resolves against the appearance current while it renders, so a recipe shared in Dark Mode
/// came out with light-gray captions on a near-black card. The whole type that renders it
/// keeps its colors.
extension FixedIntentReader {
    /// The APIs that render a document rather than a screen.
    static let documentRenderers: Set<String> = ["UIGraphicsPDFRenderer", "UIGraphicsBeginPDFContextToData", "UIGraphicsBeginPDFContextToFile",
                                                 "UIPrintPageRenderer", "UIMarkupTextPrintFormatter", "NSPrintOperation", "PDFPage"]

    /// `drawn by T, which renders a document (UIGraphicsPDFRenderer)` when the type holding code
    /// index `k` (outside any type, the function) names a document renderer.
    func printedDocument(holding k: Int) -> String? {
        let tree = syntax.tree
        // Outside any type, the function drawing it.
        guard let holder = tree.enclosingType(at: k) ?? tree.enclosingFunction(at: k), let index = tree.scope(openingAt: holder.open) else { return nil }
        if let known = typeFacts.printsDocument[index] { return known }
        var found: String?
        for j in (holder.open + 1)..<min(holder.close, file.code.count) where file.isWord(j) && Self.documentRenderers.contains(file.text(code: j)) {
            found = "drawn by \(holder.name ?? "a function"), which renders a document (\(file.text(code: j)))"
            break
        }
        typeFacts.printsDocument[index] = .some(found)
        return found
    }
}
