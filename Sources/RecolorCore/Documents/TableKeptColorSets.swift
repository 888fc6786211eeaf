/// The light-only color sets the table keeps as they are: the set's own finding resolves as kept
/// (a `keep` rule, a `fixed` token, or a token whose dark value is the set's own, for which `fix`
/// adds no dark entry). Such a set is the app's decided color, as a set with a dark appearance is,
/// so a palette member looking it up (`static let shadeSnow = Color("Snow")`) is no palette
/// reference. Valued at the set's light color, every read of the member stayed a finding once `fix`
/// had kept the set, and `check` reported them (`Color.shadeSnow` "use shadeSnow (Color.shadeSnow)"):
/// no set could be kept as in light, so `init` moved a scheme's `onX` and a gradient's stops that
/// are such sets where it keeps code colors (session 32, review 30's B2 and B7).
enum TableKeptColorSets {
    /// The names of the sets among `inputs` the table keeps, as code looks them up (`Snow`, and
    /// `Colors/Snow` when a folder of the catalog gives a namespace).
    static func names(_ inputs: [FileInput], configuration: Configuration, threads: Int = Parallel.defaultThreads) -> Set<String> {
        // No rule, no token: nothing is kept by the table (`init`'s first run, `scan` without a table).
        guard !configuration.rules.isEmpty else { return [] }
        let sets = inputs.filter { SourceKind(path: $0.diskPath) == .colorSet }
        guard !sets.isEmpty else { return [] }
        let language = ColorSetLanguage(configuration: configuration)
        let kept = Parallel.map(sets.count, threads: threads) { k -> [String] in
            guard case .success(let bytes) = sets[k].contents(), language.mayHoldFinding(bytes),
                  let report = language.analyze(path: sets[k].path, bytes: bytes).reports.first,
                  report.resolution.kept != nil else { return [] }
            return [ColorSetLanguage.setName(sets[k].path)] + (ColorSetLanguage.namespacedName(sets[k].path).map { [$0] } ?? [])
        }
        return Set(kept.joined())
    }
}
