import Foundation
import XCTest

/// Findings of the session-18 review (`init` → `fix` on Rocket.Chat, Sileo and Swiftfin;
/// /work/s18/audit.md), each on a hand-written fixture in the app's shape, with its near miss.
final class InitAudit18Tests: XCTestCase {
    func initAndFix(_ files: [String: String], read file: String) throws -> String {
        let s = try Scratch()
        for (path, text) in files { try s.write(path, text) }
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fix = try CommandRunner.recolor(["fix", "."], in: s.url)
        XCTAssertTrue(fix.status == 0 || fix.status == 1, fix.stderr)
        return try s.read(file)
    }

    /// F7: a parameter's default that the body converts for a layer's shadow
    /// (`layer.shadowColor = color.cgColor`) is a shadow: fixed, never a label color that glows
    /// white in Dark Mode; converted for a layer's background, it is a background.
    func testAParameterDefaultConvertedForALayersShadowIsAShadow() throws {
        func banner(_ property: String) -> String {
            """
            import UIKit

            final class Banner: UIView {
                func setUp() {
                    backgroundColor = .white
                    lift()
                }

                private func lift(color: UIColor = .black) {
                    layer.\(property) = color.cgColor
                }
            }

            """
        }
        let shadow = try initAndFix(["Banner.swift": banner("shadowColor")], read: "Banner.swift")
        let declaration = shadow.split(separator: "\n").first { $0.contains("func lift(") }.map(String.init) ?? ""
        XCTAssertFalse(declaration.contains("label") || declaration.contains("Text"), shadow)
        XCTAssertTrue(declaration.contains("Shadow") || declaration.contains(".black"), "a fixed shadow token or kept black: \(shadow)")
        let surface = try initAndFix(["Banner.swift": banner("backgroundColor")], read: "Banner.swift")
        let other = surface.split(separator: "\n").first { $0.contains("func lift(") }.map(String.init) ?? ""
        XCTAssertFalse(other.contains("Shadow"), surface)
    }
}
