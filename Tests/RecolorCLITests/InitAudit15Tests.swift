import Foundation
import XCTest

/// Findings of the session-15 review (`init` → `fix` on Zap, Unwatched and Boop;
/// /work/s15/audit.md), each on a hand-written fixture in the app's shape, with its near miss.
final class InitAudit15Tests: XCTestCase {
    /// init then fix on the scratch tree: the fixed file's text.
    func initAndFix(_ s: Scratch, _ file: String) throws -> String {
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fix = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertTrue(fix.status == 0 || fix.status == 1, fix.stderr)
        return try s.read(file)
    }

    func line(_ text: String, containing needle: String) -> String {
        text.split(separator: "\n").first { $0.contains(needle) }.map(String.init) ?? ""
    }

    static let style = """
        import UIKit

        public struct UIViewStyle<T: UIView> {
            let styling: (T) -> Void
            public func apply(to view: T) { styling(view) }
        }

        enum Style {
            enum Label {
                static func custom(color: UIColor = .black, fontSize: CGFloat = 17) -> UIViewStyle<UILabel> {
                    return UIViewStyle<UILabel> {
                        $0.textColor = color
                        $0.font = UIFont.systemFont(ofSize: fontSize)
                    }
                }
            }
            static func panel(color: UIColor) -> UIViewStyle<UIView> {
                return UIViewStyle<UIView> { $0.backgroundColor = color }
            }
        }

        """

    /// F2, Zap's `Style.Label.custom(color: .white)`: the function puts `color` into `textColor`,
    /// so the white is text, never the background token beside it; passed to a function that
    /// makes it a background, it is the background's.
    func testAColorPassedToAFunctionTakesTheRoleOfWhereTheFunctionPutsIt() throws {
        let s = try Scratch()
        try s.write("Style.swift", Self.style)
        try s.write("Confirm.swift", """
            import UIKit

            final class ConfirmViewController: UIViewController {
                let descriptionLabel = UILabel()
                let card = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    Style.Label.custom(color: .white).apply(to: descriptionLabel)
                    Style.panel(color: .white).apply(to: card)
                }
            }

            """)
        let fixed = try initAndFix(s, "Confirm.swift")
        let background = line(fixed, containing: "view.backgroundColor =").components(separatedBy: "= ").last ?? ""
        XCTAssertFalse(background.isEmpty || background.contains(".white"), fixed)
        let text = line(fixed, containing: "Style.Label.custom(color:")
        XCTAssertFalse(text.contains(background), "white passed into textColor took the background's token: \(fixed)")
        XCTAssertFalse(text.contains(".white)"), "still white as written: \(fixed)")
        XCTAssertTrue(line(fixed, containing: "Style.panel(color:").contains(background), "the panel's white is a background: \(fixed)")
    }

    /// F17, Boop's `ColorPair`: two of the app's own light/dark declarations with the same values
    /// stay two declarations; neither is rewritten into an alias of the other.
    func testTheAppsOwnPairDeclarationsAreNeverRewritten() throws {
        let s = try Scratch()
        let source = """
            import Cocoa

            struct ColorPair {
                static let popover = ColorPair(light: .init(white: 0.95, alpha: 1), dark: .init(white: 0.12, alpha: 1))
                static let background = ColorPair(light: .init(white: 0.95, alpha: 1.0), dark: .init(white: 31/255, alpha: 1.0))
                let light: NSColor
                let dark: NSColor
                func value(for appearance: NSAppearance) -> NSColor {
                    appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua ? dark : light
                }
            }

            final class Panel: NSView {
                override func updateLayer() {
                    layer?.backgroundColor = ColorPair.background.value(for: effectiveAppearance).cgColor
                    layer?.borderColor = ColorPair.popover.value(for: effectiveAppearance).cgColor
                }
            }

            """
        try s.write("Colors.swift", source)
        let fixed = try initAndFix(s, "Colors.swift")
        XCTAssertEqual(fixed, source)
        // A pair the code writes elsewhere with those values still becomes the token.
        try s.write("Other.swift", """
            import Cocoa

            final class Other: NSView {
                var pair = ColorPair(light: .init(white: 0.95, alpha: 1), dark: .init(white: 0.12, alpha: 1))
            }

            """)
        let r = try CommandRunner.recolor(["init", "--force", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        _ = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(try s.read("Colors.swift"), source)
        XCTAssertTrue(try s.read("Other.swift").contains("var pair = ColorPair.popover"), try s.read("Other.swift"))
    }

    /// F7, Unwatched's drop overlay: inside `.environment(\.colorScheme, .dark)` the black stays
    /// black (it shows only in dark); a black text elsewhere in the app still adapts, and the app
    /// is not said to force the dark appearance.
    func testAColorInASubtreeForcedDarkKeepsItsDarkValue() throws {
        let s = try Scratch()
        try s.write("DropZone.swift", """
            import SwiftUI

            struct DropZone: View {
                @State var isDropTarget = false
                var body: some View {
                    Text("Drop a video here")
                        .overlay {
                            if isDropTarget {
                                ZStack {
                                    Color.black
                                    Text("Release to add")
                                }
                            }
                        }
                        .environment(\\.colorScheme, .dark)
                }
            }

            struct Caption: View {
                var body: some View { Text("Title").foregroundStyle(Color.black) }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stderr.contains("the app forces"), r.stderr)
        _ = try CommandRunner.recolor(["fix", "."], in: s.url)
        let fixed = try s.read("DropZone.swift")
        XCTAssertTrue(fixed.contains("            Color.black\n"), fixed)
        XCTAssertFalse(line(fixed, containing: "Text(\"Title\")").contains("Color.black"), fixed)
    }
}
