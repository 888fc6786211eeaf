@testable import RecolorCore
import XCTest

/// A local variable's name qualifies no token (fsnotes' caret `let clr = NSColor(…)` became
/// `clrBlueColor`: session 22 audit F15); a type's stored member still does.
final class LocalNamesTests: XCTestCase {
    func names(_ code: String) -> [String: String] {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "Editor.swift", bytes: Array(code.utf8))], options: options)
        let d = StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
        return Dictionary(d.tokens.map { ($0.values[0].match, $0.name) }, uniquingKeysWith: { a, _ in a })
    }

    /// The more used blue takes `blueColor`; #7887B0 is qualified by something else than `clr`.
    func code(_ caret: String) -> String {
        """
        import AppKit
        final class Editor: NSTextView {
            \(caret)
            func paint() {
                let a = NSColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
                let b = NSColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
                print(a, b)
            }
        }
        """
    }

    func testALocalsNameIsNoQualifier() {
        let local = "override func drawInsertionPoint(in rect: NSRect, color: NSColor, turnedOn flag: Bool) {\n        let clr = NSColor(red: 0.47, green: 0.53, blue: 0.69, alpha: 1.0)\n        super.drawInsertionPoint(in: rect, color: clr, turnedOn: flag)\n    }"
        let n = names(code(local))
        XCTAssertEqual(n["#3366E6"], "blueColor", "\(n)")
        XCTAssertNotNil(n["#7887B0"], "\(n)")
        XCTAssertFalse(n["#7887B0"]?.lowercased().contains("clr") ?? true, "\(n)")
    }

    func testAMembersNameStillQualifies() {
        let n = names(code("let caret = NSColor(red: 0.47, green: 0.53, blue: 0.69, alpha: 1.0)"))
        XCTAssertEqual(n["#7887B0"], "caretBlueColor", "\(n)")
    }
}
