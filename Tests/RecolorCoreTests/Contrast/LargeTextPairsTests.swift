@testable import RecolorCore
import XCTest

/// Large text (18 pt, or 14 pt bold) needs 3:1, not 4.5 (WCAG SC 1.4.3): the size is read from an
/// Interface Builder element's `<fontDescription>`, a UIKit `font` on the same receiver, a SwiftUI
/// `.font(…)` (or `.bold()`) on the same chain. hdrezka's bold 35 pt launch label, 3.55:1, was a
/// false FAIL at 4.5 (session 28's held-out check).
final class LargeTextPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "accent": { "uikit": "Semantic.accent", "swiftui": "Color.accent", "light": "#E6362B" },
        "canvas": { "uikit": "Semantic.canvas", "swiftui": "Color.canvas", "light": "#FFFFFF" } },
      "rules": [
        { "match": "#E6362B", "token": "accent" },
        { "match": "#FFFFFF", "context": ["backgroundColor"], "token": "canvas" } ] }
    """##

    static let red = #"<color key="textColor" red="0.90196078431372551" green="0.21176470588235294" blue="0.16862745098039217" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    static func label(_ id: String, font: String) -> String {
        "<label id=\"\(id)\" text=\"\(id)\">\n\(font)\n\(red)\n</label>"
    }

    static let storyboard = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
    <scenes><scene sceneID="s1"><objects>
    <viewController id="vc"><view key="view" id="root"><subviews>
    \(label("big", font: #"<fontDescription key="fontDescription" type="boldSystem" pointSize="35"/>"#))
    \(label("body", font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#))
    \(label("boldSmall", font: #"<fontDescription key="fontDescription" type="system" weight="bold" pointSize="15"/>"#))
    \(label("semibold", font: #"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>"#))
    \(label("title", font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>"#))
    \(label("headline", font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#))
    \(label("avenir", font: #"<fontDescription key="fontDescription" name="AvenirNext-Bold" family="Avenir Next" pointSize="14"/>"#))
    </subviews>
    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
    </view></viewController>
    </objects></scene></scenes>
    </document>
    """

    /// Each Interface Builder label's id (its text) and whether it is large.
    func testAnInterfaceBuilderLabelIsLargeBySizeOrBoldSizeOrTextStyle() throws {
        let search = try CodeStyledViewsPairsTests.search(swift: "import UIKit\n", document: Self.storyboard, path: "A.storyboard", table: Self.table)
        let lines = Self.storyboard.split(separator: "\n", omittingEmptySubsequences: false)
        let sightings = search.pairs.flatMap(\.sightings)
        let large = sightings.filter(\.large).map { String(lines[$0.line - 3]).components(separatedBy: "\"")[1] }.sorted()
        let normal = sightings.filter { !$0.large }.map { String(lines[$0.line - 3]).components(separatedBy: "\"")[1] }.sorted()
        XCTAssertEqual(large, ["big", "boldSmall", "avenir", "title"].sorted())
        // Negative: 17 pt regular, 15 pt semibold, a headline (17 semibold) are not large.
        XCTAssertEqual(normal, ["body", "headline", "semibold"])
    }

    /// A pair whose text is all large is checked at 3; one normal sighting keeps 4.5.
    func testAPairOfLargeTextOnlyHasTheMinimumThree() throws {
        let configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        let large = PairSighting(file: "A.storyboard", line: 4, role: .text, large: true)
        let normal = PairSighting(file: "A.storyboard", line: 8, role: .text)
        let onlyLarge = ContrastAudit.audit(configuration, inferred: [InferredPair(foreground: "accent", background: "canvas", sightings: [large])])
        XCTAssertEqual(onlyLarge.map(\.minimum), [3])
        XCTAssertEqual(onlyLarge.map(\.minimumSource), ["large text"])
        XCTAssertEqual(onlyLarge.first?.checks.first?.passes, true) // #E6362B on white: 4.06:1
        let mixed = ContrastAudit.audit(configuration, inferred: [InferredPair(foreground: "accent", background: "canvas", sightings: [large, normal])])
        XCTAssertEqual(mixed.map(\.minimum), [4.5])
        XCTAssertEqual(mixed.map(\.minimumSource), ["text"])
    }

    /// UIKit: the font set on the receiver whose text color is set, in the same scope.
    func testAUIKitFontOnTheSameReceiverMakesItsTextLarge() throws {
        let code = """
        import UIKit
        final class Banner: UIView {
            let title = UILabel()
            let note = UILabel()
            let tiny = UILabel()
            let plain = UILabel()
            let action = UIButton()
            func setUp() {
                title.font = .systemFont(ofSize: 24)
                title.textColor = Semantic.accent
                title.backgroundColor = Semantic.canvas
                note.font = UIFont.systemFont(ofSize: 15, weight: .bold)
                note.textColor = Semantic.accent
                note.backgroundColor = Semantic.canvas
                tiny.font = .systemFont(ofSize: 13, weight: .bold)
                tiny.textColor = Semantic.accent
                tiny.backgroundColor = Semantic.canvas
                plain.textColor = Semantic.accent
                plain.backgroundColor = Semantic.canvas
                let font = UIFont.systemFont(ofSize: 30)
                action.titleLabel?.font = .preferredFont(forTextStyle: .title2)
                action.setTitleColor(Semantic.accent, for: .normal)
                action.backgroundColor = Semantic.canvas
            }
        }
        """
        let sightings = try PairsOfOneFile.infer(code, table: Self.table).flatMap(\.sightings)
        XCTAssertEqual(sightings.filter(\.large).map(\.line).sorted(), [10, 13, 22])
        // Negative: 13 pt bold, no font, and a local `font` that no view is given.
        XCTAssertEqual(sightings.filter { !$0.large }.map(\.line).sorted(), [16, 18])
    }

    /// SwiftUI: `.font(…)` on the same chain as the foreground; another chain's font does not count.
    func testASwiftUIFontOnTheSameChainMakesItsTextLarge() throws {
        let code = """
        import SwiftUI
        struct Header: View {
            var body: some View {
                VStack {
                    Text("a").font(.largeTitle).foregroundColor(Color.accent).background(Color.canvas)
                    Text("b").font(.system(size: 15)).bold().foregroundColor(Color.accent).background(Color.canvas)
                    Text("c").font(.system(size: 15)).foregroundColor(Color.accent).background(Color.canvas)
                    Text("d").font(.headline).foregroundColor(Color.accent).background(Color.canvas)
                    Text("e").foregroundColor(Color.accent).background(Color.canvas)
                    Text("f").font(.title3).foregroundColor(Color.accent).background(Color.canvas)
                }
            }
        }
        """
        let sightings = try PairsOfOneFile.infer(code, table: Self.table).flatMap(\.sightings)
        XCTAssertEqual(sightings.filter(\.large).map(\.line).sorted(), [5, 6, 10])
        XCTAssertEqual(sightings.filter { !$0.large }.map(\.line).sorted(), [7, 8, 9])
    }
}
