@testable import RecolorCore
import XCTest

final class DeclarationPlanTests: XCTestCase {
    static let style = """
    enum Style {
        enum Color {
            enum Semantic {
                static let background = UIColor.white
            }
        }
    }
    typealias Essentials = Style.Color
    """

    func tree(_ text: String = style) -> TypeDeclarations {
        TypeDeclarations([SwiftSource(path: "Style.swift", bytes: Array(text.utf8))])
    }

    func token(_ name: String, _ expressions: [Framework: String], light: String? = "#313440", _ more: [Appearance: String] = [:]) -> Configuration.SemanticToken {
        var values = AppearanceValues()
        if let light { values[.light] = RGBA(mappingHex: light) }
        for (a, hex) in more { values[a] = RGBA(mappingHex: hex) }
        return Configuration.SemanticToken(name: name, expressions: expressions, values: values)
    }

    func testASystemColorTheProjectLacksGetsTheTablesOwnMemberInTheTablesNamespace() throws {
        let tokens = [token("background", [.uikit: "Palette.background"]), token("text", [.uikit: "UIColor.label"]),
                      token("separator", [.uikit: "UIColor.separator"], light: nil)]
        let iOS12 = Compilation(platforms: [.iOS: PlatformVersion(12)])
        let plan = try DeclarationPlan.make(tokens: tokens, declarations: TypeDeclarations(), shipping: iOS12)
        XCTAssertEqual(plan.members.map(\.name), ["background", "text"])
        XCTAssertEqual(plan.blocks.map(\.body.childNames), [["Palette"]])
        XCTAssertEqual(SystemColorFallback.member(of: tokens[1], framework: .uikit, tokens: tokens), "Palette.text")
        // No light value: nothing to declare, the site stays declined.
        XCTAssertNil(SystemColorFallback.member(of: tokens[2], framework: .uikit, tokens: tokens))
        // iOS 13 has UIColor.label, and with no project facts nothing is missing.
        XCTAssertEqual(try DeclarationPlan.make(tokens: tokens, declarations: TypeDeclarations(), shipping: Compilation(platforms: [.iOS: PlatformVersion(13)])).members.map(\.name), ["background"])
        XCTAssertEqual(try DeclarationPlan.make(tokens: tokens, declarations: TypeDeclarations()).members.map(\.name), ["background"])
        // A table of system colors alone: a member of the color type, never one named as a system color.
        let alone = [token("text", [.uikit: "UIColor.label"]), token("label", [.uikit: "UIColor.secondaryLabel"])]
        XCTAssertEqual(SystemColorFallback.member(of: alone[0], framework: .uikit, tokens: alone), "UIColor.text")
        XCTAssertNil(SystemColorFallback.member(of: alone[1], framework: .uikit, tokens: alone))
        XCTAssertEqual(try DeclarationPlan.make(tokens: alone, declarations: TypeDeclarations(), shipping: iOS12).blocks.map(\.extended), [["UIColor"]])
    }

    func testExtendsTheTypeTheTreeDeclaresAndKeepsItsMembers() throws {
        let plan = try DeclarationPlan.make(tokens: [
            token("background", [.uikit: "Style.Color.Semantic.background"]),
            token("key", [.uikit: "Style.Color.Semantic.key"]),
        ], declarations: tree())
        XCTAssertEqual(plan.blocks.map(\.extended), [["Style", "Color", "Semantic"]])
        XCTAssertEqual(plan.blocks[0].body.members.map(\.name), ["key"])
        XCTAssertEqual(plan.blocks[0].body.childNames, [])
        XCTAssertEqual(plan.kept, [DeclarationPlan.Kept(token: "background", expression: "Style.Color.Semantic.background", file: "Style.swift")])
    }

    func testCreatesNamespacesForWhatTheTreeLacks() throws {
        let plan = try DeclarationPlan.make(tokens: [
            token("surface", [.uikit: "UIColor.Trail.surface", .swiftui: "Color.Trail.surface"]),
            token("fresh", [.uikit: "Style.Color.Semantic.Brand.fresh"]),
            token("top", [.uikit: "DesignSystem.Colors.top"]),
        ], declarations: tree())
        XCTAssertEqual(plan.blocks.map(\.extended), [["UIColor"], ["Style", "Color", "Semantic"], [], ["Color"]])
        XCTAssertEqual(plan.blocks[0].body.childNames, ["Trail"])
        XCTAssertEqual(plan.blocks[0].body.children["Trail"]?.members.map(\.name), ["surface"])
        XCTAssertEqual(plan.blocks[1].body.childNames, ["Brand"])
        XCTAssertEqual(plan.blocks[2].body.childNames, ["DesignSystem"])
        XCTAssertEqual(plan.blocks[2].body.children["DesignSystem"]?.childNames, ["Colors"])
        XCTAssertEqual(plan.blocks[3].body.children["Trail"]?.members.map(\.framework), [.swiftui])
    }

    func testSystemColorsConversionsAndNonPathsAreLeftAlone() throws {
        let plan = try DeclarationPlan.make(tokens: [
            token("label", [.appkit: "NSColor.labelColor", .coregraphics: "NSColor.labelColor.cgColor", .swiftui: "Color(nsColor: .labelColor)"]),
            token("bg", [.uikit: "UIColor.systemBackground", .swiftui: ".primary"]),
        ], declarations: tree())
        XCTAssertTrue(plan.isEmpty)
        XCTAssertEqual(plan.leftAlone, 5)
    }

