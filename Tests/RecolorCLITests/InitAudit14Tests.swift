import Foundation
import XCTest

/// Release blockers an independent review found running `init` → `fix` on apps new to everyone
/// (BookPlayer, Trio; /work/s14/audit.md), each on a hand-written fixture in the app's shape.
final class InitAudit14Tests: XCTestCase {
    func table(_ s: Scratch) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
    }

    func rules(_ t: [String: Any]) -> [[String: Any]] { t["rules"] as? [[String: Any]] ?? [] }
    func tokens(_ t: [String: Any]) -> [String: [String: Any]] { t["tokens"] as? [String: [String: Any]] ?? [:] }

    /// init then fix on the scratch tree: the fixed file's text.
    func initAndFix(_ s: Scratch, _ file: String) throws -> String {
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fix = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertTrue(fix.status == 0 || fix.status == 1, fix.stderr)
        return try s.read(file)
    }

    /// B1, BookPlayer's `PrimaryButton`: `theme.useDarkVariant` is the app's dark flag, set in
    /// another file; each ternary is one appearance choice, one token with the code's values,
    /// never two adaptive tokens, one per arm (the button inverted in Dark Mode).
    func testATernaryOnTheAppsOwnDarkFlagIsOneTokenWithTheCodesValues() throws {
        let s = try Scratch()
        try s.write("Views/PrimaryButton.swift", """
            import SwiftUI
            struct PrimaryButton: View {
                @EnvironmentObject var theme: ThemeViewModel
                var body: some View {
                    Text("Sign in")
                        .background(theme.useDarkVariant ? Color.white : Color.black)
                        .foregroundColor(theme.useDarkVariant ? .black : .white)
                }
            }

            """)
        let fixed = try initAndFix(s, "Views/PrimaryButton.swift")
        let ts = tokens(try table(s))
        let pairs = ts.values.filter { ($0["light"] as? String) == "#000000" && ($0["dark"] as? String) == "#FFFFFF" }
            + ts.values.filter { ($0["light"] as? String) == "#FFFFFF" && ($0["dark"] as? String) == "#000000" }
        XCTAssertFalse(pairs.isEmpty, "\(ts)")
        XCTAssertFalse(fixed.contains("useDarkVariant"), "each ternary replaced whole: \(fixed)")
    }

    /// B2, BookPlayer's `ItemArtworkView`: the black a ZStack draws under the artwork is kept
    /// where the artwork is; the black text elsewhere still adapts.
    func testTheLetterboxUnderArtworkIsKeptWhereTheArtworkIs() throws {
        let s = try Scratch()
        try s.write("Artwork.swift", """
            import SwiftUI
            struct ArtworkThumbnail: View {
                let artworkURL: URL?
                var body: some View {
                    ZStack {
                        Color.black
                        AsyncImage(url: artworkURL)
                    }
                }
            }
            struct Caption: View {
                var body: some View { Text("Title").foregroundStyle(.black) }
            }

            """)
        let fixed = try initAndFix(s, "Artwork.swift")
        XCTAssertTrue(fixed.contains("        Color.black\n"), fixed)
        XCTAssertFalse(fixed.contains("foregroundStyle(.black)"), "the caption adapts: \(fixed)")
        let keeps = rules(try table(s)).filter { $0["keep"] != nil }
        XCTAssertEqual(keeps.map { $0["in"] as? [String] }, [["ArtworkThumbnail.body"]], "\(keeps)")
    }

    /// M3: a media keep follows the place of the media; a sign-in button's black background in
    /// another type adapts, and a folder named for a player is no signal.
    func testAMediaKeepIsLimitedToThePlaceHoldingTheMedia() throws {
        let s = try Scratch()
        try s.write("BookPlayer/Player/PlayerView.swift", """
            import UIKit
            import AVKit
            final class PlayerView: UIView {
                let playerLayer = AVPlayerLayer()
                func setUp() { backgroundColor = .black }
            }
            final class SignInButton: UIButton {
                func setUp() { backgroundColor = .black }
            }

            """)
        try s.write("BookPlayerWidgets/LoadingBar.swift", """
            import SwiftUI
            struct LoadingBar: View {
                var body: some View { Capsule().fill(Color.white) }
            }

            """)
        _ = try initAndFix(s, "BookPlayer/Player/PlayerView.swift")
        let keeps = rules(try table(s)).filter { $0["keep"] != nil }
        XCTAssertFalse(keeps.isEmpty)
        XCTAssertTrue(keeps.allSatisfy { ($0["in"] as? [String]) == ["PlayerView"] || ($0["in"] as? [String]) == ["PlayerView.setUp"] }, "\(keeps)")
        let fixed = try s.read("BookPlayer/Player/PlayerView.swift")
        XCTAssertEqual(fixed.components(separatedBy: "backgroundColor = .black").count - 1, 1, fixed)
        XCTAssertFalse(try s.read("BookPlayerWidgets/LoadingBar.swift").contains("Color.white"), "no keep from a folder's name")
    }

    /// B3, BookPlayer's widget: the glyph drawn on a white circle kept over the picture is kept
    /// with it (it became `Color.primary`, white on white in Dark Mode).
    func testAGlyphOnAKeptSurfaceIsKeptToo() throws {
        let s = try Scratch()
        try s.write("PlayOverArtwork.swift", """
            import SwiftUI
            import AVKit
            struct PlayOverArtwork: View {
                let player: AVPlayer
                let artwork: Image
                var body: some View {
                    ZStack {
                        artwork
                        Circle().foregroundStyle(.white).frame(width: 30, height: 30)
                        Image(systemName: "play.fill").foregroundStyle(.black)
                    }
                }
            }
            struct Caption: View {
                var body: some View { Text("Title").foregroundStyle(.black) }
            }

            """)
        let fixed = try initAndFix(s, "PlayOverArtwork.swift")
        XCTAssertTrue(fixed.contains("Circle().foregroundStyle(.white)"), fixed)
        XCTAssertTrue(fixed.contains("Image(systemName: \"play.fill\").foregroundStyle(.black)"), fixed)
        XCTAssertTrue(fixed.contains("Text(\"Title\").foregroundStyle(Color.primary)"), fixed)
    }

    /// M1, BookPlayer's `PricingBoxView`: the two arms of one state ternary are never merged into
    /// one token, however near (#FFFFFF and #F8F8F8 became the same token and the selected state vanished).
    func testTheArmsOfOneChoiceAreNeverMerged() throws {
        let s = try Scratch()
        try s.write("Pricing.swift", """
            import SwiftUI
            import UIKit
            extension UIColor {
                convenience init(hex: String) { self.init(white: 1, alpha: 1) }
            }
            struct PricingBox: View {
                var isSelected: Bool
                var backgroundColor: Color {
                    isSelected ? Color.white : Color(UIColor(hex: "F8F8F8"))
                }
                var body: some View { Text("Yearly").background(backgroundColor) }
            }

            """)
        let fixed = try initAndFix(s, "Pricing.swift")
        let line = fixed.split(separator: "\n").first { $0.contains("isSelected ?") }.map(String.init) ?? ""
        let arms = line.components(separatedBy: " ? ").last?.components(separatedBy: " : ") ?? []
        XCTAssertEqual(arms.count, 2, line)
        XCTAssertNotEqual(arms.first, arms.last, "two states, two tokens: \(line)")
    }

    /// M2, Trio: one arm of a ternary on the appearance whose other arm is the app's own member
    /// (backed by a color set) is never rewritten alone, in either position; the same white
    /// elsewhere still adapts.
    func testAnArmBesideTheAppsOwnMemberIsNeverRewrittenAlone() throws {
        let s = try Scratch()
        try s.write("Sticky.swift", """
            import SwiftUI
            import UIKit
            extension Color { static let bgDarkerDarkBlue = Color("Background_DarkerDarkBlue") }
            struct StickyBar: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    VStack {
                        Rectangle().foregroundStyle(colorScheme == .dark ? Color.bgDarkerDarkBlue : Color.white)
                        Capsule().fill(Color.white)
                    }
                }
            }
            final class Model {
                var defaultSystemColorScheme: UIUserInterfaceStyle { UITraitCollection.current.userInterfaceStyle }
                var apnBackground = UIColor(named: "ApnBackground")!
                func apply(to v: UIView) {
                    v.backgroundColor = defaultSystemColorScheme == .light ? apnBackground : UIColor.gray
                }
            }

            """)
        let fixed = try initAndFix(s, "Sticky.swift")
        XCTAssertTrue(fixed.contains("colorScheme == .dark ? Color.bgDarkerDarkBlue : Color.white"), fixed)
        XCTAssertTrue(fixed.contains("defaultSystemColorScheme == .light ? apnBackground : UIColor.gray"), fixed)
        XCTAssertFalse(fixed.contains("Capsule().fill(Color.white)"), "the other white adapts: \(fixed)")
    }

    /// M4, Trio's `LoopStatusView`: black text chosen by the same condition as a `.secondary`
    /// badge keeps its contrast with it (it became `Color.primary`, white on light gray in Dark Mode).
    func testTextChosenWithASystemBackgroundKeepsItsContrast() throws {
        let s = try Scratch()
        try s.write("Status.swift", """
            import SwiftUI
            struct StatusBadge: View {
                var stale: Bool
                var badgeColor: Color { stale ? .secondary : .green }
                var textColor: Color { stale ? .black : .white }
                var body: some View {
                    Text("Loop").foregroundColor(textColor).background(badgeColor)
                }
            }
            struct Caption: View {
                var body: some View { Text("Title").foregroundColor(.black) }
            }

            """)
        let fixed = try initAndFix(s, "Status.swift")
        XCTAssertTrue(fixed.contains("stale ? .black :"), fixed)
        XCTAssertFalse(fixed.contains("foregroundColor(.black)"), "other black text adapts: \(fixed)")
    }

    /// M10, BookPlayer's confetti: colors of an iterated array of tuples are data, kept.
    func testConfettiColorsInTuplesAreKeptAsData() throws {
        let s = try Scratch()
        try s.write("Confetti.swift", """
            import UIKit
            final class ConfettiView: UIView {
                func cells() -> [CAEmitterCell] {
                    let confettis: [(color: UIColor, image: UIImage?)] = [
                        (UIColor(red: 0.95, green: 0.40, blue: 0.27, alpha: 1.0), UIImage(named: "paper")),
                        (UIColor(red: 0.37, green: 0.75, blue: 0.84, alpha: 1.0), UIImage(named: "star")),
                    ]
                    var cells: [CAEmitterCell] = []
                    for confetti in confettis {
                        let cell = CAEmitterCell()
                        cell.color = confetti.color.cgColor
                        cells.append(cell)
                    }
                    return cells
                }
            }

            """)
        let fixed = try initAndFix(s, "Confetti.swift")
        XCTAssertTrue(fixed.contains("(UIColor(red: 0.95, green: 0.40, blue: 0.27, alpha: 1.0), UIImage"), fixed)
        XCTAssertTrue(fixed.contains("(UIColor(red: 0.37, green: 0.75, blue: 0.84, alpha: 1.0), UIImage"), fixed)
    }
}
