/// The system-color tokens whose color set `generate` writes after all: an Interface Builder
/// document that builds below Interface Builder's system-color floor (iOS 11, as LN-Zap's 28
/// documents) cannot write `systemColor="systemBackgroundColor"`, so `fix` writes the token as a
/// named color (`name="systemBackground"`), and that name needs a color set. Without one every
/// such view names a color that exists nowhere (session 15's audit, F20), while the Swift side
/// declares the token's member for the same target. The set holds the token's values (Apple's).
enum DocumentColorSets {
    /// Names of the system-color tokens some document among `files` must name as a color set.
    static func systemTokens(_ tokens: [Configuration.SemanticToken], files: [String], cwd: String, project: ProjectFacts) -> Set<String> {
        let system = tokens.filter { SystemColorToken.isSystem($0) && $0.values[.light] != nil }
        guard !system.isEmpty else { return [] }
        let documents = files.filter { SourceKind(path: $0) == .interfaceBuilder }
        guard !documents.isEmpty else { return [] }
        let configuration = Configuration()
        let language = InterfaceBuilderLanguage(configuration: configuration, project: project, cwd: cwd)
        var needed: Set<String> = []
        var frameworks: [String: Framework] = [:]
        for path in documents {
            let disk = path.hasPrefix("/") ? path : PathText.join(cwd, path)
            guard case .success(let bytes) = FileReader.contents(of: disk) else { continue }
            let framework = frameworks[disk] ?? InterfaceBuilderDocument(bytes).framework
            frameworks[disk] = framework
            for token in system where !needed.contains(token.name) && token.expressions[framework] != nil {
                let choice = language.systemColor(for: token, framework: framework, path: disk)
                if choice.name == nil, choice.refusal != nil { needed.insert(token.name) }
            }
            if needed.count == system.count { break }
        }
        return needed
    }
}