    func testUndeclarableExpressionsNameTheToken() {
        func error(_ expression: String, _ framework: Framework = .uikit) -> GenerateError? {
            do {
                _ = try DeclarationPlan.make(tokens: [token("t", [framework: expression])], declarations: tree())
                return nil
            } catch {
                return error
            }
        }
        XCTAssertEqual(error("Essentials.brand")?.token, "t")
        XCTAssertTrue(error("Essentials.brand")!.message.contains("Essentials is a typealias in Style.swift"), error("Essentials.brand")!.message)
        XCTAssertTrue(error("Style.Color.Semantic.background.inverted")!.message.contains("Style.Color.Semantic.background is a member declared in Style.swift, not a type"))
        XCTAssertTrue(error("UIColor.label.x")!.message.contains("UIColor.label is a system color"))
        XCTAssertTrue(error("Style.Color")!.message.contains("names a type (enum, in Style.swift), not a color"))
        XCTAssertNil(error("Style.Color.Semantic.fine"))
    }

    /// PDF-Archiver's drawing shim (`#if canImport(UIKit) private typealias Color = UIColor #else
    /// private typealias Color = NSColor #endif` in one file) names `Color` in that file only: every
    /// `Color.x` token was refused and fix wrote nothing (session 28's review, B4). A member the code
    /// already declares is kept, whatever else the name is somewhere.
    func testAFilePrivateTypealiasShadowsNothingElsewhereAndADeclaredMemberIsKept() throws {
        let shim = "#if canImport(UIKit)\nimport UIKit\nprivate typealias Color = UIColor\n#else\nimport AppKit\nfileprivate typealias Color = NSColor\n#endif\n"
        let declared = "import SwiftUI\npublic extension Color {\n    static var brandInkAsset: Color { Color(\"brandInk\") }\n}\n"
        let files = [SwiftSource(path: "Drawing.swift", bytes: Array(shim.utf8)), SwiftSource(path: "Colors.swift", bytes: Array(declared.utf8))]
        let plan = try DeclarationPlan.make(tokens: [token("inverseText", [.swiftui: "Color.inverseText"]), token("brandInkAsset", [.swiftui: "Color.brandInkAsset"])],
                                            declarations: TypeDeclarations(files))
        XCTAssertEqual(plan.members.map(\.name), ["inverseText"])
        XCTAssertEqual(plan.kept.map(\.expression), ["Color.brandInkAsset"])
        // Negative: a typealias the module sees (internal, or private inside a type is another path) still refuses a new member.
        let internalShim = shim.replacingOccurrences(of: "private typealias", with: "typealias").replacingOccurrences(of: "filetypealias", with: "typealias")
        let shared = [SwiftSource(path: "Drawing.swift", bytes: Array(internalShim.utf8)), SwiftSource(path: "Colors.swift", bytes: Array(declared.utf8))]
        XCTAssertThrowsError(try DeclarationPlan.make(tokens: [token("inverseText", [.swiftui: "Color.inverseText"])], declarations: TypeDeclarations(shared))) {
            XCTAssertTrue(($0 as? GenerateError)?.message.contains("Color is a typealias in Drawing.swift") ?? false, "\($0)")
        }
        // …but the member the code declares is kept there too: nothing to declare.
        XCTAssertEqual(try DeclarationPlan.make(tokens: [token("brandInkAsset", [.swiftui: "Color.brandInkAsset"])], declarations: TypeDeclarations(shared)).kept.count, 1)
    }

    func testTwoTokensCannotShareAMemberAndAMemberNeedsALightValue() {
        XCTAssertThrowsError(try DeclarationPlan.make(tokens: [token("a", [.uikit: "Semantic.x"]), token("b", [.swiftui: "Semantic.x"])], declarations: tree())) {
            XCTAssertEqual(($0 as? GenerateError)?.token, "b")
        }
        XCTAssertNoThrow(try DeclarationPlan.make(tokens: [token("a", [.uikit: "Semantic.x", .appkit: "Semantic.x"])], declarations: tree()),
                         "UIKit and AppKit members live in exclusive #if sections")
        XCTAssertThrowsError(try DeclarationPlan.make(tokens: [token("a", [.uikit: "Semantic.x"], light: nil)], declarations: tree())) {
            XCTAssertTrue(($0 as? GenerateError)?.message.contains("\"light\"") ?? false)
        }
    }

    func testSwiftUIReadsTheCatalogOnlyWhenItHoldsEveryValue() throws {
        let plan = try DeclarationPlan.make(tokens: [
            token("a", [.swiftui: "Color.Semantic.a"], ["dark": "#000000"].mapKeys()),
            token("b", [.swiftui: "Color.Semantic.b"], [.darkElevated: "#20222A"]),
        ], declarations: tree(), usesAssetCatalog: true)
        XCTAssertEqual(plan.members.map(\.assetName), ["a", nil])
    }
}

private extension Dictionary where Key == String, Value == String {
    func mapKeys() -> [Appearance: String] {
        Dictionary<Appearance, String>(uniqueKeysWithValues: map { (Appearance(rawValue: $0.key)!, $0.value) })
    }
}
