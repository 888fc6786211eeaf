import Foundation
import XCTest

/// A spinner's `color` is what it draws (a tint), not a surface: a white spinner on a blue button
/// stays white in Dark Mode (session 18's audit F8: Rocket.Chat's `loadingIndicator.color = .white`
/// took the white background's token, `systemBackground`, and turned black; Sileo's IB spinner).
final class SpinnerColorTests: XCTestCase {
    func roles(_ files: [String: String]) throws -> [String: String] { try InitDraft(files).darkByRule }

    func testASpinnersColorInCodeIsATintNotTheBackgroundsToken() throws {
        let dark = try roles(["Button.swift": """
            import UIKit
            final class SolidButton: UIButton {
                let loadingIndicator = UIActivityIndicatorView(style: .medium)
                func showLoading() {
                    backgroundColor = .white
                    loadingIndicator.color = .white
                }
            }

            """])
        XCTAssertEqual(dark["#FFFFFF"], "#000000", "the background adapts: \(dark)")
        XCTAssertEqual(dark["#FFFFFF color"], "#FFFFFF", "the spinner stays white: \(dark)")
    }

    /// A spinner named with no spinner word, declared as one (GoMap's Panoramax viewer: `var
    /// progress: UIActivityIndicatorView!`, `progress.color = .white`): its color is a tint too
    /// (session 21 audit F21: the `color` context names no role; the receiver's type does).
    func testASpinnerDeclaredAsOneWhateverItsNameIsATint() throws {
        let dark = try roles(["Viewer.swift": """
            import UIKit
            final class PanoramaViewController: UIViewController {
                var progress: UIActivityIndicatorView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    progress = UIActivityIndicatorView(style: .large)
                    progress.color = .white
                }
            }

            """])
        XCTAssertEqual(dark["#FFFFFF"], "#000000", "the background adapts: \(dark)")
        XCTAssertEqual(dark["#FFFFFF color"], "#FFFFFF", "the spinner stays white: \(dark)")
    }

    /// A third-party spinner set up in a configuring closure (wakmusic's sign-in loading:
    /// `NVActivityIndicatorView(frame: .zero).then { $0.color = .white }` on a black 40% scrim)
    /// or declared as that type under a name of no spinner word: its `color` is its stroke, a tint
    /// (review 28, A5: it took white's background token, a black spinner on the scrim in Dark).
    func testAThirdPartySpinnersColorIsATint() throws {
        for (declaration, use) in [("    private let loader = NVActivityIndicatorView(frame: .zero).then {\n        $0.color = .white\n    }\n", ""),
                                   ("    var hud: NVActivityIndicatorView!\n", "        hud.color = .white\n")] {
            let dark = try roles(["SignIn.swift": "import UIKit\nimport NVActivityIndicatorView\nfinal class SignInViewController: UIViewController {\n"
                + declaration + "    override func viewDidLoad() {\n        super.viewDidLoad()\n        view.backgroundColor = .white\n" + use + "    }\n}\n"])
            XCTAssertEqual(dark["#FFFFFF"], "#000000", "the background adapts: \(dark)")
            XCTAssertEqual(dark["#FFFFFF color"], "#FFFFFF", "the spinner stays white: \(dark)")
        }
    }

    /// Negative: `$0` of another type's configuring closure (an app's badge, whose `color` is its
    /// fill), and `$0` of a closure that configures nothing, keep the value's role.
    func testAnotherTypesConfiguredColorIsNoSpinner() throws {
        for declaration in ["    private let badge = BadgeView(frame: .zero).then {\n        $0.color = .white\n    }\n",
                            "    private lazy var dots: [DotView] = (0..<3).map { _ in DotView() }\n    func paint() { dots.forEach { $0.color = .white } }\n"] {
            let dark = try roles(["Feed.swift": "import UIKit\nfinal class FeedViewController: UIViewController {\n"
                + declaration + "    override func viewDidLoad() {\n        super.viewDidLoad()\n        view.backgroundColor = .white\n    }\n}\n"])
            XCTAssertNil(dark["#FFFFFF color"], "\(dark)")
        }
    }

    /// Negative: a view of another type named alike keeps the value's role.
    func testAnotherTypesColorNamedAlikeIsNoSpinner() throws {
        let dark = try roles(["Viewer.swift": """
            import UIKit
            final class PanoramaViewController: UIViewController {
                var progress: PathShapeLayer!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    progress.color = .white
                }
            }

            """])
        XCTAssertNil(dark["#FFFFFF color"], "\(dark)")
    }

    func testOtherColorPropertiesFallToTheValuesRoleAsBefore() throws {
        let dark = try roles(["Hud.swift": """
            import UIKit
            final class Hud {
                let hud = MBProgressHUD()
                func show(view: UIView) {
                    view.backgroundColor = .white
                    hud.bezelView.color = .white
                }
            }

            """])
        XCTAssertNil(dark["#FFFFFF color"], "a HUD's bezel color is its surface: one background token \(dark)")
        XCTAssertEqual(dark["#FFFFFF"], "#000000")
    }

    func testAnInterfaceBuilderSpinnersColorIsATint() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
                <objects>
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="large" id="ddd-ee-fff">
                                <rect key="frame" x="141" y="221" width="37" height="37"/>
                                <color key="color" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </activityIndicatorView>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                </objects>
            </document>

            """
        let dark = try roles(["Loading.xib": xib])
        XCTAssertEqual(dark["#FFFFFF"], "#000000", "\(dark)")
        XCTAssertEqual(dark["#FFFFFF color"], "#FFFFFF", "the spinner stays white: \(dark)")
    }
    /// A color passed under a label that names no role (`to:`) to a function whose body only
    /// passes it on takes the role the function's name gives: GitHawk's always-dark menus call
    /// `feed.setLoadingSpinnerColor(to: .white)`, which took white's catch-all `systemBackground`
    /// (a black spinner on #292D35 in Dark: session 20 audit F3, repro r3).
    func testAFunctionNamedForASpinnerGivesItsArgumentTheTintRole() throws {
        let dark = try roles(["Feed.swift": """
            import UIKit
            final class Feed {
                private let spinner = UIActivityIndicatorView()
                let header = UILabel()
                func setLoadingSpinnerColor(to color: UIColor) { spinner.color = color }
                func setHeaderTitle(with color: UIColor) { apply(color) }
                func configure(to color: UIColor) { apply(color) }
                func apply(_ color: UIColor) {}
            }
            final class Screens {
                let feed = Feed()
                let view = UIView(), other = UIView(), third = UIView()
                func load() {
                    view.backgroundColor = .white
                    other.backgroundColor = .white
                    third.backgroundColor = .white
                    feed.setLoadingSpinnerColor(to: .white)
                    feed.setHeaderTitle(with: .white)
                    feed.configure(to: .black)
                }
            }

            """])
        XCTAssertEqual(dark["#FFFFFF"], "#000000", "the backgrounds adapt: \(dark)")
        XCTAssertEqual(dark["#FFFFFF to"], "#FFFFFF", "the spinner stays white: \(dark)")
        XCTAssertEqual(dark["#FFFFFF with"].map { $0 > "#808080" }, true, "the title is text, light in Dark: \(dark)")
        // Negative control: a name of no role (`configure`) leaves the label to its value's catch-all.
        XCTAssertEqual(dark.keys.filter { $0.hasPrefix("#000000") }, ["#000000"], "\(dark)")
    }
}
