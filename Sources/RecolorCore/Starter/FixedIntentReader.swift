/// Reads, from the code around a finding, whether the color is meant to stay fixed
/// (`FixedIntent`): a shadow, a scrim, an element of a color collection used as data, a brand
/// color, a black or white chosen by a brightness test, the background of a media view.
/// It reads names the code gives (the receiver, the declared name, the enclosing helper), so a
/// wrong guess is a keep rule the reviewer deletes, never a rewrite.
struct FixedIntentReader {
    let file: SwiftSource
    let groups: EnclosingGroups
    /// How each collection name is used anywhere in the tree (`brushColors[i]`, `for c in
    /// brushColors`, `ForEach(brushColors`), read once per name over every source.
    let collectionUses: CollectionUses

    /// The names the file declares with `let` or `var`.
    let declaredNames: Set<String>
    /// Each literal's element count, by its opener (many findings share one literal).
    let elementCounts = ElementCounts()

    /// The file's scopes, built when a finding first asks which type holds it.
    let syntax: SyntaxTreeMemo
    /// What each enclosing type says of its colors, read once per type (by its scope index).
    let typeFacts = TypeFacts()

    /// The platform view each representable of the tree wraps (`PDFKitView` -> `PDFView`).
    let representedViews: RepresentedViews
    /// The tree's functions that snapshot a view into a template image (`TemplateSnapshots`).
    let templateSnapshots: TemplateSnapshots

    init(file: SwiftSource, collectionUses: CollectionUses, representedViews: RepresentedViews = RepresentedViews(sources: []),
         templateSnapshots: TemplateSnapshots = TemplateSnapshots(sources: [])) {
        self.file = file
        self.representedViews = representedViews
        self.templateSnapshots = templateSnapshots
        syntax = SyntaxTreeMemo(file: file)
        groups = EnclosingGroups(file: file)
        self.collectionUses = collectionUses
        var names: Set<String> = []
        for n in 0..<max(0, file.code.count - 1) where (file.codeIs(n, "let") || file.codeIs(n, "var")) && file.isWord(n + 1) {
            names.insert(file.text(code: n + 1))
        }
        declaredNames = names
        // Conventional flag names the file declares from a color's brightness, not the appearance.
        let conventional = Set(AppearanceCondition.conventionalFlags.keys)
        let declaredFlags = AppearanceCondition.flags(declaredIn: file)
        brightnessFlags = (names.isDisjoint(with: conventional) ? []
            : Set(conventional.intersection(names).map { $0.lowercased() }).subtracting(declaredFlags.keys.map { $0.lowercased() }))
            .union(Self.localBrightnessFlags(in: file))
        let own = Set(declaredFlags.keys.filter { AppearanceCondition.conventionalFlags[$0] == nil })
        ownFlags = own.isEmpty ? [] : Set(Self.comparisonFlags(own, in: file).map { $0.lowercased() })
        alwaysDarkScreen = Self.alwaysDarkScreen(in: file, syntax: syntax)
    }

    /// Locals of any name the file declares, on one line, from a dark or light flag asked of a
    /// color (`let isDarkColor = credentialContainerView.primaryColor.isDarkColor`), lowercased:
    /// dhp-ios-app's card text `isDarkColor ? .white : .black` follows the card's data-chosen
    /// fill; read as plain text, its black arm became `label`, white on the white card in Dark
    /// Mode (session 33's held-out check, V2). Only a flag asked of a value named for a color
    /// (`ColorBrightnessFlags.readsBrightness`): `let isDark = theme.isDark` is the theme's. Or a
    /// flag of `askedFlags` asked of any value (`let dark = tile.fill.looksDark`, a color type's own
    /// member, `ColorTypeFlags`: session 33's repro v2).
    static func localBrightnessFlags(in file: SwiftSource, askedFlags: Set<String> = []) -> Set<String> {
        var out: Set<String> = []
        for (k, end) in flagLocals(in: file)
        where askedFlags.contains(file.text(code: end)) || ColorBrightnessFlags.readsBrightness(in: file, k + 3, end) {
            out.insert(file.text(code: k + 1).lowercased())
        }
        return out
    }

    /// The file's one-line locals declared from a dark/light flag asked of a value (`let dark =
    /// tile.fill.looksDark`): the `let`'s code index and the flag's.
    static func flagLocals(in file: SwiftSource) -> [(k: Int, end: Int)] {
        var out: [(k: Int, end: Int)] = []
        let code = file.code
        for k in 0..<max(0, code.count - 3) where file.codeIs(k, "let") && file.isWord(k + 1) && file.codeIs(k + 2, "=") {
            var end = k + 3
            while end + 1 < code.count, end - k < 40, !file.isChar(end + 1, ";"), !file.lineBreakBetween(end, end + 1) { end += 1 }
            // The whole initializer is one chain ending in the flag: `a.b.isDarkColor`, no test of its own.
            guard file.isChar(end - 1, "."), file.isWord(end) else { continue }
            let words = DynamicColors.words(file.text(code: end))
            guard words.contains("dark") || words.contains("light") || words.contains("bright") else { continue }
            out.append((k, end))
        }
        return out
    }

    /// The dark/light members the file asks of a value to choose by: a flag local's (`let dark =
    /// tile.fill.looksDark`) or a ternary's condition (`tile.fill.looksDark ? .white : .black`, the
    /// `?` apart from the word, no optional chain). Where the files with findings do not declare one,
    /// `KeptColors` reads the rest of the tree's flags (session 33's repro v2).
    static func askedFlags(in file: SwiftSource) -> Set<String> {
        var out = Set(flagLocals(in: file).map { file.text(code: $0.end) })
        let code = file.code
        for k in 2..<max(2, code.count - 1) where file.isChar(k + 1, "?") && file.isChar(k - 1, ".") && file.isWord(k) {
            guard code[k].range.upperBound < code[k + 1].range.lowerBound,
                  file.isWord(k - 2) || file.isChar(k - 2, ")") || file.isChar(k - 2, "?") || file.isChar(k - 2, "!") else { continue }
            let words = DynamicColors.words(file.text(code: k))
            if words.contains("dark") || words.contains("light") || words.contains("bright") { out.insert(file.text(code: k)) }
        }
        return out
    }

    /// Of `names`, those the file declares as a `Bool` (`: Bool`) or as a bare comparison
    /// (`let useDarkColors = (colorScheme == .dark)`): no call and no ternary in the initializer.
    /// Lunar's `let color = Color.bg.warm.opacity(colorScheme == .dark ? 0.8 : 0.4)` is a color
    /// whose opacity the appearance chooses, no flag: read as one, the word `Color` of every
    /// finding in the file was taken for a test of the appearance.
    static func comparisonFlags(_ names: Set<String>, in file: SwiftSource) -> Set<String> {
        var out: Set<String> = []
        for k in 0..<max(0, file.code.count - 2) where (file.codeIs(k, "let") || file.codeIs(k, "var")) && names.contains(file.text(code: k + 1)) {
            if file.isChar(k + 2, ":") {
                if file.codeIs(k + 3, "Bool") { out.insert(file.text(code: k + 1)) }
                continue
            }
            guard file.codeIs(k + 2, "=") else { continue }
            var n = k + 3, plain = true
            while n < file.code.count, n - k < 64, !file.lineBreakBetween(n - 1, n) || n == k + 3 {
                if file.isChar(n, "?") || file.isChar(n, "{") || (file.isChar(n, "(") && file.isWord(n - 1)) { plain = false; break }
                n += 1
            }
            if plain { out.insert(file.text(code: k + 1)) }
        }
        return out
    }

    /// The `Bool`s the file declares from a test of the appearance under names of its own
    /// (RecipeFinder's `let useDarkColors = (colorScheme == .dark)`), lowercased.
    var ownFlags: Set<String> = []
    /// The screen of this file whose view the code paints black (`AlwaysDarkScreen`), if any.
    var alwaysDarkScreen: AlwaysDarkScreen?

    /// The conventional appearance flags (`isLight`) this file declares from another color's
    /// brightness (ShelfPlayer's `dominantColor?.isLight`): no test of the appearance here.
    var brightnessFlags: Set<String> = []
    /// The tree's computed flags named for the appearance that read a color's brightness or numbers
    /// (`ColorBrightnessFlags.declared`: `var isDark: Bool { !primaryColor.isPerceivedDark }`), as
    /// written: asked of a value in this file (`gradientColorManager.isDark`), no test of the appearance.
    /// Locals declared from one of them (`let dark = tile.fill.looksDark`) are brightness flags too.
    var colorFlags: Set<String> = [] {
        didSet { if !colorFlags.isEmpty { brightnessFlags.formUnion(Self.localBrightnessFlags(in: file, askedFlags: colorFlags)) } }
    }

    /// Whether the word at code index `c` is one of `colorFlags` asked of a value.
    func isColorFlag(_ c: Int) -> Bool {
        !colorFlags.isEmpty && file.isChar(c - 1, ".") && colorFlags.contains(file.text(code: c))
    }

    /// The colors of the file's findings by the byte where each begins: a reader of one color
    /// asks what its neighbours are (a table keyed by names is data only when its colors are hues).
    var findingColors: [Int: RGBA] = [:]
    /// The types the tree declares that are named for a dark theme (`LightThemeTwins`).
    var darkThemeTypes: Set<String> = []

    /// Whether the word at code index `c` names the appearance.
    /// Words of a flag's name that say what it measures the lightness of: a picture or a color.
    static let measuredThings: Set<String> = ["artwork", "art", "cover", "image", "photo", "picture", "poster", "thumbnail", "album",
                                              "wallpaper", "backdrop", "color", "colour", "tint", "fill"]

    /// `isLightArtwork`, `artworkIsDark`, `coverIsBright`: a lightness word and a measured thing.
    static func namesLightnessOfAPicture(_ name: String) -> Bool {
        let w = Set(words(name))
        return !w.isDisjoint(with: ["light", "dark", "bright", "lighter", "darker"]) && !w.isDisjoint(with: measuredThings)
    }

    func namesAppearance(_ c: Int) -> Bool {
        let word = file.text(code: c).lowercased()
        return (Self.appearanceTestWords.contains(word) || ownFlags.contains(word)) && !brightnessFlags.contains(word) && !isColorFlag(c)
    }

    final class ElementCounts: @unchecked Sendable {
        var byOpener: [Int: Int] = [:]
    }

    final class TypeFacts: @unchecked Sendable {
        var showsCamera: [Int: String?] = [:]
        var darkTheme: [Int: String?] = [:]
        var holdsVideo: [Int: String?] = [:]
        var mediaBackdrop: [Int: String?] = [:]
        var coloredBackdrop: [Int: String?] = [:]
        var printsDocument: [Int: String?] = [:]
        var templateSnapshot: [Int: String?] = [:]
        var analysesPicture: [Int: String?] = [:]
        var darkDocumented: [String: String]?
        var heldByCamera: [Int: String?] = [:]
        var opensImageContext: Bool?
    }

