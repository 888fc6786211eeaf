@testable import RecolorCore
import XCTest

/// A token over one of Apple's adaptive system colors (or one of them over a token) pairs, with
/// Apple's published values of that color in every appearance: Delta's views draw the app's text
/// on `Color(uiColor: .secondarySystemBackground)`, and `contrast` saw no pair.
final class SystemColorPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "ink": { "uikit": "Palette.ink", "swiftui": "Color.ink", "light": "#1C1C1E" },
        "brand": { "uikit": "Palette.brand", "swiftui": "Color.brand", "light": "#FF9500", "dark": "#FF9F0A" } } }
    """##

    func pairs(_ code: String, path: String = "A.swift") throws -> [InferredPair] { try PairsOfOneFile.infer(code, table: Self.table, path: path) }

    func describe(_ p: [InferredPair]) -> [String] {
        p.map { pair in "\(pair.foreground)/\(pair.background)@" + pair.sightings.map { "\($0.line)-\($0.backgroundLine ?? 0)" }.joined(separator: ",") }
    }

    /// UIKit: an implicit or full system color as the background of the view a label is added to,
    /// a system text color over a token's background. Negative: a system color over a system
    /// color is Apple's pair, not the app's; a system color that is no view's (an argument) pairs nothing.
    func testUIKitSystemBackgroundsAndLabels() throws {
        let code = """
        import UIKit
        final class Card: UIView {
            let title = UILabel()
            let badge = UILabel()
            let plain = UILabel()
            func setUp() {
                backgroundColor = .systemBackground
                addSubview(title)
                title.textColor = Palette.ink
                badge.backgroundColor = Palette.brand
                badge.textColor = UIColor.secondaryLabel
                plain.textColor = .label
                plain.backgroundColor = UIColor.secondarySystemBackground
                draw(UIColor.systemGroupedBackground)
            }
        }
        """
        XCTAssertEqual(describe(try pairs(code)), ["UIColor.secondaryLabel/brand@11-10", "ink/UIColor.systemBackground@9-7"])
    }

    /// Text in a token that is one of Apple's system colors Apple does not mean for text
    /// (`systemGray`, the app's gray drafted as Apple's) over Apple's background is the app's pair;
    /// Apple's label colors over its backgrounds, and a system color as a tint, are Apple's.
    func testAppleSNonTextColorAsTheAppSTextPairs() throws {
        let table = ##"""
        { "tokens": {
            "systemGray": { "uikit": "UIColor.systemGray", "light": "#8E8E93" },
            "secondaryLabel": { "uikit": "UIColor.secondaryLabel", "light": "#3C3C4399" } } }
        """##
        let code = """
        import UIKit
        final class Card: UIView {
            let title = UILabel()
            let note = UILabel()
            let icon = UIImageView()
            func setUp() {
                backgroundColor = .systemBackground
                addSubview(title)
                addSubview(note)
                addSubview(icon)
                title.textColor = UIColor.systemGray
                note.textColor = UIColor.secondaryLabel
                icon.tintColor = UIColor.systemGray
            }
        }
        """
        XCTAssertEqual(describe(try PairsOfOneFile.infer(code, table: table, path: "A.swift")), ["systemGray/UIColor.systemBackground@11-7"])
    }

    /// Apple's label color over a token that is one of Apple's colors Apple does not mean as a surface
    /// (`systemGray`, #8E8E93 in both appearances, drafted from Catty's gray key under black titles) is the
    /// app's pair: 6.44:1 in light, 3.26:1 in Dark, and it was skipped as Apple's (session 36, pairs36 V1).
    /// Negative: a label over a token that is one of Apple's backgrounds stays Apple's.
    func testAppleSLabelOnAppleSNonSurfaceColorPairs() throws {
        let table = ##"""
        { "tokens": {
            "systemGray": { "uikit": "UIColor.systemGray", "light": "#8E8E93" },
            "label": { "uikit": "UIColor.label", "light": "#000000" },
            "secondaryBackground": { "uikit": "UIColor.secondarySystemBackground", "light": "#F2F2F7" } } }
        """##
        let code = """
        import UIKit
        final class Key: UIButton {
            let panel = UIView()
            let caption = UILabel()
            func setUp() {
                backgroundColor = UIColor.systemGray
                setTitleColor(UIColor.label, for: .normal)
                panel.backgroundColor = UIColor.secondarySystemBackground
                panel.addSubview(caption)
                caption.textColor = UIColor.label
            }
        }
        """
        XCTAssertEqual(describe(try PairsOfOneFile.infer(code, table: table, path: "A.swift")), ["label/systemGray@7-6"])
    }

    /// After `fix` for a target older than the system color (iOS 11), the token is written as
    /// the member `generate` declares in the table's namespace (`Semantic.systemBackground`): it
    /// is read as the token (GitHawk lost 9 of 33 pairs after fix: session 20 audit F20).
    /// Negative: a member of another namespace with that name is no use of it.
    func testASystemTokensFallbackMemberIsTheToken() throws {
        let table = ##"""
        { "tokens": {
            "systemBackground": { "uikit": "UIColor.systemBackground", "light": "#FFFFFF", "dark": "#000000" },
            "primaryText": { "uikit": "Semantic.primaryText", "light": "#24292E", "dark": "#C0C7CE" } } }
        """##
        func code(_ background: String) -> String {
            """
            import UIKit
            final class Cell: UICollectionViewCell {
                let title = UILabel()
                func setUp() {
                    backgroundColor = \(background)
                    title.textColor = Semantic.primaryText
                    contentView.addSubview(title)
                }
            }
            """
        }
        XCTAssertEqual(describe(try PairsOfOneFile.infer(code("Semantic.systemBackground"), table: table, path: "A.swift")), ["primaryText/systemBackground@6-5"])
        XCTAssertEqual(describe(try PairsOfOneFile.infer(code("Other.systemBackground"), table: table, path: "A.swift")), [])
    }

    /// SwiftUI: Delta's `.background(Color(uiColor: .secondarySystemBackground))`, `Color(.systemBackground)`
    /// and `Color.primary` text. Negative: `.font(.body)` and a `.secondary` that is not a color's.
    func testSwiftUISystemColors() throws {
        let code = """
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Text("a").foregroundColor(Color.ink)
                    Text("b").font(.body).foregroundStyle(Color.brand)
                }
                .background(Color(uiColor: .secondarySystemBackground))
                Text("c").foregroundColor(Color.ink).background(Color(.systemBackground))
                Text("d").foregroundColor(Color.primary).background(Color.brand)
                Text("e").buttonStyle(.secondary).background(Color.brand)
            }
        }
        """
        XCTAssertEqual(describe(try pairs(code)), [
            "UIColor.label/brand@10-10",
            "brand/UIColor.secondarySystemBackground@6-8",
            "ink/UIColor.secondarySystemBackground@5-8",
            "ink/UIColor.systemBackground@9-9",
        ])
    }

    /// The audit reads Apple's published values: ink (no dark value of its own) on
    /// systemBackground passes in light (#FFFFFF) and fails in dark (#000000), and the dark
    /// elevated appearance uses Apple's #1C1C1E.
    func testAuditUsesApplesValues() throws {
        let configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        let pair = InferredPair(foreground: "ink", background: "UIColor.systemBackground",
                                sightings: [PairSighting(file: "A.swift", line: 1, role: .text, backgroundLine: 2)])
        let audited = ContrastAudit.audit(configuration, inferred: [pair])
        XCTAssertEqual(audited.count, 1)
        let checks = Dictionary(uniqueKeysWithValues: audited[0].checks.map { ($0.appearance, $0) })
        XCTAssertEqual(checks[.light]?.background, RGBA(red: 255, green: 255, blue: 255))
        XCTAssertEqual(checks[.dark]?.background, RGBA(red: 0, green: 0, blue: 0))
        XCTAssertEqual(checks[.darkElevated]?.background, RGBA(red: 28, green: 28, blue: 30))
        XCTAssertEqual(checks[.light]?.passes, true)
        XCTAssertEqual(checks[.dark]?.passes, false)
    }

    /// Interface Builder: a label with a token's text color in a view whose background is IB's
    /// `systemColor="systemBackgroundColor"` (no token is that system color).
    func testInterfaceBuilderSystemColor() throws {
        let doc = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="a"><objects><viewController id="v">
        <view key="view" id="root">
        <subviews>
        <label id="l1">
        <color key="textColor" red="0.10980392156862745" green="0.10980392156862745" blue="0.11764705882352941" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </label>
        <label id="l2">
        <color key="textColor" systemColor="labelColor"/>
        </label>
        </subviews>
        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        </view>
        </viewController></objects></scene></scenes>
        </document>
        """
        var options = RunOptions()
        let table = ##"""
        { "tokens": { "ink": { "uikit": "Palette.ink", "light": "#1C1C1E" } },
          "rules": [ { "match": "#1C1C1E", "token": "ink" } ] }
        """##
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        options.threads = 1
        let bytes = Array(doc.utf8)
        let reports = InterfaceBuilderLanguage(configuration: options.configuration).analyze(path: "A.storyboard", bytes: bytes).reports
        let found = InferredPairs.search([], documents: [("A.storyboard", bytes, reports)], subjects: .table(TokenExpressions(options.configuration)))
        XCTAssertEqual(describe(found.pairs), ["ink/UIColor.systemBackground@6-12"])
    }

    /// A token that is itself Apple's system color (`init` drafts `systemBackground` as
    /// `UIColor.systemBackground`) under Apple's `.systemRed` text is Apple's pair too: none
    /// (Lockdown's storyboards gave `UIColor.systemRed on systemBackground`).
    func testATokenThatIsASystemColorMakesNoPairWithAnother() throws {
        let table = ##"""
        { "tokens": {
            "systemBackground": { "uikit": "UIColor.systemBackground", "light": "#FFFFFF", "dark": "#000000" },
            "ink": { "uikit": "Palette.ink", "light": "#1C1C1E" } } }
        """##
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        options.threads = 1
        let code = """
        import UIKit
        func style(_ label: UILabel, _ other: UILabel) {
            label.textColor = .systemRed
            label.backgroundColor = UIColor.systemBackground
            other.textColor = Palette.ink
            other.backgroundColor = .systemBackground
        }
        """
        let file = SwiftSource(path: "A.swift", bytes: Array(code.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        let found = InferredPairs.infer([(file, reports)], expressions: TokenExpressions(options.configuration))
        XCTAssertEqual(describe(found), ["ink/systemBackground@5-6"])
    }
}
