@testable import RecolorCore
import XCTest

/// A member assignment whose receiver's type the file tells, on a type of the tree that declares the
/// property with a type of its own: OpenEmu's `HUDBarButton` (`enum BackgroundColor { case black, red }`,
/// `var backgroundColor: BackgroundColor?`, choosing the button's picture) set as `stop.backgroundColor = .red`
/// in another file. Review 28 B16: both were NSColor findings and fix wrote `Semantic.redBackground`, which
/// did not build. Hand-written, in the app's shape.
final class OwnPropertyOfReceiverTests: XCTestCase {
    let button = """
        import AppKit

        final class PadButton: NSButton {
            enum BackgroundColor { case black, red }
            var backgroundColor: BackgroundColor?
            override func draw(_ dirtyRect: NSRect) {
                if backgroundColor == .red { NSImage(named: "pad_red")?.draw(in: bounds) }
            }
        }

        """
    let bar = """
        import AppKit

        final class PadBar: NSView {
            private let eject = PadButton()
            func setUp(window: NSWindow, field: NSTextField) {
                let stop = PadButton(frame: .zero)
                stop.backgroundColor = .red
                eject.backgroundColor = .black
                field.backgroundColor = .white
                window.backgroundColor = .black
                let plain = NSTextField(frame: .zero)
                plain.backgroundColor = .red
            }
        }

        """

    func reports(_ files: [(String, String)]) -> [String] {
        Engine.analyze(files.map { SwiftSource(path: $0.0, bytes: Array($0.1.utf8)) }, options: RunOptions()).allReports
            .map { "\($0.file):\($0.line) \($0.text)" }
    }

    func testTheTreeTypesOwnPropertyDeclaredInAnotherFileIsNoColor() {
        XCTAssertEqual(reports([("PadButton.swift", button), ("PadBar.swift", bar)]),
                       ["PadBar.swift:9 .white", "PadBar.swift:10 .black", "PadBar.swift:12 .red"])
    }

    func testAnExtensionsDeclarationIsTheTypesToo() {
        let split = button.replacingOccurrences(of: "    var backgroundColor: BackgroundColor?\n", with: "")
            + "extension PadButton {\n    var backgroundColor: BackgroundColor? { get { nil } set {} }\n}\n"
        XCTAssertEqual(reports([("PadButton.swift", split), ("PadBar.swift", bar)]),
                       ["PadBar.swift:9 .white", "PadBar.swift:10 .black", "PadBar.swift:12 .red"])
    }

    func testATreeViewSubclassNotDeclaringTheNameKeepsTheFrameworksColor() {
        // The negative: UIKit's own `backgroundColor` on the app's view subclass, beside another type's enum property.
        let cell = """
            import UIKit

            final class BadgeCell: UITableViewCell {}
            struct Badge { enum BackgroundColor { case black, white }; var backgroundColor: BackgroundColor }
            final class List: UIViewController {
                func style(_ badge: inout Badge) {
                    let cell = BadgeCell()
                    cell.backgroundColor = .white
                    badge.backgroundColor = .white
                    tableView.backgroundColor = .black
                }
            }

            """
        XCTAssertEqual(reports([("List.swift", cell)]), ["List.swift:8 .white", "List.swift:10 .black"])
    }
}
