import Foundation
import XCTest

/// Pairs the code decides with one light member and different dark values (isowords: eight
/// `colorScheme == .dark ? X : .isowordsBlack`) are told apart by their dark side, never by
/// ordinal letters (`isowordsBlackVariantA`…`H`, issue 25: no ordinal beyond quaternary).
final class HarvestedPairNameTests: XCTestCase {
    func testPairsOfOneLightMemberAreNamedByTheirDarkSide() throws {
        let s = try Scratch()
        try s.write("Sources/Colors.swift", """
            import SwiftUI
            extension Color {
              public static let ink = Color(red: 0x12 / 255, green: 0x12 / 255, blue: 0x12 / 255)
              public static let team = Color(red: 0xE1 / 255, green: 0x68 / 255, blue: 0x5C / 255)
            }

            """)
        try s.write("Sources/Home.swift", """
            import SwiftUI
            struct Home: View {
              @Environment(\\.colorScheme) var colorScheme
              var body: some View {
                VStack {
                  Text("a").foregroundColor(colorScheme == .dark ? Color(red: 0xF2 / 255, green: 0xE2 / 255, blue: 0x9F / 255) : .ink)
                  Text("b").foregroundColor(colorScheme == .dark ? Color(red: 0x5A / 255, green: 0x9B / 255, blue: 0xE8 / 255) : .ink)
                  Text("c").foregroundColor(colorScheme == .dark ? .team : .ink)
                  Text("d").foregroundColor(colorScheme == .dark ? Color(red: 0xE9 / 255, green: 0xA2 / 255, blue: 0x7C / 255) : .ink)
                  Text("e").foregroundColor(colorScheme == .dark ? Color(red: 0x7B / 255, green: 0xD3 / 255, blue: 0x89 / 255) : .ink)
                  Text("f").foregroundColor(colorScheme == .dark ? Color(red: 0xC7 / 255, green: 0x8B / 255, blue: 0xE8 / 255) : .ink)
                }
              }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let names = Array((t["tokens"] as? [String: Any] ?? [:]).keys)
        XCTAssertFalse(names.contains { $0.contains("Variant") }, "\(names)")
        XCTAssertFalse(names.contains { $0.last?.isNumber ?? false }, "\(names)")
        // Where qualifiers of the light value run out, hue words true of the dark side.
        let byDark = names.filter { $0.hasPrefix("inkOr") }
        XCTAssertGreaterThanOrEqual(byDark.count, 3, "\(names)")
        let tokens = t["tokens"] as? [String: [String: Any]] ?? [:]
        for name in byDark {
            let dark = tokens[name]?["dark"] as? String ?? ""
            let hue = ["Green": "#7BD389", "Purple": "#C78BE8", "Orange": "#E9A27C", "Yellow": "#F2E29F", "Blue": "#5A9BE8"]
            for (word, value) in hue where name.contains(word) { XCTAssertEqual(dark, value, "\(name): its hue word is its dark side's") }
        }
    }
}
