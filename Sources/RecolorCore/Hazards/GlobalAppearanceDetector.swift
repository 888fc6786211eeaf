/// `global-appearance`: the appearance read from a global to choose a color.
/// `UIScreen.main.traitCollection` is the screen's, blind to a window's or view's override,
/// wherever it is read; `UITraitCollection.current` and `NSAppearance.current` have a defined
/// value only where the frameworks set them (the refresh points) or the code does
/// (`performAsCurrent`, an assignment earlier in the function).
enum GlobalAppearanceDetector: HazardDetector {
    static let kind: FindingKind? = .globalAppearance

    /// What, read on the global, decides a color.
    static let colorReads: Set<String> = ["userInterfaceStyle", "userInterfaceLevel", "accessibilityContrast", "name", "bestMatch"]

    /// `UIScreen.main.traitCollection`, `UITraitCollection.current`, `NSAppearance.current`.
    static let needs = [[["UIScreen", "UITraitCollection", "NSAppearance"], ["current", "traitCollection"]]]

    static func findings(in h: HazardFile) -> [Finding] {
        let file = h.file
        var out: [Finding] = []
        for k in 0..<file.code.count where file.kind(k) == .identifier {
            guard !file.isChar(k - 1, ".") else { continue }
            var end: Int
            let screen: Bool
            if file.codeIs(k, "UIScreen"), file.isChar(k + 1, "."), file.codeIs(k + 2, "main"), file.isChar(k + 3, "."), file.codeIs(k + 4, "traitCollection") {
                end = k + 4
                screen = true
            } else if file.codeIs(k, "UITraitCollection") || file.codeIs(k, "NSAppearance"), file.isChar(k + 1, "."), file.codeIs(k + 2, "current") {
                end = k + 2
                screen = false
                if file.isChar(end + 1, "(") { end += 2 }  // NSAppearance.currentDrawing()
            } else {
                continue
            }
            // Assigned (`UITraitCollection.current = …`) is no read.
            if file.kind(end + 1) == .operator && file.codeIs(end + 1, "=") { continue }
            // Kept in a local and handed on to what resolves a color with it: the same read.
            let handedOn = !screen && !decidesColor(after: end, file) && TraitsPassedOn.resolvesColor(readStart: k, readEnd: end, h)
            guard decidesColor(after: end, file) || handedOn, !choosesOtherThanColor(readEnd: end, h), !h.appearanceNeverSwitches(at: k) else { continue }
            if !screen && (h.isFresh(at: k) || StaleColorDetector.enclosingCurrentMaker(h, k) || setEarlier(h, k)) { continue }
            let range = file.code[k].begin..<file.code[end].end
            var f = Finding(kind: .globalAppearance, framework: h.platform, range: range, baseRange: range, color: nil, baseColor: nil,
                            context: h.functionName(at: k), symbol: file.text(range))
            f.explanation = screen
                ? "\(file.text(range)) is the screen's traits, blind to the overrides of a window, controller or view: choose the color with the view's traitCollection, or make it a dynamic color (UIColor { traits in … })"
                : "\(file.text(range)) has no defined value outside draw, layout and the trait-change callbacks\(handedOn ? " (kept in a local here and handed on to what resolves a color with it; the color it gives is never resolved again when the appearance changes)" : ""): choose the color with the view's \(h.platform == .appkit ? "effectiveAppearance" : "traitCollection"), or make it a dynamic color"
            if h.platform == .uikit {
                f.repairs = dynamicChoiceRepairs(readEnd: end, h)
                f.repairsNeed = PlatformVersion(13)
            }
            out.append(f)
        }
        return out
    }

