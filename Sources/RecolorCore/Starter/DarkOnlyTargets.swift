/// The files only targets forcing Dark build (`INFOPLIST_KEY_UIUserInterfaceStyle = Dark`, or
/// their Info.plist's `UIUserInterfaceStyle`: a player or widget target that is always dark beside
/// an app that shows the system's appearance), or a watchOS-only target (a watch app: watchOS has
/// only the dark appearance). Their colors are shown only as written, in dark:
/// a proposed dark read them as light values and inverted them. `init` keeps them `forced dark`.
struct DarkOnlyTargets {
    let project: ProjectFacts?
    let cwd: String
    /// The answer per file, asked once: the dark-only target building it, and the file's `#if`
    /// regions where that target also builds for native macOS (read once, on the first finding asking).
    private let known = Known()

    final class Known: @unchecked Sendable {
        var byFile: [String: BuildTarget?] = [:]
        var regions: [String: (source: SwiftSource, regions: CompilationRegions)] = [:]
    }

    init(project: ProjectFacts?, cwd: String) {
        // No target is dark only: nothing to ask per file.
        self.project = project?.targets.contains(where: \.showsOnlyDark) == true ? project : nil
        self.cwd = cwd
    }

    /// The intent of a color in `file` (as reports show it) at byte `offset`, when only dark
    /// targets build it. `bytes` are the file's, for a site in `#if os(macOS)`: nil when unknown.
    func target(building file: String, at offset: Int = 0, bytes: [UInt8]? = nil) -> FixedIntentSite? {
        guard let project else { return nil }
        let target: BuildTarget?
        if let answer = known.byFile[file] {
            target = answer
        } else {
            let absolute = PathText.standardized(file.hasPrefix("/") ? file : PathText.join(cwd, file))
            target = project.darkOnlyTarget(of: absolute)
            known.byFile[file] = .some(target)
        }
        guard let target else { return nil }
        if let bytes, !forcedOnSite(target, file: file, offset: offset, bytes: bytes) { return nil }
        return FixedIntentSite(intent: .forcedDark, evidence: "built only by target \(target.name), \(target.darkOnlyReason)")
    }

    /// Whether the target's forced Dark reaches code compiled at `offset`. `UIUserInterfaceStyle`
    /// is a UIKit key: native macOS ignores it and shows the system's appearance. kinopub's
    /// multiplatform target (iOS and macOS, `INFOPLIST_KEY_UIUserInterfaceStyle = Dark`) draws its
    /// macOS sidebar's labels white inside `#if os(macOS)`; kept fixed as forced dark, they stayed
    /// white on the light sidebar of macOS in Light (session 27). A site compiled for no platform
    /// of the target but native macOS is not forced; a watchOS-only target stays dark everywhere.
    func forcedOnSite(_ target: BuildTarget, file: String, offset: Int, bytes: [UInt8]) -> Bool {
        guard target.forcedAppearance?.style == "dark", target.platforms[.macOS] != nil else { return true }
        let uiKit = Set(target.platforms.keys.filter { $0 != .macOS }.map(\.rawValue))
        guard !uiKit.isEmpty else { return false }
        let read: (source: SwiftSource, regions: CompilationRegions)
        if let known = known.regions[file] {
            read = known
        } else {
            let source = SwiftSource(path: file, bytes: bytes)
            read = (source, CompilationRegions(source))
            known.regions[file] = read
        }
        return !read.regions.platforms(at: read.source.codeIndex(atOrAfter: offset), among: uiKit).isEmpty
    }
}
