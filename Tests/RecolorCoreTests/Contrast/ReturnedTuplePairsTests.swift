@testable import RecolorCore
import XCTest

/// The text and background of one tuple a function returns, labeled by its declared result type,
/// pair with each other (beam's notice banner, session 22 F21): `-> (backgroundColor: UIColor,
/// textColor: UIColor)` returning `(red, UIColor.white)` and `(gray, UIColor.white)`.
final class ReturnedTuplePairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "bannerText": { "uikit": "Semantic.bannerText", "light": "#FFFFFF", "dark": "#FFFFFF" },
        "errorBackground": { "uikit": "Semantic.errorBackground", "light": "#D02E38" },
        "noticeBackground": { "uikit": "Semantic.noticeBackground", "light": "#605E66" } },
      "rules": [
        { "match": "#FFFFFF", "token": "bannerText" },
        { "match": "#D02E38", "token": "errorBackground" },
        { "match": "#605E66", "token": "noticeBackground" } ] }
    """##

    func pairs(_ resultType: String) throws -> [String] {
        let code = """
            import UIKit
            final class NoticeView: UIView {
                func colorForType(_ error: Bool) -> \(resultType) {
                    if error {
                        return (UIColor(red: 208 / 255.0, green: 46 / 255.0, blue: 56 / 255.0, alpha: 1), UIColor.white)
                    }
                    return (UIColor(red: 96 / 255.0, green: 94 / 255.0, blue: 102 / 255.0, alpha: 1), UIColor.white)
                }
            }

            """
        return try PairsOfOneFile.infer(code, table: Self.table).map { p in
            "\(p.foreground)/\(p.background)@" + p.sightings.map { "\($0.line)-\($0.backgroundLine ?? 0)" }.joined(separator: ",")
        }
    }

    func testTheTextOfOneReturnedTupleIsOnItsBackground() throws {
        XCTAssertEqual(try pairs("(backgroundColor: UIColor, textColor: UIColor)"),
                       ["bannerText/errorBackground@5-5", "bannerText/noticeBackground@7-7"])
    }

    func testNoPairWithoutLabelsThatNameRoles() throws {
        XCTAssertEqual(try pairs("(UIColor, UIColor)"), [])
        XCTAssertEqual(try pairs("(first: UIColor, second: UIColor)"), [])
    }
}
