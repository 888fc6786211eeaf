#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The table lint: what in a mapping table cannot do what its author meant. Each problem is
/// named once, by its key path; `--strict` makes them errors.
public struct TableLint {
    public struct Warning: Sendable, Equatable, CustomStringConvertible {
        public var keyPath: String
        public var message: String
        public var description: String { "\(keyPath): \(message)" }
    }

    /// Every problem of `configuration`. `tree`: the run's paths, whose files tell the members
    /// the tree declares (nil: that check is skipped).
    public static func warnings(_ configuration: Configuration, tree: RunOptions?, cwd: String) -> [Warning] {
        var out: [Warning] = []
        out += configuration.duplicateKeys.map { Warning(keyPath: $0, message: "defined more than once; the last definition is the one used") }
        out += shadowedRules(configuration)
        out += unusedTokens(configuration)
        out += unmatchedGlobs(configuration, cwd: cwd)
        if let tree {
            out += declaredMemberClashes(configuration, tree: tree)
            out += unmatchedPalettes(configuration, tree: tree)
        }
        var seen: Set<Warning> = []
        return out.filter { seen.insert($0).inserted }
    }

    /// A rule an earlier one always beats: the same match and a context no wider than the
    /// earlier one's (a rule with a context beats one without, so a later rule limited to a
    /// context still fires), or an opaque rule before the same color with alpha, which matches
    /// that color wherever a modifier gives the alpha (`.withAlphaComponent`, `.opacity`), since
    /// an opaque rule matches the color before its modifiers.
    ///
    /// The earlier rules that could beat a rule are read from an index by match (a table of
    /// 10,000 rules of one color, a context each, compared every pair: over 20 s at every
    /// command): per match, the first rule without a context, the first with one, and for each
    /// context name the rules whose context holds it, of which only the shortest list is read.
    static func shadowedRules(_ c: Configuration) -> [Warning] {
        shadowing(c.rules).map { s in
            switch s {
            case let .neverMatches(j, i):
                let earlier = c.rules[i]
                return Warning(keyPath: "rules[\(j)]", message: "never matches: rules[\(i)] (\(earlier.matchText)\(contextText(earlier))) comes first and always wins")
            case let .alphaAfterOpaque(j, i):
                return Warning(keyPath: "rules[\(j)]", message: "\(c.rules[j].matchText) whose alpha a modifier gives (.withAlphaComponent, .opacity) goes to rules[\(i)] (\(c.rules[i].matchText)), which comes first; put the rule with alpha first")
            }
        }
    }

    /// How an earlier rule `by` beats rule `rule` (indices into the rules read).
    enum Shadow: Equatable {
        case neverMatches(rule: Int, by: Int)
        case alphaAfterOpaque(rule: Int, by: Int)
    }

    /// The rules an earlier one beats, as `shadowedRules` words them; `init` drops the ones that
    /// never match from its draft (`StarterDraft.dropRulesThatNeverMatch`).
    static func shadowing(_ rules: [Configuration.Rule]) -> [Shadow] {
        var out: [Shadow] = []
        var index: [MatchKey: ContextIndex] = [:]
        for (j, later) in rules.enumerated() {
            // The first earlier rule of the same match, and the first opaque one of the same
            // color when this one has alpha; the earlier of the two wins, as in rule order.
            let key = MatchKey(later)
            let same = index[key]?.firstCovering(later.context, in: rules)
            var opaque: Int?
            if later.pair.isEmpty, case let .color(translucent, hasAlpha: true) = later.match, translucent.alpha != 255 {
                // Of the same places only: a rule limited to places is tried before every rule that is
                // not (`Resolver.bestRule`), so an opaque one of no place never takes its colors (init's
                // placed keeps after its opaque tokens were warned about on every command: session
                // 32's held-out check, V7, Sonidea).
                var opaqueKey = MatchKey(.color(translucent.opaque, hasAlpha: false))
                opaqueKey.pair = key.pair
                opaque = index[opaqueKey]?.firstCovering(later.context, in: rules)
            }
            if let i = same, opaque.map({ i < $0 }) ?? true {
                out.append(.neverMatches(rule: j, by: i))
            } else if let i = opaque {
                out.append(.alphaAfterOpaque(rule: j, by: i))
            }
            index[key, default: ContextIndex()].add(j, later.context)
        }
        return out
    }

