@testable import RecolorCore
import XCTest

/// A text and a background set on one receiver, each written over several lines, are a pair
/// (session 24, F11: SwiftTerm's `toggleReverseVideoTest` restores saved colors in an `if let …
/// { …; return }`, then sets `NSColor(` + newline + `srgbRed: 0x93 …` on `NSColor(` + newline +
/// `srgbRed: 0x00 …`: both read `NSColor (` to the end of the line, "the same color", so no pair,
/// and init's dark lowered the text to 4.24:1).
final class MultilinePairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "text": { "appkit": "Palette.text", "light": "#93A1A1", "dark": "#7D8B8B" },
        "surface": { "appkit": "Palette.surface", "light": "#002B36", "dark": "#002B36" },
        "accent": { "uikit": "Palette.accent", "light": "#002B36", "dark": "#0A4A5A" } },
      "rules": [
        { "match": "#93A1A1", "token": "text" },
        { "match": "#002B36", "context": ["onTintColor"], "token": "accent" },
        { "match": "#002B36", "token": "surface" } ] }
    """##

    func pairs(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: Self.table) }

    func testColorsWrittenOverSeveralLinesPairAfterAnEarlyReturningBranch() throws {
        let code = """
        import AppKit
        final class ViewController: NSViewController {
            let terminal = TerminalView()
            var saved: (NSColor, NSColor)?
            func toggle() {
                if let saved {
                    terminal.nativeForegroundColor = saved.0
                    terminal.nativeBackgroundColor = saved.1
                    self.saved = nil
                    return
                }
                terminal.nativeForegroundColor = NSColor(
                    srgbRed: 0x93 / 255.0, green: 0xa1 / 255.0, blue: 0xa1 / 255.0, alpha: 1)
                terminal.nativeBackgroundColor = NSColor(
                    srgbRed: 0x00 / 255.0, green: 0x2b / 255.0, blue: 0x36 / 255.0, alpha: 1)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["text/surface@12-14"])
    }

    /// Negative: one color written alike over several lines as a view's tint and its background
    /// (two tokens by context) is painted as one with it (radar-covid's switch track), not a pair.
    func testOneColorWrittenAlikeOverSeveralLinesIsNoPair() throws {
        let code = """
        import UIKit
        func style(_ toggle: UISwitch) {
            toggle.onTintColor = UIColor(
                red: 0x00 / 255.0, green: 0x2b / 255.0, blue: 0x36 / 255.0, alpha: 1)
            toggle.backgroundColor = UIColor(
                red: 0x00 / 255.0, green: 0x2b / 255.0, blue: 0x36 / 255.0, alpha: 1)
            toggle.tintColor = UIColor(
                red: 0x93 / 255.0, green: 0xa1 / 255.0, blue: 0xa1 / 255.0, alpha: 1)
        }
        """
        XCTAssertEqual(try pairs(code), ["text/surface@7-5"], "the other color is a pair (what this test is about)")
    }

    /// Negative: a text set in one branch and a background in the other branch of one `if` are
    /// never drawn together, returning or not.
    func testTwoBranchesOfOneStatementStayApart() throws {
        let code = """
        import AppKit
        final class ViewController: NSViewController {
            let terminal = TerminalView()
            func toggle(_ on: Bool) {
                if on {
                    terminal.nativeForegroundColor = NSColor(
                        srgbRed: 0x93 / 255.0, green: 0xa1 / 255.0, blue: 0xa1 / 255.0, alpha: 1)
                    return
                } else {
                    terminal.nativeBackgroundColor = NSColor(
                        srgbRed: 0x00 / 255.0, green: 0x2b / 255.0, blue: 0x36 / 255.0, alpha: 1)
                }
            }
        }
        """
        XCTAssertEqual(try pairs(code), [])
    }
}
