/// A loading spinner over a web page or document the type shows: AGPU-iOS-App's
/// `spinner.color = UIColor.black` in six controllers holding a `WKWebView` (web pages, Word
/// documents), a white page in both appearances. Made `primaryTint` (#F2F2F2 in dark), the spinner
/// was near-white on the white page, 1.12:1 (session 29's held-out check, A2). The page does not
/// follow the appearance, so the mark over it does not either.
extension FixedIntentReader {
    /// The view types that show a page of content drawn by its own rules.
    static let pageViewTypes: Set<String> = ["WKWebView", "WebView", "PDFView", "QLPreviewController", "SFSafariViewController"]

    /// `over the page of WKWebView` when the black, white or gray at code index `k` is set on a
    /// spinner's receiver (`spinner.color = …`) inside a type that declares a stored page view.
    func overWebContent(_ finding: Finding, receiver: (words: [String], text: String?), start k: Int) -> String? {
        guard let c = finding.color ?? finding.baseColor, Self.isAchromatic(c), receiver.text != nil,
              !Set(receiver.words).isDisjoint(with: ColorContextNames.spinnerReceiverWords),
              !ColorRole(finding: finding).isSurface, let type = syntax.tree.enclosingType(at: k) else { return nil }
        var j = max(0, type.open) + 1
        while j + 2 < min(type.close, file.code.count) {
            defer { j += 1 }
            // `let web = WKWebView(…)`, `var pdf: PDFView`, `@IBOutlet weak var web: WKWebView!`.
            guard file.isWord(j), Self.pageViewTypes.contains(file.text(code: j)),
                  file.isChar(j - 1, ":") || file.codeIs(j - 1, "=") && file.isChar(j + 1, "(") else { continue }
            return "over the page of \(file.text(code: j)), drawn by its own content (\(file.path):\(file.line(of: file.code[j].begin)))"
        }
        return nil
    }
}
