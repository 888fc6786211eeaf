@testable import RecolorCore
import XCTest

/// Pairs from an Interface Builder document: a text or tint color over the background of the
/// nearest view (itself or an ancestor through `subviews`) that sets an opaque one.
final class InterfaceBuilderPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "primaryText": { "uikit": "Semantic.primaryText", "light": "#313440", "asset": "PrimaryText" },
        "accent": { "uikit": "Semantic.accent", "light": "#3C64F4" },
        "card": { "uikit": "Semantic.card", "light": "#F2F2F7" },
        "background": { "uikit": "Semantic.background", "light": "#FFFFFF" } },
      "rules": [
        { "match": "#313440", "token": "primaryText" },
        { "match": "#3C64F4", "token": "accent" },
        { "match": "#F2F2F7", "token": "card" },
        { "match": "#FFFFFF", "context": ["backgroundColor"], "token": "background" } ] }
    """##

    static let text = #"<color key="textColor" red="0.19215686274509805" green="0.20392156862745098" blue="0.25098039215686274" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    static let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
    static let card = #"<color key="backgroundColor" red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    static let tint = #"<color key="tintColor" red="0.23529411764705882" green="0.39215686274509803" blue="0.95686274509803926" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    static let clear = #"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#

    func search(_ document: String) throws -> InferredPairs.Search {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        options.threads = 1
        let bytes = Array(document.utf8)
        let reports = InterfaceBuilderLanguage(configuration: options.configuration).analyze(path: "A.storyboard", bytes: bytes).reports
        return InferredPairs.search([], documents: [("A.storyboard", bytes, reports)], subjects: .table(TokenExpressions(options.configuration)))
    }

    func describe(_ p: [InferredPair]) -> [String] {
        p.map { pair in
            "\(pair.foreground)/\(pair.background)@" + pair.sightings.map { "\($0.line)-\($0.backgroundLine ?? 0)\($0.role == .text ? "" : "g")" }.joined(separator: ",")
        }
    }

    func scene(_ body: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="a"><objects><viewController id="v">
        \(body)
        </viewController></objects></scene></scenes>
        </document>
        """
    }

    /// A label's text over its container's background, set after the subviews (as IB writes it).
    func testTextOverTheNearestAncestorsBackground() throws {
        let doc = scene("""
        <view key="view" id="root">
        <subviews>
        <label id="l1">
        \(Self.text)
        </label>
        </subviews>
        \(Self.white)
        </view>
        """)
        XCTAssertEqual(describe(try search(doc).pairs), ["primaryText/background@6-9"])
    }

    /// The nearest background wins: a card inside the root view; a clear view is looked through;
    /// a button state's title color belongs to the button; a tint pairs as a graphic.
    func testNearestOpaqueBackgroundAndButtonStates() throws {
        let doc = scene("""
        <view key="view" id="root">
        <subviews>
        <view id="card">
        <subviews>
        <view id="clear">
        <subviews>
        <button id="b">
        \(Self.tint)
        <state key="normal" title="Buy" image="cart">
        \(Self.text.replacingOccurrences(of: "textColor", with: "titleColor"))
        </state>
        </button>
        </subviews>
        \(Self.clear)
        </view>
        </subviews>
        \(Self.card)
        </view>
        </subviews>
        \(Self.white)
        </view>
        """)
        XCTAssertEqual(describe(try search(doc).pairs), ["accent/card@10-19g", "primaryText/card@12-19"])
    }

    /// A cell of a grouped table draws its own background (Apple's grouped cell color) over the
    /// table's gray: Siskin's contact labels were paired with the table's background. A plain
    /// table's cell the document leaves at its default draws UIKit's plain cell background, not the
    /// table's (Bluefruit's black labels on a clear table over a #262626 screen, session 39's
    /// pairs39c V1). Negative: a cell the document clears is read through to the table.
    func testAGroupedTablesCellIsNotOverTheTable() throws {
        func table(_ style: String, cleared: Bool = false) -> String {
            scene("""
            <tableView key="view" style="\(style)" id="t">
            <prototypes>
            <tableViewCell id="c">
            <tableViewCellContentView key="contentView" id="cv">
            <subviews>
            <label id="l">
            \(Self.text)
            </label>
            </subviews>
            </tableViewCellContentView>
            \(cleared ? "<color key=\"backgroundColor\" white=\"0.0\" alpha=\"0.0\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>" : "")
            </tableViewCell>
            </prototypes>
            \(Self.card)
            </tableView>
            """)
        }
        XCTAssertEqual(describe(try search(table("grouped")).pairs), [])
        XCTAssertEqual(describe(try search(table("insetGrouped")).pairs), [])
        XCTAssertEqual(describe(try search(table("plain")).pairs), [])
        XCTAssertEqual(describe(try search(table("plain", cleared: true)).pairs), ["primaryText/card@9-16"])
    }

    /// A button with a filled, tinted or gray configuration draws its title on its own capsule
    /// (iTorrent's white "Become a patron" was paired with the grouped background around it):
    /// on the configuration's `baseBackgroundColor`, else on the tint (no pair). Negative: a
    /// plain configuration's title is over the container.
    func testAFilledButtonConfigurationIsItsTitlesBackground() throws {
        let title = Self.text.replacingOccurrences(of: "textColor", with: "titleColor")
        let doc = scene("""
        <view key="view" id="root">
        <subviews>
        <button id="b1">
        <state key="normal" title="Patron">
        \(title)
        </state>
        <buttonConfiguration key="configuration" style="filled" title="Patron"/>
        </button>
        <button id="b2">
        <state key="normal" title="Buy">
        \(title)
        </state>
        <buttonConfiguration key="configuration" style="tinted" title="Buy">
        \(Self.card.replacingOccurrences(of: "backgroundColor", with: "baseBackgroundColor"))
        </buttonConfiguration>
        </button>
        <button id="b3">
        <state key="normal" title="More">
        \(title)
        </state>
        <buttonConfiguration key="configuration" style="plain" title="More"/>
        </button>
        </subviews>
        \(Self.white)
        </view>
        """)
        XCTAssertEqual(describe(try search(doc).pairs), ["primaryText/background@21-26", "primaryText/card@13-16"])
    }

    /// A filled configuration draws its title in its own foreground (white by default) on a capsule of
    /// its `baseBackgroundColor`, else of the tint: the tint is no foreground of it (AGPU-iOS-App's green
    /// "start the route" button, its systemGreen tint paired on its own green capsule, a false FAIL
    /// that init darkened the green for; session 29's held-out check, A3). Negative: a system
    /// button of a plain configuration still draws its title in the tint over the container.
    func testAFilledButtonsTintIsNoForeground() throws {
        func doc(_ style: String) -> String {
            scene("""
            <view key="view" id="root">
            <subviews>
            <button buttonType="system" id="b1">
            \(Self.tint)
            <state key="normal" title="Go"/>
            <buttonConfiguration key="configuration" style="\(style)" title="Go">
            \(Self.card.replacingOccurrences(of: "backgroundColor", with: "baseBackgroundColor"))
            </buttonConfiguration>
            </button>
            </subviews>
            \(Self.white)
            </view>
            """)
        }
        let filled = describe(try search(doc("filled")).pairs), plain = describe(try search(doc("plain")).pairs)
        XCTAssertFalse(filled.contains { $0.hasPrefix("accent/") }, "\(filled)")
        XCTAssertTrue(plain.contains { $0.hasPrefix("accent/background") }, "\(plain)")
    }

    /// Negative: a label in another view than the one with the background (a sibling's
    /// background is not under it), and a label in another scene.
    func testSiblingOrOtherSceneBackgroundMakesNoPair() throws {
        let doc = """
        <document targetRuntime="iOS.CocoaTouch"><scenes>
        <scene sceneID="a"><objects><viewController id="v1">
        <view key="view" id="root">
        <subviews>
        <view id="unrelated">\(Self.card)</view>
        <label id="l">\(Self.text)</label>
        </subviews>
        </view>
        </viewController></objects></scene>
        <scene sceneID="b"><objects><viewController id="v2">
        <view key="view" id="root2">\(Self.white)</view>
        </viewController></objects></scene>
        </scenes></document>
        """
        let found = try search(doc)
        XCTAssertEqual(found.pairs.count, 0)
        XCTAssertEqual(found.notes.alone, 1, "the label has no background on its view or an ancestor")
        XCTAssertEqual(found.notes.text, 1)
    }

    /// A background that is no token stops the walk: the text is drawn on it, not on the token's
    /// background further up; Apple's system color pairs with Apple's values, a color no rule
    /// maps pairs with nothing. The element's own background comes first.
    func testOwnBackgroundAndOtherColorBackground() throws {
        let doc = scene("""
        <view key="view" id="root">
        <subviews>
        <label id="own">\(Self.text)\(Self.card)</label>
        <view id="sys">
        <subviews><label id="l">\(Self.text)</label></subviews>
        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        </view>
        <view id="unmapped">
        <subviews><label id="m">\(Self.text)</label></subviews>
        <color key="backgroundColor" red="0.5" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </view>
        </subviews>
        \(Self.white)
        </view>
        """)
        let found = try search(doc)
        XCTAssertEqual(describe(found.pairs), ["primaryText/UIColor.systemBackground@7-8", "primaryText/card@5-5"])
        XCTAssertEqual(found.notes.overOtherColor, 1)
    }

    /// After `fix`, the document names the token's asset (`name="PrimaryText"`): still paired.
    func testNamedColorsOfTokenAssetsPair() throws {
        let doc = scene("""
        <view key="view" id="root">
        <subviews><label id="l"><color key="textColor" name="PrimaryText"/></label></subviews>
        <color key="backgroundColor" name="background"/>
        <color key="tintColor" name="systemBlueColor" catalog="System"/>
        </view>
        """)
        XCTAssertEqual(describe(try search(doc).pairs), ["primaryText/background@4-5"])
    }

    /// Colors in `<resources>` and in user comments are drawn nowhere; a table's section index
    /// background is not the view's background.
    func testResourcesAndOtherBackgroundKeysAreNotBackgrounds() throws {
        let doc = scene("""
        <tableView key="view" id="t">
        \(Self.card.replacingOccurrences(of: "backgroundColor", with: "sectionIndexBackgroundColor"))
        <subviews><label id="l">\(Self.text)</label></subviews>
        </tableView>
        <resources><namedColor name="X">\(Self.white)</namedColor></resources>
        """)
        XCTAssertEqual(try search(doc).pairs.count, 0)
    }

    /// Negative: a tint set on a container is its subviews' (inherited), not drawn over the
    /// container's own background; a control's own tint is.
    func testAContainersTintIsNotPairedWithItsBackground() throws {
        let doc = scene("""
        <view key="view" id="root">
        <subviews><label id="l"/></subviews>
        \(Self.white)
        \(Self.tint)
        </view>
        """)
        XCTAssertEqual(try search(doc).pairs.count, 0)
        let control = scene("""
        <view key="view" id="root">
        <subviews><button id="b">\(Self.tint)</button></subviews>
        \(Self.white)
        </view>
        """)
        XCTAssertEqual(describe(try search(control).pairs), ["accent/background@4-5g"])
    }

    /// A titled system button's tint is its title's color: text, 4.5:1 (Raivo's red "Cancel",
    /// 4.35:1 on white, passed as a graphic at 3:1). Negatives: a custom button's tint (its title
    /// is not tinted), an untitled system button's (an image), a system button with its own title
    /// color (the tint draws nothing) stay graphics or draw nothing.
    func testASystemButtonsTintIsItsTitlesText() throws {
        let title = Self.text.replacingOccurrences(of: "textColor", with: "titleColor")
        func control(_ attributes: String, _ inside: String) -> String {
            scene("""
            <view key="view" id="root">
            <subviews><button \(attributes) id="b">\(inside)\(Self.tint)</button></subviews>
            \(Self.white)
            </view>
            """)
        }
        XCTAssertEqual(describe(try search(control(#"buttonType="system""#, #"<state key="normal" title="Cancel"/>"#)).pairs), ["accent/background@4-5"])
        XCTAssertEqual(describe(try search(control("", #"<buttonConfiguration key="configuration" style="plain" title="Cancel"/>"#)).pairs), ["accent/background@4-5"])
        XCTAssertEqual(describe(try search(control("", #"<state key="normal" title="Allow"/>"#)).pairs), ["accent/background@4-5g"])
        XCTAssertEqual(describe(try search(control(#"buttonType="system""#, #"<state key="normal" image="x"/>"#)).pairs), ["accent/background@4-5g"])
        let colored = try search(control(#"buttonType="system""#, "<state key=\"normal\" title=\"Go\">\(title)</state>")).pairs
        XCTAssertFalse(describe(colored).contains { $0.hasPrefix("accent/") }, describe(colored).joined(separator: ", "))
    }

    /// A button's colors that draw nothing make no pair: a title color on a button with no title
    /// (ivpn's hidden image-only settings button, white over a white table), and the tint of a
    /// button whose title has its own color and which shows no image (ivpn's Create Account:
    /// white tint over a light gray, 1.13:1, a failure of nothing drawn). Positive: a titled
    /// button's title color, an image button's tint, the title color of a button whose title the
    /// code sets (no title and no image in the document, an outlet to it).
    func testButtonColorsThatDrawNothingMakeNoPair() throws {
        let title = Self.text.replacingOccurrences(of: "textColor", with: "titleColor")
        let doc = scene("""
        <view key="view" id="root">
        <subviews>
        <button id="imageOnly">
        <state key="normal" image="gear">
        \(title)
        </state>
        </button>
        <button id="titled">
        \(Self.tint)
        <state key="normal" title="Create Account">
        \(title)
        </state>
        </button>
        <button id="icon">
        \(Self.tint)
        <state key="normal" image="plus"/>
        </button>
        <button id="label">
        <state key="normal" title="Go">
        \(title)
        </state>
        </button>
        <button id="titleFromCode">
        <state key="normal">
        \(title)
        </state>
        </button>
        </subviews>
        \(Self.white)
        </view>
        <connections><outlet property="goButton" destination="titleFromCode" id="o9"/></connections>
        """)
        XCTAssertEqual(describe(try search(doc).pairs), ["accent/background@17-31g", "primaryText/background@13-31,22-31,27-31"])
    }

    /// A label whose frame lies inside a sibling drawn before it sits on that sibling (Lockdown's
    /// count label over its cyan "Set Region" button, both children of one view: it was paired with
    /// the panel's white). Negative: a label whose frame leaves the sibling's pairs with the
    /// superview; a sibling drawn after the label is over it, not under.
    func testALabelInsideAnEarlierSiblingsFrameIsOverIt() throws {
        let doc = scene("""
        <view key="view" id="root">
        <rect key="frame" x="0.0" y="0.0" width="366" height="300"/>
        <subviews>
        <button id="region">
        <rect key="frame" x="183.5" y="228" width="182.5" height="50"/>
        \(Self.card)
        </button>
        <label id="count">
        <rect key="frame" x="186" y="254" width="177" height="18"/>
        \(Self.text)
        </label>
        <label id="outside">
        <rect key="frame" x="10" y="254" width="177" height="18"/>
        \(Self.text)
        </label>
        <label id="under">
        <rect key="frame" x="20" y="20" width="50" height="18"/>
        \(Self.text)
        </label>
        <view id="after">
        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
        \(Self.card)
        </view>
        </subviews>
        \(Self.white)
        </view>
        """)
        XCTAssertEqual(describe(try search(doc).pairs), ["primaryText/background@16-27,20-27", "primaryText/card@12-8"])
    }

    /// A label of no size (laid out empty, its text set at run time) lies in no sibling's frame,
    /// even at its edge: sphinx-ios's boost count label (0 × 0 at x 206, the right edge of a
    /// 25-point badge from x 181) was read on the badge's gray. Negative: the same label with a
    /// size inside the badge is over it.
    func testALabelOfNoSizeIsInNoSiblingsFrame() throws {
        func doc(_ width: String) -> String {
            scene("""
            <view key="view" id="root">
            <rect key="frame" x="0.0" y="0.0" width="220" height="35"/>
            <subviews>
            <view id="badge">
            <rect key="frame" x="181" y="5" width="25" height="25"/>
            \(Self.card)
            </view>
            <label id="count">
            <rect key="frame" x="\(width == "0.0" ? "206" : "185")" y="17.5" width="\(width)" height="\(width)"/>
            \(Self.text)
            </label>
            </subviews>
            \(Self.white)
            </view>
            """)
        }
        XCTAssertEqual(describe(try search(doc("0.0")).pairs), ["primaryText/background@12-15"])
        XCTAssertEqual(describe(try search(doc("10")).pairs), ["primaryText/card@12-8"])
    }

    /// A view drawn at part opacity (`alpha="0.5"`, tinode's player controls over a black video
    /// view) shows what lies under it through its background and its labels: a label in it is not
    /// measured on its background (white text on a half-white view over black is no 1:1). The label
    /// beside it pairs as before.
    func testAViewDrawnAtPartOpacityIsNotMeasured() throws {
        let doc = scene("""
        <view key="view" id="root">
        <subviews>
        <view alpha="0.5" id="controls">
        <subviews><label id="l">\(Self.text)</label></subviews>
        \(Self.card)
        </view>
        <label id="m">\(Self.text)</label>
        </subviews>
        \(Self.white)
        </view>
        """)
        let found = try search(doc)
        XCTAssertEqual(describe(found.pairs), ["primaryText/background@9-11"])
        XCTAssertEqual(found.notes.overOtherColor, 1)
    }

    /// A label drawn over a full-frame sibling drawn before it (vlc's movie view under the tvOS
    /// player's labels) sits on that sibling's background, not the root's: a sibling whose frame is
    /// the superview's bounds, or one pinned to all four edges by constraints. Negative: a sibling
    /// that covers only part of the superview, or one drawn after the label, is not under it.
    func testAFullFrameSiblingDrawnBeforeIsTheBackground() throws {
        let doc = scene("""
        <view key="view" id="root">
        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
        <subviews>
        <view id="movie">
        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
        \(Self.card)
        </view>
        <label id="l1">
        <rect key="frame" x="10" y="10" width="100" height="20"/>
        \(Self.text)
        </label>
        </subviews>
        \(Self.white)
        </view>
        """)
        XCTAssertEqual(describe(try search(doc).pairs), ["primaryText/card@12-8"])

        let pinned = scene("""
        <view key="view" id="root">
        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
        <subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="movie">
        <rect key="frame" x="0.0" y="0.0" width="300" height="480"/>
        \(Self.card)
        </view>
        <label id="l1">
        \(Self.text)
        </label>
        </subviews>
        \(Self.white)
        <constraints>
        <constraint firstItem="movie" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="movie" secondAttribute="trailing" id="c2"/>
        <constraint firstItem="movie" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
        <constraint firstAttribute="bottom" secondItem="movie" secondAttribute="bottom" id="c4"/>
        </constraints>
        </view>
        """)
        XCTAssertEqual(describe(try search(pinned).pairs), ["primaryText/card@11-8"])

        let partial = scene("""
        <view key="view" id="root">
        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
        <subviews>
        <view id="strip">
        <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
        \(Self.card)
        </view>
        <label id="l1">
        \(Self.text)
        </label>
        <view id="after">
        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
        \(Self.card)
        </view>
        </subviews>
        \(Self.white)
        <constraints>
        <constraint firstItem="strip" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="c2"/>
        <constraint firstItem="strip" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c3"/>
        <constraint firstAttribute="bottom" secondItem="strip" secondAttribute="bottom" id="c4"/>
        </constraints>
        </view>
        """)
        XCTAssertEqual(describe(try search(partial).pairs), ["primaryText/background@11-18"])
    }

    /// A gray the document hard-codes, drafted as Apple's `systemGray`, over a table whose
    /// background the document names as Apple's (the deprecated `groupTableViewBackgroundColor`,
    /// read as `systemGroupedBackground`) is the app's pair (Tofu, session 19's audit F13), and
    /// stays one after `fix` names it `systemGrayColor`: Apple does not mean systemGray for text.
    /// Negative: Apple's secondary label color over the table is Apple's pair, token or not, and
    /// so is a gray the document names as Apple's that no token is.
    func testADocumentsOwnColorDraftedAsAppleSOverAppleSBackgroundIsAPair() throws {
        let table = ##"""
        { "tokens": { "systemGray": { "uikit": "UIColor.systemGray", "light": "#8E8E93", "dark": "#8E8E93" },
                      "secondaryLabel": { "uikit": "UIColor.secondaryLabel", "light": "#3C3C4399" } },
          "rules": [ { "match": "#8E8E93", "token": "systemGray" }, { "match": "#3C3C4399", "token": "secondaryLabel" } ] }
        """##
        func pairs(_ label: String, table: String = table) throws -> [String] {
            let doc = scene("""
            <view key="view" id="root">
            <subviews>
            <label id="l1">
            \(label)
            </label>
            </subviews>
            <color key="backgroundColor" systemColor="groupTableViewBackgroundColor"/>
            </view>
            """)
            var options = RunOptions()
            options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
            options.threads = 1
            let bytes = Array(doc.utf8)
            let reports = InterfaceBuilderLanguage(configuration: options.configuration).analyze(path: "A.storyboard", bytes: bytes).reports
            return describe(InferredPairs.search([], documents: [("A.storyboard", bytes, reports)], subjects: .table(TokenExpressions(options.configuration))).pairs)
        }
        let gray = #"<color key="textColor" red="0.55686274509803924" green="0.55686274509803924" blue="0.57647058823529407" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        XCTAssertEqual(try pairs(gray), ["systemGray/UIColor.systemGroupedBackground@6-9"])
        XCTAssertEqual(try pairs(#"<color key="textColor" systemColor="systemGrayColor"/>"#), ["systemGray/UIColor.systemGroupedBackground@6-9"])
        XCTAssertEqual(try pairs(#"<color key="textColor" systemColor="secondaryLabelColor"/>"#), [])
        XCTAssertEqual(try pairs(#"<color key="textColor" systemColor="systemGrayColor"/>"#, table: #"{ "tokens": {} }"#), [])
    }
}
