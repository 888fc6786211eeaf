import Foundation
import XCTest

/// `Color(_:)` around a member of the app's platform-color palette, in a SwiftUI file that
/// imports no platform module: the member says which platform type it wraps (OnlySwitch's
/// `Color(.themeLila)` of its `extension NSColor` palette was missed beside `Color(nsColor:
/// .themeBlue)`: session 22's review, F17).
final class WrappedPaletteMemberTests: XCTestCase {
    func testAnUnlabeledWrapOfTheOtherPlatformsPaletteMemberIsAFinding() throws {
        let s = try Scratch()
        try s.write("Palette.swift", """
            import AppKit
            extension NSColor {
                static let themeLila = NSColor(red: 0.6, green: 0.5, blue: 0.9, alpha: 1)
            }

            """)
        try s.write("View.swift", """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Text("a").background(Color(.themeLila))
                        Text("b").background(Color(.accent))
                        Text("c").foregroundColor(Color(.white))
                    }
                }
            }

            """)
        try s.write(".recolor.json", #"{ "paletteFiles": ["Palette.swift"], "tokens": {}, "rules": [] }"#)
        let run = try CommandRunner.recolor(["check", "--format", "json", "View.swift"], in: s.url)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let findings = (json["findings"] as! [[String: Any]]).map { "\($0["line"]!) \($0["kind"]!) \($0["color"] ?? "")" }
        // Triggering: the palette member (5) and a named color (7); not: an asset symbol (6).
        XCTAssertEqual(findings, ["5 palette-reference #9980E6FF", "7 named-color #FFFFFFFF"], run.stdout)
    }
}
