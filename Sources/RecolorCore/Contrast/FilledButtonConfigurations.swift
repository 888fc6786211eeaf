/// The buttons a file gives a filled `UIButton.Configuration` in code, and the configurations it
/// styles through a local (`var join = UIButton.Configuration.filled(); join.baseForegroundColor = X;
/// joinButton.configuration = join`). A filled button draws its title in `baseForegroundColor` on a
/// capsule of `baseBackgroundColor`, or of its tint where the configuration gives none: the tint is
/// that capsule, not a color drawn on the view behind. Read as written, the local's title color
/// paired with nothing and the tint was measured as a graphic on the screen (1.89:1, a false FAIL);
/// a button made `UIButton(configuration: .filled())` had its title measured on the screen too
/// (AGPU-iOS-App's green button, session 29's check; review 30's leftovers).
struct FilledButtonConfigurations {
    /// Buttons (as `UseSite` writes a receiver, `self.` dropped) whose configuration is filled.
    private(set) var filled: Set<String> = []
    /// Configuration locals given to a button (`joinButton.configuration = join`): local → button.
    private(set) var assigned: [String: String] = [:]
    /// Buttons whose configuration sets its capsule's own color (`baseBackgroundColor`): the tint draws nothing.
    private(set) var ownCapsule: Set<String> = []

    /// The members of a configuration that color its title and capsule.
    static let members: Set<String> = ["baseForegroundColor", "baseBackgroundColor"]
    static let finder = ByteFinder("configuration")

    init(_ file: SwiftSource, chains: ChainRoots) {
        guard Self.finder.occurs(in: file.bytes) else { return }
        var filledLocals: Set<String> = []
        var capsuleReceivers: [String] = []
        for k in file.code.indices {
            // `b.configuration = .filled()`, `= UIButton.Configuration.filled()`, `= join`; a button class's own
            // `configuration = join` (`self.configuration` is read as `self`).
            if file.codeIs(k, "configuration"), file.codeIs(k + 1, "="),
               file.isChar(k - 1, ".") || !(file.codeIs(k - 1, "let") || file.codeIs(k - 1, "var")) {
                let button = file.isChar(k - 1, ".") ? UseSite.chainText(endingAt: k - 2, in: file, chains: chains) : "self"
                if Self.isFilled(at: k + 2, in: file) { filled.insert(button) }
                else if file.isWord(k + 2), k + 3 >= file.code.count || file.lineBreakBetween(k + 2, k + 3) || file.isChar(k + 3, ";") || file.isChar(k + 3, "}") {
                    assigned[file.text(code: k + 2)] = button
                }
            }
            // `var join = UIButton.Configuration.filled()`, `var join: UIButton.Configuration = .filled()`;
            // `let b = UIButton(configuration: .filled())`.
            if file.codeIs(k, "=") || file.isChar(k, "="), k >= 2 {
                var name = k - 1
                if file.isWord(name), file.isChar(name - 1, "."), file.isWord(name - 2), file.isChar(name - 3, ":") { name -= 3 }
                else if file.isWord(name), file.isChar(name - 1, ":") { name -= 2 }
                guard file.isWord(name), file.codeIs(name - 1, "let") || file.codeIs(name - 1, "var") else { continue }
                if Self.isFilled(at: k + 1, in: file) { filledLocals.insert(file.text(code: name)) }
                if file.codeIs(k + 1, "UIButton"), file.isChar(k + 2, "("), file.codeIs(k + 3, "configuration"), file.isChar(k + 4, ":"),
                   Self.isFilled(at: k + 5, in: file) { filled.insert(file.text(code: name)) }
            }
            // `b = UIButton(configuration: join)`, `let b = UIButton(configuration: join)`: the local is `b`'s.
            if file.codeIs(k, "UIButton"), file.isChar(k + 1, "("), file.codeIs(k + 2, "configuration"), file.isChar(k + 3, ":"),
               file.isWord(k + 4), file.isChar(k + 5, ")"), file.codeIs(k - 1, "="), file.isWord(k - 2) {
                assigned[file.text(code: k + 4)] = UseSite.chainText(endingAt: k - 2, in: file, chains: chains)
            }
            if file.codeIs(k, "baseBackgroundColor"), file.isChar(k - 1, "."), file.codeIs(k + 1, "=") {
                capsuleReceivers.append(UseSite.chainText(endingAt: k - 2, in: file, chains: chains))
            }
        }
        for (local, button) in assigned where filledLocals.contains(local) { filled.insert(button) }
        for r in capsuleReceivers { if let b = button(ofConfiguration: r) { ownCapsule.insert(b) } }
    }

    /// Whether the expression at code index `v` is a filled configuration (`.filled()`, `UIButton.Configuration.filled()`).
    static func isFilled(at v: Int, in file: SwiftSource) -> Bool {
        if file.isChar(v, "."), file.codeIs(v + 1, "filled"), file.isChar(v + 2, "(") { return true }
        return file.codeIs(v, "UIButton") && file.isChar(v + 1, ".") && file.codeIs(v + 2, "Configuration") && file.isChar(v + 3, ".")
            && file.codeIs(v + 4, "filled") && file.isChar(v + 5, "(")
    }

    /// The button whose configuration receiver `r` is (`b.configuration?`, or a local given to `b`), or nil.
    func button(ofConfiguration r: String) -> String? {
        for suffix in [".configuration", ".configuration?", ".configuration!"] where r.hasSuffix(suffix) { return String(r.dropLast(suffix.count)) }
        return assigned[r]
    }

    /// The place of button `b`'s capsule and title.
    static func place(_ b: String) -> String { b + ".configuration" }

    /// Where a color set at `site` is drawn, when on a configuration or a filled button's tint: the button's
    /// capsule place, the tint as its background; nil to leave the site as it is. `skip`: the tint of a filled
    /// button with a capsule color of its own, drawn nowhere.
    func placed(_ site: UseSite, in file: SwiftSource) -> (site: UseSite, skip: Bool)? {
        guard case .receiver(let name, let scope) = site.place, site.via >= 0 else { return nil }
        let via = file.text(code: site.via)
        var out = site
        if Self.members.contains(via), let b = button(ofConfiguration: name) {
            out.place = .receiver(Self.place(b), scope: scope)
            return (out, false)
        }
        if via == "tintColor", filled.contains(name) {
            if ownCapsule.contains(name) { return (out, true) }
            out.role = .background
            out.place = .receiver(Self.place(name), scope: scope)
            return (out, false)
        }
        return nil
    }
}
