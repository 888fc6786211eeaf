#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The appearance an XcodeGen target forces: the Info.plist XcodeGen writes from the target's
/// `info: properties:` (`UIUserInterfaceStyle: Dark`), else the generated-plist build setting
/// `INFOPLIST_KEY_UIUserInterfaceStyle` in the target's or the project's `settings:`. A dark-only app
/// declared this way was read as following the system (session 24's note, Left: "XcodeGen
/// `project.yml` `info: properties:` not read"), as Tuist's manifest was before
/// `TuistManifestAppearance`: init then proposed light "dark" values for what is only ever shown dark.
enum XcodeGenAppearance {
    static func forced(target: PlistValue, targetSettings: [String: String], projectSettings: [String: String]) -> TargetAppearance? {
        if let value = target["info"]?["properties"]?["UIUserInterfaceStyle"]?.string {
            return appearance(value, how: "UIUserInterfaceStyle: \(value) in the target's info properties")
        }
        if let value = targetSettings["INFOPLIST_KEY_UIUserInterfaceStyle"] ?? projectSettings["INFOPLIST_KEY_UIUserInterfaceStyle"] {
            return appearance(value, how: "INFOPLIST_KEY_UIUserInterfaceStyle: \(value)")
        }
        return nil
    }

    /// `Light`/`Dark` (any case) force; `Automatic` or anything else forces nothing.
    private static func appearance(_ value: String, how: String) -> TargetAppearance? {
        let style = value.lowercased()
        return ["light", "dark"].contains(style) ? TargetAppearance(style: style, how: how) : nil
    }

    /// Whether the file is an XcodeGen spec by its name (`ProjectFacts` reads these names):
    /// `project.yml`, or a spec the app names for `xcodegen --spec` (`project-bwa.yml`,
    /// `project.ios.yaml`: bitwarden's authenticator app, whose targets went unread and unsaid;
    /// session 29's review, B9). A folder's variants are read only where it has no `project.yml`
    /// (`ProjectFileSearch`), which may include them.
    static func isSpecName(_ name: String) -> Bool { name == "project.yml" || name == "project.yaml" || isSpecVariantName(name) }

    /// `project-NAME.yml`, `project_NAME.yaml`, `project.NAME.yml`.
    static func isSpecVariantName(_ name: String) -> Bool {
        guard name.hasPrefix("project"), name.hasSuffix(".yml") || name.hasSuffix(".yaml") else { return false }
        let rest = name.dropFirst("project".count)
        return rest.count > (name.hasSuffix(".yml") ? 5 : 6) && ["-", "_", "."].contains(rest.first!)
    }
}

extension ForcedAppearance {
    /// An XcodeGen spec's sites, one per application target (its forced style, or the system's), as
    /// `perAppTarget(pbxproj:…)` reads a project file: a widget forced dark beside an app that sets
    /// nothing is that target's forcing. `read` reads the files the spec includes. Nil when the spec
    /// declares no application target (a framework's spec forces no app).
    static func perAppTarget(xcodeGenSpec disk: String, shown: String, bytes: [UInt8], read: (String) -> [UInt8]?) -> [ForcedAppearance]? {
        var warnings: [ProjectWarning] = []
        let targets = XcodeGenSpec.targets(spec: disk, shownAs: { $0 }, read: { $0 == disk ? bytes : read($0) }, warnings: &warnings)
        let apps = targets.filter { $0.kind == "application" }
        guard !apps.isEmpty else { return nil }
        let line = firstLine(holding: "UIUserInterfaceStyle", in: bytes)
        return apps.map { t in
            var site = ForcedAppearance(file: shown, line: line, style: t.forcedAppearance?.style ?? systemStyle,
                                        how: t.forcedAppearance.map { "\($0.how) in target \(t.name)" } ?? "target \(t.name) sets no UIUserInterfaceStyle (it shows the system's appearance)")
            site.target = t.name
            return site
        }
    }

    /// The 1-based line of the first occurrence of `needle`, or 1.
    private static func firstLine(holding needle: String, in bytes: [UInt8]) -> Int {
        let finder = ByteFinder(needle)
        guard let hit = bytes.withUnsafeBufferPointer({ b in b.baseAddress.flatMap { finder.first(in: $0, from: 0, to: b.count) } }) else { return 1 }
        return bytes[..<hit].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}
