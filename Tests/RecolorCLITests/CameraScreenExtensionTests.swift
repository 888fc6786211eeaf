import Foundation
import XCTest

/// A color set over a camera's picture in an extension of the screen's class is over the picture
/// as the class's own colors are: the preview layer is added in the class, the scan frame tinted
/// green or red in `extension ScannerViewController` (session 30's review, A9, Concordium). A bar
/// item's tint of that screen is drawn in the bar, not over the picture. Hand-written fixtures.
final class CameraScreenExtensionTests: XCTestCase {
    func testTintsSetInAnExtensionOfTheCameraScreenAreKept() throws {
        let s = try Scratch()
        try s.write("Scan/ScannerViewController.swift", """
            import UIKit
            import AVFoundation
            class ScannerViewController: UIViewController {
                var session = AVCaptureSession()
                lazy var preview = AVCaptureVideoPreviewLayer(session: session)
                let frameGuide = UIImageView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.layer.addSublayer(preview)
                    view.addSubview(frameGuide)
                    frameGuide.tintColor = .white
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    let item = UIBarButtonItem(title: "DEBUG", style: .plain, target: nil, action: nil)
                    item.tintColor = .red
                    navigationItem.rightBarButtonItem = item
                }
            }
            extension ScannerViewController {
                func showValid() { frameGuide.tintColor = .green }
                func showInvalid() { frameGuide.tintColor = .red }
            }
            final class SettingsViewController: UIViewController {
                let badge = UIImageView()
            }
            extension SettingsViewController {
                func mark() { badge.tintColor = .green }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let rules = t["rules"] as! [[String: Any]]
        let kept = rules.compactMap { r in (r["keep"] as? String).map { "\(r["match"]!) \($0)" } }
        XCTAssertTrue(kept.contains { $0.hasPrefix("#00FF00 media surface: over the AVCaptureVideoPreviewLayer of ScannerViewController (Scan/ScannerViewController.swift:21)") }, "\(kept)")
        XCTAssertTrue(kept.contains { $0.hasPrefix("#FF0000 media surface: over the AVCaptureVideoPreviewLayer of ScannerViewController (Scan/ScannerViewController.swift:22)") }, "\(kept)")
        // Non-triggering: the bar item's red (line 16) and another screen's green adapt.
        XCTAssertFalse(kept.contains { $0.contains("ScannerViewController.swift:16") }, "\(kept)")
        XCTAssertFalse(kept.contains { $0.contains("ScannerViewController.swift:27") }, "\(kept)")
        let fix = try CommandRunner.recolor(["fix", "--diff", "."], in: s.url)
        XCTAssertTrue(fix.stdout.contains("+        item.tintColor = Semantic."), fix.stdout)
        XCTAssertTrue(fix.stdout.contains("+    func mark() { badge.tintColor = Semantic."), fix.stdout)
    }
}
