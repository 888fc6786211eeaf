/// What a SwiftUI view draws on its own `.background(…)` when that background is a picture
/// (VoiceInk's DashboardHeroCard: `VStack { … }.padding().background(HeroBackground())`, a view whose
/// body is a ZStack of `Image("momentum-hero-bg")` under a white wash, one light picture with no dark
/// variant). The picture does not follow the appearance, so the black, white and gray text and tiles
/// drawn on it keep theirs: made adaptive, the headline went #DAD1CA and the white tile #0D0D0D on the
/// light picture in Dark Mode (session 40's held-out check, verify40a v3).
extension FixedIntentReader {
    /// `drawn on the picture of .background(HeroBackground())` when code index `k` stands in a view
    /// (up to `limit` groups out) whose modifier chain sets a background that shows a picture.
    func onPictureBackdrop(holding k: Int, limit: Int = 12) -> String? {
        var j = k
        for _ in 0..<limit {
            guard let open = groups.opener(of: j) else { return nil }
            // A background's own argument is the backdrop, not drawn on it.
            if file.isChar(open, "("), open >= 2, file.codeIs(open - 1, "background"), file.isChar(open - 2, ".") { return nil }
            if file.isChar(open, "{"), open >= 2, file.codeIs(open - 1, "background"), file.isChar(open - 2, ".") { return nil }
            if let close = file.matchingClose(open), let shown = pictureBackground(inChainAfter: close) {
                return "drawn on the picture of \(shown)"
            }
            j = open
        }
        return nil
    }

    /// `.background(X)` or `.background { X }` in the modifier chain after code index `close` (the end of
    /// a view's call or closure) whose X shows a picture.
    func pictureBackground(inChainAfter close: Int) -> String? {
        var n = close + 1
        var steps = 0
        while steps < 16, file.isChar(n, "."), file.isWord(n + 1) {
            steps += 1
            let name = file.text(code: n + 1)
            var after = n + 2
            for opener: Unicode.Scalar in ["(", "{"] where file.isChar(after, opener) {
                guard let c = file.matchingClose(after) else { return nil }
                if name == "background", let shown = picture(in: (after + 1)..<c) { return ".background(\(shown))" }
                after = c + 1
            }
            n = after
        }
        return nil
    }

    /// A picture the code range shows: `Image("name")`, `Image(uiImage:)` (not a symbol), `AsyncImage(…)`,
    /// or a view type of this file whose body shows one (one level).
    func picture(in range: Range<Int>, nested: Bool = false) -> String? {
        guard !range.isEmpty else { return nil }
        for m in range where file.isWord(m) && file.isChar(m + 1, "(") && !file.isChar(m - 1, ".") {
            let name = file.text(code: m)
            if Self.pictureViews.contains(name) {
                if file.codeIs(m + 2, "systemName") { continue }
                return "\(name)(…)"
            }
            guard !nested, name.first?.isUppercase == true, file.isChar(m + 2, ")") else { continue }
            for scope in syntax.tree.scopes where scope.isType && scope.name == name && scope.open >= 0 && scope.close > scope.open {
                if let shown = picture(in: (scope.open + 1)..<scope.close, nested: true) { return "\(name)(), showing \(shown)" }
            }
        }
        return nil
    }
}
