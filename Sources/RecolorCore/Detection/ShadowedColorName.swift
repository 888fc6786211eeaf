/// How one file reads a base type's name that the tree's subclass of a platform color also
/// declares (CosmicMind/Material's `open class Color: UIColor` against SwiftUI's `Color`).
/// Swift looks a name up in the current module before the imported ones, so:
/// - a file that does not import SwiftUI can only mean the tree's class (`Color.gray` is UIKit's gray);
/// - a file that imports SwiftUI means the tree's class in the declaring module, SwiftUI's in
///   another that does not import the declaring one: the declaring file is the former, a file
///   whose `Color` has what only SwiftUI's has (`Color(uiColor:)`, `opacity:`, `.opacity(…)`,
///   `Color.primary`) the latter, and any other is undecided: its findings written with the
///   name get no framework and a reason, never a token of the wrong framework.
enum ShadowedColorName: Equatable {
    /// The file's `name` is the tree's subclass, of color type `base`.
    case platform(name: String, base: BaseColorType)
    /// SwiftUI's or the tree's: the findings written with `name` are declined with `reason`.
    case undecided(name: String, reason: String)
    /// The file's `name` is the tree's own type (`struct Color`), no color type.
    case ownType(name: String)

    /// The readings of `file` for each shadowing subclass of the tree.
    static func readings(_ file: SwiftSource, settings: DetectionSettings, imports: Set<Framework>) -> [ShadowedColorName] {
        var out: [ShadowedColorName] = []
        var subclasses = settings.colorSubclasses.values.sorted(by: { $0.name < $1.name })
        for alias in ShadowingColorAlias.filePrivate(in: file, types: settings.types) {
            subclasses.removeAll { $0.name == alias.name }
            subclasses.append(alias)
        }
        for subclass in subclasses {
            // The tree's own `struct Color`: SwiftUI's only where the file imports SwiftUI (and does not declare it).
            if subclass.isOwnType {
                if !imports.contains(.swiftui) || subclass.path == file.path { out.append(.ownType(name: subclass.name)) }
                continue
            }
            // A typealias declared per platform is its AppKit target in a file of AppKit code only.
            let written = subclass.aliasOnMac.flatMap { imports.contains(.appkit) && !imports.contains(.uikit) ? $0 : nil } ?? subclass.superclass
            guard let shadowed = BaseColorType(rawValue: subclass.name), let base = settings.types.base(written),
                  base != shadowed, base.framework.isUserInterface else { continue }
            if !imports.contains(shadowed.framework) || subclass.path == file.path {
                out.append(.platform(name: subclass.name, base: base))
            } else if !hasSwiftUIOnlyUse(of: subclass.name, in: file) {
                let declared = subclass.isTypealias ? "`typealias \(subclass.name) = \(subclass.superclass)`"
                    : "`class \(subclass.name): \(subclass.superclass)` (\(subclass.path))"
                out.append(.undecided(name: subclass.name, reason: "`\(subclass.name)` here is \(shadowed.framework == .swiftui ? "SwiftUI" : shadowed.framework.rawValue)'s "
                    + "or the tree's \(declared), which shadows it in its module; rewrite it by hand"))
            }
        }
        return out
    }

    /// SwiftUI's `Color` members the platform colors lack, and its initializers' labels.
    static let swiftUIOnlyLabels: Set<String> = ["uiColor", "nsColor", "opacity"]

    /// `Color(uiColor: …)`, `Color(red: …, opacity: …)`, `Color.x.opacity(…)`, `Color.primary`.
    static func hasSwiftUIOnlyUse(of name: String, in file: SwiftSource) -> Bool {
        for k in 0..<file.code.count where file.kind(k) == .identifier && file.codeIs(k, name) && !file.isChar(k - 1, ".") {
            if file.isChar(k + 1, "("), let args = ArgumentList.parse(file, open: k + 1),
               args.arguments.contains(where: { $0.label.map(swiftUIOnlyLabels.contains) == true }) { return true }
            if file.isChar(k + 1, "."), file.isWord(k + 2) {
                if ContextAnalyzer.swiftUIOnlyMembers.contains(file.text(code: k + 2)) { return true }
                if file.isChar(k + 3, "."), file.codeIs(k + 4, "opacity" as StaticString), file.isChar(k + 5, "(") { return true }
            }
        }
        return false
    }
}
