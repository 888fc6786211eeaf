@testable import RecolorCore
import XCTest

/// Appearance proxies held in locals (`let bar = Container.appearance()`, then `bar.backgroundColor
/// = X`) style every view of the class over what the document archives, a token's color or one no
/// token is. eurofurence's maps cells: white labels in a `NavigationBarViewExtensionContainer`
/// whose proxy paints `.navigationBar` (an app color), paired with the storyboard's white, 1.00:1.
/// Negative: a local that holds no proxy (`let bar = UIView()`) styles no document view.
final class AppearanceProxyLocalsPairsTests: XCTestCase {
    typealias C = CodeStyledViewsPairsTests

    static let xib = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
    <objects>
    <view contentMode="scaleToFill" id="root" customClass="TitleBar">
    <subviews>
    <label id="l1">
    \(C.text)
    </label>
    </subviews>
    \(C.white)
    </view>
    </objects>
    </document>
    """

    func pairs(_ declaration: String, _ paint: String) throws -> [String] {
        let swift = """
        import UIKit
        final class TitleBar: UIView {}
        enum Theme {
            static func apply() {
                \(declaration)
                bar.backgroundColor = \(paint)
            }
        }
        """
        return C.describe(try C.search(swift: swift, document: Self.xib))
    }

    func testAProxyInALocalPaintsTheDocumentsViews() throws {
        XCTAssertEqual(try pairs("let bar = TitleBar.appearance()", ".navigationBar"), [])
        XCTAssertEqual(try pairs("let bar = TitleBar.appearance()", "Essentials.blue40"), ["primaryText/actionText@A.xib:6 on A.swift:6"])
        XCTAssertEqual(AppearanceProxyLocals.resolve("bar", before: 20, in: SwiftSource(path: "a", bytes: Array("let bar = UILabel.appearance(whenContainedInInstancesOf: [TitleBar.self])\nbar.textColor = .white".utf8))),
                       "UILabel.appearance(whenContainedInInstancesOf:[TitleBar.self])")
    }

    func testALocalHoldingNoProxyPaintsNoDocumentView() throws {
        XCTAssertEqual(try pairs("let bar = UIView()", ".navigationBar"), ["primaryText/background@A.xib:6 on A.xib:9"])
    }
}

/// SwiftUI's `.primary` in a file without SwiftUI is the app's own member, not Apple's label.
final class AssignedSwiftUIMemberTests: XCTestCase {
    func testAPrimaryWithoutSwiftUIIsNoSystemColor() throws {
        let expressions = TokenExpressions(try ConfigurationLoader.parse(Array(InferredPairsTests.table.utf8), file: "t.json"))
        let assigned = SwiftSource(path: "A.swift", bytes: Array("import UIKit\nfunc f(_ v: UIView) { v.backgroundColor = .primary }".utf8))
        XCTAssertTrue(expressions.uses(in: assigned).isEmpty)
        let modifier = SwiftSource(path: "B.swift", bytes: Array("import SwiftUI\nlet t = Text(\"a\").foregroundStyle(.primary)".utf8))
        XCTAssertEqual(expressions.uses(in: modifier).map(\.token), ["UIColor.label"])
        let declared = SwiftSource(path: "C.swift", bytes: Array("import SwiftUI\nlet tint: Color = .primary".utf8))
        XCTAssertEqual(expressions.uses(in: declared).map(\.token), ["UIColor.label"])
    }
}
