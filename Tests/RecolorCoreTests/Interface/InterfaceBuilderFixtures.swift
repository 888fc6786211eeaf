/// Small hand-written Interface Builder documents and color sets, one of each form recolor reads.
enum InterfaceBuilderFixtures {
    /// An iOS xib with every form of `<color>`: literal sRGB, gamma-2.2 gray, Display P3 (outside
    /// sRGB), Generic RGB in a runtime attribute, a fixed cocoaTouch system color, an adaptive
    /// system color, an asset color, clear, a color in `userComments` and one in an attributed
    /// string, and the `<resources>` cache of a system color.
    static let iosXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <objects>
            <!-- <color key="backgroundColor" white="1" alpha="1" colorSpace="deviceWhite"/> in a comment -->
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <color key="backgroundColor" red="0.96078431372549022" green="0.97254901960784312" blue="0.98039215686274506" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <subviews>
                    <label opaque="NO" text="Title &amp; &quot;more&quot; &gt; x" id="a1">
                        <color key="textColor" white="0.33333333333333331" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <color key="highlightedColor" systemColor="labelColor"/>
                        <color key="shadowColor" name="AccentColor"/>
                    </label>
                    <button id="b1">
                        <color key="tintColor" cocoaTouchSystemColor="whiteColor"/>
                        <state key="normal" title="a > b"><color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/></state>
                        <color key="titleShadowColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="color" keyPath="layer.borderUIColor">
                                <color key="value" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="calibratedRGB"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                        <attributedString key="userComments">
                            <fragment content="do not translate"><attributes><color key="NSColor" white="1" alpha="1" colorSpace="calibratedWhite"/></attributes></fragment>
                        </attributedString>
                    </button>
                    <textView id="t1">
                        <attributedString key="attributedText">
                            <fragment content="Hello">
                                <attributes>
                                    <color key="NSColor" white="1" alpha="1" colorSpace="deviceWhite"/>
                                </attributes>
                            </fragment>
                        </attributedString>
                    </textView>
                </subviews>
            </view>
        </objects>
        <resources>
            <image name="logo" width="10" height="10"/>
            <systemColor name="labelColor">
                <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>

    """

    /// A macOS xib: AppKit catalog colors (adaptive labelColor, fixed whiteColor), calibratedWhite,
    /// no `<resources>` block yet, tab indentation.
    static let macXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
    \t<dependencies>
    \t\t<plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="21701"/>
    \t</dependencies>
    \t<objects>
    \t\t<textField id="f1">
    \t\t\t<color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
    \t\t\t<color key="backgroundColor" name="whiteColor" catalog="System" colorSpace="catalog"/>
    \t\t\t<color key="borderColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
    \t\t</textField>
    \t</objects>
    </document>

    """

    /// A color set without dark, its components as 8-bit hex strings, as Xcode writes them.
    static let lightOnlyHexSet = """
    {
      "colors" : [
        {
          "color" : {
            "color-space" : "srgb",
            "components" : {
              "alpha" : "1.000",
              "blue" : "0xFA",
              "green" : "0xF8",
              "red" : "0xF5"
            }
          },
          "idiom" : "universal"
        }
      ],
      "info" : {
        "author" : "xcode",
        "version" : 1
      }
    }

    """
}
