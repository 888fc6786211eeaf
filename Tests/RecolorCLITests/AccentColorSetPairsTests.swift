import Foundation
import XCTest

/// `contrast` reads SwiftUI's `Color.accentColor` as the app's AccentColor set (a token), unless
/// some view of the app sets its own accent (Suwatte's root: `.accentColor(accentColor)`, the
/// user's pick): then the accent drawn is not the set, and no pair is made with it.
final class AccentColorSetPairsTests: XCTestCase {
    func contrast(root: String) throws -> String {
        let s = try Scratch()
        try s.write("Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try s.write("Assets.xcassets/AccentColor.colorset/Contents.json", OnePairOnOwnAccentTests.accent)
        try s.write("Retry.swift", """
            import SwiftUI
            struct Retry: View {
                var body: some View { Text("Retry").foregroundColor(.white).background(Color.accentColor) }
            }

            """)
        try s.write("App.swift", """
            import SwiftUI
            @main struct TheApp: App {
                var body: some Scene { WindowGroup { \(root) } }
            }

            """)
        XCTAssertEqual(try CommandRunner.recolor(["init"], in: s.url).status, 0)
        return try CommandRunner.recolor(["contrast", "--format", "json"], in: s.url).stdout
    }

    func testTheAccentIsTheAppsSet() throws {
        let out = try contrast(root: "Retry()")
        XCTAssertTrue(out.contains(#""background": "accentColor""#), out)
    }

    func testAnAppSettingItsOwnAccentHasNoPairWithTheSet() throws {
        let out = try contrast(root: "Retry().accentColor(.orange)")
        XCTAssertFalse(out.contains(#""background": "accentColor""#), out)
    }
}
