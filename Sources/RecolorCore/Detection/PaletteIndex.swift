/// The palettes of a run: each namespace's members with the values their declarations give,
/// the members of color types extended in `paletteFiles`, and the files that declare them.
package struct PaletteIndex: Sendable {
    /// `Essentials` → `blue40` → its color (nil when the declaration's value is not a constant).
    package var members: [String: [String: RGBA?]] = [:]
    /// `UIColor` → `grey90` → its color (also the tree's color wrappers: `EKColor` → `pinky`).
    package var typeMembers: [String: [String: RGBA?]] = [:]
    /// Paths of the files that declare a palette namespace.
    package var declaringFiles: Set<String> = []
    /// `Essentials` → members whose declarations hold no color (`static var isDark = false`): a use
    /// of one is no palette reference.
    package var nonColorMembers: [String: Set<String>] = [:]
    /// `Essentials` → members whose value is the tree's color wrapper (`static let red = Tone(rgb: …)`):
    /// a use may go on to the wrapper's own members (`.color`), which a `UIColor` has none of.
    package var wrapperMembers: [String: Set<String>] = [:]
    /// Members declared as functions without parameters (`static func RCBlue() -> UIColor`), as
    /// `Owner.member`: a use is the call `RCBlue()`, and the name alone is no color.
    package var functionMembers: Set<String> = []
    /// Members declared as functions of their alpha (`static func whiteWithOpacity(opacity: CGFloat)
    /// -> UIColor`), as `Owner.member`, with the argument label (`_` for none): a use is the call,
    /// its color the member's at the argument's alpha (`AlphaFunction`).
    package var alphaFunctions: [String: String] = [:]
    /// Their values (the constant components opaque), apart from a stored member's of the same name.
    package var alphaFunctionValues: [String: RGBA] = [:]
    /// Members declared as stored or computed properties, as `Owner.member`: beside an alpha function
    /// of the same name, the name alone is this member; without one it is a reference to the function.
    package var storedMembers: Set<String> = []
    /// `Zap` → `white` → the color set its declaration looks up (`= color("white")`, `=
    /// UIColor(named: "white")!`, `ColorSetLookups`), for members whose value is none the code
    /// holds: their value is the set's light one (`withColorSetValues`).
    package var memberColorSets: [String: [String: String]] = [:]
    /// The same for the members of color types extended in `paletteFiles` (`UIColor` → `slPurple` → `AccentColor`).
    package var typeMemberColorSets: [String: [String: String]] = [:]
    /// `PagesConstants` → the types nested in it, by their path from it (`SideInset` for `enum SideInset:
    /// CGFloat { case small = 8 }`): a chain through one names no member of the palette, whatever the
    /// nested type holds (its own static colors are members by their path, `Background.normal`).
    package var nestedTypes: [String: Set<String>] = [:]
    /// Members whose value is another member (`MemberAlias`), valued once every file is read
    /// (`resolveAliases`): the named member may be declared later, or in another file.
    var aliases: [(owners: [(scope: String, key: String)], isTypeMember: Bool, path: [String], alias: MemberAlias)] = []
    /// The constant colors of static members a palette file declares in a type that is neither a palette
    /// nor a color type (`enum ColorPalette { static let blueOverlay = UIColor(hex6: 0x91C7FF) }`): no
    /// palette, but what an alias in the file names (`extension UIColor { static let overlayBlueFixed =
    /// ColorPalette.blueOverlay }`). Unread, stepik's fixed banner backgrounds had no value, were kept
    /// "computed", and the black title on them was no pair (session 30's held-out check, V3).
    var aliasTargets: [String: [String: RGBA]] = [:]
    /// `Essentials.red`: the members whose declared value is SwiftUI's `Color` (`PaletteColorType`), so
    /// that a use is that type wherever it stands.
    package var swiftUIMembers: Set<String> = []

    package init() {}

    /// Reads the `static let/var` members declared in `file` inside palette namespaces, and,
    /// when `isPaletteFile`, inside extensions of color types.
    package mutating func read(_ file: SwiftSource, settings: DetectionSettings, isPaletteFile: Bool) {
        let palettes = Set(settings.configuration.palettes)
        var nested: [[String]] = []
        let (declarations, declaresPalette) = PaletteIndex.memberDeclarations(in: file, palettes: palettes, nestedTypes: &nested)
        if declaresPalette { declaringFiles.insert(file.path) }
        for path in nested {
            for i in 0..<(path.count - 1) where palettes.contains(path[i]) {
                nestedTypes[path[i], default: []].insert(path[(i + 1)...].joined(separator: "."))
            }
        }
        guard !declarations.isEmpty else { return }
        let code = file.code
        let detector = FileDetector(file: file, settings: settings)
        let findings = detector.detectAll()
        let helpers = ColorSetLookups.helpers(in: file)
        for decl in declarations {
            let from = file.code[decl.nameIndex].end
            let to = decl.end < code.count ? file.code[decl.end].begin : file.bytes.count
            let found = findings.first { $0.range.lowerBound >= from && $0.range.lowerBound < to }
            let value = found?.color
            let computed = found.map { decl.computedByCall(in: file, found: file.codeIndex(atOrAfter: $0.range.lowerBound), settings: settings) } ?? false
            // The palettes holding the member, each with the member's name in it: its own type's
            // (`Background` → `normal`), and each palette around that type (`Cell` → `Background.normal`).
            let owners = decl.paletteKeys(palettes)
            if let parameter = decl.alphaParameter {
                // `static func whiteWithOpacity(opacity: CGFloat) -> UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: opacity) }`.
                guard let found, found.alphaArgument == parameter.name, let base = found.baseColor else { continue }
                let symbols: [(scope: String, key: String)] = !owners.isEmpty ? owners
                    : isPaletteFile ? settings.types.base(decl.scope).map { [($0.rawValue, decl.name)] } ?? [] : []
                for (scope, key) in symbols {
                    // A stored member of the same name keeps its own value (the call reads the function's below).
                    if owners.isEmpty {
                        if typeMembers[scope]?[key] == nil { typeMembers[scope, default: [:]][key] = base }
                    } else if members[scope]?[key] == nil {
                        members[scope, default: [:]][key] = base
                    }
                    alphaFunctions["\(scope).\(key)"] = parameter.label
                    alphaFunctionValues["\(scope).\(key)"] = base
                }
                continue
            }
            if decl.isFunction {
                for (scope, key) in owners { functionMembers.insert("\(scope).\(key)") }
                if owners.isEmpty, isPaletteFile, let owner = settings.types.base(decl.scope)?.rawValue { functionMembers.insert("\(owner).\(decl.name)") }
            }
            if !owners.isEmpty {
                // `static var red: UIColor { .dynamic(light: lightRed, dark: darkRed) }`: the app's
                // own adaptive color, no hard-coded one (its light value made a token of its own).
                if decl.choosesByAppearance(in: file) || decl.readsAtRunTime(in: file) || computed || value == nil && decl.holdsNonColor(in: file)
                    || decl.declaresNonColorType(in: file, settings: settings) || decl.namesNoColorType(in: file, settings: settings)
                    || decl.returnsAppleAdaptiveColor(in: file, value: value) {
                    for (scope, key) in owners { nonColorMembers[scope, default: []].insert(key) }
                    continue
                }
                for (scope, key) in owners {
                    members[scope, default: [:]][key] = value
                    storedMembers.insert("\(scope).\(key)")
                }
                if decl.declaresSwiftUIColor(in: file, detector: detector) { for (scope, key) in owners { swiftUIMembers.insert("\(scope).\(key)") } }
                if found?.wrapper != nil { for (scope, key) in owners { wrapperMembers[scope, default: []].insert(key) } }
                if value == nil {
                    if let set = ColorSetLookups.setName(ofDeclarationAt: decl.nameIndex, end: decl.end, in: file, helpers: helpers) {
                        for (scope, key) in owners { memberColorSets[scope, default: [:]][key] = set }
                    } else if let alias = MemberAlias.read(ofDeclarationAt: decl.nameIndex, end: decl.end, in: file) {
                        aliases.append((owners, false, decl.path, alias))
                    }
                }
            } else if isPaletteFile, let owner = settings.types.base(decl.scope)?.rawValue ?? settings.wrappers[decl.scope]?.name {
                // An extension of the tree's color wrapper (`extension EKColor { static var pinky:
                // EKColor { EKColor(.pinky) } }`) is a palette of that wrapper, as one of UIColor is.
                // `static var avatarColors: [UIColor]`: a collection of colors is no color.
                if value == nil || decl.isCollection(in: file), decl.holdsNonColor(in: file) { continue }
                if decl.declaresNonColorType(in: file, settings: settings) || decl.namesNoColorType(in: file, settings: settings) { continue }
                // `UIColor(named: "AccentColor") ?? .purple` (simple-login's `slPurple`): a color set,
                // its fallback no run-time read; the member's value is the set's, not the fallback's.
                // Read as run time, its UIKit uses were no findings beside 70 of the Color member wrapping it.
                let set = ColorSetLookups.setName(ofDeclarationAt: decl.nameIndex, end: decl.end, in: file, helpers: helpers)
                if set == nil && (decl.readsAtRunTime(in: file) || computed) || decl.returnsAppleAdaptiveColor(in: file, value: value) { continue }
                // `static var songText: EKColor { EKColor(light: .black, dark: .songRed) }`: the
                // wrapper's own light/dark pair (harvested as a token of its own), no fixed color.
                // Valued at its light argument, each use became a finding re-proposed from it
                // (SwiftEntryKit's `EKColor.navigationItemColor` -> `midTint` #808080/#969696
                // where the code says dark #DB3A5E; `headerBackground` -> `systemBackground`).
                if decl.choosesByAppearance(in: file) { continue }
                typeMembers[owner, default: [:]][decl.name] = set == nil ? value : .some(nil)
                storedMembers.insert("\(owner).\(decl.name)")
                if let set { typeMemberColorSets[owner, default: [:]][decl.name] = set }
                if set == nil, value == nil, let alias = MemberAlias.read(ofDeclarationAt: decl.nameIndex, end: decl.end, in: file) {
                    aliases.append(([(owner, decl.name)], true, decl.path, alias))
                }
            } else if isPaletteFile, !decl.isFunction, let value, !computed, !decl.isCollection(in: file), !decl.choosesByAppearance(in: file),
                      !decl.readsAtRunTime(in: file), !decl.declaresNonColorType(in: file, settings: settings) {
                aliasTargets[decl.scope, default: [:]][decl.name] = value
            }
        }
    }

    /// Values each aliasing member (`static let background = deepSeaBlue`, `= UIColor.dangerColor`,
    /// `= Colors.primary`) with the color, or the color set, of the member it names, once every file
    /// is read; an alias of an alias follows it, and a cycle stays without a value.
    package mutating func resolveAliases() {
        guard !aliases.isEmpty else { return }
        func lookup(_ type: String, _ member: String) -> (value: RGBA?, set: String?)? {
            if let v = members[type]?[member] { return (v, memberColorSets[type]?[member]) }
            if let v = typeMembers[type]?[member] { return (v, typeMemberColorSets[type]?[member]) }
            if let v = aliasTargets[type]?[member] { return (v, nil) }
            return nil
        }
        var open = aliases
        // Each round values the aliases whose member has a value now; at most one per alias.
        while !open.isEmpty {
            var left: [(owners: [(scope: String, key: String)], isTypeMember: Bool, path: [String], alias: MemberAlias)] = []
            for a in open {
                var found: (value: RGBA?, set: String?)?
                for c in a.alias.candidates(path: a.path) {
                    // Another name of a member that holds no color (`static let flag = isDark`) holds none.
                    if !a.isTypeMember, nonColorMembers[c.type]?.contains(c.member) == true {
                        for (scope, key) in a.owners {
                            members[scope]?[key] = nil
                            nonColorMembers[scope, default: []].insert(key)
                        }
                        break
                    }
                    if let hit = lookup(c.type, c.member), hit.value != nil || hit.set != nil {
                        found = hit
                        // Another name of a SwiftUI `Color` member (`static let error = red`) is one too.
                        if !a.isTypeMember, swiftUIMembers.contains("\(c.type).\(c.member)") {
                            for (scope, key) in a.owners { swiftUIMembers.insert("\(scope).\(key)") }
                        }
                        break
                    }
                }
                guard var found else { left.append(a); continue }
                // A color set at another alpha is no set's color: the member stays without a value.
                if a.alias.hasAlpha {
                    found = (found.value.map(a.alias.color), nil)
                }
                for (scope, key) in a.owners {
                    if a.isTypeMember {
                        typeMembers[scope, default: [:]][key] = found.value
                        if let set = found.set { typeMemberColorSets[scope, default: [:]][key] = set }
                    } else {
                        members[scope, default: [:]][key] = found.value
                        if let set = found.set { memberColorSets[scope, default: [:]][key] = set }
                    }
                }
            }
            if left.count == open.count { break }
            open = left
        }
        aliases = []
    }

    /// The palette without the members that look up a set with a dark appearance (`adaptive`):
    /// such a member (`static let Body = color("Body")`, a set light #FFFFFF and dark #151E27) is
    /// the app's own adaptive color, so a use is no palette reference, even where the table names
    /// the palette. Valued at the set's light color, sphinx-ios's 269 uses became findings of
    /// fixed colors and `init` proposed darks for them (white text on `Body` in dark, 1.75:1).
    package func withoutAdaptiveSets(_ adaptive: Set<String>) -> PaletteIndex {
        var out = self
        for (scope, sets) in memberColorSets {
            for (member, set) in sets where adaptive.contains(set) {
                out.members[scope]?[member] = nil
                out.nonColorMembers[scope, default: []].insert(member)
            }
        }
        // The same for a member of a color type extended in a palette file (`extension UIColor {
        // static var adjustingShelfPurple: UIColor { UIColor(named: "adjustingShelfPurple")! } }`, a set
        // with a designer's dark #A599FF): valued at its light color, its uses were merged with a
        // constant set of the same light value into a new token, dark #8280EB (WWDCScholars; review 28, A11).
        for (type, sets) in typeMemberColorSets {
            for (member, set) in sets where adaptive.contains(set) {
                out.typeMembers[type]?[member] = nil
            }
        }
        return out
    }

    /// The palette with each member that looks a color set up valued at the set's light color
    /// (`lightValues`: set name → color), where the code holds no value of its own.
    package func withColorSetValues(_ lightValues: [String: RGBA]) -> PaletteIndex {
        var out = self
        for (scope, sets) in memberColorSets {
            for (member, set) in sets {
                guard let color = lightValues[set], (out.members[scope]?[member] ?? nil) == nil else { continue }
                out.members[scope, default: [:]][member] = color
            }
        }
        for (type, sets) in typeMemberColorSets {
            for (member, set) in sets {
                guard let color = lightValues[set], (out.typeMembers[type]?[member] ?? nil) == nil else { continue }
                out.typeMembers[type, default: [:]][member] = color
            }
        }
        return out
    }

    /// A `static let/var` (or `class var`) member declared inside a type or extension.
    struct MemberDeclaration {
        /// The last component of the enclosing type or extension name.
        var scope: String
        var name: String
        /// The enclosing types and extensions, outermost first (the last component of each name):
        /// `UIColor`, `Cell`, `Background` for `normal` in `extension UIColor { enum Cell { enum Background {`.
        var path: [String] = []
        /// Code indices: the `static` or `class` keyword, the name, and where the declaration ends.
        var keywordIndex: Int
        var nameIndex: Int
        var end: Int
        /// `static func NAME() -> T { … }`: a function without parameters, used as `NAME()`.
        var isFunction = false
        /// `static func NAME(LABEL PARAMETER: CGFloat) -> T { … }`: a function of one number, its
        /// parameter's name and its argument label (`_` for none). It is a member of the palette
        /// where its body is one color of constant components at that alpha (`AlphaFunction`).
        var alphaParameter: (name: String, label: String)?

        /// The palettes of `palettes` holding the member, each with its key there: its own type's
        /// (`Background` → `normal`), and each palette around that type, the member named by the path
        /// from it (`Cell` → `Background.normal`): mullvad's `UIColor.Cell.Background.normal`, read as
        /// a member `Background` of the palette `Cell`, was kept "computed" (session 25's lead sweep, L3).
        func paletteKeys(_ palettes: Set<String>) -> [(scope: String, key: String)] {
            var out: [(scope: String, key: String)] = palettes.contains(scope) ? [(scope, name)] : []
            guard path.count > 1, path.last == scope else { return out }
            for i in 0..<(path.count - 1) where palettes.contains(path[i]) {
                out.append((path[i], (path[(i + 1)...] + [name]).joined(separator: ".")))
            }
            return out
        }

        /// The first `=` or `{` after the name (and its type), if the declaration has one.
        private func initializer(in file: SwiftSource) -> Int? {
            var k = nameIndex + 1
            while k < end, k < file.code.count {
                if file.codeIs(k, "=") { return k }
                if file.isChar(k, "{") { return nil }
                k += 1
            }
            return nil
        }

        /// A stored `static var` (`static var foreColor = UIColor.white`): the code may assign it
        /// at run time (a `didSet` elsewhere chose by aerial imagery in one app), so its value is
        /// not a fixed color of a palette.
        func isStoredVariable(in file: SwiftSource) -> Bool {
            file.codeIs(nameIndex - 1, "var") && initializer(in: file) != nil
        }

        /// An instance of its own type (`static var GitHubLight: Self { Self(isDark: false, editorTheme:
        /// "github-light", windowBackground: NSColor(hexCode: 0xffffff)) }`, `static let dark = Theme(…)`):
        /// a color among its arguments is one field of it, not its value (MarkEdit's `AppTheme` was proposed
        /// as a palette, its `AppTheme.current.editorTheme` a color: 10 false findings, session 24). The
        /// caller tells a color type's own members (`extension UIColor { static var x: Self }`) apart.
        func holdsItsOwnType(in file: SwiftSource) -> Bool {
            func isOwnType(_ k: Int) -> Bool { file.codeIs(k, "Self") || file.isWord(k) && file.text(code: k) == scope }
            let k = nameIndex + 1
            if file.isChar(k, ":") { return isOwnType(k + 1) }
            return file.codeIs(k, "=") && isOwnType(k + 1) && file.isChar(k + 2, "(")
        }

        /// A color read at run time with a literal only as its fallback (Sileo's `static var
        /// sileoBackgroundColor: UIColor { theme.backgroundColor ?? .white }`): `??` in its body.
        func readsAtRunTime(in file: SwiftSource) -> Bool {
            var k = nameIndex + 1
            while k < min(end, file.code.count) {
                if file.codeIs(k, "??") { return true }
                k += 1
            }
            return false
        }

        /// The body returns one of Apple's adaptive system colors behind an availability check
        /// (amperfy's `static var labelColor: UIColor { if #available(iOS 13.0, *) { return
        /// UIColor.label } else { return UIColor.black } }`, session 19), or with no literal
        /// color at all: the app's own shim for Apple's color, already adaptive. Read as the
        /// fallback's black, its tint uses became a token with a proposed dark (`labelColor`,
        /// #F2F2F2) and `secondaryLabelColor` (fallback `systemGray`) was kept as "computed".
        func returnsAppleAdaptiveColor(in file: SwiftSource, value: RGBA?) -> Bool {
            guard let apple = appleAdaptiveColor(in: file) else { return false }
            return apple.checked || value == nil
        }

        /// The Apple adaptive color the body names (its owner as written, `UIColor` in
        /// `UIColor.separator`, nil for `.separator`), the first one, and whether the body checks
        /// `#available`: the color the member is wherever Dark Mode exists. `modified`: a
        /// modifier follows it (`.label.withAlphaComponent(0.5)`), so its value is not Apple's.
        func appleAdaptiveColor(in file: SwiftSource) -> (owner: String?, name: String, checked: Bool, modified: Bool)? {
            var apple: (owner: String?, name: String, modified: Bool)?, checked = false
            var k = nameIndex + 1
            while k < min(end, file.code.count) {
                if file.codeIs(k, "#available") { checked = true }
                if apple == nil, file.isChar(k - 1, "."), AppleSystemColor.adaptiveNames.contains(file.text(code: k)),
                   !file.isChar(k + 1, "("), k < 2 || file.code[k - 2].kind != .identifier || ExpressionAPIs.colorTypes.contains(file.text(code: k - 2)) {
                    apple = (k >= 2 && file.code[k - 2].kind == .identifier ? file.text(code: k - 2) : nil, file.text(code: k),
                             file.isChar(k + 1, "."))
                }
                k += 1
            }
            return apple.map { ($0.owner, $0.name, checked, $0.modified) }
        }

        /// The type written after the name (`UIColor` in `static var x: UIColor { … }`), or nil.
        func declaredTypeName(in file: SwiftSource) -> String? {
            guard file.isChar(nameIndex + 1, ":"), file.isWord(nameIndex + 2) else { return nil }
            return file.text(code: nameIndex + 2)
        }

        /// Declared as an array or dictionary (`static var avatarColors: [UIColor]`).
        func isCollection(in file: SwiftSource) -> Bool {
            file.isChar(nameIndex + 1, ":") && file.isChar(nameIndex + 2, "[")
        }

        /// Types whose members are no colors whatever their value.
        static let nonColorTypes: Set<String> = ["Bool", "String", "Double", "Float", "CGFloat", "TimeInterval", "Date", "URL"]

        /// Whether the declaration holds something other than a color: a Bool, string or
        /// floating-point literal, or a declared non-color type (`static var whiteOnBlack = true`
        /// was drafted as a palette token of unknown value). An integer may be a hex color.
        /// Whether the declaration's body chooses by the appearance: a helper called with
        /// `light:` and `dark:`, a dynamic provider, or a test of the style.
        func choosesByAppearance(in file: SwiftSource) -> Bool {
            var labels = 0
            var k = nameIndex + 1
            while k < min(end, file.code.count) {
                if AppearanceLabels.side(at: k, in: file) != nil { labels += 1 }
                if file.codeIs(k, "dynamicProvider") || file.codeIs(k, "userInterfaceStyle") || file.codeIs(k, "colorScheme")
                    || file.codeIs(k, "effectiveAppearance") { return true }
                k += 1
            }
            return labels >= 2
        }

        /// Declared with a type that is no color type: RIA-DigiDoc-iOS's `static let light: ColorPalette
        /// = { let background = Color.black … }()` in its palette `AppColors` is a value of the app's
        /// own palette struct; its first color was taken as the member's value, and the choice
        /// `colorScheme == .dark ? AppColors.dark : AppColors.light` was drafted as a color token that
        /// fix wrote where a `ColorPalette` is returned (session 28's review, B2). Its colors are that
        /// struct's fields. `Self` and the palette's own type are left to the callers (a color type's
        /// `static var x: Self`); a type named `…Color` may be an alias recolor has not learned.
        func declaresNonColorType(in file: SwiftSource, settings: DetectionSettings) -> Bool {
            guard file.isChar(nameIndex + 1, ":"), file.isWord(nameIndex + 2), file.code[nameIndex + 2].kind == .identifier else { return false }
            var n = nameIndex + 2
            while file.isChar(n + 1, "."), file.isWord(n + 2) { n += 2 }
            let type = file.text(code: n)
            if type == "Self" || type == scope || type.hasSuffix("Color") || type.hasSuffix("Colour") { return false }
            return settings.types.base(type) == nil && settings.wrappers[type] == nil
        }

        /// Declared with a type in which no color type is named: WavesWallet's `static let titleAttributes:
        /// [NSAttributedString.Key: Any] = { … .foregroundColor: UIColor.black … }()` is a text style whose
        /// black is one of its values; taken as the member's color, its enum of three such styles was a
        /// palette and fix wrote `Semantic.textAttributes` (a UIColor) where the dictionary goes (review 29,
        /// A1). Unlike `declaresNonColorType`, a type nested in a color type (`UIColor.Dynamic`) or a
        /// collection of colors (`[UIColor]`, `[(name: String, color: Color)]`) names one.
        func namesNoColorType(in file: SwiftSource, settings: DetectionSettings) -> Bool {
            guard file.isChar(nameIndex + 1, ":") else { return false }
            let last = min(end, file.code.count)
            var depth = 0
            var k = nameIndex + 2
            var named = false
            while k < last {
                if depth == 0, file.codeIs(k, "=") || file.isChar(k, "{") { break }
                if file.isChar(k, "[") || file.isChar(k, "(") || file.codeIs(k, "<") { depth += 1 }
                if file.isChar(k, "]") || file.isChar(k, ")") || file.codeIs(k, ">") { depth -= 1 }
                if file.isWord(k) {
                    let t = file.text(code: k)
                    if t == "Self" || t == scope || t.hasSuffix("Color") || t.hasSuffix("Colour") || settings.types.base(t) != nil || settings.wrappers[t] != nil { return false }
                    named = true
                }
                k += 1
            }
            return named
        }

        /// The value is built by another type's initializer that takes a color among other fields
        /// (`static let lifted = Style(color: .black.opacity(0.16), radius: 20, x: 0, y: 8)` in an
        /// `enum Shadow`): the member is that type's value, no color. Read as the color, `Shadow` became a
        /// palette and fix wrote `.appShadow(Color.lifted)` where a `Shadow.Style` goes, which does not
        /// build (pablof7z/podcast-player; session 37, intent37c V2). A color type's, a wrapper's or a
        /// function's call (`Palette.hex(0x…)`) is no such initializer.
        func buildsNoColorType(in file: SwiftSource, settings: DetectionSettings) -> Bool {
            guard file.codeIs(nameIndex + 1, "=") else { return false }
            var k = nameIndex + 2
            while file.isWord(k), file.isChar(k + 1, "."), file.isWord(k + 2) {
                if settings.types.base(file.text(code: k)) != nil { return false }
                k += 2
            }
            guard file.isWord(k), file.isChar(k + 1, "("), file.firstByte(k).isUppercaseASCII else { return false }
            let t = file.text(code: k)
            return !(t == "Self" || t == scope || t.hasSuffix("Color") || t.hasSuffix("Colour") || settings.types.base(t) != nil || settings.wrappers[t] != nil)
        }

        func holdsNonColor(in file: SwiftSource) -> Bool {
            if isCollection(in: file) { return true }
            if file.isChar(nameIndex + 1, ":"), file.isWord(nameIndex + 2), !file.isChar(nameIndex + 3, "."),
               MemberDeclaration.nonColorTypes.contains(file.text(code: nameIndex + 2)) { return true }
            guard let eq = initializer(in: file), eq + 1 < min(end, file.code.count) else { return false }
            let v = eq + 1
            let literal = file.codeIs(v, "true") || file.codeIs(v, "false") || file.code[v].kind == .float || file.code[v].kind == .stringQuote
            return literal && (v + 1 >= end || file.lineBreakBetween(v, v + 1) || file.isChar(v + 1, "}"))
        }
    }

    /// The words after `class` that make it a member's modifier, not a type's declaration.
    static let memberKeywords = ["func", "var", "let"]

    /// Every member declaration in `file`, and whether the file declares one of `palettes`.
    static func memberDeclarations(in file: SwiftSource, palettes: Set<String>) -> ([MemberDeclaration], Bool) {
        var nested: [[String]] = []
        return memberDeclarations(in: file, palettes: palettes, nestedTypes: &nested)
    }

    /// The same, and in `nestedTypes` the path of each type declared inside another (`PagesConstants`,
    /// `SideInset`).
    static func memberDeclarations(in file: SwiftSource, palettes: Set<String>, nestedTypes: inout [[String]]) -> ([MemberDeclaration], Bool) {
        // The enclosing declarations: the last component of each type or extension name.
        var scopes: [String?] = []
        var pending: String?
        var declarations: [MemberDeclaration] = []
        var declaresPalette = false
        let code = file.code
        var k = 0
        while k < code.count {
            if code[k].kind == .keyword || file.codeIs(k, "actor") {
                // (`class func`, `class var`: a member of a class, declared like a static one; Slide's
                // `GMColor.red500Color()` palette went unseen, its `class` read as a nested type `func`.)
                if file.codeIs(k, "struct") || file.codeIs(k, "enum") || file.codeIs(k, "class") || file.codeIs(k, "extension") || file.codeIs(k, "actor"),
                   file.isWord(k + 1), !(file.codeIs(k, "class") && Self.memberKeywords.contains { file.codeIs(k + 1, $0) }) {
                    var n = k + 1
                    while file.isChar(n + 1, "."), file.isWord(n + 2) { n += 2 }
                    pending = file.text(code: n)
                    if palettes.contains(pending!) { declaresPalette = true }
                } else if file.codeIs(k, "static") || file.codeIs(k, "class") {
                    if let scope = scopes.last ?? nil, file.codeIs(k + 1, "let") || file.codeIs(k + 1, "var"), file.isWord(k + 2) {
                        declarations.append(MemberDeclaration(scope: scope, name: file.text(code: k + 2), path: scopes.compactMap { $0 }, keywordIndex: k,
                                                              nameIndex: k + 2, end: declarationEnd(file, from: k + 3)))
                    } else if let scope = scopes.last ?? nil, file.codeIs(k + 1, "func"), file.isWord(k + 2), file.isChar(k + 3, "("),
                              file.isChar(k + 4, ")"), file.codeIs(k + 5, "->"), file.isWord(k + 6), file.text(code: k + 6).hasSuffix("Color") {
                        // `static func RCBlue() -> UIColor { … }` (a color type, `…Color`): a palette member
                        // called without arguments.
                        declarations.append(MemberDeclaration(scope: scope, name: file.text(code: k + 2), path: scopes.compactMap { $0 }, keywordIndex: k,
                                                              nameIndex: k + 2, end: declarationEnd(file, from: k + 3), isFunction: true))
                    } else if let scope = scopes.last ?? nil, file.codeIs(k + 1, "func"), file.isWord(k + 2), file.isChar(k + 3, "("),
                              let parameter = AlphaFunction.parameter(file, open: k + 3) {
                        declarations.append(MemberDeclaration(scope: scope, name: file.text(code: k + 2), path: scopes.compactMap { $0 }, keywordIndex: k,
                                                              nameIndex: k + 2, end: declarationEnd(file, from: k + 3), isFunction: true,
                                                              alphaParameter: parameter))
                    }
                }
            } else if file.isChar(k, "{") {
                if let pending, scopes.contains(where: { $0 != nil }) { nestedTypes.append(scopes.compactMap { $0 } + [pending]) }
                scopes.append(pending)
                pending = nil
            } else if file.isChar(k, "}") {
                if !scopes.isEmpty { scopes.removeLast() }
            }
            k += 1
        }
        return (declarations, declaresPalette)
    }

    /// The code index where a member declaration that starts at `from` ends: the next member
    /// declaration at the same depth (a nested type's too), or the `}` closing its scope.
    static func declarationEnd(_ file: SwiftSource, from: Int) -> Int {
        var depth = 0
        var k = from
        while k < file.code.count {
            if file.isChar(k, "{") || file.isChar(k, "(") || file.isChar(k, "[") { depth += 1 }
            if file.isChar(k, "}") || file.isChar(k, ")") || file.isChar(k, "]") {
                if depth == 0 { return k }
                depth -= 1
            }
            if depth == 0, file.code[k].kind == .keyword || file.codeIs(k, "actor"), !file.isChar(k - 1, "."),
               nextDeclarationKeywords.contains(file.text(code: k)) { return k }
            k += 1
        }
        return k
    }

    /// The keywords that begin the next declaration of a type's body. A nested type ends the member
    /// before it: `static let invalidInputTextColor = UIColor.dangerColor` before `enum Cell { enum
    /// Background { static let normal = UIColor(red: 0.16, …) } }` took `normal`'s color (mullvad).
    static let nextDeclarationKeywords: Set<String> = ["static", "class", "let", "var", "func", "enum", "struct", "extension",
                                                        "init", "subscript", "typealias", "protocol", "actor", "case"]
}
