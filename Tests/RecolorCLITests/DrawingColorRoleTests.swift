import Foundation
import XCTest

/// A color set as the drawing color (`NSColor.white.setFill(); dirtyRect.fill()`) is a fill or a
/// border, not text: a panel drawn white took the token of the white text beside it
/// (`inverseText`, white in Dark) and stayed white in Dark Mode (session 20 audit F21, repro r17).
final class DrawingColorRoleTests: XCTestCase {
    func darks(_ files: [String: String]) throws -> [String: String] { try InitDraft(files).darkByRule }

    static let badges = """
        import AppKit
        final class BadgeView: NSView {
            let label = NSTextField(labelWithString: "")
            let tag = NSTextField(labelWithString: "")
            func configure() {
                label.textColor = .white
                tag.textColor = .white
                label.backgroundColor = NSColor(srgbRed: 0.16, green: 0.65, blue: 0.27, alpha: 1)
            }
        }

        """

    func testAFillSetForDrawingIsASurfaceBesideWhiteText() throws {
        let dark = try darks(["Badge.swift": Self.badges, "Panel.swift": """
            import AppKit
            final class PanelView: NSView {
                override func draw(_ dirtyRect: NSRect) {
                    NSColor.white.setFill()
                    dirtyRect.fill()
                }
            }
            final class CardView: NSView {
                override func draw(_ dirtyRect: NSRect) {
                    NSColor.white.set()
                    NSRectFill(dirtyRect)
                }
            }

            """])
        XCTAssertEqual(dark["#FFFFFF"], "#FFFFFF", "the text stays white: \(dark)")
        let fill = try XCTUnwrap(dark["#FFFFFF fill,setFill"], "the drawn fill has its own rule: \(dark)")
        XCTAssertNotEqual(fill.prefix(7), "#FFFFFF", "the drawn panel is dark in Dark: \(dark)")
    }

    /// Negative control: a white set for drawing with no drawing call after it says nothing, and
    /// takes the value's catch-all as before.
    func testASetWithNoDrawingCallSaysNothing() throws {
        let dark = try darks(["Badge.swift": Self.badges, "Panel.swift": """
            import AppKit
            final class PanelView: NSView {
                func prepare() {
                    NSColor.white.set()
                }
            }

            """])
        XCTAssertEqual(dark.keys.filter { $0.hasPrefix("#FFFFFF") }, ["#FFFFFF"], "\(dark)")
    }
    /// White drawn while the view is selected sits on the selection's accent highlight: kept white
    /// (NetNewsWire's unread dot, a regression of the fill role caught on the regression set). The
    /// same white drawn unselected (negative control) is a fill.
    func testWhiteDrawnOnTheSelectionIsKept() throws {
        let s = try Scratch()
        try s.write("Dot.swift", """
            import AppKit
            final class UnreadIndicatorView: NSView {
                var isSelected = false
                var isEmphasized = false
                override func draw(_ dirtyRect: NSRect) {
                    if isSelected && isEmphasized {
                        NSColor.white.setFill()
                    } else {
                        NSColor.controlAccentColor.setFill()
                    }
                    NSBezierPath(ovalIn: bounds).fill()
                }
            }
            final class PanelView: NSView {
                var isLoaded = false
                override func draw(_ dirtyRect: NSRect) {
                    if isLoaded {
                        NSColor.white.setFill()
                    }
                    dirtyRect.fill()
                }
            }

            """)
        let run = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: s.url.appendingPathComponent(".recolor.json"))) as! [String: Any]
        let rules = table["rules"] as! [[String: Any]]
        let keep = rules.first { ($0["keep"] as? String)?.hasPrefix("on a colored fill: drawn on the selection (if isSelected && isEmphasized)") == true }
        XCTAssertEqual(keep?["in"] as? [String], ["UnreadIndicatorView.draw"], "\(rules)")
        XCTAssertTrue(rules.contains { ($0["match"] as? String) == "#FFFFFF" && $0["token"] != nil }, "the panel's white is a token: \(rules)")
    }
}
