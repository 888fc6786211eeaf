import Foundation
import XCTest

/// The test that matters for colors meant fixed: after `init` → `generate` → `fix`, no media
/// background, shadow, scrim or data palette turns into its opposite in Dark Mode, while the
/// plain surfaces beside them still adapt.
final class InitFixedColorTests: XCTestCase {
    static let player = """
    import UIKit
    final class PlayerController: UIViewController {
        let playerView = UIView()
        let dimmingView = UIView()
        let brushColors: [UIColor] = [.red, UIColor(red: 0.1, green: 0.6, blue: 0.2, alpha: 1), .black]
        override func viewDidLoad() {
            playerView.backgroundColor = .black
            view.backgroundColor = .white
            dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
            view.layer.shadowColor = UIColor.black.cgColor
        }
        func brush(_ i: Int) -> UIColor { brushColors[i] }
    }

    """

    func testMediaShadowScrimAndDataStayAsTheyAre() throws {
        let s = try Scratch()
        try s.write("Sources/PlayerController.swift", Self.player)
        let initRun = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        XCTAssertTrue(initRun.stderr.contains("5 findings kept fixed by 5 keep rules (3 data, 1 media surface, 1 scrim)"), initRun.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains("\"keep\": \"media surface: playerView.backgroundColor (Sources/PlayerController.swift:7)\""), table)
        XCTAssertTrue(table.contains("\"keep\": \"data: element of brushColors, indexed (Sources/PlayerController.swift:5"), table)
        XCTAssertTrue(table.contains("\"fixed\": true"), "the shadow's token: \(table)")

        // init names where generate writes: the folder of the findings.
        XCTAssertTrue(table.contains("\"generate\": {\n    \"swift\": \"Sources/SemanticColors.swift\"\n  }"), table)
        let generate = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        let fix = try CommandRunner.recolor(["fix", "Sources/PlayerController.swift"], in: s.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        let fixed = try s.read("Sources/PlayerController.swift")
        XCTAssertTrue(fixed.contains("playerView.backgroundColor = .black"), fixed)
        XCTAssertTrue(fixed.contains("dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)"), fixed)
        XCTAssertTrue(fixed.contains("let brushColors: [UIColor] = [.red, UIColor(red: 0.1, green: 0.6, blue: 0.2, alpha: 1), .black]"), fixed)
        XCTAssertTrue(fixed.contains("view.backgroundColor = UIColor.systemBackground"), "a plain surface adapts: \(fixed)")
        XCTAssertFalse(fixed.contains("view.layer.shadowColor = UIColor.black.cgColor"), "the shadow goes to its fixed token: \(fixed)")
        let generated = try s.read("Sources/SemanticColors.swift")
        XCTAssertTrue(generated.contains("fixed, the same in every appearance"), generated)

        let check = try CommandRunner.recolor(["check", "Sources/PlayerController.swift"], in: s.url)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
    }

    /// A media surface set in the same function as a white that must adapt is kept by what it
    /// is set on (`"in": ["style.imageView"]`), as phoenix's QR card beside a caption (session
    /// 20, F7): limited to the function, the rule kept both or neither.
    func testAMediaSurfaceSharingADeclarationIsKeptByItsReceiver() throws {
        let s = try Scratch()
        try s.write("Sources/Gallery.swift", """
        import UIKit
        func style(imageView: UIImageView, card: UIView) {
            imageView.backgroundColor = .white
            card.backgroundColor = .white
        }

        """)
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stderr.contains("must adapt"), r.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains("\"in\": [\n        \"style.imageView\"\n      ],\n      \"keep\": \"media surface"), table)
        XCTAssertEqual(try CommandRunner.recolor(["fix"], in: s.url).status, 0)
        let fixed = try s.read("Sources/Gallery.swift")
        XCTAssertTrue(fixed.contains("imageView.backgroundColor = .white"), fixed)
        XCTAssertFalse(fixed.contains("card.backgroundColor = .white"), fixed)
    }

    /// The same in SwiftUI: the chain's first word (`qrCodeView` of `qrCodeView().padding()
    /// .background(Color.white)`) tells the QR code's quiet zone from a caption's background.
    func testAScannableCodesCardIsKeptByItsChainBesideAnAdaptingOne() throws {
        let s = try Scratch()
        try s.write("Sources/Receive.swift", """
        import SwiftUI
        struct ReceiveView: View {
            var body: some View {
                VStack {
                    qrCodeView()
                        .padding(20)
                        .background(Color.white)
                    Text("Share")
                        .foregroundColor(Color.black)
                        .background(Color.white)
                }
            }
            func qrCodeView() -> some View { Image("qr") }
        }

        """)
        XCTAssertEqual(try CommandRunner.recolor(["init"], in: s.url).status, 0)
        XCTAssertTrue(try s.read(".recolor.json").contains("\"ReceiveView.body.qrCodeView\""))
        XCTAssertEqual(try CommandRunner.recolor(["fix"], in: s.url).status, 0)
        let fixed = try s.read("Sources/Receive.swift").components(separatedBy: "\n")
        XCTAssertEqual(fixed[6].trimmingCharacters(in: .whitespaces), ".background(Color.white)", fixed.joined(separator: "\n"))
        XCTAssertNotEqual(fixed[9].trimmingCharacters(in: .whitespaces), ".background(Color.white)", fixed.joined(separator: "\n"))
    }

    /// What a color is set on without a name (`$0` of a `forEach`) has the function's place:
    /// the receiver's rule does not reach it, and it adapts.
    func testAnUnnamedReceiverBesideAKeptOneAdapts() throws {
        let s = try Scratch()
        try s.write("Sources/Gallery.swift", """
        import UIKit
        func style(imageView: UIImageView, card: UIView) {
            imageView.backgroundColor = .white
            [card].forEach { $0.backgroundColor = .white }
        }

        """)
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(try s.read(".recolor.json").contains("\"style.imageView\""))
        XCTAssertEqual(try CommandRunner.recolor(["fix"], in: s.url).status, 0)
        let fixed = try s.read("Sources/Gallery.swift")
        XCTAssertTrue(fixed.contains("imageView.backgroundColor = .white"), fixed)
        XCTAssertFalse(fixed.contains("$0.backgroundColor = .white"), fixed)
    }
}
