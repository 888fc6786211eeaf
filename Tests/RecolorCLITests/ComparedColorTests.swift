import Foundation
import XCTest

/// A color compared with `==` is left as written by `fix`, declined with the reason (a dynamic
/// token is a new color on each read: the comparison would never hold); the same color assigned
/// beside it is rewritten.
final class ComparedColorTests: XCTestCase {
    func testAComparedColorIsDeclinedAndAnAssignedOneRewritten() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"{ "tokens": { "line": { "uikit": "Semantic.line", "light": "#FFFFFF", "dark": "#000000" } }, "rules": [ { "match": "#FFFFFF", "token": "line" } ] }"##)
        try s.write("A.swift", """
            import UIKit
            struct RenderInfo {
                var lineColor: UIColor = UIColor.white
                func isDefault() -> Bool { lineColor == UIColor.white }
                func isOther() -> Bool { UIColor.white != lineColor }
            }

            """)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fixed = try s.read("A.swift")
        XCTAssertTrue(fixed.contains("var lineColor: UIColor = Semantic.line"), fixed)
        XCTAssertTrue(fixed.contains("lineColor == UIColor.white"), fixed)
        XCTAssertTrue(fixed.contains("UIColor.white != lineColor"), fixed)
        XCTAssertTrue(r.stderr.contains("2 declined"), r.stderr)
    }
}

/// A Swift package's file is not rewritten to members `generate` declares for the app: the
/// package target builds only its own folder and cannot see them. Declined with the reason; the
/// app's own file is rewritten.
final class PackageTargetTests: XCTestCase {
    func testAPackageFileIsDeclinedWhereTheGeneratedMembersAreOutOfItsReach() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"{ "tokens": { "line": { "uikit": "Semantic.line", "light": "#FFFFFF", "dark": "#000000" } }, "rules": [ { "match": "#FFFFFF", "token": "line" } ], "generate": { "swift": "App/Generated/Colors.swift" } }"##)
        try s.write("Packages/UI/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "UI", platforms: [.iOS(.v15)], targets: [.target(name: "UI")])

            """)
        let code = "import UIKit\nfunc style(_ v: UIView) { v.backgroundColor = UIColor.white }\n"
        try s.write("Packages/UI/Sources/UI/Button.swift", code)
        try s.write("App/View.swift", code)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try s.read("Packages/UI/Sources/UI/Button.swift"), code, r.stderr)
        XCTAssertTrue(try s.read("App/View.swift").contains("Semantic.line"))
        XCTAssertTrue(r.stderr.contains("package target UI"), r.stderr)
    }
}
