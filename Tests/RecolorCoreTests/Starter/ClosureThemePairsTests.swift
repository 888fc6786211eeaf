@testable import RecolorCore
import XCTest

/// The app's own light and dark palettes, each built in a closure (RIA-DigiDoc-iOS's
/// `static let dark: ColorPalette = { let background = Color.black … }()`, chosen by
/// `colorScheme == .dark ? AppColors.dark : AppColors.light`): their colors are kept, the dark
/// one's as a dark theme's, the light one's as chosen by the appearance (session 28's review, B3:
/// made adaptive, the dark palette's black paper became near white in Dark). Hand-written.
final class ClosureThemePairsTests: XCTestCase {
    let tones = """
        import SwiftUI
        struct Palette { let ink: Color; let paper: Color }
        enum Tones {
            static let light: Palette = {
                let ink = Color(red: 0.1, green: 0.1, blue: 0.12)
                let paper = Color.white
                return Palette(ink: ink, paper: paper)
            }()
            static let dark: Palette = {
                let ink = Color(red: 0.9, green: 0.9, blue: 0.92)
                let paper = Color.black
                return Palette(ink: ink, paper: paper)
            }()
            static func palette(for scheme: ColorScheme) -> Palette { scheme == .dark ? Tones.dark : Tones.light }
        }
        """

    func intents(_ source: String) -> [String: FixedIntent?] {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "Tones.swift", bytes: Array(source.utf8))], options: options)
        XCTAssertFalse(result.allReports.isEmpty, source)
        let sites = KeptColors.intents(result.allReports, sources: result.files, represented: RepresentedViews(sources: [Array(source.utf8)]), restOfTree: { [] })
        var out: [String: FixedIntent?] = [:]
        for (n, r) in result.allReports.enumerated() { out.updateValue(sites[n]?.intent, forKey: r.text) }
        return out
    }

    func testTheColorsOfALightAndADarkClosurePaletteAreKept() {
        let found = intents(tones)
        XCTAssertEqual(found["Color.black"], .darkTheme, "\(found)")
        XCTAssertEqual(found["Color(red: 0.9, green: 0.9, blue: 0.92)"], .darkTheme)
        XCTAssertEqual(found["Color.white"], .chosenByAppearance)
        XCTAssertEqual(found["Color(red: 0.1, green: 0.1, blue: 0.12)"], .chosenByAppearance)
    }

    /// Negative: a light palette with no dark twin, and a closure named for a color that says dark
    /// of itself (`darkGray`), are no pair: their colors are the app's ordinary ones.
    func testALightClosurePaletteAloneOrADarkNamedColorIsNoPair() {
        let alone = tones.replacingOccurrences(of: "static let dark: Palette", with: "static let compact: Palette")
            .replacingOccurrences(of: "Tones.dark", with: "Tones.compact")
        let found = intents(alone)
        XCTAssertEqual(found["Color.white"], .some(nil), "\(found)")
        XCTAssertEqual(found["Color(red: 0.1, green: 0.1, blue: 0.12)"], .some(nil))
        let gray = tones.replacingOccurrences(of: "static let dark: Palette = {", with: "static let darkGray: Palette = {")
            .replacingOccurrences(of: "Tones.dark :", with: "Tones.darkGray :")
        XCTAssertEqual(intents(gray)["Color.white"], .some(nil))
    }
}
