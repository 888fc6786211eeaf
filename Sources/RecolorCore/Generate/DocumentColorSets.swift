/// The system-color tokens whose color set `generate` writes after all: an Interface Builder
/// document that builds below Interface Builder's system-color floor (iOS 11, as LN-Zap's 28
/// documents) cannot write `systemColor="systemBackgroundColor"`, so `fix` writes the token as a
/// named color (`name="systemBackground"`), and that name needs a color set. Without one every
/// such view names a color that exists nowhere (session 15's audit, F20), while the Swift side
/// declares the token's member for the same target. The set holds the token's values (Apple's).
enum DocumentColorSets {
    /// Names of the system-color tokens some document among `files` names as a color set: a
    /// finding of the document that the table maps to the token and `fix` writes as its named
    /// color. A token no document maps to needs no set (session 17's audit, F16: freeotp got
    /// `systemBlue.colorset` "for Interface Builder" though only Swift used the token).
    static func systemTokens(_ configuration: Configuration, files: [String], cwd: String, project: ProjectFacts) -> Set<String> {
        let system = Set(configuration.tokens.filter { SystemColorToken.isSystem($0) && $0.values[.light] != nil }.map(\.name))
        guard !system.isEmpty else { return [] }
        let documents = files.filter { SourceKind(path: $0) == .interfaceBuilder }
        guard !documents.isEmpty else { return [] }
        let language = InterfaceBuilderLanguage(configuration: configuration, project: project, cwd: cwd)
        var needed: Set<String> = []
        for path in documents {
            let disk = path.hasPrefix("/") ? path : PathText.join(cwd, path)
            guard case .success(let bytes) = FileReader.contents(of: disk) else { continue }
            // A document `fix` already wrote names the set itself (`<color key="backgroundColor"
            // name="systemBackground"/>`): run after fix, generate wrote no set for it and the color fell
            // back to the document's stored light value, white in Dark (GithubClient, session 27's review, F9).
            needed.formUnion(namedInDocument(bytes, tokens: system))
            guard language.mayHoldFinding(bytes) else { continue }
            for r in language.analyze(path: disk, bytes: bytes).reports where r.resolution.isMapped {
                guard let token = r.resolution.token, system.contains(token), !DocumentSources.isSystemColorElement(r.resolution.replacement) else { continue }
                needed.insert(token)
            }
            if needed.count == system.count { break }
        }
        return needed
    }

    /// The names among `tokens` that a `<color … name="NAME"/>` element of the document names.
    static func namedInDocument(_ bytes: [UInt8], tokens: Set<String>) -> Set<String> {
        var out: Set<String> = []
        for name in tokens where ByteFinder("name=\"\(name)\"").occurs(in: bytes) {
            let text = String(decoding: bytes, as: UTF8.self)
            var rest = text[...]
            while let hit = rest.firstRange(of: "name=\"\(name)\"") {
                // The element holding the attribute: a color reference, not the `<namedColor>` resource.
                if let open = text[..<hit.lowerBound].lastIndex(of: "<"), text[open...].hasPrefix("<color ") {
                    out.insert(name)
                    break
                }
                rest = text[hit.upperBound...]
            }
        }
        return out
    }
}
