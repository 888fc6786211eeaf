@testable import RecolorCore
import XCTest

/// Xcode generates no asset symbol that a color type declares already: Harbour's `Secondary`
/// color set is no `.foregroundStyle(.secondary)` (SwiftUI's hierarchical style), which was
/// paired with `.background(.secondary.opacity(0.1))` as the app's own blue on itself.
final class ConflictingAssetSymbolTests: XCTestCase {
    func token(_ asset: String) -> Configuration.SemanticToken {
        var t = Configuration.SemanticToken(name: "x", expressions: [.swiftui: "Color(.x)"])
        t.asset = asset
        t.source = "code"
        return t
    }

    func testASetNamedAsSwiftUIsOwnMemberHasNoSymbol() {
        XCTAssertEqual(TokenExpressions.assetSymbols(of: token("Secondary")), [])
        XCTAssertEqual(TokenExpressions.assetSymbols(of: token("Primary")), [])
        // Negative: an app's own name is a symbol.
        XCTAssertEqual(TokenExpressions.assetSymbols(of: token("Premium Text")).first, "Color.premiumText")
    }
}