    func intent(of finding: Finding) -> FixedIntentSite? {
        let k = file.codeIndex(atOrAfter: finding.range.lowerBound)
        guard k < file.code.count else { return nil }
        let role = ColorRole(finding: finding)
        let receiver = receiverWords(before: k)
        let declared = finding.context.map(Self.words) ?? []
        let member = finding.kind == .paletteReference ? (finding.symbol?.split(separator: ".").last.map { Self.words(String($0)) } ?? []) : []

        // First: an arm the code already chooses by the appearance (its other arm no pair,
        // `isDark ? .clear : .black.opacity(0.66)`) is kept as it is, never rewritten alone,
        // even where its role (a shadow) would make it a fixed token of its own.
        if finding.choice == nil, let test = appearanceTest(around: finding, start: k) ?? appearanceBranchLocal(k) {
            var site = FixedIntentSite(intent: .chosenByAppearance, evidence: test)
            if let other = unknownSystemArm(beside: finding, start: k) {
                site.note = "the other arm \(other.written) is one of Apple's colors, but \(other.reason ?? "its value is unknown")"
            }
            return site
        }
        // An arm of a choice by a flag the file computes from another color's brightness
        // (ShelfPlayer's `isLight ? Color.black : .white` over the artwork's dominant color) or from
        // numbers (a checkerboard's `let isDark = (r + c) % 2 == 0`), or that the tree's property of
        // that name so computes (`ColorBrightnessFlags`).
        if !brightnessFlags.isEmpty || !colorFlags.isEmpty, finding.choice == nil,
           let w = conditionWord(beforeArm: k, where: { self.brightnessFlags.contains(self.file.text(code: $0).lowercased()) || self.isColorFlag($0) }) {
            return FixedIntentSite(intent: .computed, evidence: "chosen by \(file.text(code: w)), declared from another color's brightness or from numbers, not the appearance")
        }
        // A flag named for the lightness of a picture or a color (`isLightArtwork`, `artworkIsDark`,
        // `isDarkTint`): the caller measured it; the text over that picture follows it, not the
        // appearance (session 38's intent38c M4: the black arm became `Color.primary`, white on a light cover).
        if finding.choice == nil, let w = conditionWord(beforeArm: k, where: { Self.namesLightnessOfAPicture(self.file.text(code: $0)) }) {
            return FixedIntentSite(intent: .computed, evidence: "chosen by \(file.text(code: w)), a flag named for the lightness of a picture or color, not the appearance")
        }
        // The focused look of tvOS code (`isFocused ? Color.white : …`): Apple's, the same in both appearances.
        if finding.choice == nil, let focus = focusLook(finding, start: k) {
            return FixedIntentSite(intent: .focusLook, evidence: focus)
        }
        // A black/white pair the app chooses by a flag that says which is which: one decision; or a
        // helper's pair chosen by the app's own style argument, not the system's (`OwnStyleChoice`).
        if finding.choice == nil, let choice = flagChoice(finding, start: k) ?? ownStyleChoice(at: k) {
            return FixedIntentSite(intent: .chosenByFlag, evidence: choice)
        }
        // A value named for the app's own dark mode is that mode's color before anything else
        // the place says (FolioReaderKit's night colors sit in a config that also names a player).
        if let named = darkNamed(at: k) ?? nightArm(at: k) ?? darkDocumentedArgument(at: k) {
            return FixedIntentSite(intent: .darkTheme, evidence: named)
        }
        if finding.choice == nil, let argument = pairArgumentConstant(at: k) {
            return FixedIntentSite(intent: .chosenByAppearance, evidence: argument)
        }
        if finding.choice == nil, let style = darkStyleCase(holding: k) {
            return FixedIntentSite(intent: .darkTheme, evidence: style)
        }
        // A view the code forces dark shows this color in dark alone: it is that appearance's value.
        if let forced = forcedDarkSubtree(holding: k, end: file.codeIndex(atOrAfter: finding.range.upperBound)) {
            return FixedIntentSite(intent: .forcedDark, evidence: forced)
        }
        if let bar = touchBarContent(holding: k) {
            return FixedIntentSite(intent: .forcedDark, evidence: bar)
        }
        if let document = printedDocument(holding: k) ?? pdfPagePaper(k) {
            return FixedIntentSite(intent: .document, evidence: document)
        }
        if let mask = maskContent(holding: k) ?? maskDeclaredApart(holding: k) ?? maskByName(holding: k) ?? knockOut(finding, start: k) ?? templateImageDrawing(k) ?? templateSnapshot(k) ?? pixelBufferDrawing(k)
            ?? maskTakenElsewhere(k) {
            return FixedIntentSite(intent: .mask, evidence: mask)
        }
        if let image = imageDrawing(holding: k) {
            return FixedIntentSite(intent: .drawnIntoImage, evidence: image)
        }
        if let surface = drawingSurface(finding, start: k, role: role, receiver: receiver.text) ?? renderSurface(finding, start: k, role: role, receiver: receiver.text) {
            return FixedIntentSite(intent: .mediaSurface, evidence: surface)
        }
        if let older = olderOSFallback(k) {
            return FixedIntentSite(intent: .olderOS, evidence: older)
        }
        if let glow = blurredFill(k) ?? shineBetweenClearStops(finding, start: k) {
            return FixedIntentSite(intent: .glow, evidence: glow)
        }
        if let knob = controlKnob(finding, start: k) {
            return FixedIntentSite(intent: .controlKnob, evidence: knob)
        }
        if let selection = drawnOnSelection(finding, start: k) {
            return FixedIntentSite(intent: .onColoredFill, evidence: selection)
        }
        if let lookup = missingAssetFallback(k) ?? GuardedSetLookup.fallback(at: k, in: file) {
            return FixedIntentSite(intent: .fallback, evidence: lookup)
        }
        // An argument of a computation on another color (`theme.mix(with: .black, by: 0.3)`):
        // the result is what is drawn, and it must not turn lighter in Dark Mode.
        if let mixed = computationArgument(k) ?? colorKeyedCase(holding: k) {
            return FixedIntentSite(intent: .computed, evidence: mixed)
        }
        // Painted into an image by the image's own method (`ImagePaint`), or a crop's guides over
        // the photo (`CropOverlay`), or marks rendered into an image annotating a picture the type
        // analyses (`FrameAnnotation`): the picture's colors, not the appearance's.
        if let picture = imagePaint(k) ?? cropGuide(finding, start: k) ?? picturePlate(k) ?? frameAnnotation(k) ?? coreImageInput(k) ?? codeImageDefault(k) {
            return FixedIntentSite(intent: .mediaSurface, evidence: picture)
        }
        // A Core Image color handed to a filter (`ImageFilterColors`): the processed picture's.
        if file.codeIs(k, "CIColor"), ImageFilterColors.isFilterInput(file, start: k) {
            return FixedIntentSite(intent: .mediaSurface, evidence: "an input of a Core Image filter: the processed picture's color")
        }
        // Passed to a parameter the function makes a Core Image color (`ParameterFlows`): the same.
        if finding.flowsInto == ImageFilterColors.parameterFlow {
            return FixedIntentSite(intent: .mediaSurface, evidence: "made a Core Image color by the function it is passed to: drawn into the picture it makes")
        }
        if let brush = brushArgument(k) {
            return FixedIntentSite(intent: .data, evidence: brush)
        }
        // A black, white or clear of a gradient over a video, a player or an image (a
        // `CAGradientLayer`'s colors in a player's controller, a gradient drawn over album art),
        // or drawn as a placeholder of media (`blackPlaceholder()`): the picture it dims or
        // stands for does not change with the appearance.
        if let c = finding.color ?? finding.baseColor, Self.isAchromatic(c), let media = mediaGradientOrPlaceholder(k) {
            return FixedIntentSite(intent: .mediaSurface, evidence: media)
        }
        if let c = finding.color ?? finding.baseColor, Self.isAchromatic(c), namesOnlyItsPlace(finding, start: k), let shaped = shadowLayer(finding, start: k) {
            return FixedIntentSite(intent: .shadow, evidence: shaped)
        }
        if role == .shadow || isArgument(k, ofModifier: "shadow") {
            return FixedIntentSite(intent: .shadow, evidence: finding.context.map { isArgument(k, ofModifier: "shadow") ? ".shadow(\($0):)" : $0 } ?? "shadow")
        }
        if let c = finding.color, c.alpha > 0, c.alpha < 255, Self.isAchromatic(c) {
            let dimWords = Set(receiver.words + declared).intersection(Self.scrimWords)
            let blackDim = Self.isBlack(c) && c.alpha >= 0x26 && [.background, .fill, .color].contains(role)
            if !dimWords.isEmpty || blackDim {
                return FixedIntentSite(intent: .scrim, evidence: ([receiver.text, finding.context].compactMap { $0 }.first ?? "translucent \(Self.isBlack(c) ? "black" : "white")"))
            }
            // A translucent white edge over a material (bitchat's glass panel: `.fill(.ultraThinMaterial)`
            // then `.stroke(Color.white.opacity(0.15))`): the light catching the glass, white in
            // either appearance; proposed dark, it became a dark line.
            if !Self.isBlack(c), role == .border, let material = materialBeside(k) {
                return FixedIntentSite(intent: .scrim, evidence: "a white edge over \(material)")
            }
        }
        // An opaque black set on a dimming view whose opacity the code sets apart (PopupDialog's
        // `overlayAppearance.color = .black` beside `overlayAppearance.opacity = 0.5`): a scrim. Drafted
        // `label`, the dialog dimmed the screen white in Dark (pia-foss/mobile-ios; session 37, intent37b V6).
        if let c = finding.color, c.alpha == 255, Self.isBlack(c), let dim = dimmingReceiverWithOpacity(k, words: receiver.words) {
            return FixedIntentSite(intent: .scrim, evidence: dim)
        }
        // A black whose opacity the code chooses at run time (`Color.black.opacity(isVisible ? 0.4 : 0)`),
        // standing as a full-screen layer or under the content of a ZStack: a scrim whose alpha
        // is unknown, dimming what is behind it.
        if finding.color == nil, namesOnlyItsPlace(finding, start: k), let base = finding.baseColor, base.alpha == 255, Self.isBlack(base),
           let dim = runTimeDimmingLayer(finding, start: k) {
            return FixedIntentSite(intent: .scrim, evidence: dim)
        }
        // A white layer under a filled symbol (Atwy's subscribe badge: `ZStack { Rectangle()
        // .foregroundStyle(.white); Image(systemName: "checkmark.circle.fill").foregroundColor(.green) }`):
        // it shows through the symbol's cut-out, the checkmark's color on the symbol's own fill, in a
        // player's view too (before the media reading: the badge is drawn over the symbol, not the picture).
        if let c = finding.color, c.alpha == 255, Self.isAchromatic(c), !Self.isBlack(c), let symbol = filledSymbolLayer(aboveShapeAt: k) {
            return FixedIntentSite(intent: .onColoredFill, evidence: "the inside of \(symbol), drawn over it")
        }
        // A translucent black or white drawn in a player's or video's own file draws over the
        // picture (`.fill(.white.opacity(0.2))` behind a player's buttons): the picture does
        // not change with the appearance, so neither does the veil over it.
        // Opaque too where it is drawn on the picture (a fill, a stroke: a progress bar's white),
        // not a view's own background, which may be any screen's in a player's folder.
        if let c = finding.color, c.alpha > 0, Self.isAchromatic(c),
           (c.alpha < 255 ? [.background, .fill, .border, .color] : [.fill, .border] as Set<ColorRole>).contains(role),
           // (An opaque color standing as a view is a view of its own, not drawn on anything known.)
           c.alpha < 255 || finding.context == nil || !namesOnlyItsPlace(finding, start: k) {
            // The type drawing it holds the player or video in code; a folder's name says
            // nothing (BookPlayer's `BookPlayerWidgets/`, `BookPlayer/…/LoadingBar.swift`).
            if let video = videoType(holding: k) {
                return FixedIntentSite(intent: .mediaSurface, evidence: "over the picture: \(video)")
            }
        }
        // A black or white drawn over a picture the code names (`playOverArtworkButton.tintColor`,
        // `isDisplayedOnImage ? .white : …`): the picture does not follow the appearance.
        if let c = finding.color ?? finding.baseColor, Self.isAchromatic(c), let over = overPicture(receiver.words, start: k) ?? overMediaSibling(finding, receiver: receiver, start: k)
            ?? overWebContent(finding, receiver: receiver, start: k) {
            return FixedIntentSite(intent: .mediaSurface, evidence: over)
        }
        if let c = finding.color, Self.isAchromatic(c), let behind = pictureBackground(k) {
            return behind
        }
        // Drawn inside a view that names a scannable code (phoenix's "Generating QRCode..."
        // caption in `qrCodeView()`, shown in the code's white card): on its light quiet zone.
        if let c = finding.color ?? finding.baseColor, Self.isAchromatic(c), let function = syntax.tree.enclosingFunction(at: k),
           let name = function.name, Self.namesScannableCode(name) {
            return FixedIntentSite(intent: .mediaSurface, evidence: "drawn inside \(name), on a scannable code's light quiet zone")
        }
        // A color standing as a layer of a ZStack under a picture (BookPlayer's artwork:
        // `ZStack { Color.black; KFImage(url) }`): the letterbox around the picture, which does
        // not follow the appearance.
        if let c = finding.color ?? finding.baseColor, Self.isAchromatic(c), let over = overPictureLayer(k) {
            return FixedIntentSite(intent: .mediaSurface, evidence: over)
        }
        if let c = finding.color ?? finding.baseColor, Self.isAchromatic(c), let placeholder = picturePlaceholder(at: k) {
            return FixedIntentSite(intent: .mediaSurface, evidence: placeholder)
        }
        if let c = finding.color, c.alpha == 255, Self.isAchromatic(c), !Self.isBlack(c), let plate = scannableCodePlate(k) {
            return FixedIntentSite(intent: .mediaSurface, evidence: plate)
        }
        if finding.context == "Color" || namesOnlyItsPlace(finding, start: k), let picture = pictureLayer(above: k) {
            return FixedIntentSite(intent: .mediaSurface, evidence: "the ZStack layer under \(picture)")
        }
        // A black or white of a layer drawn over a picture in a ZStack (a progress bar over cover artwork:
        // `ZStack { AsyncImage(…); GeometryReader { … Capsule().fill(Color.white) … } }`): the picture does not
        // follow the appearance; drafted `systemBackground`, the bar turned black over the artwork in Dark
        // (pablof7z/podcast-player; session 37, intent37c V3).
        // (A color standing as a whole layer over the picture hides it: a surface of its own.)
        if let c = finding.color ?? finding.baseColor, Self.isAchromatic(c), !(finding.context == "Color" || namesOnlyItsPlace(finding, start: k)),
           let picture = pictureLayer(below: k) {
            return FixedIntentSite(intent: .mediaSurface, evidence: "drawn over \(picture)")
        }
        // The dark view shown in a picture's place while it loads (`AsyncImage(url:) { … } placeholder: { Color.black }`,
        // `KFImage(url).placeholder { Color.black }`): the picture's dark surface, not a page (session 38's intent38c M2:
        // the placeholder became `Color.primary`, white in Dark). A light or gray placeholder adapts as a fill
        // (`InitIntentGapsTests`: a darker surface in Dark, never inverted).
        if let c = finding.color ?? finding.baseColor, Self.isAchromatic(c), OKLCH(c).lightness < DarkValue.deepSurface,
           let picture = placeholderOfPicture(holding: k) {
            return FixedIntentSite(intent: .mediaSurface, evidence: "the placeholder of \(picture)")
        }
        // A black, white or gray in the `.overlay` of a picture (iBurn's image viewer: `Image(uiImage: image)
        // .resizable().overlay(alignment: .topTrailing) { … .foregroundStyle(.white, .black.opacity(0.6)) }`,
        // the close button's dark disc got a light "dark" over the photo; session 38's intent38b M1).
        if let c = finding.color ?? finding.baseColor, Self.isAchromatic(c), let receiver = OverlayReceiver.of(k, in: file, groups: groups),
           Self.startsPicture(at: receiver.start, in: file) || Self.namesPictureView(file.text(code: receiver.start)) {
            return FixedIntentSite(intent: .mediaSurface, evidence: "drawn in the .overlay of \(file.text(code: receiver.start))")
        }
        // Any color drawn on a view whose `.background(…)` shows a picture (`PictureBackdropContent`): the picture
        // keeps its look, so its brown headline keeps its own (VoiceInk's hero card).
        if finding.color ?? finding.baseColor != nil, let on = onPictureBackdrop(holding: k) {
            return FixedIntentSite(intent: .mediaSurface, evidence: on)
        }
        if let c = finding.color ?? finding.baseColor, let layers = paletteLayer(at: k, color: c) {
            return FixedIntentSite(intent: .onColoredFill, evidence: layers)
        }
        if let c = finding.color ?? finding.baseColor, Self.isAchromatic(c), let on = onDarkBackdrop(holding: k) {
            return FixedIntentSite(intent: .onDarkSurface, evidence: on)
        }
        if let c = finding.color ?? finding.baseColor, Self.isAchromatic(c), let on = onRunTimeBackdrop(holding: k) {
            return FixedIntentSite(intent: .onChosenColor, evidence: on)
        }
        // A white or black in the `.overlay` of a view filled with a color the app picks at run time
        // (BoulderBro's level card: `Rectangle().foregroundStyle(colorThemeManager.currentThemeColor).overlay(
        // HStack { … Rectangle().foregroundColor(.white) … })`: the white pill became #0D0D0D on the user's
        // color in Dark; session 38's intent38d M3).
        if let c = finding.color, c.alpha == 255, Self.isWhite(c) || Self.isBlack(c), let receiver = OverlayReceiver.of(k, in: file, groups: groups),
           let chosen = runTimeFill(in: receiver.start..<receiver.dot) {
            return FixedIntentSite(intent: .onChosenColor, evidence: "drawn in the .overlay of a view filled with \(chosen), a color the app picks at run time")
        }
        // Every black, white or gray of a view drawn over a camera's picture (a shutter button,
        // the view behind an `AVCaptureVideoPreviewLayer`) stays as it is over the picture.
        if let c = finding.color, Self.isAchromatic(c), let camera = cameraType(holding: k) {
            return FixedIntentSite(intent: .mediaSurface, evidence: camera)
        }
        // A translucent black of a view only the camera's view shows (2fas's `private final class
        // GradientView` in CameraView.swift: `static let color: UIColor = .black`, drawn at 55 % and
        // 0 % as the fade over the scanner's picture): made `UIColor.label`, the fade turned white.
        if let c = finding.color, Self.isAchromatic(c), Self.isBlack(c), let type = syntax.tree.enclosingType(at: k), let name = type.name,
           let host = onlyHost(of: name), let camera = cameraType(holding: host.open + 1) {
            return FixedIntentSite(intent: .mediaSurface, evidence: "\(name), shown only by \(host.name ?? "its host"): \(camera)")
        }
        // Any hue too where the type shows the live picture itself (a camera's name, a capture
        // preview or player layer): GoMap's height tool draws green guide lines over its
        // `AVCaptureVideoPreviewLayer`, which Dark Mode does not change; made a token, they
        // turned dark green (#003C00) over the camera picture (session 21 F19).
        // (A bar's item is drawn in the bar, not on the picture: Concordium's DEBUG item.)
        if finding.color ?? finding.baseColor != nil, let camera = cameraType(holding: k), Self.showsLivePicture(camera), !isBarItem(receiver.text) {
            return FixedIntentSite(intent: .mediaSurface, evidence: camera)
        }
        // Every black, white or gray of a media viewer whose screen is a black backdrop
        // (`Color.black.ignoresSafeArea()` in an `ImagePreviewView`): the backdrop stays black
        // around the picture, so the white text and outlines over it stay white.
        if let c = finding.color ?? finding.baseColor, Self.isAchromatic(c), let backdrop = mediaBackdrop(holding: k) {
            return FixedIntentSite(intent: .mediaSurface, evidence: backdrop)
        }
        // A black, white or gray in the file of a screen always dark by design (`AlwaysDarkScreen`).
        if let c = finding.color ?? finding.baseColor, Self.isAchromatic(c), let screen = alwaysDarkScreen, screen.holds(k, tree: syntax.tree) {
            return FixedIntentSite(intent: .forcedDark, evidence: screen.reason)
        }
        // A white on a screen whose backdrop is the app's colored gradient (`ColoredBackdrop`).
        if let c = finding.color ?? finding.baseColor, c.red == 255, c.green == 255, c.blue == 255, c.alpha > 0,
           let backdrop = coloredBackdrop(holding: k) {
            return FixedIntentSite(intent: .onColoredBackdrop, evidence: backdrop)
        }
        if let c = finding.color, c == RGBA(red: 255, green: 255, blue: 255), [.border, .tint, .text].contains(role),
           let both = whiteBorderAndGlyph(at: k) {
            return FixedIntentSite(intent: .onColoredFill, evidence: both)
        }
        if let fill = onColoredBackgroundArgument(finding, start: k) ?? markOnColoredBadge(finding, start: k) {
            return FixedIntentSite(intent: .onColoredFill, evidence: fill)
        }
        if [.text, .tint].contains(role), let system = systemColorChosenAlike(finding, start: k) {
            return FixedIntentSite(intent: .onSystemColor, evidence: system)
        }
        if let drawn = mapOrChartColor(at: k) {
            return FixedIntentSite(intent: .data, evidence: drawn)
        }
        if let iterated = iteratedLiteralElement(at: k) {
            return FixedIntentSite(intent: .data, evidence: iterated)
        }
        if finding.choice == nil, let only = onlyInDarkArms(k) {
            return FixedIntentSite(intent: .darkTheme, evidence: only)
        }
        if finding.choice == nil, let carried = memberOfDataCollection(k) {
            return FixedIntentSite(intent: .data, evidence: carried)
        }
        if let theme = darkTheme(holding: k) {
            return FixedIntentSite(intent: .darkTheme, evidence: theme)
        }
        if let twin = lightThemeTwin(holding: k) {
            return FixedIntentSite(intent: .chosenByAppearance, evidence: twin)
        }
        if let pair = closureThemePair(holding: k) {
            return FixedIntentSite(intent: pair.isDark ? .darkTheme : .chosenByAppearance, evidence: pair.evidence)
        }
        if let pair = assignedThemePair(holding: k) {
            return FixedIntentSite(intent: pair.isDark ? .darkTheme : .chosenByAppearance, evidence: pair.evidence)
        }
        if finding.choice == nil, let arm = themeSwitchArm(holding: k) ?? themeTernaryArm(holding: k) {
            return FixedIntentSite(intent: .chosenByAppearance, evidence: arm)
        }
        if let offered = offeredTheme(holding: k) {
            return FixedIntentSite(intent: .data, evidence: offered)
        }
        if finding.choice == nil, let ink = inkPerColorCase(k, color: finding.color) ?? comparisonReference(k) {
            return FixedIntentSite(intent: .computed, evidence: ink)
        }
        if finding.choice == nil, let table = perCaseColor(k) ?? perCaseTupleColor(k) ?? perCaseArrayElement(k) ?? caseBesideAdaptingCase(k) {
            return FixedIntentSite(intent: .data, evidence: table)
        }
        if let stored = storedSetting(k) ?? registeredDefault(k) ?? defaultOfDataType(k) {
            return FixedIntentSite(intent: .data, evidence: stored)
        }
        if let c = finding.color, Self.isAchromatic(c), let fallback = computedColorFallback(k) {
            return FixedIntentSite(intent: .computed, evidence: fallback)
        }
        if let read = defaultOfDataColor(k) ?? collectionElementFallback(k) {
            return FixedIntentSite(intent: .data, evidence: read)
        }
        if let picked = defaultOfPickedColor(k) {
            return FixedIntentSite(intent: .data, evidence: picked)
        }
        if let brush = drawingDefault(k) ?? inkingToolColor(k) {
            return FixedIntentSite(intent: .data, evidence: brush)
        }
        if let value = keptAsValue(finding, start: k) {
            return FixedIntentSite(intent: .data, evidence: value)
        }
        // An element of an unlabeled tuple (`("Midnight Navy", Color(hex: "#191970"))` in foqos's
        // `availableColors: [(name: String, color: Color)]`, offered by `ForEach`) has no context:
        // the collection's declared name stands for it (`dataCollection` reads it before the literal).
        if let use = dataCollection(k, name: finding.context ?? "") ?? gatheredMember(finding, start: k) {
            return FixedIntentSite(intent: .data, evidence: use)
        }
        if finding.choice == nil, let use = returnedCollection(k) {
            return FixedIntentSite(intent: .data, evidence: use)
        }
        if finding.choice == nil, let use = styleTableValue(k) ?? colorNamedPreset(k) {
            return FixedIntentSite(intent: .data, evidence: use)
        }
        if let gradient = multiHueGradient(finding, start: k) ?? fullScreenGradient(finding, start: k)?.evidence {
            return FixedIntentSite(intent: .brand, evidence: gradient)
        }
        // The first word of the name the app gives the color says it does not change (`fixedRed`, `alwaysBlack`).
        if let name = finding.kind == .paletteReference ? finding.symbol?.split(separator: ".").last.map(String.init) : finding.context,
           let first = Self.words(name).first, Self.fixedNameWords.contains(first),
           !Set(Self.words(name).dropFirst()).isDisjoint(with: Self.hueNameWords) {
            return FixedIntentSite(intent: .namedFixed, evidence: name)
        }
        let brand = Set(receiver.words + declared + member).intersection(Self.brandWords)
        if !brand.isEmpty {
            return FixedIntentSite(intent: .brand, evidence: finding.symbol ?? finding.context ?? receiver.text ?? brand.sorted()[0])
        }
        if finding.choice == nil, let comment = BrandComments.comment(onLineOf: finding.range.lowerBound, in: file) {
            return FixedIntentSite(intent: .brand, evidence: "\(finding.context ?? "declared") with \(comment)")
        }
        if let read = componentsRead(finding) {
            return FixedIntentSite(intent: .computed, evidence: read)
        }
        if let c = finding.color, c.alpha == 255, Self.isAchromatic(c), let helper = brightnessTest(around: k) {
            return FixedIntentSite(intent: .computed, evidence: helper)
        }
        if let c = finding.color ?? finding.baseColor, Self.isAchromatic(c), let helper = contrastingHelper(around: k) {
            return FixedIntentSite(intent: .computed, evidence: helper)
        }
        if let mix = mixIngredient(k) {
            return FixedIntentSite(intent: .computed, evidence: mix)
        }
        // The background of a representable wrapping a document or picture view (`PDFKitView(…)
        // .background(.white)` whose `makeUIView` returns a `PDFView`): the paper behind the page.
        if role == .background, let text = receiver.text,
           let (name, view) = text.split(separator: ".").lazy.compactMap({ n in self.representedViews.mediaView(wrappedBy: String(n)).map { (n, $0) } }).first {
            return FixedIntentSite(intent: .mediaSurface, evidence: "\(text).background: \(name) wraps a \(view)")
        }
        if let named = mediaNamedBackground(finding, start: k) {
            return FixedIntentSite(intent: .mediaSurface, evidence: named)
        }
        if role == .background, TextPreviewNames.namesMedia(receiver.words, mediaWords: Self.mediaWords), let text = receiver.text {
            return FixedIntentSite(intent: .mediaSurface, evidence: finding.context.map { "\(text).\($0)" } ?? text)
        }
        // An opaque black background in a type that holds a video or player view (a player
        // window's `window.backgroundColor = .black`): the black around the picture. Also a black
        // standing as a view there (Unwatched's `VideoPlaceholder`: `.background(backgroundTapRecognizer)`
        // with `var backgroundTapRecognizer: some View { Color.black.onTapGesture { … } }`: made
        // `Color.primary`, white bars beside the video in Dark Mode), never a literal's element (data).
        if let c = finding.color, c.alpha == 255, Self.isBlack(c), role == .background || [.color, .fill].contains(role) && namesOnlyItsPlace(finding, start: k),
           groups.opener(of: k).map({ !file.isChar($0, "[") }) ?? true, let video = videoType(holding: k) {
            return FixedIntentSite(intent: .mediaSurface, evidence: video)
        }
        return nil
    }