    /// `static var darkMode: Bool { UIScreen.main.traitCollection.userInterfaceStyle == .dark }`
    /// read at the end of `readEnd`: each `UIColor` property of the file whose body is
    /// `darkMode ? A : B` (or `return darkMode ? A : B`) becomes the dynamic color choosing by the
    /// traits it is resolved with, `UIColor { traits in traits.userInterfaceStyle == .dark ? A : B }`.
    static func dynamicChoiceRepairs(readEnd end: Int, _ h: HazardFile) -> [Edit] {
        let file = h.file
        guard file.isChar(end + 1, "."), file.codeIs(end + 2, "userInterfaceStyle"), file.codeIs(end + 3, "=="),
              file.isChar(end + 4, "."), file.codeIs(end + 5, "dark"),
              let property = h.tree.enclosingFunction(at: end), let name = property.name,
              isProperty(property, typed: "Bool", file) else { return [] }
        var out: [Edit] = []
        for j in 1..<file.code.count where file.codeIs(j, name) && file.kind(j) == .identifier && !file.isChar(j - 1, ".") {
            guard j + 2 < file.code.count, file.codeIs(j + 1, "?"), file.code[j + 1].begin > file.code[j].end,
                  let color = h.tree.enclosingFunction(at: j), isProperty(color, typed: "UIColor", file),
                  color.open == j - 1 || color.open == j - 2 && file.codeIs(j - 1, "return"),
                  color.close < file.code.count, color.close - 1 > j + 1 else { continue }
            let last = color.close - 1
            let choice = file.text(file.code[j + 1].begin..<file.code[last].end)
            out.append(Edit(range: file.code[j].begin..<file.code[last].end,
                            replacement: Array("UIColor { traits in traits.userInterfaceStyle == .dark \(choice) }".utf8)))
        }
        return out
    }

    /// A computed property's body (`var name: Type {`), of the type named.
    static func isProperty(_ scope: Scope, typed type: String, _ file: SwiftSource) -> Bool {
        guard case .function(let keyword) = scope.kind else { return false }
        switch keyword {
        case .property, .accessor(.get): break
        default: return false
        }
        var open = scope.open
        if case .accessor = keyword, let outer = file.matchingOpen(scope.close + 1) { open = outer }
        return open >= 2 && file.codeIs(open - 1, type) && file.isChar(open - 2, ":")
    }

    /// The read is the condition of an `if` (or a conditional expression `? a : b`) whose
    /// branches name no color: it chooses something else (GoMap chose a tile's image). A read
    /// kept in a flag (`darkMode`) or a local is judged where it stands: a finding.
    static func choosesOtherThanColor(readEnd end: Int, _ h: HazardFile) -> Bool {
        let file = h.file
        var k = end + 1
        while k < file.code.count && k < end + 400 {
            if file.isChar(k, "(") || file.isChar(k, "["), let close = file.matchingClose(k) { k = close + 1; continue }
            if file.isChar(k, "{") {
                // The `{` of an `if` whose condition holds the read: its branches, else included.
                guard let s = h.tree.scope(openingAt: k), case .block(.if) = h.tree.scopes[s].kind,
                      h.tree.scopes[s].keywordToken < end else { return false }
                var close = h.tree.scopes[s].close
                while close + 2 < file.code.count, file.codeIs(close + 1, "else") {
                    let next = file.isChar(close + 2, "{") ? close + 2 : (h.tree.scopes.first { $0.keywordToken == close + 2 }?.open ?? -1)
                    guard next >= 0, let c = file.matchingClose(next) else { break }
                    close = c
                }
                return !namesColor(h.tree.scopes[s].open..<close, h)
            }
            if file.kind(k) == .operator, file.codeIs(k, "?"), file.code[k].begin > file.code[k - 1].end {
                // `… == .dark ? a : b`: the statement, its left side included.
                guard let last = HookPlan.statementEnd(after: k, file) else { return false }
                var first = k
                while first > 0, !file.lineBreakBetween(first - 1, first) || ValueDestination.continuesExpression(first - 1, file) { first -= 1 }
                return !namesColor(first..<(last + 1), h)
            }
            if file.isChar(k, ";") || file.isChar(k, "}") || file.codeIs(k, "else") { return false }
            if k > end + 1, file.lineBreakBetween(k - 1, k), !ValueDestination.continuesExpression(k - 1, file),
               !ValueDestination.continuesExpression(k, file, after: true), !file.isChar(k, "{") { return false }
            k += 1
        }
        return false
    }

