@testable import RecolorCore
import XCTest

/// Session 27's review, F6 (2fas-pass-ios's tag colors): `self.init(light: A, dark: B)` in a convenience
/// initializer is a delegation, no value. Under a rule for its pair `fix` replaced the call by the token,
/// so the initializer delegated on no path (the app did not build); the arms now stay as written, kept
/// with the reason. The same call as a value is still replaced whole.
final class InitializerDelegationTests: XCTestCase {
    func fixed(_ source: String) throws -> (text: String, reports: [Report]) {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(DetectorCorrection.table.utf8), file: "table.json")
        let file = SwiftSource(path: "TagColor.swift", bytes: Array(source.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        return (String(decoding: Edits.apply(Engine.edits(for: reports), to: file.bytes), as: UTF8.self), reports)
    }

    static let pairInit = "import UIKit\nextension UIColor {\n  convenience init(light: UIColor, dark: UIColor) { self.init { $0.userInterfaceStyle == .dark ? dark : light } }\n"

    /// Triggering: each case delegates with its pair; fix changes nothing and says why.
    func testADelegationWithAPairIsKeptAsWritten() throws {
        let source = Self.pairInit + "  convenience init(tag: Int) {\n    switch tag {\n    case 0: self.init(light: .white, dark: .black)\n    default: self.init(light: .black, dark: .white)\n    }\n  }\n}\n"
        let (text, reports) = try fixed(source)
        XCTAssertEqual(text, source)
        XCTAssertEqual(reports.count, 4)
        for r in reports {
            XCTAssertFalse(r.resolution.isMapped)
            XCTAssertTrue(r.resolution.kept?.contains("self.init(light:dark:) delegates to another initializer") == true, r.resolution.kept ?? r.resolution.unmappedReason ?? "")
        }
    }

    /// Non-triggering: the same call as a value (a static property, `Self(…)` written out) is one pair, replaced whole.
    func testTheSameCallAsAValueIsStillReplacedWhole() throws {
        let source = Self.pairInit + "  static var ink: UIColor { UIColor(light: .white, dark: .black) }\n  static func paper() -> UIColor { .init(light: .black, dark: .white) }\n}\n"
        let (text, _) = try fixed(source)
        XCTAssertTrue(text.contains("static var ink: UIColor { Semantic.background }"), text)
        XCTAssertTrue(text.contains("static func paper() -> UIColor { Semantic.text }"), text)
    }
}
