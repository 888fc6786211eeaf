@testable import RecolorCore
import XCTest

/// AppKit's labelColor is black at 85 % alpha (UIKit's label is opaque): opaque black text of
/// AppKit code is still proposed as `labelColor`, with AppKit's values and a description that
/// says the light value changes, never "equals" (session 26's review, F16).
final class AppKitSystemValuesTests: XCTestCase {
    func draft(_ code: String) -> StarterDraft {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([SwiftSource(path: "A.swift", bytes: Array(code.utf8))], options: options)
        return StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
    }

    // Triggering: AppKit text.
    func testOpaqueBlackTextOfAppKitTakesAppKitsLabelValues() throws {
        let d = draft("import AppKit\nfunc style(_ f: NSTextField) {\n    f.textColor = NSColor.black\n}\n")
        let t = try XCTUnwrap(d.tokens.first { $0.system?.name == "label" }, "\(d.tokens.map(\.name))")
        XCTAssertEqual(t.expressions[.appkit], "NSColor.labelColor")
        XCTAssertEqual(t.appearance[.light], RGBA(red: 0, green: 0, blue: 0, alpha: 0xD8))
        XCTAssertEqual(t.appearance[.dark], RGBA(red: 255, green: 255, blue: 255, alpha: 0xD8))
        XCTAssertFalse(t.description.contains("equals Apple's label"), t.description)
        XCTAssertTrue(t.description.contains("85 % alpha (#000000D8)"), t.description)
    }

    // Non-triggering: UIKit's label is opaque black.
    func testOpaqueBlackTextOfUIKitEqualsUIKitsLabel() throws {
        let d = draft("import UIKit\nfunc style(_ l: UILabel) {\n    l.textColor = UIColor.black\n}\n")
        let t = try XCTUnwrap(d.tokens.first { $0.system?.name == "label" }, "\(d.tokens.map(\.name))")
        XCTAssertEqual(t.appearance[.light], RGBA(red: 0, green: 0, blue: 0))
        XCTAssertTrue(t.description.contains("equals Apple's label in light mode"), t.description)
    }

    // Non-triggering: an app forcing Dark matches no adaptive Apple color for its code's white text
    // (`ForcedDarkFixed`, session 26): the token is fixed at the white it shows, never AppKit's
    // 85 % alpha label.
    func testAForcedDarkAppKeepsItsOwnWhite() throws {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([SwiftSource(path: "A.swift", bytes: Array("import AppKit\nfunc style(_ f: NSTextField) {\n    f.textColor = NSColor.white\n}\n".utf8))], options: options)
        var draftOptions = StarterDraft.Options()
        draftOptions.forcedStyle = .dark
        let d = StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration(), options: draftOptions)
        XCTAssertNil(d.tokens.first { $0.system != nil }, "\(d.tokens.map(\.name))")
        let t = try XCTUnwrap(d.tokens.first, "\(d.tokens.map(\.name))")
        XCTAssertTrue(t.fixed)
        XCTAssertEqual(t.appearance[.light], RGBA(red: 255, green: 255, blue: 255))
        XCTAssertFalse(t.description.contains("85 % alpha"), t.description)
    }
}
