/// One thing the project builds (an app, an extension, a framework, a package target): the
/// platforms it builds for with the lowest OS of each, and the files it builds.
package struct BuildTarget: Sendable, Equatable {
    package var name: String
    /// `app`, `app-extension`, `framework`, `package`, … (for the reader; nil when unknown).
    package var kind: String?
    /// The project file that declares it, as reports show paths.
    package var declaredIn: String
    /// Each platform it builds for and its deployment target there.
    package var platforms: [ApplePlatform: PlatformVersion]
    /// What it builds: absolute paths of files, or of folders whose every file it builds (an
    /// asset catalog, a package target's folder, a synchronized group).
    package var members: [String] = []
    /// Absolute paths under a member folder that it does not build (a synchronized group's exceptions).
    package var excluded: [String] = []
    /// Whether Xcode generates asset symbols (`Color(.name)`) for its catalogs; nil when not said.
    package var assetSymbols: Bool?
    /// The one appearance it forces (`light` or `dark`) and the setting that says so
    /// (`INFOPLIST_KEY_UIUserInterfaceStyle = Dark`, its Info.plist's `UIUserInterfaceStyle`);
    /// nil when it shows the system's.
    package var forcedAppearance: TargetAppearance?

    package init(name: String, kind: String? = nil, declaredIn: String, platforms: [ApplePlatform: PlatformVersion],
                 members: [String] = [], excluded: [String] = [], assetSymbols: Bool? = nil) {
        self.name = name
        self.kind = kind
        self.declaredIn = declaredIn
        self.platforms = platforms
        self.members = members
        self.excluded = excluded
        self.assetSymbols = assetSymbols
    }

    /// Whether everything it builds is shown in the dark appearance only: it forces Dark, or it
    /// builds for watchOS alone, which has no light appearance (woocommerce-ios's watch app drew
    /// its light gray text as written; init proposed a near-black dark for it, which generate's
    /// watchOS branch then serves: session 26 lead sweep).
    package var showsOnlyDark: Bool {
        forcedAppearance?.style == "dark" || (!platforms.isEmpty && platforms.keys.allSatisfy { $0 == .watchOS })
    }

    /// Why it is dark only, for a kept color's reason.
    package var darkOnlyReason: String {
        forcedAppearance?.style == "dark" ? "which forces Dark (\(forcedAppearance?.how ?? ""))" : "for watchOS, which has only the dark appearance"
    }

    /// Whether it builds the file at the absolute path `path`.
    package func builds(_ path: String) -> Bool {
        func under(_ root: String) -> Bool { path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/") }
        return members.contains(where: under) && !excluded.contains(where: under)
    }

    /// `iOS 12.0, tvOS 13.0`.
    package var platformsText: String {
        platforms.isEmpty ? "no platform known" : platforms.sorted { $0.key < $1.key }.map { "\($0.key.displayName) \($0.value)" }.joined(separator: ", ")
    }
}

/// A Tuist project whose targets recolor cannot read: its manifest builds them through a function
/// of the app's ProjectDescriptionHelpers (`Project.module(name: …, targets: [.implements(…)])`),
/// which recolor does not run. Its folder is still a module of its own (Tuist builds a folder
/// with a `Project.swift` as its own project): its files cannot see the app's internal members
/// (wakmusic's 40 feature and UI modules; session 28's review, A1).
package struct UnreadTuistProject: Sendable, Equatable {
    /// The manifest, as reports show paths.
    package var manifest: String
    /// Its folder (absolute).
    package var folder: String
    /// The project's name: the folder's (Tuist's convention; a helper's `name:` is often computed).
    package var name: String
    /// The helper's call as written (`Project.module`), nil when none is seen.
    package var builder: String?
}

/// A project file recolor could not read: the run goes on without its facts.
package struct ProjectWarning: Sendable, Equatable, CustomStringConvertible {
    package var file: String
    package var line: Int?
    package var message: String

    package var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): warning: \(message)" }
}

/// The one appearance a target forces, and the setting that says so.
package struct TargetAppearance: Sendable, Equatable {
    /// `light` or `dark`.
    package var style: String
    /// `INFOPLIST_KEY_UIUserInterfaceStyle = Dark`, `UIUserInterfaceStyle Dark in App/Info.plist`.
    package var how: String
}
