import Foundation
import XCTest

/// macOS 10.14 has Dark Mode but not `NSColor(name:dynamicProvider:)` (10.15): with a generated
/// catalog the AppKit members read its sets there (`NSColor(named:)`); without one `generate`
/// says those tokens show their light value on 10.14 (session 26's review, F17).
final class MacOS1014GenerateTests: XCTestCase {
    func run(catalog: Bool, lowest: String) throws -> (status: Int32, stderr: String, swift: String) {
        let s = try Scratch()
        try s.write("project.yml", "name: Profiles\ntargets:\n  App:\n    type: application\n    platform: macOS\n    deploymentTarget: \"\(lowest)\"\n    sources: [App]\n")
        let asset = catalog ? #", "assetCatalog": "App/Colors.xcassets""# : ""
        try s.write(".recolor.json", """
            { "generate": { "swift": "App/SemanticColors.swift"\(asset) },
              "tokens": { "keyText": { "appkit": "Semantic.keyText", "light": "#996633", "dark": "#C8A27A" } },
              "rules": [ { "match": "#996633", "token": "keyText" } ] }
            """)
        try s.write("App/Cell.swift", "import AppKit\nfunc style(_ f: NSTextField) { f.textColor = NSColor(srgbRed: 0.6, green: 0.4, blue: 0.2, alpha: 1) }\n")
        let r = try CommandRunner.recolor(["generate"], in: s.url)
        return (r.status, r.stderr, try s.read("App/SemanticColors.swift"))
    }

    // Triggering: no catalog, macOS 10.12: said.
    func testWithoutACatalogGenerateSaysMacOS1014ShowsTheLightValue() throws {
        let r = try run(catalog: false, lowest: "10.12")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("macOS 10.14 has Dark Mode but not NSColor(name:dynamicProvider:) (macOS 10.15): the light value stands in there for 1 token (keyText); give"), r.stderr)
        XCTAssertFalse(r.swift.contains("NSColor(named:"), r.swift)
    }

    // Non-triggering: a catalog read there; or macOS 10.15 and later.
    func testWithACatalogOrFromMacOS1015NothingIsSaid() throws {
        let withCatalog = try run(catalog: true, lowest: "10.12")
        XCTAssertEqual(withCatalog.status, 0, withCatalog.stderr)
        XCTAssertFalse(withCatalog.stderr.contains("macOS 10.14"), withCatalog.stderr)
        XCTAssertTrue(withCatalog.swift.contains("if #available(macOS 10.13, *), let set = NSColor(named: \"keyText\") {"), withCatalog.swift)
        let newer = try run(catalog: false, lowest: "10.15")
        XCTAssertFalse(newer.stderr.contains("macOS 10.14"), newer.stderr)
    }
}
