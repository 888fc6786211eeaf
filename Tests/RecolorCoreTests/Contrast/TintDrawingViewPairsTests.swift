@testable import RecolorCore
import XCTest

/// A `tintColor` is a foreground only of a view that draws with it (`TintDrawingViews`): WavesWallet-iOS's
/// confirm-request header tints an empty clear spacer view and a label gray on its stack's deep red, a
/// false FAIL 2.53:1 for which init lifted the red to a pale pink in dark (review 29, A3). Negatives: an
/// image view's, a button's and an app class's view's tint on the same container still pair.
final class TintDrawingViewPairsTests: XCTestCase {
    let table = InterfaceBuilderPairsTests.table
    let tint = InterfaceBuilderPairsTests.tint
    let clear = InterfaceBuilderPairsTests.clear

    func search(_ document: String) throws -> InferredPairs.Search {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        options.threads = 1
        let bytes = Array(document.utf8)
        let reports = InterfaceBuilderLanguage(configuration: options.configuration).analyze(path: "A.storyboard", bytes: bytes).reports
        return InferredPairs.search([], documents: [("A.storyboard", bytes, reports)], subjects: .table(TokenExpressions(options.configuration)))
    }

    func describe(_ p: [InferredPair]) -> String {
        p.map { "\($0.foreground)/\($0.background)@" + $0.sightings.map { "\($0.line)-\($0.backgroundLine ?? 0)" }.joined(separator: ",") }.joined(separator: "; ")
    }

    /// The lines of the tint colors of the views `ids`, in `document`.
    func tintLines(_ ids: [String], in document: String) -> [Int] {
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        return ids.map { id in
            let at = lines.firstIndex { $0.contains("id=\"\(id)\"") }!
            return lines[at...].firstIndex { $0.contains("key=\"tintColor\"") }! + 1
        }
    }

    func testTheTintOfALabelOrAPlainViewPairsWithNothingInADocument() throws {
        let doc = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="a"><objects><viewController id="v">
        <view key="view" id="root">
        <subviews>
        <stackView id="stack">
        <subviews>
        <view id="spacer">
        \(clear)
        \(tint)
        </view>
        <label id="label" text="Script Invocation">
        \(clear)
        \(tint)
        <nil key="textColor"/>
        </label>
        <imageView id="icon" image="arrow">
        \(tint)
        </imageView>
        <button id="more" buttonType="system">
        \(tint)
        <state key="normal" image="more"/>
        </button>
        <view id="badge" customClass="BadgeView">
        \(tint)
        </view>
        </subviews>
        \(InterfaceBuilderPairsTests.card)
        </stackView>
        </subviews>
        \(InterfaceBuilderPairsTests.white)
        </view>
        </viewController></objects></scene></scenes>
        </document>
        """
        let pairs = try search(doc).pairs
        let lines = pairs.filter { $0.foreground == "accent" }.flatMap(\.sightings).map(\.line).sorted()
        XCTAssertEqual(lines, tintLines(["icon", "more", "badge"], in: doc), describe(pairs))
    }

    static let codeTable = ##"""
    { "tokens": {
        "accent": { "uikit": "Semantic.accent", "light": "#3C64F4" },
        "card": { "uikit": "Semantic.card", "light": "#F2F2F7" } },
      "rules": [
        { "match": "#3C64F4", "token": "accent" },
        { "match": "#F2F2F7", "token": "card" } ] }
    """##

    func testTheTintOfALabelPairsWithNothingInCode() throws {
        let code = """
        import UIKit
        final class KindView: UIView {
            let titleLabel = UILabel()
            @IBOutlet var detailLabel: UILabel!
            let iconView = UIImageView()
            let moreButton: UIButton = UIButton(type: .system)
            func setup() {
                backgroundColor = Semantic.card
                addSubview(titleLabel)
                addSubview(detailLabel)
                addSubview(iconView)
                addSubview(moreButton)
                titleLabel.tintColor = Semantic.accent
                detailLabel.tintColor = Semantic.accent
                iconView.tintColor = Semantic.accent
                moreButton.tintColor = Semantic.accent
            }
        }

        """
        XCTAssertEqual(try PairsOfOneFile.described(code, table: Self.codeTable), ["accent/card@15-8,16-8"])
    }
}
