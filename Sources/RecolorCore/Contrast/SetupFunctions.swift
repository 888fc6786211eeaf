#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether a function sets a view up (run whenever the view is shown: `init`, `awakeFromNib`,
/// `viewDidLoad`, `setupViews`, `configure(with:)`, `applyTheme`) or puts it in one state of
/// several (`warn()`, `link()`, `select()`). Two colors a view gets in two state functions are
/// never known to be drawn together: Rocket.Chat's `highlightMentions` painted a background and
/// `highlightChannels` a text color on other ranges, and contrast paired them (audit 18 F9, a
/// 1.21:1 FAIL for two colors never on screen together).
enum SetupFunctions {
    /// First words (lowercased) of a function name that sets a view up, and UIKit's and AppKit's
    /// lifecycle names by their first word (`viewDidLoad`, `layoutSubviews`, `didMoveToWindow`).
    static let setupWords: Set<String> = [
        "init", "initialize", "common", "setup", "set", "configure", "config", "style", "styles", "apply", "update",
        "build", "make", "create", "refresh", "reload", "customize", "decorate", "theme", "render", "reset", "bind",
        "populate", "prepare", "awake", "view", "load", "layout", "did", "will", "trait", "draw", "tint", "add", "install",
    ]

    /// Whether `scope` (the function a color is set in; nil: a stored property's initializer)
    /// runs as the view's setup rather than as one of its states.
    static func isSetup(_ scope: Scope?) -> Bool {
        guard let scope else { return true }
        switch scope.kind {
        case .function(.`init`): return true
        case .function(.func):
            guard let name = scope.name, let first = firstWord(name) else { return true }
            return setupWords.contains(first)
        case .function(.property): return true
        default: return false
        }
    }

    /// First words of the functions UIKit runs once to set a view up (`awakeFromNib`,
    /// `viewDidLoad`, `commonInit`, `setupViews`): a color set there, outside a branch, is the
    /// view's in every state. `setupWords` is wider (`update…`, `configure…` may set one state's).
    static let lifecycleWords: Set<String> = ["awake", "view", "init", "common", "setup"]

    /// Whether `scope` is an initializer or one of UIKit's set-up-once functions (`lifecycleWords`).
    static func isLifecycle(_ scope: Scope) -> Bool {
        if case .function(.`init`) = scope.kind { return true }
        guard case .function(.func) = scope.kind, let name = scope.name, let first = firstWord(name) else { return false }
        return lifecycleWords.contains(first)
    }

    /// Whether `scope` is a theme hook: a function named for the theme that sets it up
    /// (`updateTheme`, `applyTheme`, `refreshTheme`, `themeDidChange`). The app runs it for the
    /// current theme when the view is made and again on every change, so what it paints is the
    /// view's in every state. ringoid's controllers `override func updateTheme()` (the base class
    /// calls it from its theme subscription in `viewDidLoad`) and set `view.backgroundColor =
    /// BackgroundColor().uiColor()` there; the storyboard's white placeholder stayed the white
    /// labels' background, 4 of its 10 FAILs (session 30 review, A11). Not a function that only
    /// names a theme (`showThemePicker`, `previewTheme(_:)`: its first word is no set-up word).
    static func isThemeHook(_ scope: Scope) -> Bool {
        guard case .function(.func) = scope.kind, let name = scope.name, let first = firstWord(name) else { return false }
        let base = name.split(separator: "(").first.map(String.init) ?? name
        if first == "theme" { return true }
        return setupWords.contains(first) && base.dropFirst(first.count).hasPrefix("Theme")
    }

    /// Whether `scope` runs when the view is made: one of UIKit's set-up-once functions
    /// (`isLifecycle`), or a method of the same type that one of them calls by name (`init(coder:)`
    /// → `configureHierarchy()`, dashwallet's balance view clears its background there after the
    /// nib's is decoded: session 26's review, F10). One call deep: a deeper chain is not followed.
    static func runsAtInit(_ scope: Scope, tree: SyntaxTree, file: SwiftSource) -> Bool {
        if isLifecycle(scope) { return true }
        guard case .function(.func) = scope.kind, let name = scope.name, let parent = scope.parent, tree.scopes[parent].isType else { return false }
        for other in tree.scopes where other.parent == parent && other.open != scope.open && isLifecycle(other) {
            for k in other.open..<min(other.close, file.code.count) where file.codeIs(k, name) && file.isChar(k + 1, "(") {
                // `name(…)` or `self.name(…)`, not another value's method of that name.
                if !file.isChar(k - 1, ".") || file.codeIs(k - 2, "self") && !file.isChar(k - 3, ".") { return true }
            }
        }
        return false
    }

    /// Whether a foreground set in `fg` and a background set in `bg` (functions of one type) may
    /// be drawn together: one function, or either one the view's setup.
    static func together(_ fg: Scope?, _ bg: Scope?) -> Bool {
        if fg?.open == bg?.open { return true }
        return isSetup(fg) || isSetup(bg)
    }

    /// The first word of a lower camel case name (`highlightMentions` -> `highlight`), lowercased.
    static func firstWord(_ name: String) -> String? {
        let base = name.split(separator: "(").first.map(String.init) ?? name
        var word = ""
        for ch in base {
            if ch.isUppercase && !word.isEmpty { break }
            if ch == "_" { if word.isEmpty { continue } else { break } }
            word.append(ch)
        }
        return word.isEmpty ? nil : word.lowercased()
    }
}
