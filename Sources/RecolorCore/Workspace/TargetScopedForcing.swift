/// A window's forced appearance in code that only some of the project's app targets build: that
/// target's, not the app's. unstoppable-ios-app's design-preview target sets
/// `window.overrideUserInterfaceStyle = .dark` in its own SceneDelegate; the shipped target sets its
/// window from a user setting (the system's by default), yet the whole tree was read as forced dark:
/// 56 of 113 tokens drafted without a dark value, the main app left light-only in Dark Mode
/// (session 29's review, A7). Settings read per target already are one target's (`TargetAppearance`).
extension ForcedAppearance {
    /// `sites` with each app-wide code site whose file some application target of `project` does not
    /// build made the site of the targets building it (`target`, no longer app-wide).
    static func scopedToAppTargets(_ sites: [ForcedAppearance], project: ProjectFacts, cwd: String) -> [ForcedAppearance] {
        // Applications only: a watch app, an extension or a test host showing its own appearance
        // is no second app beside the one the code forces.
        let apps = project.targets.filter { $0.kind == "application" && !$0.members.isEmpty }
        guard apps.count > 1 else { return sites }
        return sites.map { site in
            guard site.style != systemStyle, site.appWide, site.target == nil, !site.isSettings else { return site }
            let disk = PathText.standardized(site.file.hasPrefix("/") ? site.file : PathText.join(cwd, site.file))
            let building = apps.filter { $0.builds(disk) }
            guard !building.isEmpty, building.count < apps.count else { return site }
            var scoped = site
            scoped.appWide = false
            scoped.target = building.map(\.name).joined(separator: ", ")
            return scoped
        }
    }

    /// What `summary` says where every forcing site is such a target's: the targets, and an app
    /// target beside them that sets none.
    static func targetsForcing(_ sites: [ForcedAppearance], project: ProjectFacts? = nil) -> String? {
        let forced = sites.filter { $0.style != systemStyle }
        guard !forced.isEmpty, Set(forced.map(\.style)).count == 1, forced.allSatisfy({ !$0.isSettings && $0.target != nil && !$0.appWide }) else { return nil }
        let shown = forced.prefix(2).map { "\($0.description), target \($0.target!)" }.joined(separator: "; ")
        return "one app target forces the \(forced[0].style) appearance (\(shown)) but the project's other app targets do not build it: colors of files only \(forced.count == 1 ? "that target builds" : "those targets build") are kept as shown in dark, the others read as shown in light"
    }

    /// `project` with each application target that an app-wide code site scoped to it forces Dark
    /// (`WindowGroup { … }.preferredColorScheme(.dark)` in a tvOS target's `App`, beside a phone app that
    /// shows the system's appearance) marked so: every file only it builds is shown in dark alone
    /// (`DarkOnlyTargets`). Without it, pia-foss/mobile-ios's tvOS ring `.stroke(Color.white, …)` became a
    /// near-black token from the first launch (session 37, intent37b V7). A view's own forcing is no target's.
    static func markingScopedDarkTargets(_ project: ProjectFacts, sites: [ForcedAppearance]) -> ProjectFacts {
        let scoped = sites.filter { $0.style == "dark" && !$0.appWide && $0.view == nil && !$0.isSettings && $0.target != nil }
        guard !scoped.isEmpty else { return project }
        var out = project
        for site in scoped {
            let names = Set(site.target!.split(separator: ",").map { String($0.drop(while: { $0 == " " })) })
            for k in out.targets.indices where names.contains(out.targets[k].name) && out.targets[k].forcedAppearance == nil {
                out.targets[k].forcedAppearance = TargetAppearance(style: "dark", how: site.description)
            }
        }
        return out
    }
}
