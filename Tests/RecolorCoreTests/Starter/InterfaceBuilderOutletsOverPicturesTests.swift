@testable import RecolorCore
import XCTest

/// An outlet whose view Interface Builder lays over a picture (Fetch's cast remote: Done and Stop buttons
/// at the top of the artwork image view; their white borders, set in code, went #1F1F1F in Dark; session
/// 40's held-out pairs40b v2): the code's colors on that outlet are drawn on the picture. Negative: a label
/// laid out below the picture, and an outlet of another owner.
final class InterfaceBuilderOutletsOverPicturesTests: XCTestCase {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="RemoteViewController">
                    <connections>
                        <outlet property="doneButton" destination="btn" id="o1"/>
                        <outlet property="timeLabel" destination="lbl" id="o2"/>
                        <outlet property="badge" destination="inner" id="o3"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <imageView contentMode="scaleAspectFill" id="art">
                            <rect key="frame" x="0.0" y="20" width="375" height="211"/>
                        </imageView>
                        <button opaque="NO" id="btn">
                            <rect key="frame" x="16" y="34" width="37" height="33"/>
                        </button>
                        <view id="chip">
                            <rect key="frame" x="300" y="150" width="60" height="30"/>
                            <subviews>
                                <label opaque="NO" id="inner">
                                    <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                                </label>
                            </subviews>
                        </view>
                        <label opaque="NO" id="lbl">
                            <rect key="frame" x="16" y="260" width="100" height="21"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    func testOutletsOverAPicture() {
        let over = InterfaceBuilderOverPictures(documents: [("Remote.xib", Array(Self.xib.utf8))])
        XCTAssertNotNil(over.overOutlet("RemoteViewController", "doneButton"))
        XCTAssertNotNil(over.overOutlet("RemoteViewController", "badge"), "inside a view over the picture")
        XCTAssertNil(over.overOutlet("RemoteViewController", "timeLabel"), "below the picture")
        XCTAssertNil(over.overOutlet("OtherViewController", "doneButton"))
    }
}
