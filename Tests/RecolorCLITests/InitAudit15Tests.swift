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
    /// makes it a background, it is the background's. (A table's rule tells uses apart by their
    /// context, the label: one tree passing `color:` to both kinds gets the commoner role.)
    func testAColorPassedToAFunctionTakesTheRoleOfWhereTheFunctionPutsIt() throws {
        func run(_ call: String) throws -> (background: String, argument: String, fixed: String) {
            let s = try Scratch()
            try s.write("Style.swift", Self.style)
            try s.write("Confirm.swift", """
                import UIKit

                final class ConfirmViewController: UIViewController {
                    let descriptionLabel = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = .white
                        \(call).apply(to: descriptionLabel)
                    }
                }

                """)
            let fixed = try initAndFix(s, "Confirm.swift")
            // The parameter's default flows where the parameter does: black text.
            let style = try s.read("Style.swift")
            XCTAssertTrue(line(style, containing: "func custom(").contains("color: UIColor = UIColor.label,"), style)
            let background = line(fixed, containing: "view.backgroundColor =").components(separatedBy: "= ").last ?? ""
            return (background, line(fixed, containing: ".apply(to:"), fixed)
        }
        let text = try run("Style.Label.custom(color: .white)")
        XCTAssertFalse(text.background.isEmpty || text.background.contains(".white"), text.fixed)
        XCTAssertFalse(text.argument.contains(text.background), "white passed into textColor took the background's token: \(text.fixed)")
        XCTAssertFalse(text.argument.contains(".white)"), "still white as written: \(text.fixed)")
        let panel = try run("Style.panel(color: .white)")
        XCTAssertTrue(panel.argument.contains(panel.background), "the panel's white is a background: \(panel.fixed)")
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
        let other = try s.read("Other.swift")
        XCTAssertTrue(other.contains("var pair = ColorPair.popover"), other)
    }

    /// F4, Zap's palette helper: `UIColor(named:) ?? UIColor.magenta` is a missing-asset signal,
    /// kept as written and no token (it was `purpleColor`); a magenta drawn on purpose is a token,
    /// named magenta.
    func testAMissingAssetFallbackIsNoTokenAndMagentaIsNoPurple() throws {
        let s = try Scratch()
        let palette = """
            import UIKit

            extension UIColor {
                enum Zap {
                    static let white = color("white")
                    private static func color(_ name: String) -> UIColor {
                        UIColor(named: name, in: Bundle.main, compatibleWith: nil) ?? UIColor.magenta
                    }
                }
            }

            """
        try s.write("Palette.swift", palette)
        try s.write("Badge.swift", "import UIKit\n\nfunc paint(_ v: UIView) { v.backgroundColor = UIColor.magenta }\n")
        let fixed = try initAndFix(s, "Palette.swift")
        XCTAssertEqual(fixed, palette)
        let table = try s.read(".recolor.json")
        XCTAssertFalse(table.lowercased().contains("purple"), table)
        let badge = try s.read("Badge.swift")
        XCTAssertTrue(badge.contains("Semantic.magenta"), badge)
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

    /// F7 at the App: `WindowGroup { ContentView().environment(\.colorScheme, .dark) }` forces the
    /// whole app dark, as `.preferredColorScheme(.dark)` there does: the code's black is the dark
    /// value and stays black; on one screen with `.preferredColorScheme(.dark)`, that screen's colors stay.
    func testTheColorSchemeEnvironmentOnTheAppsRootViewForcesTheAppDark() throws {
        let s = try Scratch()
        try s.write("App.swift", """
            import SwiftUI

            @main
            struct PlayerApp: App {
                var body: some Scene {
                    WindowGroup {
                        ContentView()
                            .environment(\\.colorScheme, .dark)
                    }
                }
            }

            struct ContentView: View {
                var body: some View {
                    ZStack {
                        Color.black
                        Text("Now playing").foregroundStyle(Color.white)
                    }
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("the app forces the dark appearance: .environment(\\.colorScheme, .dark)"), r.stderr)
        // The black is the dark value it shows today (never `Color.primary`, white there): a value of the
        // app's dark theme, fixed (session 26: no system color beside a forced dark theme, no proposed light).
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains("the app forces Dark: #000000 is the value it shows today, a value of its dark theme: fixed"), table)
        XCTAssertFalse(table.contains("systemBackground"), table)
    }
}
