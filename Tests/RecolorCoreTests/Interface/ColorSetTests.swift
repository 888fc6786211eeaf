import Foundation
@testable import RecolorCore
import XCTest

final class ColorSetTests: XCTestCase {
    func analyze(_ text: String, config: String = "{}", path: String = "App/Assets.xcassets/Surface.colorset/Contents.json") throws -> [Report] {
        let configuration = try ConfigurationLoader.parse(Array(config.utf8), file: "test.json")
        return ColorSetLanguage(configuration: configuration).analyze(path: path, bytes: Array(text.utf8)).reports
    }

    func set(_ entries: String) -> String {
        "{\n  \"colors\" : [\n\(entries)\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    }

    func entry(_ components: String, space: String = "srgb", appearance: String? = nil) -> String {
        var e = "    {\n"
        if let appearance { e += "      \"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"\(appearance)\"\n        }\n      ],\n" }
        e += "      \"color\" : {\n        \"color-space\" : \"\(space)\",\n        \"components\" : {\n\(components)\n        }\n      },\n      \"idiom\" : \"universal\"\n    }"
        return e
    }

    func rgb(_ r: String, _ g: String, _ b: String, alpha: String = "1.000") -> String {
        "          \"alpha\" : \"\(alpha)\",\n          \"blue\" : \"\(b)\",\n          \"green\" : \"\(g)\",\n          \"red\" : \"\(r)\""
    }

    func testTheThreeNotationsReadAlike() throws {
        // 0x31 = 49 = 0.192·255 (48.96 → 49).
        for (r, g, b) in [("0.192", "0.192", "0.192"), ("49", "49", "49"), ("0x31", "0x31", "0x31")] {
            let reports = try analyze(set(entry(rgb(r, g, b))))
            XCTAssertEqual(reports.map { $0.finding.color?.description ?? "?" }, ["#313131FF"], r)
            XCTAssertEqual(reports.first?.finding.kind, .assetColor)
            XCTAssertEqual(reports.first?.finding.context, "Surface")
            XCTAssertEqual(reports.first?.line, 2)
            XCTAssertEqual(reports.first?.column, 3)
            XCTAssertTrue(reports.first?.text.hasPrefix("\"colors\" : [") ?? false)
        }
    }

    func testColorSpaces() throws {
        // display-p3 (1, 0, 0) is outside sRGB: clipped; gray-gamma-22 0.5 → 128.
        let p3 = try analyze(set(entry(rgb("1.000", "0.000", "0.000"), space: "display-p3")))
        XCTAssertEqual(p3.first?.finding.color, RGBA(red: 255, green: 0, blue: 0))
        XCTAssertEqual(p3.first?.finding.clipped, true)
        let gray = try analyze(set(entry("          \"alpha\" : \"1.000\",\n          \"white\" : \"0.500\"", space: "gray-gamma-22")))
        XCTAssertEqual(gray.first?.finding.color, RGBA(red: 128, green: 128, blue: 128))
        let extended = try analyze(set(entry(rgb("1.100", "0.500", "-0.100"), space: "extended-srgb")))
        XCTAssertEqual(extended.first?.finding.color, RGBA(red: 255, green: 128, blue: 0))
    }

    func testSetsThatAreNoFinding() throws {
        XCTAssertEqual(try analyze(set(entry(rgb("0x31", "0x31", "0x31")) + ",\n" + entry(rgb("0xEE", "0xEE", "0xEE"), appearance: "dark"))).count, 0)
        // A new AccentColor: an entry without a color.
        XCTAssertEqual(try analyze(set("    {\n      \"idiom\" : \"universal\"\n    }")).count, 0)
        // A system reference.
        XCTAssertEqual(try analyze(set("    {\n      \"color\" : {\n        \"reference\" : \"systemBlueColor\"\n      },\n      \"idiom\" : \"universal\"\n    }")).count, 0)
        XCTAssertEqual(try analyze("not json").count, 0)
        // Fully transparent ("clear", p2p-wallet's clear.colorset; session 40, recall40c-v3): the same in
        // every appearance, as IB's clear and a Swift color of constant alpha 0 are.
        XCTAssertEqual(try analyze(set(entry(rgb("0x00", "0x00", "0x00", alpha: "0.000")))).count, 0)
        // Negative: nearly transparent is a color.
        XCTAssertEqual(try analyze(set(entry(rgb("0x00", "0x00", "0x00", alpha: "0.100")))).count, 1)
    }

    func testFixAddsTheDarkVariantsInXcodesFormatAndNothingElse() throws {
        let config = ##"""
        { "tokens": { "surface": { "uikit": "Semantic.surface", "light": "#F5F8FA", "dark": "#1C1C1E", "darkHighContrast": "#242426" } },
          "rules": [ { "match": "#F5F8FA", "context": ["Surface"], "token": "surface" } ] }
        """##
        let original = InterfaceBuilderFixtures.lightOnlyHexSet
        let reports = try analyze(original, config: config)
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(reports[0].resolution.isMapped)
        let after = String(decoding: Edits.apply(Engine.edits(for: reports), to: Array(original.utf8)), as: UTF8.self)
        let darkEntry = """
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0x1E",
                  "green" : "0x1C",
                  "red" : "0x1C"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                },
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0x26",
                  "green" : "0x24",
                  "red" : "0x24"
                }
              },
              "idiom" : "universal"
            }
        """
        let expected = original.replacingOccurrences(of: "      \"idiom\" : \"universal\"\n    }\n  ],",
                                                     with: "      \"idiom\" : \"universal\"\n    },\n" + darkEntry + "\n  ],")
        XCTAssertEqual(after, expected)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(after.utf8)))
        // Done: the set now has a dark appearance.
        XCTAssertEqual(try analyze(after, config: config).count, 0)
    }

    func testATokenWithoutDarkLeavesTheSetUnmapped() throws {
        let config = ##"{ "tokens": { "surface": { "uikit": "Semantic.surface", "light": "#F5F8FA" } }, "rules": [ { "match": "#F5F8FA", "token": "surface" } ] }"##
        let reports = try analyze(InterfaceBuilderFixtures.lightOnlyHexSet, config: config)
        XCTAssertFalse(reports[0].resolution.isMapped)
        XCTAssertTrue(Reporters.message(reports[0]).contains("no dark value"))
    }
}

extension ColorSetTests {
    func testAHighContrastEntryTheSetHasIsNotAddedAgain() throws {
        let highContrast = entry(rgb("0x20", "0x20", "0x20")).replacingOccurrences(
            of: "    {\n", with: "    {\n      \"appearances\" : [\n        {\n          \"appearance\" : \"contrast\",\n          \"value\" : \"high\"\n        }\n      ],\n")
        let text = set(entry(rgb("0x31", "0x31", "0x31")) + ",\n" + highContrast)
        let config = ##"{ "tokens": { "ink": { "uikit": "Semantic.ink", "light": "#313131", "dark": "#EEEEEE", "lightHighContrast": "#000000" } }, "rules": [ { "match": "#313131", "token": "ink" } ] }"##
        let reports = try analyze(text, config: config)
        XCTAssertEqual(reports.count, 1)
        let added = reports[0].resolution.replacement ?? ""
        XCTAssertEqual(added.components(separatedBy: "\"appearance\" : \"luminosity\"").count - 1, 1)
        XCTAssertFalse(added.contains("\"contrast\""), added)
        let after = String(decoding: Edits.apply(Engine.edits(for: reports), to: Array(text.utf8)), as: UTF8.self)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(after.utf8)))
    }
}

extension ColorSetTests {
    /// Swift-Radio-Pro (session 26's review, F7): a forced-dark app's black launch background set
    /// matched `systemBackground` by its dark value; fix added Apple's white as its light
    /// high-contrast entry. The set's own value stands in light: no light high-contrast entry.
    /// (Its dark high contrast differs from the set's value here, else nothing would be added: F15.)
    func testASetMatchedByTheTokensDarkValueGetsNoLightHighContrastEntry() throws {
        let text = set(entry(rgb("0.000", "0.000", "0.000")))
        let config = ##"""
        { "tokens": { "systemBackground": { "uikit": "UIColor.systemBackground", "light": "#FFFFFF", "dark": "#000000",
                                            "lightHighContrast": "#FFFFFF", "darkHighContrast": "#0A0A0A" } },
          "rules": [ { "match": "#000000", "token": "systemBackground" } ] }
        """##
        let reports = try analyze(text, config: config)
        XCTAssertEqual(reports.count, 1)
        let added = reports[0].resolution.replacement ?? ""
        XCTAssertFalse(added.contains("\"red\" : \"1.000\""), added)
        XCTAssertEqual(added.components(separatedBy: "\"value\" : \"high\"").count - 1, 1, added) // dark high contrast only
        XCTAssertTrue(added.contains("\"value\" : \"dark\""), added)
    }

    /// Non-triggering: a set matched by the token's light value gets the light high-contrast entry.
    func testASetMatchedByTheTokensLightValueKeepsItsLightHighContrastEntry() throws {
        let text = set(entry(rgb("1.000", "1.000", "1.000")))
        let config = ##"""
        { "tokens": { "surface": { "uikit": "Semantic.surface", "light": "#FFFFFF", "dark": "#000000", "lightHighContrast": "#F0F0F0" } },
          "rules": [ { "match": "#FFFFFF", "token": "surface" } ] }
        """##
        let reports = try analyze(text, config: config)
        XCTAssertEqual(reports.count, 1)
        let added = reports[0].resolution.replacement ?? ""
        XCTAssertTrue(added.contains("\"red\" : \"0.941\""), added)
    }
}

extension ColorSetTests {
    static let ownBlack = ##"{ "tokens": { "colorBlack": { "uikit": "Semantic.colorBlack", "light": "#111111", "dark": "#111111" } }, "rules": [ { "match": "#111111", "token": "colorBlack" } ] }"##

    /// fearless-iOS (session 27's review, F15): in an app forcing Dark a light-only set's token is
    /// its own value in light and dark; a dark entry repeating it changes nothing: none is added.
    func testASetWhoseTokenRepeatsItsOwnValueIsLeftAsItIs() throws {
        for components in [rgb("0x11", "0x11", "0x11"), rgb("17", "17", "17")] {
            let reports = try analyze(set(entry(components)), config: Self.ownBlack)
            XCTAssertEqual(reports.count, 1)
            XCTAssertNil(reports[0].resolution.replacement)
            XCTAssertTrue(reports[0].resolution.kept?.hasPrefix(ColorSetTokenWriter.sameAsOwn) == true, "\(reports[0].resolution)")
            XCTAssertEqual(reports[0].resolution.token, "colorBlack")  // contrast still reads it as the token
            XCTAssertEqual(Fixer.setsRepeatingOwn(reports).count, 1)
        }
    }

    /// Non-triggering: a dark value one step off the set's, or a dark high contrast of its own, is added.
    func testASetWhoseTokenDiffersInAnyAddedAppearanceGetsItsEntries() throws {
        let text = set(entry(rgb("0x11", "0x11", "0x11")))
        let offByOne = Self.ownBlack.replacingOccurrences(of: ##""dark": "#111111""##, with: ##""dark": "#121212""##)
        let highContrast = Self.ownBlack.replacingOccurrences(of: ##""dark": "#111111""##, with: ##""dark": "#111111", "darkHighContrast": "#000000""##)
        for config in [offByOne, highContrast] {
            let reports = try analyze(text, config: config)
            XCTAssertNotNil(reports[0].resolution.replacement, config)
            XCTAssertNil(reports[0].resolution.kept, config)
            XCTAssertEqual(Fixer.setsRepeatingOwn(reports).count, 0)
        }
    }
}
