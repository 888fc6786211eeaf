@testable import RecolorCore
import XCTest

/// An implicit member in a SwiftUI color modifier is a `Color` member (review 23 F14: emitron-iOS
/// declares `Color.accent`, its orange set, and `UIColor.accent`, a green; `.foregroundColor(.accent)`
/// was measured as the green).
final class ModifierMemberTypePairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "accentGreen": { "uikit": "UIColor.accent", "light": "#158443" },
        "accentOrange": { "swiftui": "Color.accent", "light": "#EC662B" },
        "paper": { "uikit": "UIColor.paper", "swiftui": "Color.paper", "light": "#F2F6FA" } } }
    """##

    func testASwiftUIModifierReadsTheColorMember() throws {
        let code = """
        import SwiftUI
        struct V: View {
            var body: some View {
                Text("a").foregroundColor(.accent).background(Color.paper)
            }
        }
        """
        XCTAssertEqual(try PairsOfOneFile.described(code, table: Self.table), ["accentOrange/paper@4-4"])
    }

    /// Negative: UIKit's `.accent` is `UIColor.accent`.
    func testUIKitReadsItsOwnTypesMember() throws {
        let code = """
        import UIKit
        func style(_ label: UILabel) {
            label.textColor = .accent
            label.backgroundColor = .paper
        }
        """
        XCTAssertEqual(try PairsOfOneFile.described(code, table: Self.table), ["accentGreen/paper@3-4"])
    }
}