    /// A rule's match as a dictionary key.
    struct MatchKey: Hashable {
        var kind: Int
        var a: String
        var b: String
        var color: RGBA?
        var hasAlpha = false
        /// A rule for a light/dark pair competes only with rules for the same pair.
        var pair = ""
        init(_ rule: Configuration.Rule) {
            self.init(rule.match)
            pair = rule.choiceKey ?? ""
            // A rule limited to places competes only with rules of the same places.
            if let within = rule.within { pair += " in " + within.joined(separator: ",") }
        }
        init(_ match: Configuration.Match) {
            switch match {
            case let .paletteMember(namespace, member): kind = 0; a = namespace; b = member
            case let .color(rgba, hasAlpha): kind = 1; a = ""; b = ""; color = rgba; self.hasAlpha = hasAlpha
            case let .typeMember(type, member): kind = 2; a = type; b = member
            case let .colorSet(call): kind = 3; a = call; b = ""
            }
        }
    }

    /// The rules of one match so far, in rule order, by their context.
    struct ContextIndex {
        var firstWithout: Int?
        var firstWith: Int?
        var byName: [String: [Int]] = [:]

        mutating func add(_ rule: Int, _ context: [String]?) {
            guard let context else {
                if firstWithout == nil { firstWithout = rule }
                return
            }
            if firstWith == nil { firstWith = rule }
            for name in Set(context) { byName[name, default: []].append(rule) }
        }

        /// The first of these rules that `covers` a rule with context `later`.
        func firstCovering(_ later: [String]?, in rules: [Configuration.Rule]) -> Int? {
            guard let later else { return firstWithout }
            guard !later.isEmpty else { return firstWith }
            var shortest: [Int]?
            for name in later {
                guard let list = byName[name] else { return nil }
                if list.count < shortest?.count ?? .max { shortest = list }
            }
            let wanted = Set(later)
            return shortest?.first { wanted.isSubset(of: Set(rules[$0].context ?? [])) }
        }
    }

    /// Whether a rule with `earlier`'s context wins wherever one with `later`'s would match.
    static func covers(_ earlier: [String]?, _ later: [String]?) -> Bool {
        guard let earlier else { return later == nil }
        guard let later else { return false }
        return Set(later).isSubset(of: Set(earlier))
    }

    static func contextText(_ r: Configuration.Rule) -> String {
        r.context.map { " in " + $0.joined(separator: ", ") } ?? ""
    }

    /// Tokens no rule maps to. A table without rules only declares tokens (for `generate` and
    /// `contrast`, or a vocabulary being built): none of its tokens is a rule forgotten.
    static func unusedTokens(_ c: Configuration) -> [Warning] {
        guard !c.rules.isEmpty else { return [] }
        let used = Set(c.rules.compactMap(\.token))
        return c.tokens.filter { !used.contains($0.name) }.map {
            Warning(keyPath: "tokens.\($0.name)", message: "no rule maps to this token")
        }
    }

    /// `paletteFiles` and `exclude` globs (relative to the table's folder) that match nothing.
    static func unmatchedGlobs(_ c: Configuration, cwd: String) -> [Warning] {
        let base = URL(fileURLWithPath: c.directory, relativeTo: URL(fileURLWithPath: cwd)).standardizedFileURL.path
        var out: [Warning] = []
        // `""` and `"/"` name the table's folder itself: every file, which no one means to exclude.
        for (n, glob) in c.exclude.enumerated() where glob.trimmingWhitespace().isEmpty || glob.allSatisfy({ $0 == "/" }) {
            out.append(Warning(keyPath: "exclude[\(n)]", message: "'\(glob)' excludes every file (globs are relative to the table's folder); remove it"))
        }
        for (key, globs) in [("paletteFiles", c.paletteFiles), ("exclude", c.exclude)] {
            for (n, glob) in globs.enumerated() where !GlobProbe.matchesSomething(glob, base: base) {
                out.append(Warning(keyPath: "\(key)[\(n)]", message: "'\(glob)' matches no file (globs are relative to the table's folder)"))
            }
        }
        return out
    }

