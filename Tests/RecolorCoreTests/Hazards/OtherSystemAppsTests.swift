@testable import RecolorCore
import XCTest

/// One app of the repository forcing an appearance in code is that app's, not the code's, where
/// another app's Info.plist sets no style and its folder holds none of the forcing code (KSPlayer's
/// SwiftUI demo forces Dark, its UIKit demo shows the system's appearance: session 25, intent25).
final class OtherSystemAppsTests: XCTestCase {
    func site(_ file: String, _ style: String, appWide: Bool = true) -> ForcedAppearance {
        var s = ForcedAppearance(file: file, line: 1, style: style, how: "x")
        s.appWide = appWide
        return s
    }

    func testAnotherAppShowingTheSystemUndoesOneAppsCodeForcing() {
        // Triggering: the UIKit demo's Info.plist (no style) in a folder apart from the forcing root view.
        let sites = [site("Demo/SwiftUI/Shared/ContentView.swift", "dark"),
                     site("Demo/SwiftUI/Player-Info.plist", ForcedAppearance.systemStyle),
                     site("Demo/demo-iOS/demo-iOS/Info.plist", ForcedAppearance.systemStyle)]
        XCTAssertNil(ForcedAppearance.forcing(sites))
        XCTAssertEqual(ForcedAppearance.summary(sites), "one app forces the dark appearance (x at Demo/SwiftUI/Shared/ContentView.swift:1) but the app of Demo/demo-iOS/demo-iOS/Info.plist sets none: colors are read as shown in light")
    }

    func testOneAppsOwnInfoPlistOrSettingsKeepTheForcing() {
        // Non-triggering: the app's own Info.plist beside its code (the root holds it), a list in
        // `App/Supporting Files/`, a settings site that forces too, no Info.plist at all.
        XCTAssertEqual(ForcedAppearance.forcing([site("App/RootView.swift", "dark"), site("App/Info.plist", ForcedAppearance.systemStyle)])?.style, "dark")
        XCTAssertEqual(ForcedAppearance.forcing([site("App/Sources/Root.swift", "dark"),
                                                 site("App/Supporting Files/Info.plist", ForcedAppearance.systemStyle)])?.style, "dark")
        XCTAssertEqual(ForcedAppearance.forcing([site("A/Sources/Root.swift", "dark"), site("A/A/Info.plist", "dark"),
                                                 site("B/B/Info.plist", ForcedAppearance.systemStyle)])?.file, "A/Sources/Root.swift")
        XCTAssertEqual(ForcedAppearance.forcing([site("Sources/Root.swift", "dark")])?.style, "dark")
        XCTAssertEqual(ForcedAppearance.summary([site("App/RootView.swift", "dark"), site("App/Info.plist", ForcedAppearance.systemStyle)]),
                       "the app forces the dark appearance: x at App/RootView.swift:1")
        // One screen's forcing was never the app's.
        XCTAssertNil(ForcedAppearance.forcing([site("Sources/Player.swift", "dark", appWide: false)]))
    }
}
