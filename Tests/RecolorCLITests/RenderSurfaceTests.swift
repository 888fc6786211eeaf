import Foundation
import XCTest

/// The backdrop of a layer or view a renderer draws frames into is part of the picture: kept as a
/// media surface like an `AVPlayerLayer`'s (session 30's review, B14: Moonfin's MPV player set
/// `metalLayer.backgroundColor = UIColor.black.cgColor` on its `SafeMetalLayer: CAMetalLayer`, and
/// init merged the black into the app's near-black palette member). Hand-written fixtures.
final class RenderSurfaceTests: XCTestCase {
    func keeps(_ files: [String: String]) throws -> [String] {
        let s = try Scratch()
        for (path, text) in files { try s.write(path, text) }
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return (t["rules"] as! [[String: Any]]).compactMap { r in (r["keep"] as? String).map { "\(r["match"]!) \($0)" } }
    }

    func testBackdropsOfRenderedFramesAreKept() throws {
        let k = try keeps(["Sources/Surface.swift": """
            import UIKit
            import MetalKit
            final class SafeMetalLayer: CAMetalLayer {}
            final class FrameSink {
                private let metalLayer = SafeMetalLayer()
                init() { metalLayer.backgroundColor = UIColor.black.cgColor }
            }
            final class GameScreen: UIViewController {
                var surface: MTKView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    surface.backgroundColor = UIColor(white: 0.05, alpha: 1)
                }
            }
            final class EmulatorView: MTKView {
                func setUp() { backgroundColor = .darkGray }
            }

            """])
        XCTAssertTrue(k.contains { $0.hasPrefix("#000000 media surface: metalLayer.backgroundColor: the backdrop of a SafeMetalLayer (a CAMetalLayer)") }, "\(k)")
        XCTAssertTrue(k.contains { $0.hasPrefix("#0D0D0D media surface: surface.backgroundColor: the backdrop of a MTKView") }, "\(k)")
        XCTAssertTrue(k.contains { $0.hasPrefix("#555555 media surface: the backdrop of EmulatorView (a MTKView)") }, "\(k)")
    }

    /// Non-triggering: a plain `CALayer` named like a Metal one, a shape layer, and the controller's
    /// own view beside a Metal view adapt (a name is no renderer; only the declared type is).
    func testOtherLayersAndViewsAdapt() throws {
        let k = try keeps(["Sources/Plain.swift": """
            import UIKit
            final class Badge {
                private let metalLayer = CALayer()
                private let ring = CAShapeLayer()
                init() {
                    metalLayer.backgroundColor = UIColor.black.cgColor
                    ring.backgroundColor = UIColor(white: 0.1, alpha: 1).cgColor
                }
            }
            final class Screen: UIViewController {
                var surface: UIView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .darkGray
                    surface.backgroundColor = UIColor(white: 0.05, alpha: 1)
                }
            }

            """])
        XCTAssertFalse(k.contains { $0.contains("frames are rendered into") }, "\(k)")
    }
}
