import Foundation
import XCTest

/// A platform color written without its platform's name (`PlatformColor = .black`, `PlatformColor`
/// NSColor or UIColor by `#if`) in a file built for macOS and iOS is an NSColor on one and a
/// UIColor on the other: its token must name one member for both, else `fix` declines it (session
/// 22's review, F7: fsnotes' SwiftHighlighter got `UIColor.label` and its macOS targets no longer built).
final class SharedPlatformColorTests: XCTestCase {
    let style = """
    import Foundation
    #if os(OSX)
    import AppKit
    public typealias PlatformColor = NSColor
    #else
    import UIKit
    public typealias PlatformColor = UIColor
    #endif

    public struct Style {
        public var foreground: PlatformColor = .black
        #if os(iOS)
        public var phoneOnly: UIColor = .black
        #endif
        public init() {}
    }

    """

    func package(_ platforms: String) -> String {
        "// swift-tools-version:5.5\nimport PackageDescription\nlet package = Package(name: \"Tint\", platforms: [\(platforms)], targets: [.target(name: \"Tint\")])\n"
    }

    func table(_ expressions: String) -> String {
        ##"{ "generate": { "swift": "Sources/Tint/Semantic.swift" }, "tokens": { "ink": { \##(expressions), "light": "#000000", "dark": "#FFFFFF" } }, "rules": [ { "match": "#000000", "token": "ink" } ] }"##
    }

    /// `fix`'s rewrite of Style.swift and its stderr.
    func fix(platforms: String, expressions: String) throws -> (String, String) {
        let s = try Scratch()
        try s.write("Package.swift", package(platforms))
        try s.write(".recolor.json", table(expressions))
        try s.write("Sources/Tint/Style.swift", style)
        let r = try CommandRunner.recolor(["fix", "Sources"], in: s.url)
        return (try String(contentsOf: s.url.appendingPathComponent("Sources/Tint/Style.swift"), encoding: .utf8), r.stdout + r.stderr)
    }

    func testTwoPlatformsExpressionsAreDeclinedWhereTheFileBuildsForBoth() throws {
        let (code, out) = try fix(platforms: ".iOS(.v15), .macOS(.v12)", expressions: #""uikit": "UIColor.label", "appkit": "NSColor.labelColor""#)
        XCTAssertTrue(code.contains("public var foreground: PlatformColor = .black"), code)
        XCTAssertTrue(out.contains("is a UIColor on iOS and an NSColor on macOS"), out)
        // Inside `#if os(iOS)` the site builds for iOS alone: UIKit's token (the non-triggering control).
        XCTAssertTrue(code.contains("public var phoneOnly: UIColor = UIColor.label"), code)
    }

    func testOneMemberForBothIsWritten() throws {
        let (code, _) = try fix(platforms: ".iOS(.v15), .macOS(.v12)", expressions: #""uikit": "Semantic.ink", "appkit": "Semantic.ink""#)
        XCTAssertTrue(code.contains("public var foreground: PlatformColor = Semantic.ink"), code)
    }

    /// An iOS-only package builds the shared file for UIKit alone: UIKit's expression.
    func testAnIOSOnlyPackageTakesTheUIKitToken() throws {
        let (code, _) = try fix(platforms: ".iOS(.v15)", expressions: #""uikit": "UIColor.label", "appkit": "NSColor.labelColor""#)
        XCTAssertTrue(code.contains("public var foreground: PlatformColor = UIColor.label"), code)
    }

    /// A SwiftUI file of a target for iOS and macOS: `Color(flag ? .black : .gray)` converts a UIColor on iOS and an
    /// NSColor on the Mac (MuVis's one multiplatform target; session 41, recall41e-v8). Negative: an iOS-only package.
    func swiftUIFix(platforms: String) throws -> String {
        let s = try Scratch()
        try s.write("Package.swift", package(platforms))
        try s.write(".recolor.json", table(#""uikit": "UIColor.label", "appkit": "NSColor.labelColor", "swiftui": "Color.primary""#))
        try s.write("Sources/Tint/Cymbal.swift", "import SwiftUI\nstruct Cymbal: View {\n    var on = false\n    var body: some View { Text(\"a\").foregroundStyle(Color(on ? .black : .gray)) }\n}\n")
        _ = try CommandRunner.recolor(["fix", "Sources"], in: s.url)
        return try String(contentsOf: s.url.appendingPathComponent("Sources/Tint/Cymbal.swift"), encoding: .utf8)
    }

    func testASwiftUIFileOfAMultiplatformTargetGetsNoUIKitOnlyToken() throws {
        XCTAssertFalse(try swiftUIFix(platforms: ".iOS(.v17), .macOS(.v14)").contains("UIColor.label"))
        XCTAssertTrue(try swiftUIFix(platforms: ".iOS(.v17)").contains("UIColor.label"))
    }

    /// A file importing only Foundation whose `Color` the tree aliases per platform, in a tree with no project
    /// (LinkedIdeas' shared models, `Color.white.set()`; session 41, recall41e-v4): read as both.
    func testAPerPlatformAliasInAFileOfNoUIImportIsBoth() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"{ "tokens": { "ink": { "uikit": "UIColor.label", "appkit": "NSColor.labelColor", "light": "#000000", "dark": "#FFFFFF" } }, "rules": [ { "match": "#000000", "token": "ink" } ] }"##)
        try s.write("Shared/Color.swift", "#if os(iOS)\nimport UIKit\npublic typealias Color = UIColor\n#else\nimport AppKit\npublic typealias Color = NSColor\n#endif\n")
        try s.write("Shared/Drawing.swift", "import Foundation\nstruct Drawing {\n    func draw() { Color.black.set() }\n}\n")
        _ = try CommandRunner.recolor(["fix", "."], in: s.url)
        let code = try s.read("Shared/Drawing.swift")
        XCTAssertFalse(code.contains("UIColor.label"), code)
    }
}
