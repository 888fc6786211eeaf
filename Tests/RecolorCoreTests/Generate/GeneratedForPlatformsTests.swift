@testable import RecolorCore
import XCTest

/// `generate` writes code valid for every platform and lowest OS it serves: the light value
/// before iOS 13 / tvOS 13 / macOS 10.15, no elevated level on tvOS, the dark value on
/// watchOS (no dynamic UIColor, only the dark appearance), SwiftUI's older initializers and `@available` below iOS 15 / iOS 13.
final class GeneratedForPlatformsTests: XCTestCase {
    func values(_ pairs: [Appearance: String]) -> AppearanceValues {
        var v = AppearanceValues()
        for (a, hex) in pairs { v[a] = RGBA(mappingHex: hex)! }
        return v
    }

    func file(_ frameworks: [Framework: String], _ platforms: [ApplePlatform: PlatformVersion]) throws -> String {
        let token = Configuration.SemanticToken(name: "surface", expressions: frameworks, values: values([.light: "#FFFFFF", .dark: "#101010", .darkElevated: "#202020"]))
        let plan = try DeclarationPlan.make(tokens: [token], declarations: TypeDeclarations())
        return GeneratedSwiftFile.render(plan, tableName: ".recolor.json", platforms: GeneratedPlatforms(Compilation(platforms: platforms)))
    }

    func testBelowIOS13AndOnTVOSTheLightValueIsTheFallbackAndTheLevelIsNotReadOnTV() throws {
        let text = try file([.uikit: "Semantic.surface"], [.iOS: PlatformVersion(12), .tvOS: PlatformVersion(12)])
        XCTAssertTrue(text.contains("""
                static var surface: UIColor {
                    if #available(iOS 13.0, tvOS 13.0, *) {
                        return UIColor { traits in
                            #if os(tvOS)
                            let elevated = false // tvOS has no elevated level
                            #else
                            let elevated = traits.userInterfaceLevel == .elevated
                            #endif
                            switch (traits.userInterfaceStyle == .dark, elevated, traits.accessibilityContrast == .high) {
            """), text)
        XCTAssertTrue(text.contains("""
                        }
                    }
                    return UIColor(red: 1, green: 1, blue: 1, alpha: 1) // light: before the dynamic colors of iOS 13 / tvOS 13
                }
            """), text)
    }

    func testFromIOS13OnlyTheDynamicColorAndNoCheck() throws {
        let text = try file([.uikit: "Semantic.surface"], [.iOS: PlatformVersion(13)])
        XCTAssertFalse(text.contains("#available"))
        XCTAssertTrue(text.contains("        UIColor { traits in\n            switch (traits.userInterfaceStyle == .dark, traits.userInterfaceLevel == .elevated"), text)
    }

    /// jyutping (audit 11, item 7): the app target builds for iOS and macOS, the table names only a
    /// UIKit member and a SwiftUI `Color(Semantic.x)`, which on macOS needs `Semantic.x` as an NSColor.
    /// The file then has a section per platform: the same members as NSColor under `canImport(AppKit)`.
    func testATableOfUIKitMembersServingMacOSDeclaresThemForAppKitToo() throws {
        let text = try file([.uikit: "Semantic.surface", .swiftui: "Color(Semantic.surface)"], [.iOS: PlatformVersion(16), .macOS: PlatformVersion(13)])
        XCTAssertTrue(text.contains("#if canImport(UIKit)\nimport UIKit\n\nenum Semantic {\n    /// `surface` in the table.\n    static var surface: UIColor {"), text)
        XCTAssertTrue(text.contains("#elseif canImport(AppKit)\nimport AppKit\n\nenum Semantic {\n    /// `surface` in the table.\n    static var surface: NSColor {\n        return NSColor(name: nil, dynamicProvider: { appearance in"), text)
        XCTAssertTrue(text.hasSuffix("#endif\n"), text)
        // An iOS-only app keeps the one section.
        let iOS = try file([.uikit: "Semantic.surface"], [.iOS: PlatformVersion(16)])
        XCTAssertFalse(iOS.contains("import AppKit"), iOS)
    }

