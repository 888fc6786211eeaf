@testable import RecolorCore
import XCTest

/// The arms of a `switch` on a view's own `tag` (`OwnTagCases`): Kursvalut's keypad button sets
/// `backgroundColor` per tag (session 30's review A4). Negatives: another view's tag, a pattern that
/// is no integer, a color outside any switch.
final class OwnTagCasesTests: XCTestCase {
    func cases(_ source: String, at marker: String) -> OwnTagCases? {
        let file = SwiftSource(path: "A.swift", bytes: Array(source.utf8))
        let offset = source.utf8.count - source.components(separatedBy: marker).last!.utf8.count - marker.utf8.count
        return OwnTagCases.of(file.codeIndex(atOrAfter: offset), in: file)
    }

    static let keypad = """
        class KeyButton: UIButton {
            func paint() {
                switch self.tag {
                case 1...6, 9:
                    backgroundColor = orange
                case 7..<9:
                    backgroundColor = blue
                default:
                    backgroundColor = gray
                }
            }
        }
        """

    func testArmsOfASwitchOnTheOwnTag() throws {
        let orange = try XCTUnwrap(cases(Self.keypad, at: "orange"))
        XCTAssertTrue(orange.contains(1) && orange.contains(6) && orange.contains(9))
        XCTAssertFalse(orange.contains(0) || orange.contains(7))
        let blue = try XCTUnwrap(cases(Self.keypad, at: "blue"))
        XCTAssertTrue(blue.contains(7) && blue.contains(8))
        XCTAssertFalse(blue.contains(9))
        let gray = try XCTUnwrap(cases(Self.keypad, at: "gray"))
        XCTAssertTrue(gray.contains(0) && gray.contains(10) && gray.contains(-1))
        XCTAssertFalse(gray.contains(3) || gray.contains(8) || gray.contains(9))
        XCTAssertNotNil(cases(Self.keypad.replacingOccurrences(of: "self.tag", with: "tag"), at: "gray"))
    }

    /// Not: a switch on another view's tag, on a pattern that is no integer, or no switch: every instance.
    func testOtherSwitchesAreNoTagArms() {
        XCTAssertNil(cases(Self.keypad.replacingOccurrences(of: "self.tag", with: "cell.tag"), at: "orange"))
        XCTAssertNil(cases(Self.keypad.replacingOccurrences(of: "self.tag", with: "self.kind"), at: "orange"))
        XCTAssertNil(cases(Self.keypad.replacingOccurrences(of: "case 7..<9:", with: "case Keys.clear.rawValue:"), at: "gray"))
        XCTAssertNil(cases("class A: UIView {\n  func f() {\n    if tag == 1 {\n      backgroundColor = orange\n    }\n  }\n}", at: "orange"))
    }
}
