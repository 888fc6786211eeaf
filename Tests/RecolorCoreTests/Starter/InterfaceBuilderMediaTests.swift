@testable import RecolorCore
import XCTest

/// The background of a media view laid out in Interface Builder (ReadingList's camera
/// `<view customClass="PreviewView">`, black behind the capture preview) is kept where the view
/// is; the same black on another view adapts.
final class InterfaceBuilderMediaTests: XCTestCase {
    static func board(_ views: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="a"><objects><viewController id="v">
        <view key="view" id="root">
        <subviews>
        \(views)
        </subviews>
        <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="calibratedRGB"/>
        </view>
        </viewController></objects></scene></scenes>
        </document>
        """
    }

    static let black = #"<color key="backgroundColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>"#

    func analyze(_ board: String, options: RunOptions = RunOptions()) -> RunResult {
        Engine.analyze([SwiftSource(path: "Scan.storyboard", bytes: Array(board.utf8))], options: options)
    }

    /// Triggering: a camera preview's, a player's and a video's background. Non-triggering: a
    /// plain view's black, an image view subclass's (an avatar as often as a picture), a media
    /// view's text color, a chromatic background.
    func testTheBackgroundOfAMediaClassIsAMediaSurface() {
        let examples: [(view: String, intent: FixedIntent?)] = [
            (#"<view id="p" customClass="PreviewView" customModule="App">"# + Self.black + "</view>", .mediaSurface),
            (#"<view id="p" customClass="AudioPlayerView">"# + Self.black + "</view>", .mediaSurface),
            (#"<view id="p" customClass="VideoContainer">"# + #"<color key="backgroundColor" white="0.1" alpha="1" colorSpace="calibratedWhite"/>"# + "</view>", .mediaSurface),
            (#"<view id="p">"# + Self.black + "</view>", nil),
            (#"<view id="p" customClass="CardView">"# + Self.black + "</view>", nil),
            // A link's or a comment's preview is a card of text (beam's cells, session 22's review F20);
            // a photo's preview is a picture.
            (#"<view id="p" customClass="PostLinkPreviewView">"# + Self.black + "</view>", nil),
            (#"<view id="p" customClass="CommentLinkPreviewView">"# + Self.black + "</view>", nil),
            (#"<view id="p" customClass="PhotoPreviewView">"# + Self.black + "</view>", .mediaSurface),
            (#"<imageView id="p" customClass="AvatarImageView">"# + Self.black + "</imageView>", nil),
            (#"<label id="p" customClass="PlayerTitleLabel"><color key="textColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/></label>"#, nil),
            (#"<view id="p" customClass="PlayerView"><color key="backgroundColor" red="0.9" green="0.1" blue="0.1" alpha="1" colorSpace="calibratedRGB"/></view>"#, nil),
            // A light backdrop follows the screen: RADAR-base's white `QRPreviewView` (session 36, verify36y V1).
            (#"<view id="p" customClass="QRPreviewView"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>"#, nil),
        ]
        assertIntents(examples)
    }

    /// An image view showing the app's own picture: its background, of any hue, is the picture's
    /// matte (FrameGrabber's pink band around its `authorization` illustration). Non-triggering: a
    /// system symbol's image view, an image view with no image (set in code, an avatar as often),
    /// the image view's tint, and the same pink on a plain view beside it.
    func testTheBackgroundOfAnImageViewShowingTheAppsPictureIsItsMatte() {
        let pink = #"<color key="backgroundColor" red="0.894" green="0.698" blue="0.749" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let examples: [(view: String, intent: FixedIntent?)] = [
            (#"<imageView id="p" contentMode="scaleAspectFit" image="authorization">"# + pink + "</imageView>", .mediaSurface),
            (#"<imageView id="p" image="onboarding" customClass="RoundedImageView">"# + Self.black + "</imageView>", .mediaSurface),
            (#"<imageView id="p" image="person.fill" catalog="system">"# + pink + "</imageView>", nil),
            (#"<imageView id="p">"# + pink + "</imageView>", nil),
            (#"<imageView id="p" image="authorization"><color key="tintColor" red="0.894" green="0.698" blue="0.749" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></imageView>"#, nil),
            (#"<view id="p">"# + pink + "</view>", nil),
        ]
        assertIntents(examples)
    }

    /// The matte's keep follows its picture: the same pink on a plain view beside it adapts.
    func testTheMattesKeepFollowsThePicture() {
        let pink = #"<color key="backgroundColor" red="0.894" green="0.698" blue="0.749" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let board = Self.board(#"<imageView id="p" image="authorization">"# + pink + "</imageView>\n" + #"<view id="q">"# + pink + "</view>")
        let run = analyze(board)
        let kept = KeptColors.split(run.allReports, sources: run.files)
        XCTAssertEqual(kept.groups.map(\.intent), [.mediaSurface])
        XCTAssertEqual(kept.groups.first?.within, ["imageView:authorization"])
        XCTAssertEqual(kept.rest.map(\.line).sorted(), [7, 9], "the plain view's pink and the root's white adapt")
    }

    /// The draft keeps the preview's black by a rule limited to its class; with that table the
    /// preview's black is kept and the plain view's black beside it maps to its token.
    func testTheKeepFollowsTheViewsClass() throws {
        let board = Self.board(#"<view id="p" customClass="PreviewView">"# + Self.black + "</view>\n" + #"<view id="q">"# + Self.black + "</view>")
        let run = analyze(board)
        let kept = KeptColors.split(run.allReports, sources: run.files)
        XCTAssertEqual(kept.groups.map(\.intent), [.mediaSurface])
        XCTAssertEqual(kept.groups.first?.within, ["PreviewView"])
        XCTAssertEqual(kept.rest.map(\.line).sorted(), [7, 9], "the plain view's black and the root's white adapt")

        let table = try ConfigurationLoader.parse(Array(#"""
            { "tokens": { "surface": { "uikit": "Semantic.surface", "light": "#000000", "dark": "#FFFFFF" } },
              "rules": [
                { "match": "#000000", "token": "surface" },
                { "match": "#000000", "context": ["backgroundColor"], "in": ["PreviewView"], "keep": "media surface" }
              ] }
            """#.utf8), file: "t.json")
        var options = RunOptions()
        options.configuration = table
        let blacks = analyze(board, options: options).allReports.filter { $0.finding.color == RGBA(red: 0, green: 0, blue: 0) }
        XCTAssertEqual(blacks.filter { $0.resolution.kept != nil }.map(\.line), [6])
        XCTAssertEqual(blacks.filter { $0.resolution.token == "surface" }.map(\.line), [7])
    }

    /// A controller's root view with no class of its own stands for the controller: Papr's
    /// `PhotoDetailsViewController.xib`, whose root (the File's Owner's `view` outlet) is the photo
    /// viewer's black behind a zoomable picture, got a proposed dark #5B5B5B (session 29, pairs29).
    /// Kept only where dark: a photo settings page's white root adapts; a root of a controller with
    /// no media word, a subview without a class, and a view no `view` outlet names are no backdrop.
    func testADarkRootViewOfAMediaControllerIsItsBackdrop() {
        func scene(_ controller: String, root: String, sub: String = "") -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
            <scenes><scene sceneID="a"><objects><viewController id="v" customClass="\(controller)">
            <view key="view" id="root">
            <subviews>\(sub)</subviews>
            \(root)
            </view>
            </viewController></objects></scene></scenes>
            </document>
            """
        }
        func xib(owner: String, outlet: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
            <objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)"><connections>
            <outlet property="view" destination="\(outlet)" id="o"/></connections></placeholder>
            <view id="root">
            \(Self.black)
            </view></objects>
            </document>
            """
        }
        let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>"#
        let examples: [(doc: String, line: Int, intent: FixedIntent?)] = [
            (scene("PhotoViewerViewController", root: Self.black), 6, .mediaSurface),
            (xib(owner: "PhotoDetailsViewController", outlet: "root"), 6, .mediaSurface),
            (scene("VideoPlayerViewController", root: Self.black), 6, .mediaSurface),
            (scene("PhotoSettingsViewController", root: white), 6, nil),
            (scene("SettingsViewController", root: Self.black), 6, nil),
            (scene("PhotoViewerViewController", root: white, sub: #"<view id="s">"# + Self.black + "</view>"), 5, nil),
            (xib(owner: "PhotoDetailsViewController", outlet: "other"), 6, nil),
        ]
        for (n, e) in examples.enumerated() {
            let run = analyze(e.doc)
            let reports = run.allReports.filter { $0.line == e.line }
            XCTAssertEqual(reports.count, 1, "example \(n): \(run.allReports.map(\.line))")
            XCTAssertEqual(KeptColors.intents(reports, sources: run.files).first??.intent, e.intent, "example \(n)")
        }
        let run = analyze(xib(owner: "PhotoDetailsViewController", outlet: "root"))
        XCTAssertEqual(KeptColors.split(run.allReports, sources: run.files).groups.first?.within, ["PhotoDetailsViewController"])
    }

    /// Each example's one color (line 6 of its board) has the intent it names.
    func assertIntents(_ examples: [(view: String, intent: FixedIntent?)], file: StaticString = #filePath, line: UInt = #line) {
        for (n, e) in examples.enumerated() {
            let run = analyze(Self.board(e.view))
            let reports = run.allReports.filter { $0.line == 6 }
            XCTAssertEqual(reports.count, 1, "example \(n)", file: file, line: line)
            XCTAssertEqual(KeptColors.intents(reports, sources: run.files).first??.intent, e.intent, "example \(n): \(e.view)", file: file, line: line)
        }
    }
}
