/// Surfaces a file paints with a color that stands for no token and no kept color (a run-time
/// value such as `Color(hex: suggestedColor)` or `customSelectedColor`, Apple's accent, a
/// gradient, a color no rule maps): what is drawn on them lies over an unknown color, so the
/// search for a background stops there instead of passing on to an outer view's token.
/// (Zotero's white text on a black overlay body was paired with the screen's 10 % dim behind it;
/// dime's checkmark over a user's chosen color with the popup's white.) A clear background and
/// a `GeometryReader` or `EmptyView` behind a view are looked through.
struct UnknownSurfaces {
    /// SwiftUI chain roots (code index) whose chain fills or backs itself with such a color.
    var chainRoots: Set<Int> = []
    /// UIKit receivers (`overlayBody`, `self`) whose `backgroundColor` is set to such a color,
    /// with the code index of the assignment (to name the view as the code there does).
    var receivers: [(name: String, at: Int)] = []
    /// The content of each `.overlay { … }` / `.overlay(…)`, drawn on the view its chain starts with.
    var overlays: [(body: Range<Int>, root: Int)] = []

    static let surfaceModifiers: Set<String> = ["background", "fill", "foregroundColor", "foregroundStyle"]
    /// What paints nothing behind a view: looked through.
    static let seeThrough: Set<String> = ["clear", "GeometryReader", "EmptyView", "Spacer"]

    /// SwiftUI's own modifiers whose names say background: painted by a color given (`background`), or not painting.
    static let swiftUIBackgroundModifiers: Set<String> = [
        "background", "backgroundStyle", "listRowBackground", "scrollContentBackground", "containerBackground",
        "presentationBackground", "presentationBackgroundInteraction", "toolbarBackground", "toolbarBackgroundVisibility",
        "backgroundExtensionEffect",
    ]

    /// Whether `name` is a modifier the app names as backing its view (`cardBackground`, `badgeBackgroundStyle`).
    static func isOwnBackgroundModifier(_ name: String) -> Bool {
        name.contains("Background") && !swiftUIBackgroundModifiers.contains(name) && name.first?.isLowercase == true
    }

    init(_ file: SwiftSource, uses: [TokenUse], chains: ChainRoots) {
        let useCodes = Set(uses.map(\.code))
        func paintsUnknown(_ range: Range<Int>) -> Bool {
            // A gradient that lets what is under it show (a clear or translucent stop) paints an unknown mix.
            if range.contains(where: { file.isChar($0, "[") && GradientLayers.seesThrough(list: $0, in: file) }) { return true }
            return !range.contains { useCodes.contains($0) || (file.isWord($0) && UnknownSurfaces.seeThrough.contains(file.text(code: $0))) }
        }
        for k in file.code.indices where file.isWord(k) {
            if file.codeIs(k, "backgroundColor"), file.kind(k + 1) == .operator, file.isChar(k + 1, "=") {
                // `receiver.backgroundColor = X` (a declaration `let backgroundColor = …` sets no view's).
                guard !(file.kind(k - 1) == .keyword && (file.codeIs(k - 1, "let") || file.codeIs(k - 1, "var"))) else { continue }
                var end = k + 2
                while end + 1 < file.code.count, !file.lineBreakBetween(end, end + 1), !file.isChar(end + 1, ";"), !file.isChar(end + 1, "}") { end += 1 }
                guard k + 2 <= end, !file.codeIs(k + 2, "nil"), paintsUnknown(k + 2..<end + 1) else { continue }
                let receiver = file.isChar(k - 1, ".") ? UseSite.chainText(endingAt: k - 2, in: file, chains: chains) : "self"
                receivers.append((receiver, k))
                continue
            }
            guard file.isChar(k - 1, "."), file.isChar(k + 1, "(") || file.isChar(k + 1, "{"), let close = file.matchingClose(k + 1) else { continue }
            // A modifier of the app's own that says it backs the view (`.badgeBackgroundStyle(.primary)`,
            // a `ViewModifier` painting a capsule): its color is the modifier's, unknown here.
            // (49-Euro's map button was paired with the row's card under the badge it sits on.)
            if UnknownSurfaces.isOwnBackgroundModifier(file.text(code: k)), file.isChar(k - 2, ")") || file.isChar(k - 2, "}") {
                let root = chains.root(endingAt: k - 2)
                if root <= k - 2 { chainRoots.insert(root) }
                continue
            }
            let isOverlay = file.codeIs(k, "overlay")
            guard isOverlay || UnknownSurfaces.surfaceModifiers.contains(file.text(code: k)) else { continue }
            var body = k + 1..<close + 1
            // `.background(alignment: .top) { … }`: the trailing closure is the content.
            if file.isChar(k + 1, "("), file.isChar(close + 1, "{"), let end = file.matchingClose(close + 1) { body = k + 1..<end + 1 }
            let root = chains.root(endingAt: k - 2)
            guard root <= k - 2 else { continue }
            if isOverlay { overlays.append((body, root)); continue }
            // A foreground color paints a surface only on a shape (`Rectangle().foregroundColor(X)`).
            if file.codeIs(k, "foregroundColor") || file.codeIs(k, "foregroundStyle"), !ColorContextNames.swiftUIShapes.contains(file.text(code: root)) { continue }
            if paintsUnknown(body) { chainRoots.insert(root) }
        }
    }
}