    /// Code tokens `range` name a color: a color type, a member whose name says color, theme or
    /// appearance, or a color the run knows to be dynamic.
    static func namesColor(_ range: Range<Int>, _ h: HazardFile) -> Bool {
        let file = h.file
        for k in range where k < file.code.count && file.isWord(k) {
            let word = file.text(code: k)
            if UnguardedTraitChangeDetector.colorWords.contains(where: word.contains) { return true }
            if h.settings.types.base(code: k, in: file) != nil || h.dynamicMembers.contains(word) { return true }
            if file.isChar(k - 1, "."), ["black", "white", "clear", "label", "systemBackground"].contains(word) { return true }
        }
        return false
    }

    /// `.userInterfaceStyle` (or level, contrast, an appearance's name) read next, or the global
    /// passed to `resolvedColor(with:)`.
    static func decidesColor(after end: Int, _ file: SwiftSource) -> Bool {
        var k = end + 1
        if file.isChar(k, "?") || file.isChar(k, "!") { k += 1 }
        if file.isChar(k, "."), file.isWord(k + 1), colorReads.contains(file.text(code: k + 1)) { return true }
        return passedToResolve(end, file)
    }

    /// `color.resolvedColor(with: UITraitCollection.current)`.
    static func passedToResolve(_ end: Int, _ file: SwiftSource) -> Bool {
        var k = end
        while k >= 0 && k > end - 6 && !file.isChar(k, "(") { k -= 1 }
        return k >= 2 && file.codeIs(k + 1, "with") && file.codeIs(k - 1, "resolvedColor")
    }

    /// `UITraitCollection.current = …` earlier in the same function: the session's third option.
    static func setEarlier(_ h: HazardFile, _ k: Int) -> Bool {
        guard let function = h.tree.enclosingFunction(at: k) else { return false }
        let file = h.file
        var j = max(function.open, 0)
        while j < k {
            if file.codeIs(j, "current"), file.isChar(j - 1, "."), file.kind(j + 1) == .operator, file.codeIs(j + 1, "=") { return true }
            j += 1
        }
        return false
    }

