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

    func testASetsOwnDarkIsNotDescribedAsAProposal() throws {
        let set = work.appendingPathComponent("Assets.xcassets/nfGrayLight.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{ "colors" : [ \#(AssetColorSetsTests.entry(nil, "#D5D5D5")), \#(AssetColorSetsTests.entry("dark", "#D5D5D5")) ], "info" : { "author" : "xcode", "version" : 1 } }"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
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
        try Data(view.utf8).write(to: work.appendingPathComponent("UnitsView.swift"))
        var options = RunOptions()
        options.cwd = work.path
        options.paths = ["."]
        options.threads = 1
        let result = Engine.analyze([SwiftSource(path: "UnitsView.swift", bytes: Array(view.utf8))], options: options)
        let d = StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration(), run: options)
        guard let gray = d.tokens.first(where: { $0.harvest != nil && $0.values[0].match.contains("D5D5D5") || $0.name == "nfGrayLight" }) else {
            return XCTFail("\(d.tokens.map(\.name))")
        }
        XCTAssertFalse(gray.description.contains("dark proposed by recolor init"), gray.description)
        XCTAssertTrue(gray.description.contains("asset catalog"), gray.description)
        XCTAssertEqual(d.unreadable.map { "\($0.foreground) on \($0.background)" }, ["label on nfGrayLight"])
        XCTAssertTrue(gray.description.contains("no dark value keeps label on nfGrayLight"), gray.description)
    }
}
