@testable import RecolorCore
import XCTest

/// A background gray past the fourth, named by its lightness, whose proposed dark is near black:
/// `nearWhite` would say a tone false in Dark, and the name was `nearWhiteBackgroundOrNearBlack`
/// (Pocket Casts' #EFEFF4, the fifth of 18 background grays; session 31's notes). It is said by the
/// next lightness band instead (`pale`), never with `Or`.
final class NearToneNamesTests: XCTestCase {
    func draft(_ code: String) -> StarterDraft {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "Views.swift", bytes: Array(code.utf8))], options: options)
        return StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
    }

    func gray(_ hex: String) -> String {
        let v = RGBA(mappingHex: hex)!
        return "UIColor(red: \(v.red)/255, green: \(v.green)/255, blue: \(v.blue)/255, alpha: 1)"
    }

    func testAFifthNearWhiteBackgroundIsNamedPaleNotOr() throws {
        // Four lighter background grays (each more than ΔE00 2 from the others; no white, which is Apple's) take the ranks.
        let grays = ["#F6F6F6", "#F9F5EE", "#F0F4FA", "#F4F0F8", "#EFEFF4"]
        let code = "import UIKit\nfunc paint(_ v: UIView) {\n" + grays.map { "    v.backgroundColor = \(gray($0))\n" }.joined() + "}\n"
        let d = draft(code)
        let fifth = try XCTUnwrap(d.tokens.first { $0.values[0].match == "#EFEFF4" }, "\(d.tokens.map { ($0.name, $0.values[0].match) })")
        XCTAssertEqual(TokenNaming.lightnessWord(OKLCH(RGBA(mappingHex: "#EFEFF4")!).lightness), "nearWhite", "the fixture")
        XCTAssertFalse(fifth.name.contains("Or"), fifth.name)
        XCTAssertEqual(fifth.name, "paleBackground")
        // Non-triggering: the ranked grays keep their ordinals.
        XCTAssertEqual(d.tokens.first { $0.values[0].match == "#F6F6F6" }?.name, "primaryBackground")
    }

    func testOnlyANearToneIsSoftened() {
        XCTAssertEqual(NameTruth.softeningNearTones("nearWhiteBackground"), "paleBackground")
        XCTAssertEqual(NameTruth.softeningNearTones("nearBlackTextTranslucent"), "darkTextTranslucent")
        XCTAssertEqual(NameTruth.softeningNearTones("headerNearWhiteBackground"), "headerPaleBackground")
        // Negatives: a rank, a hue, a true tone word (`whiteText` is not near).
        XCTAssertNil(NameTruth.softeningNearTones("primaryBackground"))
        XCTAssertNil(NameTruth.softeningNearTones("lightBlueTint"))
        XCTAssertNil(NameTruth.softeningNearTones("whiteText"))
    }
}
