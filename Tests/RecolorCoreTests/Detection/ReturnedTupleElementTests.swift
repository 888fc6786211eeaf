@testable import RecolorCore
import XCTest

/// An element of a returned tuple takes its label and type from the declared return type (beam's
/// notice banner, session 22 F21: `-> (backgroundColor: UIColor, textColor: UIColor)` returning
/// `(…, UIColor.white)`); a tuple whose type labels nothing, or no returned tuple, gets none.
final class ReturnedTupleElementTests: XCTestCase {
    func contexts(_ source: String) -> [String: String] {
        let file = SwiftSource(path: "A.swift", bytes: Array(source.utf8))
        var out: [String: String] = [:]
        for r in Engine.analyze([file], options: RunOptions()).allReports { out[r.text] = r.finding.context ?? "none" }
        return out
    }

    func testTheDeclaredLabelIsTheContext() {
        let c = contexts("import UIKit\nenum NoticeType { case error, information }\nfunc colorForType(_ type: NoticeType) -> (backgroundColor: UIColor, textColor: UIColor) {\n  switch type {\n  case .error:\n    return (UIColor(red: 208 / 255.0, green: 46 / 255.0, blue: 56 / 255.0, alpha: 0.95), UIColor.white)\n  case .information:\n    return (UIColor(red: 0.4, green: 0.4, blue: 0.4, alpha: 0.95), .black)\n  }\n}\n")
        XCTAssertEqual(c["UIColor.white"], "textColor")
        XCTAssertEqual(c[".black"], "textColor", "an implicit member is a color there: \(c)")
        XCTAssertEqual(c["UIColor(red: 208 / 255.0, green: 46 / 255.0, blue: 56 / 255.0, alpha: 0.95)"], "backgroundColor")
    }

    func testNoLabelNoContext() {
        let c = contexts("import UIKit\nfunc colors() -> (UIColor, UIColor) {\n  return (UIColor(white: 0.2, alpha: 1), UIColor.white)\n}\nfunc pair() -> (Int, UIColor) {\n  return (1, UIColor.gray)\n}\n")
        XCTAssertEqual(c["UIColor.white"], "none")
        XCTAssertEqual(c["UIColor.gray"], "none")
    }
}
