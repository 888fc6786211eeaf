import Foundation
import XCTest

/// A color set in a Swift package's resources is in the package's bundle: looked up by name from
/// a file outside the package (`UIColor(named: "Brand")!`) it is nil and the `!` crashes. `fix`
/// declines the site and says where the set lives, in the package's own files too (the lookup
/// reads the main bundle without `in: .module`).
final class ModuleColorSetTests: XCTestCase {
    func writeKit(_ s: Scratch) throws {
        try s.write("Kit/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", platforms: [.iOS(.v15)], targets: [.target(name: "Kit", resources: [.process("Resources")])])

            """)
        try s.write("Kit/Sources/Kit/Resources/Colors.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try s.write("Kit/Sources/Kit/Resources/Colors.xcassets/Brand.colorset/Contents.json", """
            { "colors" : [
              { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x3D", "green" : "0x3C", "red" : "0x00" } }, "idiom" : "universal" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x3D", "green" : "0x3C", "red" : "0x00" } }, "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """)
        try s.write("App/Header.swift", "import UIKit\nfinal class Header: UIView {\n    func style() { backgroundColor = UIColor(red: 0, green: 0.235, blue: 0.239, alpha: 1) }\n}\n")
    }

    func testAPackagesSetLookedUpByNameIsDeclined() throws {
        let s = try Scratch()
        try writeKit(s)
        try s.write("Kit/Sources/Kit/Badge.swift", "import UIKit\nfunc badge(_ v: UIView) { v.backgroundColor = UIColor(red: 0, green: 0.235, blue: 0.239, alpha: 1) }\n")
        try s.write(".recolor.json", ##"{ "tokens": { "brand": { "uikit": "UIColor(named: \"Brand\")!", "light": "#003C3D", "dark": "#003C3D", "asset": "Brand", "source": "code", "from": "Kit/Sources/Kit/Resources/Colors.xcassets/Brand.colorset/Contents.json" } }, "rules": [ { "match": "#003C3D", "token": "brand" } ] }"##)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertFalse(try s.read("App/Header.swift").contains("UIColor(named:"), r.stderr)
        XCTAssertTrue(r.stderr.contains("the color set Brand lives in target Kit"), r.stderr)
        // In the package itself a lookup without `in: .module` reads the main bundle too.
        XCTAssertFalse(try s.read("Kit/Sources/Kit/Badge.swift").contains("UIColor(named:"), r.stderr)
    }

    /// `init` names the token after the member the package declares for the set (a computed
    /// property reading it from the package's bundle), not a bare lookup.
    func testInitUsesThePackagesOwnMemberForItsSet() throws {
        let s = try Scratch()
        try writeKit(s)
        try s.write("Kit/Sources/Kit/Palette.swift", """
            import UIKit
            public enum Palette {
                public static var brand: UIColor { UIColor(named: "Brand", in: .module, compatibleWith: nil)! }
            }

            """)
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains("\"uikit\": \"Palette.brand\""), table)
        XCTAssertFalse(table.contains("UIColor(named: \\\"Brand\\\")!"), table)
    }
}
