@testable import RecolorCore
import XCTest

/// A local color declared before the code's own test of the appearance and used only in its
/// branches (fsnotes' outline header, session 22 F10) is already chosen by the appearance: kept as
/// written; one used outside them, or under another test, adapts.
final class AppearanceBranchLocalTests: XCTestCase {
    static func header(_ test: String, extra: String = "") -> String {
        "import AppKit\nextension NSAppearance { var isDark: Bool { bestMatch(from: [.aqua, .darkAqua]) == .darkAqua } }\nfinal class HeaderView: NSView {\n  var selected = false\n  override func draw(_ dirtyRect: NSRect) {\n    let lightColor = NSColor(red: 1.00, green: 1.00, blue: 1.00, alpha: 1.0)\n    let darkColor = NSColor(red: 0.16, green: 0.17, blue: 0.18, alpha: 1.0)\n    if \(test) {\n      darkColor.setFill()\n    } else {\n      lightColor.setFill()\n    }\n\(extra)    dirtyRect.fill()\n  }\n}\n"
    }

    func testLocalsUsedOnlyInTheBranchesOfAnAppearanceTestAreKept() {
        let source = Self.header("NSAppearance.current.isDark")
        XCTAssertEqual(intentOf(source, "NSColor(red: 0.16, green: 0.17, blue: 0.18, alpha: 1.0)")?.intent, .chosenByAppearance)
        XCTAssertEqual(intentOf(source, "NSColor(red: 1.00, green: 1.00, blue: 1.00, alpha: 1.0)")?.intent, .chosenByAppearance)
        let scheme = Self.header("effectiveAppearance.name == .darkAqua")
        XCTAssertEqual(intentOf(scheme, "NSColor(red: 0.16, green: 0.17, blue: 0.18, alpha: 1.0)")?.intent, .chosenByAppearance)
    }

    func testALocalUsedElsewhereOrUnderAnotherTestAdapts() {
        // Chosen by the app's selection, not the appearance.
        XCTAssertNil(intentOf(Self.header("selected"), "NSColor(red: 0.16, green: 0.17, blue: 0.18, alpha: 1.0)"))
        // Also drawn outside the test.
        let outside = Self.header("NSAppearance.current.isDark", extra: "    darkColor.setStroke()\n")
        XCTAssertNil(intentOf(outside, "NSColor(red: 0.16, green: 0.17, blue: 0.18, alpha: 1.0)"))
        XCTAssertEqual(intentOf(outside, "NSColor(red: 1.00, green: 1.00, blue: 1.00, alpha: 1.0)")?.intent, .chosenByAppearance)
    }
}
