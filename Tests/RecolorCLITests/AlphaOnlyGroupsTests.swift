import Foundation
import XCTest

/// Colors whose alpha (or luminance, as alpha) alone counts, however deep in the view a blend
/// mode or `.luminanceToAlpha()` takes them: VirtualBuddy's bottom bar fades under
/// `LinearGradient(colors: [.white.opacity(0), .white], …).blendMode(.destinationOut)` (session
/// 24 "Left"), a spotlight mask made by `.luminanceToAlpha()`, and a hole drawn into a
/// renderer's image set as a mask layer's contents. Hand-written fixtures in those shapes.
final class AlphaOnlyGroupsTests: XCTestCase {
    func initRules(_ files: [String: String]) throws -> [[String: Any]] { try InitDraft(files).rules }

    /// Triggering: the gradient's whites under `.blendMode(.destinationOut)` (chained on the
    /// gradient and on a stack), a `luminanceToAlpha` group's black and white, the renderer's black.
    func testGradientsGroupsAndMaskImagesAreMasks() throws {
        let rules = try initRules(["Sources/Bar.swift": """
            import SwiftUI
            struct BottomBar: ViewModifier {
                func body(content: Content) -> some View {
                    content
                        .background {
                            LinearGradient(colors: [.white.opacity(0), .white], startPoint: .top, endPoint: .bottom).blendMode(.destinationOut)
                        }
                }
            }
            struct Rim: View {
                var body: some View {
                    ZStack {
                        RoundedRectangle(cornerRadius: 8).fill(Color(red: 0.2, green: 0.3, blue: 0.9))
                        ZStack {
                            LinearGradient(colors: [.white.opacity(0.3), .white.opacity(0.8)], startPoint: .top, endPoint: .bottom)
                        }
                        .blendMode(.destinationOut)
                    }
                    .compositingGroup()
                }
            }
            struct Spotlight: View {
                var body: some View {
                    ZStack {
                        Color.black
                        RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 80)
                    }
                    .compositingGroup()
                    .luminanceToAlpha()
                }
            }

            """, "Sources/Hole.swift": """
            import UIKit
            final class HoleView: UIView {
                func punch(size: CGSize) {
                    let renderer = UIGraphicsImageRenderer(size: size)
                    let image = renderer.image { ctx in
                        UIColor.black.setFill()
                        ctx.fill(CGRect(origin: .zero, size: size))
                    }
                    let holder = CALayer()
                    holder.contents = image.cgImage
                    layer.mask = holder
                }
            }

            """])
        let kept = rules.compactMap { r in (r["keep"] as? String).map { "\(r["match"]!) \($0)" } }
        XCTAssertTrue(kept.contains { $0.hasPrefix("#FFFFFF mask: .blendMode(.destinationOut)") }, "\(rules)")
        XCTAssertTrue(kept.contains { $0.hasPrefix("#FFFFFF4D mask: .blendMode(.destinationOut)") }, "\(rules)")
        // The spotlight's white shares the gradients' rule: kept everywhere, no use left to adapt.
        XCTAssertTrue(rules.contains { $0["match"] as? String == "#FFFFFF" && $0["keep"] != nil && $0["in"] == nil }, "\(rules)")
        XCTAssertFalse(rules.contains { $0["match"] as? String == "#FFFFFF" && $0["token"] != nil }, "\(rules)")
        XCTAssertTrue(kept.contains { $0.hasPrefix("#000000 mask: .luminanceToAlpha()") }, "\(rules)")
        XCTAssertTrue(kept.contains { $0.hasPrefix("#000000 mask: drawn into image, the contents of holder, set as a mask") }, "\(rules)")
        // The blue under the knocked-out gradient is drawn: it adapts.
        XCTAssertTrue(rules.contains { $0["match"] as? String == "#334DE6" && $0["token"] != nil }, "\(rules)")
    }

    /// Non-triggering: a stack with a sibling knocked out keeps its drawn fill adaptive; a
    /// compositing group without `luminanceToAlpha`, another blend mode, and a renderer's image
    /// shown in an image view are drawn as they are.
    func testDrawnGroupsAndImagesAdapt() throws {
        let rules = try initRules(["Sources/Views.swift": """
            import SwiftUI
            struct Branch: View {
                var body: some View {
                    ZStack {
                        Circle().fill(Color.white)
                        Image(systemName: "arrow.branch").blendMode(.destinationOut)
                    }
                    .compositingGroup()
                }
            }
            struct Card: View {
                var body: some View {
                    ZStack {
                        Color.black
                        LinearGradient(colors: [.white, .gray], startPoint: .top, endPoint: .bottom).blendMode(.multiply)
                    }
                    .compositingGroup()
                }
            }

            """, "Sources/Badge.swift": """
            import UIKit
            final class BadgeView: UIView {
                let imageView = UIImageView()
                func render(size: CGSize) {
                    let renderer = UIGraphicsImageRenderer(size: size)
                    let image = renderer.image { ctx in
                        UIColor.black.setFill()
                        ctx.fill(CGRect(origin: .zero, size: size))
                    }
                    imageView.image = image
                }
            }

            """])
        XCTAssertFalse(rules.contains { $0["keep"] != nil }, "\(rules)")
    }
}
