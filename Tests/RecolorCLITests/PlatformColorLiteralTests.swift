import Foundation
import XCTest

/// A color literal in a package for iOS and macOS is a `UIColor` on one and an `NSColor` on the
/// other: its token must name one member for both (`uikit` and `appkit` alike), else `fix`
/// declines it; `init` gives it both (session 17's audit, F4: Rayon's Colorful got an AppKit-only
/// token and the package no longer built for iOS).
final class PlatformColorLiteralTests: XCTestCase {
    let code = """
    import SwiftUI
    private let accents = [#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)]
    #if canImport(AppKit)
    let macAccents: [NSColor] = accents
    #endif

    """

    func package(_ platforms: String) -> String {
        "// swift-tools-version:5.5\nimport PackageDescription\nlet package = Package(name: \"Tint\", platforms: [\(platforms)], targets: [.target(name: \"Tint\")])\n"
    }

    func table(_ expressions: String) -> String {
        ##"{ "generate": { "swift": "Sources/Tint/Semantic.swift" }, "tokens": { "accent": { \##(expressions), "light": "#336699", "dark": "#88AADD" } }, "rules": [ { "match": "#336699", "token": "accent" } ] }"##
    }

    /// `check`'s report (stdout and stderr) of the tree.
    func run(platforms: String, expressions: String) throws -> String {
        let s = try Scratch()
        try s.write("Package.swift", package(platforms))
        try s.write(".recolor.json", table(expressions))
        try s.write("Sources/Tint/Tint.swift", code)
        let r = try CommandRunner.recolor(["check", "Sources"], in: s.url)
        return r.stdout + r.stderr
    }

    func testAnAppKitOnlyTokenIsDeclinedWhereTheLiteralBuildsForBoth() throws {
        let out = try run(platforms: ".iOS(.v15), .macOS(.v12)", expressions: #""appkit": "Semantic.accent""#)
        XCTAssertTrue(out.contains("the color literal is a UIColor on iOS and an NSColor on macOS"), out)
        XCTAssertTrue(out.contains("it has no uikit expression"), out)
        XCTAssertTrue(out.contains("(0 mapped, 1 unmapped)"), out)
    }

    func testOneMemberForBothIsWritten() throws {
        let out = try run(platforms: ".iOS(.v15), .macOS(.v12)", expressions: #""uikit": "Semantic.accent", "appkit": "Semantic.accent""#)
        XCTAssertFalse(out.contains("the color literal is a UIColor"), out)
        XCTAssertTrue(out.contains("(1 mapped, 0 unmapped)"), out)
    }

    /// The non-triggering control: a package for macOS alone takes the AppKit token.
    func testAMacOnlyPackageTakesTheAppKitToken() throws {
        let out = try run(platforms: ".macOS(.v12)", expressions: #""appkit": "Semantic.accent""#)
        XCTAssertFalse(out.contains("the color literal is a UIColor"), out)
        XCTAssertTrue(out.contains("(1 mapped, 0 unmapped)"), out)
    }
}
