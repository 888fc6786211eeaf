import Foundation
import XCTest

/// A file `generate` finds in its way is never replaced unless it can tell it is its own and may
/// rewrite it: an unreadable catalog `Contents.json` is kept (exit 3, named), a read-only or
/// hard-linked generated file is left alone as `fix` leaves one (exit 3), and a target whose
/// folder is a file is refused with the others, before anything is written (exit 2).
final class GenerateExistingFileTests: XCTestCase {
    let tokens = ##""tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF", "dark": "#000000" } }"##
    let namespaced = ##"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"## + "\n"

    /// F1: generate (as nobody) with a catalog whose Contents.json it cannot read replaced it by
    /// the default, losing `provides-namespace`.
    func testAnUnreadableCatalogContentsIsKeptAndNamed() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"{ "generate": { "swift": "Gen.swift", "assetCatalog": "Colors.xcassets" }, \##(tokens) }"##)
        try s.write("Colors.xcassets/Contents.json", namespaced)
        let catalog = s.url.appendingPathComponent("Colors.xcassets/Contents.json").path
        chmod(catalog, 0o000)
        let r = try CommandRunner.recolorWithoutPrivileges(["generate"], in: s.url)
        chmod(catalog, 0o644)
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("Colors.xcassets/Contents.json"), r.stderr)
        XCTAssertEqual(try s.read("Colors.xcassets/Contents.json"), namespaced)
    }
}
