/// The names an app declares as types nested in an extension of a color type (`extension UIColor
/// { struct separator { static let bar = … } }`, planetary-ios's namespaces `separator`, `text`,
/// `tint`, `background`): there `UIColor.separator` names the app's type, so a token written as
/// Apple's system color of that name does not build ("cannot assign value of type
/// 'UIColor.separator.Type'"; session 39's intent39e M6). `init` proposes no such system color.
enum ShadowedSystemNames {
    private static let needles = BaseColorType.allCases.map { ByteFinder("extension \($0.rawValue)") }

    /// The same over every Swift file under the run's paths (its excludes applied): the extension may
    /// declare no color recolor reads, so the run's candidate files need not hold it.
    static func find(_ options: RunOptions) -> [String: Set<String>] {
        var walker = FileWalker(excludes: options.excludes, cwd: options.cwd)
        walker.tableExcludes = TableExcludes(configuration: options.configuration, cwd: options.cwd)
        var files: [(path: String, bytes: [UInt8])] = []
        for path in walker.collect(options.paths, threads: options.threads).files where path.hasSuffix(".swift") {
            let disk = path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
            guard case .success(let bytes) = FileReader.contents(of: disk), needles.contains(where: { $0.occurs(in: bytes) }) else { continue }
            files.append((path, bytes))
        }
        return find(files)
    }

    /// Color type (`UIColor`) → the type names nested in its extensions, over the Swift files given.
    static func find(_ files: [(path: String, bytes: [UInt8])]) -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for (path, bytes) in files where path.hasSuffix(".swift") && needles.contains(where: { $0.occurs(in: bytes) }) {
            let file = SwiftSource(path: path, bytes: bytes)
            let tree = SyntaxTree(file)
            for scope in tree.scopes {
                guard scope.isType, let name = scope.name, let parent = scope.parent else { continue }
                let outer = tree.scopes[parent]
                guard case .type(.extension) = outer.kind, let extended = outer.name,
                      let base = BaseColorType(rawValue: extended.split(separator: ".").last.map(String.init) ?? extended) else { continue }
                out[base.rawValue, default: []].insert(name)
            }
        }
        return out
    }

    /// Whether `system` is written, in any framework (a Core Graphics use is written in its platform's), as a
    /// member that one of these types shadows.
    static func shadows(_ names: [String: Set<String>], _ system: AppleSystemColor) -> Bool {
        !names.isEmpty && system.allExpressions.contains { expression in
            guard let path = MemberPath.components(of: expression), path.count == 2 else { return false }
            return names[path[0]]?.contains(path[1]) == true
        }
    }
}
