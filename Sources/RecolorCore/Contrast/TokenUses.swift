/// Where a file uses a semantic token: a finding a rule maps to it (before `fix`), or the
/// token's own expression written in the code (after `fix`: `Style.Color.Semantic.primaryText`).
package struct TokenUse: Sendable, Equatable {
    package var token: String
    /// The code token the use starts at.
    package var code: Int
    /// Where the color is written when another file declares it (`DeclaredSurfaces`): `code` is
    /// then the call of the declared view in this file.
    package var elsewhere: Elsewhere? = nil

    package struct Elsewhere: Sendable, Equatable, Hashable {
        package var file: String
        package var line: Int
    }
}

/// The tokens' expressions as code-token texts, to find them in a file's code tokens.
package struct TokenExpressions: Sendable {
    struct Entry: Sendable {
        var words: [String]
        var token: String
    }

    /// By the text of an expression's last code token (`primaryText`).
    var byLastWord: [String: [Entry]]
    /// Apple's system colors no token is, by member name (`systemBackground`): the other side of
    /// a pair (`SystemColorSubjects`), never a reason to read a file.
    let systemByMember: [String: [SystemEntry]]
    /// The tokens that are one of Apple's system colors (their expression is Apple's).
    let systemTokens: Set<String>
    /// Of those, the ones whose system color Apple does not mean for text (`ApplesPairs`).
    let systemTokensNotMeantForText: Set<String>
    /// Of those, the ones whose system color Apple does not mean as a surface (`systemGray`, not `systemBackground`).
    let systemTokensNotMeantForSurfaces: Set<String>

    struct SystemEntry: Sendable {
        var type: String
        var subject: String
        var implicit: Bool
    }
    /// Per expression, the words (indices into `finders`) a file must contain to hold it.
    let screens: [[Int]]
    let finders: [ByteFinder]
    /// Words (indices into `finders`) any one of which may make an implicit member use.
    let implicitScreens: [Int]
    /// The names of the app's members that stand for a token (`deltaPurple`): any one may make a use.
    var memberFinders: [ByteFinder] = []
    /// Theme members by label (`textColor`), and per member its label and type's finders: a file
    /// holding both may read it (`Theme.current.textColor`).
    var themeMembers: [String: [ThemeMember]] = [:]
    var themeScreens: [(label: ByteFinder, type: ByteFinder)] = []
    /// Stored instance members that start as a token, by name (`StoredColorMembers`).
    var storedMembers: [String: String] = [:]
    /// File-level constants that are a token, by name (`GlobalColorConstants`).
    var globalConstants: [String: String] = [:]
    static let themeWordFinder = ByteFinder("heme")
    /// Token names by asset name (`PrimaryText`), the first token of an asset winning.
    var byAsset: [String: String]
    /// Set names by the name code calls them by inside a namespace folder (`Colors/MeshtasticBubble`
    /// → `MeshtasticBubble`): Meshtastic writes `Color("Colors/MeshtasticBubbleText")` over
    /// `Color("Colors/MeshtasticBubble")`, and `contrast` saw neither (session 28).
    var namespacedSets: [String: String] = [:]
    /// Token names by Interface Builder system color (`systemBackgroundColor`), for the tokens whose
    /// UIKit expression is that Apple system color (what `fix` writes as `systemColor="…"`).
    let bySystemColor: [String: String]
    /// Token names by AppKit catalog color (`labelColor`), for the tokens whose AppKit expression
    /// is that system color (what `fix` writes in a Cocoa document as `catalog="System"`).
    let byCatalogColor: [String: String]
    /// Tokens without an `asset`, by name.
    let namedAfterSet: [String: String]
    /// The app's tint when it is a token: Xcode's global accent color set (`AccentColor`), which
    /// UIKit draws as the tint where no view sets one (filled buttons, `systemColor="tintColor"`).
    package var appTint: String?
    /// SwiftUI's `Color.accentColor` as a token: the app's tint, unless some view of the app sets
    /// its own accent (`.accentColor(X)`, `AccentColorUses.setsAccent`; nil then).
    package var swiftUIAccent: String?
    /// Tokens with a translucent value in some appearance (`#FFFFFF38`): what lies under such a
    /// background shows through it (`InferredPairs` composites it over its container's).
    package let translucentTokens: Set<String>
    /// Their least alpha (0–1) over their values: a fill under half opaque shows its ground more than itself.
    package let translucentAlphas: [String: Double]

    package init(_ configuration: Configuration) {
        translucentTokens = Set(configuration.tokens.filter { $0.values.given.values.contains { $0.alpha < 255 } }.map(\.name))
        var alphas: [String: Double] = [:]
        for token in configuration.tokens where translucentTokens.contains(token.name) {
            alphas[token.name] = token.values.given.values.map { Double($0.alpha) / 255 }.min()
        }
        translucentAlphas = alphas
        var assets: [String: String] = [:]
        for token in configuration.tokens where assets[token.assetName] == nil { assets[token.assetName] = token.name }
        byAsset = assets
        for token in configuration.tokens {
            guard let asset = token.asset, let from = token.from, let name = ColorSetLanguage.namespacedName(from),
                  ColorSetLanguage.setName(from) == asset else { continue }
            namespacedSets[name] = asset
        }
        var systems: [String: String] = [:]
        for token in configuration.tokens {
            guard let uikit = token.expressions[.uikit], let system = InterfaceBuilderSystemColor.named(byUIKitExpression: uikit),
                  systems[system.name] == nil else { continue }
            systems[system.name] = token.name
        }
        bySystemColor = systems
        var catalogs: [String: String] = [:]
        for token in configuration.tokens {
            guard let appkit = token.expressions[.appkit], let catalog = InterfaceBuilderSystemColor.catalogNamed(byAppKitExpression: appkit),
                  catalog.availability != nil, catalogs[catalog.name] == nil else { continue }
            catalogs[catalog.name] = token.name
        }
        byCatalogColor = catalogs
        namedAfterSet = Dictionary(configuration.tokens.filter { $0.asset == nil }.map { ($0.name, $0.name) }, uniquingKeysWith: { a, _ in a })
        var byLast: [String: [Entry]] = [:]
        for token in configuration.tokens {
            for expression in Set(token.expressions.values).union(TokenExpressions.assetSymbols(of: token))
                .union(TokenExpressions.systemFallbacks(of: token, tokens: configuration.tokens)) {
                let bytes = Array(expression.utf8)
                let words = Tokenizer.codeTokens(bytes).code.map { String(decoding: bytes[$0.range], as: UTF8.self) }
                guard let last = words.last else { continue }
                byLast[last, default: []].append(Entry(words: words, token: token.name))
            }
        }
        let claimed = Set(configuration.tokens.flatMap { $0.expressions.values.map { $0.filter { !$0.isWhitespace } } })
        systemTokens = Set(configuration.tokens.filter { $0.expressions.values.contains { AppleSystemColors.expressions.contains($0.filter { !$0.isWhitespace }) } }.map(\.name))
        systemTokensNotMeantForText = Set(configuration.tokens.filter { token in
            token.expressions.values.contains { e in AppleSystemColors.notForText.contains(e.filter { !$0.isWhitespace }) }
        }.map(\.name))
        systemTokensNotMeantForSurfaces = Set(configuration.tokens.filter { token in
            token.expressions.values.contains { e in AppleSystemColors.notForSurfaces.contains(e.filter { !$0.isWhitespace }) }
        }.map(\.name))
        var systemEntries: [String: [SystemEntry]] = [:]
        for e in SystemColorSubjects.entries(skipping: claimed) {
            systemEntries[e.words[2], default: []].append(SystemEntry(type: e.words[0], subject: e.subject, implicit: e.implicit))
        }
        systemByMember = systemEntries
        // The longest expression first: `Style.Color.Semantic.x` before a `Color.Semantic.x` of another framework.
        byLastWord = byLast.mapValues { $0.sorted { $0.words.count > $1.words.count } }
        // A file may hold an expression only if it holds every word of it (`Semantic` and
        // `background`): a last word alone (`background`) is in most files. Each distinct word
        // is searched once per file, the longest (the rarest, as a rule) first.
        var wordIndex: [String: Int] = [:]
        var words: [String] = []
        screens = byLast.values.flatMap { $0 }.map { entry in
            entry.words.filter { $0.utf8.count >= 2 && $0.first!.isLetter }.sorted { $0.utf8.count > $1.utf8.count }.map { word in
                if let k = wordIndex[word] { return k }
                wordIndex[word] = words.count
                words.append(word)
                return words.count - 1
            }
        }
        // Implicit members (`.paper` for `UIColor.paper`): the member's name alone.
        implicitScreens = byLast.values.flatMap { $0 }.compactMap { entry in
            guard entry.words.count == 3, entry.words[1] == ".", TokenExpressions.setInitializerTypes.contains(entry.words[0]) else { return nil }
            let word = entry.words[2]
            if let k = wordIndex[word] { return k }
            wordIndex[word] = words.count
            words.append(word)
            return words.count - 1
        }
        finders = words.map(ByteFinder.init)
        wordScreen = words.count > WordScreen.byteFindersUpTo ? WordScreen(words) : nil
    }

    /// The app's own color set a token is (harvested, `"source": "code"`) as Xcode's asset symbols
    /// name it: `Color.premiumText`, `UIColor.premiumText`, `NSColor.premiumText`, `Color(.premiumText)`.
    /// The code reads the set so as often as by name (fer0n/Unwatched: `contrast` saw no pair over
    /// `Color.premiumText` though the token is that set: session 15's audit, F10).
    /// A light-only set `init` named the token after is the token's too (`fix` completes it with the
    /// dark): rarime's gradient `Gradient(colors: [.additionalGradientFirstStart, …End])` read its
    /// light-only sets by symbol, so neither the gradient nor the text on it was seen, and its stops
    /// went opposite ways in Dark (session 30's review, B7).
    static func assetSymbols(of token: Configuration.SemanticToken) -> [String] {
        guard let asset = token.asset else { return [] }
        let member = XcodeAssetSymbols.memberName(forColorSet: asset)
        // Xcode generates no symbol that a color type declares already ("resolves to a conflicting
        // Color symbol"): Harbour's `Secondary` set is no `.foregroundStyle(.secondary)`, which is
        // SwiftUI's hierarchical style (its text was paired with `.secondary.opacity(0.1)`).
        guard TokenNaming.isValidIdentifier(member), !XcodeAssetSymbols.conflicting.contains(member) else { return [] }
        return ["Color.\(member)", "UIColor.\(member)", "NSColor.\(member)", "Color(.\(member))"]
    }

    /// The member `generate` declares for a token that is one of Apple's system colors where the
    /// deployment target lacks it, and that `fix` writes instead (`Semantic.systemBackground` for
    /// `UIColor.systemBackground` below iOS 13): after `fix` it is the token's use. GitHawk (iOS
    /// 11) went from 33 pairs to 24, every one on `systemBackground` lost (session 20 audit F20).
    static func systemFallbacks(of token: Configuration.SemanticToken, tokens: [Configuration.SemanticToken]) -> [String] {
        Framework.allCases.compactMap { SystemColorFallback.member(of: token, framework: $0, tokens: tokens) }
    }

    /// With many distinct words (a table of 10,000 tokens, each `S.tK`), one pass over a file's
    /// identifiers replaces a search per word: the searches made `contrast` O(words × bytes).
    let wordScreen: WordScreen?

    package var isEmpty: Bool { byLastWord.isEmpty && byAsset.isEmpty }

    /// Whether `bytes` may hold an expression: one of the last words occurs (a cheap screen
    /// before tokenizing a file that has no finding).
    package func mayOccur(in bytes: [UInt8]) -> Bool {
        let present = wordScreen?.present(in: bytes)
        var known = [UInt8](repeating: 2, count: finders.count)  // 2: not searched yet
        func occurs(_ k: Int) -> Bool {
            if let present { return present[k] }
            if known[k] == 2 { known[k] = finders[k].occurs(in: bytes) ? 1 : 0 }
            return known[k] == 1
        }
        if screens.contains(where: { words in words.allSatisfy(occurs) }) { return true }
        // A color set by name (`named:`, `Color("`) or a token's implicit member (`.paper`).
        if !byAsset.isEmpty && (TokenExpressions.namedFinder.occurs(in: bytes) || TokenExpressions.colorLiteralFinder.occurs(in: bytes)
                                || TokenExpressions.generatedResourceFinders.contains { $0.occurs(in: bytes) }
                                || ImplicitSetInits.finders.contains { $0.occurs(in: bytes) }) { return true }
        if memberFinders.contains(where: { $0.occurs(in: bytes) }) { return true }
        if themeScreens.contains(where: { $0.label.occurs(in: bytes) && ($0.type.occurs(in: bytes) || TokenExpressions.themeWordFinder.occurs(in: bytes)) }) { return true }
        return implicitScreens.contains(where: occurs)
    }

    /// Whether the expression ending at code token `end` (a `!` after it skipped) goes on with
    /// `.withAlphaComponent(` or `.opacity(`.
    static func alphaChanged(after end: Int, in file: SwiftSource) -> Bool {
        var k = end + 1
        if file.isChar(k, "!") || file.isChar(k, "?") { k += 1 }
        return file.isChar(k, ".") && (file.codeIs(k + 1, "withAlphaComponent") || file.codeIs(k + 1, "opacity")) && file.isChar(k + 2, "(")
    }

    static let namedFinder = ByteFinder("named:")
    static let colorLiteralFinder = ByteFinder("Color(\"")
    /// R.swift's and SwiftGen's color sets (`GeneratedColorResource`).
    static let generatedResourceFinders = [ByteFinder("R.color."), ByteFinder("Asset."), ByteFinder("Assets.")]

    /// The uses of the expressions in `file`: each match of a whole expression, not the tail of
    /// a longer member chain (`Other.Color.Semantic.x` is not `Color.Semantic.x`).
    package func uses(in file: SwiftSource) -> [TokenUse] {
        var found: [TokenUse] = []
        var selfTree: SyntaxTree?
        for k in file.code.indices where file.code[k].kind.isWord || file.code[k].kind == .punct {
            if let token = colorSetToken(at: k, in: file) {
                // A set with its alpha changed (`R.color.mixin_red()!.withAlphaComponent(0.2)`) is
                // another color: no use of the token (Mixin's 20 % red tint was measured as the red).
                if !TokenExpressions.alphaChanged(after: end(ofUseAt: k, in: file), in: file) { found.append(TokenUse(token: token, code: k)) }
                continue
            }
            if let token = implicitMemberToken(at: k, in: file) {
                found.append(TokenUse(token: token, code: k - 1))
                continue
            }
            var matched = false
            for entry in byLastWord[file.text(code: k)] ?? [] {
                let start = k - entry.words.count + 1
                guard start >= 0, entry.words.indices.allSatisfy({ file.codeIs(start + $0, entry.words[$0]) }) else { continue }
                if entry.words.first != ".", file.isChar(start - 1, ".") { continue }
                // A use inside the expression is part of it (`.systemBackground` in a token's
                // `Color(uiColor: .systemBackground)` was a second background of the same place).
                while let last = found.last, last.code >= start { found.removeLast() }
                found.append(TokenUse(token: entry.token, code: start))
                matched = true
                break
            }
            // `Self.ink` inside the type declaring `static let ink = Color(…)`, whose expression is
            // `WalkLockScreenView.ink` (pilgrim-ios's lock-screen view: its light text on its dark
            // surface was no pair, and init's dark for the text was near-black on the surface;
            // session 39's verify39h-v1).
            if !matched, k >= 2, file.isChar(k - 1, "."), file.codeIs(k - 2, "Self"), !file.isChar(k - 3, "."),
               let entries = byLastWord[file.text(code: k)], entries.contains(where: { $0.words.count >= 3 }) {
                if selfTree == nil { selfTree = SyntaxTree(file) }
                if let type = selfTree?.enclosingType(at: k)?.name?.split(separator: ".").last.map(String.init),
                   let entry = entries.first(where: { $0.words.count >= 3 && $0.words[$0.words.count - 3] == type && $0.words[$0.words.count - 2] == "." }) {
                    found.append(TokenUse(token: entry.token, code: k - 2))
                    matched = true
                }
            }
            if !matched, let (token, start) = themeMemberToken(at: k, in: file) {
                // A member with its alpha changed (`onSurfaceColor.withAlphaComponent(0.6)`) is another color, as a set's is.
                if !TokenExpressions.alphaChanged(after: k, in: file) { found.append(TokenUse(token: token, code: start)) }
                matched = true
            }
            if !matched, let (token, start) = storedMemberToken(at: k, in: file) {
                if !TokenExpressions.alphaChanged(after: k, in: file) { found.append(TokenUse(token: token, code: start)) }
                matched = true
            }
            if !matched, let token = globalConstantToken(at: k, in: file) {
                if !TokenExpressions.alphaChanged(after: k, in: file) { found.append(TokenUse(token: token, code: k)) }
                matched = true
            }
            if !matched, let swiftUIAccent, let start = AccentColorUses.start(at: k, in: file) {
                found.append(TokenUse(token: swiftUIAccent, code: start))
                matched = true
            }
            if !matched, let (subject, start) = systemSubject(at: k, in: file) { found.append(TokenUse(token: subject, code: start)) }
        }
        // SwiftUI's hue returned by a member declared `Color` (`case .destructive: return .red`).
        let hues = ReturnedSystemHues.uses(in: file, systemByMember: systemByMember, skipping: Set(found.map(\.code)))
        if !hues.isEmpty { found = (found + hues).sorted { $0.code < $1.code } }
        return found
    }


    /// Apple's system color whose member is code token `k` (`UIColor.systemBackground`,
    /// `.systemBackground`, `Color.primary`), and the code token its use starts at.
    func systemSubject(at k: Int, in file: SwiftSource) -> (String, Int)? {
        guard file.isWord(k), file.isChar(k - 1, "."), let entries = systemByMember[file.text(code: k)] else { return nil }
        if k >= 2, file.isWord(k - 2) {
            // `UIColor.systemBackground`, not the tail of `Other.UIColor.systemBackground`.
            guard !file.isChar(k - 3, "."), let entry = entries.first(where: { file.codeIs(k - 2, $0.type) }) else { return nil }
            return (entry.subject, k - 2)
        }
        // `.systemBackground` with nothing postfix before the dot, not a comparison or a pattern.
        if k >= 2, file.isChar(k - 2, ")") || file.isChar(k - 2, "]") || file.isChar(k - 2, "?") || file.isChar(k - 2, "!") { return nil }
        if k >= 2, file.codeIs(k - 2, "==") || file.codeIs(k - 2, "!=") || file.codeIs(k - 2, "case") { return nil }
        // SwiftUI's own (`.primary`) in a file that does not import SwiftUI is the app's member of
        // its UIKit or AppKit color: eurofurence's `primaryColorView.backgroundColor = .primary` is its
        // `UIColor.primary` brand color, which was read as Apple's label, a 1.00:1 "break" in dark.
        if entries.allSatisfy({ $0.type == "Color" }), !Self.swiftUIImport.occurs(in: file.bytes) { return nil }
        if let entry = entries.first(where: \.implicit) { return (entry.subject, k - 1) }
        // SwiftUI's hue as the argument of a SwiftUI modifier (`.foregroundColor(.yellow)`): there
        // `.yellow` is `Color.yellow`, Apple's adaptive yellow (in UIKit code `.yellow` is fixed).
        if k >= 4, file.isChar(k - 2, "("), file.isChar(k - 4, "."), Self.swiftUIColorModifiers.contains(file.text(code: k - 3)),
           file.isChar(k + 1, ")") || file.isChar(k + 1, ","), let entry = entries.first(where: { $0.type == "Color" }) {
            return (entry.subject, k - 1)
        }
        return nil
    }

    static let swiftUIImport = ByteFinder("import SwiftUI")

    /// SwiftUI's modifiers that take a color or style as their first argument.
    static let swiftUIColorModifiers: Set<String> = ["foregroundColor", "foregroundStyle", "fill", "background", "tint", "stroke", "strokeBorder"]

    /// The uses in a file: its findings that a rule maps to a token, and the expressions.
    package func uses(in file: SwiftSource, reports: [Report]) -> [TokenUse] {
        uses(in: file, reports: reports, tokenOf: { $0.resolution.token })
    }

    /// The uses in a file: its findings that `tokenOf` gives a token, and the expressions.
    package func uses(in file: SwiftSource, reports: [Report], tokenOf: (Report) -> String?) -> [TokenUse] {
        var byCode = TokenExpressions.findingTokens(in: file, reports: reports, tokenOf: tokenOf)
        // A finding kept as one appearance's own color (an arm of the code's test of the
        // appearance, a dark theme's value) is no use of the token its expression names: isowords'
        // `? AnyView(Color.isowordsBlack) :`, kept #121212 in dark, was measured as the token's
        // proposed #D5D5D5 under the app's dark text (1.13:1 reported for the app's 14.41:1).
        var appOwn: Set<Int> = []
        for r in reports where r.resolution.token == nil && KeptColorSubjects.isAppearanceOwn(r) {
            if let k = TokenExpressions.firstCode(atOrAfter: r.finding.range.lowerBound, in: file) { appOwn.insert(k) }
        }
        for use in uses(in: file) where byCode[use.code] == nil && !appOwn.contains(use.code) { byCode[use.code] = use.token }
        // A fixed named color written where no finding stands: a side with its one value.
        for (k, subject) in WrittenFixedColors.subjects(in: file, reports: reports) where byCode[k] == nil { byCode[k] = subject }
        return byCode.keys.sorted().map { TokenUse(token: byCode[$0]!, code: $0) }
    }

    /// The uses of findings alone (a draft's tokens, which the code does not write yet).
    package static func findingUses(in file: SwiftSource, reports: [Report], tokenOf: (Report) -> String?) -> [TokenUse] {
        var byCode = findingTokens(in: file, reports: reports, tokenOf: tokenOf)
        for (k, subject) in WrittenFixedColors.subjects(in: file, reports: reports) where byCode[k] == nil { byCode[k] = subject }
        return byCode.keys.sorted().map { TokenUse(token: byCode[$0]!, code: $0) }
    }

    static func findingTokens(in file: SwiftSource, reports: [Report], tokenOf: (Report) -> String?) -> [Int: String] {
        var byCode: [Int: String] = [:]
        for r in reports {
            guard let token = tokenOf(r), let k = firstCode(atOrAfter: r.finding.range.lowerBound, in: file) else { continue }
            byCode[k] = token
        }
        return byCode
    }

    /// The token whose asset (color set) is `name`, as a document names it after `fix`.
    /// A set no token names as its `asset` is the token `init` named after it (the set `Purple`,
    /// the token `purple`): after `fix` gives the set its dark appearance, no finding links them.
    package func token(ofAsset name: String) -> String? {
        if let token = byAsset[name] { return token }
        if let set = namespacedSets[name] { return token(ofAsset: set) }
        return namedAfterSet[TokenNaming.assetSymbol(name)]
    }
    package func token(ofSystemColor name: String) -> String? { bySystemColor[name] }
    package func token(ofCatalogColor name: String) -> String? { byCatalogColor[name] }

    static func firstCode(atOrAfter offset: Int, in file: SwiftSource) -> Int? {
        var lo = 0, hi = file.code.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if file.code[mid].begin < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo < file.code.count ? lo : nil
    }
}
