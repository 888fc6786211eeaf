@testable import RecolorCore
import XCTest

/// A member that looks a color set up with a fallback for a missing asset is the set, not the
/// fallback (yubioath-ios's `yubiBlue`, session 24's review F1): `DeclaredMembers` gives it the
/// set's name and no value of its own.
final class GuardedSetLookupTests: XCTestCase {
    func member(_ body: String) -> DeclaredMembers.Member? {
        let code = "import UIKit\nextension UIColor {\n    static var brand: UIColor \(body)\n    static var other: UIColor { UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1) }\n}\n"
        var members = DeclaredMembers()
        members.read([SwiftSource(path: "A.swift", bytes: Array(code.utf8))], configuration: Configuration())
        return members.member("brand", of: "UIColor")
    }

    func testASetLookedUpWithAFallbackIsTheSet() {
        // Triggering: `guard let … else { return fallback }; return …`, inside `get`, and `?? fallback`.
        for body in ["{ get { guard let color = UIColor(named: \"Brand\") else { return UIColor.gray }; return color } }",
                     "{\n        guard let c = UIColor(named: \"Brand\", in: .main, compatibleWith: nil) else {\n            return .gray\n        }\n        return c\n    }",
                     "{ UIColor(named: \"Brand\") ?? UIColor.gray }"] {
            let m = member(body)
            XCTAssertEqual(m?.colorSet, "Brand", body)
            XCTAssertNil(m?.value, "the fallback is no value: \(body)")
            XCTAssertEqual(m?.colors ?? [RGBA(red: 1, green: 1, blue: 1)], [], body)
        }
    }

    func testOtherBodiesAreNoSetLookup() {
        // Non-triggering: another value returned, a second condition, statements after the guard, no set.
        for body in ["{ guard let color = UIColor(named: \"Brand\") else { return UIColor.gray }; return UIColor.red }",
                     "{ guard let color = UIColor(named: \"Brand\"), enabled else { return UIColor.gray }; return color }",
                     "{ guard let color = UIColor(named: \"Brand\") else { return UIColor.gray }; log(); return color }",
                     "{ guard let color = cache[\"Brand\"] else { return UIColor.gray }; return color }"] {
            XCTAssertNil(member(body)?.colorSet, body)
        }
        XCTAssertNotNil(member("{ guard let color = cache[\"Brand\"] else { return UIColor.gray }; return color }")?.value,
                        "no set: the gray is what the member gives")
    }
}
