@testable import RecolorCore
import XCTest

/// A color set with its own dark entry is the app's choice, not init's: a pair on it that no dark
/// value of init's keeps is listed, and the set's description still says where its values come
/// from (daily-dozen's nfGrayLight, #D5D5D5 in both, under `.foregroundColor(.black)` drafted as
/// `label`, was described as "dark proposed by recolor init (OKLCH L 0.87 → 0.87 …)").
final class HarvestedSetPairsTests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-harvested-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

    /// The draft of one file `UnitsView.swift` beside the set (#D5D5D5 in light and dark).
    func draft(_ view: String) throws -> StarterDraft {
        let set = work.appendingPathComponent("Assets.xcassets/nfGrayLight.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{ "colors" : [ \#(AssetColorSetsTests.entry(nil, "#D5D5D5")), \#(AssetColorSetsTests.entry("dark", "#D5D5D5")) ], "info" : { "author" : "xcode", "version" : 1 } }"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data(view.utf8).write(to: work.appendingPathComponent("UnitsView.swift"))
        var options = RunOptions()
        options.cwd = work.path
        options.paths = ["."]
        options.threads = 1
        let result = Engine.analyze([SwiftSource(path: "UnitsView.swift", bytes: Array(view.utf8))], options: options)
        return StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration(), run: options)
    }

    /// The text's black has a use of its own elsewhere (a title on the page): it stays Apple's `label` there,
    /// and the text on the set, light in both appearances, keeps its black in its place.
    func testASetsOwnDarkIsNotDescribedAsAProposal() throws {
        let view = """
        import SwiftUI
        struct UnitsView: View {
            var body: some View {
                Text("Units")
                    .background(Color("nfGrayLight"))
                    .foregroundColor(.black)
            }
        }
        struct TitleView: View {
            var body: some View { Text("Title").foregroundColor(.black) }
        }
        """
        let d = try draft(view)
        guard let gray = d.tokens.first(where: { $0.harvest != nil && $0.values[0].match.contains("D5D5D5") || $0.name == "nfGrayLight" }) else {
            return XCTFail("\(d.tokens.map(\.name))")
        }
        XCTAssertFalse(gray.description.contains("dark proposed by recolor init"), gray.description)
        XCTAssertTrue(gray.description.contains("asset catalog"), gray.description)
        // The text on the set (light in both) keeps its black in its place (`KeptOnSteadySurfaces`):
        // no pair is left listed, and the set's description no longer names one.
        XCTAssertEqual(d.unreadable.map { "\($0.foreground) on \($0.background)" }, [])
        XCTAssertFalse(gray.description.contains("no dark value keeps"), gray.description)
        XCTAssertEqual(d.kept.groups.filter { $0.intent == .onSteadySurface }.map { $0.within ?? [] }, [["UnitsView.body"]])
    }

    /// F10 (Unwatched's white capsule under its own `PremiumText`): a color drafted as Apple's
    /// system color whose every use is in a pair on the app's own fixed set, which Apple's dark
    /// value breaks, drops the match and stays as it is: the pair reads in dark as in light, and
    /// nothing is listed. Negative: the test above (a use elsewhere keeps the match).
    func testASystemMatchThatBreaksTheAppsOwnPairIsDropped() throws {
        let view = """
        import SwiftUI
        struct UnitsView: View {
            var body: some View {
                Text("Units")
                    .background(Color("nfGrayLight"))
                    .foregroundColor(.black)
            }
        }
        """
        let d = try draft(view)
        XCTAssertEqual(d.unreadable.map { "\($0.foreground) on \($0.background)" }, [])
        guard let text = d.tokens.first(where: { $0.values.first?.match == "#000000" }) else { return XCTFail("\(d.tokens.map(\.name))") }
        XCTAssertNil(text.system)
        XCTAssertEqual(text.name, "fixedText")
        XCTAssertEqual(text.appearance[.dark]?.hex(withAlpha: false), "#000000")
        XCTAssertFalse(d.tokens.contains { $0.description.contains("no dark value keeps") }, d.tokens.map(\.description).joined(separator: "\n"))
    }
}
