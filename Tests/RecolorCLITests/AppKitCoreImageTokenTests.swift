import Foundation
import XCTest

/// AppKit's `CIColor(color:)` is failable: a token written so on the right of `??` made a `CIColor?`
/// that did not build (vultisig's QR tint, session 40's held-out recall40i v6). For AppKit the token's
/// Core Image expression is `CIColor(cgColor: ….cgColor)`; UIKit keeps `CIColor(color:)` (not failable there).
final class AppKitCoreImageTokenTests: XCTestCase {
    func fixed(_ platform: String, _ module: String, _ type: String) throws -> String {
        let s = try Scratch()
        try s.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [\(platform)], targets: [.executableTarget(name: \"App\", path: \"Sources/App\")])\n")
        try s.write("Sources/App/QRTint.swift", "import \(module)\nimport CoreImage\n\nenum QRTint {\n    static func zone(_ background: \(type)) -> CIColor {\n"
                    + "        let zone: CIColor = CIColor(color: background) ?? CIColor(red: 0.2, green: 0.4, blue: 0.6)\n        return zone\n    }\n}\n")
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        XCTAssertEqual(try CommandRunner.recolor(["generate"], in: s.url).status, 0)
        _ = try CommandRunner.recolor(["fix", "."], in: s.url)
        return try s.read("Sources/App/QRTint.swift")
    }

    func testAppKitTokensAreMadeCoreImageColorsThroughCGColor() throws {
        let mac = try fixed(".macOS(.v13)", "AppKit", "NSColor")
        XCTAssertTrue(mac.contains("?? CIColor(cgColor: Semantic."), mac)
        XCTAssertFalse(mac.contains("?? CIColor(color: Semantic."), mac)
    }
}
