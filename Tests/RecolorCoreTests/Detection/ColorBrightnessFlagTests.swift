@testable import RecolorCore
import XCTest

/// Session 25 audit F5 (Nook): a flag named `isDark` computed from a color's perceived brightness
/// or from numbers is no test of the appearance; one computed from the appearance still is.
/// Each fixture is hand-written in the shape of the app.
final class ColorBrightnessFlagTests: XCTestCase {
    func reports(_ files: [(String, String)]) -> [Report] {
        Engine.analyze(files.map { SwiftSource(path: $0.0, bytes: Array($0.1.utf8)) }, options: RunOptions()).allReports
    }

    func pairs(_ files: [(String, String)]) -> Set<String> {
        Set(reports(files).compactMap(\.finding.choice?.key))
    }

    let brightness = """
        import AppKit
        extension NSColor {
            var isPerceivedDark: Bool {
                guard let rgb = usingColorSpace(.sRGB) else { return false }
                return 0.299 * rgb.redComponent + 0.587 * rgb.greenComponent + 0.114 * rgb.blueComponent < 0.5
            }
        }
        final class SpaceGradient {
            var primaryColor = NSColor.blue
            var isDark: Bool { !primaryColor.isPerceivedDark }
        }

        """

    // MARK: Triggering: no appearance pair

    func testALocalFlagFromAColorsPerceivedBrightnessIsNoPair() {
        let bar = """
            import SwiftUI
            struct TopBar: View {
                let pageColor: NSColor?
                private var hover: Color {
                    let isDark = pageColor?.isPerceivedDark == true
                    return isDark ? .white.opacity(0.15) : .black.opacity(0.1)
                }
                var body: some View { Text("a").background(hover) }
            }

            """
        XCTAssertEqual(pairs([("Brightness.swift", brightness), ("TopBar.swift", bar)]), [])
    }

    func testAManagersFlagFromItsGradientsBrightnessAskedInAnotherFileIsNoPair() {
        let row = """
            import SwiftUI
            struct SpaceRow: View {
                let gradient: SpaceGradient
                var body: some View {
                    Text("Work").background(gradient.isDark ? Color.black.opacity(0.05) : Color.white.opacity(0.1))
                }
            }

            """
        XCTAssertEqual(pairs([("Brightness.swift", brightness), ("SpaceRow.swift", row)]), [])
    }

    /// Petrichor's immersive player: a property handing the appearance to a function of the
    /// artwork gradient (`Self.backgroundIsDark(for: gradientColors, isDark: colorScheme == .dark)`)
    /// is that function's answer, no test of the appearance; its white-or-black text was harvested
    /// as a light/dark token (black over a dark gradient in light). Negative: the same view's flag
    /// whose body is the test alone (`colorScheme == .dark`, or wrapped in parentheses) still pairs.
    func testAFlagHandingTheAppearanceToAFunctionOfOtherInputsIsNoPair() {
        func view(_ flagBody: String) -> String {
            """
            import SwiftUI
            struct ImmersiveView: View {
                @Environment(\\.colorScheme) private var colorScheme
                @State private var gradientColors: [Color] = []
                private var backgroundIsDark: Bool {
                    \(flagBody)
                }
                private static func backgroundIsDark(for gradient: [Color], isDark: Bool) -> Bool {
                    guard !gradient.isEmpty else { return isDark }
                    return gradient.count > 2
                }
                var body: some View {
                    Text("Now Playing").foregroundStyle(backgroundIsDark ? Color.white : Color.black)
                }
            }

            """
        }
        XCTAssertEqual(pairs([("ImmersiveView.swift", view("Self.backgroundIsDark(for: gradientColors, isDark: colorScheme == .dark)"))]), [])
        XCTAssertEqual(pairs([("ImmersiveView.swift", view("colorScheme == .dark"))]).count, 1)
        XCTAssertEqual(pairs([("ImmersiveView.swift", view("(colorScheme == .dark)"))]).count, 1)
    }

