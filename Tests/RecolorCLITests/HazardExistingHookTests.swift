import Foundation
import XCTest

/// `fix --hazards` in a class that already overrides a refresh hook: the re-application goes
/// inside that hook (a second override would not compile), under its color guard; a second run
/// changes nothing. And an inspectable's stale color names the IB documents that set it.
final class HazardExistingHookTests: XCTestCase {
    func fixed(_ source: String, project: String? = nil) throws -> (String, String) {
        let s = try Scratch()
        let path = project == nil ? "A.swift" : "Shop/A.swift"
        if let project { try s.write("project.yml", project) }
        try s.write(path, source)
        let r = try CommandRunner.recolor(["fix", "--hazards"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let once = try s.read(path)
        XCTAssertEqual(try CommandRunner.recolor(["check"], in: s.url).status, 0, "the hook re-applies the color: no hazard left\n\(once)")
        _ = try CommandRunner.recolor(["fix", "--hazards"], in: s.url)
        XCTAssertEqual(try s.read(path), once, "a second run changes nothing")
        return (once, r.stderr)
    }

    func testInsideAGuardedTraitChangeHookAfterItsGuard() throws {
        let (out, _) = try fixed("""
            import UIKit

            final class Card: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.borderColor = UIColor.separator.cgColor
                }

                required init?(coder: NSCoder) { fatalError() }

                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }
                    backgroundColor = .systemBackground
                }
            }

            """)
        XCTAssertTrue(out.contains("""
                    guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }
                    layer.borderColor = UIColor.separator.cgColor
                    backgroundColor = .systemBackground
            """), out)
        XCTAssertEqual(out.components(separatedBy: "func traitCollectionDidChange").count, 2, out)
    }

    func testInsideAnIfOnTheColorAppearance() throws {
        let (out, _) = try fixed("""
            import UIKit

            final class Card: UIView {
                func setUp() {
                    layer.shadowColor = UIColor.label.cgColor
                }

                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    if traitCollection.hasDifferentColorAppearance(comparedTo: previous) {
                        setNeedsDisplay()
                    }
                }
            }

            """)
        XCTAssertTrue(out.contains("""
                    if traitCollection.hasDifferentColorAppearance(comparedTo: previous) {
                        layer.shadowColor = UIColor.label.cgColor
                        setNeedsDisplay()
                    }
            """), out)
    }

    func testAnUnguardedHookGetsTheStatementsUnderAGuardOfTheirOwn() throws {
        let (out, _) = try fixed("""
            import UIKit

            final class Grid: UIView {
                func setUp() {
                    layer.borderColor = UIColor.separator.cgColor
                }

                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    setNeedsLayout()
                }
            }

            """)
        XCTAssertTrue(out.contains("""
                    super.traitCollectionDidChange(previousTraitCollection)
                    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                        layer.borderColor = UIColor.separator.cgColor
                    }
                    setNeedsLayout()
            """), out)
    }

    func testInsideLayoutSubviewsAfterTheSuperCall() throws {
        let (out, _) = try fixed("""
            import UIKit

            final class Ring: UIView {
                let track = CAShapeLayer()

                func setUp() {
                    track.strokeColor = UIColor.systemFill.cgColor
                }

                override func layoutSubviews() {
                    super.layoutSubviews()
                    track.frame = bounds
                }
            }

            """)
        XCTAssertTrue(out.contains("""
                    super.layoutSubviews()
                    track.strokeColor = UIColor.systemFill.cgColor
                    track.frame = bounds
            """), out)
        XCTAssertFalse(out.contains("traitCollectionDidChange"), out)
    }

    /// From iOS 17 on too: the hook the class has serves, no registration is added.
    func testAnExistingHookWinsOverTheIOS17Registration() throws {
        let (out, _) = try fixed("""
            import UIKit

            final class CardController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.layer.borderColor = UIColor.separator.cgColor
                }

                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                }
            }

            """, project: HazardCLITests.spec(iOS: "17.0"))
        XCTAssertTrue(out.contains("""
                    super.viewDidLayoutSubviews()
                    view.layer.borderColor = UIColor.separator.cgColor
                }
            """), out)
        XCTAssertFalse(out.contains("registerForTraitChanges"), out)
    }

    /// KeePassium (iOS 17): the colors are set in `setupView()`, which both `init`s call: each
    /// registers for the style trait.
    func testTheIOS17RegistrationGoesIntoEachOnceRunCallerOfTheSetUp() throws {
        let (out, _) = try fixed("""
            import UIKit

            final class ErrorView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setupView()
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    self.setupView()
                }

                private func setupView() {
                    layer.borderColor = UIColor.separator.cgColor
                }
            }

            """, project: HazardCLITests.spec(iOS: "17.0"))
        XCTAssertEqual(out.components(separatedBy: "registerForTraitChanges([UITraitUserInterfaceStyle.self]").count, 3, out)
        XCTAssertTrue(out.contains("""
                    setupView()
                    registerForTraitChanges([UITraitUserInterfaceStyle.self], handler: { (self: Self, _: UITraitCollection) in
                        self.reapplyAppearanceColors()
                    })
                }
            """), out)
        XCTAssertFalse(out.contains("traitCollectionDidChange"), out)
    }

    /// Corona-Warn-App: one converted color in a local, stored in three layers; the hook
    /// re-runs each store with the value written out.
    func testAColorKeptInALocalIsReappliedToEachLayerItIsStoredIn() throws {
        let (out, _) = try fixed("""
            import UIKit

            final class CheckinController: UIViewController {
                let descriptionView = UIView()
                let bottomView = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let borderColor = UIColor.separator.cgColor
                    descriptionView.layer.borderColor = borderColor
                    bottomView.layer.borderColor = borderColor
                }

                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }
                    view.setNeedsLayout()
                }
            }

            """)
        XCTAssertTrue(out.contains("""
                    guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }
                    descriptionView.layer.borderColor = UIColor.separator.cgColor
                    bottomView.layer.borderColor = UIColor.separator.cgColor
                    view.setNeedsLayout()
            """), out)
    }

    func testAppKitInsideUpdateLayer() throws {
        let (out, _) = try fixed("""
            import AppKit

            final class Well: NSView {
                override init(frame: NSRect) {
                    super.init(frame: frame)
                    wantsLayer = true
                    layer?.borderColor = NSColor.separatorColor.cgColor
                }

                required init?(coder: NSCoder) { fatalError() }

                override var wantsUpdateLayer: Bool { true }

                override func updateLayer() {
                    layer?.cornerRadius = 4
                }
            }

            """)
        XCTAssertTrue(out.contains("""
                override func updateLayer() {
                    layer?.borderColor = NSColor.separatorColor.cgColor
                    layer?.cornerRadius = 4
            """), out)
        XCTAssertFalse(out.contains("viewDidChangeEffectiveAppearance"), out)
    }

    /// An inspectable's setter is one site for every document that sets its key: they are named.
    func testAnInspectableStaleColorNamesTheDocumentsSettingIt() throws {
        let s = try Scratch()
        try s.write("RoundButton.swift", """
            import UIKit

            final class RoundButton: UIButton {
                @IBInspectable var borderColor: UIColor? {
                    didSet { layer.borderColor = borderColor?.cgColor }
                }
            }

            """)
        try s.write("Base.lproj/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <button customClass="RoundButton">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                                <color key="value" systemColor="separatorColor"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                                <real key="value" value="8"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </button>
                </scenes>
            </document>

            """)
        try s.write("Cell.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <button customClass="RoundButton">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                                <color key="value" name="Rim"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </button>
                </objects>
            </document>

            """)
        let r = try CommandRunner.recolor(["check", "--format", "xcode"], in: s.url)
        XCTAssertTrue(r.stdout.contains("[stale-color]"), r.stdout)
        XCTAssertTrue(r.stdout.contains("set by 2 places: Base.lproj/Main.storyboard:6, Cell.xib:6"), r.stdout)
        XCTAssertFalse(r.stdout.contains("cornerRadius"), r.stdout)
    }

    func testAnInspectableNoDocumentSetsSaysSo() throws {
        let s = try Scratch()
        try s.write("RoundButton.swift", "import UIKit\n\nfinal class RoundButton: UIButton {\n    @IBInspectable var rimColor: UIColor? {\n        didSet { layer.borderColor = rimColor?.cgColor }\n    }\n}\n")
        let r = try CommandRunner.recolor(["check", "--format", "xcode"], in: s.url)
        XCTAssertTrue(r.stdout.contains("no Interface Builder document of this run sets rimColor"), r.stdout)
    }
}
