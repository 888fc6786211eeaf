import Foundation
import XCTest

/// A SwiftUI token named as the app's own fixed `Color` member (`extension Color { static let shadeSnow =
/// Color(red: 0.988, …) }`, the palette member it stands for) is spelled through generate's platform color,
/// `Color(Semantic.shadeSnow)`: spelled `Color.shadeSnow` it was the fixed member generate keeps, its dark never
/// drawn (white text on #FCFCFD in Dark), `check` after `fix` flagged every member `fix` wrote and each `fix`
/// "rewrote" them again (Moonfin, session 30's review B10 and B5). Negative: a member that is a color set keeps
/// its spelling (its dark is written into the set).
final class OwnMemberExpressionsTests: XCTestCase {
    static let app: [String: String] = [
        "Chips.swift": #"""
            import SwiftUI
            
            struct ShelfScheme {
                let background: Color
                let onBackground: Color
            }
            
            extension ShelfScheme {
                static let standard = ShelfScheme(background: .shadeInk, onBackground: .shadeSnow)
            }
            
            struct ModeChip: View {
                let icon: String
                let defaultTint: Color
                let focusedBackground: Color
                var body: some View {
                    Image(systemName: icon).foregroundColor(defaultTint).background(focusedBackground)
                }
            }
            
            struct ModeRow: View {
                var body: some View {
                    HStack {
                        ModeChip(icon: "repeat", defaultTint: .white, focusedBackground: .shadeSnow)
                        ModeChip(icon: "shuffle", defaultTint: .white, focusedBackground: .shadeSnow)
                        ModeChip(icon: "backward", defaultTint: .white, focusedBackground: .shadeSnow)
                    }
                }
            }
            """#,
        "DialogButton.swift": #"""
            import SwiftUI
            
            struct DialogButton: View {
                let title: String
                @FocusState private var isFocused: Bool
            
                var body: some View {
                    Button {
                    } label: {
                        Text(title)
                            .foregroundColor(titleColor)
                            .padding(8)
                            .background(
                                RoundedRectangle(cornerRadius: 8)
                                    .fill(backgroundColor)
                            )
                    }
                    .focused($isFocused)
                }
            
                private var titleColor: Color {
                    if isFocused {
                        return .black
                    }
                    return ShelfScheme.standard.onBackground
                }
            
                private var backgroundColor: Color {
                    if isFocused {
                        return Color.white
                    }
                    return Color.white.opacity(0.1)
                }
            }
            
            struct DialogScreen: View {
                var body: some View {
                    ZStack {
                        Color.shadeInk.ignoresSafeArea()
                        VStack {
                            Text("Remove server?").foregroundColor(.shadeSnow)
                            DialogButton(title: "Cancel")
                        }
                        .background(Color.shadeSlate)
                    }
                }
            }
            """#,
        "Palette.swift": #"""
            import SwiftUI
            
            extension Color {
                static let shadeSnow = Color(red: 0.988, green: 0.988, blue: 0.992)
                static let shadeInk = Color(red: 0.031, green: 0.031, blue: 0.031)
                static let shadeSlate = Color(red: 0.110, green: 0.125, blue: 0.149)
            }
            """#
    ]

    func migrated(_ files: [String: String]) throws -> (Scratch, [String: [String: Any]]) {
        let s = try Scratch()
        for (path, text) in files { try s.write(path, text) }
        XCTAssertEqual(try CommandRunner.recolor(["init", "-q", "."], in: s.url).status, 0)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        XCTAssertEqual(try CommandRunner.recolor(["generate", "-q"], in: s.url).status, 0)
        XCTAssertEqual(try CommandRunner.recolor(["fix", "-q", "."], in: s.url).status, 0)
        return (s, t["tokens"] as? [String: [String: Any]] ?? [:])
    }

    func testAFixedOwnMemberTokenIsGeneratesPlatformColor() throws {
        let (s, tokens) = try migrated(Self.app)
        XCTAssertEqual(tokens["shadeSnow"]?["swiftui"] as? String, "Color(Semantic.shadeSnow)", tokens.description)
        let check = try CommandRunner.recolor(["check", "."], in: s.url)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        let again = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertTrue(again.stderr.contains("rewrote 0 findings"), again.stderr)
        XCTAssertTrue(try s.read("DialogButton.swift").contains("Color(Semantic.shadeSnow)"))
    }

    func testAColorSetMemberKeepsItsSpelling() throws {
        var files = Self.app
        files["Palette.swift"] = files["Palette.swift"]!.replacingOccurrences(of: "Color(red: 0.988, green: 0.988, blue: 0.992)", with: "Color(\"Snow\")")
        files["Assets.xcassets/Contents.json"] = #"{ "info" : { "author" : "xcode", "version" : 1 } }"#
        files["Assets.xcassets/Snow.colorset/Contents.json"] = #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.988", "green" : "0.988", "blue" : "0.992", "alpha" : "1.000" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
        let (s, tokens) = try migrated(files)
        XCTAssertEqual(tokens["shadeSnow"]?["swiftui"] as? String, "Color.shadeSnow", tokens.description)
        XCTAssertEqual(try CommandRunner.recolor(["check", "."], in: s.url).status, 0)
    }
}
