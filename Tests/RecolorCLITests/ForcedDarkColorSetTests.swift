import Foundation
import XCTest

/// In an app forcing Dark, a token made of the app's own color set says light = the value the
/// set draws (fix leaves the set's Any entry as written), so `contrast` measures what is drawn;
/// a code literal's token still gets a proposed light (generate declares it). Session 23 audit F1
/// (emitron's snackbar sets measured at proposed light values the sets never held).
final class ForcedDarkColorSetTests: XCTestCase {
    func write(_ s: Scratch, forced: Bool) throws {
        if forced { try s.write("App/Info.plist", "<plist><dict>\n\t<key>UIUserInterfaceStyle</key>\n\t<string>Dark</string>\n</dict></plist>\n") }
        try s.write("App/Assets.xcassets/Contents.json", "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n")
        try s.write("App/Assets.xcassets/Surface.colorset/Contents.json", """
            {
              "colors" : [
                {
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x1E", "green" : "0x16", "red" : "0x14" } },
                  "idiom" : "universal"
                }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }

            """)
        try s.write("App/Home.swift", """
            import UIKit
            final class HomeViewController: UIViewController {
                let card = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor(named: "Surface")
                    card.backgroundColor = UIColor(red: 0.16, green: 0.17, blue: 0.2, alpha: 1)
                }
            }

            """)
    }

    func tokens(forced: Bool) throws -> [String: [String: Any]] {
        let s = try Scratch()
        try write(s, forced: forced)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return t["tokens"] as! [String: [String: Any]]
    }

    func testASetsTokenInAForcedDarkAppIsTheSetAsWritten() throws {
        let tokens = try tokens(forced: true)
        let set = tokens.first { $0.value["dark"] as? String == "#14161E" }
        XCTAssertEqual(set?.value["light"] as? String, "#14161E", "\(tokens)")
        XCTAssertTrue((set?.value["description"] as? String ?? "").contains("the value its color set draws today"), "\(tokens)")
        // The code's literal: a value of the app's dark theme, fixed as written (session 26: no proposed light).
        let code = tokens.first { $0.value["light"] as? String == "#292B33" }
        XCTAssertNotNil(code, "\(tokens)")
        XCTAssertEqual(code?.value["fixed"] as? Bool, true, "\(tokens)")
    }

    /// Non-triggering: in an app that does not force Dark the set's value is its light value and
    /// the dark is proposed (for this near-black surface, the same near black).
    func testASetsTokenInAnAppNotForcingDarkGetsAProposedDark() throws {
        let tokens = try tokens(forced: false)
        let set = tokens.first { $0.value["light"] as? String == "#14161E" }
        XCTAssertNotNil(set, "\(tokens)")
        XCTAssertTrue((set?.value["description"] as? String ?? "").contains("dark proposed by recolor init"), "\(tokens)")
    }

    /// fearless-iOS (session 27's review, F15): fix added to each of 43 light-only sets a dark
    /// entry equal to its own value (849 lines). In an app forcing Dark the sets are left as they
    /// are, and fix says once why.
    func testFixLeavesASetWhoseDarkIsItsOwnValueAndSaysWhyOnce() throws {
        let s = try Scratch()
        try write(s, forced: true)
        try s.write("App/Assets.xcassets/Ink.colorset/Contents.json", """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0xFF","green":"0xFF","blue":"0xFF","alpha":"1.000"}}}],"info":{"version":1,"author":"xcode"}}

            """)
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        let diff = try CommandRunner.recolor(["fix", "--diff", "."], in: s.url)
        XCTAssertFalse(diff.stdout.contains("colorset"), diff.stdout)
        XCTAssertEqual(diff.stderr.components(separatedBy: "left as they are").count - 1, 1, diff.stderr)
        XCTAssertTrue(diff.stderr.contains("2 color sets left as they are (no dark entry added)"), diff.stderr)
        let fix = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(fix.stderr.components(separatedBy: "left as they are").count - 1, 1, fix.stderr)
        XCTAssertFalse(try s.read("App/Assets.xcassets/Ink.colorset/Contents.json").contains("dark"))
    }

    /// Non-triggering: in an app that does not force Dark the white set's token has a dark value
    /// of its own, and fix adds it.
    func testFixAddsADarkEntryThatDiffersFromTheSetsValue() throws {
        let s = try Scratch()
        try write(s, forced: false)
        try s.write("App/Assets.xcassets/Ink.colorset/Contents.json", """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0xFF","green":"0xFF","blue":"0xFF","alpha":"1.000"}}}],"info":{"version":1,"author":"xcode"}}

            """)
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        let diff = try CommandRunner.recolor(["fix", "--diff", "."], in: s.url)
        XCTAssertTrue(diff.stdout.contains("Ink.colorset"), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("\"value\" : \"dark\""), diff.stdout)
    }
}