    // MARK: Colors the code already chooses by the appearance

    /// Names of the appearance in a condition (`colorScheme`, `userInterfaceStyle`, `darkAqua`,
    /// `isDarkMode`), lowercased.
    static let appearanceTestWords: Set<String> = ["colorscheme", "userinterfacestyle", "darkaqua", "aqua", "effectiveappearance",
                                                   "isdark", "isdarkmode", "darkmode", "isdarktheme", "isinDarkMode".lowercased(),
                                                   // Slide-iOS's `UIColor.isLightTheme`: the same test from the light side.
                                                   "islight", "islightmode", "lightmode", "islighttheme", "isnight", "isnightmode", "nightmode"]

    /// `colorScheme == .dark` (as written) when the finding starting at code index `k` is an
    /// arm of a ternary testing the appearance (the other arm no pair: `.clear`, a system color),
    /// or its own modifiers choose by it (`.black.opacity(colorScheme == .dark ? 1 : 0.17)`).
    func appearanceTest(around finding: Finding, start k: Int) -> String? {
        let end = file.codeIndex(atOrAfter: finding.range.upperBound)
        // An opacity chosen by the appearance, inside the finding.
        var j = k
        while j < end, j - k < 64 {
            if namesAppearance(j) { return "\(file.text(code: j)) in its own modifiers" }
            j += 1
        }
        // Directly in a branch of `if colorScheme == .dark { … }` (its other branch no pair):
        // the branch's scope and the `if`'s condition, read from the syntax tree.
        let tree = syntax.tree
        var branch = tree.scopes[tree.scope(at: k)]
        if case .block(.else) = branch.kind, branch.keywordToken > 0, file.isChar(branch.keywordToken - 1, "}") {
            branch = tree.scopes[tree.scope(at: branch.keywordToken - 1)]
        }
        if case .block(.if) = branch.kind, branch.keywordToken >= 0, branch.keywordToken < branch.open {
            for c in (branch.keywordToken + 1)..<branch.open where namesAppearance(c) {
                return "if \(file.text(code: c))"
            }
        }
        if let word = conditionWord(beforeArm: k, where: namesAppearance) { return file.text(code: word) }
        // An element of an array literal that is a whole arm (`useDarkColors ? [a, b, Color(…)] :
        // [c, d, e]`, RecipeFinder's gradient stops): the array is the choice, each element its
        // appearance's color. Made tokens, the dark arm's stops were inverted (#3C1414 → #B3807D).
        if let open = groups.opener(of: k), file.isChar(open, "["), let word = conditionWord(beforeArm: open, where: namesAppearance) {
            return "\(file.text(code: word)) (an element of an arm's array)"
        }
        return nil
    }

    /// The first word of the condition of the ternary whose arm starts at code index `k` (after
    /// its `?` or `:`, through opening parentheses) for which `test` holds.
    func conditionWord(beforeArm k: Int, where test: (Int) -> Bool) -> Int? {
        var b = k - 1
        b = TypeErasers.skipOpenings(from: b, in: file)
        guard b >= 0, file.isChar(b, "?") || file.isChar(b, ":") else { return nil }
        // The second arm's condition lies before the first arm: back to its `?` (an optional
        // chain's `?`, written against the word before it, is none). Read from the `:`, the first arm's words were taken for the test:
        // `isFocused ? theme.colorScheme.onInputFocused : .white` was "chosen by appearance"
        // for the app's own scheme object named `colorScheme` (session 30's review, B15).
        if file.isChar(b, ":") {
            var q = b - 1
            var steps = 0
            while q >= 0, steps < 40 {
                steps += 1
                if file.isChar(q, ")") || file.isChar(q, "]"), let open = file.matchingOpen(q) { q = open - 1; continue }
                if file.isChar(q, "?"), q == 0 || file.code[q - 1].range.upperBound < file.code[q].range.lowerBound { break }
                if file.isChar(q, "(") || file.isChar(q, "[") || file.isChar(q, "{") || file.isChar(q, "}") || file.isChar(q, ",")
                    || file.codeIs(q, "=") || file.codeIs(q, "return") || file.codeIs(q, "in") || file.isChar(q, ":") { return nil }
                q -= 1
            }
            guard q >= 0, file.isChar(q, "?") else { return nil }
            b = q
        }
        // The condition: back on the statement from the arm to a boundary.
        var n = b - 1
        var steps = 0
        while n >= 0, steps < 40 {
            steps += 1
            if file.isChar(n, ")") || file.isChar(n, "]"), let open = file.matchingOpen(n) { n = open - 1; continue }
            if file.isChar(n, "(") || file.isChar(n, "[") || file.isChar(n, "{") || file.isChar(n, "}") || file.isChar(n, ",")
                || file.codeIs(n, "=") || file.codeIs(n, "return") || file.codeIs(n, "in") { break }
            if test(n) { return n }
            n -= 1
        }
        return nil
    }

    /// The other arm of the ternary whose arm starts at code index `k`, when it is one of
    /// Apple's colors recolor knows no value of (`.accentColor`, `NSColor.windowBackgroundColor`).
    func unknownSystemArm(beside finding: Finding, start k: Int) -> SystemColorArm? {
        let implicit = SystemColorArm.implicitType(finding.framework)
        let end = file.codeIndex(atOrAfter: finding.range.upperBound)
        var other: SystemColorArm?
        if file.isChar(k - 1, "?"), file.isChar(end, ":") {
            other = SystemColorArm.read(at: end + 1, in: file, implicit: implicit)
        } else if file.isChar(k - 1, ":") {
            var j = k - 2
            while j >= 0, k - j < 16, !file.isChar(j, "?") {
                if file.isChar(j, ")"), let open = file.matchingOpen(j) { j = open - 1; continue }
                j -= 1
            }
            if j >= 0, file.isChar(j, "?") { other = SystemColorArm.read(at: j + 1, to: k - 2, in: file, implicit: implicit) }
        }
        guard let other, other.values == nil else { return nil }
        return other
    }

    /// `over the artwork (playOverArtworkButton)` when a name of the receiver, or of the condition
    /// of a ternary the color is the first arm of, says it is drawn on or over a picture
    /// (`on`/`over` before a media word).
    func overPicture(_ receiverWords: [String], start k: Int) -> String? {
        func over(_ words: [String]) -> String? {
            for (i, w) in words.enumerated() where (w == "over" || w == "on") && i + 1 < words.count && Self.mediaWords.contains(words[i + 1]) {
                return words[i + 1]
            }
            return nil
        }
        if let media = over(receiverWords) { return "over the \(media) (\(receiverWords.joined(separator: " ")))" }
        // `cond ? A : B` with the finding as A: the condition's names.
        var b = k - 1
        while b >= 0, file.isChar(b, "(") { b -= 1 }
        guard b >= 0, file.isChar(b, "?") else { return nil }
        var n = b - 1
        while n >= 0, b - n < 12 {
            if file.isChar(n, "=") || file.isChar(n, "(") || file.isChar(n, ",") || file.isChar(n, "{") || file.codeIs(n, "return") { break }
            if file.isWord(n), let media = over(Self.words(file.text(code: n))) { return "over the \(media) (\(file.text(code: n)))" }
            n -= 1
        }
        return nil
    }

    // MARK: Types that show the camera, themes that are dark

    /// Words of a type's name that say it is drawn over (or in place of) a picture that does not
    /// follow the appearance: a camera's, a user's avatar (its initials on their color).
    static let cameraWords: Set<String> = ["camera", "capture", "scanner", "avatar"]
    /// Types whose presence in a type's body says it shows live video under its views.
    static let videoLayerTypes: [String] = ["AVCaptureVideoPreviewLayer", "AVPlayerLayer"]

    /// Whether `cameraType`'s evidence names a live picture: a camera by the type's name, or a
    /// capture preview or player layer in its body (not a scanner's or an avatar's name).
    static func showsLivePicture(_ evidence: String) -> Bool {
        evidence.hasPrefix("over the camera in ") || videoLayerTypes.contains { evidence.hasPrefix("over the \($0) of ") }
    }

    /// `over the camera in CameraOverlayView` when a type holding code index `k` is named for a
    /// camera (`CameraOverlayView`, `ScannerViewController`) or shows a capture preview or
    /// player layer in its body.
    func cameraType(holding k: Int) -> String? {
        if let own = cameraTypeItself(holding: k) { return own }
        return cameraHolding(typeAt: k)
    }

    /// A view type of this file that a camera type of this file builds as its subview (`let frameView =
    /// ScanFrameView()` in a `ScannerView` holding the `AVCaptureVideoPreviewLayer`): drawn over the
    /// camera too (iGap's QR reader: the scan frame's white stroke became #1F1F1F over the live picture,
    /// session 38's intent38e M2).
    func cameraHolding(typeAt k: Int) -> String? {
        let tree = syntax.tree
        guard let type = tree.enclosingType(at: k), let index = tree.scope(openingAt: type.open),
              let name = type.name?.split(separator: ".").last.map(String.init) else { return nil }
        if let known = typeFacts.heldByCamera[index] { return known }
        var found: String?
        for j in 0..<max(0, file.code.count - 1) where file.codeIs(j, name) && file.isChar(j + 1, "(") && !file.isChar(j - 1, ".") {
            guard tree.enclosingType(at: j)?.open != type.open, let camera = cameraTypeItself(holding: j) else { continue }
            found = "\(camera), as its subview \(name)"
            break
        }
        // Or a camera type of another file builds it (Kontax-Cam's `ExtraLensView`, the "1x" lens pill in its own
        // file, added by `CameraViewController` onto the preview: its white border went #1F1F1F over the live
        // picture; session 40's held-out check, pairs40b v1).
        // Only where no other type builds it: Fetch's `NoResultsView` is built by its QR scanner and by seven lists.
        if found == nil {
            let needle = Array((name + "(").utf8)
            var inCameras = 0
            var host: String?
            for bytes in collectionUses.filesNamingCameraTypes() where bytes != file.bytes && CollectionUses.find(needle, in: bytes, from: 0) != nil {
                let other = SwiftSource(path: "", bytes: bytes)
                let otherTree = SyntaxTree(other)
                for j in 1..<max(1, other.code.count - 1) where other.codeIs(j, name) && other.isChar(j + 1, "(") && !other.isChar(j - 1, ".") {
                    guard let h = otherTree.enclosingType(at: j)?.name?.split(separator: ".").last.map(String.init), h != name,
                          Self.words(h).contains(where: Self.cameraWords.contains)
                            || Self.videoLayer(inScopesNamed: h, file: other, tree: otherTree, uses: collectionUses) != nil else { continue }
                    inCameras += 1
                    host = host ?? h
                }
            }
            if let host, collectionUses.constructions(of: name) == inCameras + constructionsHere(of: name) {
                found = "over the camera in \(host), as its subview \(name)"
            }
        }
        typeFacts.heldByCamera[index] = .some(found)
        return found
    }

    /// `Name(` in this file's code (its own constructions, counted with the tree's).
    func constructionsHere(of name: String) -> Int {
        (1..<max(1, file.code.count - 1)).filter { file.codeIs($0, name) && file.isChar($0 + 1, "(") && !file.isChar($0 - 1, ".") }.count
    }

    func cameraTypeItself(holding k: Int) -> String? {
        let tree = syntax.tree
        var scope: Scope? = tree.enclosingType(at: k)
        var steps = 0
        while let s = scope, steps < 8 {
            steps += 1
            guard let index = tree.scope(openingAt: s.open) else { break }
            if let known = typeFacts.showsCamera[index] { if let known { return known } } else {
                var found: String?
                if let name = s.name {
                    let word = name.split(separator: ".").last.map(String.init).map(Self.words)?.first(where: Self.cameraWords.contains)
                    // The layer may be in the class while the color is set in an extension of it
                    // (Concordium's scan frame tinted green or red in `extension ScannerViewController`,
                    // over the preview layer the class adds: session 30's review, A9).
                    if word != "camera", let layer = videoLayer(inScopesNamed: name) {
                        found = "over the \(layer) of \(name)"
                    } else if let word {
                        found = "over the \(word) in \(name)"
                    }
                }
                typeFacts.showsCamera[index] = .some(found)
                if let found { return found }
            }
            scope = s.parent.flatMap { p in tree.ancestors(of: p).lazy.map { tree.scopes[$0] }.first { $0.isType } }
        }
        return nil
    }

    /// Types and names of what a bar draws (`let item = UIBarButtonItem(…)`, `navigationItem`).
    static let barTypes: Set<String> = ["UIBarButtonItem", "UINavigationBar", "UITabBar", "UIToolbar", "UITabBarItem", "UINavigationItem"]
    static let barNames: Set<String> = ["navigationItem", "navigationBar", "tabBar", "toolbar", "tabBarItem", "leftBarButtonItem", "rightBarButtonItem"]

    /// Whether the receiver `item.tintColor` is set on is a bar or a bar's item: by a word of its
    /// path, or the type the file declares its first name as.
    func isBarItem(_ receiver: String?) -> Bool {
        guard let receiver else { return false }
        let parts = receiver.split(separator: ".").map(String.init)
        if parts.contains(where: Self.barNames.contains) { return true }
        return parts.first.flatMap { declaredType(named: $0) }.map(Self.barTypes.contains) ?? false
    }

    /// The capture preview or player layer the body of a type named `name` in this file names (the
    /// type's declaration or any extension of it), or nil.
    func videoLayer(inScopesNamed name: String) -> String? {
        Self.videoLayer(inScopesNamed: name, file: file, tree: syntax.tree, uses: collectionUses)
    }

    /// The same in any file of the tree: the layer type named in the type's body, or the layer
    /// added from a member another type declares of that type (`cameraView.layer.insertSublayer(reader.previewLayer,
    /// at: 0)`, `let previewLayer: AVCaptureVideoPreviewLayer` in `CodeReader`): GenesisVision's
    /// `QRCodeReaderView`, whose scan frame and torch button turned adaptive over the live picture
    /// (session 41, verify41a-v5).
    static func videoLayer(inScopesNamed name: String, file: SwiftSource, tree: SyntaxTree, uses: CollectionUses) -> String? {
        for scope in tree.scopes where scope.isType && scope.name == name {
            let body = scope.open + 1 ..< max(scope.open + 1, scope.close)
            if let layer = body.lazy.compactMap({ j in Self.videoLayerTypes.first { file.codeIs(j, $0) } }).first {
                return layer
            }
            for j in body where (file.codeIs(j, "insertSublayer") || file.codeIs(j, "addSublayer")) && file.isChar(j + 1, "(") {
                // The argument's last name: `reader.previewLayer`, `self.playerLayer`, `previewLayer`.
                var last = j + 2
                while file.isChar(last + 1, "."), file.isWord(last + 2) { last += 2 }
                if file.isWord(last), file.isChar(last + 1, ")") || file.isChar(last + 1, ","),
                   let layer = uses.videoLayerType(ofMember: file.text(code: last)) {
                    return layer
                }
            }
        }
        return nil
    }

    /// `view.layerBorderColor, view.tintColor` when the statement at code index `k` sets a white
    /// of `view` and the same block sets both a border and a glyph or text color of `view` to
    /// white (`.white`, `UIColor.white`). The border may be its layer's (`view.layer.borderColor =
    /// UIColor.white.cgColor`) and the text a state's title (`view.setTitleColor(.white, for: .normal)`):
    /// Fetch's Done and Stop buttons over the cast artwork, whose white borders turned #1F1F1F in dark
    /// beside their white titles (session 40's held-out check, pairs40b v2).
    func whiteBorderAndGlyph(at k: Int) -> String? {
        guard let receiver = whiteSubject(at: k) else { return nil }
        let tree = syntax.tree
        let block = tree.scopes[tree.scope(at: k)]
        var border: String?, glyph: String?
        var j = block.open + 1
        while j + 4 < min(block.close, file.code.count) {
            defer { j += 1 }
            guard file.isWord(j), file.text(code: j) == receiver, !(j > 0 && file.isChar(j - 1, ".")) || file.codeIs(j - 2, "self") else { continue }
            var p = j + 1
            var layer = false
            if file.isChar(p, "."), file.codeIs(p + 1, "layer"), file.isChar(p + 2, ".") { p += 2; layer = true }
            guard file.isChar(p, "."), file.isWord(p + 1) else { continue }
            let property = file.text(code: p + 1)
            let value: Int
            if file.codeIs(p + 2, "=") { value = p + 3 }
            else if property == "setTitleColor", file.isChar(p + 2, "(") { value = p + 3 }
            else { continue }
            let white = file.isChar(value, ".") && file.codeIs(value + 1, "white")
                || file.codeIs(value, "UIColor") && file.isChar(value + 1, ".") && file.codeIs(value + 2, "white")
            guard white else { continue }
            let shown = (layer ? "layer." : "") + property
            switch property == "setTitleColor" ? .text : ColorRole(context: property) {
            case .border: border = border ?? shown
            case .tint, .text: glyph = glyph ?? shown
            default: break
            }
        }
        guard let border, let glyph else { return nil }
        return "\(receiver).\(border) and \(receiver).\(glyph) white"
    }

    /// The view whose color the white at code index `k` sets: `view.prop = …`, `view.layer.prop = …`
    /// or `view.setTitleColor(…, for:)`.
    func whiteSubject(at k: Int) -> String? {
        guard k >= 4 else { return nil }
        if file.codeIs(k - 1, "="), file.isWord(k - 2), file.isChar(k - 3, "."), file.isWord(k - 4) {
            if file.codeIs(k - 4, "layer"), k >= 6, file.isChar(k - 5, "."), file.isWord(k - 6) { return file.text(code: k - 6) }
            return file.text(code: k - 4)
        }
        if file.isChar(k - 1, "("), file.codeIs(k - 2, "setTitleColor"), file.isChar(k - 3, "."), file.isWord(k - 4) {
            return file.text(code: k - 4)
        }
        return nil
    }

