@testable import RecolorCore
import XCTest

/// nightguard (session 27's review, F17): white text at 50, 70, 80 and 85 % was named
/// `inverseTextTranslucent`, `whiteTextTranslucent`, `inverseTextStrong`, `whiteTextStrong`, the
/// second of each opacity word from another scheme. Two opacities of one color that share a word
/// are told apart in that name: `stronger…`/`fainter…` of the one holding it.
final class OpacityOrderNamesTests: XCTestCase {
    func draft(_ code: String) -> StarterDraft {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "Status.swift", bytes: Array(code.utf8))], options: options)
        return StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
    }

    func labels(_ alphas: [String], color: String = "white") -> String {
        let lines = alphas.enumerated().map { "        l\($0.offset).textColor = UIColor.\(color).withAlphaComponent(\($0.element))" }
        return "import UIKit\nfinal class StatusView: UIView {\n    let l0 = UILabel(), l1 = UILabel(), l2 = UILabel(), l3 = UILabel()\n    func setup() {\n        backgroundColor = .black\n"
            + lines.joined(separator: "\n") + "\n    }\n}\n"
    }

    func names(_ d: StarterDraft) -> [String] {
        d.tokens.filter { $0.role == .text }.sorted { ($0.values[0].color?.alpha ?? 0) < ($1.values[0].color?.alpha ?? 0) }.map(\.name)
    }

    func testOpacitiesSharingAWordAreToldApartInThatName() {
        let d = draft(labels(["0.5", "0.7", "0.8", "0.85"]))
        let n = names(d)
        XCTAssertEqual(n.count, 4, "\(n)")
        for name in n { XCTAssertFalse(name.hasPrefix("white"), "\(n)") }
        // Each pair shares its opacity word and says which is stronger or fainter.
        XCTAssertEqual(Set(n.map { $0.hasPrefix("stronger") || $0.hasPrefix("fainter") }), [true, false], "\(n)")
        for word in ["Translucent", "Strong"] {
            let pair = n.filter { $0.hasSuffix("Text" + word) }
            XCTAssertEqual(pair.count, 2, "\(n)")
            XCTAssertEqual(pair.filter { $0.hasPrefix("stronger") || $0.hasPrefix("fainter") }.count, 1, "\(n)")
            let plain = pair.first { !$0.hasPrefix("stronger") && !$0.hasPrefix("fainter") }!
            XCTAssertTrue(pair.contains { $0 == "stronger" + plain.prefix(1).uppercased() + plain.dropFirst() || $0 == "fainter" + plain.prefix(1).uppercased() + plain.dropFirst() }, "\(n)")
        }
        // Ordered as the opacities are: a fainter one is the less opaque of its pair.
        let strong = n.filter { $0.hasSuffix("Strong") }
        if strong[0].hasPrefix("fainter") { XCTAssertFalse(strong[1].hasPrefix("stronger")) }
        if strong[1].hasPrefix("stronger") { XCTAssertFalse(strong[0].hasPrefix("fainter")) }
    }

    /// Non-triggering: opacities in different words (20 % subtle, 50 % translucent, 90 % strong)
    /// keep their words alone, with no relative word.
    func testOpacitiesInDifferentWordsKeepTheirNames() {
        let n = names(draft(labels(["0.2", "0.5", "0.9"])))
        XCTAssertEqual(n.count, 3, "\(n)")
        for name in n { XCTAssertFalse(name.hasPrefix("stronger") || name.hasPrefix("fainter") || name.hasPrefix("white"), "\(n)") }
    }

    /// Nook's black text at 75, 60 and 40 % (one word, `Translucent`): the most used holds the
    /// name, 60 % is `fainter…`, 40 % `faintest…`; none named by its dark side.
    func testThreeOpacitiesOfOneWordAreLadderedFromTheHolder() {
        let code = "import SwiftUI\nstruct Chips: View {\n    var body: some View {\n        VStack {\n"
            + "            Text(\"a\").foregroundStyle(.black.opacity(0.75))\n            Text(\"b\").foregroundStyle(.black.opacity(0.75))\n"
            + "            Text(\"c\").foregroundStyle(.black.opacity(0.6))\n            Text(\"d\").foregroundStyle(.black.opacity(0.4))\n        }\n    }\n}\n"
        let n = names(draft(code))
        XCTAssertEqual(n.count, 3, "\(n)")
        guard n.count == 3 else { return }
        XCTAssertTrue(n[0].hasPrefix("faintest"), "\(n)")
        XCTAssertTrue(n[1].hasPrefix("fainter"), "\(n)")
        XCTAssertEqual(n[0].dropFirst("faintest".count), n[1].dropFirst("fainter".count), "\(n)")
        XCTAssertEqual("fainter" + n[2].prefix(1).uppercased() + n[2].dropFirst(), n[1], "\(n)")
    }
}
