/// The plate a picture is drawn on: a fill painted just before an image is drawn in the same
/// drawing (WavesWallet-iOS's `context.setFillColor(UIColor.white.cgColor); context.fill(rect);
/// image.draw(in: rect, …)`, the white disc under every token's logo, a remote PNG often
/// transparent). Made `systemBackground`, dark marks of the logos sat on a black disc in Dark Mode,
/// and the drawn logos are cached whichever appearance drew them first (session 29's review, A15).
/// The plate is the picture's, kept like a media surface's.
extension FixedIntentReader {
    /// Words of a drawn value's name that say it is a picture.
    static let pictureWords: Set<String> = ["image", "icon", "logo", "photo", "picture", "artwork", "thumbnail", "avatar", "cgimage"]

    /// `the plate under image.draw(in:)` when the color at code index `k` is set as the fill
    /// (`setFillColor(C)`, `C.setFill()`) of a drawing whose same body then fills and draws a picture.
    func picturePlate(_ k: Int) -> String? {
        guard let body = syntax.tree.enclosingFunction(at: k) else { return nil }
        let end = min(body.close, file.code.count)
        // The fill's end: after `setFillColor(…)` or `….setFill()`.
        var after: Int?
        if let open = groups.opener(of: k), file.isChar(open, "("), open > 0, file.codeIs(open - 1, "setFillColor") {
            after = file.matchingClose(open)
        } else {
            var j = k
            while j + 3 < end, !file.lineBreakBetween(j, j + 1) {
                if file.isChar(j, "."), file.codeIs(j + 1, "setFill"), file.isChar(j + 2, "(") { after = j + 3; break }
                j += 1
            }
        }
        guard var j = after else { return nil }
        var filled = false
        // Then a fill, then a picture drawn, before another fill color is set.
        while j + 3 < end {
            defer { j += 1 }
            guard file.isWord(j) else { continue }
            let word = file.text(code: j)
            if word == "setFillColor" || word == "setFill" { return nil }
            if word.hasPrefix("fill") || word == "UIRectFill" || word == "NSRectFill" { filled = true; continue }
            guard filled, word == "draw", file.isChar(j - 1, "."), file.isChar(j + 1, "("), file.isWord(j - 2) else { continue }
            let drawn = file.text(code: j - 2)
            if DynamicColors.words(drawn).contains(where: Self.pictureWords.contains) || Self.pictureWords.contains(drawn.lowercased()) {
                return "the plate under \(drawn).draw(…), the picture drawn on it"
            }
        }
        return nil
    }
}
