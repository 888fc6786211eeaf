/// The light-only color sets the table keeps as they are: the set's own finding resolves as kept
/// (a `keep` rule, a `fixed` token, or a token whose dark value is the set's own, for which `fix`
/// adds no dark entry). Such a set is the app's decided color, as a set with a dark appearance is,
/// so a palette member looking it up (`static let shadeSnow = Color("Snow")`) is no palette
/// reference. Valued at the set's light color, every read of the member stayed a finding once `fix`
/// had kept the set, and `check` reported them (`Color.shadeSnow` "use shadeSnow (Color.shadeSnow)"):
/// no set could be kept as in light, so `init` moved a scheme's `onX` and a gradient's stops that
/// are such sets where it keeps code colors (session 32, review 30's B2 and B7). A member the table
/// maps to a token of its own that moves it stays a palette reference: MapaMurali's `OrangeDark` set is
/// kept for its launch screen, while `MMColors.orangeDark`'s reads adapt through their own token.
enum TableKeptColorSets {
    /// The sets among `inputs` the table keeps, as code looks them up (`Snow`, and `Colors/Snow` when a
    /// folder of the catalog gives a namespace), with their own (light) color.
    static func names(_ inputs: [FileInput], configuration: Configuration, threads: Int = Parallel.defaultThreads) -> [String: RGBA] {
        // No rule, no token: nothing is kept by the table (`init`'s first run, `scan` without a table).
        guard !configuration.rules.isEmpty else { return [:] }
        let sets = inputs.filter { SourceKind(path: $0.diskPath) == .colorSet }
        guard !sets.isEmpty else { return [:] }
        let language = ColorSetLanguage(configuration: configuration)
        let kept = Parallel.map(sets.count, threads: threads) { k -> [(String, RGBA)] in
            guard case .success(let bytes) = sets[k].contents(), language.mayHoldFinding(bytes),
                  let report = language.analyze(path: sets[k].path, bytes: bytes).reports.first,
                  report.resolution.kept != nil, let own = report.finding.color else { return [] }
            return ([ColorSetLanguage.setName(sets[k].path)] + (ColorSetLanguage.namespacedName(sets[k].path).map { [$0] } ?? [])).map { ($0, own) }
        }
        return Dictionary(kept.joined().map { $0 }, uniquingKeysWith: { a, _ in a })
    }

    /// Whether the table maps member `name` (`MMColors.orangeDark`) to a token that draws something other
    /// than `own` in an appearance `fix` would give the set (dark, high contrast).
    static func moves(_ name: String, own: RGBA, configuration: Configuration) -> Bool {
        configuration.rules.contains { r in
            guard r.matchText == name, let t = r.token, let token = configuration.tokens.first(where: { $0.name == t }), !token.fixed else { return false }
            return [Appearance.dark, .lightHighContrast, .darkHighContrast].contains { a in token.values[a].map { $0 != own } ?? false }
        }
    }
}

extension PaletteIndex {
    /// The palette without the members looking up a set the table keeps (`kept`, `TableKeptColorSets`), as
    /// `withoutAdaptiveSets` drops those of adaptive sets, but those the table moves by a token of their own.
    func withoutTableKeptSets(_ kept: [String: RGBA], configuration: Configuration) -> PaletteIndex {
        guard !kept.isEmpty else { return self }
        var out = self
        for (scope, sets) in memberColorSets {
            for (member, set) in sets {
                guard let own = kept[set], !TableKeptColorSets.moves("\(scope).\(member)", own: own, configuration: configuration) else { continue }
                out.members[scope]?[member] = nil
                out.nonColorMembers[scope, default: []].insert(member)
            }
        }
        for (type, sets) in typeMemberColorSets {
            for (member, set) in sets {
                guard let own = kept[set], !TableKeptColorSets.moves("\(type).\(member)", own: own, configuration: configuration) else { continue }
                out.typeMembers[type]?[member] = nil
            }
        }
        return out
    }
}
