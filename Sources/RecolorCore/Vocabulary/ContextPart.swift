#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The part of a view a color property names before its role words: `buttonBarItem` of
/// `buttonBarItemTitleColor`, `selectedBar` of `selectedBarBackgroundColor`, none of
/// `textColor`, `backgroundColor` or a bar's own `barTintColor`. A style object sets the colors
/// of several views under one receiver (XLPagerTabStrip's `settings.style`): a text of one part
/// lies on the background of its own part or of a part holding it (`buttonBar` holds
/// `buttonBarItem`), never on another's. GitHawk's tab titles were paired with the 2-pt
/// selection underline (`selectedBarBackgroundColor`), session 20 audit F5.
enum ContextPart {
    /// Role phrases a property name ends with, longest first (lowercased).
    static let roleEndings = ["backgroundcolor", "foregroundcolor", "titlecolor", "textcolor", "tintcolor", "labelcolor",
                              "fillcolor", "background", "foreground", "color", "tint"]

    /// The part `context` names, lowercased; "" when it names only the role (or the bar itself).
    static func of(_ context: String) -> String {
        var name = context.lowercased()
        // A runtime attribute's key path may name an instance variable (`_numpadTitleColor`).
        while name.hasPrefix("_") { name.removeFirst() }
        if name.hasPrefix("set") && name.count > 3 { name.removeFirst(3) }
        for ending in roleEndings where name.hasSuffix(ending) {
            name.removeLast(ending.count)
            break
        }
        // `barTintColor`: the bar's own background.
        return name == "bar" ? "" : name
    }

    /// Whether a receiver is a style object rather than a view (its last name says so:
    /// `settings.style`, `UINavigationBar.appearance()` is a view's proxy, not one). A view's own
    /// properties (`header.headerTextColor` over `header.cardBackgroundColor`) are one view's.
    /// A part of a style object is one too (`style.month` of a calendar's style: Campus-iOS paired
    /// `style.month.colorTitleHeader` with `style.month.colorBackgroundSelectDate`, session 26).
    static func isStyleObject(_ receiver: String) -> Bool {
        let names = receiver.split(separator: ".").map { $0.lowercased() }
        guard let last = names.last else { return false }
        return styleWords.contains(last) || styleSuffixes.contains { last.hasSuffix($0) }
            || names.dropLast().contains { styleWords.contains($0) }
    }

    /// Last words of a style object's name (`colorPalette`, beam's `AssetsPickerColorPalette`).
    static let styleSuffixes = ["palette"]

    static let styleWords: Set<String> = ["style", "styles", "settings", "configuration", "config", "theme", "options"]

    /// The state a part begins with (`selected` of `selectedBackgroundColor`), or nil.
    static func state(_ part: String) -> String? {
        ["deselected", "unselected", "selected", "highlighted", "disabled", "normal"].first { part.hasPrefix($0) }
    }

    /// Whether two properties of one view name two states of it (`deselectedTintColor`,
    /// `selectedBackgroundColor`): never drawn together (zotero's toolbar checkbox: its deselected
    /// blue tint was paired with the blue of its selected background, 1.00:1).
    static func otherStates(foreground: String, background: String) -> Bool {
        guard let f = state(of(foreground)), let b = state(of(background)) else { return false }
        return f != b
    }

    /// The state a property names for the purpose of drawing (`selected` of
    /// `selectedTitleColor`); nil for the normal state (`titleColor`, `normalTitleColor`).
    /// `unselectHighlighted…` (ello's StyledButton: pressed while selected) is a state of its own.
    static func drawnState(_ property: String) -> String? {
        let part = of(property)
        if part.hasPrefix("unselect") && !part.hasPrefix("unselected") { return "unselect" }
        let s = state(part)
        return s == "normal" ? nil : s
    }

    /// Whether a foreground set through `foreground` and a background set through `background`,
    /// two properties of one receiver or one style object's initializer, are drawn together, given
    /// the states `foregroundStates` and `backgroundStates` the receiver's other foregrounds and
    /// backgrounds name (nil: normal). A state with no color of its own draws the normal one
    /// (ello's `StyledButton`: `backgroundColor = style.selectedBackgroundColor ?? style.backgroundColor`),
    /// so a normal title lies on a selected background only where no selected title is given, and
    /// a selected title on the normal background only where no selected background is. A disabled
    /// state pairs nothing: WCAG 2.x exempts the text of an inactive component (SC 1.4.3,
    /// "Incidental"). ello's `StyledButton.Style(…)` calls paired `disabledTitleColor: .greyC` with
    /// `selectedBackgroundColor: .black` and `titleColor: .white` with `disabledBackgroundColor:
    /// .greyA` (26 pairs, all but 2 of the code's 24 from these; one 13.08:1 "break" in dark).
    static func drawnTogether(foreground: String, background: String, foregroundStates: Set<String?>, backgroundStates: Set<String?>) -> Bool {
        let f = drawnState(foreground), b = drawnState(background)
        if f == "disabled" || b == "disabled" { return false }
        switch (f, b) {
        case (nil, nil): return true
        case let (f?, b?): return f == b
        case let (nil, b?): return !foregroundStates.contains(b)
        case let (f?, nil): return !backgroundStates.contains(f)
        }
    }

    /// Whether a foreground set through `foreground` can lie on a background set through
    /// `background` on the same receiver: the background names no part, or one part holds the
    /// other. A background of a named part is under that part's colors only: beam's picker palette
    /// paired its `titleColor` with its `albumCellSelectedBackgroundColor` (session 22 audit F13).
    static func meet(foreground: String, background: String) -> Bool {
        let f = of(foreground), b = of(background)
        return b.isEmpty || (!f.isEmpty && (f.hasPrefix(b) || b.hasPrefix(f)))
    }
}