    /// UTM (session 21 audit F5): one token has an AppKit use (`appkit: Semantic.inverseText`), the
    /// others only UIKit and `Color(Semantic.x)`: every UIKit member still gets its NSColor twin,
    /// and the one the table gives for AppKit is declared once.
    func testOneAppKitMemberDoesNotStopTheOthersFromBeingDeclaredForAppKit() throws {
        let fill = Configuration.SemanticToken(name: "fill", expressions: [.uikit: "Semantic.fill", .swiftui: "Color(Semantic.fill)"],
                                               values: values([.light: "#FFFFFF", .dark: "#101010"]))
        let text = Configuration.SemanticToken(name: "text", expressions: [.uikit: "Semantic.text", .appkit: "Semantic.text", .swiftui: "Color(Semantic.text)"],
                                               values: values([.light: "#000000", .dark: "#FFFFFF"]))
        let plan = try DeclarationPlan.make(tokens: [fill, text], declarations: TypeDeclarations())
        let both = GeneratedSwiftFile.render(plan, tableName: ".recolor.json",
                                             platforms: GeneratedPlatforms(Compilation(platforms: [.iOS: PlatformVersion(16), .macOS: PlatformVersion(13)])))
        let appKit = both.components(separatedBy: "#elseif canImport(AppKit)").last ?? ""
        XCTAssertTrue(appKit.contains("static var fill: NSColor"), both)
        XCTAssertEqual(appKit.components(separatedBy: "static var text: NSColor").count, 2, both)
        // Non-triggering: an iOS-only app declares no AppKit twin.
        let iOS = GeneratedSwiftFile.render(plan, tableName: ".recolor.json", platforms: GeneratedPlatforms(Compilation(platforms: [.iOS: PlatformVersion(16)])))
        XCTAssertEqual(iOS.components(separatedBy: "static var fill: NSColor").count, 1, iOS)
    }

    /// A member of an extension of UIColor has no AppKit twin to declare (`NSColor.surface` would not
    /// make `UIColor.surface` resolve): the AppKit section leaves it out rather than extend UIColor.
    func testAUIColorExtensionIsNotCopiedIntoTheAppKitSection() throws {
        let text = try file([.uikit: "UIColor.surface"], [.iOS: PlatformVersion(16), .macOS: PlatformVersion(13)])
        XCTAssertEqual(text.components(separatedBy: "extension UIColor").count, 2, text)
        XCTAssertFalse(text.contains("import AppKit"), text)
    }

    /// watchOS has only the dark appearance (session 26's review, F2): a light/dark token is its dark
    /// value there, as the code's own `colorScheme` choice showed on the watch.
    func testWatchOSGetsTheDarkValue() throws {
        let text = try file([.uikit: "Semantic.surface"], [.iOS: PlatformVersion(15), .watchOS: PlatformVersion(8)])
        XCTAssertTrue(text.contains("#if os(watchOS)\n        return UIColor(red: 0x10 / 255.0, green: 0x10 / 255.0, blue: 0x10 / 255.0, alpha: 1) // dark: watchOS has only the dark appearance\n        #else\n"), text)
        // Non-triggering: an iOS-only file has no watchOS branch.
        let iOS = try file([.uikit: "Semantic.surface"], [.iOS: PlatformVersion(15)])
        XCTAssertFalse(iOS.contains("os(watchOS)"), iOS)
    }

    /// A token with no dark value is its light value on the watch too.
    func testWatchOSWithoutADarkValueKeepsTheLight() throws {
        let token = Configuration.SemanticToken(name: "ink", expressions: [.uikit: "Semantic.ink"], values: values([.light: "#202020"]))
        let plan = try DeclarationPlan.make(tokens: [token], declarations: TypeDeclarations())
        let text = GeneratedSwiftFile.render(plan, tableName: ".recolor.json", platforms: GeneratedPlatforms(Compilation(platforms: [.iOS: PlatformVersion(15), .watchOS: PlatformVersion(8)])))
        XCTAssertTrue(text.contains("#if os(watchOS)\n        return UIColor(red: 0x20 / 255.0, green: 0x20 / 255.0, blue: 0x20 / 255.0, alpha: 1) // dark: watchOS"), text)
    }

    func testSwiftUIBelowIOS15UsesColorOfUIColorAndBelow13IsAvailableOnly() throws {
        let text = try file([.swiftui: "Color.surface"], [.iOS: PlatformVersion(12)])
        XCTAssertTrue(text.contains("    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)\n    static var surface: SwiftUI.Color {\n        SwiftUI.Color({ () -> UIColor in\n"), text)
        XCTAssertFalse(text.contains("uiColor:"))
    }

