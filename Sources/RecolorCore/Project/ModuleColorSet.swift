/// A color set looked up by name alone (`UIColor(named: "Brand")!`, `NSColor(named:)`,
/// `Color("Brand")`) reads the main bundle: a set that lives in a package's or a framework's
/// catalog is not there, so from a file outside that target the lookup returns nil and the `!`
/// crashes (ruuvi's RuuviLocalization sets; a package's `resources:`, whose own code needs
/// `in: .module`). `fix` declines such a
/// site and says where the set lives; the member the code declares for it, or a lookup with the
/// module's bundle, is what the file can use.
package enum ModuleColorSet {
    /// The set named by a bundle-less lookup in `replacement`, or nil.
    static func lookedUpSet(in replacement: String) -> String? {
        guard !replacement.contains("in:"), !replacement.contains("bundle:") else { return nil }
        for opener in ["UIColor(named: \"", "NSColor(named: \"", "Color(\""] {
            guard let start = replacement.firstRange(of: opener) else { continue }
            let rest = replacement[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            return String(rest[..<end])
        }
        return nil
    }

    /// A target with a bundle of its own: a package's target, a framework, a library.
    static func isModule(_ target: BuildTarget) -> Bool {
        let kind = target.kind ?? ""
        return kind == "package" || kind.contains("framework") || kind.hasPrefix("library")
    }

    /// Why `replacement` cannot stand in the file at `absolute`: it looks up by name (in the main
    /// bundle) a color set whose catalog only modules build, a package's target or a framework,
    /// each with a bundle of its own; from the module's own files too. Nil otherwise.
    package static func refusal(_ replacement: String, fileAt absolute: String, project: ProjectFacts,
                                configuration: Configuration, cwd: String) -> String? {
        guard let set = lookedUpSet(in: replacement),
              let token = configuration.tokens.first(where: { $0.assetName == set && $0.from?.contains(".colorset") == true }),
              let from = token.from else { return nil }
        let folder = PathText.standardized(configuration.directory.hasPrefix("/") ? configuration.directory : PathText.join(cwd, configuration.directory))
        let setPath = PathText.standardized(from.hasPrefix("/") ? from : PathText.join(folder, from))
        let owners = project.targets.filter { $0.builds(setPath) }
        guard !owners.isEmpty, owners.allSatisfy(isModule) else { return nil }
        let names = owners.map(\.name).sorted().joined(separator: ", ")
        return "the color set \(set) lives in target \(names) (\(owners[0].declaredIn)), a module with a bundle of its own: looked up by name in the main bundle it is nil (a crash at the !); use the member that target declares for it, or its bundle (UIColor(named:in:compatibleWith:))"
    }
}
