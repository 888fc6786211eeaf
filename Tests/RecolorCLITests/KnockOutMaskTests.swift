import Foundation
import XCTest

/// Colors only whose alpha counts, and colors never drawn, are no colors to migrate (session 20
/// audit F14): a shape punched out with `.blendMode(.destinationOut)` and a view made by a
/// function named for a mask are kept as masks; an `NSBox`'s `borderColor` under
/// `borderType="none"` (Interface Builder's default, never drawn) is no finding.
final class KnockOutMaskTests: XCTestCase {
    func rules(_ files: [String: String]) throws -> [[String: Any]] { try InitDraft(files).rules }

    func testAKnockOutAndAMaskMadeByAFunctionAreMasks() throws {
        let rules = try rules(["Sources/Branch.swift": """
            import SwiftUI
            struct BranchCell: View {
                var body: some View {
                    ZStack {
                        Circle().fill(Color(red: 0.2, green: 0.4, blue: 0.9))
                        Image(systemName: "arrow.branch").foregroundStyle(Color.black).blendMode(.destinationOut)
                    }
                    .compositingGroup()
                }
            }

            """, "Sources/Swipe.swift": """
            import UIKit
            final class SwipeActionsView: UIView {
                func createDeletionMask() -> UIView {
                    let mask = UIView(frame: bounds)
                    mask.backgroundColor = UIColor.white
                    return mask
                }
            }

            """])
        let kept = rules.compactMap { $0["keep"] as? String }
        XCTAssertTrue(kept.contains { $0.hasPrefix("mask: .blendMode(.destinationOut)") }, "\(rules)")
        XCTAssertTrue(kept.contains { $0.hasPrefix("mask: mask.backgroundColor in createDeletionMask()") }, "\(rules)")
    }

    /// Negative controls: a blend mode that draws the color, and a view named `mask` filled
    /// outside any mask-making function (apps call their dimming view so), keep their tokens.
    func testOtherBlendModesAndAViewMerelyNamedMaskAreColors() throws {
        let rules = try rules(["Sources/Branch.swift": """
            import SwiftUI
            struct BranchCell: View {
                var body: some View {
                    Image(systemName: "arrow.branch").foregroundStyle(Color.black).blendMode(.multiply)
                }
            }

            """, "Sources/Swipe.swift": """
            import UIKit
            final class Screen: UIViewController {
                let mask = UIView()
                override func viewDidLoad() {
                    mask.backgroundColor = UIColor.white
                }
            }

            """])
        XCTAssertFalse(rules.contains { $0["keep"] != nil }, "\(rules)")
    }

    func testAnUndrawnBoxBorderIsNoFinding() throws {
        let s = try Scratch()
        try s.write("Entry.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <box boxType="custom" borderType="none" title="Box" id="b1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        <view key="contentView" id="c1">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        </view>
                        <color key="borderColor" white="0.0" alpha="0.41999999999999998" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <color key="fillColor" red="0.90000000000000002" green="0.20000000000000001" blue="0.10000000000000001" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </box>
                    <box boxType="custom" borderType="line" title="Box" id="b2">
                        <view key="contentView" id="c2"/>
                        <color key="borderColor" white="0.0" alpha="0.41999999999999998" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </box>
                </objects>
            </document>

            """)
        let r = try CommandRunner.recolor(["check", "--format", "json", "."], in: s.url)
        let report = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        let findings = (report["findings"] as! [[String: Any]]).map { "\($0["line"]!) \($0["context"]!)" }
        // The drawn fill and the line box's border (negative control) are findings; the undrawn border is not.
        XCTAssertEqual(findings, ["10 fillColor", "14 borderColor"], r.stderr)
    }
}