    /// `palettes` entries that name no type declaring static members under the run's paths: no
    /// use of theirs is a finding, silently. Named with the nearest declared type's name.
    static func unmatchedPalettes(_ c: Configuration, tree: RunOptions) -> [Warning] {
        guard !c.palettes.isEmpty else { return [] }
        // Only the files that may declare one (`enum Zap`, `extension UIColor.Zap`) are read for
        // members: every file that uses a palette names it, and this runs before each scan, check and fix.
        let declarations = c.palettes.flatMap { palette -> [String] in
            let last = palette.split(separator: ".").last.map(String.init) ?? palette
            return ["enum", "struct", "class", "extension"].map { "\($0) \(last)" } + ["extension \(palette)"]
        }
        let found = DeclaredMembers.scan(tree, mentioning: declarations, ownTypes: false).types
        guard c.palettes.contains(where: { found[$0] == nil }) else { return [] }
        let declared = DeclaredMembers.scan(tree, ownTypes: false).types  // every type, for the nearest name (a table's mistake: rare)
        var out: [Warning] = []
        for (n, palette) in c.palettes.enumerated() where found[palette] == nil {
            let nearest = declared.keys.filter { BaseColorType(rawValue: $0) == nil }
                .min { (EditDistance.between($0.lowercased(), palette.lowercased()), $0) < (EditDistance.between($1.lowercased(), palette.lowercased()), $1) }
            out.append(Warning(keyPath: "palettes[\(n)]", message: "'\(palette)' names no type that declares static members here, so none of its uses is a finding" + (nearest.map { "; the nearest is '\($0)'" } ?? "")))
        }
        return out
    }

    /// Token expressions that name a static member the tree declares with another value
    /// (`Color.primaryBackground` declared #101523 for a token whose light value is #FFFFFF).
    /// Only the files that name one of the expressions' members are tokenized.
    static func declaredMemberClashes(_ c: Configuration, tree: RunOptions) -> [Warning] {
        var wanted: [(token: Configuration.SemanticToken, framework: Framework, type: String, member: String, light: RGBA)] = []
        for token in c.tokens {
            guard let light = token.light else { continue }
            for f in Framework.allCases {
                // Apple's own colors (`UIColor.label`) cannot be redeclared by the tree.
                guard let expression = token.expressions[f], !AppleSystemColors.expressions.contains(expression) else { continue }
                let parts = expression.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                guard parts.count >= 2, parts.allSatisfy(TokenNaming.isValidIdentifier) else { continue }
                wanted.append((token, f, parts[parts.count - 2], parts[parts.count - 1], light))
            }
        }
        guard !wanted.isEmpty else { return [] }
        // The tree's own `struct Color` makes its members no colors: read where a `Color.x` expression may meet one.
        let declared = DeclaredMembers.scan(tree, naming: Set(wanted.map(\.member)), ownTypes: wanted.contains { ColorSubclass.ownTypeNames.contains($0.type) })
        var out: [Warning] = []
        for w in wanted {
            guard let d = declared.member(w.member, of: w.type), let value = d.value, !d.colors.contains(w.light) else { continue }
            let expression = w.token.expressions[w.framework]!
            out.append(Warning(keyPath: "tokens.\(w.token.name).\(w.framework.rawValue)",
                               message: "\(expression) is declared in \(d.file) as \(value.hex(withAlpha: value.alpha != 255)), not this token's light \(w.light.hex(withAlpha: w.light.alpha != 255)); the rewrite would paint that color"))
        }
        return out
    }
}

extension TableLint.Warning: Hashable {}

/// Whether a glob relative to a folder matches a file recolor would read there: the folder
/// before its first wildcard is walked as a run walks it (build and dependency folders skipped).
enum GlobProbe {
    static func matchesSomething(_ pattern: String, base: String) -> Bool {
        let glob = Glob(pattern)
        let literal = pattern.split(separator: "/").prefix { !$0.contains("*") && !$0.contains("?") }.joined(separator: "/")
        let root = literal.isEmpty ? base : PathText.join(base, literal)
        guard PathText.kind(of: root).exists else { return false }
        let files = FileWalker(excludes: [], cwd: base).collect([root]).files
        return files.contains { glob.matches($0) }
    }
}
