#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An app forcing one appearance in code (a window's root view with `.preferredColorScheme(.dark)`)
/// beside another app of the repository whose Info.plist sets no style and whose folder holds none of
/// the forcing code: that app shows the system's appearance, so the forcing is one app's, not the
/// code's. KSPlayer (session 25, intent25) forces Dark in its SwiftUI demo's `ContentView` while its
/// UIKit demo (`Demo/demo-iOS/demo-iOS/Info.plist`, no style) shows the library's player in the
/// system's appearance: read as a dark-only app, init proposed black light values for the player's
/// white subtitles (`SubtitleModel.textColor` → `Color.primary`) and the white control tints over the
/// video (`PlayerToolBar`'s buttons → `primaryTint`, #000000 in light).
extension ForcedAppearance {
    /// Whether an app the settings show following the system (an Info.plist of an app that sets no
    /// style, `systemShowingApp`) lies in a folder that holds none of the code sites among `forced`.
    /// A forcing the settings say too (an Info.plist's style) is left to `forcing`'s per-target reading.
    static func anotherAppShowsTheSystem(besides forced: [ForcedAppearance], in sites: [ForcedAppearance]) -> Bool {
        let code = forced.filter { !$0.isSettings }
        guard !code.isEmpty, code.count == forced.count else { return false }
        return sites.contains { app in
            guard app.style == systemStyle, app.target == nil, PathText.lastComponent(of: app.file).hasSuffix("Info.plist") else { return false }
            let folder = appFolder(ofInfoPlist: app.file)
            return !code.contains { holds(folder, $0.file) }
        }
    }

    /// What `summary` says where `anotherAppShowsTheSystem` undoes a code forcing: the forcing is
    /// named as one app's, and the app showing the system's appearance beside it (the draft reads
    /// the code's colors as light values, as `forcing` then does).
    static func oneAppsForcing(_ sites: [ForcedAppearance]) -> String? {
        let forced = sites.filter { $0.style != systemStyle }
        guard Set(forced.map(\.style)).count == 1, let style = forced.first?.style else { return nil }
        let appWide = forced.filter(\.appWide)
        guard !appWide.isEmpty, anotherAppShowsTheSystem(besides: appWide, in: sites),
              let other = sites.first(where: { app in app.style == systemStyle && !appWide.contains { holds(appFolder(ofInfoPlist: app.file), $0.file) } }) else { return nil }
        let shown = appWide.prefix(2).map(\.description).joined(separator: "; ")
        return "one app forces the \(style) appearance (\(shown)) but the app of \(other.file) sets none: colors are read as shown in light"
    }

    /// The folder of the app an Info.plist describes: the folder holding the list's own folder
    /// (`Demo/demo-iOS/demo-iOS/Info.plist` → `Demo/demo-iOS`; `App/Info.plist` → the root, which
    /// holds every file: one app's forcing is then the code's).
    static func appFolder(ofInfoPlist path: String) -> String {
        PathText.directory(of: PathText.directory(of: path))
    }

    private static func holds(_ folder: String, _ file: String) -> Bool {
        folder.isEmpty || folder == "." || folder == "/" || file.hasPrefix(folder + "/")
    }
}
