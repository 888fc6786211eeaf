/// The files of an app forcing Dark that show the system's appearance all the same: those only
/// other targets build, which force nothing themselves. `UIUserInterfaceStyle` is read from each
/// target's own Info.plist, and a widget or another extension runs in a process of its own, so
/// neither the app's key nor its `window.overrideUserInterfaceStyle` reaches it (orbot's widget,
/// session 26's "Left"). Their colors were drafted as the app's dark theme (fixed tokens, one
/// value), so the widget drew dark-theme whites on the light widget background of the system.
struct SystemShownFiles {
    let project: ProjectFacts
    /// The target whose setting forces Dark; nil when code forces it (then only extensions are apart).
    let forcingTarget: String?
    /// The disk path of each report path.
    let diskPaths: [String: String]

    /// Whether every file of `files` (as reports show them) is built, and only by targets that
    /// show the system's appearance.
    func showSystem(_ files: Set<String>) -> Bool {
        guard !project.isEmpty, !files.isEmpty else { return false }
        let byName = Dictionary(project.targets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        return files.allSatisfy { file in
            let building = project.compilation(of: diskPaths[file] ?? file).targets.compactMap { byName[$0] }
            return !building.isEmpty && building.allSatisfy { t in
                guard t.forcedAppearance == nil, !t.showsOnlyDark else { return false }
                if let forcingTarget { return t.name != forcingTarget }
                return t.kind?.hasSuffix("extension") == true
            }
        }
    }
}
