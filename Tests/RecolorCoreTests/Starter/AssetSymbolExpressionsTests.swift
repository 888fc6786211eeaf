import Foundation
@testable import RecolorCore
import XCTest

/// init's expressions where Xcode generates asset symbols (issue 23, item 3): Xcode's own symbols
/// for a token drafted from a color set where the targets run ColorResource (iOS 17 / macOS 14),
/// and never a SwiftUI member Xcode also declares (GoMap's `Color.inverseTint`, generate exit 2).
final class AssetSymbolExpressionsTests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work.appendingPathComponent("App/Assets.xcassets/InverseTint.colorset"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: work.appendingPathComponent("App/Assets.xcassets/Primary Text Color.colorset"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    func project(_ platforms: [ApplePlatform: PlatformVersion], symbols: Bool = true) -> ProjectFacts {
        ProjectFacts(targets: [BuildTarget(name: "App", kind: "application", declaredIn: "App.xcodeproj", platforms: platforms,
                                           members: [work.appendingPathComponent("App").path], assetSymbols: symbols)])
    }

    func literalToken(_ name: String, _ expressions: [Framework: String]) -> StarterDraft.Token {
        var t = StarterDraft.Token(name: name, role: .tint, values: [StarterDraft.Value(match: "#112233", color: RGBA(red: 0x11, green: 0x22, blue: 0x33))])
        t.expressions = expressions
        return t
    }

    func setToken() -> StarterDraft.Token {
        var t = StarterDraft.Token(name: "primaryText", role: .text, values: [StarterDraft.Value(match: "#111111", color: RGBA(red: 0x11, green: 0x11, blue: 0x11))])
        var pair = HarvestedPairs.Pair(values: [.light: "#111111", .dark: "#EEEEEE"], from: "App/Assets.xcassets/Primary Text Color.colorset/Contents.json")
        pair.asset = "Primary Text Color"
        t.harvest = pair
        t.expressions = [.uikit: "UIColor(named: \"Primary Text Color\")!", .swiftui: "Color(\"Primary Text Color\")"]
        return t
    }

    func testASwiftUIMemberXcodeAlsoDeclaresBecomesThePlatformColorGenerateDeclares() {
        var tokens = [literalToken("inverseTint", [.uikit: "Semantic.inverseTint", .swiftui: "Color.inverseTint"]),
                      literalToken("accent", [.uikit: "Semantic.accent", .swiftui: "Color.accent"])]
        AssetSymbolExpressions.apply(&tokens, project: project([.iOS: PlatformVersion(13, 0)]))
        XCTAssertEqual(tokens[0].expressions, [.uikit: "Semantic.inverseTint", .swiftui: "Color(Semantic.inverseTint)"])
        // No color set named accent yet, but generate writes accent.colorset, and Xcode declares Color.accent for it.
        XCTAssertEqual(tokens[1].expressions, [.uikit: "Semantic.accent", .swiftui: "Color(Semantic.accent)"])
        // A SwiftUI-only token gets the platform member too.
        var only = [literalToken("inverseTint", [.swiftui: "Color.inverseTint"])]
        AssetSymbolExpressions.apply(&only, project: project([.iOS: PlatformVersion(13, 0)]))
        XCTAssertEqual(only[0].expressions, [.uikit: "Semantic.inverseTint", .swiftui: "Color(Semantic.inverseTint)"])
        // Asset symbols off: nothing changes.
        var off = [literalToken("inverseTint", [.uikit: "Semantic.inverseTint", .swiftui: "Color.inverseTint"])]
        AssetSymbolExpressions.apply(&off, project: project([.iOS: PlatformVersion(13, 0)], symbols: false))
        XCTAssertEqual(off[0].expressions[.swiftui], "Color.inverseTint")
    }

    func testATokenOfAColorSetUsesXcodesSymbolsFromIOS17() {
        var new = [setToken()]
        AssetSymbolExpressions.apply(&new, project: project([.iOS: PlatformVersion(17, 0)]))
        XCTAssertEqual(new[0].expressions, [.uikit: "UIColor(resource: .primaryText)", .swiftui: "Color(.primaryText)"])
        // iOS 16 (or Catalyst 16 beside iOS 17) has no ColorResource: the asset name stays.
        for platforms: [ApplePlatform: PlatformVersion] in [[.iOS: PlatformVersion(16, 0)], [.iOS: PlatformVersion(17, 0), .macCatalyst: PlatformVersion(16, 0)]] {
            var old = [setToken()]
            AssetSymbolExpressions.apply(&old, project: project(platforms))
            XCTAssertEqual(old[0].expressions[.swiftui], "Color(\"Primary Text Color\")", "\(platforms)")
        }
    }
}
