import Foundation
import XCTest

/// A choice by the appearance inside a view whose color scheme the same code flips
/// (CopilotForXcode's HoverableImageView, verify30 V5): kept as written by init and fix; the same
/// choice outside the override is one token with the code's values.
final class SchemeOverrideTests: XCTestCase {
    static let overlay = """
        import SwiftUI
        struct ImageOverlay: View {
            @Environment(\\.colorScheme) var colorScheme
            var body: some View {
                VStack {
                    ZStack {
                        Color.clear.background(.regularMaterial)
                        Text("Not supported")
                            .foregroundColor(colorScheme == .dark ? .primary : .white)
                    }
                    .colorScheme(colorScheme == .dark ? .light : .dark)
                    Text("Caption").foregroundColor(colorScheme == .dark ? Color.white : Color.black)
                }
            }
        }

        """

    func testAChoiceUnderAFlippedSchemeIsKeptAndItsSiblingIsAToken() throws {
        let s = try Scratch()
        try s.write("Sources/App/ImageOverlay.swift", Self.overlay)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = (t["tokens"] as? [String: [String: Any]] ?? [:]).values
        XCTAssertFalse(tokens.contains { ($0["light"] as? String) == "#FFFFFF" && ($0["dark"] as? String) == "#FFFFFF" }, "\(tokens)")
        XCTAssertTrue(tokens.contains { ($0["light"] as? String) == "#000000" && ($0["dark"] as? String) == "#FFFFFF" && ($0["source"] as? String) == "code" },
                      "the sibling outside the override is the code's pair: \(tokens)")
        _ = try CommandRunner.recolor(["generate"], in: s.url)
        let f = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(f.status, 0, f.stderr)
        let after = try s.read("Sources/App/ImageOverlay.swift")
        XCTAssertTrue(after.contains(".foregroundColor(colorScheme == .dark ? .primary : .white)"), after)
        XCTAssertFalse(after.contains("colorScheme == .dark ? Color.white : Color.black"), "the sibling is rewritten whole: \(after)")
    }
}
