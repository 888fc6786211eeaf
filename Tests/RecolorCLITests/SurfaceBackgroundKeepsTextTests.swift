import Foundation
import XCTest

/// Black text over a view type passed as its background whose body fills a color set that stays
/// light in dark (`.background(GlassBackground())`, the fill `AppAsset.Colors.tertiary.swiftUIColor`,
/// Tuist's accessor of the set `tertiary`, #757575 / #B3B3B3): `init` sees the pair and keeps the
/// text dark, so `fix` does not write `Color.primary` (white on #B3B3B3 in dark, 2.1:1).
/// vonage-video's toast (session 34's held-out check, V6). Negative control: the same text over a
/// view whose body paints nothing of the app's leaves the black text adaptive (`Color.primary`).
final class SurfaceBackgroundKeepsTextTests: XCTestCase {
    static let accessor = """
        import SwiftUI
        public enum AppAsset {
            public enum Colors {
                public static let tertiary = AppColors(name: "tertiary")
            }
        }
        public struct AppColors {
            public let name: String
            public var swiftUIColor: SwiftUI.Color { SwiftUI.Color(name) }
        }

        """
    static let set = """
        { "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "red" : "0.459", "green" : "0.459", "blue" : "0.459", "alpha" : "1.000" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "red" : "0.702", "green" : "0.702", "blue" : "0.702", "alpha" : "1.000" } }, "idiom" : "universal" } ],
          "info" : { "author" : "xcode", "version" : 1 } }

        """

    /// `twin`: another set of the same values (vonage's `on_background`), the token `init` names for both.
    func fixed(background: String, twin: Bool = false) throws -> String {
        let s = try Scratch()
        try s.write("App/AppAsset.swift", Self.accessor)
        try s.write("App/Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        try s.write("App/Assets.xcassets/tertiary.colorset/Contents.json", Self.set)
        if twin { try s.write("App/Assets.xcassets/on_background.colorset/Contents.json", Self.set) }
        try s.write("App/Toast.swift", """
            import SwiftUI

            public struct Toast: View {
                let message: String
                public var body: some View {
                    HStack(spacing: 12) {
                        Text(message)
                            .foregroundColor(.black)
                    }
                    .padding(.horizontal, 16)
                    .background(ToastBackground())
                }
            }

            struct ToastBackground: View {
                var body: some View {
                    \(background)
                }
            }

            """)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let f = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertEqual(f.status, 0, f.stderr)
        return try s.read("App/Toast.swift").split(separator: "\n").first { $0.contains("foregroundColor") }.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }

    func testBlackTextOverASurfaceFillingALightSetStaysDark() throws {
        let line = try fixed(background: "RoundedRectangle(cornerRadius: 12).fill(AppAsset.Colors.tertiary.swiftUIColor)")
        XCTAssertFalse(line.contains("Color.primary"), line)
        XCTAssertTrue(line.hasPrefix(".foregroundColor(Color."), line)
    }

    /// The set has a twin of the same values that names the draft's token: the fill is that token.
    func testBlackTextOverASetWhoseTwinNamesTheTokenStaysDark() throws {
        let line = try fixed(background: "RoundedRectangle(cornerRadius: 12).fill(AppAsset.Colors.tertiary.swiftUIColor)", twin: true)
        XCTAssertFalse(line.contains("Color.primary"), line)
        XCTAssertTrue(line.hasPrefix(".foregroundColor(Color."), line)
    }

    func testBlackTextOverASurfaceOfNoAppColorAdapts() throws {
        XCTAssertEqual(try fixed(background: "RoundedRectangle(cornerRadius: 12).fill(.ultraThinMaterial)"), ".foregroundColor(Color.primary)")
    }
}
