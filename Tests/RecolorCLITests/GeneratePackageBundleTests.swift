import Foundation
import XCTest

/// `generate` inside a SwiftPM package target reads the color sets from the package's own bundle:
/// its catalog is compiled into `Bundle.module`, so `Color("x")` (the main bundle) found no color
/// at run time (session 17's audit, F8). Outside a package the main bundle stays.
final class GeneratePackageBundleTests: XCTestCase {
    let table = ##"""
    { "generate": { "swift": "Sources/Tags/Semantic.swift", "assetCatalog": "Sources/Tags/Colors.xcassets" },
      "tokens": { "tagText": { "swiftui": "Color.tagText", "light": "#FFFFFF", "dark": "#101010" } },
      "rules": [ { "match": "#FFFFFF", "token": "tagText" } ] }
    """##
    let view = "import SwiftUI\nstruct Tag: View { var body: some View { Text(\"x\").foregroundColor(.white) } }\n"

    func testAPackageTargetsMembersReadItsModuleBundle() throws {
        let s = try Scratch()
        try s.write("Package.swift", "// swift-tools-version:5.5\nimport PackageDescription\nlet package = Package(name: \"Tags\", platforms: [.iOS(.v15)], targets: [.target(name: \"Tags\")])\n")
        try s.write(".recolor.json", table)
        try s.write("Sources/Tags/Tag.swift", view)
        let r = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let generated = try s.read("Sources/Tags/Semantic.swift")
        XCTAssertTrue(generated.contains(#"SwiftUI.Color("tagText", bundle: .module)"#), generated)
    }

    /// The same tree with no package manifest: an app's main bundle, `Color("tagText")`.
    func testOutsideAPackageTheMainBundleStays() throws {
        let s = try Scratch()
        try s.write(".recolor.json", table)
        try s.write("Sources/Tags/Tag.swift", view)
        let r = try CommandRunner.recolor(["generate"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let generated = try s.read("Sources/Tags/Semantic.swift")
        XCTAssertTrue(generated.contains(#"SwiftUI.Color("tagText")"#), generated)
        XCTAssertFalse(generated.contains("bundle:"), generated)
    }
}
