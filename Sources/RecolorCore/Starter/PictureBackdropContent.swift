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
        onBackdrop(holding: k, limit: limit, find: { self.picture(in: $0) }).map { "drawn on the picture of \($0)" }
    }

    /// `drawn on the dark backdrop of .background(Color.black.opacity(0.9))` when code index `k` stands in a
    /// view whose background is black at 60 % or more first (VoiceInk's AnnouncementView: a HUD of
    /// `ZStack { Color.black.opacity(0.9); … }` with a white "Learn more" button, drafted near-black in Dark,
    /// vanished into the HUD; session 40's held-out check, verify40a v6). The HUD stays dark, so what is on it stays.
    func onDarkBackdrop(holding k: Int, limit: Int = 12) -> String? {
        onBackdrop(holding: k, limit: limit, find: { self.darkFill(in: $0, scrimOnly: true) },
                   findUnderOverlay: { self.darkFill(in: $0, scrimOnly: false) }).map { "drawn on the dark backdrop of \($0)" }
    }

    /// The first color written in the range when it is black at an opacity of 0.6 or more (`Color.black`,
    /// `.black.opacity(0.9)`), or another dark one (OKLCH lightness below 0.3, opaque to 60 %: Penn Mobile's
    /// story surface `Color(red: 0.1, green: 0.1, blue: 0.1)` under white progress bars, session 40's verify40e v2).
    /// `scrimOnly`: a translucent black alone (kept as a scrim itself), for a view's own content; an opaque
    /// black or dark surface is a pair's other side there, which `init` keeps readable (a banner's white text
    /// on `Color.black` is an inverse pair). Under an overlay, which is no text pair, any dark fill.
    func darkFill(in range: Range<Int>, scrimOnly: Bool) -> String? {
        for m in range {
            if let c = findingColors[file.code[m].begin] {
                guard c.alpha >= 153, OKLCH(c).lightness < 0.3, !scrimOnly || c.alpha < 255 && Self.isBlack(RGBA(red: c.red, green: c.green, blue: c.blue)) else { return nil }
                return c.hex(withAlpha: c.alpha < 255)
            }
            guard file.isChar(m, "."), file.isWord(m + 1) else { continue }
            let name = file.text(code: m + 1)
            guard BaseColorType.color.fixedNamedColors[name] != nil || BaseColorType.uiColor.fixedNamedColors[name] != nil else { continue }
            guard name == "black" else { return nil }
            var opacity = 1.0
            if file.isChar(m + 2, "."), file.codeIs(m + 3, "opacity"), file.isChar(m + 4, "("), let v = Double(file.text(code: m + 5)), file.isChar(m + 6, ")") { opacity = v }
            guard opacity >= 0.6, !scrimOnly || opacity < 1 else { return nil }
            return (file.codeIs(m - 1, "Color") ? "Color" : "") + ".black" + (opacity < 1 ? ".opacity(\(file.text(code: m + 5)))" : "")
        }
        return nil
    }

    func onBackdrop(holding k: Int, limit: Int, find: (Range<Int>) -> String?, findUnderOverlay: ((Range<Int>) -> String?)? = nil) -> String? {
        if let direct = onBackdrop(directlyHolding: k, limit: limit, find: find, findUnderOverlay: findUnderOverlay) { return direct }
        // A view property of the type drawn inside such a view of the same type (VoiceInk's hero card: its
        // `heroCopy` and `lockedInsightsPrompt` are drawn in the VStack whose background is the picture).
        for j in ownMemberUses(holding: k)?.uses ?? [] {
            if let around = onBackdrop(directlyHolding: j, limit: limit, find: find, findUnderOverlay: findUnderOverlay) { return around }
        }
        return nil
    }

    func onBackdrop(directlyHolding k: Int, limit: Int, find: (Range<Int>) -> String?, findUnderOverlay: ((Range<Int>) -> String?)?) -> String? {
        var j = k
        for _ in 0..<limit {
            guard let open = groups.opener(of: j) else { return nil }
            // (A backdrop's own argument stands after the view it is the background of, outside its groups: its
            // colors are never read as drawn on it. An inner background, a button's plate, is drawn on an outer one.)
            if let close = file.matchingClose(open), let shown = background(inChainAfter: close, find: find) { return shown }
            // An overlay is drawn over the background its view set before it (`.background { … }.overlay { … }`).
            if open >= 2, file.codeIs(open - 1, "overlay"), file.isChar(open - 2, "."), let shown = background(inChainBefore: open - 2, find: { findUnderOverlay?($0) ?? find($0) }) { return shown }
            j = open
        }
        return nil
    }

    /// `.background(X)` or `.background { X }` in the modifier chain after code index `close` (the end of
    /// a view's call or closure) whose X shows a picture.
    func background(inChainAfter close: Int, find: (Range<Int>) -> String?) -> String? {
        var n = close + 1
        var steps = 0
        while steps < 16, file.isChar(n, "."), file.isWord(n + 1) {
            steps += 1
            let name = file.text(code: n + 1)
            var after = n + 2
            for opener: Unicode.Scalar in ["(", "{"] where file.isChar(after, opener) {
                guard let c = file.matchingClose(after) else { return nil }
                if name == "background", let shown = find((after + 1)..<c) { return ".background(\(shown))" }
                after = c + 1
            }
            n = after
        }
        return nil
    }

    /// `.background(X)` or `.background { X }` among the modifiers before the `.` at code index `dot`, read
    /// back to the chain's head, whose X `find` accepts.
    func background(inChainBefore dot: Int, find: (Range<Int>) -> String?) -> String? {
        var j = dot - 1
        var steps = 0
        while steps < 16, j > 2, file.isChar(j, ")") || file.isChar(j, "}"), let o = file.matchingOpen(j) {
            steps += 1
            var name = o - 1
            // A trailing closure after a call's arguments (`.background(alignment: .top) { … }`).
            if file.isChar(o, "{"), file.isChar(name, ")"), let p = file.matchingOpen(name) { name = p - 1 }
            guard file.isWord(name), file.isChar(name - 1, ".") else { return nil }
            if file.codeIs(name, "background"), let shown = find((o + 1)..<j) { return ".background(\(shown))" }
            j = name - 2
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
            guard !nested, name.first?.isUppercase == true else { continue }
            for scope in syntax.tree.scopes where scope.isType && scope.name == name && scope.open >= 0 && scope.close > scope.open {
                if let shown = picture(in: (scope.open + 1)..<scope.close, nested: true) { return "\(name)(…), showing \(shown)" }
            }
        }
        return nil
    }
    /// `layers of one symbol: .foregroundStyle(.white, .black)` when code index `k` starts an argument of a
    /// `.foregroundStyle` with two or more (a palette-rendered symbol) and another argument is an achromatic
    /// color on the other side of the middle: the layers are drawn on each other (Penn Mobile's close button,
    /// a white glyph on a black disc, went white on white in Dark; session 40's held-out check, verify40e v2).
    func paletteLayer(at k: Int, color: RGBA) -> String? {
        guard Self.isAchromatic(color), let open = groups.opener(of: k), file.isChar(open, "("), open >= 2,
              file.codeIs(open - 1, "foregroundStyle"), file.isChar(open - 2, "."), file.isChar(k - 1, "(") || file.isChar(k - 1, ","),
              let close = file.matchingClose(open) else { return nil }
        // A symbol's (or a label's): a shape takes the first style alone.
        guard symbolChain(endingAt: open - 2) else { return nil }
        let light = OKLCH(color).lightness >= 0.5
        for (offset, other) in findingColors where offset >= file.code[open].end && offset < file.code[close].begin && offset != file.code[k].begin {
            guard Self.isAchromatic(other), (OKLCH(other).lightness >= 0.5) != light else { continue }
            let shown = (open...close).map { file.text(code: $0) }.joined()
            return "layers of one symbol drawn on each other: .foregroundStyle\(shown.prefix(48))"
        }
        return nil
    }

    /// Whether the modifier chain before the `.` at code index `dot` sets a symbol rendering mode or starts
    /// at `Image(systemName:)` or a `Label`.
    func symbolChain(endingAt dot: Int) -> Bool {
        var j = dot - 1
        var steps = 0
        while steps < 16, j > 1, file.isChar(j, ")") || file.isChar(j, "}"), let o = file.matchingOpen(j) {
            steps += 1
            let name = o - 1
            guard file.isWord(name) else { return false }
            if file.codeIs(name, "symbolRenderingMode") { return true }
            if !file.isChar(name - 1, ".") {
                return file.codeIs(name, "Image") && file.codeIs(o + 1, "systemName") || file.codeIs(name, "Label")
            }
            j = name - 2
        }
        return false
    }

    /// `drawn on backgroundColor, a color the app sets at run time` when code index `k` stands in a view whose
    /// `.background(…)` is a property of its type the code assigns a computed value (Podcastle's player: `@State var
    /// backgroundColor: Color = .black`, set from the artwork's average color; its white slider and button went gray
    /// and its black label white in Dark; session 40's held-out verify40g v1). The surface does not follow the
    /// appearance, so the black and white on it stay.
    func onRunTimeBackdrop(holding k: Int) -> String? {
        onBackdrop(holding: k, limit: 12, find: { self.runTimeColor(in: $0) }).map { "drawn on \($0), a color the app sets at run time" }
    }

    /// The property the range starts with (`backgroundColor.ignoresSafeArea()`), when the enclosing type declares it
    /// with a color type and assigns it, somewhere in the file, a value computed from something other than colors.
    func runTimeColor(in range: Range<Int>) -> String? {
        let j = range.lowerBound
        guard j < range.upperBound, file.isWord(j), file.code[j].kind == .identifier, !file.isChar(j - 1, "."),
              file.isChar(j + 1, ".") || j + 1 == range.upperBound,
              let first = file.text(code: j).first, first.isLowercase else { return nil }
        let name = file.text(code: j)
        guard let type = syntax.tree.enclosingType(at: j), type.open >= 0 else { return nil }
        // `var NAME: Color` (or UIColor, NSColor, an optional) in the type's body.
        var declared = false
        for n in (type.open + 1)..<min(type.close, file.code.count - 3) where file.codeIs(n, "var") && file.codeIs(n + 1, name) && file.isChar(n + 2, ":") {
            if BaseColorType(rawValue: file.text(code: n + 3)) != nil { declared = true; break }
        }
        guard declared else { return nil }
        // An assignment `NAME = …` whose value reads something that is no color: a cache, an image, a model.
        for n in (type.open + 1)..<min(type.close, file.code.count - 2) where file.codeIs(n, name) && file.codeIs(n + 1, "=") && !file.codeIs(n - 1, "var") {
            var m = n + 2
            while m < file.code.count, !file.lineBreakBetween(m - 1, m) || m == n + 2 {
                if file.isWord(m), file.code[m].kind == .identifier, !file.isChar(m - 1, "."), !file.isChar(m + 1, ":"),
                   BaseColorType(rawValue: file.text(code: m)) == nil, file.text(code: m) != name { return name }
                m += 1
            }
        }
        return nil
    }
}
