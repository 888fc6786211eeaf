import Foundation
import XCTest

/// A color the code hard-codes on a view of a document is the app's own, though init drafts it as
/// Apple's (`#colorLiteral` black as `label`): its pair with the document's background is seen as
/// the document's own hard-coded colors are. SmartReceipts (iOS 10) keeps its cell's white, which
/// the document cannot draw as a named color; its trip name's black was dropped as Apple's own pair
/// and became `label`, white on that white in Dark (session 32's held-out check, V1).
final class HardCodedSystemMatchPairsTests: XCTestCase {
    static func cell(background: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" id="cel-1" customClass="TourCell" customModule="Tours">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="74"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="cv-1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="74"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="box-1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="74"/>
                                <subviews>
                                    <label opaque="NO" text="Trip Name" id="lbl-1">
                                        <rect key="frame" x="16" y="16" width="72" height="18"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                    </label>
                                    <label opaque="NO" text="$12.53" id="lbl-2">
                                        <rect key="frame" x="247" y="16" width="57" height="20"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </label>
                                </subviews>
                                \(background)
                            </view>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="titleLabel" destination="lbl-1" id="out-1"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>

        """
    }

    func draft(ios: String, background: String, swiftText: String) throws -> [String: (String, String)] {
        let s = try Scratch()
        try s.write("Package.swift", """
            // swift-tools-version:5.3
            import PackageDescription
            let package = Package(name: "Tours", platforms: [.iOS(.\(ios))], targets: [.target(name: "Tours", path: ".", resources: [.process("TourCell.xib")])])

            """)
        try s.write("TourCell.xib", Self.cell(background: background))
        try s.write("Cell.swift", """
            import UIKit
            class TourCell: UITableViewCell {
                @IBOutlet weak var titleLabel: UILabel!
                func configure(selected: Bool) {
                    titleLabel.textColor = selected ? #colorLiteral(red: 0.2, green: 0.1, blue: 0.6, alpha: 1) : \(swiftText)
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        var out: [String: (String, String)] = [:]
        for (name, v) in t["tokens"] as! [String: [String: Any]] { out[name] = (v["light"] as? String ?? "", v["dark"] as? String ?? "") }
        return out
    }

    static let white = #"<color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    func testHardCodedBlackOnAKeptWhiteStaysReadable() throws {
        let tokens = try draft(ios: "v10", background: Self.white, swiftText: "#colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)")
        XCTAssertNil(tokens["label"], "the black is no longer Apple's label: \(tokens)")
        XCTAssertTrue(tokens.values.contains { $0 == ("#000000", "#000000") }, "\(tokens)")
    }

    /// Non-triggering: where the document can draw named colors the white adapts with the text
    /// (Apple's pair, as drafted).
    func testAdaptingWhiteStaysApples() throws {
        let adapting = try draft(ios: "v11", background: Self.white, swiftText: "#colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)")
        XCTAssertEqual(adapting["label"]?.0, "#000000", "\(adapting)")
        XCTAssertFalse(adapting.values.contains { $0 == ("#000000", "#000000") }, "\(adapting)")
    }
}