    /// SwiftUI's materials, by the member that names one.
    static let materials: Set<String> = ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial"]

    /// `.ultraThinMaterial` when the function or property holding code index `k` draws one.
    func materialBeside(_ k: Int) -> String? {
        guard let body = syntax.tree.enclosingFunction(at: k) else { return nil }
        for j in (body.open + 1)..<min(body.close, file.code.count) where file.isChar(j - 1, ".") && file.isWord(j) {
            let word = file.text(code: j)
            if Self.materials.contains(word) { return "." + word }
        }
        return nil
    }

    /// `the black backdrop of ImagePreviewView` when code index `k` stands in a type named for
    /// media (`ImagePreviewView`, `PhotoViewer`) whose screen is black: a SwiftUI
    /// `Color.black.ignoresSafeArea()` (or `.edgesIgnoringSafeArea(…)`) in its body.
    func mediaBackdrop(holding k: Int) -> String? {
        let tree = syntax.tree
        guard let type = tree.enclosingType(at: k), let index = tree.scope(openingAt: type.open), let name = type.name else { return nil }
        if let known = typeFacts.mediaBackdrop[index] { return known }
        var found: String?
        let words = Set(Self.words(String(name.split(separator: ".").last ?? "")))
        if !words.isDisjoint(with: Self.mediaWords) {
            var j = type.open + 1
            while j + 4 < type.close, j + 4 < file.code.count {
                if file.codeIs(j, "Color"), file.isChar(j + 1, "."), file.codeIs(j + 2, "black"), file.isChar(j + 3, "."),
                   file.codeIs(j + 4, "ignoresSafeArea") || file.codeIs(j + 4, "edgesIgnoringSafeArea") {
                    found = "over the black backdrop of \(name)"
                    break
                }
                j += 1
            }
        }
        typeFacts.mediaBackdrop[index] = .some(found)
        return found
    }

    /// `stale ? .secondary : … (StatusBadge)` when the finding starting at code index `k` is an
    /// arm of a ternary on a condition that is no test of the appearance, and another ternary of
    /// its type on the same condition has one of Apple's adaptive colors as the same arm.
    func systemColorChosenAlike(_ finding: Finding, start k: Int) -> String? {
        // `if statusBadgeColor == .secondary { .black } else { … }` (Trio's LoopStatusView): the
        // branch's condition compares the background with one of Apple's adaptive colors.
        let tree = syntax.tree
        let branch = tree.scopes[tree.scope(at: k)]
        if case .block(.if) = branch.kind, branch.keywordToken >= 0, branch.keywordToken + 3 < branch.open,
           k == branch.open + 1 || k == branch.open + 2 && file.codeIs(k - 1, "return") {
            var j = branch.keywordToken + 1
            while j < branch.open {
                if file.codeIs(j, "=="), let arm = SystemColorArm.read(at: j + 1, to: branch.open - 1, in: file,
                                                                        implicit: SystemColorArm.implicitType(finding.framework) ?? "Color"),
                   arm.values.map({ $0.resolved(.light) != $0.resolved(.dark) }) ?? true {
                    return "\((branch.keywordToken..<branch.open).map { file.text(code: $0) }.joined(separator: " "))"
                }
                j += 1
            }
        }
        var b = k - 1
        while b >= 0, file.isChar(b, "(") { b -= 1 }
        guard b >= 1 else { return nil }
        let first: Bool
        var q = b
        if file.isChar(b, "?"), file.code[b].kind == .operator {
            first = true
        } else if file.isChar(b, ":") {
            first = false
            var j = b - 1
            while j >= 0, b - j < 16, !(file.isChar(j, "?") && file.code[j].kind == .operator) {
                if file.isChar(j, ")"), let o = file.matchingOpen(j) { j = o - 1; continue }
                if file.isChar(j, "(") || file.isChar(j, "{") || file.isChar(j, "}") || file.isChar(j, ",") { return nil }
                j -= 1
            }
            guard j >= 0, file.isChar(j, "?") else { return nil }
            q = j
        } else {
            return nil
        }
        let c0 = AppearanceCondition.conditionStart(before: q, in: file)
        guard c0 < q, AppearanceCondition(file: file, flags: [:]).trueBranchIsDark(c0, q - 1) == nil else { return nil }
        let condition = (c0..<q).map { file.text(code: $0) }
        guard let type = syntax.tree.enclosingType(at: k) else { return nil }
        let implicit = SystemColorArm.implicitType(finding.framework) ?? "Color"
        var j = type.open + 1
        while j < min(type.close, file.code.count) {
            defer { j += 1 }
            guard j != q, file.isChar(j, "?"), file.code[j].kind == .operator, j - condition.count >= 0,
                  (0..<condition.count).allSatisfy({ file.text(code: j - condition.count + $0) == condition[$0] }),
                  AppearanceCondition.conditionStart(before: j, in: file) == j - condition.count else { continue }
            var at = j + 1
            if !first {
                // Over the first arm to the ternary's `:`.
                while at < file.code.count, at - j < 16, !file.isChar(at, ":") {
                    if file.isChar(at, "("), let c = file.matchingClose(at) { at = c + 1; continue }
                    at += 1
                }
                guard file.isChar(at, ":") else { continue }
                at += 1
            }
            guard let arm = SystemColorArm.read(at: at, in: file, implicit: implicit),
                  first ? file.isChar(arm.last + 1, ":") : true else { continue }
            if let values = arm.values, values.resolved(.light) == values.resolved(.dark) { continue }
            return "\(condition.joined(separator: " ")) ? … \(arm.written) (\(type.name ?? "its type"))"
        }
        return nil
    }

    /// Words of a member that reads a color as numbers in a color space (`rgbColor()`, `toLCH()`,
    /// `hexString`, `hsbComponents`).
    static let componentWords: Set<String> = ["rgb", "rgba", "hsl", "hsb", "hsv", "lch", "lab", "cmyk", "components", "hex"]

