import Foundation
@testable import RecolorCore
import XCTest

/// An Interface Builder document cut off or holding merge-conflict markers is named and skipped,
/// never read in part (session 25's review, F9).
final class InterfaceBuilderWellFormedTests: XCTestCase {
    static let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\">\n"
        + "    <objects>\n        <view contentMode=\"scaleToFill\" id=\"Vw1-aa-bb1\">\n"
    static let color = "            <color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>\n"
    static let tail = "        </view>\n    </objects>\n</document>\n"

    func problem(_ text: String) -> String? { InterfaceBuilderWellFormed.problem(Array(text.utf8)) }

    func testACutOffOrConflictedDocumentIsNamed() {
        // Triggering.
        XCTAssertEqual(problem(Self.head + Self.color), "not a well-formed Interface Builder document (cut off: it does not end with </document>); skipped")
        let conflicted = Self.head + "<<<<<<< HEAD\n" + Self.color + "=======\n" + Self.color + ">>>>>>> feature\n" + Self.tail
        XCTAssertEqual(problem(conflicted), "not a well-formed Interface Builder document (a merge-conflict marker at line 5); skipped (resolve the conflict to check it)")
        XCTAssertNotNil(problem(Self.head + Self.color + "=======\n" + Self.tail))
    }

    func testAWholeDocumentHasNoProblem() {
        // Non-triggering: whole documents, trailing blanks, an old `<archive>` xib, `=` inside values.
        XCTAssertNil(problem(Self.head + Self.color + Self.tail))
        XCTAssertNil(problem(Self.head + Self.color + Self.tail + "\n\n  "))
        XCTAssertNil(problem("<?xml version=\"1.0\"?>\n<!-- a comment -->\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\">\n<data/>\n</archive>\n"))
        XCTAssertNil(problem(Self.head + "            <string key=\"text\">a ======= b &lt;&lt;&lt;&lt;&lt;&lt;&lt;</string>\n" + Self.tail))
        XCTAssertNil(problem(""))
    }

    func testACheckNamesTheDocumentAndTakesNoneOfItsColors() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ibwf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try (Self.head + Self.color).write(to: dir.appendingPathComponent("Cut.xib"), atomically: true, encoding: .utf8)
        try (Self.head + Self.color + Self.tail).write(to: dir.appendingPathComponent("Whole.xib"), atomically: true, encoding: .utf8)
        var options = RunOptions()
        options.cwd = dir.path
        options.paths = ["."]
        let result = Engine.run(options)
        XCTAssertEqual(result.problems.map(\.file), ["Cut.xib"])
        XCTAssertEqual(Set(result.allReports.map(\.file)), ["Whole.xib"])
    }
}
