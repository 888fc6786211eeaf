@testable import RecolorCore
import XCTest

/// A color returned by the app's own function takes the role of where the function's calls go,
/// through a second function that returns the call (Hakumai's `UIHelper.debugMessageBgColor()`
/// returned by a cell's private `color(for:)`, assigned to `coloredView.fillColor`: session 29's
/// review, B4). Read "as color", the near-black badge fill #101010 was drafted #D6D6D6 in Dark.
extension StarterDraftTests {
    static let badgeHelper = """
    import AppKit
    extension NSColor { convenience init(hex: String) { self.init(white: 0, alpha: 1) } }
    final class Helper {
        static func noticeShade() -> NSColor {
            return NSColor(hex: "#808080")
        }
        static func traceShade() -> NSColor {
            return NSColor(hex: "#101010")
        }
    }
    """

    static func badgeCell(_ configure: String, extra: String = "") -> String {
        """
        import AppKit
        enum Kind { case notice, trace }
        final class BadgeCell: NSTableCellView {
            @IBOutlet weak var box: FilledBox!
            @IBOutlet weak var label: NSTextField!
            // A finding in this file: a draft without the run reads the calls in the run's files only.
            var marker = NSColor(hex: "#FFFFFF")
        }
        extension BadgeCell {
            func configure(kind: Kind?) {
                \(configure)
            }
        }
        private extension BadgeCell {
            func shade(for kind: Kind?) -> NSColor {
                guard let kind = kind else { return Helper.noticeShade() }
                switch kind {
                case .notice:
                    return Helper.noticeShade()
                case .trace:
                    return Helper.traceShade()
                }
            }
        }
        \(extra)
        """
    }

    func traceToken(_ files: [String: String]) throws -> StarterDraft.Token? {
        let (d, _, _) = try draft(files)
        return d.tokens.first { $0.appearance[.light] == RGBA(red: 0x10, green: 0x10, blue: 0x10) }
    }

    func testAColorReturnedThroughAHelperAssignedToAFillStaysDark() throws {
        let t = try XCTUnwrap(traceToken(["Helper.swift": Self.badgeHelper, "Cell.swift": Self.badgeCell("box.fillColor = shade(for: kind)")]))
        XCTAssertTrue(t.role.isSurface, "\(t.name) \(t.role)")
        let dark = try XCTUnwrap(t.appearance[.dark])
        XCTAssertLessThan(Int(dark.red) + Int(dark.green) + Int(dark.blue), 3 * 0x40, "\(t.name) dark \(dark)")
    }

    /// Non-triggering: a function whose result is drawn both as text and as a background says no role.
    func testAFunctionUsedAsTextAndBackgroundSaysNoRole() throws {
        let t = try XCTUnwrap(traceToken(["Helper.swift": Self.badgeHelper,
                                          "Cell.swift": Self.badgeCell("box.fillColor = shade(for: kind)\n        label.textColor = shade(for: kind)")]))
        XCTAssertEqual(t.role, .color, "\(t.name) \(t.role)")
    }

    /// Non-triggering: another type's function of the same name, assigned to a fill, says nothing of this one.
    func testASameNamedFunctionOfAnotherTypeSaysNoRole() throws {
        let other = """
        final class OtherCell: NSView {
            @IBOutlet weak var box: FilledBox!
            func shade(for kind: Kind?) -> NSColor { .red }
            func paint() { box.fillColor = shade(for: nil) }
        }
        """
        let t = try XCTUnwrap(traceToken(["Helper.swift": Self.badgeHelper, "Cell.swift": Self.badgeCell("print(kind as Any)", extra: other)]))
        XCTAssertEqual(t.role, .color, "\(t.name) \(t.role)")
    }
}
