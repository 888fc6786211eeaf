@testable import RecolorCore
import XCTest

/// What Interface Builder draws under a title besides a view's `backgroundColor`: a button's
/// background configuration, the tint under a filled button's title, and the colors a custom
/// view paints itself with (runtime attributes).
final class InterfaceBuilderPaintPairsTests: XCTestCase {
    func scene(_ body: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="a"><objects><viewController id="v">
        \(body)
        </viewController></objects></scene></scenes>
        </document>
        """
    }

    func describe(_ p: [InferredPair]) -> [String] {
        p.map { pair in
            "\(pair.foreground)/\(pair.background)@" + pair.sightings.map { "\($0.line)-\($0.backgroundLine ?? 0)\($0.role == .text ? "" : "g")" }.joined(separator: ",")
        }
    }

    func search(_ document: String, tint: String? = nil) throws -> [String] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(InterfaceBuilderPairsTests.table.utf8), file: "t.json")
        let bytes = Array(document.utf8)
        let reports = InterfaceBuilderLanguage(configuration: options.configuration).analyze(path: "A.storyboard", bytes: bytes).reports
        var expressions = TokenExpressions(options.configuration)
        expressions.appTint = tint
        return describe(InferredPairs.search([], documents: [("A.storyboard", bytes, reports)], subjects: .table(expressions)).pairs)
    }

    static let title = InterfaceBuilderPairsTests.text.replacingOccurrences(of: "textColor", with: "baseForegroundColor")

    /// OnionBrowser's "Retry": a plain configuration whose background configuration is the
    /// accent, its white title set by `baseForegroundColor` (it was paired with the page's white).
    /// The button's own tint draws nothing (the configuration colors title and image). Negative:
    /// a background configuration with no color draws no capsule: the title is on the page.
    func testABackgroundConfigurationIsUnderTheTitle() throws {
        let doc = scene("""
        <view key="view" id="root">
        <subviews>
        <button id="b1">
        \(InterfaceBuilderPairsTests.tint.replacingOccurrences(of: "0.23529411764705882", with: "0.1"))
        <buttonConfiguration key="configuration" style="plain" title="Retry">
        <backgroundConfiguration key="background">
        \(InterfaceBuilderPairsTests.card)
        </backgroundConfiguration>
        \(Self.title)
        </buttonConfiguration>
        </button>
        <button id="b2">
        <buttonConfiguration key="configuration" style="plain" title="Skip">
        <backgroundConfiguration key="background"/>
        \(Self.title)
        </buttonConfiguration>
        </button>
        </subviews>
        \(InterfaceBuilderPairsTests.white)
        </view>
        """)
        XCTAssertEqual(try search(doc), ["primaryText/background@17-21", "primaryText/card@11-9"])
    }

    /// A filled configuration with no color of its own draws its capsule in the tint: the
    /// nearest tint set around the button, else the app's (its accent color set, when a token).
    /// Negative: with neither, no pair (the tint is not known); a tinted configuration's
    /// capsule is a wash of the tint over what is behind it: no pair either.
    func testAFilledButtonsTitleIsOnTheTint() throws {
        let title = InterfaceBuilderPairsTests.text.replacingOccurrences(of: "textColor", with: "titleColor")
        let doc = scene("""
        <view key="view" id="root">
        <subviews>
        <view id="panel">
        <subviews>
        <button id="b1">
        <state key="normal" title="Buy">
        \(title)
        </state>
        <buttonConfiguration key="configuration" style="filled" title="Buy"/>
        </button>
        </subviews>
        \(InterfaceBuilderPairsTests.tint)
        </view>
        <button id="b2">
        <state key="normal" title="Patron">
        \(title)
        </state>
        <buttonConfiguration key="configuration" style="filled" title="Patron"/>
        </button>
        <button id="b3">
        <state key="normal" title="More">
        \(title)
        </state>
        <buttonConfiguration key="configuration" style="tinted" title="More"/>
        </button>
        </subviews>
        \(InterfaceBuilderPairsTests.white)
        </view>
        """)
        XCTAssertEqual(try search(doc), ["primaryText/accent@9-14"])
        XCTAssertEqual(try search(doc, tint: "card"), ["primaryText/accent@9-14", "primaryText/card@18-20"])
    }

    /// OnionBrowser's white count drawn on its button's background image (a shield) was paired
    /// with the toolbar's white. Negative: the same button without the image pairs with the toolbar.
    func testATitleOnABackgroundImageIsOverTheImage() throws {
        func doc(_ state: String) -> String {
            scene("""
            <view key="view" id="root">
            <subviews>
            <button id="b1">
            <state key="normal" title="3" \(state)>
            \(InterfaceBuilderPairsTests.text.replacingOccurrences(of: "textColor", with: "titleColor"))
            </state>
            </button>
            </subviews>
            \(InterfaceBuilderPairsTests.white)
            </view>
            """)
        }
        XCTAssertEqual(try search(doc(#"backgroundImage="shield""#)), [])
        XCTAssertEqual(try search(doc("")), ["primaryText/background@7-11"])
    }

    /// `systemColor="tintColor"` as a badge's background is the app's tint (iTorrent's white
    /// unread count). Negative: without a known tint, no pair.
    func testTheTintSystemColorIsTheAppsTint() throws {
        let doc = scene("""
        <view key="view" id="root">
        <subviews>
        <label id="count">
        \(InterfaceBuilderPairsTests.text)
        </label>
        </subviews>
        <color key="backgroundColor" systemColor="tintColor"/>
        </view>
        """)
        XCTAssertEqual(try search(doc), [])
        XCTAssertEqual(try search(doc, tint: "accent"), ["primaryText/accent@6-9"])
    }

    /// Unwrap's gradient view: its runtime attributes `firstColor`/`secondColor` paint it, so its
    /// label is on both stops, not on its white `backgroundColor`. Negative: a `strokeColor`
    /// attribute (a ring drawn around) is no paint: the label stays on the background.
    func testARuntimeGradientIsTheViewsPaint() throws {
        func view(_ keyPaths: [String]) -> String {
            scene("""
            <view key="view" id="root" customClass="GradientView">
            <subviews>
            <label id="l1">
            \(InterfaceBuilderPairsTests.text)
            </label>
            </subviews>
            \(InterfaceBuilderPairsTests.white)
            <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="color" keyPath="\(keyPaths[0])">
            \(InterfaceBuilderPairsTests.card.replacingOccurrences(of: "backgroundColor", with: "value"))
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="color" keyPath="\(keyPaths[1])">
            \(InterfaceBuilderPairsTests.tint.replacingOccurrences(of: "tintColor", with: "value"))
            </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
            </view>
            """)
        }
        XCTAssertEqual(try search(view(["firstColor", "secondColor"])), ["primaryText/accent@6-15", "primaryText/card@6-12"])
        XCTAssertEqual(try search(view(["strokeColor", "shadowColor"])), ["primaryText/background@6-9"])
    }
}
