import Foundation
@testable import RecolorCore
import XCTest

/// A subclass's override of a method its superclass (in another file) calls from a refresh
/// point runs again on an appearance change: no stale-color there (mastodon-ios'
/// CircleAvatarButton). Hand-written fixtures in that shape.
final class InheritedRefreshTests: WorkFolderTestCase {
    /// The stale-color findings of the tree, as file:line.
    func staleColors() -> [String] {
        sites(of: .staleColor)
    }

    static let base = """
        import UIKit
        open class AvatarButton: UIControl {
            public override func layoutSubviews() {
                super.layoutSubviews()
                updateAppearance()
            }
            public override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                super.traitCollectionDidChange(previous)
                updateAppearance()
            }
            open func updateAppearance() {}
            open func configure() {}
        }
        """

    func testOverrideOfAMethodTheBaseRefreshesInAnotherFile() throws {
        try write("Base/AvatarButton.swift", Self.base)
        try write("Views/CircleAvatarButton.swift", """
            import UIKit
            public final class CircleAvatarButton: AvatarButton {
                public var borderColor: UIColor = UIColor.systemFill
                public override func updateAppearance() {
                    super.updateAppearance()
                    applyBorder()
                }
                private func applyBorder() {
                    layer.borderColor = borderColor.cgColor
                }
                public override func configure() {
                    layer.shadowColor = borderColor.cgColor
                }
            }
            """)
        // A same-named method in an unrelated class, and a subclass of a class of that name's
        // sibling: both store the color once.
        try write("Views/Badge.swift", """
            import UIKit
            final class Badge: UIView {
                func updateAppearance() {
                    layer.borderColor = UIColor.systemFill.cgColor
                }
            }
            class Plain: UIControl {}
            final class Tag: Plain {
                override func updateAppearance() {
                    layer.borderColor = UIColor.systemFill.cgColor
                }
            }
            """)
        // `configure()` is no refresh: its override stays a finding; the refreshed override and
        // what it calls in its own file are fresh.
        XCTAssertEqual(staleColors(), ["Views/Badge.swift:10", "Views/Badge.swift:4", "Views/CircleAvatarButton.swift:12"])
    }

    /// Through a middle class of a third file that overrides nothing.
    func testChainThroughAMiddleClass() throws {
        try write("Base/AvatarButton.swift", Self.base)
        try write("Mid/Ring.swift", """
            import UIKit
            open class RingButton: AvatarButton {
                open override func layoutSubviews() { super.layoutSubviews() }
            }
            """)
        try write("Views/Circle.swift", """
            import UIKit
            final class Circle: RingButton {
                override func updateAppearance() {
                    layer.borderColor = UIColor.systemFill.cgColor
                }
            }
            """)
        XCTAssertEqual(staleColors(), [])
    }

    func testIndexReadsClassesAndWhatTheirRefreshPointsCall() {
        let file = SwiftSource(path: "A.swift", bytes: Array(Self.base.utf8))
        XCTAssertTrue(InheritedRefreshes.mayDeclare(file.bytes))
        let index = InheritedRefreshes.read(file, tree: SyntaxTree(file))
        XCTAssertEqual(index?.refreshed["AvatarButton"], ["updateAppearance"])
        XCTAssertEqual(index?.superclass["AvatarButton"], "UIControl")
        XCTAssertTrue(index?.isRefreshed("updateAppearance", below: "MastodonUI.AvatarButton") == true)
        XCTAssertFalse(index?.isRefreshed("configure", below: "AvatarButton") == true)
        XCTAssertFalse(InheritedRefreshes.mayDeclare(Array("class A: B { func layoutSubviews() {} }".utf8)))
    }

    /// The screening's form (its one pass found `override` and `registerForTraitChanges`) answers
    /// as the bytes' form does.
    func testTheScreeningsOnePassAnswersAsTheBytesDo() {
        let texts = [
            Self.base,
            "class A: B { func layoutSubviews() {} }",
            "class A: B { override func viewDidLoad() {} }",
            "class A: B { override func viewDidLoad() { view.setNeedsLayout() } }",
            "let x = 1 // draw, then override",
            "override func draw(_ rect: CGRect) { }",
            "registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _) in }",
            "overrideUserInterfaceStyle = .dark; layoutIfNeeded()",
            "override\n",
            "",
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            XCTAssertEqual(InheritedRefreshes.mayDeclare(bytes, words: ScreeningWords(bytes)), InheritedRefreshes.mayDeclare(bytes), text)
        }
    }
}
