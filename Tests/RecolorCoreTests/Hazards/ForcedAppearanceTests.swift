@testable import RecolorCore
import XCTest

/// An app that forces one appearance: a window's override in code, or Info.plist's key. Only an
/// app-wide site with one style forces it (a view's override is one screen; light and dark both
/// set is the user's choice): then the appearance hazards are notes.
final class ForcedAppearanceTests: XCTestCase {
    func forcing(_ code: String) -> ForcedAppearance? {
        ForcedAppearance.forcing(ForcedAppearance.inSwift(SwiftSource(path: "A.swift", bytes: Array(code.utf8))))
    }

    func testAWindowOverrideToAFixedStyle() {
        XCTAssertEqual(forcing("import UIKit\n\nwindow?.overrideUserInterfaceStyle = .light\n")?.line, 3)
        XCTAssertEqual(forcing("self.window.overrideUserInterfaceStyle = UIUserInterfaceStyle.dark")?.style, "dark")
        XCTAssertNil(forcing("window?.overrideUserInterfaceStyle = .unspecified\n"))
        XCTAssertNil(forcing("view.overrideUserInterfaceStyle = .dark\n"), "one view is not the app")
        XCTAssertNil(forcing("window?.overrideUserInterfaceStyle = settings.style\n"), "the user's choice is no forced appearance")
        XCTAssertNil(forcing("if a { window?.overrideUserInterfaceStyle = .dark } else { window?.overrideUserInterfaceStyle = .light }"),
                     "light and dark both set: an in-app choice")
        XCTAssertFalse(ForcedAppearance.mayForce(Array("view.backgroundColor = .white".utf8)))
    }

    func testInfoPlistKey() {
        XCTAssertEqual(ForcedAppearance.inSettings(path: "Info.plist", text: "<dict>\n\t<key>UIUserInterfaceStyle</key>\n\t<string>Light</string>\n</dict>").map(\.style), ["light"])
        XCTAssertEqual(ForcedAppearance.inSettings(path: "Info.plist", text: "<key>UIUserInterfaceStyle</key><string>Automatic</string>").count, 0)
        XCTAssertEqual(ForcedAppearance.inSettings(path: "Info.plist", text: "<key>CFBundleName</key><string>Light</string>").count, 0)
    }

    /// Told from the offsets of `olor` (as the screening does), the check keeps what its passes keep.
    func testMayForceGivenColorOffsetsAgreesWithItsPasses() {
        let sources = [".preferredColorScheme(.dark)", "preferredColorScheme", "preferredColorSchem", "referredColorScheme",
                       "xpreferredColorSchemex", "window?.overrideUserInterfaceStyle = .light", "NSAppearance(named: .aqua)",
                       "let color = Color.red", "", "ColorScheme", "preferredColor Scheme"]
        for source in sources {
            let bytes = Array(source.utf8)
            XCTAssertEqual(ForcedAppearance.mayForce(bytes, olor: ColorWordOffsets(bytes).olor), ForcedAppearance.mayForce(bytes), source)
        }
        XCTAssertTrue(ForcedAppearance.mayForce(Array("v.preferredColorScheme(.dark)".utf8), olor: ColorWordOffsets(Array("v.preferredColorScheme(.dark)".utf8)).olor))
    }
}
