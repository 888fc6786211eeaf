import Foundation
import XCTest

/// A color set inside a catalog folder that provides a namespace is called by its folder and name
/// (`Color("Colors/BubbleText")`): that call is the set's use. Meshtastic draws its chat bubble so
/// and `contrast` saw none of its 24 such calls (session 28: 4 pairs → 14). Negative: another
/// folder's name (`Color("Other/BubbleText")`) is no call of the set: no pair.
final class ContrastNamespacedColorSetTests: XCTestCase {
    static func set(_ light: (String, String, String), dark: (String, String, String)) -> String {
        func color(_ c: (String, String, String)) -> String {
            #"{"color-space":"srgb","components":{"red":"\#(c.0)","green":"\#(c.1)","blue":"\#(c.2)","alpha":"1.000"}}"#
        }
        return #"{"colors":[{"idiom":"universal","color":\#(color(light))},{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":\#(color(dark))}],"info":{"version":1,"author":"xcode"}}"# + "\n"
    }

    static func files(_ swift: String) -> [String: String] {
        [
            "App/Assets.xcassets/Colors/Contents.json": #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"# + "\n",
            "App/Assets.xcassets/Colors/Bubble.colorset/Contents.json": set(("0xE8", "0xE9", "0xF0"), dark: ("0x3D", "0x3E", "0x50")),
            "App/Assets.xcassets/Colors/BubbleText.colorset/Contents.json": set(("0x3D", "0x3E", "0x50"), dark: ("0xF5", "0xF6", "0xFA")),
            "App/MessageText.swift": swift,
        ]
    }

    /// A view drawing its text and bubble with the sets named through `folder`.
    static func messageText(folder: String) -> String {
        """
        import SwiftUI

        struct MessageText: View {
            var body: some View {
                Text("hi")
                    .foregroundColor(Color("\(folder)/BubbleText"))
                    .background(Color("\(folder)/Bubble"))
            }
        }

        """
    }

    func testASetCalledByItsNamespaceIsItsUse() throws {
        let r = try CommandRunner.contrastAfterInit(Self.files(Self.messageText(folder: "Colors")))
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("on bubble  (min 4.5, text; seen at App/MessageText.swift:6 on App/MessageText.swift:7)"), r.stdout)
    }

    func testAnotherFoldersNameIsNoCallOfTheSet() throws {
        let r = try CommandRunner.contrastAfterInit(Self.files(Self.messageText(folder: "Other")))
        XCTAssertEqual(r.status, 4, r.stdout + r.stderr)
        XCTAssertFalse(r.stdout.contains("App/MessageText.swift:6 on"), r.stdout)
    }
}
