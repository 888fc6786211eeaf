@testable import RecolorCore
import XCTest

/// A white or black passed as a call's glyph, text or fill beside a colored background argument
/// sits on that color (OneBusAway's error bulletins, session 23); beside a gray or a page
/// background, or as an argument that is no foreground, it adapts.
final class ColoredBackgroundArgumentTests: XCTestCase {
    static func bulletin(_ arguments: String) -> String {
        """
        import UIKit
        struct BadgeRenderer {
            init(fillColor: UIColor, backgroundColor: UIColor) {}
            init(borderColor: UIColor, backgroundColor: UIColor) {}
        }
        final class Theme { static let shared = Theme(); let errorColor = UIColor.systemRed; let pageBackground = UIColor.systemBackground }
        let renderer = BadgeRenderer(\(arguments))

        """
    }

    func testAGlyphOnAColoredBackgroundArgumentIsOnAColoredFill() {
        let error = Self.bulletin("fillColor: .white, backgroundColor: Theme.shared.errorColor")
        XCTAssertEqual(intentOf(error, ".white")?.intent, .onColoredFill)
        XCTAssertEqual(intentOf(error, ".white")?.evidence, "on backgroundColor: Theme.shared.errorColor of the same call")
        let hue = Self.bulletin("fillColor: UIColor.black, backgroundColor: UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)")
        XCTAssertEqual(intentOf(hue, "UIColor.black")?.intent, .onColoredFill)
    }

    /// foqos's Screen Time shield (session 24): the button's white and the labels' colors passed as
    /// `.init(text:color:)` arguments sit on the call's brand-colored fill; on a gray fill they adapt.
    static func shield(_ background: String) -> String {
        """
        import UIKit
        struct Shield {
            struct Label { init(text: String, color: UIColor) {} }
            init(backgroundColor: UIColor, title: Label, primaryButtonLabel: Label, primaryButtonBackgroundColor: UIColor) {}
        }
        func make(brandColor: UIColor) -> Shield {
            Shield(
                backgroundColor: \(background),
                title: Shield.Label(text: "Blocked", color: .white),
                primaryButtonLabel: .init(text: "OK", color: .black),
                primaryButtonBackgroundColor: .white
            )
        }

        """
    }

    func testAButtonAndLabelsOfACallWithAColoredBackgroundAreOnItsFill() {
        let brand = Self.shield("brandColor")
        XCTAssertEqual(intentOf(brand, ".black")?.intent, .onColoredFill)
        XCTAssertEqual(intentOf(brand, ".black")?.evidence, "on backgroundColor: brandColor of the same call")
        XCTAssertEqual(intentOf(brand, ".white")?.intent, .onColoredFill)
        XCTAssertEqual(intentOf(Self.shield("UIColor(ThemeManager.shared.themeColor)"), ".black")?.intent, .onColoredFill)
        XCTAssertNil(intentOf(Self.shield("UIColor(ThemeManager.shared.themeBackground)"), ".black"))
        let gray = Self.shield("UIColor(white: 0.3, alpha: 1)")
        XCTAssertNil(intentOf(gray, ".black"))
        XCTAssertNil(intentOf(gray, ".white"))
    }

    func testAPageOrGrayBackgroundOrANonForegroundArgumentIsNot() {
        XCTAssertNil(intentOf(Self.bulletin("fillColor: .white, backgroundColor: Theme.shared.pageBackground"), ".white"))
        XCTAssertNil(intentOf(Self.bulletin("fillColor: .white, backgroundColor: UIColor(white: 0.3, alpha: 1)"), ".white"))
        XCTAssertNil(intentOf(Self.bulletin("borderColor: .white, backgroundColor: Theme.shared.errorColor"), ".white"))
        // A near-black written with red:green:blue: labels is no hue (a dark theme's background).
        XCTAssertNotEqual(intentOf(Self.bulletin("fillColor: .white, backgroundColor: UIColor(red: 0.11, green: 0.12, blue: 0.13, alpha: 1)"), ".white")?.intent, .onColoredFill)
    }
}
