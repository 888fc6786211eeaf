@testable import RecolorCore
import XCTest

final class GeneratorTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The generated files committed in each sample are what `generate` writes from its table
    /// (in app/ and, untouched by fix, in expected/).
    func testTheSamplesGeneratedFilesAreUpToDate() throws {
        for sample in ["uikit-shop", "swiftui-trails", "appkit-notes"] {
            let root = Self.repository.appendingPathComponent("samples/\(sample)")
            let configuration = try ConfigurationLoader.load(path: root.appendingPathComponent(".recolor.json").path)
            var options = Generator.Options(configuration: configuration)
            options.cwd = root.path
            let plan = try Generator.plan(options)
            XCTAssertFalse(plan.declarations.isEmpty, "\(sample): its fix output needs a generated member")
            XCTAssertTrue(plan.problems.isEmpty, "\(sample): \(plan.problems)")
            for output in plan.outputs {
                XCTAssertEqual(Generator.state(of: output), .upToDate, "\(sample): \(output.path) is stale; run recolor generate in samples/\(sample)")
                XCTAssertTrue(output.path.hasPrefix("app/"), "shown relative to the cwd: \(output.path)")
                let expected = root.appendingPathComponent("expected/" + output.path.dropFirst(4))
                XCTAssertEqual(try Data(contentsOf: expected), Data(output.content), "\(sample): expected/ differs")
            }
        }
        // uikit-shop: the five members Style.swift declares are kept, the others declared.
        let shop = Self.repository.appendingPathComponent("samples/uikit-shop")
        var options = Generator.Options(configuration: try ConfigurationLoader.load(path: shop.appendingPathComponent(".recolor.json").path))
        options.cwd = shop.path
        let plan = try Generator.plan(options).declarations
        XCTAssertEqual(plan.kept.map(\.token), ["background", "actionText", "primaryText", "secondaryText", "errorText"])
        XCTAssertEqual(plan.blocks.first?.extended, ["Style", "Color", "Semantic"])
        XCTAssertEqual(plan.blocks.first?.body.members.map(\.name), ["backgroundInverted", "backgroundElevated", "key", "actionBackground", "actionIcon"])
    }

    func testWritingTwiceWritesNothingTheSecondTimeAndAChangedValueIsStale() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-gen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let table = ##"{ "generate": { "swift": "Gen/Colors.swift", "assetCatalog": "Colors.xcassets" }, "tokens": { "key": { "uikit": "Semantic.key", "light": "#3C64F4" } } }"##
        try Data(table.utf8).write(to: dir.appendingPathComponent(".recolor.json"))
        var options = Generator.Options(configuration: try ConfigurationLoader.load(path: dir.appendingPathComponent(".recolor.json").path))
        options.cwd = dir.path
        let first = try Generator.plan(options)
        XCTAssertEqual(first.outputs.map { Generator.state(of: $0) }, [.missing, .missing, .missing])
        for output in first.outputs { try Generator.write(output) }
        let second = try Generator.plan(options)
        XCTAssertEqual(second.outputs, first.outputs)
        XCTAssertEqual(second.outputs.map { Generator.state(of: $0) }, [.upToDate, .upToDate, .upToDate])

        options.configuration.tokens[0].values[.dark] = RGBA(red: 0, green: 0, blue: 0)
        let changed = try Generator.plan(options)
        XCTAssertEqual(changed.outputs.map { Generator.state(of: $0) == .upToDate }, [false, true, false])
        guard case .stale(let current) = Generator.state(of: changed.outputs[0]) else { return XCTFail("not stale") }
        let diff = String(decoding: GeneratedFileDiff.render(path: changed.outputs[0].path, current: current, expected: changed.outputs[0].content), as: UTF8.self)
        XCTAssertTrue(diff.hasPrefix("--- a/Gen/Colors.swift\n+++ b/Gen/Colors.swift\n@@ "), diff)
        XCTAssertTrue(diff.contains("\n+            case (true, false, false): return UIColor(red: 0, green: 0, blue: 0, alpha: 1) // dark\n"), diff)
        XCTAssertFalse(diff.contains("-// Generated"), "the common head is context, not a change")
        let missing = String(decoding: GeneratedFileDiff.render(path: "X.swift", current: nil, expected: Array("a\n".utf8)), as: UTF8.self)
        XCTAssertEqual(missing, "--- /dev/null\n+++ b/X.swift\n@@ -0,0 +1,1 @@\n+a\n")
    }
}

final class GeneratedFileDiffTests: XCTestCase {
    /// The regions, applied to the old lines, give the new ones; on random edits of random files.
    func testTheChangedRegionsRebuildTheNewFile() {
        var rng = SplitMix64(state: 12)
        for _ in 0..<300 {
            let old = (0..<Int(rng.next() % 30)).map { _ in "line \(rng.next() % 6)\n" }
            var new = old
            for _ in 0..<Int(rng.next() % 6) {
                let at = new.isEmpty ? 0 : Int(rng.next() % UInt64(new.count))
                switch rng.next() % 3 {
                case 0: new.insert("new \(rng.next() % 4)\n", at: at)
                case 1: if !new.isEmpty { new.remove(at: at) }
                default: if !new.isEmpty { new[at] = "changed\n" }
                }
            }
            let a = UnifiedDiff.splitLines(Array(old.joined().utf8)), b = UnifiedDiff.splitLines(Array(new.joined().utf8))
            var rebuilt: [String] = []
            var k = 0
            for region in GeneratedFileDiff.changes(a, b) {
                XCTAssertGreaterThanOrEqual(region.old.lowerBound, k)
                rebuilt += old[k..<region.old.lowerBound]
                rebuilt += new[region.new]
                k = region.old.upperBound
            }
            rebuilt += old[k...]
            XCTAssertEqual(rebuilt, new)
            XCTAssertEqual(GeneratedFileDiff.changes(a, b, maxDistance: 0).count, old == new ? 0 : 1)
        }
    }
}

final class GeneratorExcludeTests: XCTestCase {
    /// The table's `exclude` (relative to its folder) keeps declarations out, wherever the cwd is.
    func testTheTablesExcludeAppliesRelativeToItsFolder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-gen-\(UUID().uuidString)")
        let project = dir.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Vendor"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("extension UIColor { static let brand = UIColor.red }\n".utf8).write(to: project.appendingPathComponent("Vendor/Old.swift"))
        for exclude in [[], ["Vendor/**"]] {
            var configuration = try ConfigurationLoader.parse(Array(##"{ "generate": { "swift": "Colors.swift" }, "tokens": { "brand": { "uikit": "UIColor.brand", "light": "#FF0000" } } }"##.utf8), file: "App/.recolor.json")
            configuration.directory = "App"
            configuration.exclude = exclude
            var options = Generator.Options(configuration: configuration)
            options.cwd = dir.path
            let plan = try Generator.plan(options)
            XCTAssertEqual(plan.declarations.kept.count, exclude.isEmpty ? 1 : 0)
            XCTAssertEqual(plan.outputs.map(\.path), ["App/Colors.swift"])
        }
    }
}
