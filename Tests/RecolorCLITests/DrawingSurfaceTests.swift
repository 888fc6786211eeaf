import Foundation
import XCTest

/// The paper of a drawing and the backdrop of an audio visualizer keep their colors: PencilKit's
/// canvas background, a whiteboard view that draws strokes (its paper and ink), a PencilKit tool's
/// ink (data), a spectrum view painting itself black, and a view the tree hands to `.mask` in
/// another file through a representable (Tuneful's menu-bar spectrum: session 24 "Left").
/// Hand-written fixtures in those shapes.
final class DrawingSurfaceTests: XCTestCase {
    func initRun(_ files: [String: String]) throws -> (rules: [[String: Any]], stderr: String) {
        let s = try Scratch()
        for (path, text) in files { try s.write(path, text) }
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return (t["rules"] as! [[String: Any]], r.stderr)
    }

    func kept(_ rules: [[String: Any]]) -> [String] {
        rules.compactMap { r in (r["keep"] as? String).map { "\(r["match"]!) \($0)" } }
    }

    func testCanvasPaperInkAndVisualizerAreKept() throws {
        let (rules, _) = try initRun(["Sources/Sketch.swift": """
            import UIKit
            import PencilKit
            final class SketchViewController: UIViewController {
                let canvasView = PKCanvasView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    canvasView.backgroundColor = .white
                    canvasView.tool = PKInkingTool(.pen, color: .black, width: 4)
                }
            }
            final class WhiteboardView: UIView {
                override func draw(_ rect: CGRect) {
                    UIColor(white: 0.98, alpha: 1).setFill()
                    UIRectFill(rect)
                    UIColor(white: 0.1, alpha: 1).setStroke()
                }
            }

            """, "Sources/Spectrum.swift": """
            import UIKit
            final class SpectrumView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = .black
                }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) {
                    UIColor(white: 0.9, alpha: 1).setFill()
                    UIRectFill(rect.insetBy(dx: 2, dy: 2))
                }
            }

            """])
        let k = kept(rules)
        XCTAssertTrue(k.contains { $0.hasPrefix("#FFFFFF media surface: canvasView.backgroundColor: the paper of a PKCanvasView") }, "\(k)")
        XCTAssertTrue(k.contains { $0.hasPrefix("#000000 data: the ink of PKInkingTool") }, "\(k)")
        XCTAssertTrue(k.contains { $0.hasPrefix("#FAFAFA media surface: drawn by WhiteboardView, a drawing surface (its draw(_:))") }, "\(k)")
        XCTAssertTrue(k.contains { $0.hasPrefix("#1A1A1A media surface: drawn by WhiteboardView") }, "\(k)")
        XCTAssertTrue(k.contains { $0.hasPrefix("#E6E6E6 media surface: drawn by SpectrumView, an audio visualizer, on its own black backdrop") }, "\(k)")
    }

    /// Non-triggering: a view named for drawings that draws nothing (a list), a canvas that is no
    /// PencilKit canvas, a controller drawing an icon into a context (no view: zotero's shape), and
    /// a waveform on a white background adapt.
    func testListsPlainCanvasesAndLightWaveformsAdapt() throws {
        let (rules, _) = try initRun(["Sources/List.swift": """
            import UIKit
            final class DrawingListViewController: UIViewController {
                let titleLabel = UILabel()
                let canvasView = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    titleLabel.textColor = .black
                    canvasView.backgroundColor = .white
                }
            }
            struct CommentIconDrawingController {
                static func draw(context: CGContext, color: UIColor) {
                    UIColor(white: 0.3, alpha: 1).setFill()
                    UIColor.black.setStroke()
                    context.strokePath()
                }
            }
            final class WaveformView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = .white
                }
                required init?(coder: NSCoder) { fatalError() }
                override func draw(_ rect: CGRect) {
                    UIColor(white: 0.2, alpha: 1).setFill()
                    UIRectFill(rect.insetBy(dx: 2, dy: 2))
                }
            }

            """])
        XCTAssertEqual(kept(rules), [], "\(rules)")
    }

    /// A view the tree masks with in another file, through the SwiftUI view drawing the
    /// representable wrapping it (Tuneful's shape): its bars are a mask's. A view only shown is not (negative control in the same tree).
    func testAViewMaskedInAnotherFileIsAMask() throws {
        let (rules, _) = try initRun(["Sources/Bars.swift": """
            import AppKit
            import SwiftUI
            class LevelBars: NSView {
                func setUp() {
                    let bar = CAShapeLayer()
                    bar.fillColor = NSColor.white.cgColor
                    layer?.addSublayer(bar)
                }
            }
            struct LevelBarsRepresentable: NSViewRepresentable {
                func makeNSView(context: Context) -> LevelBars { LevelBars() }
                func updateNSView(_ nsView: LevelBars, context: Context) {}
            }
            struct LevelBarsView: View {
                var body: some View { LevelBarsRepresentable() }
            }
            class Meter: NSView {
                func setUp() {
                    let bar = CAShapeLayer()
                    bar.fillColor = NSColor.black.cgColor
                    layer?.addSublayer(bar)
                }
            }

            """, "Sources/Status.swift": """
            import SwiftUI
            struct StatusIcon: View {
                var tint: Color
                var body: some View {
                    Rectangle().fill(tint).mask { LevelBarsView() }
                }
            }
            struct Dimmed: View {
                var body: some View { Rectangle().fill(Color.inkBlue).mask(Color.black) }
            }

            """, "Sources/Palette.swift": """
            import SwiftUI
            extension Color {
                static let inkBlue = Color(red: 0.1, green: 0.2, blue: 0.3)
            }

            """])
        let k = kept(rules)
        // The bars and the black inside `.mask(…)`; an `extension Color`'s member is no view `.mask(Color…)` takes.
        XCTAssertEqual(k.count, 2, "\(rules)")
        XCTAssertFalse(k.contains { $0.hasPrefix("#1A334D") }, "\(rules)")
        XCTAssertTrue(k.contains { $0.hasPrefix("#FFFFFF mask: drawn by LevelBars, which LevelBarsRepresentable wraps, drawn by LevelBarsView, which a .mask(…) of the tree takes") }, "\(k)")
    }
}
