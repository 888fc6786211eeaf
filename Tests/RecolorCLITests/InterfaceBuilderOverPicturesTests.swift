import Foundation
import XCTest

/// A view class Interface Builder lays out only over a picture keeps the marks it draws (beam's
/// photo picker, session 22 F1 leftover: the white check mark of `SelectionIconView`, placed in a
/// cell after its `<imageView>`, became `systemBackground`, black on every photo in Dark), though
/// the document holds no color; the same class placed before the image view, or after an icon, adapts.
final class InterfaceBuilderOverPicturesTests: XCTestCase {
    static let mark = """
        import UIKit

        class SelectionIconView: UIView {
            @IBInspectable var color = UIColor.white {
                didSet { setNeedsDisplay() }
            }

            override func draw(_ rect: CGRect) {
                color.setFill()
                UIBezierPath(ovalIn: bounds).fill()
            }
        }

        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <collectionViewController id="c1" sceneMemberID="viewController">
                            <collectionView key="view" id="cv1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <cells>
                                    <collectionViewCell reuseIdentifier="asset-cell" id="cell1" customClass="AssetCell" customModule="Picker">
                                        <view key="contentView" opaque="NO" id="cv2">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                            <subviews>
                                                <imageView contentMode="scaleAspectFill" id="img1">
                                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                                </imageView>
                                                <view hidden="YES" id="ov1">
                                                    <subviews>
                                                        <view opaque="NO" id="mark1" customClass="SelectionIconView" customModule="Picker">
                                                            <rect key="frame" x="70" y="70" width="23" height="23"/>
                                                        </view>
                                                    </subviews>
                                                </view>
                                            </subviews>
                                        </view>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    func keeps(_ storyboard: String) throws -> [String] {
        let draft = try InitDraft(["SelectionIconView.swift": Self.mark, "Picker.storyboard": storyboard])
        return draft.rules.compactMap { $0["keep"] as? String }
    }

    func testAMarkOfAClassLaidOutOverAnImageViewIsKept() throws {
        let keeps = try keeps(Self.storyboard)
        XCTAssertTrue(keeps.contains { $0.hasPrefix("media surface: over the picture: SelectionIconView is laid out over an image view filling a cell's view (Picker.storyboard)") }, "\(keeps)")
    }

    func testNotKeptWhereAPlacementIsNotOverAPicture() throws {
        // The image view after the mark's container: drawn over the mark, not under it.
        let image = "                                        <imageView contentMode=\"scaleAspectFill\" id=\"img1\">\n                                            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"100\" height=\"100\"/>\n                                        </imageView>\n"
        XCTAssertTrue(Self.storyboard.contains(image))
        let before = Self.storyboard.replacingOccurrences(of: image, with: "").replacingOccurrences(of: "                                    </subviews>\n                                </view>\n                            </collectionViewCell>",
                                                                                                with: image + "                                    </subviews>\n                                </view>\n                            </collectionViewCell>")
        XCTAssertFalse(try keeps(before).contains { $0.hasPrefix("media surface") })
        // An image view that does not fill the cell's view (an icon beside the mark).
        let icon = Self.storyboard.replacingOccurrences(of: "width=\"100\" height=\"100\"/>\n                                        </imageView>",
                                                        with: "width=\"40\" height=\"40\"/>\n                                        </imageView>")
        XCTAssertNotEqual(icon, Self.storyboard)
        XCTAssertFalse(try keeps(icon).contains { $0.hasPrefix("media surface") })
    }
}
