@testable import RecolorCore
import XCTest

/// A color set with Any, Light and Dark entries is drawn with its Light entry in light mode:
/// `init` read dime's `PrimaryText` as white on white (its Any entry is white, its Light one
/// #010101), and every pair with it measured 1:1. Negative: a set with Any and Dark alone keeps
/// its Any entry as the light value.
final class AssetColorSetsTests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-sets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

    static func entry(_ appearance: String?, _ hex: String) -> String {
        let c = RGBA(mappingHex: hex)!
        let appearances = appearance.map { #""appearances" : [ { "appearance" : "luminosity", "value" : "\#($0)" } ], "# } ?? ""
        return #"{ \#(appearances)"color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "\#(c.red)", "green" : "\#(c.green)", "blue" : "\#(c.blue)" } }, "idiom" : "universal" }"#
    }

    func write(_ name: String, _ entries: [String]) throws {
        let dir = work.appendingPathComponent("Assets.xcassets/\(name).colorset")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let json = #"{ "colors" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#
        try Data(json.utf8).write(to: dir.appendingPathComponent("Contents.json"))
    }

    func testTheLightEntryIsTheLightValue() throws {
        try write("PrimaryText", [Self.entry(nil, "#FFFFFF"), Self.entry("light", "#010101"), Self.entry("dark", "#FFFFFF")])
        try write("Card", [Self.entry(nil, "#F2F2F7"), Self.entry("dark", "#1C1C1E")])
        var options = RunOptions()
        options.cwd = work.path
        options.paths = ["."]
        options.threads = 1
        let sets = AssetColorSets.read(options).sorted { $0.name < $1.name }
        XCTAssertEqual(sets.map { "\($0.name) \($0.light.hex(withAlpha: false)) \($0.dark.hex(withAlpha: false))" },
                       ["Card #F2F2F7 #1C1C1E", "PrimaryText #010101 #FFFFFF"])
    }
}
