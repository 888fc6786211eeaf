/// Which platform UI frameworks a file imports, read from its bytes in the screening: a file
/// that imports none (only a third-party module, a helper of the app's own) takes the one
/// platform the rest of the tree imports (contract v4: "A file importing no UI module takes the
/// one UI framework the rest of the tree imports").
struct PlatformImports: OptionSet, Sendable {
    let rawValue: UInt8
    static let uikit = PlatformImports(rawValue: 1)
    static let appkit = PlatformImports(rawValue: 2)
    /// A UI framework imported `@_exported` (DevToysMac's CoreUtil: `@_exported import Cocoa`): files
    /// importing only that module use the framework without naming it.
    static let reexported = PlatformImports(rawValue: 4)
    /// SwiftUI: the tree's UI framework only where no file imports UIKit or AppKit (`onlyPlatform`).
    static let swiftui = PlatformImports(rawValue: 8)
    private static let exportedAttribute = Array("@_exported".utf8)

    private static let importKeyword = ByteFinder("import ")
    private static let modules: [(name: [UInt8], platform: PlatformImports)] =
        Framework.uikit.importModules.map { (Array($0.utf8), PlatformImports.uikit) }
        + Framework.appkit.importModules.map { (Array($0.utf8), PlatformImports.appkit) }
        + Framework.swiftui.importModules.map { (Array($0.utf8), PlatformImports.swiftui) }

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// An over-reading of the bytes (an import in a comment counts): the tree's platform is
    /// taken only when every such file names one platform, so a stray comment can only withhold it.
    /// One pass for `import `, then the module after it (three passes, one a module, cost more).
    init(_ bytes: [UInt8]) {
        var found: PlatformImports = []
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return }
            var from = 0
            while let p = Self.importKeyword.first(in: base, from: from, to: b.count) {
                var q = p + 7
                while q < b.count && (base[q] == UInt8(ascii: " ") || base[q] == UInt8(ascii: "\t")) { q += 1 }
                for (name, platform) in Self.modules where q + name.count <= b.count
                    && memcmpBytes(name, base + q, name.count) && (q + name.count == b.count || !CharacterClasses.isWordByte(base[q + name.count])) {
                    found.insert(platform)
                    var a = p
                    while a > 0 && (base[a - 1] == UInt8(ascii: " ") || base[a - 1] == UInt8(ascii: "\t")) { a -= 1 }
                    let n = Self.exportedAttribute.count
                    if a >= n, memcmpBytes(Self.exportedAttribute, base + a - n, n) { found.insert(.reexported) }
                }
                from = p + 7
            }
        }
        self = found
    }

    /// The one platform of a tree whose files import `union`, or nil when they import both or none.
    /// A tree whose files import SwiftUI and neither UIKit nor AppKit is SwiftUI's: a file importing only a module of
    /// the tree's (`import SwiftUIKit`) takes it (SwiftUI-Kit's examples: `AnyShapeStyle(.white)` missed and
    /// `.inner(color: .white)` read as UIKit's, which fix wrote a UIColor into; session 41, recall41i-v1, v2).
    var onlyPlatform: Framework? {
        switch subtracting([.reexported, .swiftui]) {
        case .uikit: return .uikit
        case .appkit: return .appkit
        case []: return contains(.swiftui) ? .swiftui : nil
        default: return nil
        }
    }
}
