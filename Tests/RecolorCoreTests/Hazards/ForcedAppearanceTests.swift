@testable import RecolorCore
import XCTest

/// An app that forces one appearance: a window's override in code, or Info.plist's key.
final class ForcedAppearanceTests: XCTestCase {
    func testAWindowOverrideToAFixedStyle() {
        XCTAssertEqual(ForcedAppearance.line(inSwift: Array("import UIKit\n\nwindow?.overrideUserInterfaceStyle = .light\n".utf8)), 3)
        XCTAssertEqual(ForcedAppearance.line(inSwift: Array("self.window.overrideUserInterfaceStyle = UIUserInterfaceStyle.dark".utf8)), 1)
        XCTAssertNil(ForcedAppearance.line(inSwift: Array("window?.overrideUserInterfaceStyle = .unspecified\n".utf8)))
        XCTAssertNil(ForcedAppearance.line(inSwift: Array("view.overrideUserInterfaceStyle = .dark\n".utf8)), "one view is not the app")
        XCTAssertNil(ForcedAppearance.line(inSwift: Array("window?.overrideUserInterfaceStyle = settings.style\n".utf8)), "the user's choice is no forced appearance")
    }

    func testInfoPlistKey() {
        XCTAssertTrue(ForcedAppearance.setInInfoPlist(Array("<dict>\n\t<key>UIUserInterfaceStyle</key>\n\t<string>Light</string>\n</dict>".utf8)))
        XCTAssertFalse(ForcedAppearance.setInInfoPlist(Array("<key>UIUserInterfaceStyle</key><string>Automatic</string>".utf8)))
        XCTAssertFalse(ForcedAppearance.setInInfoPlist(Array("<key>CFBundleName</key><string>Light</string>".utf8)))
    }
}