    /// ChartView (session 26's review, F1): a fixed SwiftUI token in an iOS 13 / macOS 10.15 /
    /// watchOS 6 package uses the initializers its dynamic members use, `Color(_: UIColor)` and
    /// `Color(_: NSColor)`, never `Color(uiColor:)` (iOS 15) or `Color(nsColor:)` (macOS 12).
    func fixedFile(_ platforms: [ApplePlatform: PlatformVersion]) throws -> String {
        let shadow = Configuration.SemanticToken(name: "shadow", expressions: [.swiftui: "Color.shadow"], values: values([.light: "#00000033"]), fixed: true)
        let plan = try DeclarationPlan.make(tokens: [shadow], declarations: TypeDeclarations())
        return GeneratedSwiftFile.render(plan, tableName: ".recolor.json", platforms: GeneratedPlatforms(Compilation(platforms: platforms)))
    }

    func testAFixedSwiftUITokenBelowIOS15AndMacOS12UsesTheOlderInitializers() throws {
        let text = try fixedFile([.iOS: PlatformVersion(13), .macOS: PlatformVersion(10, 15), .watchOS: PlatformVersion(6)])
        XCTAssertTrue(text.contains("static var shadow: SwiftUI.Color {\n        SwiftUI.Color(UIColor(red: 0, green: 0, blue: 0, alpha: 0x33 / 255.0))\n"), text)
        XCTAssertTrue(text.contains("static var shadow: SwiftUI.Color {\n        SwiftUI.Color(NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 0x33 / 255.0))\n"), text)
        XCTAssertFalse(text.contains("uiColor:") || text.contains("nsColor:"), text)
        // Below iOS 13 the member is @available like the dynamic ones.
        let old = try fixedFile([.iOS: PlatformVersion(12)])
        XCTAssertTrue(old.contains("    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)\n    static var shadow: SwiftUI.Color {"), old)
    }

    func testAFixedSwiftUITokenFromIOS15KeepsTheLabeledInitializer() throws {
        let text = try fixedFile([.iOS: PlatformVersion(15), .macOS: PlatformVersion(12)])
        XCTAssertTrue(text.contains("SwiftUI.Color(uiColor: UIColor(red: 0, green: 0, blue: 0, alpha: 0x33 / 255.0))"), text)
        XCTAssertTrue(text.contains("SwiftUI.Color(nsColor: NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 0x33 / 255.0))"), text)
        XCTAssertFalse(text.contains("@available"), text)
    }

    func testAppKitBelow1015FallsBackToLight() throws {
        let text = try file([.appkit: "Semantic.surface"], [.macOS: PlatformVersion(10, 13)])
        XCTAssertTrue(text.contains("        if #available(macOS 10.15, *) {\n            return NSColor(name: nil, dynamicProvider: { appearance in\n"), text)
        XCTAssertTrue(text.contains("        return NSColor(srgbRed: 1, green: 1, blue: 1, alpha: 1) // light: before macOS 10.15\n"), text)
        XCTAssertFalse(text.contains("NSColor(named:"), text)
    }

    /// macOS 10.14 has Dark Mode but not `NSColor(name:dynamicProvider:)`: where the table writes a
    /// catalog, the AppKit member reads its color set there (`NSColor(named:)`, macOS 10.13), the
    /// light value only before (session 26's review, F17). Without a catalog: the light value (above).
    func testAppKitOn1014ReadsTheGeneratedColorSet() throws {
        let token = Configuration.SemanticToken(name: "surface", expressions: [.appkit: "Semantic.surface"], values: values([.light: "#FFFFFF", .dark: "#101010"]))
        let plan = try DeclarationPlan.make(tokens: [token], declarations: TypeDeclarations(), usesAssetCatalog: true)
        for (lowest, check) in [(PlatformVersion(10, 12), "#available(macOS 10.13, *), "), (PlatformVersion(10, 14), "")] {
            let text = GeneratedSwiftFile.render(plan, tableName: ".recolor.json", platforms: GeneratedPlatforms(Compilation(platforms: [.macOS: lowest])))
            XCTAssertTrue(text.contains("        }\n        if \(check)let set = NSColor(named: \"surface\") {\n            return set // the catalog's color set: Dark Mode of macOS 10.14\n        }\n"
                + "        return NSColor(srgbRed: 1, green: 1, blue: 1, alpha: 1) // light: before macOS 10.14\n"), text)
        }
        // From macOS 10.15 on, the dynamic provider alone.
        let newer = GeneratedSwiftFile.render(plan, tableName: ".recolor.json", platforms: GeneratedPlatforms(Compilation(platforms: [.macOS: PlatformVersion(10, 15)])))
        XCTAssertFalse(newer.contains("NSColor(named:"), newer)
    }
}
