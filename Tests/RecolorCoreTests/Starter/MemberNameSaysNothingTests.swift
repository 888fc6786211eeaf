@testable import RecolorCore
import XCTest

/// A member named only by a color type's word (`static let color = …`) names no token: `Color.color`
/// says nothing (session 26's review, F8: ChatGPTSwiftUI's `HighlighterConstants.color`). Its
/// namespace names it where that says something, else the role does.
extension StarterDraftTests {
    func testAMemberNamedOnlyColorNamesNoToken() throws {
        let files = ["Code.swift": """
        import SwiftUI
        enum HighlighterConstants {
            static let color = Color(red: 38/255, green: 38/255, blue: 38/255)
        }
        struct CodeBlock: View {
            var body: some View {
                Text("x").background(HighlighterConstants.color)
                Text("y").background(HighlighterConstants.color)
            }
        }
        """]
        let (d, _, _) = try draft(files)
        let names = d.tokens.map(\.name)
        XCTAssertFalse(names.contains("color"), "\(names)")
        XCTAssertFalse(names.contains { ["uiColor", "colour"].contains($0) }, "\(names)")
    }

    /// Non-triggering: a member whose name says more than its type keeps it.
    func testAMemberNamedMoreThanColorKeepsItsName() throws {
        let files = ["Code.swift": """
        import SwiftUI
        enum HighlighterConstants {
            static let codeColor = Color(red: 38/255, green: 38/255, blue: 38/255)
        }
        struct CodeBlock: View {
            var body: some View {
                Text("x").background(HighlighterConstants.codeColor)
                Text("y").background(HighlighterConstants.codeColor)
            }
        }
        """]
        let (d, _, _) = try draft(files)
        XCTAssertTrue(d.tokens.map(\.name).contains("codeColor"), "\(d.tokens.map(\.name))")
        XCTAssertTrue(TokenNaming.saysNothing("uiColor") && TokenNaming.saysNothing("color") && !TokenNaming.saysNothing("codeColor"))
    }
}
