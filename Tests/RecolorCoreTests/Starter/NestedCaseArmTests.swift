@testable import RecolorCore
import XCTest

/// A color inside the views of an arm of a switch over the app's own theme, or inside an `if`
/// comparing the value such a switch of its type switches over, is the theme's choice (macai's
/// theme picker, session 23): its light miniature's black text became `Color.primary`.
final class NestedCaseArmTests: XCTestCase {
    static func picker(_ system: String, light: String, dark: String) -> String {
        """
        import SwiftUI
        enum Mode { case system, light, dark }
        struct ModeButton: View {
          let mode: Mode
          var body: some View {
            ZStack {
              if mode == .system {
                HStack(spacing: 0) {
                  Rectangle().fill(\(system))
                }
              }
              switch mode {
              case .system:
                EmptyView()
              case .light:
                VStack(spacing: 0) {
                  Text("Lorem").foregroundColor(\(light))
                }
              case .dark:
                VStack(spacing: 0) {
                  Text("Lorem").foregroundColor(\(dark))
                }
              }
            }
          }
        }

        """
    }

    func testAColorInsideTheViewsOfAThemeArmIsTheThemesChoice() {
        let source = Self.picker("Color.white", light: ".black", dark: ".white")
        XCTAssertEqual(intentOf(source, ".black")?.intent, .chosenByAppearance)
        XCTAssertEqual(intentOf(source, ".black")?.evidence, "case .light of switch mode: the app's own theme chooses the color")
        XCTAssertEqual(intentOf(source, "Color.white")?.intent, .chosenByAppearance)
        XCTAssertEqual(intentOf(source, "Color.white")?.evidence, "if mode == …: the app's own theme chooses the color")
    }

    /// A theme enum whose light case is its default (`case Default, Dark, LivingCoral`: FalconMessenger,
    /// session 39's verify39i M1): the Default arm is the theme's choice as a `light` arm is; before, it
    /// was drafted as an adaptive token (a #F2F2F2 bubble in both modes under text made white in dark).
    func testTheDefaultCaseOfAThemeWithADarkOneIsTheThemesChoice() {
        let source = """
        import UIKit
        enum Theme: Int {
          case Default, Dark, LivingCoral
          var bubble: UIColor {
            switch self {
            case .Default: return UIColor(white: 0.95, alpha: 1)
            case .Dark: return UIColor(white: 0.11, alpha: 1)
            case .LivingCoral: return UIColor(white: 0.95, alpha: 1)
            }
          }
        }

        """
        XCTAssertEqual(intentOf(source, "UIColor(white: 0.95, alpha: 1)")?.intent, .chosenByAppearance)
        // Negative: a default case beside no dark one is no theme.
        let plain = source.replacingOccurrences(of: "Dark", with: "Compact")
        XCTAssertNil(intentOf(plain, "UIColor(white: 0.95, alpha: 1)"))
    }

    /// `if theme.style == .dark { … } else { … }`: both branches are the app's own theme's (Releasify's tab bar,
    /// session 40's verify40g v3). Negative: a test of the system's appearance, and of a style naming no theme.
    func testABranchOnTheAppsThemeStyleIsTheThemesChoice() {
        // (One branch draws a gradient layer, the other a color: no two-color choice.)
        func source(_ test: String) -> String {
            "import UIKit\nfinal class Tabs: UIViewController {\n  let theme = Theme()\n  override func viewDidLoad() {\n    if \(test) {\n"
                + "      view.layer.insertSublayer(theme.gradient(), at: 0)\n    } else {\n      view.backgroundColor = UIColor(red: 0.94, green: 0.94, blue: 0.95, alpha: 1)\n    }\n  }\n}\n"
        }
        XCTAssertEqual(intentOf(source("theme.style == .dark"), "UIColor(red: 0.94, green: 0.94, blue: 0.95, alpha: 1)")?.intent, .chosenByAppearance)
        XCTAssertEqual(intentOf(source("theme.style != .light"), "UIColor(red: 0.94, green: 0.94, blue: 0.95, alpha: 1)")?.intent, .chosenByAppearance)
        XCTAssertNotEqual(intentOf(source("traitCollection.userInterfaceStyle == .dark"), "UIColor(red: 0.94, green: 0.94, blue: 0.95, alpha: 1)")?.evidence.hasSuffix("the app's own theme chooses the color"), true)
        XCTAssertNil(intentOf(source("button.style == .bordered"), "UIColor(red: 0.94, green: 0.94, blue: 0.95, alpha: 1)"))
    }

    func testOtherSwitchesAndComparisonsAreNot() {
        // A switch over a value with no light/dark cases, and an `if` comparing a value no theme switch reads.
        let plain = """
        import SwiftUI
        enum Size { case small, large }
        struct Badge: View {
          let size: Size
          let other: Size
          var body: some View {
            ZStack {
              if other == .small {
                HStack { Rectangle().fill(Color.white) }
              }
              switch size {
              case .small:
                VStack { Text("a").foregroundColor(.black) }
              case .large:
                VStack { Text("b").foregroundColor(.gray) }
              }
            }
          }
        }

        """
        XCTAssertNil(intentOf(plain, ".black"))
        XCTAssertNil(intentOf(plain, "Color.white"))
        // A switch over the system's appearance is a harvested pair, never this keep.
        let system = """
        import SwiftUI
        struct Card: View {
          @Environment(\\.colorScheme) var colorScheme
          var body: some View {
            switch colorScheme {
            case .light:
              VStack { Text("a").foregroundColor(.black).padding() }
            default:
              VStack { Text("b").foregroundColor(.white).padding() }
            }
          }
        }

        """
        XCTAssertNotEqual(intentOf(system, ".black")?.evidence.hasSuffix("the app's own theme chooses the color"), true)
    }
}
