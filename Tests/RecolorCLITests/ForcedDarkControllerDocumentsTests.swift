import Foundation
import XCTest

/// A xib whose File's Owner forces Dark in code (`view.overrideUserInterfaceStyle = .dark`) is shown in Dark alone: its
/// colors are kept as written, limited to the document. iSubMusicStreamer's equalizer (session 35's held-out check, V2):
/// the white box behind the fixed `darkTextColor` label became `systemBackgroundColor`, black on that always-dark
/// screen. Negatives: an owner that forces nothing, or forces Light, leaves its document's white to adapt.
final class ForcedDarkControllerDocumentsTests: XCTestCase {
    static let xib = """
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="17703"/>
        <capability name="System colors in document resources" minToolsVersion="11.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="MixerViewController">
            <connections>
                <outlet property="view" destination="4" id="26"/>
                <outlet property="presetLabel" destination="C2q-Ob-mWN" id="Amr-GU-QP5"/>
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="4">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sAV-eq-Z4w">
                    <rect key="frame" x="10" y="172" width="300" height="31"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Preset Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="C2q-Ob-mWN">
                            <rect key="frame" x="10" y="0.0" width="280" height="31"/>
                            <fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="17"/>
                            <color key="textColor" systemColor="darkTextColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
            </subviews>
            <color key="backgroundColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </view>
    </objects>
    <resources>
        <systemColor name="darkTextColor">
            <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
    </resources>
</document>

"""

    static let other = """
import UIKit
// An adaptive Swift screen elsewhere in the app (so the table drafts #FFFFFF backgrounds as systemBackground).
final class ListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}

"""

    func run(owner: String) throws -> (xib: String, other: String, stderr: String) {
        let s = try Scratch()
        try s.write("App/MixerViewController.xib", Self.xib)
        try s.write("App/Other.swift", Self.other)
        try s.write("App/Mixer.swift", owner)
        let i = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(i.status, 0, i.stderr)
        _ = try CommandRunner.recolor(["generate"], in: s.url)
        let f = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(f.status, 0, f.stderr)
        return (try s.read("App/MixerViewController.xib"), try s.read("App/Other.swift"), i.stderr)
    }

    static func owner(_ style: String) -> String {
        "import UIKit\nfinal class MixerViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n"
            + (style.isEmpty ? "" : "        view.overrideUserInterfaceStyle = .\(style)\n") + "    }\n}\n"
    }

    func testTheDocumentOfAControllerForcingDarkKeepsItsColors() throws {
        let (xib, other, _) = try run(owner: Self.owner("dark"))
        XCTAssertEqual(xib, Self.xib)
        XCTAssertFalse(other.contains("view.backgroundColor = .white"), other)
    }

    func testAnOwnerForcingNothingOrLightLeavesTheDocumentToAdapt() throws {
        for style in ["", "light"] {
            let (xib, _, _) = try run(owner: Self.owner(style))
            XCTAssertTrue(xib.contains("systemColor=\"systemBackgroundColor\""), style)
        }
    }
}
