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
}
