import Foundation
import XCTest

/// Apple's member names in the app's own spelling (session 30's review, Concordium). A1: a palette member named
/// `primary` (`Shades.primary`, a brand blue set) became a token spelled `Color.primary`, SwiftUI's label color:
/// every rewritten blue title and button fill turned black/white. A2: UIKit's `backgroundColor = .primary` (the
/// app's own `UIColor.primary`, a blue set) was read as the token spelled `Color.primary` (label): its white titles
/// were paired on black/white. Negatives: a palette member Apple has no color of keeps its name; a SwiftUI file's
/// `.foregroundColor(.primary)` is still Apple's label.
final class AppleMemberSpellingTests: XCTestCase {
    static let palette: [String: String] = [
        "Shop/Assets.xcassets/Colors/Contents.json": #"""
            {"info":{"version":1,"author":"xcode"}}
            """#,
        "Shop/Assets.xcassets/Colors/brand.colorset/Contents.json": #"""
            {"info":{"version":1,"author":"xcode"},"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x44","alpha":"1.000","blue":"0xAB","green":"0x86"}}}]}
            """#,
        "Shop/Assets.xcassets/Colors/ink.colorset/Contents.json": #"""
            {"info":{"version":1,"author":"xcode"},"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.000","alpha":"1.000","blue":"0.000","green":"0.000"}}}]}
            """#,
        "Shop/Assets.xcassets/Contents.json": #"""
            {"info":{"version":1,"author":"xcode"}}
            """#,
        "Shop/BuyButton.swift": #"""
            import SwiftUI
            
            struct BuyButton: View {
                var body: some View {
                    VStack {
                        Text("Total")
                            .foregroundColor(Shades.text)
                        Text("Buy")
                            .padding()
                            .background(Shades.primary)
                            .foregroundColor(.white)
                        Text("Welcome")
                            .foregroundColor(Shades.primary)
                    }
                    .background(Color.white)
                }
            }
            """#,
        "Shop/Palette.swift": #"""
            import SwiftUI
            
            enum Shades {
                static var primary: Color {
                    return Color("brand")
                }
            
                static var text: Color {
                    return Color("ink")
                }
            }
            """#
    ]

    static let uikit: [String: String] = [
        "Wallet/Assets.xcassets/Contents.json": #"""
            {"info":{"version":1,"author":"xcode"}}
            """#,
        "Wallet/Assets.xcassets/buttonText.colorset/Contents.json": #"""
            {"info":{"version":1,"author":"xcode"},"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","alpha":"1.000","blue":"1.000","green":"1.000"}}}]}
            """#,
        "Wallet/Assets.xcassets/primary.colorset/Contents.json": #"""
            {"info":{"version":1,"author":"xcode"},"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x44","alpha":"1.000","blue":"0xAB","green":"0x86"}}}]}
            """#,
        "Wallet/Caption.swift": #"""
            import SwiftUI
            
            struct Caption: View {
                var body: some View {
                    Text("Balance")
                        .foregroundColor(.black)
                }
            }
            """#,
        "Wallet/Checkout.xib": #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                    <capability name="Named colors" minToolsVersion="9.0"/>
                </dependencies>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="a9t-uc-NoB" customClass="FilledButton" customModule="Wallet" customModuleProvider="target">
                                <rect key="frame" x="16" y="20" width="382" height="52"/>
                                <color key="backgroundColor" name="primary"/>
                                <state key="normal" title="Pay">
                                    <color key="titleColor" name="buttonText"/>
                                </state>
                            </button>
                        </subviews>
                    </view>
                </objects>
                <resources>
                    <namedColor name="buttonText">
                        <color red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                    <namedColor name="primary">
                        <color red="0.26666666666666666" green="0.52549019607843139" blue="0.6705882352941176" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                </resources>
            </document>
            """#,
        "Wallet/FilledButton.swift": #"""
            import UIKit
            
            class FilledButton: UIButton {
                func setUp() {
                    setTitleColor(.buttonText, for: .normal)
                    backgroundColor = .primary
                    layer.cornerRadius = 10
                }
            }
            """#,
        "Wallet/UIColor+Named.swift": #"""
            import UIKit
            
            extension UIColor {
                static var primary: UIColor {
                    return UIColor(named: "primary") ?? UIColor.magenta
                }
            
                static var buttonText: UIColor {
                    return UIColor(named: "buttonText") ?? UIColor.magenta
                }
            }
            """#
    ]

    func drafted(_ files: [String: String]) throws -> (Scratch, [String: [String: Any]]) {
        let s = try Scratch()
        for (path, text) in files { try s.write(path, text) }
        let r = try CommandRunner.recolor(["init", "-q", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return (s, t["tokens"] as? [String: [String: Any]] ?? [:])
    }

    func testAPaletteMemberNamedAsApplesColorIsQualified() throws {
        let (s, tokens) = try drafted(Self.palette)
        let blue = tokens.filter { ($0.value["light"] as? String) == "#4486AB" && ($0.value["swiftui"] as? String) != nil }
        XCTAssertFalse(blue.isEmpty, tokens.description)
        XCTAssertFalse(blue.keys.contains("primary"), blue.description)
        XCTAssertFalse(blue.values.contains { ($0["swiftui"] as? String) == "Color.primary" }, blue.description)
        XCTAssertEqual(try CommandRunner.recolor(["generate", "-q"], in: s.url).status, 0)
        XCTAssertEqual(try CommandRunner.recolor(["fix", "-q", "."], in: s.url).status, 0)
        let view = try s.read("Shop/BuyButton.swift")
        XCTAssertEqual(view.components(separatedBy: "Color.primary").count - 1, 1, "only the black text is Apple's label: \(view)")
    }

    func testAPaletteMemberAppleHasNoColorOfKeepsItsName() throws {
        var files = Self.palette
        for (k, v) in files { files[k] = v.replacingOccurrences(of: "primary", with: "ocean") }
        let (_, tokens) = try drafted(files)
        XCTAssertEqual(tokens["ocean"]?["swiftui"] as? String, "Color.ocean", tokens.description)
    }

    func testAUIKitImplicitMemberIsNotSwiftUIs() throws {
        let (s, _) = try drafted(Self.uikit)
        let r = try CommandRunner.recolor(["contrast", "."], in: s.url)
        XCTAssertTrue(r.stdout.contains("buttonText on primary"), r.stdout)
        XCTAssertFalse(r.stdout.contains(" on label"), r.stdout)
    }

    func testASwiftUIFilesPrimaryIsStillApples() throws {
        var files = Self.uikit
        files["Wallet/Badge.swift"] = """
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    Text("New")
                        .foregroundColor(.primary)
                        .background(Color(red: 0.93, green: 0.87, blue: 0.62))
                }
            }

            """
        let (s, _) = try drafted(files)
        let r = try CommandRunner.recolor(["contrast", "."], in: s.url)
        XCTAssertTrue(r.stdout.contains("label on "), r.stdout)
    }
}
