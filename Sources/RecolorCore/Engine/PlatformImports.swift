/// Which platform UI frameworks a file imports, read from its bytes in the screening: a file
/// that imports none (only a third-party module, a helper of the app's own) takes the one
/// platform the rest of the tree imports (contract v4: "A file importing no UI module takes the
/// one UI framework the rest of the tree imports").
struct PlatformImports: OptionSet, Sendable {
    let rawValue: UInt8
    static let uikit = PlatformImports(rawValue: 1)
    static let appkit = PlatformImports(rawValue: 2)

    private static let uikitImport = Framework.uikit.importModules.map { ByteFinder("import " + $0) }
    private static let appkitImports = Framework.appkit.importModules.map { ByteFinder("import " + $0) }

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// An over-reading of the bytes (an import in a comment counts): the tree's platform is
    /// taken only when every such file names one platform, so a stray comment can only withhold it.
    init(_ bytes: [UInt8]) {
        var found: PlatformImports = []
        if Self.uikitImport.contains(where: { $0.occurs(in: bytes) }) { found.insert(.uikit) }
        if Self.appkitImports.contains(where: { $0.occurs(in: bytes) }) { found.insert(.appkit) }
        self = found
    }

    /// The one platform of a tree whose files import `union`, or nil when they import both or none.
    var onlyPlatform: Framework? {
        switch self {
        case .uikit: return .uikit
        case .appkit: return .appkit
        default: return nil
        }
    }
}
