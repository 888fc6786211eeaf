/// The paper under a PDF page drawn into an image (2fas-pass-ios's `RecoveryKitScanInteractor.pdfToImage`:
/// `UIGraphicsImageRenderer(size:).image { ctx in UIColor.white.set(); ctx.fill(pageRect); …;
/// ctx.cgContext.drawPDFPage(page) }`, the image then scanned for the recovery kit's QR code). The page's
/// own ink is black on the paper it assumes: made a token, the paper resolved against the appearance
/// current while rendering, black in Dark, and the page's text and QR code vanished (session 27's review,
/// F7). Like a printed document's colors (`PrintedDocument`), it keeps its value; only what the function
/// paints before the page is drawn is its paper (an image drawn for the screen elsewhere adapts).
extension FixedIntentReader {
    /// The boxes of a PDF page `PDFPage.draw(with:to:)` draws (`.mediaBox`).
    static let pdfBoxes: Set<String> = ["mediaBox", "cropBox", "bleedBox", "trimBox", "artBox"]

    /// `the paper under a PDF page drawn at line N (drawPDFPage)` when the function holding code index `k`
    /// (across its closures) draws a PDF page after it: Core Graphics' `drawPDFPage(_:)` or PDFKit's
    /// `draw(with: .mediaBox, to:)`.
    func pdfPagePaper(_ k: Int) -> String? {
        guard let function = syntax.tree.enclosingFunction(at: k) else { return nil }
        let end = min(function.close, file.code.count)
        var j = k + 1
        while j < end {
            if file.codeIs(j, "drawPDFPage"), file.isChar(j + 1, "(") {
                return "the paper under a PDF page drawn at line \(file.line(of: file.code[j].begin)) (drawPDFPage): the document's, not the appearance's"
            }
            if file.codeIs(j, "draw"), file.isChar(j + 1, "("), file.codeIs(j + 2, "with"), file.isChar(j + 3, ":"), file.isChar(j + 4, "."), j + 5 < file.code.count,
               Self.pdfBoxes.contains(file.text(code: j + 5)) {
                return "the paper under a PDF page drawn at line \(file.line(of: file.code[j].begin)) (draw(with: .\(file.text(code: j + 5)), to:)): the document's, not the appearance's"
            }
            j += 1
        }
        return nil
    }
}
