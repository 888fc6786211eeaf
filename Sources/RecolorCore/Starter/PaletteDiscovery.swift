/// `init`'s palettes: a type or extension whose static members are mostly fixed colors and which
/// the code uses by member name elsewhere (BigCommerce's `Essentials`, an `extension UIColor` of
/// brand colors). Written to `palettes` (`paletteFiles` for an extension of a color type), so
/// that every use of a member is a finding named after the member.
package enum PaletteDiscovery {
    /// How much of a type's static members must be fixed colors for it to be a palette.
    static let fixedShare = 2.0 / 3.0
    /// The fewest fixed colors a palette has.
    static let minimumMembers = 2

    /// The candidates among `declared`: type names for `palettes`, files for `paletteFiles`.
    /// A member holding one color is fixed; one holding two (a dynamic provider, a choice by
    /// the appearance) or none (a computed member, a collection of colors) is not. A member that
    /// looks a color set up by name (`static let white = color("white")`, LN-Zap) holds the set's
    /// color: the app's palette of its asset catalog.
    /// `adaptiveSets`: the tree's color sets that have a dark appearance (by name, and by the last
    /// component of a namespaced name): a member looking one up holds two colors, no fixed one.
    package static func candidates(_ declared: DeclaredMembers, configuration: Configuration, adaptiveSets: Set<String> = []) -> (palettes: [String], files: [String]) {
        var palettes: [String] = [], files: Set<String> = []
        // One-color namespaces, by the files declaring them: palettes only beside another palette.
        var single: [(type: String, files: Set<String>)] = []
        for (type, members) in declared.types.sorted(by: { $0.key < $1.key }) {
            guard !configuration.palettes.contains(type) else { continue }
            let fixed = members.filter { $0.value.value != nil && $0.value.colors.count == 1 && !$0.value.mutable }
            // A type whose stored `static var` colors the code may reassign chooses at run time:
            // no palette (its uses would become tokens of the launch value).
            if members.values.contains(where: { $0.mutable && $0.value != nil }) && BaseColorType(rawValue: type) == nil { continue }
            if BaseColorType(rawValue: type) != nil || configuration.colorTypes[type] != nil {
                // An extension of a color type: the files holding its fixed members.
                let byFile = Dictionary(grouping: fixed.values, by: \.file)
                for (file, ms) in byFile where ms.count >= minimumMembers {
                    let all = members.values.filter { $0.file == file }.count
                    if Double(ms.count) >= fixedShare * Double(all) { files.insert(file) }
                }
                continue
            }
            // (A namespace only: an extension of a color type whose members are sets is read as
            // the sets themselves, `ColorSetUses`.)
            // A member looking up a set that has a dark appearance is already adaptive (sphinx-ios's
            // `UIColor.Sphinx`: 60 `color("Body")` lookups, whose proposed darks broke 7 of its pairs; Mammoth's
            // `UIColor.custom`: `static var outlines: UIColor { appColorNamed("Outlines") }`, 28 sets
            // with dark values): read as a palette of fixed colors, its uses became tokens of the
            // sets' light values with proposed darks, `custom.baseTint` #383838 in both appearances
            // where the set gives #ECECEC in dark (dark text on the dark background).
            let sets = members.filter { m in
                guard m.value.value == nil, let set = m.value.colorSet, !m.value.mutable else { return false }
                return !adaptiveSets.contains(set)
            }.count
            guard fixed.count + sets >= 1, Double(fixed.count + sets) >= fixedShare * Double(members.count) else { continue }
            guard fixed.count + sets >= minimumMembers else {
                single.append((type, Set(members.values.map(\.file))))
                continue
            }
            palettes.append(type)
        }
        // A one-color namespace declared in a palette's file is part of that palette's design
        // (GitHawk's `enum Red { static let light }` beside `enum Gray` in Styles.swift): left
        // out, its uses were no palette references and its declaration the only finding, so
        // `check` was clean while `Styles.Colors.Red.light` stayed fixed (session 20 audit F11).
        let paletteFiles = Set(palettes.flatMap { declared.types[$0]?.values.map(\.file) ?? [] })
        palettes += single.filter { !$0.files.isDisjoint(with: paletteFiles) }.map(\.type)
        palettes.sort()
        let configured = Set(configuration.paletteFiles)
        return (palettes, files.map(PaletteDiscovery.tablePath).filter { !configured.contains($0) }.sorted())
    }

    /// A walked path as the table writes it (relative to the folder `init` runs in).
    static func tablePath(_ path: String) -> String {
        path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    /// `options` with the palettes `init` finds, and the run under them: candidates no finding
    /// uses by member name are left out again (a type of colors nobody names is no palette).
    package static func discover(_ result: RunResult, options: RunOptions) -> (RunOptions, RunResult, found: [String]) {
        let declared = DeclaredMembers.scan(options)
        var adaptive: Set<String> = result.dynamicColorSets
        for set in AssetColorSets.readAll(options) where set.dark != nil {
            adaptive.insert(set.name)
            if let last = set.name.split(separator: "/").last { adaptive.insert(String(last)) }
        }
        let (palettes, files) = candidates(declared, configuration: options.configuration, adaptiveSets: adaptive)
        guard !palettes.isEmpty || !files.isEmpty else { return (options, result, []) }
        var trial = options
        trial.configuration.palettes += palettes
        trial.configuration.paletteFiles += files
        let tried = Engine.run(trial)
        // Which candidates the code uses by name.
        var usedNamespaces: Set<String> = [], usedTypes: Set<String> = []
        for r in tried.allReports where r.finding.kind == .paletteReference {
            guard let symbol = r.finding.symbol, let dot = symbol.lastIndex(of: ".") else { continue }
            let owner = String(symbol[..<dot])
            // A nested member names its palette and the palettes it is nested in (`Cell.Background.normal`).
            if BaseColorType(rawValue: owner) != nil { usedTypes.insert(owner) } else { usedNamespaces.formUnion(owner.split(separator: ".").map(String.init)) }
        }
        // A palette whose members another used palette's aliases name is used through them (`Brand.link =
        // Colors.primary`): the aliases' uses in the declaring file are definitions, never findings.
        var through = Array(usedNamespaces)
        while let used = through.popLast() {
            for target in declared.aliasTargets[used] ?? [] where usedNamespaces.insert(target).inserted { through.append(target) }
        }
        let keptPalettes = palettes.filter(usedNamespaces.contains)
        let keptFiles = usedTypes.isEmpty ? [] : files
        if keptPalettes.count == palettes.count && keptFiles.count == files.count { return (trial, tried, palettes + files) }
        guard !keptPalettes.isEmpty || !keptFiles.isEmpty else { return (options, result, []) }
        var kept = options
        kept.configuration.palettes += keptPalettes
        kept.configuration.paletteFiles += keptFiles
        return (kept, Engine.run(kept), keptPalettes + keptFiles)
    }
}
