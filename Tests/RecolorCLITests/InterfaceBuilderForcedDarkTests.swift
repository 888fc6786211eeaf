import Foundation
import XCTest

/// A view class Interface Builder lays out only in a view it forces dark (OpenEmu's SetupAssistant.xib:
/// `<customView appearanceType="darkAqua">` pages holding the `GlossButton`s, whose light title
/// `NSColor(white: 0.91)` is drawn only there). Review 28 B18: drafted `lightGrayColor` with a dark
/// #181818, the title resolved to near-black in that view in every system appearance. Kept "forced
/// dark", as a SwiftUI subtree the code forces dark is; the same class placed elsewhere too, or under an
/// inner view forcing Aqua again, adapts. Hand-written, in the app's shape.
final class InterfaceBuilderForcedDarkTests: XCTestCase {
    static let button = """
        import AppKit

        final class ShinyButton: NSButton {
            private static let attributes: [NSAttributedString.Key: Any] = {
                let color = NSColor(white: 0.91, alpha: 1)
                return [.font: NSFont.boldSystemFont(ofSize: 11), .foregroundColor: color]
            }()

            override func draw(_ dirtyRect: NSRect) {
                attributedTitle = NSAttributedString(string: title, attributes: Self.attributes)
                super.draw(dirtyRect)
            }
        }

        """
    static func xib(page: String = "appearanceType=\"darkAqua\" ", inner: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="17505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="WelcomeController" customModule="Arcade" customModuleProvider="target"/>
                <customView \(page)id="w01" userLabel="Welcome View">
                    <rect key="frame" x="0.0" y="0.0" width="640" height="480"/>
                    <subviews>
                        <customView \(inner)id="w02">
                            <rect key="frame" x="0.0" y="0.0" width="640" height="60"/>
                            <subviews>
                                <button fixedFrame="YES" id="b01" customClass="ShinyButton" customModule="Arcade" customModuleProvider="target">
                                    <rect key="frame" x="500" y="20" width="120" height="32"/>
                                    <buttonCell key="cell" type="square" title="Next" bezelStyle="shadowlessSquare" alignment="center" id="c01">
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                </button>
                            </subviews>
                        </customView>
                    </subviews>
                </customView>
            </objects>
        </document>

        """
    }

    func keeps(_ files: [String: String]) throws -> [String] {
        try InitDraft(files.merging(["ShinyButton.swift": Self.button]) { a, _ in a }).rules.compactMap { $0["keep"] as? String }
    }

    func testAClassLaidOutOnlyInADarkAquaViewKeepsItsColors() throws {
        let kept = try keeps(["Welcome.xib": Self.xib()])
        XCTAssertTrue(kept.contains { $0.hasPrefix("forced dark: in a forced-dark view: ShinyButton is laid out only in views Interface Builder forces to darkAqua (Welcome.xib)") }, "\(kept)")
        XCTAssertTrue(try keeps(["Welcome.xib": Self.xib(page: "appearanceType=\"vibrantDark\" ")]).contains { $0.hasPrefix("forced dark") })
    }

    func testNotKeptWhereAPlacementShowsTheSystemsAppearance() throws {
        // No forcing; an inner view forcing Aqua again; a second placement in a document forcing nothing.
        XCTAssertFalse(try keeps(["Welcome.xib": Self.xib(page: "")]).contains { $0.hasPrefix("forced dark") })
        XCTAssertFalse(try keeps(["Welcome.xib": Self.xib(inner: "appearanceType=\"aqua\" ")]).contains { $0.hasPrefix("forced dark") })
        XCTAssertFalse(try keeps(["Welcome.xib": Self.xib(), "Other.xib": Self.xib(page: "")]).contains { $0.hasPrefix("forced dark") })
    }
}
