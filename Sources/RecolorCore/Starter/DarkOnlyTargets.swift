/// The files only targets forcing Dark build (`INFOPLIST_KEY_UIUserInterfaceStyle = Dark`, or
/// their Info.plist's `UIUserInterfaceStyle`: a player or widget target that is always dark beside
/// an app that shows the system's appearance), or a watchOS-only target (a watch app: watchOS has
/// only the dark appearance). Their colors are shown only as written, in dark:
/// a proposed dark read them as light values and inverted them. `init` keeps them `forced dark`.
struct DarkOnlyTargets {
    let project: ProjectFacts?
    let cwd: String
    /// The answer per file, asked once.
    private let known = Known()

    final class Known: @unchecked Sendable {
        var byFile: [String: FixedIntentSite?] = [:]
    }

    init(project: ProjectFacts?, cwd: String) {
        // No target is dark only: nothing to ask per file.
        self.project = project?.targets.contains(where: \.showsOnlyDark) == true ? project : nil
        self.cwd = cwd
    }

    /// The intent of a color in `file` (as reports show it), when only dark targets build it.
    func target(building file: String) -> FixedIntentSite? {
        guard let project else { return nil }
        if let answer = known.byFile[file] { return answer }
        let absolute = PathText.standardized(file.hasPrefix("/") ? file : PathText.join(cwd, file))
        let site = project.darkOnlyTarget(of: absolute).map { t in
            FixedIntentSite(intent: .forcedDark, evidence: "built only by target \(t.name), \(t.darkOnlyReason)")
        }
        known.byFile[file] = .some(site)
        return site
    }
}
