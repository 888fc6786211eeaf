import Foundation
import XCTest

/// `fix` giving a light-only color set a dark appearance makes every `.cgColor` of that set
/// stored in a layer a stale color, in files it does not rewrite: said on stderr (contract v4,
/// "A plain fix that makes a stale-color says so"). A set whose dark entry the table leaves
/// out makes none.
final class CreatedColorSetStaleTests: XCTestCase {
    func write(_ s: Scratch, dark: Bool) throws {
        try s.write("Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try s.write("Assets.xcassets/TintColor.colorset/Contents.json", """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x9F", "green" : "0xB0", "red" : "0x00" } }, "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """)
        try s.write("AdviceView.swift", """
            import UIKit
            final class AdviceView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.borderColor = UIColor(named: "TintColor")!.cgColor
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            """)
        let values = dark ? ##""light": "#00B09F", "dark": "#20BAA8""## : ##""light": "#00B09F""##
        try s.write(".recolor.json", ##"{ "tokens": { "tint": { "uikit": "UIColor(named: \"TintColor\")!", "##
                    + values + ##", "asset": "TintColor" } }, "rules": [ { "match": "#00B09F", "token": "tint" } ] }"##)
    }

    func testASetMadeDynamicByFixIsSaidWhereItsCGColorIsStored() throws {
        let s = try Scratch()
        try write(s, dark: true)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertTrue(try s.read("Assets.xcassets/TintColor.colorset/Contents.json").contains("dark"), r.stderr)
        XCTAssertTrue(r.stderr.contains("AdviceView.swift:5:"), r.stderr)
        XCTAssertTrue(r.stderr.contains("made a stale color"), r.stderr)
    }

    /// A set with a one-letter name (legal in Xcode): the search for the files naming it crashed
    /// `fix` on a precondition (session 20 audit F8); now it is searched like any other.
    func testASetWithAOneLetterNameIsMadeDynamic() throws {
        let s = try Scratch()
        try s.write("Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try s.write("Assets.xcassets/x.colorset/Contents.json", """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "1.000", "red" : "1.000" } }, "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """)
        try s.write("V.swift", """
            import UIKit
            final class V: UIView {
                func setUp() { layer.borderColor = UIColor(named: "x")!.cgColor }
            }

            """)
        try s.write(".recolor.json", ##"{ "tokens": { "background": { "uikit": "Semantic.background", "light": "#FFFFFF", "dark": "#000000" } }, "rules": [ { "match": "#FFFFFF", "token": "background" } ] }"##)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertLessThan(r.status, 4, r.stderr)
        XCTAssertTrue(try s.read("Assets.xcassets/x.colorset/Contents.json").contains("dark"), r.stderr)
        XCTAssertTrue(r.stderr.contains("V.swift:3:"), r.stderr)
    }

    func testASetLeftLightOnlyMakesNone() throws {
        let s = try Scratch()
        try write(s, dark: false)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertFalse(r.stderr.contains("stale color"), r.stderr)
    }
}
