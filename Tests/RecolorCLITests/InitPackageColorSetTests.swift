import Foundation
import XCTest

/// init's token for a color set of a SwiftPM package target's own catalog looks it up in that
/// target's `Bundle.module` (`Color("Gold", bundle: .module)`), as generate does: the name alone
/// reads the main bundle, where the set is not (session 17's leftover). Negatives: the same tree
/// without a manifest keeps `Color("Gold")`; a package of two targets keeps it too (a site in the
/// other target would read its own bundle).
final class InitPackageColorSetTests: XCTestCase {
    let set = ##"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.900","green":"0.700","blue":"0.100","alpha":"1.000"}},"idiom":"universal"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"1.000","green":"0.800","blue":"0.200","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"##
    let view = "import SwiftUI\nimport UIKit\npublic struct V: View { public var body: some View { Text(\"a\").foregroundColor(Color(red: 0.9, green: 0.7, blue: 0.1)) } }\nfunc f(_ l: UILabel) { l.textColor = UIColor(red: 0.9, green: 0.7, blue: 0.1, alpha: 1) }\n"

    func draft(manifest: String?) throws -> String {
        let s = try Scratch()
        if let manifest { try s.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n" + manifest) }
        try s.write("Sources/Kit/Media.xcassets/Contents.json", ##"{"info":{"author":"xcode","version":1}}"##)
        try s.write("Sources/Kit/Media.xcassets/Gold.colorset/Contents.json", set)
        try s.write("Sources/Kit/V.swift", view)
        try s.write("Sources/Other/O.swift", "import Foundation\n")
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        return try s.read(".recolor.json")
    }

    func testAPackageTargetsSetIsLookedUpInItsModuleBundle() throws {
        let json = try draft(manifest: "let package = Package(name: \"Kit\", platforms: [.iOS(.v16)], targets: [.target(name: \"Kit\", resources: [.process(\"Media.xcassets\")])])\n")
        XCTAssertTrue(json.contains(#""swiftui": "Color(\"Gold\", bundle: .module)""#), json)
        XCTAssertTrue(json.contains(#""uikit": "UIColor(named: \"Gold\", in: .module, compatibleWith: nil)!""#), json)
    }

    func testOutsideAPackageOrBesideAnotherTargetTheNameAloneStays() throws {
        for manifest in [nil, "let package = Package(name: \"Kit\", platforms: [.iOS(.v16)], targets: [.target(name: \"Kit\"), .target(name: \"Other\")])\n"] {
            let json = try draft(manifest: manifest)
            XCTAssertTrue(json.contains(#""swiftui": "Color(\"Gold\")""#), json)
            XCTAssertFalse(json.contains("bundle: .module"), json)
        }
    }
}