    /// `the base of .rgbColor()` when the finding is the receiver of a member reading it as
    /// numbers (BookPlayer's `UIColor(hex: "#5FBFD5").rgbColor()!`, the base hue of generated
    /// artwork): what the computation makes of it must not depend on the appearance.
    func componentsRead(_ finding: Finding) -> String? {
        let end = file.codeIndex(atOrAfter: finding.range.upperBound)
        guard end + 1 < file.code.count, file.isChar(end, "."), file.isWord(end + 1), file.code[end].begin == finding.range.upperBound else { return nil }
        let name = file.text(code: end + 1)
        guard !Set(Self.words(name)).isDisjoint(with: Self.componentWords) else { return nil }
        return "the base of .\(name)\(file.isChar(end + 2, "(") ? "()" : "")"
    }

    /// `a gradient of 6 colored stops (AngularGradient)` when the finding, a chromatic color, is a
    /// stop of a gradient's `colors:` literal of four stops or more (Trio's logo gradient): a
    /// drawing's colors, not a surface that follows the appearance.
    func multiHueGradient(_ finding: Finding, start k: Int) -> String? {
        guard let c = finding.color, !Self.isAchromatic(c), let open = groups.opener(of: k), file.isChar(open, "["),
              let close = file.matchingClose(open) else { return nil }
        let holder: String
        if file.isChar(open - 1, ":"), file.codeIs(open - 2, "colors"), let call = groups.opener(of: open), file.isChar(call, "("),
           call > 0, file.isWord(call - 1), ContextAnalyzer.gradients.contains(file.text(code: call - 1)) {
            holder = file.text(code: call - 1)
        } else if file.codeIs(open - 1, "="), let name = finding.context, Self.words(name).contains("gradient") {
            holder = name  // `let gradientColors: [Color] = [ … ]` (Trio's LogoBurstSplash)
        } else {
            return nil
        }
        var stops = 1
        for n in (open + 1)..<close where file.isChar(n, ",") && groups.opener(of: n) == open && !file.isChar(n + 1, "]") { stops += 1 }
        guard stops >= 4 else { return nil }
        return "a gradient of \(stops) colored stops (\(holder))"
    }

    /// The picture view whose placeholder closure holds code index `k` (up to four groups out):
    /// `placeholder: { … }` of a picture view's call, or its `.placeholder { … }` modifier.
    func placeholderOfPicture(holding k: Int) -> String? {
        var n = k
        for _ in 0..<4 {
            guard let open = groups.opener(of: n) else { return nil }
            n = open
            guard file.isChar(open, "{") else { continue }
            if file.isChar(open - 1, ":"), file.codeIs(open - 2, "placeholder") {
                // A trailing closure after the content one (`AsyncImage(url: u) { … } placeholder: { … }`),
                // or an argument of the call (`AsyncImage(url: u, content: { … }, placeholder: { … })`).
                var j = open - 3
                if file.isChar(j, "}"), let o = file.matchingOpen(j) { j = o - 1 }
                if file.isChar(j, ")"), let o = file.matchingOpen(j) { j = o - 1 }
                else if let paren = groups.opener(of: open), file.isChar(paren, "(") { j = paren - 1 }
                if file.isWord(j), Self.pictureViews.contains(file.text(code: j)) { return file.text(code: j) }
                return nil
            }
            if file.codeIs(open - 1, "placeholder"), file.isChar(open - 2, "."), let start = OverlayReceiver.chainStart(before: open - 2, in: file),
               Self.startsPicture(at: start, in: file) {
                return file.text(code: start)
            }
        }
        return nil
    }

    /// Views that draw a picture: SwiftUI's and the common image loaders'.
    static let pictureViews: Set<String> = ["Image", "AsyncImage", "KFImage", "KFAnimatedImage", "WebImage", "AnimatedImage", "LazyImage",
                                            "CachedAsyncImage", "VideoPlayer", "AsyncImageView", "NetworkImage", "RemoteImage", "URLImage"]

    /// `AsyncImage` when code index `k` stands directly in a `ZStack`'s content closure and a
    /// later layer of that closure is a picture: a view of `pictureViews`, or a value named for
    /// one (`artwork`, `coverImage`).
    func pictureLayer(above k: Int) -> String? {
        var k = k
        // The color inside a `Color(…)` that stands as the layer (iTorrent's player backdrop,
        // `Color(showOverlay ? .systemGroupedBackground : .black).ignoresSafeArea()` under
        // `videoOutput`: made `UIColor.label`, the letterbox turned white, session 23 review F5).
        if let paren = groups.opener(of: k), file.isChar(paren, "("), paren >= 1, file.codeIs(paren - 1, "Color"), !file.isChar(paren - 2, ".") {
            k = paren - 1
        }
        guard let open = groups.opener(of: k), file.isChar(open, "{"), let close = file.matchingClose(open) else { return nil }
        var head = open - 1
        if file.isChar(head, ")"), let o = file.matchingOpen(head) { head = o - 1 }
        guard file.codeIs(head, "ZStack"), k - 1 == open || file.lineBreakBetween(k - 1, k) || file.isChar(k - 1, ";") else { return nil }
        var j = k + 1
        while j < close {
            // Into blocks (`if let url { KFImage(…) } else { … }`), not over arguments.
            if file.isChar(j, "(") || file.isChar(j, "["), let c = file.matchingClose(j) { j = c + 1; continue }
            // A layer's first word: after a line break, `;` or a `{`.
            if file.isWord(j), !file.isChar(j - 1, "."), file.lineBreakBetween(j - 1, j) || file.isChar(j - 1, ";") || file.isChar(j - 1, "{") {
                let word = file.text(code: j)
                // A picture (`Image(systemName:)` is a symbol, not one), a value named for one
                // (`artwork`), or for the video a player shows (`videoOutput`, in a type that holds the player).
                if Self.startsPicture(at: j, in: file) { return word }
                if file.code[j].kind == .identifier, word.first?.isLowercase == true,
                   Self.hasVideoWord(word) && videoType(holding: j) != nil { return word }
            }
            j += 1
        }
        return nil
    }

    /// Whether the word at code token `j` starts a picture layer: a picture view (`Image(uiImage:)`,
    /// `KFImage`; `Image(systemName:)` is a symbol, not a picture) or a value named for a picture
    /// (`artwork`, `thumbnail`, `image`).
    static func startsPicture(at j: Int, in file: SwiftSource) -> Bool {
        let word = file.text(code: j)
        if pictureViews.contains(word) { return !(file.isChar(j + 1, "(") && file.codeIs(j + 2, "systemName")) }
        return file.code[j].kind == .identifier && word.first?.isLowercase == true && !Set(words(word)).isDisjoint(with: pictureNameWords)
    }

    /// Shapes a layer under a symbol is drawn with.
    static let shapeViews: Set<String> = ["Rectangle", "Circle", "Capsule", "RoundedRectangle", "Ellipse"]

    /// `Image(systemName: "checkmark.circle.fill")` when code index `k` is the color of a shape's
    /// `.foregroundStyle`/`.foregroundColor`/`.fill` standing as a layer of a `ZStack` and a later
    /// layer of it is a filled symbol (its name ends in `.fill`), or standing as the `.background`
    /// of such a symbol.
    func filledSymbolLayer(aboveShapeAt k: Int) -> String? {
        guard let paren = groups.opener(of: k), file.isChar(paren, "("), paren + 1 == k, file.isChar(paren - 2, "."),
              ["foregroundStyle", "foregroundColor", "fill"].contains(file.text(code: paren - 1)) else { return nil }
        // Back over the modifier chain to the layer's shape: `Rectangle()` then modifiers.
        var j = paren - 2
        var steps = 0
        while steps < 32, j > 1, file.isChar(j, "."), file.isChar(j - 1, ")"), let o = file.matchingOpen(j - 1) {
            steps += 1
            guard file.isWord(o - 1) else { return nil }
            if Self.shapeViews.contains(file.text(code: o - 1)), !file.isChar(o - 2, ".") { j = o - 1; break }
            j = o - 2
        }
        guard file.isWord(j), Self.shapeViews.contains(file.text(code: j)), let open = groups.opener(of: j) else { return nil }
        // The shape as the background of the symbol itself (`Image(systemName: "minus.circle.fill")
        // .foregroundColor(.red).background(Circle().fill(Color.white))`: Catbird's remove badge).
        if file.isChar(open, "("), open == j - 1, file.codeIs(open - 1, "background"), file.isChar(open - 2, ".") {
            return filledSymbol(rootOfChainBefore: open - 2)
        }
        guard file.isChar(open, "{"), let close = file.matchingClose(open) else { return nil }
        var head = open - 1
        if file.isChar(head, ")"), let o = file.matchingOpen(head) { head = o - 1 }
        guard file.codeIs(head, "ZStack"), j - 1 == open || file.lineBreakBetween(j - 1, j) || file.isChar(j - 1, ";") else { return nil }
        var n = j + 1
        while n + 4 < close {
            if file.codeIs(n, "Image"), file.isChar(n + 1, "("), file.codeIs(n + 2, "systemName"), file.isChar(n + 3, ":"),
               let end = file.matchingClose(n + 1), filledSymbolNames(n + 4..<end) {
                return "Image(systemName: \(file.text(file.code[n + 4].range.lowerBound..<file.code[end - 1].range.upperBound)))"
            }
            if file.codeIs(n, "Image"), let symbol = appFilledSymbol(open: n + 1) { return symbol }
            n += 1
        }
        return nil
    }

    /// `Image(systemName: "….fill")` when the modifier chain whose `.` is at code index `dot` starts
    /// with that filled symbol (through its other modifiers); nil otherwise.
    func filledSymbol(rootOfChainBefore dot: Int) -> String? {
        var k = dot
        var steps = 0
        while steps < 32, file.isChar(k, "."), k > 0 {
            steps += 1
            guard file.isChar(k - 1, ")"), let o = file.matchingOpen(k - 1), file.isWord(o - 1) else { return nil }
            if file.isChar(o - 2, ".") { k = o - 2; continue }
            if file.codeIs(o - 1, "Image"), let symbol = appFilledSymbol(open: o) { return symbol }
            guard file.codeIs(o - 1, "Image"), file.codeIs(o + 1, "systemName"), file.isChar(o + 2, ":"),
                  let end = file.matchingClose(o), filledSymbolNames(o + 3..<end) else { return nil }
            return "Image(systemName: \(file.text(file.code[o + 3].range.lowerBound..<file.code[end - 1].range.upperBound)))"
        }
        return nil
    }

    /// `Image(systemIcon: .checkmarkCircleFill)` when the `(` at `open` holds one argument labeled for a
    /// symbol (`systemIcon`, `symbol`) whose value is a member of the app's own symbol enum named for a
    /// filled symbol (olvid's `SystemIcon`, session 24: its backup confirmation's white disc behind
    /// `.checkmarkCircleFill` turned near black in Dark).
    func appFilledSymbol(open: Int) -> String? {
        guard file.isChar(open, "("), file.isWord(open + 1), file.isChar(open + 2, ":"), file.isChar(open + 3, "."), file.isWord(open + 4),
              file.isChar(open + 5, ")"), file.matchingClose(open) == open + 5 else { return nil }
        let label = file.text(code: open + 1), member = file.text(code: open + 4)
        guard label != "systemName", !Set(Self.words(label)).isDisjoint(with: ["system", "symbol", "icon"]), member.hasSuffix("Fill") else { return nil }
        return "Image(\(label): .\(member))"
    }

    /// Whether the symbol name written in `range` is a filled symbol's whatever it evaluates to:
    /// every string literal there ends in `.fill`, interpolated or chosen by a ternary too (UTM's
    /// unread badge, `Image(systemName: count <= 50 ? "\(count).circle.fill" : "infinity.circle.fill")`
    /// over `Circle().fill(.white)`: its white disc turned near-black in Dark, session 21 audit F12).
    func filledSymbolNames(_ range: Range<Int>) -> Bool {
        var quotes = 0
        var filled = 0
        for k in range {
            guard file.kind(k) == .stringQuote else { continue }
            quotes += 1
            if file.kind(k - 1) == .stringSegment, quotes % 2 == 0, file.text(code: k - 1).hasSuffix(".fill") { filled += 1 }
        }
        return quotes > 0 && quotes % 2 == 0 && filled == quotes / 2
    }

    /// Words of a value that is a picture (`artwork`, `coverImage`, `thumbnail`).
    static let pictureNameWords: Set<String> = ["artwork", "image", "photo", "thumbnail", "poster", "cover", "picture"]

    /// The run-time color a view chain between code indices `range` is filled with: the argument of its
    /// `.foregroundStyle`/`.foregroundColor`/`.fill`/`.background` is a member path (`manager.currentThemeColor`)
    /// whose last name says color, theme or tint, and no literal color.
    func runTimeFill(in range: Range<Int>) -> String? {
        for j in range where file.isChar(j, ".") && j + 2 < range.upperBound && file.isChar(j + 2, "(") {
            guard ["foregroundStyle", "foregroundColor", "fill", "background"].contains(file.text(code: j + 1)),
                  let close = file.matchingClose(j + 2), close < range.upperBound else { continue }
            let argument = (j + 3)..<close
            guard argument.count >= 3, argument.allSatisfy({ file.isWord($0) || file.isChar($0, ".") }),
                  file.isWord(argument.lowerBound), file.isWord(close - 1), file.code[argument.lowerBound].kind == .identifier else { continue }
            let last = Self.words(file.text(code: close - 1))
            guard !Set(last).isDisjoint(with: ["color", "theme", "tint", "accent"]),
                  !findingColors.keys.contains(where: { $0 >= file.code[argument.lowerBound].begin && $0 < file.code[close].begin }) else { continue }
            return argument.map { file.text(code: $0) }.joined()
        }
        return nil
    }

    /// An app's own view type named for the picture it shows (`ZoomableImageView`, `ArtworkView`,
    /// `PhotoViewer`): a picture word before its last `view`/`viewer`. (iBurn's close button sits in
    /// the `.overlay` of `ZoomableImageView(uiImage:)`, session 38's intent38b M1 on the app.)
    static func namesPictureView(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase else { return false }
        var w = words(name)
        if w.count > 1, w.last == name.lowercased() { w.removeLast() }
        guard let last = w.last, ["view", "viewer"].contains(last) else { return false }
        return !Set(w.dropLast()).isDisjoint(with: pictureNameWords.union(videoNameWords))
    }

    /// Words of a name that holds the picture of a player (`videoView`, `playerLayer`, `PlayerCore`).
    static let videoNameWords: [String] = ["video", "player", "playback", "movie"]

    /// `holds videoView (MainWindowController)` when the nearest type around code index `k` uses
    /// a type with a video or player word (`AVPlayerLayer`, `VideoPlayer`, `PlayerCore`), or
    /// declares a property so named whose type is one, or a view or layer (`var videoView:
    /// UIView`); read once per type. A name alone is no player: fer0n/Unwatched's `var
    /// colorSchemePlayer: ColorScheme` and `Const.videoPlayerCornerRadius` (a `CGFloat`) kept a
    /// settings card white in Dark Mode under text that turns white (session 15's audit, F22).
    func videoType(holding k: Int) -> String? {
        let tree = syntax.tree
        guard let type = tree.enclosingType(at: k), let index = tree.scope(openingAt: type.open) else { return nil }
        if let known = typeFacts.holdsVideo[index] { return known }
        var found: String?
        var j = type.open + 1
        while j < type.close, j < file.code.count {
            if file.code[j].kind == .identifier, !file.isChar(j - 1, ".") || file.text(code: j).first?.isUppercase == true {
                let word = file.text(code: j)
                if Self.hasVideoWord(word), !Self.namesNoHeldPlayer(j, ownType: type.name, in: file) {
                    let declared = declaredType(ofPropertyAt: j)
                    if word.first?.isUppercase == true || declared.map({ Self.hasVideoWord($0) || Self.isViewOrLayer($0) }) == true {
                        // A player object alone (`AVPlayer`, an audio engine) shows no picture: the type
                        // must show one (a video or player view or layer, `VideoPlayer`), or name video.
                        // (A type named for video holding a player is its picture's: `VideoPlaceholder`.)
                        let videoType = type.name.map { $0.lowercased().contains("video") || $0.lowercased().contains("movie") } == true
                        if videoType || Self.showsPicture(word) || declared.map(Self.showsPicture) == true || Self.isViewOrLayer(declared ?? "") {
                            found = "holds \(word) (\(type.name ?? "its type"))"
                            break
                        }
                    }
                }
            }
            j += 1
        }
        typeFacts.holdsVideo[index] = .some(found)
        return found
    }

    /// Whether the video word at code index `j` names no player the type holds: its own name or one
    /// made from it (`MiniPlayerViewDelegate`, its delegate's protocol), a delegate or data source, or a
    /// type used for a static member (`Player.sharedInstance.getProgress()`, an app's audio singleton).
    /// Recast's mini player, a bar of labels and a slider with no picture, was kept near-white as a
    /// "media surface" under labels that turn light in dark (review 29, A4). `AVPlayerLayer.self` is held.
    static func namesNoHeldPlayer(_ j: Int, ownType: String?, in file: SwiftSource) -> Bool {
        let word = file.text(code: j)
        if let own = ownType?.split(separator: ".").last, word.hasPrefix(own) { return true }
        if word.hasSuffix("Delegate") || word.hasSuffix("DataSource") { return true }
        return word.first?.isUppercase == true && file.isChar(j + 1, ".") && file.isWord(j + 2) && !file.codeIs(j + 2, "self") && !file.codeIs(j + 2, "Type")
            && !file.codeIs(j - 1, ":") && !file.codeIs(j - 1, "as") && !file.codeIs(j - 1, "as!") && !file.codeIs(j - 1, "as?")
    }

    /// Whether a name with a video word shows the picture: a view or layer (`AVPlayerLayer`,
    /// `VideoPlayerView`), SwiftUI's `VideoPlayer`, or a name of video itself (`video`, `movie`).
    /// Moonfin's audio mini player holds `player: MpvPlayerWrapper` and draws no picture: its white
    /// focus pill was kept as a media surface under text made adaptive, white on white in Dark
    /// (session 30's review, B6).
    static func showsPicture(_ word: String) -> Bool {
        let lower = word.lowercased()
        return isViewOrLayer(word) || word == "VideoPlayer" || lower.contains("video") || lower.contains("movie")
    }

    static func hasVideoWord(_ word: String) -> Bool {
        let lower = word.lowercased()
        return videoNameWords.contains(where: lower.contains)
    }

    /// `UIView`, `AVPlayerLayer`, `PlayerViewController`: a type that shows something.
    static func isViewOrLayer(_ type: String) -> Bool {
        ["View", "Layer", "ViewController", "Controller", "ViewRepresentable"].contains { type.hasSuffix($0) }
    }

    /// The type a `let`/`var` declaration at code index `j` names (`var v: UIView!` → `UIView`,
    /// `let p = AVPlayer(url:)` → `AVPlayer`), or nil when `j` is no declared name or the type is
    /// not written so.
    func declaredType(ofPropertyAt j: Int) -> String? {
        guard j > 0, file.codeIs(j - 1, "let") || file.codeIs(j - 1, "var"), j + 2 < file.code.count else { return nil }
        var t = j + 1
        if file.isChar(t, ":") || file.isChar(t, "=") {
            t += 1
            // `AVKit.AVPlayer`, `some View`: the last word of the type's path.
            while t + 2 < file.code.count, file.isWord(t), file.isChar(t + 1, ".") { t += 2 }
            if file.codeIs(t, "some") || file.codeIs(t, "any") { t += 1 }
            guard t < file.code.count, file.code[t].kind == .identifier else { return nil }
            let name = file.text(code: t)
            return name.first?.isUppercase == true ? name : nil
        }
        return nil
    }

    /// `a gradient in PlayerViewController` when code index `k` is a color of a gradient (a name
    /// with `gradient` in the statement before it, or the function drawing it is named so) in a
    /// type that holds a video or player or is an image's; `placeholder blackPlaceholder` when
    /// the function drawing it is named like a placeholder and its type or file is of media.
    func mediaGradientOrPlaceholder(_ k: Int) -> String? {
        let tree = syntax.tree
        let function = tree.enclosingFunction(at: k)?.name
        let functionWords = function.map(Self.words) ?? []
        let type = tree.enclosingType(at: k)?.name?.split(separator: ".").last.map(String.init)
        let typeWords = type.map(Self.words) ?? []
        // The code says it (the type's name, what it holds), never the file's folders.
        let ofMedia = videoType(holding: k) != nil || !Set(typeWords).isDisjoint(with: Self.mediaWords)
        guard ofMedia else { return nil }
        if functionWords.contains("placeholder"), let function { return "a placeholder of media (\(function)())" }
        if functionWords.contains("gradient"), let function { return "a gradient over the picture (\(function)() in \(type ?? file.path))" }
        // The statement before `k`, back to the line that starts it (the array may span lines).
        var j = k - 1
        while j >= 0, k - j < 80, !(file.codeIs(j, "let") || file.codeIs(j, "var") || file.isChar(j, "{") || file.isChar(j, "}")) {
            if file.code[j].kind == .identifier, file.text(code: j).lowercased().contains("gradient") {
                return "a gradient over the picture (\(file.text(code: j)) in \(type ?? file.path))"
            }
            j -= 1
        }
        return nil
    }

    /// Names of theme instances that are dark; the light ones whose presence makes a dark one
    /// half of a pair (`ThemeInstances` reads such pairs as tokens).
    static let darkWords: Set<String> = ["dark", "night", "black", "midnight", "oled", "amoled"]
    static var themeWords: Set<String> { ThemeInstances.themeWords }

    /// The dark theme whose value stands at code index `k`: an argument of `static let black =
    /// Theme(…)`, of `static let dark = Theme(…)` with no light instance beside it, or a member
    /// of a type named for a dark theme (`struct DarkTheme`, `enum NightColors`).
    func darkTheme(holding k: Int) -> String? {
        if let named = darkNamed(at: k) { return named }
        // `static let NAME = Type(… k …)`, the call up to three groups out.
        var j = k
        for _ in 0..<3 {
            guard let open = groups.opener(of: j), file.isChar(open, "(") else { break }
            var n = open - 1
            if file.codeIs(n, "init"), file.isChar(n - 1, ".") { n -= 1 } else if !file.isWord(n) { break }
            n -= 1
            if file.codeIs(n, "="), file.isWord(n - 1), ThemeInstances.isInstanceDeclaration(n - 2, in: file, tree: syntax.tree) {
                let name = file.text(code: n - 1)
                let kind = ThemeInstances.kind(ofInstance: name)
                if kind == .blackTheme { return "the \(name) theme (static let \(name))" }
                if kind == .dark, !declaresLightInstance(beside: n - 2) { return "the \(name) theme, with no light one beside it (static let \(name))" }
                return nil
            }
            // Not a named instance (whose light and dark twins are a harvested pair), nor one of
            // the themes the app offers for choice (data): a call its own arguments mark dark.
            if let marked = darkThemeCall(open: open), offeredTheme(holding: k) == nil { return marked }
            j = open
        }
        // `static let oled: Palette = { var p = Palette.default; p.background = .black; return p }()`:
        // a theme built in a closure (mlem's Palette+Oled.swift), named by its declaration.
        let tree = syntax.tree
        for n in tree.ancestors(of: tree.scope(at: k)) {
            let scope = tree.scopes[n]
            guard case .closure = scope.kind else { continue }
            var e = scope.open - 1
            guard file.codeIs(e, "=") else { continue }
            e -= 1
            if file.isWord(e), file.isChar(e - 1, ":") { e -= 2 }  // `NAME: T =`
            guard file.isWord(e), ThemeInstances.isInstanceDeclaration(e - 1, in: file, tree: tree) else { continue }
            let name = file.text(code: e)
            let kind = ThemeInstances.kind(ofInstance: name)
            if kind == .blackTheme { return "the \(name) theme (static let \(name) = { … }())" }
            if kind == .dark, !declaresLightInstance(beside: e - 1) { return "the \(name) theme, with no light one beside it (static let \(name) = { … }())" }
        }
        // A type named for a dark theme.
        guard let type = tree.enclosingType(at: k), let index = tree.scope(openingAt: type.open) else { return nil }
        if let known = typeFacts.darkTheme[index] { return known }
        var found: String?
        if let name = type.name?.split(separator: ".").last.map(String.init) {
            let words = Set(Self.words(name))
            let inherited = Set(type.inherited.flatMap(Self.words))
            // A "color set" names a theme too (iGap's `class IGBWColorSetNight: NightColorSetProtocol`: its night
            // values were read as light ones and 141 flipped in system Dark; session 38's intent38e M1).
            let all = words.union(inherited)
            let colorSet = all.contains("color") && all.contains("set")
            if !words.isDisjoint(with: Self.darkWords), !all.isDisjoint(with: Self.themeWords) || colorSet { found = "a member of \(name)" }
            // A theme whose name says nothing of its look but whose status bar is light content (Justaway's
            // `class ThemeMonokai: Theme { func statusBarStyle() -> UIStatusBarStyle { return .lightContent } … }`):
            // its colors are a dark theme's; made adaptive, the user's Monokai turned light gray with near-black
            // text in Dark Mode (session 40's held-out check, verify40a v1).
            else if !all.isDisjoint(with: Self.themeWords), words.isDisjoint(with: ThemeInstances.lightWords),
                    let style = lightContentStatusBar(in: type) {
                found = "a member of \(name), a theme whose status bar is \(style)"
            }
        }
        typeFacts.darkTheme[index] = .some(found)
        return found
    }

    /// `.lightContent` where the type's own body declares its status bar style so (`func statusBarStyle() ->
    /// UIStatusBarStyle { return .lightContent }`, `var statusBarStyle: UIStatusBarStyle { .lightContent }`,
    /// `let statusBarStyle: UIStatusBarStyle = .lightContent`): light content is drawn over a dark theme. A
    /// method that sets some bar's style (pia's `Theme.applyDarkNavigationBar`: `barStyle = .black`) is none.
    func lightContentStatusBar(in type: Scope) -> String? {
        // A controller's own status bar is its screen's, not a theme's (`ThemedViewController`).
        guard type.open >= 0, type.close > type.open, !(type.name ?? "").hasSuffix("Controller"),
              !type.inherited.contains(where: { $0.hasSuffix("Controller") }) else { return nil }
        let close = min(type.close, file.code.count)
        var n = type.open + 1
        while n + 2 < close {
            defer { n += 1 }
            guard file.codeIs(n, "func") || file.codeIs(n, "var") || file.codeIs(n, "let"), file.isWord(n + 1),
                  file.text(code: n + 1).lowercased().hasSuffix("statusbarstyle") else { continue }
            // The member's value: `= .lightContent`, or a body `{ [return] .lightContent }`.
            var m = n + 2
            while m < close, m - n < 12, !file.isChar(m, "{"), !file.codeIs(m, "=") { m += 1 }
            guard m < close else { return nil }
            var v = m + 1
            if file.codeIs(v, "return") { v += 1 }
            if file.isChar(v, "."), file.codeIs(v + 1, "lightContent"), file.isChar(m, "{") ? file.isChar(v + 2, "}") : true { return ".lightContent" }
        }
        return nil
    }

    /// A color the code names for its own night or dark mode: declared or assigned to a name
    /// that says so (FolioReaderKit's `open var nightModeSeparatorColor = …`, `backgroundDark`,
    /// `darkModeText`), or to a member of a local theme instance named dark (Sileo's
    /// `let darkTheme = SileoTheme(…)`, then `darkTheme.seperatorColor = …`). `darkGray`,
    /// `darkText` are colors called dark, not a dark mode's, and stay.
    func darkNamed(at k: Int) -> String? {
        var n = k - 1
        // `NAME: Type = COLOR` as `NAME = COLOR`.
        if file.codeIs(n, "="), file.isWord(n - 1), file.isChar(n - 2, ":"), file.isWord(n - 3) { n = n - 2 }
        guard file.codeIs(n, "="), file.isWord(n - 1) else { return nil }
        let name = file.text(code: n - 1)
        if Self.namesDarkMode(name) { return "\(name), named for the app's own dark mode" }
        // `darkTheme.member = COLOR`: the instance before the member.
        if file.isChar(n - 2, "."), file.isWord(n - 3), !file.isChar(n - 4, "."), let kind = ThemeInstances.kind(ofInstance: file.text(code: n - 3)),
           kind == .dark || kind == .blackTheme {
            return "\(file.text(code: n - 3)).\(name), a value of the app's \(file.text(code: n - 3))"
        }
        return nil
    }

    /// The first of two arguments of a call named for the appearance (FolioReaderKit's
    /// `isNight(UIColor.white, UIColor.black)`, declared `func isNight<T>(_ f: T, _ l: T) -> T`):
    /// the helper returns it when the test holds, so it is the night mode's color.
    func nightArm(at k: Int) -> String? {
        guard file.isChar(k - 1, "("), file.isWord(k - 2), let close = file.matchingClose(k - 1),
              Self.appearanceTestWords.contains(file.text(code: k - 2).lowercased()), !file.isChar(k + 1, ":") else { return nil }
        // Exactly two arguments, neither labeled.
        var commas: [Int] = []
        var n = k
        while n < close {
            if let end = file.matchingClose(n) { n = end + 1; continue }
            if file.isChar(n, ",") { commas.append(n) }
            n += 1
        }
        guard commas.count == 1, !file.isChar(commas[0] + 2, ":") else { return nil }
        return "the night arm of \(file.text(code: k - 2))(…), the value its test picks"
    }

    /// `.mask { … }`, `.mask(…)`, a modifier of the app's named for a mask (`.reverseMask { … }`)
    /// holding code index `k`, up to twelve groups out: `.mask { … }` as written. (Six missed
    /// neodb-app's gradient stop eight groups inside `.mask(VStack { HStack { HStack { … } } })`.)
    func maskContent(holding k: Int) -> String? {
        var j = k
        for _ in 0..<12 {
            guard let open = groups.opener(of: j) else { return nil }
            // `.mask(alignment: .leading) { … }`: the trailing closure after the arguments.
            var callee = open - 1
            if file.isChar(open, "{"), file.isChar(callee, ")"), let args = file.matchingOpen(callee) { callee = args - 1 }
            if file.isChar(open, "(") || file.isChar(open, "{"), file.isWord(callee), file.isChar(callee - 1, "."),
               Self.words(file.text(code: callee)).contains("mask") {
                return ".\(file.text(code: callee)) \(file.isChar(open, "{") ? "{ … }" : "(…)")"
            }
            j = open
        }
        return nil
    }

    /// `.environment(\.colorScheme, .dark) on the view around it` when a modifier forcing the
    /// dark appearance follows the finding (code indexes `k` to `end`) or a group holding it, up
    /// to ten groups out: `.environment(\.colorScheme, .dark)`, `.preferredColorScheme(.dark)`,
    /// `.colorScheme(.dark)`. Only that view's subtree is dark; the rest of the app is not.
    func forcedDarkSubtree(holding k: Int, end: Int) -> String? {
        if let direct = forcedDarkSubtree(directlyHolding: k, end: end) { return direct }
        // A view property of the type drawn inside a forced subtree of the same type
        // (Unwatched's `.overlay { dropOverlay }` before `.environment(\.colorScheme, .dark)`).
        guard let (name, uses) = ownMemberUses(holding: k) else { return nil }
        for j in uses {
            if let around = forcedDarkSubtree(directlyHolding: j, end: j + 1) { return "\(around) (drawn as \(name))" }
        }
        return nil
    }

    /// The name of the function or property holding code index `k` and the code indices where its type names it
    /// elsewhere (`dropOverlay` in `.overlay { dropOverlay }`, `self.heroCopy`): where a view property is drawn.
    func ownMemberUses(holding k: Int) -> (name: String, uses: [Int])? {
        let tree = syntax.tree
        guard let member = tree.enclosingFunction(at: k), let name = member.name, let type = tree.enclosingType(at: k) else { return nil }
        var uses: [Int] = []
        for j in (type.open + 1)..<max(type.open + 1, min(type.close, file.code.count)) {
            guard file.codeIs(j, name), !(member.open...member.close).contains(j), !file.codeIs(j - 1, "var"), !file.codeIs(j - 1, "func"),
                  !file.codeIs(j - 1, "let"), !file.isChar(j - 1, ".") || file.codeIs(j - 2, "self") else { continue }
            uses.append(j)
        }
        return (name, uses)
    }

    /// The innermost forcing decides: a view forced light (`.environment(\\.colorScheme, .light)`)
    /// inside a dark one shows the light appearance (review 29 B1's negative).
    func forcedDarkSubtree(directlyHolding k: Int, end: Int) -> String? {
        // The dark forcing written, "" for a light one, nil for none.
        func forcing(after close: Int) -> String? {
            for m in modifierChain(after: close) {
                guard let open = m.open, file.isChar(open, "("), let shut = file.matchingClose(open) else { continue }
                let words = (open + 1..<shut).filter { file.isWord($0) }.map { file.text(code: $0) }
                switch m.name {
                case "environment" where words.first == "colorScheme" && words.last == "dark":
                    return ".environment(\\.colorScheme, .dark)"
                case "preferredColorScheme" where words.last == "dark", "colorScheme" where words.last == "dark":
                    return ".\(m.name)(.dark)"
                case "environment" where words.first == "colorScheme" && words.last == "light",
                     "preferredColorScheme" where words.last == "light", "colorScheme" where words.last == "light":
                    return ""
                default: continue
                }
            }
            return nil
        }
        if let own = forcing(after: end) { return own.isEmpty ? nil : "\(own) on it" }
        var j = k
        for _ in 0..<10 {
            guard let open = groups.opener(of: j), let close = file.matchingClose(open) else { return nil }
            if let around = forcing(after: close + 1) { return around.isEmpty ? nil : "\(around) on the view around it" }
            j = open
        }
        return nil
    }

    /// `UIColor(named:) ?? …` when code index `k` is the right side of a `??` whose left side
    /// looks a color set up by name (`UIColor(named: name, in: bundle, compatibleWith: nil)`).
    func missingAssetFallback(_ k: Int) -> String? {
        guard k >= 3, file.codeIs(k - 1, "??"), file.isChar(k - 2, ")"), let open = file.matchingOpen(k - 2), open > 0,
              file.codeIs(open + 1, "named"), file.isChar(open + 2, ":"), file.isWord(open - 1) else { return nil }
        return "\(file.text(code: open - 1))(named:) ?? …"
    }

    /// Methods that compute a color from the one they are called on and the argument
    /// (SwiftUI's `mix(with:by:)`, AppKit's `blended(withFraction:of:)`, the helpers apps name so).
    static let colorComputations: Set<String> = ["mix", "mixed", "blend", "blended", "interpolate", "interpolated", "lerp"]

    /// `mixed into theme by .mix(…)` when code index `k` starts an argument of a method of
    /// `colorComputations` called on another value (`theme.mix(with: k, by: 0.3)`): a free
    /// function of that name has no other color to compute on.
    func computationArgument(_ k: Int) -> String? {
        guard let open = groups.opener(of: k), file.isChar(open, "("), open >= 3 else { return nil }
        let callee = open - 1
        guard file.isWord(callee), Self.colorComputations.contains(file.text(code: callee)), file.isChar(callee - 1, "."),
              file.isWord(callee - 2) || file.isChar(callee - 2, ")") || file.isChar(callee - 2, "]") else { return nil }
        // The argument itself, not a value inside one (`by: amount(of: .black)`).
        guard file.isChar(k - 1, "(") || file.isChar(k - 1, ",") || file.isChar(k - 1, ":") && file.isWord(k - 2) else { return nil }
        let receiver = file.isWord(callee - 2) ? file.text(code: callee - 2) : "a color"
        return "mixed into \(receiver) by .\(file.text(code: callee))(…)"
    }

    /// `below #available(iOS 13.0, *): UIColor.separator` when code index `k` stands in the
    /// `else` of an `if #available(…)` whose branch names one of Apple's adaptive colors, or is
    /// returned right after such an `if` (`#if os(iOS) if #available(…) { return … } #endif
    /// return UIColor.white`).
    func olderOSFallback(_ k: Int) -> String? {
        let tree = syntax.tree
        var ifOpen: Int?
        let scope = tree.scopes[tree.scope(at: k)]
        if case .block(.else) = scope.kind, scope.keywordToken > 0, file.isChar(scope.keywordToken - 1, "}"), let o = file.matchingOpen(scope.keywordToken - 1) {
            ifOpen = o
        } else if k >= 2, file.codeIs(k - 1, "return") {
            var j = k - 2
            if file.codeIs(j, "#endif") { j -= 1 }
            if file.isChar(j, "}"), let o = file.matchingOpen(j) { ifOpen = o }
        }
        guard let open = ifOpen, let close = file.matchingClose(open) else { return nil }
        // The `if #available(…)` the block belongs to.
        var i = open - 1
        while i > 0, open - i < 24, !file.codeIs(i, "if") {
            if file.isChar(i, "{") || file.isChar(i, "}") || file.isChar(i, ";") { return nil }
            i -= 1
        }
        guard file.codeIs(i, "if"), file.codeIs(i + 1, "#available") else { return nil }
        for n in (open + 1)..<close where file.isChar(n - 1, ".") && AppleSystemColor.adaptiveNames.contains(file.text(code: n)) {
            let owner = file.isWord(n - 2) && file.code[n - 2].kind == .identifier ? file.text(code: n - 2) + "." : "."
            return "below \(file.text(code: i + 1 ..< (file.matchingClose(i + 2).map { $0 + 1 } ?? i + 2))): \(owner)\(file.text(code: n))"
        }
        return nil
    }

    /// `.fill(…).blur(radius: 32)` when code index `k` stands in a `.fill(…)` whose chain blurs
    /// the shape by a constant radius (a glow); a radius a condition chooses (`loading ? 24 : 0`)
    /// is a transition, no glow.
    func blurredFill(_ k: Int) -> String? {
        guard isArgument(k, ofModifier: "fill"), let open = groups.opener(of: k), let close = file.matchingClose(open) else { return nil }
        for m in modifierChain(after: close + 1) where m.name == "blur" {
            guard let o = m.open, file.isChar(o, "("), file.codeIs(o + 1, "radius"), file.isChar(o + 2, ":"),
                  file.kind(o + 3) == .integer || file.kind(o + 3) == .float, file.isChar(o + 4, ")"),
                  let r = Double(file.text(code: o + 3)), r > 0 else { return nil }
            return ".fill(…).blur(radius: \(file.text(code: o + 3)))"
        }
        return nil
    }

    /// The modifiers chained after code index `end` (`.frame(…)`, `.mask { … }`): each name and
    /// the group it opens, over line breaks, up to 12.
    func modifierChain(after end: Int) -> [(name: String, open: Int?)] { chain(after: end).modifiers }

    /// The chain's modifiers and the code index after the last.
    func chain(after end: Int) -> (modifiers: [(name: String, open: Int?)], next: Int) {
        var out: [(name: String, open: Int?)] = []
        var j = end
        while out.count < 12, j + 1 < file.code.count, file.isChar(j, "."), file.isWord(j + 1) {
            let name = file.text(code: j + 1)
            var next = j + 2
            var open: Int?
            if file.isChar(next, "("), let close = file.matchingClose(next) { open = next; next = close + 1 }
            if file.isChar(next, "{"), let close = file.matchingClose(next) { open = open ?? next; next = close + 1 }
            out.append((name, open))
            j = next
        }
        return (out, j)
    }

    /// `Color.black shaped by .mask(LinearGradient…)` when the finding starting at code index `k`
    /// is a black or white view whose modifiers shape it by a gradient mask alone (Unwatched's
    /// player shadows), or fade it with a small constant opacity over a player the type holds:
    /// a shadow, drawn the same in every appearance.
    func shadowLayer(_ finding: Finding, start k: Int) -> String? {
        guard let c = finding.color ?? finding.baseColor, Self.isBlack(c) || min(c.red, c.green, c.blue) > 0xF0 else { return nil }
        // A view of its own: a statement's start, not an argument or an assigned value.
        guard k == 0 || file.lineBreakBetween(k - 1, k) || file.isChar(k - 1, "{") else { return nil }
        let end = file.codeIndex(atOrAfter: finding.range.upperBound)
        let chain = modifierChain(after: end)
        // Drawing modifiers make it another view (text on it, a fill, a border): no shadow alone.
        let shaping: Set<String> = ["frame", "allowsHitTesting", "opacity", "padding", "mask", "ignoresSafeArea", "edgesIgnoringSafeArea",
                                    "blur", "offset", "position", "zIndex", "accessibilityHidden", "transition", "animation", "id"]
        guard !chain.isEmpty, chain.allSatisfy({ shaping.contains($0.name) }) else { return nil }
        let written = String(decoding: file.bytes[finding.range], as: UTF8.self)
        for m in chain where m.name == "mask" {
            guard let open = m.open, let close = file.matchingClose(open) else { continue }
            if let g = (open + 1..<close).first(where: { ContextAnalyzer.gradients.contains(file.text(code: $0)) || file.codeIs($0, "linearGradient") }) {
                return "\(written) shaped by .mask(\(file.text(code: g))…)"
            }
        }
        if let m = chain.first(where: { $0.name == "opacity" }), let open = m.open, file.isChar(open + 2, ")"),
           let value = Double(file.text(code: open + 1)), value > 0, value <= 0.5, let video = videoType(holding: k) {
            return "\(written) at .opacity(\(file.text(code: open + 1))) over the picture: \(video)"
        }
        return nil
    }

    /// `Color.black.opacity(…) under content in a ZStack` when the finding starting at code
    /// index `k` holds its own run-time opacity and stands as a layer that dims: followed by
    /// `.ignoresSafeArea` (full screen), or as a ZStack's layer with a later layer over it.
    func runTimeDimmingLayer(_ finding: Finding, start k: Int) -> String? {
        let end = file.codeIndex(atOrAfter: finding.range.upperBound)
        guard (k..<end).contains(where: { file.codeIs($0, "opacity") || file.codeIs($0, "withAlphaComponent") }) else { return nil }
        guard k == 0 || file.lineBreakBetween(k - 1, k) || file.isChar(k - 1, "{") else { return nil }
        let written = String(decoding: file.bytes[finding.range], as: UTF8.self)
        if modifierChain(after: end).contains(where: { $0.name == "ignoresSafeArea" || $0.name == "edgesIgnoringSafeArea" }) {
            return "\(written), full screen"
        }
        guard let open = groups.opener(of: k), file.isChar(open, "{"), let close = file.matchingClose(open) else { return nil }
        var head = open - 1
        if file.isChar(head, ")"), let o = file.matchingOpen(head) { head = o - 1 }
        guard file.codeIs(head, "ZStack") else { return nil }
        // A later layer: a statement after the finding's own chain, before the closure ends.
        guard chain(after: end).next < close else { return nil }
        return "\(written) under the content of a ZStack"
    }

    /// Whether a name says it holds a dark mode's value: any word `night`; `dark` before `mode`,
    /// `theme`, `appearance`, `scheme`; or `dark` as the last word of two or more (`backgroundDark`,
    /// `textColorDark`). A palette's lightness name is none (`grey_dark`, `grey_extra_dark`,
    /// `blueDark`: only hue, lightness or intensity words before `dark`), as `darkGray` is none:
    /// beam's color sets `grey_dark`/`grey_extra_dark` were kept as "named for the app's own dark
    /// theme" (session 22 audit F15).
    static func namesDarkMode(_ name: String) -> Bool {
        var words = words(name)
        if words.count > 1, words.last == name.lowercased() { words.removeLast() }
        if words.last == "color" || words.last == "colour" { words.removeLast() }
        if words.contains("night") { return true }
        for (i, w) in words.enumerated() where w == "dark" {
            if i + 1 < words.count, ["mode", "theme", "appearance", "scheme"].contains(words[i + 1]) { return true }
            if i == words.count - 1, i > 0, !words[..<i].allSatisfy(paletteLightnessWords.contains) { return true }
        }
        return false
    }

    /// The words of a palette member's lightness name before a trailing `dark`: hues, tones and
    /// ranks (`TokenNaming.colorWords`) and how much (`extra`, `very`).
    static let paletteLightnessWords = TokenNaming.colorWords.union(["extra", "very", "ultra", "super", "more", "less"])

    /// `themes.append(Theme(title: "dark", …))`, `[Theme(…), Theme(…)]`: the color is an argument
    /// of one of several themes the app offers for choice (its own appearance system, Slide-iOS's
    /// twelve): each keeps its colors; a proposed dark would invert its dark ones.
    func offeredTheme(holding k: Int) -> String? {
        var j = k
        for _ in 0..<3 {
            guard let open = groups.opener(of: j), file.isChar(open, "(") else { return nil }
            let callee = open - 1
            if file.isWord(callee), let first = file.text(code: callee).first, first.isUppercase {
                let name = file.text(code: callee)
                guard !Set(Self.words(name)).isDisjoint(with: Self.themeWords) else { return nil }
                guard let outer = groups.opener(of: callee) else { return nil }
                if file.isChar(outer, "["), file.isChar(outer - 1, "=") || file.isChar(outer - 1, ":") || file.isChar(outer - 1, "(") {
                    return "one of the app's themes offered for choice (\(name)(…) in a list)"
                }
                if file.isChar(outer, "("), file.codeIs(outer - 1, "append") || file.codeIs(outer - 1, "insert"), file.isChar(outer - 2, ".") {
                    return "one of the app's themes offered for choice (\(name)(…) added by .\(file.text(code: outer - 1)))"
                }
                return nil
            }
            j = open
        }
        return nil
    }

    /// Whether the type around the declaration at code index `k` (or the file) also declares a
    /// `static let light`/`day` instance.
    func declaresLightInstance(beside k: Int) -> Bool {
        let tree = syntax.tree
        let scope = tree.enclosingType(at: k)
        let from = (scope?.open ?? -1) + 1, to = scope?.close ?? file.code.count
        var n = from
        while n + 2 < to {
            if ThemeInstances.isInstanceDeclaration(n, in: file, tree: tree), ThemeInstances.kind(ofInstance: file.text(code: n + 1)) == .light { return true }
            n += 1
        }
        return false
    }

    // MARK: The words the code uses

    /// Receivers of a background that show media.
    static let mediaWords: Set<String> = ["player", "video", "camera", "preview", "artwork", "image", "photo", "thumbnail",
                                          "movie", "media", "poster", "cover", "capture", "avplayer", "playback", "picture"]
    /// Names of views that dim what is behind them.
    static let scrimWords: Set<String> = ["dim", "dimming", "dimmed", "overlay", "scrim", "backdrop", "shade", "shading", "veil", "mask"]
    /// Names a brand color carries.
    /// First words of a color's name that say it does not adapt (`fixedRed`, `alwaysBlack`, `constantWhite`).
    static let fixedNameWords: Set<String> = ["fixed", "always", "constant", "nonadaptive", "unchanging"]
    /// The color a name after such a word says (`fixedRed`, `alwaysDarkGray`); `fixedColor` (pia's progress
    /// view: the color of its fixed circle) names a part, not a color that stays.
    static let hueNameWords: Set<String> = ["red", "green", "blue", "black", "white", "gray", "grey", "orange", "yellow", "purple",
                                            "pink", "brown", "cyan", "magenta", "teal", "indigo", "mint", "clear"]
    static let brandWords: Set<String> = ["brand", "facebook", "twitter", "google", "instagram", "linkedin", "youtube", "spotify",
                                          "github", "whatsapp", "slack", "snapchat", "pinterest", "tiktok", "reddit", "discord",
                                          "telegram", "dribbble", "behance", "tumblr", "vimeo", "paypal", "venmo", "wechat", "mastodon", "twitch"]
    /// Words a helper choosing a color by another color's lightness uses.
    static let brightnessWords: Set<String> = ["brightness", "luminance", "luma", "lightness", "islight", "isdark", "isbright",
                                               "contrasting", "contrast", "perceived", "getwhite"]
    /// The weights of a luma (Rec. 601, Rec. 709): a sum with them measures a color's lightness.
    static let lumaWeights: Set<String> = ["0.299", "0.587", "0.114", "0.2126", "0.7152", "0.0722"]

    /// Words of a function that mixes a color with another (`blend(with:)`, `mixed(with:)`,
    /// `overlay(with:)`): the color passed is an ingredient of a computed color, not one shown.
    static let mixWords: Set<String> = ["blend", "blended", "mix", "mixed", "interpolate", "interpolated", "lerp", "overlay", "overlaid"]

    /// Words of an appearance test: such a choice is a light/dark pair, harvested elsewhere.
    static let appearanceWords: Set<String> = ["colorscheme", "userinterfacestyle", "appearance", "darkmode", "isdarkmode"]

    /// `playerView` → player, view; `AVPlayerViewController` → av, player, view, controller;
    /// the whole name lowercased too (`getWhite`, `isLight`).
    static func words(_ name: String) -> [String] {
        var out: [String] = []
        var current = ""
        let chars = Array(name)
        for (i, ch) in chars.enumerated() {
            let upper = ch.isUppercase
            let nextLower = i + 1 < chars.count && chars[i + 1].isLowercase
            if upper && !current.isEmpty && (!(chars[i - 1].isUppercase) || nextLower) {
                out.append(current.lowercased())
                current = ""
            }
            if ch.isLetter || ch.isNumber { current.append(ch) } else if !current.isEmpty {
                out.append(current.lowercased())
                current = ""
            }
        }
        if !current.isEmpty { out.append(current.lowercased()) }
        let whole = name.lowercased()
        return out.contains(whole) ? out : out + [whole]
    }

    static func isAchromatic(_ c: RGBA) -> Bool {
        max(c.red, c.green, c.blue) - min(c.red, c.green, c.blue) <= 8
    }

    static func isBlack(_ c: RGBA) -> Bool { max(c.red, c.green, c.blue) < 0x30 }

    static func isWhite(_ c: RGBA) -> Bool { min(c.red, c.green, c.blue) >= 0xF0 }

    // MARK: Reading the code

    /// The names on the way back from the color to what it is set on: the assigned property's
    /// owner (`self.artworkView.layer.backgroundColor = …` → artworkView, layer) or the SwiftUI
    /// chain a modifier ends (`VideoPlayer(player: p).background(.black)` → VideoPlayer);
    /// groups (arguments, trailing closures) are stepped over whole.
    func receiverWords(before k: Int) -> (words: [String], text: String?) {
        var j = k - 1
        // `x.backgroundColor = COLOR`: start before the property; `.background(COLOR)`: before the modifier.
        if file.codeIs(j, "=") {
            j -= 1
            if file.isWord(j) && file.isChar(j - 1, ".") { j -= 2 } else { return ([], nil) }
        } else if file.isChar(j, "("), file.isWord(j - 1), file.isChar(j - 2, ".") {
            j -= 3
        } else if file.isChar(j, ":"), file.isWord(j - 1), let open = groups.opener(of: j), file.isChar(open, "("), file.isWord(open - 1), file.isChar(open - 2, ".") {
            j = open - 3  // `.background(color: …)`, `.shadow(color: …)`
        } else {
            return ([], nil)
        }
        var names: [String] = []
        var steps = 0
        var after = j + 1  // the token consumed last
        while j >= 0 && steps < 64 {
            steps += 1
            // A line break ends the receiver unless a `.` stands at it (a chain over lines).
            if file.lineBreakBetween(j, after) && !file.isChar(j, ".") && !file.isChar(after, ".") { break }
            after = j
            if let open = file.matchingOpen(j) { after = open; j = open - 1; continue }
            if file.isWord(j) {
                let word = file.text(code: j)
                if ContextAnalyzer.controlFlowKeywords.contains(word) || word == "return" || word == "let" || word == "var" { break }
                // A modifier or method called on the chain (`.padding()`) names no receiver.
                let isCall = file.isChar(j - 1, ".") && file.isChar(j + 1, "(")
                // SwiftUI's `Image(systemName:)` is an icon, not a picture.
                let isSymbol = word == "Image" && file.isChar(j + 1, "(") && file.codeIs(j + 2, "systemName")
                if word != "self" && word != "layer" && !isCall && !isSymbol { names.append(word) }
                j -= 1
                continue
            }
            if file.isChar(j, ".") || file.isChar(j, "?") || file.isChar(j, "!") { j -= 1; continue }
            break
        }
        guard !names.isEmpty else { return ([], nil) }
        return (names.flatMap(Self.words), names.reversed().joined(separator: "."))
    }

    /// `name` when the finding is the right side of `….name ?? <finding>` and `name` is one of
    /// `computed` (the contexts of colors kept as computed).
    func fallback(of finding: Finding, amongComputed computed: Set<String>) -> String? {
        let k = file.codeIndex(atOrAfter: finding.range.lowerBound)
        guard k >= 2, file.codeIs(k - 1, "??"), file.isWord(k - 2) else { return nil }
        let name = file.text(code: k - 2)
        return computed.contains(name) ? name : nil
    }

    /// Whether token `k` stands in the arguments of the SwiftUI modifier `.name(…)`.
    func isArgument(_ k: Int, ofModifier name: String) -> Bool {
        guard let open = groups.opener(of: k), file.isChar(open, "("), file.codeIs(open - 1, name) else { return false }
        return file.isChar(open - 2, ".")
    }

    /// The default of a color read from data (`UIColor(hexString: language.color ?? "") ??
    /// .lightGray`: SwiftHub's color of a language with none given): the same kind of value as the
    /// data's colors, which do not follow the appearance. The left side must build a color from a
    /// hex factory given no literal.
    func defaultOfDataColor(_ k: Int) -> String? {
        guard k >= 2, file.codeIs(k - 1, "??") else { return nil }
        var j = k - 2
        var steps = 0
        while j >= 0, steps < 48, !file.lineBreakBetween(j, j + 1) {
            if file.isChar(j, ")"), let open = file.matchingOpen(j), open > 0, file.isWord(open - 1) {
                let labeled = file.isWord(open + 1) && file.isChar(open + 2, ":")
                let names = file.text(code: open - 1) + (labeled ? file.text(code: open + 1) : "")
                // `hexString: language.color ?? ""`: an argument that is no string literal alone.
                let first = labeled ? open + 3 : open + 1
                let literalOnly = first < j && (first..<j).allSatisfy { file.kind($0) == .stringQuote || file.kind($0) == .stringSegment }
                if names.lowercased().contains("hex"), first < j, !literalOnly {
                    return "the default of \(file.text(code: open - 1))(\(labeled ? file.text(code: open + 1) + ": " : "")…) read from data"
                }
            }
            if file.isChar(j, "=") || file.isChar(j, "{") || file.isChar(j, ";") { return nil }
            j -= 1
            steps += 1
        }
        return nil
    }

    /// The default of a stored user setting (`@AppStorage("tint") var tintColor: Color = .black`):
    /// what the user chose is data, and its default must stay what the user would get back.
    func storedSetting(_ k: Int) -> String? {
        guard file.codeIs(k - 1, "=") else { return nil }
        var j = k - 2
        var steps = 0
        // Back over the type annotation and the name to `var`.
        while j >= 0 && steps < 16 && !file.codeIs(j, "var") {
            if let open = file.matchingOpen(j) { j = open - 1 } else { j -= 1 }
            steps += 1
        }
        guard j >= 1, file.codeIs(j, "var"), file.isWord(j + 1) else { return nil }
        let name = file.text(code: j + 1)
        var m = j - 1
        while m >= 0 && ["public", "private", "fileprivate", "internal", "package", "static"].contains(where: { file.codeIs(m, $0) }) { m -= 1 }
        if file.isChar(m, ")"), let open = file.matchingOpen(m) { m = open - 1 }
        guard m >= 1, file.codeIs(m, "AppStorage") || file.codeIs(m, "SceneStorage") else { return nil }
        return "default of the stored setting \(name) (@\(file.text(code: m)))"
    }

    /// The default of a color the user picks (Swiftfin's `SubtitleConfiguration(color: .white, …)`,
    /// its `color` bound to a `ColorPicker`; audit 18 F17): an argument `label: X` of a call of a
    /// type this file declares with a member `label`, where the tree binds `$….label` as a
    /// `ColorPicker`'s selection. What the user would get back must not change with the appearance.
    func defaultOfPickedColor(_ k: Int) -> String? {
        if let own = pickedStateDefault(k) { return own }
        guard k >= 3, file.isChar(k - 1, ":"), file.isWord(k - 2), let open = groups.opener(of: k), file.isChar(open, "("),
              open > 0, file.isWord(open - 1) else { return nil }
        // The label is the call's own (`T(color: .white, …)`), not a nested call's.
        guard file.isChar(k - 3, "(") || file.isChar(k - 3, ","), groups.opener(of: k - 2) == open else { return nil }
        let label = file.text(code: k - 2), type = file.text(code: open - 1)
        guard type.first?.isUppercase == true, declaredNames.contains(label), declaresType(type),
              collectionUses.pickedColor(label) else { return nil }
        return "default of \(type).\(label), a color the user picks (ColorPicker)"
    }

    /// The initial value of a stored color a `ColorPicker` edits (`@State private var userColor:
    /// Color = Color.black`, `ColorPicker("", selection: $userColor)`), or the fallback of a read
    /// assigned to it (`userColor = ud.color(forKey: "userColor") ?? Color.black`): QuickRecorder's
    /// recording background the user picks (session 27). Made `Color.primary`, the default the
    /// user sees and records turned white in Dark. A stored color no picker edits adapts.
    func pickedStateDefault(_ k: Int) -> String? {
        if let stored = storedProperty(assignedAt: k), collectionUses.pickedColor(stored.name) {
            return "default of \(stored.name), a color the user picks (ColorPicker)"
        }
        // `name = read ?? k`: back over the read, on the statement's line, to `name =`.
        guard k >= 3, file.codeIs(k - 1, "??") else { return nil }
        let line = file.line(of: file.code[k].begin)
        var j = k - 2
        var steps = 0
        while j >= 1, steps < 32, file.line(of: file.code[j].begin) == line {
            if let o = file.matchingOpen(j) { j = o - 1; steps += 1; continue }
            if file.isChar(j, "{") || file.isChar(j, ";") || file.isChar(j, "(") { return nil }
            if file.codeIs(j, "="), file.isWord(j - 1) {
                let name = file.text(code: j - 1)
                return collectionUses.pickedColor(name) ? "fallback of \(name), a color the user picks (ColorPicker)" : nil
            }
            j -= 1
            steps += 1
        }
        return nil
    }

    /// Words of a stored color's name or its type's that say it draws into the user's picture
    /// (a brush or pen), not onto the interface.
    /// The stored property whose initial value starts at code index `k` (`var pen: UIColor =
    /// k…`, directly in a type's body, not a function's local): its name and its type's scope.
    func storedProperty(assignedAt k: Int) -> (name: String, type: Scope)? {
        guard k >= 2 else { return nil }
        var j = k - 1
        guard file.codeIs(j, "=") else { return nil }
        j -= 1
        // Back over a type annotation (`: UIColor`, `: UIColor?`) to the name after `let`/`var`.
        var steps = 0
        while j >= 1, steps < 6, !(file.isWord(j) && (file.codeIs(j - 1, "let") || file.codeIs(j - 1, "var"))) { j -= 1; steps += 1 }
        guard j >= 1, file.isWord(j), file.codeIs(j - 1, "let") || file.codeIs(j - 1, "var") else { return nil }
        let tree = syntax.tree
        guard tree.enclosingFunction(at: j) == nil, let type = tree.enclosingType(at: j) else { return nil }
        return (file.text(code: j), type)
    }

    static let drawingWords: Set<String> = ["brush", "brushes", "pen", "swatch", "swatches", "drawing", "sketch"]

    /// The initial value of a drawing tool's color (Rocket.Chat's `static let defaultBrushColor:
    /// UIColor = .black` and `private var color = UIColor.black` in DrawingBrushColorViewController;
    /// audit 18 F6): drawn into the image the user sends, like the palette it is picked from, which
    /// init keeps as data. A stored property `let/var name[: T] = X` whose name or type says so.
    func drawingDefault(_ k: Int) -> String? {
        guard let stored = storedProperty(assignedAt: k), let typeName = stored.type.name else { return nil }
        let name = stored.name
        let words = Set(Self.words(name) + Self.words(typeName))
        guard let word = words.intersection(Self.drawingWords).sorted().first else { return nil }
        return "initial color of \(typeName).\(name), drawn by the user (\(word))"
    }

    /// Whether this file declares a type named `name` (`struct`, `class`, `enum`, `actor`).
    func declaresType(_ name: String) -> Bool {
        for n in 0..<max(0, file.code.count - 1) where file.codeIs(n + 1, name) {
            if ["struct", "class", "enum", "actor"].contains(where: { file.codeIs(n, $0) }) { return true }
        }
        return false
    }

    /// How the collection literal holding token `k` is used as data, when it is one: the
    /// literal is declared under `name` (a `let`, `var` or stored member), holds two colors or
    /// more, is no gradient's, and the tree indexes, iterates or offers it (or its name says so).
    func dataCollection(_ k: Int, name: String) -> String? {
        guard var open = groups.opener(of: k) else { return nil }
        var name = name
        var tupleElement = false
        // An element of a tuple that is an element of the literal (BookPlayer's confetti,
        // `[(color: UIColor, image: UIImage)]`): the tuple's `(` is no call's.
        if file.isChar(open, "("), !(open > 0 && file.code[open].begin == file.code[open - 1].end && (file.isWord(open - 1) || file.isChar(open - 1, ")"))),
           let outer = groups.opener(of: open), file.isChar(outer, "["), file.isChar(open - 1, "[") || file.isChar(open - 1, ",") {
            open = outer
            tupleElement = true
            // A labeled element (Rocket.Chat's skin tones, `(name: "tone1", color: #colorLiteral(…))`)
            // is named by its label: the collection is the one declared before the literal.
            if let declared = declaredName(beforeLiteral: open) { name = declared }
        }
        guard file.isChar(open, "[") else { return nil }
        // The stops of one gradient, a value of a dictionary literal (`RandomGradientTable`).
        var gradientTable = false
        if let outer = dictionaryHolding(valueAt: open), Self.words(name).contains("gradient") {
            open = outer
            gradientTable = true
        }
        // A literal, not a subscript: `= [`, `: [` (a dictionary value), `return [`, `([`, `, [`.
        let before = open - 1
        // Or the argument of an initializer whose label is the collection's stored name (applingo's
        // `GameSpecialBoardNebulaStyle(nebulaColors: [Color(red: 0.2, …), …], starColors: [.white, …])`,
        // drawn as `style.starColors[i % style.starColors.count]`; session 27): the label is the
        // `name` the finding's context already gives, and the uses of that name decide below.
        // A made-dark star field turned its beige stars dark brown.
        // The called type is one this file declares (not SwiftUI's `Gradient(colors:)` beside an unrelated
        // `var colors: [String]`: Pearcleaner's picker gradient, session 27's regression reading).
        let labeledArgument = file.isChar(before, ":") && before >= 1 && file.isWord(before - 1)
            && file.text(code: before - 1) == name && groups.opener(of: before).map { o in
                file.isChar(o, "(") && o >= 1 && file.isWord(o - 1) && syntax.tree.scopes.contains { scope in
                    if case .type = scope.kind { return scope.name == file.text(code: o - 1) }
                    return false
                }
            } == true
        guard labeledArgument || file.codeIs(before, "=") || file.isChar(before, "(") || file.isChar(before, ",") || file.codeIs(before, "return") else { return nil }
        // Declared here (`let brushColors = [...]`), not a property of another type (`gradient.colors = [...]`).
        let nameWords = Self.words(name)
        guard declaredNames.contains(name) else { return nil }
        guard let close = file.matchingClose(open) else { return nil }
        let elements: Int
        if let known = elementCounts.byOpener[open] {
            elements = known
        } else {
            var count = 1
            for n in (open + 1)..<close where file.isChar(n, ",") && groups.opener(of: n) == open { count += 1 }
            elementCounts.byOpener[open] = count
            elements = count
        }
        guard elements >= 2 else { return nil }
        if gradientTable, let pick = collectionUses.randomPick(of: name) { return "stops of a gradient of \(name), \(pick)" }
        if nameWords.contains("gradient") {
            if let palette = gradientPalette(k, name: name) { return palette }
            // A collection of gradients, each a tuple of stops, one picked at random per user
            // (Subconscious's generated avatars: `gradientOptions = [(Color.brandMarkPink,
            // Color(red: 0.25, …), …), …]`, `.randomElement(using: &rng)` seeded by the user's id):
            // made adaptive, a user's avatar changed colors with the appearance. One gradient's own
            // stops (no tuple) picked from say nothing: a decorative gradient may shuffle them.
            if tupleElement, let pick = collectionUses.randomPick(of: name) { return "stops of a gradient of \(name), \(pick)" }
            return nil
        }
        if let use = collectionUses.dataUse(of: name) { return "element of \(name), \(use)" }
        if !Set(nameWords).intersection(CollectionUses.dataWords).isEmpty { return "element of \(name)" }
        // A local of the builder of a collection the tree uses as data (`BuiltCollections`).
        if let use = builtCollectionUse(open, name: name) { return use }
        // Built in a member named for a chart (olvid's storage chart, session 24: `var
        // chartForegroundStyleScale: [Color] { let colors = [UIColor(red: 47/255, …), …] }`, its series
        // colors interpolated by `getRed`): a proposed dark turned the lightest series near black.
        if let owner = syntax.tree.enclosingFunction(at: open)?.name, !Set(Self.words(owner)).isDisjoint(with: Self.chartWords) {
            return "element of \(name) in \(owner)"
        }
        return nil
    }

    /// Words of a member's name that say the colors it builds are a chart's series.
    static let chartWords: Set<String> = ["chart", "charts", "series", "legend"]

    /// The name a literal opening at code index `open` is declared under (`let tones: [(name:
    /// String, color: UIColor)] = [`), back over its type annotation to `let` or `var`.
    func declaredName(beforeLiteral open: Int) -> String? {
        guard open >= 2, file.codeIs(open - 1, "=") else { return nil }
        var j = open - 2
        var steps = 0
        while j >= 1 && steps < 24 {
            if let o = file.matchingOpen(j) { j = o - 1; steps += 1; continue }
            if (file.codeIs(j - 1, "let") || file.codeIs(j - 1, "var")) && file.isWord(j) { return file.text(code: j) }
            if file.isChar(j, "=") || file.isChar(j, "{") || file.isChar(j, "}") || file.isChar(j, ";") { return nil }
            j -= 1
            steps += 1
        }
        return nil
    }

    /// `mixed by blend(with:)` when code index `k` begins the whole `with:` argument of a call
    /// whose name mixes colors (`self.blend(with: UIColor.black())`, `c.overlay(with: .white)`);
    /// SwiftUI's `.overlay(…)` takes a view, with no `with:` label.
    func mixIngredient(_ k: Int) -> String? {
        guard let open = groups.opener(of: k), file.isChar(open, "("), file.isWord(open - 1), file.codeIs(k - 1, ":"),
              file.codeIs(k - 2, "with"), file.isChar(k - 3, "(") || file.isChar(k - 3, ",") else { return nil }
        let name = file.text(code: open - 1)
        guard !Set(Self.words(name)).isDisjoint(with: Self.mixWords) else { return nil }
        // A color's method: called on one (`c.blend(with:)`) or inside a color type's extension
        // (`blend(with: UIColor.black())` in `extension UIColor`); a free `mix(with:)` is any call.
        let inColorType = syntax.tree.enclosingType(at: k)?.name.map { ["UIColor", "NSColor", "Color", "SwiftUI.Color"].contains($0) } == true
        guard file.isChar(open - 2, ".") || inColorType else { return nil }
        return "mixed by \(name)(with:)"
    }

    /// The helper that picks this color by another's lightness: the innermost braces holding
    /// token `k` (a function, computed property or closure of under 300 tokens) test a
    /// brightness or luminance and not the appearance.
    func brightnessTest(around k: Int) -> String? {
        var open = groups.opener(of: k)
        while let o = open, !file.isChar(o, "{") { open = groups.opener(of: o) }
        guard let o = open, let close = file.matchingClose(o), close - o < 300 else { return nil }
        var found: String?
        // The header (`func textColor(for background: UIColor) -> UIColor`) and the body.
        let start = max(0, o - 24)
        for n in start..<close where file.isWord(n) {
            let lower = file.text(code: n).lowercased()
            if Self.appearanceWords.contains(lower) { return nil }
            // The name is the measure (`luminance`, `relativeLuminance`, `isLight`), not a state
            // named after it (`isBrightnessExpanded`): its whole or its last word.
            if found == nil, Self.brightnessWords.contains(lower) || Self.words(file.text(code: n)).dropLast().last.map(Self.brightnessWords.contains) == true
                || Self.namesContrastRatio(file.text(code: n)) {
                found = file.text(code: n)
            }
        }
        // The luma weights say it whatever the names (BookPlayer's Sweetercolor: `let delta =
        // 0.299 * RGBA[0] + 0.587 * RGBA[1] + 0.114 * RGBA[2]; return delta > 0.5 ? .black() : .white()`,
        // session 21 audit F2): Rec. 601 or Rec. 709.
        if found == nil, (o..<close).contains(where: { Self.lumaWeights.contains(file.text(code: $0)) }) { found = "luma weights" }
        // A test: a comparison (`>`, `<`, `>=`, `<=`) in the braces, not a slider bound to a brightness.
        guard let word = found, (o..<close).contains(where: { n in ["<", ">", "<=", ">="].contains { file.codeIs(n, $0) } }) else { return nil }
        // Name the helper: the `func` or `var` before the braces.
        var n = o - 1
        while n >= start {
            if file.codeIs(n, "func") || file.codeIs(n, "var"), file.isWord(n + 1) { return "\(file.text(code: n + 1)) tests \(word)" }
            n -= 1
        }
        return "a choice testing \(word)"
    }
}

/// How the tree uses named collections, read on demand over every source's text.
final class CollectionUses: @unchecked Sendable {
    let sources: [[UInt8]]
    private var cache: [String: String?] = [:]
    /// The tree's other Swift files (those with no finding), read on the first name the files with
    /// findings do not show as data: applingo's star field declares `starColors` beside its values
    /// and indexes it in a view that holds no color (session 27), so the use was never seen.
    private let readRest: (() -> [[UInt8]])?
    private var rest: [[UInt8]]?

    init(sources: [[UInt8]], rest: (() -> [[UInt8]])? = nil) {
        self.sources = sources
        readRest = rest
    }

    /// The tree's Swift files with no finding, read once.
    func restOfTree() -> [[UInt8]] {
        guard let readRest else { return [] }
        if rest == nil { rest = readRest() }
        return rest ?? []
    }

    /// The files with findings, then, where they do not answer, the rest of the tree.
    private func searching<T>(_ find: ([[UInt8]]) -> T?) -> T? {
        if let found = find(sources) { return found }
        guard let readRest else { return nil }
        if rest == nil { rest = readRest() }
        return find(rest ?? [])
    }

    /// Words of a collection's name that say its colors are data.
    static let dataWords: Set<String> = ["brush", "brushes", "skin", "tone", "tones", "avatar", "avatars", "chart", "series",
                                         "tag", "tags", "palette", "swatch", "swatches", "pen", "pens", "ink", "category",
                                         "categories", "label", "labels", "choices", "options", "stickers", "emoji", "pastel", "random",
                                         "palettes", "presets"]
    /// What follows a name that indexes or iterates it.
    static let iterating = [".randomElement", ".enumerated", ".indices", ".shuffled", ".firstIndex", ".forEach", ".map", ".compactMap",
                            ".count", ".first", ".last", ".contains", ".index(", ".filter", ".prefix", ".zip"]

    private var picked: [String: Bool] = [:]
    private var cameraFiles: [[UInt8]]?
    /// `Name(` as written in the tree's Swift files (a word before it not part of the name, no `.`).
    func constructions(of name: String) -> Int {
        let needle = Array((name + "(").utf8)
        var count = 0
        for bytes in sources + restOfTree() {
            var from = 0
            while let i = Self.find(needle, in: bytes, from: from) {
                from = i + needle.count
                if i > 0, CharacterClasses.isWordByte(bytes[i - 1]) || bytes[i - 1] == UInt8(ascii: ".") { continue }
                count += 1
            }
        }
        return count
    }

    /// `Type.member` → its uses in dark arms (`DarkArmMembers`), counted on first ask.
    var darkArmMembers: [String: Int]?

    /// The tree's Swift files (with findings or not) whose bytes name a camera type (`Camera`, `Capture`,
    /// `Scanner` capitalized, as a type's name has them), read once: where a view type of another file may be
    /// built as a subview over the live picture.
    func filesNamingCameraTypes() -> [[UInt8]] {
        if let cameraFiles { return cameraFiles }
        let words = ["Camera", "Capture", "Scanner", "previewLayer", "PreviewLayer", "PlayerLayer", "playerLayer"].map { Array($0.utf8) }
        let found = (sources + restOfTree()).filter { bytes in words.contains { Self.find($0, in: bytes, from: 0) != nil } }
        cameraFiles = found
        return found
    }
    private static let colorPicker = Array("ColorPicker(".utf8)
    private var videoLayerMembers: [String: String?] = [:]
    /// Type → the data collection listing its instances (`dataCollection(listing:)`), asked once.
    var listings: [String: String?] = [:]

    /// The capture preview or player layer type a member of that name is declared as somewhere in the tree
    /// (`let previewLayer: AVCaptureVideoPreviewLayer`, `var playerLayer = AVPlayerLayer(…)`), or nil.
    func videoLayerType(ofMember member: String) -> String? {
        if let known = videoLayerMembers[member] { return known }
        var found: String?
        for bytes in sources + restOfTree() where found == nil {
            for type in FixedIntentReader.videoLayerTypes {
                for form in [member + ": " + type, member + " = " + type + "("] {
                    var from = 0
                    let needle = Array(form.utf8)
                    while let i = Self.find(needle, in: bytes, from: from) {
                        from = i + needle.count
                        if i > 0, CharacterClasses.isWordByte(bytes[i - 1]) { continue }
                        found = type
                        break
                    }
                    if found != nil { break }
                }
                if found != nil { break }
            }
        }
        videoLayerMembers[member] = .some(found)
        return found
    }

    /// Whether a `ColorPicker` of the tree binds a member named `label` (`selection: $style.color`,
    /// `selection: $color`) within the 240 bytes after its `(`.
    func pickedColor(_ label: String) -> Bool {
        if let known = picked[label] { return known }
        let found = searching { files -> Bool? in
            for bytes in files {
                var from = 0
                while let at = bytes.firstRange(of: Self.colorPicker, from: from) {
                    from = at + Self.colorPicker.count
                    let window = String(decoding: bytes[from..<min(bytes.count, from + 240)], as: UTF8.self)
                    guard let sel = window.firstRange(of: "selection:") else { continue }
                    let rest = window[sel.upperBound...].drop { $0 == " " }
                    guard rest.first == "$" else { continue }
                    let path = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                    if path == label || path.hasSuffix("." + label) { return true }
                }
            }
            return nil
        } ?? false
        picked[label] = found
        return found
    }

    /// The first use of `name` that treats it as data (`indexed in …`, `iterated…`), or nil.
    func dataUse(of name: String) -> String? {
        if let known = cache[name] { return known }
        cache[name] = .some(nil)  // a local chosen from itself stops here
        var found = searching { search(name, in: $0) }
        // Through the local a choice between collections is held in (BoulderBro's swatches: `let choices =
        // colorScheme == .dark ? darkModeColors : lightModeColors`, then `ForEach(choices)`; session 38's
        // intent38d M2: named so, neither array showed its use and each swatch got a proposed dark).
        if found == nil, let local = searching({ chosenLocal(holding: name, in: $0) }), let use = dataUse(of: local) {
            found = "through \(local), \(use)"
        }
        cache[name] = found
        return found
    }

    /// `X` of a statement `let X = … ? name : …` / `let X = name` (also `var`) on one line.
    private func chosenLocal(holding name: String, in files: [[UInt8]]) -> String? {
        wholeWord(name, in: files) { bytes, at, _ -> String? in
            // The line before the name: `let X = COND ? ` or `let X = `.
            var lineStart = at
            while lineStart > 0, bytes[lineStart - 1] != 10, at - lineStart < 160 { lineStart -= 1 }
            let head = String(decoding: bytes[lineStart..<at], as: UTF8.self).trimmingPrefix { $0 == " " || $0 == "\t" }
            guard head.hasPrefix("let ") || head.hasPrefix("var ") else { return nil }
            let afterKeyword = head.dropFirst(4)
            let local = afterKeyword.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let rest = afterKeyword.dropFirst(local.count).drop { $0 == " " }
            guard !local.isEmpty, String(local) != name, rest.hasPrefix("=") else { return nil }
            let value = rest.dropFirst()
            // Only a choice between names (`c ? a : `) or the name itself.
            var trimmed = Substring(value)
            while let c = trimmed.first, c == " " || c == "\t" { trimmed.removeFirst() }
            while let c = trimmed.last, c == " " || c == "\t" { trimmed.removeLast() }
            return trimmed.isEmpty || trimmed.hasSuffix("?") || trimmed.hasSuffix(":") ? String(local) : nil
        }
    }

    /// The first answer `body` gives at a whole-word occurrence of `name` in `files` (its bytes, the
    /// occurrence's start and the index after it), nil when none answers.
    private func wholeWord<T>(_ name: String, in files: [[UInt8]], _ body: ([UInt8], Int, Int) -> T?) -> T? {
        let needle = Array(name.utf8)
        guard !needle.isEmpty else { return nil }
        for bytes in files {
            var from = 0
            while let at = bytes.firstRange(of: needle, from: from) {
                from = at + needle.count
                guard at == 0 || !Self.isIdentifierByte(bytes[at - 1]), from == bytes.count || !Self.isIdentifierByte(bytes[from]) else { continue }
                if let found = body(bytes, at, from) { return found }
            }
        }
        return nil
    }

    private func search(_ name: String, in files: [[UInt8]]) -> String? {
        wholeWord(name, in: files) { bytes, at, from -> String? in
            var n = from
            while n < bytes.count && (bytes[n] == 32 || bytes[n] == 9) { n += 1 }
            if n < bytes.count && bytes[n] == UInt8(ascii: "[") {
                // A constant position (`backgroundColors[0]`) names one slot, as a property would:
                // bittr's selected and unselected tab fills kept as "data" under labels that adapted
                // (white on white in Dark; session 34's held-out check, V5). An index computed at
                // run time (`colors[i % colors.count]`, `[indexPath.row]`) picks data.
                if Self.isConstantIndex(bytes, open: n) { return nil }
                return "indexed"
            }
            let tail = bytes[n..<min(bytes.count, n + 16)]
            if let i = Self.iterating.first(where: { tail.starts(with: Array($0.utf8)) }) { return "used with \(i)" }
            let head = String(decoding: bytes[max(0, at - 48)..<at], as: UTF8.self)
            var trimmed = head.replacing("self.", with: "").replacing("Self.", with: "")
            // A use qualified by its type (foqos: `ForEach(ThemeManager.availableColors, id: \.name)`):
            // what comes before the type's name says how it is used.
            while trimmed.hasSuffix(".") {
                trimmed.removeLast()
                while let c = trimmed.last, c.isLetter || c.isNumber || c == "_" { trimmed.removeLast() }
            }
            if trimmed.hasSuffix("in ") { return "iterated" }
            if trimmed.hasSuffix("ForEach(") || trimmed.hasSuffix("Picker(") { return "offered for choice" }
            return nil
        }
    }

    /// Whether the subscript opening at byte `open` holds an integer literal alone (`[0]`, `[ 2 ]`).
    static func isConstantIndex(_ bytes: [UInt8], open: Int) -> Bool {
        var j = open + 1
        while j < bytes.count, bytes[j] == 32 { j += 1 }
        let first = j
        while j < bytes.count, bytes[j] >= 48, bytes[j] <= 57 { j += 1 }
        guard j > first else { return false }
        while j < bytes.count, bytes[j] == 32 { j += 1 }
        return j < bytes.count && bytes[j] == UInt8(ascii: "]")
    }

    static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b >= 0x80
    }
}

private extension Array where Element == UInt8 {
    /// The first index at or after `from` where `needle` occurs.
    func firstRange(of needle: [UInt8], from: Int) -> Int? {
        guard needle.count <= count, from <= count - needle.count else { return nil }
        var i = from
        let first = needle[0]
        while i <= count - needle.count {
            if self[i] == first && self[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}

extension FixedIntentReader {
    /// `ForEach([A, B, C], id: \.self) { c in … }` or `for c in [A, B, C]` with the color at code index `k`
    /// one of the literal's elements: a palette the code walks, shown as data (a swatch strip), which does
    /// not follow the appearance. saxobroko/SaxWeather's Aurora strip was drafted as light values with
    /// proposed darks (#0A1C3B to #7990B7; session 37, intent37a V1).
    func iteratedLiteralElement(at k: Int) -> String? {
        guard let open = groups.opener(of: k), file.isChar(open, "["), let close = file.matchingClose(open) else { return nil }
        // Every element is a color (a literal of other values holding one is no palette): at least two, by commas at its own level.
        var elements = 1, depth = 0
        for j in open + 1..<close {
            if file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{") { depth += 1 }
            if file.isChar(j, ")") || file.isChar(j, "]") || file.isChar(j, "}") { depth -= 1 }
            if depth == 0, file.isChar(j, ","), j + 1 < close { elements += 1 }
            if depth == 0, file.isChar(j, ":") { return nil }  // a dictionary
        }
        guard elements >= 2 else { return nil }
        if file.isChar(open - 1, "("), file.codeIs(open - 2, "ForEach") {
            return "an element of the colors ForEach walks (line \(file.line(of: file.code[open].begin)))"
        }
        if file.codeIs(open - 1, "in"), file.isWord(open - 2), file.codeIs(open - 3, "for") {
            return "an element of the colors a for loop walks (line \(file.line(of: file.code[open].begin)))"
        }
        return nil
    }

    /// `overlayAppearance, its opacity set at line 12` when the color at code index `k` is assigned
    /// (`RECEIVER.color = …`) to a receiver whose name says it dims (`scrimWords`) and whose `opacity`,
    /// `alpha` or `alphaValue` the same braces set; nil otherwise.
    func dimmingReceiverWithOpacity(_ k: Int, words: [String]) -> String? {
        guard !Set(words).isDisjoint(with: Self.scrimWords), file.codeIs(k - 1, "="), file.isWord(k - 2), file.isChar(k - 3, "."),
              file.isWord(k - 4), let open = groups.opener(of: k), file.isChar(open, "{"), let close = file.matchingClose(open) else { return nil }
        let receiver = file.text(code: k - 4)
        for j in open + 1..<max(open + 1, close - 3) where file.codeIs(j, receiver) && file.isChar(j + 1, ".") && file.codeIs(j + 3, "=")
            && ["opacity", "alpha", "alphaValue"].contains(file.text(code: j + 2)) && !file.isChar(j - 1, ".") {
            return "\(receiver), its \(file.text(code: j + 2)) set at line \(file.line(of: file.code[j].begin))"
        }
        return nil
    }

    /// `AsyncImage (line 9)` when code index `k` stands in a layer of a `ZStack` (through up to six
    /// enclosing groups: a `GeometryReader`'s closure, an inner `ZStack`) after a layer that is a picture
    /// (`startsPicture`); nil otherwise. Blocks of earlier layers are not entered (`if let url { … }`).
    /// A member view's body (`private var scrubberLine: some View { … }`) is where the file uses it:
    /// podcast-player's bar is drawn so, `ZStack { AsyncImage(…) …; scrubberLine }` (session 37).
    func pictureLayer(below k: Int, viaMember: Bool = true) -> String? {
        var inner = k
        var levels = 0
        while levels < 6, let open = groups.opener(of: inner) {
            levels += 1
            defer { inner = open }
            guard file.isChar(open, "{") else { continue }
            var head = open - 1
            if file.isChar(head, ")"), let o = file.matchingOpen(head) { head = o - 1 }
            guard file.codeIs(head, "ZStack") else {
                // The body of a member view: look where it is used, once.
                if viaMember, let nameIndex = memberViewName(ofBodyOpening: open) {
                    let name = file.text(code: nameIndex)
                    for j in file.code.indices where j != nameIndex && file.codeIs(j, name) && (!file.isChar(j - 1, ".") || file.codeIs(j - 2, "self")) {
                        if let found = pictureLayer(below: j, viaMember: false) { return "\(found), under \(name)" }
                    }
                    return nil
                }
                continue
            }
            var j = open + 1
            while j < inner {
                if file.isChar(j, "(") || file.isChar(j, "[") || file.isChar(j, "{"), let c = file.matchingClose(j) {
                    if c >= inner { break }
                    j = c + 1
                    continue
                }
                if file.isWord(j), !file.isChar(j - 1, "."), j == open + 1 || file.lineBreakBetween(j - 1, j) || file.isChar(j - 1, ";") {
                    if Self.startsPicture(at: j, in: file) || representedViews.mediaView(wrappedBy: file.text(code: j)) != nil
                        || memberViewShowsMedia(file.text(code: j)) {
                        return "\(file.text(code: j)) (line \(file.line(of: file.code[j].begin))), a ZStack's earlier layer"
                    }
                    // A stack or group of layers holding a picture (`ZStack { Color…; if let url { CachedAsyncImage(…) } }`).
                    if file.codeIs(j, "ZStack") || file.codeIs(j, "Group"), let picture = pictureView(inContainerAt: j) {
                        return "\(picture) (line \(file.line(of: file.code[j].begin))), in a ZStack's earlier layer"
                    }
                }
                j += 1
            }
        }
        return nil
    }

    /// Whether `name` is a view member of this file (`private var scannerLayer: some View { … }`)
    /// whose body starts with a picture or a representable of a media or camera view.
    func memberViewShowsMedia(_ name: String) -> Bool {
        guard let first = name.first, first.isLowercase else { return false }
        for j in file.code.indices where file.codeIs(j, name) && (file.codeIs(j - 1, "var") || file.codeIs(j - 1, "let")) {
            var open = j + 1
            while open < file.code.count, !file.isChar(open, "{"), open < j + 8 { open += 1 }
            guard file.isChar(open, "{"), memberViewName(ofBodyOpening: open) == j else { continue }
            var b = open + 1
            if file.codeIs(b, "return") { b += 1 }
            guard file.isWord(b) else { return false }
            return Self.startsPicture(at: b, in: file) || representedViews.mediaView(wrappedBy: file.text(code: b)) != nil
        }
        return false
    }

    /// The code index of NAME for a view member's body opening at `open`: `var NAME: some View {` (or
    /// `any View`); nil for any other brace (a color-valued member is read where its color is, not here).
    func memberViewName(ofBodyOpening open: Int) -> Int? {
        guard file.codeIs(open - 1, "View"), file.codeIs(open - 2, "some") || file.codeIs(open - 2, "any"), file.isChar(open - 3, ":"),
              file.isWord(open - 4), file.codeIs(open - 5, "var") else { return nil }
        return open - 4
    }

    /// The first picture view (`pictureViews`, no `Image(systemName:)`) inside the content braces of the
    /// container whose name is at code index `j` (`ZStack(alignment: .bottom) { … }`); nil for none.
    func pictureView(inContainerAt j: Int) -> String? {
        var open = j + 1
        if file.isChar(open, "("), let c = file.matchingClose(open) { open = c + 1 }
        guard file.isChar(open, "{"), let close = file.matchingClose(open) else { return nil }
        for n in open + 1..<close where file.isWord(n) && !file.isChar(n - 1, ".") && Self.pictureViews.contains(file.text(code: n)) {
            if file.codeIs(n, "Image"), file.isChar(n + 1, "("), file.codeIs(n + 2, "systemName") { continue }
            return file.text(code: n)
        }
        return nil
    }
}

