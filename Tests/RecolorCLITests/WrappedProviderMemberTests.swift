import Foundation
import XCTest

/// A member whose body is a dynamic provider wrapped in a conversion (Unwatched's share extension:
/// `static var shareSheetBackground: Color { Color(UIColor { traits in … }) }`) is the app's own
/// token: named after the member, which is its expression, and left as written by `fix`.
final class WrappedProviderMemberTests: XCTestCase {
    static let wrapped = """
        import SwiftUI
        import UIKit
        extension Color {
            static var sheetBackground: Color {
                Color(UIColor { traits in
                    traits.userInterfaceStyle == .dark
                        ? UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
                        : .white
                })
            }
        }
        struct Sheet: View {
            var body: some View { Text("x").background(Color.sheetBackground) }
        }

        """

    func run(_ text: String) throws -> (tokens: [String: [String: Any]], after: String) {
        let s = try Scratch()
        try s.write("Sources/Styles.swift", text)
        for args in [["init", "."], ["generate", "."], ["fix", "."]] {
            let r = try CommandRunner.recolor(args, in: s.url)
            XCTAssertEqual(r.status, 0, "\(args): \(r.stderr)")
        }
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return (t["tokens"] as? [String: [String: Any]] ?? [:], try s.read("Sources/Styles.swift"))
    }

    // Triggering: `Color(UIColor { … })` as a static member's whole body.
    func testAProviderWrappedInAConversionIsItsMembersToken() throws {
        let (tokens, after) = try run(Self.wrapped)
        let t = try XCTUnwrap(tokens["sheetBackground"], "\(tokens.keys.sorted())")
        XCTAssertEqual(t["swiftui"] as? String, "Color.sheetBackground")
        XCTAssertEqual(t["light"] as? String, "#FFFFFF")
        XCTAssertEqual(t["dark"] as? String, "#1A1A1F")
        XCTAssertEqual(after, Self.wrapped, "the app's own member stays as written")
    }

    // Non-triggering: the same wrapped provider as a local's value is no member: a token by role,
    // and the choice is replaced whole.
    func testAWrappedProviderInALocalIsNoMember() throws {
        let local = """
            import SwiftUI
            import UIKit
            struct Sheet: View {
                var body: some View {
                    let fill = Color(UIColor { traits in
                        traits.userInterfaceStyle == .dark
                            ? UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
                            : .white
                    })
                    return Text("x").background(fill)
                }
            }

            """
        let (tokens, after) = try run(local)
        XCTAssertNil(tokens["fill"], "\(tokens.keys.sorted())")
        XCTAssertFalse(after.contains("traits.userInterfaceStyle"), after)
    }

    // Triggering: `Self { … }`, a provider in an extension of UIColor, as the whole body of a member
    // declared `Self` (criticalmaps-ios's Styleguide, session 27): the member's token, named after it, and
    // left as written. Read as a bare ternary, it was `whiteOrDarkGrayColor` and `fix` wrote
    // `Self { Semantic.whiteOrDarkGrayColor }`, which does not compile (an ignored closure argument, a
    // UIColor where `Self` is due).
    static let selfProvider = """
        import UIKit
        public extension UIColor {
            static var backgroundPrimary: Self {
                Self { $0.userInterfaceStyle == .dark
                    ? UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
                    : UIColor.white
                }
            }
        }
        final class Panel: UIView {
            override func awakeFromNib() {
                super.awakeFromNib()
                backgroundColor = .backgroundPrimary
            }
        }

        """

    func testASelfProviderIsItsMembersToken() throws {
        let (tokens, after) = try run(Self.selfProvider)
        let t = try XCTUnwrap(tokens["backgroundPrimary"], "\(tokens.keys.sorted())")
        XCTAssertEqual(t["light"] as? String, "#FFFFFF")
        XCTAssertEqual(t["dark"] as? String, "#1A1A1A")
        XCTAssertEqual(after, Self.selfProvider, "the app's own member stays as written")
    }

    // Non-triggering: `Self` as a declaration's type (`static var x: Self { cond ? A : B }`) is no provider:
    // the choice is the member's body itself, named after the member as before.
    func testASelfTypedBodyIsNoProvider() throws {
        let plain = """
            import UIKit
            public extension UIColor {
                static var cardBackground: Self {
                    UITraitCollection.current.userInterfaceStyle == .dark ? Self(red: 0.1, green: 0.1, blue: 0.1, alpha: 1) : Self.white
                }
            }

            """
        let (tokens, _) = try run(plain)
        XCTAssertNotNil(tokens["cardBackground"], "\(tokens.keys.sorted())")
    }
}
