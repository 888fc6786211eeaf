import Foundation
import XCTest

/// Colors init keeps as written, from shapes seen on apps new in session 37: palettes the code walks or picks
/// per data case, a dimming overlay's black, a bar drawn over a picture. Each with a negative that adapts.
final class KeptAsDrawnTests: XCTestCase {
    func rules(_ files: [String: String]) throws -> [[String: Any]] {
        let s = try Scratch()
        for (name, text) in files { try s.write(name, text) }
        let run = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: s.url.appendingPathComponent(".recolor.json"))) as! [String: Any]
        return table["rules"] as! [[String: Any]]
    }

    func kept(_ rules: [[String: Any]], _ hex: String) -> Bool? {
        guard let r = rules.first(where: { ($0["match"] as? String)?.uppercased() == hex }) else { return nil }
        return r["keep"] != nil
    }

    /// A palette the code walks or picks per data case is data (saxobroko/SaxWeather's Aurora strip and chart
    /// skin; intent37a V1): `ForEach([A, B, C], …)`, `for c in [A, B]`, and `switch self { case .aurora: return
    /// [A, B, C] … }` in a type naming no state or style. Negatives: an array literal not walked, and a switch over
    /// a state (`ConnectionStatus`) stay tokens.
    func testWalkedAndPerCasePalettesAreKept() throws {
        let r = try rules([
            "Strip.swift": """
                import SwiftUI
                struct Strip: View {
                    var body: some View {
                        HStack {
                            ForEach([Color(red: 0.04, green: 0.11, blue: 0.23), Color(red: 0.36, green: 0.75, blue: 0.74)], id: \\.description) { c in c }
                        }
                    }
                }
                func swatches() { for c in [Color(red: 0.9, green: 0.2, blue: 0.1), Color(red: 0.1, green: 0.2, blue: 0.9)] { print(c) } }

                """,
            "Skin.swift": """
                import SwiftUI
                enum ChartSkin {
                    case standard, aurora
                    var gradientColors: [Color] {
                        switch self {
                        case .standard: return [Color.blue, Color.teal]
                        case .aurora: return [Color(red: 0.12, green: 0.31, blue: 0.47), Color(red: 1.0, green: 0.84, blue: 0.30)]
                        }
                    }
                }
                enum ConnectionStatus {
                    case connected, failed
                    var gradientColors: [Color] {
                        switch self {
                        case .connected: return [Color(red: 0.30, green: 0.71, blue: 0.29), Color(red: 0.36, green: 0.84, blue: 0.98)]
                        case .failed: return [Color(red: 0.70, green: 0.21, blue: 0.18), Color(red: 0.95, green: 0.27, blue: 0.35)]
                        }
                    }
                }
                struct Card: View {
                    let gradient = [Color(red: 0.5, green: 0.5, blue: 0.55), Color(red: 0.6, green: 0.6, blue: 0.65)]
                    var body: some View { LinearGradient(colors: gradient, startPoint: .top, endPoint: .bottom) }
                }

                """,
        ])
        for hex in ["#0A1C3B", "#5CBFBD", "#E6331A", "#1A33E6", "#1F4F78", "#FFD64D"] {
            XCTAssertEqual(kept(r, hex), true, "\(hex): \(r)")
        }
        for hex in ["#4DB54A", "#B3362E", "#80808C"] {
            XCTAssertEqual(kept(r, hex), false, "\(hex): \(r)")
        }
    }

    /// An opaque black on a dimming view whose opacity the code sets apart (PopupDialog's overlay proxy) is a
    /// scrim, kept (pia-foss/mobile-ios, session 37, intent37b V6: it dimmed the screen white in Dark).
    /// Negative: the same on a view that does not dim (`cardAppearance`) adapts.
    func testAnOverlaysBlackWithItsOpacitySetApartIsAScrim() throws {
        let r = try rules(["Dialogs.swift": """
            import UIKit
            enum Dialogs {
                static func apply() {
                    let overlayAppearance = DimOverlay.appearance()
                    overlayAppearance.color = .black
                    overlayAppearance.opacity = 0.5
                }
                static func card() {
                    let cardAppearance = Card.appearance()
                    cardAppearance.tint = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
                    cardAppearance.opacity = 0.5
                }
            }

            """])
        XCTAssertEqual(kept(r, "#000000"), true, "\(r)")
        XCTAssertEqual(kept(r, "#1A1A1A"), false, "\(r)")
    }

    /// A white bar drawn in a layer over a picture in a ZStack (pablof7z/podcast-player's progress over cover
    /// artwork, intent37c V3: drafted systemBackground, black in Dark). Negative: the same bar over no picture.
    func testABarDrawnOverAPictureInAZStackIsKept() throws {
        let r = try rules(["Card.swift": """
            import SwiftUI
            struct ResumeCard: View {
                let url: URL?
                var body: some View {
                    ZStack(alignment: .bottom) {
                        AsyncImage(url: url) { image in image.resizable() } placeholder: { Color.gray }
                        GeometryReader { geo in
                            Capsule().fill(Color.white).frame(width: geo.size.width / 2, height: 3)
                        }
                    }
                }
            }
            struct PlainBar: View {
                var body: some View {
                    ZStack { Capsule().fill(Color(red: 0.1, green: 0.1, blue: 0.1)).frame(height: 3) }
                }
            }

            """])
        XCTAssertEqual(kept(r, "#FFFFFF"), true, "\(r)")
        XCTAssertEqual(kept(r, "#1A1A1A"), false, "\(r)")
    }

    /// The app's own shape of it: the bar is a member view (`private var scrubberLine: some View`) drawn in a ZStack
    /// whose first layer is a stack holding the picture in an `if let` (podcast-player's HomeResumeCard, where the
    /// inline fix above did not reach). Negative: the same member drawn in a ZStack over no picture.
    func testABarMemberViewDrawnOverAStackHoldingAPictureIsKept() throws {
        let card = { (picture: String) in """
            import SwiftUI
            struct ResumeCard: View {
                let url: URL?
                var body: some View {
                    ZStack(alignment: .bottom) {
                        ZStack {
                            Color.secondary.opacity(0.18)
                            if let url { \(picture) }
                        }
                        scrubberLine
                            .padding(.horizontal, 8)
                    }
                }
                private var scrubberLine: some View {
                    GeometryReader { geo in
                        Capsule().fill(Color.white).frame(width: geo.size.width / 2, height: 3)
                    }
                }
            }

            """ }
        XCTAssertEqual(kept(try rules(["Card.swift": card("CachedAsyncImage(url: url)")]), "#FFFFFF"), true)
        XCTAssertEqual(kept(try rules(["Card.swift": card("Text(url.absoluteString)")]), "#FFFFFF"), false)
    }

    /// Color sets the app files under a catalog folder named `Fixed` keep their one value (pia-foss/mobile-ios's
    /// badge sets, intent37b V4: proposed darks dropped the badge text to 2.66:1). Negative: a set in `Surface/`.
    func testColorSetsFiledUnderFixedAreKept() throws {
        let set = { (r: String, g: String, b: String) in
            #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "\#(r)", "green" : "\#(g)", "blue" : "\#(b)" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
        }
        let ns = #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#
        let r = try rules([
            "App/Colors.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
            "App/Colors.xcassets/Fixed/Contents.json": ns,
            "App/Colors.xcassets/Surface/Contents.json": ns,
            "App/Colors.xcassets/Fixed/SuccessContainer.colorset/Contents.json": set("0xD9", "0xF6", "0xD5"),
            "App/Colors.xcassets/Surface/Card.colorset/Contents.json": set("0xEE", "0xEE", "0xEE"),
            "App/Badge.swift": "import SwiftUI\n\nstruct Badge: View {\n    var body: some View {\n        Text(\"Trial\").background(Color(\"Fixed/SuccessContainer\"))\n            .overlay(Color(\"Surface/Card\"))\n    }\n}\n",
        ])
        XCTAssertEqual(kept(r, "#D9F6D5"), true, "\(r)")
        XCTAssertEqual(kept(r, "#EEEEEE"), false, "\(r)")
    }
}
