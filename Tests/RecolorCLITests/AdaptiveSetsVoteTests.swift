import Foundation
import XCTest

/// The "dark by design" vote counts the app's own adaptive color sets where the code draws them
/// (session 21 audit F6: focus-ios, 24 sets with a dark appearance carrying its UI, was declared
/// dark by design from its few fixed colors, and every proposal was suppressed).
final class AdaptiveSetsVoteTests: XCTestCase {
    static func set(_ light: String, dark: String? = nil) -> String {
        func color(_ h: String) -> String {
            let c = Array(h)
            return #"{ "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "0x\#(String(c[0...1]))", "green" : "0x\#(String(c[2...3]))", "blue" : "0x\#(String(c[4...5]))" } }"#
        }
        let darkEntry = dark.map { #", { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : \#(color($0)), "idiom" : "universal" }"# } ?? ""
        return #"{ "colors" : [ { "color" : \#(color(light)), "idiom" : "universal" }\#(darkEntry) ], "info" : { "author" : "xcode", "version" : 1 } }"# + "\n"
    }

    /// Seven panels of white text on a fixed near-black (a dark-looking corner of the app), and,
    /// when `drawn`, twelve screens drawing the adaptive sets as their text and background.
    func initErr(drawn: Bool) throws -> String {
        let s = try Scratch()
        try s.write("App/Colors.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"# + "\n")
        try s.write("App/Colors.xcassets/Ink90.colorset/Contents.json", Self.set("2B2A33"))
        try s.write("App/Colors.xcassets/PrimaryText.colorset/Contents.json", Self.set("291D4F", dark: "FBFBFE"))
        try s.write("App/Colors.xcassets/Foundation.colorset/Contents.json", Self.set("D5D7FA", dark: "27192F"))
        try s.write("App/Colors.swift", """
            import UIKit
            extension UIColor {
                static let ink90 = UIColor(named: "Ink90")!
                static let primaryText = UIColor(named: "PrimaryText")!
                static let foundation = UIColor(named: "Foundation")!
            }

            """)
        var panels = "import UIKit\n\n"
        for n in 0..<7 {
            panels += "final class Panel\(n): UIView {\n    let title = UILabel()\n    func style() { backgroundColor = UIColor(white: 0.1, alpha: 1); title.textColor = .white }\n}\n\n"
        }
        try s.write("App/Panels.swift", panels)
        if drawn {
            var screens = "import UIKit\n\n"
            for n in 0..<12 {
                screens += "final class Screen\(n): UIViewController {\n    let label = UILabel()\n    override func viewDidLoad() { view.backgroundColor = .foundation; label.textColor = .primaryText }\n}\n\n"
            }
            try s.write("App/Screens.swift", screens)
        }
        let run = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stderr
    }

    func testAnAppDrawingItsAdaptiveSetsIsNotDarkByDesign() throws {
        let err = try initErr(drawn: true)
        XCTAssertFalse(err.contains("dark by design"), err)
    }

    func testAdaptiveSetsTheCodeNeverDrawsDoNotVote() throws {
        let err = try initErr(drawn: false)
        XCTAssertTrue(err.contains("dark by design"), err)
    }
}
