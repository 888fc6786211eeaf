import Foundation
import XCTest

/// A light stroke or text drawn over a kept black scrim standing in a `ZStack` (or inside a view drawn only
/// there) is on a dark surface in both appearances: kept. sing-box-for-apple's QR-import progress ring,
/// `.stroke(Color.white, …)` over `Color.black.opacity(0.5)` over the camera, became a border token #1F1F1F
/// in Dark, darker than its own 30 % white track (verify33 V5).
final class OverDarkLayersTests: XCTestCase {
    func keeps(_ source: String) throws -> [String] {
        let s = try Scratch()
        try s.write("Sources/Scan.swift", source)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return (t["rules"] as! [[String: Any]]).compactMap { $0["keep"] as? String }
    }

    func testAProgressRingOverAKeptScrimStaysWhite() throws {
        let kept = try keeps("""
            import SwiftUI

            struct ScanView: View {
                @State private var progress = 0.4
                var body: some View {
                    ZStack {
                        Color.black.opacity(0.5)
                            .ignoresSafeArea()
                        ProgressRing(progress: progress)
                        Text("Scanning")
                            .foregroundColor(Color(white: 0.95))
                    }
                }
            }

            private struct ProgressRing: View {
                let progress: Double
                var body: some View {
                    ZStack {
                        Circle().stroke(Color.white.opacity(0.3), lineWidth: 8)
                        Circle().trim(from: 0, to: progress).stroke(Color.white, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                    }
                }
            }

            """)
        let onDark = kept.filter { $0.hasPrefix("on a dark surface:") }
        XCTAssertEqual(onDark.filter { $0.contains("in ProgressRing, drawn over the kept Color.black.opacity(0.5)") }.count, 2, "\(kept)")
        XCTAssertEqual(onDark.filter { $0.contains("over the kept Color.black.opacity(0.5) (Sources/Scan.swift:7) in a ZStack") }.count, 1, "\(kept)")
    }

    /// Negative controls: a white card over the scrim (a background and a shape's fill: the page's surface,
    /// which adapts), a stroke under a scrim drawn later, a white title over a black that is only an earlier
    /// layer's `.background(…)`, and a ring also drawn outside the scrim are not on a dark surface.
    func testWhatIsNotDrawnOnTheScrimAdapts() throws {
        let kept = try keeps("""
            import SwiftUI

            struct AlertOverlay: View {
                var body: some View {
                    ZStack {
                        Color.black.opacity(0.4)
                        VStack {
                            Text("Delete?")
                        }
                        .padding()
                        .background(Color.white)
                        RoundedRectangle(cornerRadius: 12).fill(Color.white)
                    }
                }
            }

            struct Dimmed: View {
                var body: some View {
                    ZStack {
                        Circle().stroke(Color.white, lineWidth: 2)
                        Color.black.opacity(0.4)
                    }
                }
            }

            struct Banner: View {
                var body: some View {
                    ZStack {
                        Text("Badge").background(Color.black.opacity(0.6))
                        Text("Title").foregroundColor(Color.white)
                    }
                }
            }

            struct Loader: View {
                var body: some View {
                    ZStack {
                        Color.black.opacity(0.5)
                        Ring()
                    }
                }
            }

            struct Settings: View {
                var body: some View {
                    List { Ring() }
                }
            }

            struct Ring: View {
                var body: some View {
                    Circle().stroke(Color.white, lineWidth: 4)
                }
            }

            """)
        XCTAssertFalse(kept.contains { $0.hasPrefix("on a dark surface") }, "\(kept)")
    }
}
