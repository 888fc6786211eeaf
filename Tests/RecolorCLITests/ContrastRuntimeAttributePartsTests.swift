import Foundation
import XCTest

/// A custom view's runtime-attribute colors pair only where they are drawn together (session 27's
/// review, F14, fearless-iOS): a pressed state's fill (`_highlightedFillColor`) replaces the fill and
/// is drawn on nothing, and a part's title (`_numpadTitleColor`) lies on its own part's paint or on
/// what is under the view, never on another part's (`_fieldFillColor`, the PIN dots'). Before: three
/// false FAILs, exit 1. Negative: the title still pairs, with the root view's background.
final class ContrastRuntimeAttributePartsTests: XCTestCase {
    static let xib = #"""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="17703"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PinController"/>
        <view contentMode="scaleToFill" id="i5M-Pr-FkT">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin-vw-001" customClass="PinPadView" customModule="App">
                    <rect key="frame" x="0.0" y="100" width="375" height="400"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="color" keyPath="_numpadHighlightedFillColor">
                            <color key="value" red="1" green="0.0" blue="0.6" alpha="0.3" colorSpace="custom" customColorSpace="sRGB"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="color" keyPath="_numpadTitleColor">
                            <color key="value" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="color" keyPath="_fieldFillColor">
                            <color key="value" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn-vw-001" customClass="PillButton" customModule="App">
                    <rect key="frame" x="16" y="599" width="343" height="52"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="color" keyPath="_fillColor">
                            <color key="value" red="1" green="0.0" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="color" keyPath="_highlightedFillColor">
                            <color key="value" red="1" green="0.0" blue="0.6" alpha="0.3" colorSpace="custom" customColorSpace="sRGB"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
            </subviews>
            <color key="backgroundColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </view>
    </objects>
</document>
"""#

    func testRuntimeColorsPairOnlyWhereDrawnTogether() throws {
        let r = try CommandRunner.contrastAfterInit(["App/Pin.xib": Self.xib])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        // The numpad's title (line 19) on the root view's background (line 38), and nothing else.
        XCTAssertTrue(r.stdout.contains("seen at App/Pin.xib:19 on App/Pin.xib:38"), r.stdout)
        XCTAssertTrue(r.stdout.contains("1 pair,"), r.stdout)
        XCTAssertFalse(r.stdout.contains("FAIL"), r.stdout)
    }
}
