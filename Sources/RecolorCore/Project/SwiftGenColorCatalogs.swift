#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The asset catalogs SwiftGen turns into code under an enum name of the app's
/// (`.swiftgen.assets.yml`: `xcassets: inputs: …RuuviColors.xcassets`, `params: enumName:
/// RuuviColor`). The code is written at build time and is not in the tree: the app reaches its
/// color sets as `RuuviColor.tintColor.color` or `.swiftUIColor`, which recolor does not read
/// (it reads SwiftGen's default `Asset.…color`). ruuvi's 38 sets were used 449 times so, and
/// `init` said nothing of it (session 16's audit, F20): its summary names them now.
package struct SwiftGenColorCatalogs: Sendable, Equatable {
    /// The configuration file, as found under the run's paths.
    package var configuration: String
    package var enumName: String
    /// The color sets of its xcassets inputs.
    package var colorSets: Int

    /// SwiftGen's name when no `enumName` is given: its uses are read.
    static let defaultEnumName = "Asset"

    /// The configurations in the run's folders and one level below them whose xcassets
    /// outputs use an enum name of the app's, and the color sets of their inputs.
    package static func find(_ options: RunOptions) -> [SwiftGenColorCatalogs] {
        let manager = FileManager.default
        var out: [SwiftGenColorCatalogs] = []
        for path in options.paths {
            let root = path.hasPrefix("/") ? path : PathText.join(options.cwd, path)
            var folders = [(root, path)]
            for entry in (try? manager.contentsOfDirectory(atPath: root))?.sorted() ?? [] where !entry.hasPrefix(".") && !skipped.contains(entry) {
                if PathText.kind(of: PathText.join(root, entry)).isDirectory { folders.append((PathText.join(root, entry), PathText.join(path, entry))) }
            }
            for (folder, shown) in folders {
                for entry in (try? manager.contentsOfDirectory(atPath: folder))?.sorted() ?? [] where isConfiguration(entry) {
                    guard let data = manager.contents(atPath: PathText.join(folder, entry)) else { continue }
                    let name = PathText.join(shown, entry)
                    out += read([UInt8](data), folder: folder, shown: name.hasPrefix("./") ? String(name.dropFirst(2)) : name)
                }
            }
        }
        return out
    }

    static let skipped: Set<String> = ["Pods", "Carthage", "node_modules", "build", "DerivedData"]

    static func isConfiguration(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.contains("swiftgen") && (lower.hasSuffix(".yml") || lower.hasSuffix(".yaml"))
    }

    /// The xcassets entries of one configuration: an enum name other than SwiftGen's default and
    /// the color sets of the inputs (paths relative to the configuration's folder).
    static func read(_ bytes: [UInt8], folder: String, shown: String) -> [SwiftGenColorCatalogs] {
        guard let root = try? SimpleYAML.parse(bytes), let assets = root.dictionary?["xcassets"] else { return [] }
        let entries = assets.array ?? [assets]
        var out: [SwiftGenColorCatalogs] = []
        for entry in entries {
            guard let fields = entry.dictionary else { continue }
            let inputs = fields["inputs"].map { $0.array?.compactMap(\.string) ?? [$0.string].compactMap { $0 } } ?? []
            let outputs = fields["outputs"].map { $0.array ?? [$0] } ?? []
            let names = outputs.compactMap { $0.dictionary?["params"]?.dictionary?["enumName"]?.string }
            let name = names.first ?? defaultEnumName
            // An enum name ending so (`Assets`, `KitAsset`) is read as the default's (`GeneratedColorResource`).
            guard !GeneratedColorResource.isAssetEnum(name) else { continue }
            let sets = inputs.reduce(0) { $0 + colorSetCount(PathText.join(folder, $1)) }
            if sets > 0 { out.append(SwiftGenColorCatalogs(configuration: shown, enumName: name, colorSets: sets)) }
        }
        return out
    }

    /// The `.colorset` folders under `catalog`.
    /// Walked by hand to a bounded depth: FoundationEssentials has no directory enumerator, and
    /// importing Foundation for one links ICU into the binary (the startup gate).
    static func colorSetCount(_ catalog: String, depth: Int = 0) -> Int {
        guard depth < 8, let entries = try? FileManager.default.contentsOfDirectory(atPath: catalog) else { return 0 }
        var n = 0
        for entry in entries where !entry.hasPrefix(".") {
            if entry.hasSuffix(".colorset") { n += 1 } else if PathText.kind(of: PathText.join(catalog, entry)).isDirectory {
                n += colorSetCount(PathText.join(catalog, entry), depth: depth + 1)
            }
        }
        return n
    }

    /// `init`'s summary line for them, or nil.
    package static func summary(_ found: [SwiftGenColorCatalogs]) -> String? {
        guard !found.isEmpty else { return nil }
        let sets = found.reduce(0) { $0 + $1.colorSets }
        let how = found.map { "\($0.enumName) (\($0.configuration))" }.joined(separator: ", ")
        return "\(sets) color set\(sets == 1 ? " is" : "s are") used through code recolor cannot see: SwiftGen's \(how), written at build time; their uses (\(found[0].enumName).x.color, .swiftUIColor) are no findings, pairs or stale colors here"
    }
}
