#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which pairs are Apple's, not the app's, and so are not checked: two fixed sides (Apple's
/// system colors, the tokens that are one, kept colors). Apple means its label colors for text
/// over its backgrounds (b75b901: Lockdown's and tinode's label-on-background pairs were noise);
/// its other system colors are not text colors. Text in one that the app's own color was drafted
/// as is the app's choice and is checked: Tofu's hard-coded #8E8E93 label, drafted `systemGray`,
/// is 2.92:1 over the grouped background in light, and after `fix` writes it as Interface
/// Builder's `systemGrayColor` `contrast` said "nothing checked" (session 19 audit F13).
struct ApplesPairs {
    /// Tokens that are one of Apple's system colors.
    let systemTokens: Set<String>
    /// Of those, the ones whose system color Apple does not mean for text (`systemGray`, not `secondaryLabel`).
    let notTextTokens: Set<String>
    /// Of those, the ones whose system color Apple does not mean as a surface (`systemGray`, not `systemBackground`).
    let notSurfaceTokens: Set<String>
    /// Whether a side is fixed as Apple's colors are.
    let isFixed: (String) -> Bool

    /// The table's: Apple's system colors, the tokens that are one, kept colors. A token at part
    /// opacity is fixed as its token is.
    init(_ expressions: TokenExpressions?) {
        let systemTokens = expressions?.systemTokens ?? []
        self.systemTokens = systemTokens
        notTextTokens = expressions?.systemTokensNotMeantForText ?? []
        notSurfaceTokens = expressions?.systemTokensNotMeantForSurfaces ?? []
        isFixed = { subject in
            TranslucentSubjects.tokens(of: subject).allSatisfy { name in
                SystemColorSubjects.isSystem(name) || systemTokens.contains(name) || KeptColorSubjects.isKept(name)
            }
        }
    }

    /// Sides fixed by a rule of the caller's (subjects that are no token names).
    init(fixed: @escaping (String) -> Bool) {
        systemTokens = []
        notTextTokens = []
        notSurfaceTokens = []
        isFixed = fixed
    }

    /// Whether a pair is Apple's (or two kept colors): not made.
    func isApples(foreground: String, background: String, role: ContrastRole) -> Bool {
        guard isFixed(foreground), isFixed(background), !Self.isAppsTint(foreground), !Self.isAppsTint(background) else { return false }
        let name = TranslucentSubjects.parse(foreground)?.token ?? foreground
        // A color the app's own was drafted as, under text or a graphic, that Apple means as no surface
        // (`label` on `systemGray`, drafted from Catty's black key titles on #8E8E93): the app's pair.
        let ground = TranslucentSubjects.parse(background)?.token ?? background
        if notSurfaceTokens.contains(ground) { return false }
        return !(role == .text && notTextTokens.contains(name))
    }

    /// Whether a side is one of Apple's system colors at an opacity the code writes
    /// (`Color.red.opacity(0.12)`, `systemRed at 12%`): a tint the app made, which Apple publishes
    /// no text color for, so what the app draws on it is the app's pair. Sonidea's destructive
    /// button (`.red` on `Color.red.opacity(0.12)`) was dropped as Apple's and never checked
    /// (session 32's held-out check, V6). Apple's colors opaque, a label color at an opacity (a gray
    /// fill), and a kept color at an opacity (the app's scrim, `KeptColorSubjects`) stay as they were.
    static func isAppsTint(_ subject: String) -> Bool {
        if let (top, under) = TranslucentSubjects.parseOver(subject) { return isAppsTint(top) || isAppsTint(under) }
        guard let (base, _) = TranslucentSubjects.parse(subject), let color = SystemColorSubjects.byName[base] else { return false }
        // A label color at an opacity is a gray fill as Apple's own fills are (`Color.secondary.opacity(0.15)`
        // under `.primary` text, DockDoor's segment): Apple's pair still.
        return !color.isLabel
    }
}
