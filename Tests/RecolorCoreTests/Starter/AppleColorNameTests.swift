@testable import RecolorCore
import XCTest

/// A token whose name the app gives by no member of its own never takes the name of an Apple
/// color of its framework (`green`, `primary` in SwiftUI; AppKit's `knobColor` is free there): its expression `Color.green` would be SwiftUI's own green, and every
/// use of that was read as the token. bitchat's `let green = isDark ? Color.green : Color(red: 0,
/// green: 0.5, blue: 0)` was named `green` (session 23). Negative: a name Apple has not stays.
final class AppleColorNameTests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-apple-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    func harvestedNames(_ local: String) throws -> [String] {
        let source = """
            import SwiftUI
            struct Theme {
                static func colors(isDark: Bool) -> [Color] {
                    let \(local) = isDark ? Color(red: 0.19, green: 0.82, blue: 0.35) : Color(red: 0, green: 0.5, blue: 0)
                    return [\(local)]
                }
            }
            """
        try Data(source.utf8).write(to: work.appendingPathComponent("Theme.swift"))
        var options = RunOptions()
        options.cwd = work.path
        let (found, result, _) = PaletteDiscovery.discover(Engine.run(options), options: options)
        let d = StarterDraft.build(result, declared: DeclaredMembers.scan(found), configuration: found.configuration)
        return d.tokens.filter { $0.harvest != nil }.map(\.name)
    }

    func testAHarvestedNameApplesColorsHaveIsQualified() throws {
        let names = try harvestedNames("green")
        XCTAssertEqual(names.count, 1, names.description)
        XCTAssertFalse(names.contains("green"), names.description)
        XCTAssertFalse(SystemColorNames.contains(names.first ?? "green", on: .color), names.description)
    }

    func testAHarvestedNameOfTheAppsOwnStays() throws {
        XCTAssertEqual(try harvestedNames("verifiedGreen"), ["verifiedGreen"])
    }
}
