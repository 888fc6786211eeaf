/// The appearances a pair is ever shown in, from where its colors are drawn. An app that forces
/// Dark (a window's `overrideUserInterfaceStyle = .dark`, its Info.plist's
/// `UIUserInterfaceStyle`: `ForcedAppearance.forcing`) shows only that side and its variants
/// (high contrast, elevated); a file only dark-only targets build (a watch app, a target forcing
/// Dark: `BuildTarget.showsOnlyDark`) is shown in dark alone; a file an extension builds that runs
/// none of the forcing (a widget beside a forced-Dark app) is shown both ways, as the system's.
/// nightguard (session 27's review, F1) forces Dark on its one window: `contrast` measured its
/// pairs in light, blending a 30 % gray over the white canvas the app never shows, and failed 3
/// pairs that pass in dark at 5.4–14:1 (exit 1).
struct ShownAppearances {
    /// The app's forcing, if the whole app keeps one appearance.
    let forcing: ForcedAppearance?
    let project: ProjectFacts
    let cwd: String

    /// Both sides: nothing known restricts them.
    static let both: Set<Appearance> = [.light, .dark]

    /// The sides (`.light`, `.dark`) a pair is shown in: those of the files it is seen in (the
    /// foreground's and the background's); a pair seen nowhere (the table's), the app's.
    func sides(of sightings: [PairSighting]) -> Set<Appearance> {
        guard !sightings.isEmpty else { return forcingSide.map { [$0] } ?? Self.both }
        var out: Set<Appearance> = []
        for s in sightings {
            out.formUnion(sides(of: s.file))
            if let other = s.backgroundFile, other != s.file { out.formUnion(sides(of: other)) }
            if out == Self.both { break }
        }
        return out
    }

    /// The sides a file's colors are shown in: the union of those of the targets building it;
    /// a file no target names, the app's.
    func sides(of file: String) -> Set<Appearance> {
        let building = project.targets(building: absolute(file))
        guard !building.isEmpty else { return forcingSide.map { [$0] } ?? Self.both }
        return building.reduce(into: Set<Appearance>()) { $0.formUnion(sides(ofTarget: $1)) }
    }

    private func sides(ofTarget t: BuildTarget) -> Set<Appearance> {
        if t.showsOnlyDark { return [.dark] }
        guard let side = forcingSide else { return Self.both }
        // An extension (a widget, a share sheet) runs neither the app's window nor its Info.plist.
        let isExtension = (t.kind ?? "").contains("extension")
        if isExtension && (forcing!.isSettings || !t.builds(absolute(forcing!.file))) { return Self.both }
        return [side]
    }

    /// Only Dark restricts: an app forcing Light is checked both ways, since Dark Mode is what the
    /// migration adds and init's dark values are what it shows once the forcing goes (INaturalistIOS,
    /// new to everyone: its dark rows were dropped and nothing said so; session 27's held-out check, m-4).
    private var forcingSide: Appearance? { forcing?.style == "dark" ? .dark : nil }

    private func absolute(_ file: String) -> String {
        PathText.standardized(file.hasPrefix("/") ? file : PathText.join(cwd, file))
    }
}

extension Appearance {
    /// The same level (plain, elevated, high contrast) on the given side: `lightHighContrast` on
    /// the dark side is `darkHighContrast`.
    func onSide(dark: Bool) -> Appearance {
        switch self {
        case .light, .dark: return dark ? .dark : .light
        case .lightElevated, .darkElevated: return dark ? .darkElevated : .lightElevated
        case .lightHighContrast, .darkHighContrast: return dark ? .darkHighContrast : .lightHighContrast
        }
    }
}
