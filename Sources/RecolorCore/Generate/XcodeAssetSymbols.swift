#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The members Xcode generates for the color sets of a target whose asset symbols are on
/// (`ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES`): `Color.<name>`,
/// `UIColor.<name>`, `NSColor.<name>`, the name in lower camel case with a trailing `Color` dropped
/// (`Primary Text Color.colorset` → `primaryText`). `generate` declares none of them again.
package enum XcodeAssetSymbols {
    /// Xcode's member name for a color set's name (without `.colorset`).
    package static func memberName(forColorSet name: String) -> String {
        var words: [String] = []
        var current = ""
        for c in name {
            if c.isLetter || c.isNumber { current.append(c) } else if !current.isEmpty { words.append(current); current = "" }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return name }
        var out = words[0].prefix(1).lowercased() + words[0].dropFirst()
        for w in words.dropFirst() { out += w.prefix(1).uppercased() + w.dropFirst() }
        if out.hasSuffix("Color") && out.count > "Color".count { out.removeLast("Color".count) }
        return out
    }

    /// Members SwiftUI's `Color` (and UIKit's, AppKit's) declare: Xcode generates no asset symbol of
    /// these names (it warns that the asset "resolves to a conflicting Color symbol").
    package static let conflicting: Set<String> = DynamicColors.swiftuiSystem.union(["black", "white", "clear"])

    /// A member Xcode declares, and where from.
    package struct Symbol: Sendable, Equatable {
        package var member: String
        package var colorSet: String
        package var target: String
    }

    /// The symbols of every color set in the catalogs the symbol-on targets build, and of the
    /// color sets `generate` writes (`written`: their names) when a target that serves the generated
    /// file has symbols on (its catalog joins that target).
    package static func symbols(_ project: ProjectFacts, serving: [String], written: [String]) -> [Symbol] {
        var out: [Symbol] = []
        for target in project.targets where target.assetSymbols == true {
            // Its catalogs, or the folders (synchronized groups, XcodeGen sources) that hold them.
            for member in target.members where PathText.kind(of: member).isDirectory {
                for set in colorSets(under: member) {
                    out.append(Symbol(member: memberName(forColorSet: set), colorSet: set + ".colorset", target: target.name))
                }
            }
            if serving.contains(target.name) {
                for set in written { out.append(Symbol(member: memberName(forColorSet: set), colorSet: set + ".colorset", target: target.name)) }
            }
        }
        return out
    }

    /// The color set names under a folder (folders ending `.colorset`, at any depth, hidden ones skipped).
    static func colorSets(under catalog: String) -> [String] {
        var out: [String] = []
        var folders = [catalog]
        while let folder = folders.popLast() {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let path = PathText.join(folder, entry)
                if entry.hasSuffix(".colorset") { out.append(String(entry.dropLast(".colorset".count))) } else if PathText.kind(of: path).isDirectory { folders.append(path) }
            }
        }
        return out
    }

    /// Every color set `generate` writes whose symbol is a member the tree itself declares on a
    /// view color type (`extension Color { static let orchid = … }`): Xcode would declare it a second
    /// time and the app would not build (Swiftfin's `jellyfinPurple`, init naming the token after
    /// the app's own member: session 18's audit F16). `written`: each token and its set's name.
    /// All of them, one per token: naming one per run took nRF-Mesh seven runs (session 25, F2).
    ///
    /// `builtBy`: the targets that build a file of the tree (none when no target names it). A member
    /// declared in a module the symbol's target does not build is no second declaration there: a
    /// package's `public extension UIColor { class var piaRed }` beside a tvOS target's `pia_red` set
    /// (pia-foss/mobile-ios: generate refused init's own draft; session 37, intent37b V10).
    package static func clashesWithTree(written: [(token: String, asset: String)], symbols: [Symbol], declarations: TypeDeclarations,
                                        builtBy: (String) -> [String] = { _ in [] }) -> [GenerateError] {
        var out: [GenerateError] = []
        for (token, asset) in written {
            let member = memberName(forColorSet: asset)
            let matching = symbols.filter { $0.member == member && $0.colorSet == asset + ".colorset" }
            guard !matching.isEmpty else { continue }
            for base in BaseColorType.viewTypes {
                guard let file = declarations.fileDeclaring(member: member, of: [base.rawValue]) else { continue }
                let builders = builtBy(file)
                guard let s = matching.first(where: { builders.isEmpty || builders.contains($0.target) }) else { continue }
                out.append(GenerateError(token: token, message: "its color set \(s.colorSet) makes Xcode generate '\(base.rawValue).\(member)' (asset symbols are on in target \(s.target): ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS), which \(file) already declares; two declarations of one member do not build: give the token an \"asset\" name Xcode turns into another member, or rename the app's"))
                break
            }
        }
        return out
    }

    /// Every member of the plan that Xcode also declares: an error naming both, per member.
    package static func clashes(_ plan: DeclarationPlan, _ symbols: [Symbol]) -> [GenerateError] {
        var out: [GenerateError] = []
        guard !symbols.isEmpty else { return out }
        for block in plan.blocks where block.extended.count == 1 {
            let type = block.extended[0]
            guard let base = BaseColorType(rawValue: type), BaseColorType.viewTypes.contains(base) else { continue }
            for member in block.body.members {
                if let s = symbols.first(where: { $0.member == member.name }) {
                    out.append(GenerateError(token: member.token, message: "'\(type).\(member.name)' is also the member Xcode generates for the color set \(s.colorSet) (asset symbols are on in target \(s.target): ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS); two declarations of one member do not build: give the token another member path, or use Xcode's (\(base == .color ? "Color(.\(s.member))" : "\(type)(resource: .\(s.member))"))"))
                }
            }
        }
        return out
    }
}
