@testable import RecolorCore
import XCTest

/// What counts as a dynamic color before a conversion, read on the chain that ends at `.cgColor`.
final class DynamicColorTests: XCTestCase {
    /// The reason the color before the last `.cgColor` of `source` is dynamic, if it is.
    func reason(_ source: String, colorSets: Set<String> = [], configuration: String? = nil, members: Set<String> = []) throws -> String? {
        let file = SwiftSource(path: "A.swift", bytes: Array(source.utf8))
        var settings = DetectionSettings(configuration: try configuration.map { try ConfigurationLoader.parse(Array($0.utf8), file: "t.json") } ?? Configuration())
        settings.dynamicColors.colorSets = colorSets
        let k = try XCTUnwrap(file.code.indices.last { file.codeIs($0, "cgColor") })
        let chain = try XCTUnwrap(MemberChain.ending(at: k, in: file))
        return settings.dynamicColors.reason(chain, before: chain.links.count - 1, in: file, types: settings.types, members: members)
    }

    func testAppleSystemColorsAreDynamicPerFramework() throws {
        XCTAssertNotNil(try reason("x = UIColor.label.cgColor"))
        XCTAssertNotNil(try reason("x = UIColor.systemGray5.withAlphaComponent(0.5).cgColor"))
        XCTAssertNotNil(try reason("x = NSColor.separatorColor.cgColor"))
        XCTAssertNotNil(try reason("x = NSColor.controlBackgroundColor.cgColor"))
        XCTAssertNotNil(try reason("x = UIColor.label.resolvedColor(with: traitCollection).cgColor"))
        XCTAssertNil(try reason("x = UIColor.white.cgColor"))
        XCTAssertNil(try reason("x = UIColor.separatorColor.cgColor"), "AppKit's name on UIColor is no system color")
        XCTAssertNil(try reason("x = NSColor.black.cgColor"))
        XCTAssertNotNil(try reason("x = (on ? NSColor.controlAccentColor.withAlphaComponent(0.15) : NSColor(white: 0.5, alpha: 0.14)).cgColor"))
        XCTAssertNil(try reason("x = (on ? NSColor.black : NSColor(white: 0.5, alpha: 0.14)).cgColor"))
    }

    func testColorSetsWithADarkAppearanceAreDynamic() throws {
        let sets: Set<String> = ["InkPrimary"]
        XCTAssertNotNil(try reason("x = UIColor(named: \"InkPrimary\")!.cgColor", colorSets: sets))
        XCTAssertNotNil(try reason("x = UIColor(named: \"InkPrimary\")?.cgColor", colorSets: sets))
        XCTAssertNil(try reason("x = UIColor(named: \"Brand\")!.cgColor", colorSets: sets))
        XCTAssertNotNil(try reason("x = Asset.Colors.inkPrimary.color.cgColor", colorSets: sets))
        XCTAssertNotNil(try reason("x = R.color.inkPrimary()!.cgColor", colorSets: sets))
        XCTAssertNotNil(try reason("x = UIColor(resource: .inkPrimary).cgColor", colorSets: sets))
    }

    /// Corona-Warn-App: `UIColor.enaColor(for: .hairline)` returns the set "ENA Hairline Color";
    /// the case's words are the set name's words without those most sets begin or end with.
    func testAnAppColorFunctionCalledWithACaseNamingAColorSet() throws {
        let sets: Set<String> = ["ENA Hairline Color", "ENA Card Shadow Color"]
        XCTAssertEqual(try reason("x = UIColor.enaColor(for: .hairline).cgColor", colorSets: sets),
                       "UIColor.enaColor(…) names color set \"ENA Hairline Color\", which has a dark appearance")
        XCTAssertNotNil(try reason("x = UIColor.enaColor(for: .cardShadow, interface: style).cgColor", colorSets: sets))
        XCTAssertNotNil(try reason("x = UIColor.themed(.cardShadow).withAlphaComponent(0.5).cgColor", colorSets: sets))
        XCTAssertNil(try reason("x = UIColor.enaColor(for: .shadow).cgColor", colorSets: sets), "the set is Card Shadow: ENA Shadow Color has no dark appearance")
        XCTAssertNil(try reason("x = UIColor.enaColor(for: .hair).cgColor", colorSets: sets), "a part of a word is no word")
        XCTAssertNil(try reason("x = UIColor.enaColor(for: style).cgColor", colorSets: sets), "not a case")
        XCTAssertNil(try reason("x = UIColor.enaColor(for: .hairline).cgColor"), "no color set has a dark appearance")
    }

    func testTokensWithADarkValueProvidersAndDeclaredMembers() throws {
        let table = ##"{ "tokens": { "edge": { "uikit": "Semantic.edge", "light": "#FFFFFF", "dark": "#000000" }, "flat": { "uikit": "Semantic.flat", "light": "#FFFFFF" } } }"##
        XCTAssertNotNil(try reason("x = Semantic.edge.cgColor", configuration: table))
        XCTAssertNil(try reason("x = Semantic.flat.cgColor", configuration: table))
        XCTAssertNotNil(try reason("x = UIColor { t in t.userInterfaceStyle == .dark ? a : b }.cgColor"))
        XCTAssertNotNil(try reason("x = UIColor(dynamicProvider: provide).cgColor"))
        XCTAssertNotNil(try reason("x = Theme.rim.cgColor", members: ["rim"]))
        XCTAssertNil(try reason("x = Theme.rim.cgColor"))
    }
}
