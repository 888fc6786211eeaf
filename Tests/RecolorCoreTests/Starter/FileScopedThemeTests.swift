@testable import RecolorCore
import XCTest

/// Two themes of one type, each declaring its own `fileprivate static let text = Color(light:
/// dark:)` in its own file (MarkdownUI's Theme+GitHub.swift and Theme+DocC.swift, session 25 audit
/// F11): each file's member is a token of its own, named for its file's theme and cited from its
/// own line, never one token per name with one theme's values and the other's line.
/// Hand-written fixture in that shape.
final class FileScopedThemeTests: XCTestCase {
    static let helper = """
        import SwiftUI
        public struct Theme { var text: Color; var link: Color }
        extension Color {
            public init(rgba: UInt32) {
                self.init(red: Double((rgba >> 24) & 0xFF) / 255, green: Double((rgba >> 16) & 0xFF) / 255,
                          blue: Double((rgba >> 8) & 0xFF) / 255, opacity: Double(rgba & 0xFF) / 255)
            }
            public init(light: @escaping @autoclosure () -> Color, dark: @escaping @autoclosure () -> Color) { self = light() }
        }
        """

    static func theme(_ name: String, text: (String, String), link: (String, String), access: String = "fileprivate") -> String {
        """
        import SwiftUI
        extension Theme {
            public static let \(name) = Theme(text: .text, link: .link)
        }
        extension Color {
            \(access) static let text = Color(light: Color(rgba: 0x\(text.0)ff), dark: Color(rgba: 0x\(text.1)ff))
            \(access) static let link = Color(light: Color(rgba: 0x\(link.0)ff), dark: Color(rgba: 0x\(link.1)ff))
        }
        """
    }

    func draft(_ files: [String: String]) -> StarterDraft {
        var options = RunOptions()
        options.threads = 1
        let inputs = files.sorted { $0.key < $1.key }.map { FileInput(path: $0.key, bytes: Array($0.value.utf8)) }
        let result = Engine.analyze(inputs, options: options)
        return StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
    }

    /// Triggering: two files' `fileprivate` members of one name are two tokens each, with their
    /// own values, named `paperText`/`docCText`, each cited from its own file.
    func testTwoThemesFileprivateMembersStayApart() throws {
        let d = draft(["Color+RGBA.swift": Self.helper,
                       "Theme+Paper.swift": Self.theme("paper", text: ("060606", "fbfbfc"), link: ("2c65cf", "4c8ef8")),
                       "Theme+DocC.swift": Self.theme("docC", text: ("1d1d1f", "f5f5f7"), link: ("0066cc", "2997ff"))])
        let byName = Dictionary(d.tokens.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        XCTAssertNil(byName["text"], "\(byName.keys.sorted())")
        let paper = try XCTUnwrap(byName["paperText"], "\(byName.keys.sorted())")
        let docC = try XCTUnwrap(byName["docCText"], "\(byName.keys.sorted())")
        XCTAssertEqual(paper.appearance[.light], RGBA(mappingHex: "#060606"))
        XCTAssertEqual(docC.appearance[.light], RGBA(mappingHex: "#1D1D1F"))
        XCTAssertEqual(docC.appearance[.dark], RGBA(mappingHex: "#F5F5F7"))
        XCTAssertTrue(paper.description.contains("Theme+Paper.swift:"), paper.description)
        XCTAssertTrue(docC.description.contains("Theme+DocC.swift:"), docC.description)
        XCTAssertEqual(byName["docCLink"]?.appearance[.light], RGBA(mappingHex: "#0066CC"))
        XCTAssertEqual(byName["paperLink"]?.appearance[.light], RGBA(mappingHex: "#2C65CF"))
        // Generated names: the members are no expression other files can name.
        XCTAssertTrue(docC.expressions.values.allSatisfy { $0.contains("docCText") }, "\(docC.expressions)")
    }

    /// Non-triggering: one file's `fileprivate` members (no other file declares the name) keep
    /// the member's name and expression; an internal member of one file is the member too.
    func testOneFilesOwnMemberKeepsItsName() throws {
        for access in ["fileprivate", "static"] {
            let d = draft(["Color+RGBA.swift": Self.helper,
                           "Theme+Paper.swift": Self.theme("paper", text: ("060606", "fbfbfc"), link: ("2c65cf", "4c8ef8"), access: access == "static" ? "" : access)])
            let text = try XCTUnwrap(d.tokens.first { $0.name == "text" }, "\(access): \(d.tokens.map(\.name))")
            XCTAssertFalse(text.expressions.isEmpty, access)
            XCTAssertFalse(d.tokens.contains { $0.name == "paperText" }, access)
        }
    }

    /// The theme a file stands for, from its name.
    func testQualifierOfAFile() {
        XCTAssertEqual(FileScopedMembers.qualifier(of: "Sources/MarkdownUI/Theme/Theme+GitHub.swift"), "gitHub")
        XCTAssertEqual(FileScopedMembers.qualifier(of: "Theme+DocC.swift"), "docC")
        XCTAssertEqual(FileScopedMembers.qualifier(of: "a/NightTheme.swift"), "nightTheme")
        XCTAssertEqual(FileScopedMembers.qualifier(of: "UI+Colors.swift"), "colors")
        XCTAssertEqual(FileScopedMembers.qualifier(of: "UIColors.swift"), "uiColors")
        XCTAssertNil(FileScopedMembers.qualifier(of: "+.swift"))
    }
    /// A `private` member's pair that another file also writes (Beszel's `private static let stringColor =
    /// UIColor { … }` and a label's ternary of the same values, session 40's verify40a v7): the token is no
    /// expression of the private member (the other file could not name it), but the generated one.
    /// Negative: written in its own file only, the member stays the token's expression.
    func testAPrivateMemberIsNoExpressionForAnotherFilesChoice() {
        let member = """
            import UIKit
            struct Highlighter {
                private static let stringColor = UIColor { trait in
                    trait.userInterfaceStyle == .dark ? UIColor(red: 0.5, green: 0.7, blue: 1.0, alpha: 1.0) : UIColor(red: 0.1, green: 0.4, blue: 0.7, alpha: 1.0)
                }
                static func paint(_ l: UILabel) { l.textColor = stringColor }
            }
            """
        let other = """
            import UIKit
            final class LinkLabel: UILabel {
                func style() {
                    textColor = traitCollection.userInterfaceStyle == .dark ? UIColor(red: 0.5, green: 0.7, blue: 1.0, alpha: 1.0) : UIColor(red: 0.1, green: 0.4, blue: 0.7, alpha: 1.0)
                }
            }
            """
        let both = draft(["Highlight.swift": member, "LinkLabel.swift": other])
        let token = both.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#1A66B3") }
        XCTAssertNotNil(token, "\(both.tokens.map(\.name))")
        XCTAssertFalse(token?.expressions.values.contains { $0.contains("Highlighter.stringColor") } ?? true, "\(token?.expressions ?? [:])")
        let alone = draft(["Highlight.swift": member])
        XCTAssertEqual(alone.tokens.first { $0.appearance[.light] == RGBA(mappingHex: "#1A66B3") }?.expressions[.uikit], "Highlighter.stringColor")
    }
}