    static let examples: [DetectorExample] = [
        // The seed's `darkMode`.
        .triggering("import UIKit\nenum Style {\n  static var darkMode: Bool {\n    if #available(iOS 12.0, *) { return «UIScreen.main.traitCollection».userInterfaceStyle == .dark }\n    return false\n  }\n}"),
        .triggering("import UIKit\nfinal class Card: UIView {\n  func setUp() {\n    backgroundColor = «UITraitCollection.current».userInterfaceStyle == .dark ? Palette.night : Palette.day\n  }\n}"),
        .triggering("import UIKit\nlet ink = UIColor.label.resolvedColor(with: «UITraitCollection.current»)"),
        .triggering("import AppKit\nfinal class Well: NSView {\n  var isDark: Bool { «NSAppearance.current».bestMatch(from: [.darkAqua, .aqua]) == .darkAqua }\n}"),
        // UIKit sets the current traits in the refresh points; the code sets them with performAsCurrent or an assignment.
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  override func draw(_ rect: CGRect) {\n    let dark = UITraitCollection.current.userInterfaceStyle == .dark\n  }\n  override func layoutSubviews() { let d = UITraitCollection.current.userInterfaceStyle }\n  override func traitCollectionDidChange(_ p: UITraitCollection?) { let d = UITraitCollection.current.userInterfaceStyle }\n}"),
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  func setUp() {\n    traitCollection.performAsCurrent { let d = UITraitCollection.current.userInterfaceStyle }\n    UITraitCollection.current = traitCollection\n    let e = UITraitCollection.current.userInterfaceStyle\n  }\n}"),
        .nonTriggering("import AppKit\nfinal class Well: NSView {\n  override func updateLayer() { let dark = NSAppearance.current.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua }\n  override func viewDidChangeEffectiveAppearance() { let n = NSAppearance.current.name }\n}"),
        // A color chosen in the branches of an `if` on the read, or in a conditional expression.
        .triggering("import UIKit\nfinal class Card: UIView {\n  func setUp() {\n    if «UIScreen.main.traitCollection».userInterfaceStyle == .dark {\n      backgroundColor = Palette.night\n    }\n  }\n}"),
        .triggering("import UIKit\nfinal class Card: UIView {\n  func setUp() {\n    let tint: UIColor = «UIScreen.main.traitCollection».userInterfaceStyle == .dark ? Palette.night : Palette.day\n  }\n}"),
        // GoMap's tile loader: the read chooses an image (a non-color value), not a color.
        .nonTriggering("import UIKit\nfinal class Tiles {\n  var dark = true\n  func image(_ data: Data) -> UIImage? {\n    if self.dark,\n       #available(iOS 13.0, *),\n       UIScreen.main.traitCollection.userInterfaceStyle == .dark\n    {\n      return DarkModeImage.shared.darkModeImageFor(data: data)\n    } else {\n      return UIImage(data: data)\n    }\n  }\n}"),
        .nonTriggering("import UIKit\nfinal class Tiles {\n  func icon() -> UIImage? {\n    let name = UITraitCollection.current.userInterfaceStyle == .dark ? \"moon\" : \"sun\"\n    return UIImage(named: name)\n  }\n}"),
        // Kept in a local and handed on: to a method called on a color, to resolvedColor(with:), to
        // a function of the file that resolves a color with its parameter (phoenix-ios' HTML CSS).
        .triggering("import UIKit\nfinal class Page {\n  var css = \"\"\n  init() {\n    let traits = «UITraitCollection.current»\n    css = UIColor.label.htmlString(traits)\n  }\n}"),
        .triggering("import UIKit\nfinal class Page {\n  init() {\n    let traits: UITraitCollection = «UITraitCollection.current»\n    let ink = UIColor.label.resolvedColor(with: traits)\n  }\n}"),
        .triggering("import UIKit\nfinal class Page {\n  init() {\n    let traits = «UITraitCollection.current»\n    build(title: \"x\", traits: traits)\n  }\n  func build(title: String, traits: UITraitCollection) {\n    let ink = UIColor.label.resolvedColor(with: traits)\n  }\n}"),
        // Two functions on, off the main thread (phoenix-ios AnyHTML: processHTML -> cssReplacements -> htmlString).
        .triggering("import UIKit\nfinal class Page {\n  func load() {\n    let traits = «UITraitCollection.current»\n    DispatchQueue.global().async {\n      let html = self.process(css: \"\", traits: traits)\n    }\n  }\n  func process(css: String, traits: UITraitCollection) -> String {\n    return replacements(traits).joined()\n  }\n  func replacements(_ traits: UITraitCollection) -> [String] {\n    return [UIColor.systemBackground.htmlString(traits)]\n  }\n}"),
        // Kept and handed to what resolves no color (a layout helper, an image lookup).
        .nonTriggering("import UIKit\nfinal class Page {\n  init() {\n    let traits = UITraitCollection.current\n    layout(traits)\n    let image = UIImage(named: \"x\", in: nil, compatibleWith: traits)\n  }\n  func layout(_ traits: UITraitCollection) { let size = traits.horizontalSizeClass }\n}"),
        // Read, but not to decide a color; the view's own traits.
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  func setUp() {\n    let saved = UITraitCollection.current\n    let scale = UIScreen.main.traitCollection.displayScale\n    let dark = traitCollection.userInterfaceStyle == .dark\n  }\n}"),
    ]
}
