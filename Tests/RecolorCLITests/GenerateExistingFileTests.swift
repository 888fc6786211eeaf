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

    /// Session 17's leftover: an app's color set whose Contents.json holds conflict markers was
    /// passed over by generate in silence, while scan/check/fix/init name it and exit 3.
    /// Negative: a readable app set says nothing and generate exits 0.
    func testAnUnreadableAppColorSetIsNamedAsByTheOtherCommands() throws {
        for broken in [true, false] {
            let s = try Scratch()
            try s.write(".recolor.json", ##"{ "generate": { "swift": "Gen.swift", "assetCatalog": "Colors.xcassets" }, \##(tokens) }"##)
            let good = ##"{"colors":[{"color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"##
            try s.write("App/Assets.xcassets/Brand.colorset/Contents.json", broken ? "<<<<<<< HEAD\n" + good + "\n=======\n" + good + "\n>>>>>>> theirs\n" : good)
            let r = try CommandRunner.recolor(["generate"], in: s.url)
            XCTAssertEqual(r.status, broken ? 3 : 0, r.stderr)
            XCTAssertEqual(r.stderr.contains("Brand.colorset/Contents.json: not a color set recolor can read"), broken, r.stderr)
            let scan = try CommandRunner.recolor(["scan"], in: s.url)
            XCTAssertEqual(scan.status, broken ? 3 : 0, scan.stderr)
        }
    }

    /// F4/F5: generate rewrote its own Gen.swift when it was read-only (0444) or hard-linked
    /// (splitting the link); fix leaves such a file alone, and so does generate now.
    func testAReadOnlyOrHardLinkedGeneratedFileIsLeftAlone() throws {
        for hardLink in [false, true] {
            let s = try Scratch()
            try s.write(".recolor.json", ##"{ "generate": { "swift": "Gen.swift", "assetCatalog": "Colors.xcassets" }, \##(tokens) }"##)
            XCTAssertEqual(try CommandRunner.recolor(["generate"], in: s.url).status, 0)
            let gen = s.url.appendingPathComponent("Gen.swift").path
            let set = s.url.appendingPathComponent("Colors.xcassets/bg.colorset/Contents.json").path
            if hardLink {
                XCTAssertEqual(link(gen, s.url.appendingPathComponent("Copy.swift").path), 0)
                XCTAssertEqual(link(set, s.url.appendingPathComponent("Copy.json").path), 0)
            } else {
                chmod(gen, 0o444)
                chmod(set, 0o444)
            }
            let before = (try s.read("Gen.swift"), try s.read("Colors.xcassets/bg.colorset/Contents.json"))
            try s.write(".recolor.json", ##"{ "generate": { "swift": "Gen.swift", "assetCatalog": "Colors.xcassets" }, \##(tokens.replacingOccurrences(of: "#000000", with: "#123456")) }"##)
            let r = try CommandRunner.recolor(["generate"], in: s.url)
            let why = hardLink ? "has 2 hard links; not rewritten" : "read-only; not rewritten"
            XCTAssertEqual(r.status, 3, r.stderr)
            XCTAssertTrue(r.stderr.contains("Gen.swift") && r.stderr.contains(why), r.stderr)
            XCTAssertTrue(r.stderr.contains("bg.colorset/Contents.json"), r.stderr)
            XCTAssertEqual(try s.read("Gen.swift"), before.0)
            XCTAssertEqual(try s.read("Colors.xcassets/bg.colorset/Contents.json"), before.1)
            var st = stat()
            XCTAssertEqual(stat(gen, &st), 0)
            XCTAssertEqual(st.st_nlink, hardLink ? 2 : 1)
            XCTAssertEqual(st.st_mode & 0o777, hardLink ? 0o644 : 0o444)
        }
    }

    /// F20: an asset catalog named after the table or a source file (a file, not a folder) was
    /// exit 3 with Gen.swift already written; it is refused with nothing written.
    func testACatalogThatIsAFileIsRefusedBeforeAnyWrite() throws {
        for catalog in [".recolor.json", "Sources/A.swift"] {
            let s = try Scratch()
            let table = ##"{ "generate": { "swift": "Gen.swift", "assetCatalog": "\##(catalog)" }, \##(tokens) }"##
            try s.write(".recolor.json", table)
            try s.write("Sources/A.swift", "import UIKit\n")
            for args in [["generate"], ["generate", "--check"]] {
                let r = try CommandRunner.recolor(args, in: s.url)
                XCTAssertEqual(r.status, 2, "\(catalog): \(r.stderr)")
                XCTAssertTrue(r.stderr.contains(catalog) && r.stderr.contains("nothing written"), r.stderr)
                XCTAssertFalse(FileManager.default.fileExists(atPath: s.url.appendingPathComponent("Gen.swift").path), catalog)
                XCTAssertEqual(try s.read(".recolor.json"), table)
                XCTAssertEqual(try s.read("Sources/A.swift"), "import UIKit\n")
            }
        }
    }

    /// F23: an empty path was "expected a path string, found a string".
    func testAnEmptyGeneratePathIsCalledEmpty() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"{ "generate": { "swift": "" }, \##(tokens) }"##)
        let r = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("generate.swift: an empty path"), r.stderr)
        XCTAssertFalse(r.stderr.contains("found a string"), r.stderr)
    }
}
