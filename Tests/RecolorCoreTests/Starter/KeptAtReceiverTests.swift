@testable import RecolorCore
import XCTest

/// A keep rule init limits to a receiver (`"in": ["LoginViewController.buildSubviews.facebookLoginBtn"]`)
/// keeps the finding, as `check` reads it; init read the finding's place without the receiver and said
/// "the draft's rules do not map this finding" of its own keep (Monotone, Spend Stack; session 40, recall40f-v5).
final class KeptAtReceiverTests: XCTestCase {
    func draft(_ code: String) -> StarterDraft {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "Login.swift", bytes: Array(code.utf8))], options: options)
        return StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
    }

    func testAKeepLimitedToAReceiverIsNoUnmappedFinding() throws {
        let code = """
        import UIKit

        final class LoginViewController: UIViewController {
            var facebookLoginBtn: UIButton!
            var loginBtn: UIButton!

            func buildSubviews() {
                self.facebookLoginBtn = UIButton()
                self.facebookLoginBtn.setTitle("Login with Facebook", for: .normal)
                self.facebookLoginBtn.setTitleColor(UIColor.white, for: .normal)

                self.loginBtn = UIButton()
                self.loginBtn.setTitle("Login", for: .normal)
                self.loginBtn.setTitleColor(UIColor.white, for: .normal)
                self.loginBtn.backgroundColor = UIColor.black
            }
        }
        """
        let d = draft(code)
        let keep = try XCTUnwrap(d.rules.first { $0.keep != nil }, d.rules.description)
        XCTAssertEqual(keep.within ?? [], ["LoginViewController.buildSubviews.facebookLoginBtn"])
        XCTAssertEqual(d.unmapped.map(\.line), [])
    }
}
