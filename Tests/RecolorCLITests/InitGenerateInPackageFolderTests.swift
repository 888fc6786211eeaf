import Foundation
import XCTest

/// init's draft has generate write its Swift file in the folder of the package target that holds
/// most findings, the folder the manifest names (`path: "KitUI/KitUI"`), not the file's top folder:
/// there the target could not see the members, and `fix` declined every site of the package
/// (Tinkoff's AcquiringSdk_IOS, session 27's lead sweep). Negatives: without a manifest, and with
/// a target in the conventional `Sources/Name`, the choice is the one it was.
final class InitGenerateInPackageFolderTests: XCTestCase {
    let view = "import UIKit\nfinal class Badge: UIView {\n  func setUp(_ l: UILabel) {\n    backgroundColor = UIColor(red: 0.9, green: 0.7, blue: 0.1, alpha: 1)\n    l.textColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)\n  }\n}\n"

    func run(manifest: String?, source: String) throws -> (table: String, fix: CommandRunner.Outcome) {
        let s = try Scratch()
        if let manifest { try s.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n" + manifest) }
        try s.write(source, view)
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        return (try s.read(".recolor.json"), try CommandRunner.recolor(["fix", "--diff"], in: s.url))
    }

    func testTheTargetsOwnFolderWhereTheManifestPutsIt() throws {
        let manifest = "let package = Package(name: \"KitUI\", platforms: [.iOS(.v13)], targets: [.target(name: \"KitUI\", path: \"KitUI/KitUI\"), .testTarget(name: \"KitUITests\", dependencies: [\"KitUI\"], path: \"KitUI/KitUITests\")])\n"
        let (table, fix) = try run(manifest: manifest, source: "KitUI/KitUI/Colors/Badge.swift")
        XCTAssertTrue(table.contains(#""swift": "KitUI/KitUI/SemanticColors.swift""#), table)
        XCTAssertFalse(fix.stderr.contains("declined"), fix.stderr)
        XCTAssertTrue(fix.stdout.contains("+    backgroundColor = Semantic."), fix.stdout)
    }

    func testTheTopFolderOrSourcesNameAsBefore() throws {
        let (plain, _) = try run(manifest: nil, source: "App/Colors/Badge.swift")
        XCTAssertTrue(plain.contains(#""swift": "App/SemanticColors.swift""#), plain)
        let conventional = "let package = Package(name: \"Kit\", platforms: [.iOS(.v13)], targets: [.target(name: \"Kit\")])\n"
        let (package, fix) = try run(manifest: conventional, source: "Sources/Kit/Colors/Badge.swift")
        XCTAssertTrue(package.contains(#""swift": "Sources/Kit/SemanticColors.swift""#), package)
        XCTAssertFalse(fix.stderr.contains("declined"), fix.stderr)
    }
}
