import Foundation
import XCTest

/// Color sets of one name in folders that provide a namespace (`Themes/Forest/background`,
/// `Themes/Sea/background` beside the catalog's own `background`) are named by their folder:
/// `forestBackground`, `seaBackground`, and the set the code calls `background` keeps that name.
/// azkar-ios (session 34, new to everyone): its four color themes' sets were `backgroundOrNearBlack`,
/// `backgroundOrDark`, `contentBackgroundOrDarkIndigo`, `nearWhiteContentBackground`, … (21 names
/// qualified by value or by `Or`), and the catalog's own `background` could lose its name to a
/// theme's set listed first. Negatives: a folder without the flag only groups (`Palette/card` stays
/// `card`); a namespaced set whose name no other set has keeps it (`Forest/contentBackground`).
final class NamespacedColorSetNamesTests: XCTestCase {
    static func set(light: String, dark: String) -> String {
        func color(_ v: String) -> String {
            #"{"color-space":"srgb","components":{"red":"\#(v)","green":"\#(v)","blue":"\#(v)","alpha":"1.000"}}"#
        }
        return #"{"colors":[{"idiom":"universal","color":\#(color(light))},{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":\#(color(dark))}],"info":{"version":1,"author":"xcode"}}"# + "\n"
    }

    static let folder = #"{"info":{"author":"xcode","version":1}}"# + "\n"
    static let namespace = #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"# + "\n"

    func tokens() throws -> [String: [String: Any]] {
        let s = try Scratch()
        let a = "App/Assets.xcassets/"
        try s.write(a + "Contents.json", Self.folder)
        try s.write(a + "background.colorset/Contents.json", Self.set(light: "0xF7", dark: "0x11"))
        try s.write(a + "Themes/Contents.json", Self.folder)
        try s.write(a + "Themes/Forest/Contents.json", Self.namespace)
        try s.write(a + "Themes/Forest/background.colorset/Contents.json", Self.set(light: "0xF3", dark: "0x1A"))
        try s.write(a + "Themes/Forest/contentBackground.colorset/Contents.json", Self.set(light: "0xFF", dark: "0x22"))
        try s.write(a + "Themes/Sea/Contents.json", Self.namespace)
        try s.write(a + "Themes/Sea/background.colorset/Contents.json", Self.set(light: "0xF5", dark: "0x15"))
        try s.write(a + "Palette/Contents.json", Self.folder)
        try s.write(a + "Palette/card.colorset/Contents.json", Self.set(light: "0xEE", dark: "0x2C"))
        try s.write("App/V.swift", """
        import SwiftUI

        struct V: View {
            var body: some View {
                Text("a").background(Color("background"))
            }
        }

        """)
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as? [String: Any]
        return try XCTUnwrap(json?["tokens"] as? [String: [String: Any]])
    }

    func testSetsOfOneNameAreNamedByTheirNamespaceFolder() throws {
        let tokens = try tokens()
        let from = tokens.mapValues { $0["from"] as? String ?? "" }
        XCTAssertEqual(from["background"], "App/Assets.xcassets/background.colorset/Contents.json", "\(from)")
        XCTAssertEqual(from["forestBackground"], "App/Assets.xcassets/Themes/Forest/background.colorset/Contents.json", "\(from)")
        XCTAssertEqual(from["seaBackground"], "App/Assets.xcassets/Themes/Sea/background.colorset/Contents.json", "\(from)")
        XCTAssertFalse(tokens.keys.contains { $0.contains("Or") || $0.contains("Variant") }, "\(tokens.keys.sorted())")
    }

    func testAGroupingFolderOrAUniqueNameAddsNoWord() throws {
        let from = try tokens().mapValues { $0["from"] as? String ?? "" }
        XCTAssertEqual(from["card"], "App/Assets.xcassets/Palette/card.colorset/Contents.json", "\(from)")
        XCTAssertEqual(from["contentBackground"], "App/Assets.xcassets/Themes/Forest/contentBackground.colorset/Contents.json", "\(from)")
    }
}