    func testACheckerboardsFlagFromNumbersIsNoPair() {
        let board = """
            import SwiftUI
            struct Checkerboard: View {
                var body: some View {
                    Canvas { context, size in
                        for r in 0..<4 {
                            for c in 0..<4 {
                                let isDark = (r + c) % 2 == 0
                                context.fill(Path(CGRect(x: c, y: r, width: 1, height: 1)), with: .color(isDark ? Color.black.opacity(0.08) : Color.white.opacity(0.9)))
                            }
                        }
                    }
                }
            }

            """
        XCTAssertEqual(pairs([("Checkerboard.swift", board)]), [])
    }

    // MARK: Non-triggering: real appearance choices still pair

    func testAFlagFromTheColorSchemeStillPairs() {
        let view = """
            import SwiftUI
            struct Row: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    let isDark = colorScheme == .dark
                    return Text("a").foregroundStyle(isDark ? Color.white : Color.black)
                }
            }

            """
        XCTAssertEqual(pairs([("Brightness.swift", brightness), ("Row.swift", view)]), ["light=#000000 dark=#FFFFFF"])
    }

    func testAThemesDarkFlagAskedOfAValueStillPairs() {
        let theme = """
            import UIKit
            final class Theme {
                var isDark: Bool { UITraitCollection.current.userInterfaceStyle == .dark }
            }

            """
        let cell = """
            import UIKit
            final class Cell: UITableViewCell {
                let theme = Theme()
                func setup() { textLabel?.textColor = theme.isDark ? UIColor.white : UIColor.black }
            }

            """
        XCTAssertEqual(pairs([("Theme.swift", theme), ("Cell.swift", cell)]), ["light=#000000 dark=#FFFFFF"])
        // With a brightness flag of the same name elsewhere in the tree, the theme's stays one.
        XCTAssertEqual(pairs([("Brightness.swift", brightness), ("Theme.swift", theme), ("Cell.swift", cell)]), ["light=#000000 dark=#FFFFFF"])
    }

    func testAnUndeclaredConventionalFlagStillPairs() {
        let cell = """
            import UIKit
            final class Cell: UITableViewCell {
                func setup(isDarkMode: Bool) { textLabel?.textColor = isDarkMode ? UIColor.white : UIColor.black }
            }

            """
        XCTAssertEqual(pairs([("Cell.swift", cell)]), ["light=#000000 dark=#FFFFFF"])
    }

    // MARK: The reader

    func testTheReaderTellsBrightnessAndNumbersFromTheAppearance() {
        func body(_ text: String) -> Bool {
            let file = SwiftSource(path: "a.swift", bytes: Array(text.utf8))
            return ColorBrightnessFlags.computesFromNoAppearance(in: file, 0, file.code.count - 1)
        }
        for text in ["pageColor?.isPerceivedDark == true", "!primaryColor.isPerceivedDark", "(r + c) % 2 == 0", "tintColor?.isLight",
                     "background.relativeLuminance < 0.5", "index.isMultiple(of: 2)"] {
            XCTAssertTrue(body(text), text)
        }
        for text in ["colorScheme == .dark", "traitCollection.userInterfaceStyle == .dark", "theme.isDark", "settings.darkMode",
                     "UserDefaults.standard.bool(forKey: key)", "effectiveAppearance.name == .darkAqua", "false"] {
            XCTAssertFalse(body(text), text)
        }
    }

    func testTheTreesPropertiesAreReadAfterTheScreening() {
        XCTAssertTrue(AppearanceHelpers.mayDeclare(Array(brightness.utf8)))
        // `isPerceivedDark`, `NSColor`'s own member, is a color's brightness too (`ColorTypeFlags`).
        XCTAssertEqual(AppearanceHelpers.read(Array(brightness.utf8), path: "B.swift")?.colorFlags, ["isDark", "isPerceivedDark"])
        XCTAssertEqual(ColorBrightnessFlags.declared(in: [Array(brightness.utf8)]), ["isDark", "isPerceivedDark"])
    }
}
