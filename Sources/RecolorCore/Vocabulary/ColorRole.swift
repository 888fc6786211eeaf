/// The part a color plays where it is used, told from its context name: what `init` names a
/// token after, which system colors it may be, and how its dark value is proposed.
public enum ColorRole: String, Sendable, CaseIterable, Comparable {
    case text, background, tint, border, shadow, separator, fill
    /// No context, or one that says nothing of the role (`print(…)`, a parameter of the app's own).
    case color

    /// `textColor`, `foregroundColor`, `titleColor` → text; `backgroundColor`, `barTintColor` →
    /// background; `tintColor` → tint; … The name's words decide, so the app's own properties
    /// (`headerTextColor`, `cardBackgroundColor`) are classified too.
    /// `fg` (text) or `bg` (background) as a word of `context` (`fgColor`, `cardBg`, `bg_color`).
    static func abbreviatedRole(_ context: String) -> ColorRole? {
        let words = DynamicColors.words(context)
        if words.contains("fg") { return .text }
        if words.contains("bg") { return .background }
        return nil
    }

    public init(context: String?) {
        guard let context, !context.isEmpty else { self = .color; return }
        let lowered = context.lowercased()
        // An ASCII name (every name but a rare Unicode identifier) is searched as bytes: String's
        // `contains` (a substring searcher made per call) took 16,000 instructions a finding,
        // 1 % of a `check` of edx-app-ios (callgrind). Another is searched as String searches it.
        let name = RoleName(lowered)
        // Order matters: `barTintColor` is a bar's background, `shadowColor` before `color`.
        if name.contains("separator") || name.contains("divider") { self = .separator }
        else if name.contains("shadow") { self = .shadow }
        else if name.contains("border") || name.contains("stroke") || name.contains("outline") { self = .border }
        else if name.contains("bartint") || name.contains("background") || lowered == "backgroundstyle" { self = .background }
        // A progress view's or slider's unfilled track is the surface its fill is drawn on (`trackTintColor`,
        // `maximumTrackTintColor`); the filled part (`progressTintColor`, `minimumTrackTintColor`) is a tint.
        // Read as a tint, GithubClient's white track was paired on its superview's white, a false 1.00:1,
        // and kept white in Dark under a near-white fill (session 27's review, F10).
        else if name.contains("tracktint"), !name.contains("minimumtrack") { self = .background }
        // A segmented control's `selectedSegmentTintColor` fills the selected segment, its title drawn over it.
        else if name.contains("segmenttint") { self = .fill }
        // A fill for a state of the view (`highlightedFillColor`, a pressed button's) replaces its fill; read as
        // a highlight (a tint), fearless-iOS's pressed pink was paired on its normal pink, 1.00:1 (session 27's review, F14).
        else if name.contains("fillcolor"), name.contains("highlight") || name.contains("selected") || name.contains("pressed") || name.contains("disabled") { self = .fill }
        // An attributed string's text color as Interface Builder keys it (`<color key="NSColor">` in
        // a fragment's attributes; `NSBackgroundColor` is its highlight, read above).
        else if context == "NSColor" { self = .text }
        else if name.contains("text") || name.contains("foreground") || name.contains("title") || name.contains("label")
                    || name.contains("font") || name.contains("placeholder") || name.contains("link") { self = .text }
        else if name.contains("tint") || name.contains("accent") || name.contains("highlight") || name.contains("selected")
                    || name.contains("icon") || name.contains("image") { self = .tint }
        else if name.contains("fill") { self = .fill }
        // A gradient's stops (`LinearGradient(colors: […])`, `stops:`, a `CAGradientLayer`'s
        // `colors`) paint a surface, never text: mastodon's caption scrim `.black` stop was drafted
        // as Apple's `label` (text), so the white caption over it paired with a text token.
        else if lowered == "colors" || lowered == "stops" { self = .fill }
        // A spinner's or indicator's color is what it draws (`setLoadingSpinnerColor(to:)`): a
        // tint, the words `ColorContextNames` names spinner receivers by (session 20 audit F3).
        else if ColorContextNames.spinnerReceiverWords.contains(where: { name.contains(word: $0) }) { self = .tint }
        // The abbreviations as a word of the name (Omnivore's theme `fgColor`/`bgColor`, session 26),
        // never inside one (`rgbColor`): split only where the letters stand.
        else if name.contains("fg") || name.contains("bg"), let abbreviated = Self.abbreviatedRole(context) { self = abbreviated }
        else { self = .color }
    }

    /// The role of a finding's context; an Interface Builder key by the property it archives
    /// (`highlightedColor` a label's highlighted text, `NSColor` an attributed run's foreground),
    /// as `contrast` reads the same keys.
    init(finding: Finding) {
        let context = finding.kind == .ibColor ? finding.context.map(ColorContextNames.property(ofInterfaceBuilderKey:)) : finding.context
        self.init(context: context)
        // A label that names no role (`color:`) takes the role of where the function puts it.
        if self == .color, let flow = finding.flowsInto { self.init(context: flow) }
    }

    /// The roles a name can give, `color` (none) left out: what `init`'s help lists.
    public static var named: [ColorRole] { allCases.filter { $0 != .color } }

    /// Whether the role's colors are surfaces (dark in Dark Mode) rather than marks drawn on them.
    var isSurface: Bool { self == .background || self == .fill }

    public static func < (a: ColorRole, b: ColorRole) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A lowercased context name, searched for the words of the roles.
private struct RoleName {
    let text: String
    let bytes: [UInt8]?

    init(_ text: String) {
        self.text = text
        let utf8 = Array(text.utf8)
        bytes = utf8.allSatisfy { $0 < 0x80 } ? utf8 : nil
    }

    /// Whether the name holds `word`, a word of another list of the vocabulary.
    func contains(word: String) -> Bool {
        guard let bytes else { return text.contains(word) }
        let needle = Array(word.utf8)
        guard needle.count <= bytes.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in bytes[start..<(start + needle.count)].elementsEqual(needle) }
    }

    /// Whether the name holds `word` (ASCII).
    func contains(_ word: StaticString) -> Bool {
        guard let bytes else { return text.contains(word.description) }
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard needle.count <= bytes.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in
            bytes[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
