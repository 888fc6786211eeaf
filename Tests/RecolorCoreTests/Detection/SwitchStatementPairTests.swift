@testable import RecolorCore
import XCTest

/// A `switch` statement on the system appearance whose clauses set the same places (session 22
/// F2, beam's album stack): each place's two colors are one choice, the `.dark` clause's the dark
/// value, written over both arms where they stand; never one arm alone.
final class SwitchStatementPairTests: XCTestCase {
    func findings(_ source: String, table: Bool = false) throws -> [Finding] {
        var options = RunOptions()
        if table { options.configuration = try ConfigurationLoader.parse(Array(DetectorCorrection.table.utf8), file: "table.json") }
        let file = SwiftSource(path: "Example.swift", bytes: Array(source.utf8))
        return Engine.analyze([file], options: options).allReports.map(\.finding)
    }

    static let albumStack = """
        import UIKit
        final class AlbumStackCell: UICollectionViewCell {
          var upperView: UIView?
          var bottomView: UIView?
          func appearanceDidChange() {
            switch traitCollection.userInterfaceStyle {
            case .dark:
              upperView?.backgroundColor = UIColor.white
              bottomView?.backgroundColor = UIColor.white
            default:
              upperView?.backgroundColor = UIColor.black
              bottomView?.backgroundColor = UIColor.black
            }
          }
        }

        """

    func testEachPlaceOfTheClausesIsOnePair() throws {
        let all = try findings(Self.albumStack)
        XCTAssertEqual(all.count, 4)
        for f in all {
            XCTAssertEqual(f.choice?.key, "light=#000000 dark=#FFFFFF", "\(f.range): \(f.choice?.key ?? "no choice")")
            XCTAssertEqual(f.choice?.armsInPlace, true)
        }
        XCTAssertEqual(Set(all.compactMap(\.choice?.range)).count, 2, "one choice per place")
    }

    func testTheLightCaseNamedAndOnOneLine() throws {
        let source = "import UIKit\nfunc apply(_ v: UIView) {\n  switch v.traitCollection.userInterfaceStyle {\n  case .light: v.backgroundColor = UIColor.white; v.setNeedsDisplay()\n  case .dark: v.backgroundColor = UIColor.black; v.setNeedsDisplay()\n  @unknown default: break\n  }\n}\n"
        let all = try findings(source)
        XCTAssertEqual(all.count, 2)
        XCTAssertTrue(all.allSatisfy { $0.choice?.key == "light=#FFFFFF dark=#000000" }, all.map { $0.choice?.key ?? "none" }.description)
    }

    /// A switch on a local copy of the appearance is the same pair (session 22 F2's leftover: the
    /// copy was read as the app's own style, its arms kept by value as its dark theme).
    func testALocalCopyOfTheAppearanceIsThePair() throws {
        let source = Self.albumStack.replacingOccurrences(of: "switch traitCollection.userInterfaceStyle {",
                                                          with: "let style = traitCollection.userInterfaceStyle\n    switch style {")
        let all = try findings(source)
        XCTAssertEqual(all.count, 4)
        XCTAssertTrue(all.allSatisfy { $0.choice?.key == "light=#000000 dark=#FFFFFF" }, all.map { $0.choice?.key ?? "none" }.description)
        // A `var` may change before the switch; a copy of the app's own style is no appearance.
        for copy in ["var style = traitCollection.userInterfaceStyle", "let style = theme.style"] {
            let other = Self.albumStack.replacingOccurrences(of: "switch traitCollection.userInterfaceStyle {", with: copy + "\n    switch style {")
            XCTAssertTrue(try findings(other).allSatisfy { $0.choice == nil }, copy)
        }
    }

    func testNoPairWhereTheClausesDoNotSetTheSamePlaceOrTheSwitchIsNotTheAppearance() throws {
        let sources = [
            // Different places in the two clauses.
            "import UIKit\nfunc f(a: UIView, b: UIView, t: UITraitCollection) {\n  switch t.userInterfaceStyle {\n  case .dark:\n    a.backgroundColor = .white\n  default:\n    b.backgroundColor = .black\n  }\n}\n",
            // The app's own theme (ThemeSwitchArms keeps those arms as written).
            "import UIKit\nenum Theme { case light, dark }\nfunc f(a: UIView, theme: Theme) {\n  switch theme {\n  case .dark:\n    a.backgroundColor = .white\n  default:\n    a.backgroundColor = .black\n  }\n}\n",
            // Not the appearance: a size class.
            "import UIKit\nfunc f(a: UIView, t: UITraitCollection) {\n  switch t.horizontalSizeClass {\n  case .compact:\n    a.backgroundColor = .white\n  default:\n    a.backgroundColor = .black\n  }\n}\n",
            // One clause only sets the place.
            "import UIKit\nfunc f(a: UIView, t: UITraitCollection) {\n  switch t.userInterfaceStyle {\n  case .dark:\n    a.backgroundColor = .white\n  default:\n    break\n  }\n}\n",
            // An `@unknown default` drawing a third color.
            "import UIKit\nfunc f(a: UIView, t: UITraitCollection) {\n  switch t.userInterfaceStyle {\n  case .dark:\n    a.backgroundColor = .white\n  case .light:\n    a.backgroundColor = .black\n  @unknown default:\n    a.backgroundColor = .red\n  }\n}\n",
        ]
        for source in sources {
            let all = try findings(source)
            XCTAssertFalse(all.isEmpty)
            XCTAssertTrue(all.allSatisfy { $0.choice == nil }, source)
        }
    }

    func testFixWritesTheTokenOverBothArmsNeverOneAlone() throws {
        let options: RunOptions = try {
            var o = RunOptions()
            o.configuration = try ConfigurationLoader.parse(Array(DetectorCorrection.table.utf8), file: "table.json")
            return o
        }()
        let file = SwiftSource(path: "Example.swift", bytes: Array(Self.albumStack.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        let after = String(decoding: Edits.apply(Engine.edits(for: reports), to: file.bytes), as: UTF8.self)
        // The table's #000000 with dark #FFFFFF is `text`; the white alone would have been `background`.
        XCTAssertEqual(after.components(separatedBy: "backgroundColor = Semantic.text").count - 1, 4, after)
        XCTAssertFalse(after.contains("Semantic.background"), after)
    }
}
