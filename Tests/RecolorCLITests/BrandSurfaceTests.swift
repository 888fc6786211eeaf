import Foundation
import XCTest

/// A full-screen gradient of the app's own hues is a brand surface: its stops are one decision
/// (kept), and so is what is drawn over it (session 21 audit F16, BookPlayer's subscription
/// stories: one stop was lifted in Dark, the other tied to an unrelated color set of equal value,
/// and the white progress bar on the gradient became near-black). Colors of other screens adapt.
final class BrandSurfaceTests: XCTestCase {
    static let background = """
        import SwiftUI
        struct PromoBackground: View {
            var body: some View {
                Rectangle()
                    .fill(LinearGradient(
                        gradient: Gradient(colors: [
                            Color(red: 0x42 / 255, green: 0x85 / 255, blue: 0xC5 / 255),
                            Color(red: 0x3D / 255, green: 0x44 / 255, blue: 0x94 / 255)
                        ]),
                        startPoint: .bottomLeading,
                        endPoint: .topTrailing
                    ))
                    .ignoresSafeArea()
            }
        }

        """
    /// A bar in a view of its own, drawn in the story's ZStack after the gradient's view.
    static let story = """
        import SwiftUI
        struct ProgressLine: View {
            var progress: CGFloat
            var body: some View {
                Rectangle().frame(width: 100 * progress).foregroundStyle(Color.white.opacity(0.9))
            }
        }
        struct PromoStory: View {
            var body: some View {
                ZStack {
                    PromoBackground()
                    VStack {
                        ProgressLine(progress: 0.5)
                        Text("Go Pro").foregroundStyle(.white)
                        Text("$4.99")
                            .foregroundStyle(Color(red: 0x33 / 255, green: 0x40 / 255, blue: 0x46 / 255))
                            .background(Color.white)
                    }
                }
            }
        }

        """
    /// The same colors on an ordinary screen: they adapt.
    static let settings = """
        import SwiftUI
        struct Settings: View {
            var body: some View {
                VStack {
                    Text("Name").foregroundStyle(.black)
                    Rectangle().fill(.white).frame(height: 40)
                }
                .background(Color.white)
            }
        }

        """
    static let tileSet = """
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "0x3D", "green" : "0x44", "blue" : "0x94" } }, "idiom" : "universal" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "0x3D", "green" : "0x44", "blue" : "0x94" } }, "idiom" : "universal" } ],
          "info" : { "author" : "xcode", "version" : 1 } }

        """

    func fixed(_ files: [String: String]) throws -> Scratch {
        let scratch = try Scratch()
        for (path, text) in files { try scratch.write(path, text) }
        try scratch.write("Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"# + "\n")
        try scratch.write("Assets.xcassets/TileColor.colorset/Contents.json", Self.tileSet)
        XCTAssertEqual(try CommandRunner.recolor(["init"], in: scratch.url).status, 0)
        XCTAssertEqual(try CommandRunner.recolor(["fix", "."], in: scratch.url).status, 0)
        return scratch
    }

    func testTheStopsAndWhatIsDrawnOverAFullScreenBrandGradientAreKept() throws {
        let scratch = try fixed(["PromoBackground.swift": Self.background, "PromoStory.swift": Self.story, "Settings.swift": Self.settings])
        XCTAssertEqual(try scratch.read("PromoBackground.swift"), Self.background, "both stops kept as written")
        let story = try scratch.read("PromoStory.swift")
        XCTAssertTrue(story.contains(".foregroundStyle(Color.white.opacity(0.9))"), "the bar, in a view drawn only over the gradient: \(story)")
        XCTAssertTrue(story.contains(".background(Color.white)"), "the card on the gradient: \(story)")
        XCTAssertTrue(story.contains("Text(\"Go Pro\").foregroundStyle(.white)"), story)
        XCTAssertTrue(story.contains("blue: 0x46 / 255))"), "the card's text: \(story)")
        // Not a brand surface: another screen's white and black adapt.
        let settings = try scratch.read("Settings.swift")
        XCTAssertFalse(settings.contains("Color.white"), settings)
        XCTAssertFalse(settings.contains(".black"), settings)
    }

    func testAGradientThatDoesNotFillTheScreenOrFadesToWhiteIsNoSurface() throws {
        let small = Self.background.replacingOccurrences(of: "\n            .ignoresSafeArea()", with: "\n            .frame(height: 80)")
        XCTAssertNotEqual(small, Self.background)
        var scratch = try fixed(["PromoBackground.swift": small, "PromoStory.swift": Self.story])
        XCTAssertFalse(try scratch.read("PromoStory.swift").contains("Color.white.opacity(0.9)"), "a banner's gradient is no screen: the bar adapts")
        let fade = Self.background.replacingOccurrences(of: "Color(red: 0x3D / 255, green: 0x44 / 255, blue: 0x94 / 255)", with: "Color.white")
        scratch = try fixed(["PromoBackground.swift": fade, "PromoStory.swift": Self.story])
        XCTAssertFalse(try scratch.read("PromoStory.swift").contains(".background(Color.white)"), "a fade into white is the page's: the card adapts")
    }

    /// The gradient as a ZStack's own first layer (a welcome screen): what stands over it is kept.
    static let welcome = """
        import SwiftUI
        struct Welcome: View {
            var body: some View {
                ZStack {
                    LinearGradient(colors: [Color(red: 0.18, green: 0.8, blue: 0.8), Color(red: 0.4, green: 0.65, blue: 0.9)], startPoint: .top, endPoint: .bottom)
                        .ignoresSafeArea()
                    Text("Hello").foregroundColor(.white)
                }
            }
        }

        """

    func testWhatStandsOverAGradientLayerOfTheSameZStackIsKept() throws {
        var scratch = try fixed(["Welcome.swift": Self.welcome, "Settings.swift": Self.settings])
        XCTAssertEqual(try scratch.read("Welcome.swift"), Self.welcome)
        let banner = Self.welcome.replacingOccurrences(of: ".ignoresSafeArea()", with: ".frame(height: 80)")
        scratch = try fixed(["Welcome.swift": banner, "Settings.swift": Self.settings])
        XCTAssertFalse(try scratch.read("Welcome.swift").contains(".foregroundColor(.white)"), "a banner's gradient: the text adapts")
    }

    func testAViewAlsoDrawnElsewhereIsNotOverTheSurface() throws {
        let elsewhere = Self.settings.replacingOccurrences(of: "Text(\"Name\").foregroundStyle(.black)", with: "Text(\"Name\").foregroundStyle(.black)\n                ProgressLine(progress: 1)")
        let scratch = try fixed(["PromoBackground.swift": Self.background, "PromoStory.swift": Self.story, "Settings.swift": elsewhere])
        let story = try scratch.read("PromoStory.swift")
        XCTAssertFalse(story.contains("Color.white.opacity(0.9)"), "the bar is also on the settings page: it adapts \(story)")
        XCTAssertTrue(story.contains(".background(Color.white)"), "the card still stands over the gradient: \(story)")
    }
}
