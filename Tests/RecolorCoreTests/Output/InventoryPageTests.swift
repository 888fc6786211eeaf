@testable import RecolorCore
import XCTest

final class InventoryPageTests: XCTestCase {
    func item(_ key: String, _ hex: String?, count: Int) -> Inventory.Item {
        var item = Inventory.Item(key: key, kind: .rgbConstructor, color: hex.flatMap { RGBA(mappingHex: $0) })
        item.count = count
        return item
    }

    func testNearDuplicatesGroupByDeltaEAndAlpha() {
        let items = [
            item("a", "#313440", count: 9),
            item("b", "#8C93AD", count: 7),
            item("c", "#323441", count: 5),     // ΔE00 < 1 from a
            item("d", "#31344080", count: 3),   // a's color with alpha: not the same thing
            item("e", "#8F95AF", count: 2),     // ΔE00 ≈ 1 from b
            item("Essentials.x", nil, count: 1), // value unknown: alone
            item("f", "#3A3D4A", count: 1),     // ΔE00 > 2 from a and c
        ]
        XCTAssertLessThanOrEqual(ColorDifference.ciede2000(items[1].color!, items[4].color!), 2)
        XCTAssertGreaterThan(ColorDifference.ciede2000(items[0].color!, items[6].color!), 2)
        XCTAssertEqual(InventoryPage.nearDuplicateGroups(items), [[0, 2], [1, 4], [3], [5], [6]])
    }

    func testSwatchesSayTheirColorAndEscape() {
        XCTAssertEqual(HTMLPage.swatch(RGBA(mappingHex: "#00000080")),
                       "<span class=\"swatch \" data-color=\"#00000080\" title=\"#00000080\"><span class=\"chip\" style=\"background-color:rgba(0, 0, 0, 0.502)\"></span></span>")
        XCTAssertTrue(HTMLPage.swatch(nil).contains("data-color=\"none\""))
        XCTAssertEqual(HTMLPage.esc("<a href=\"x\">&'"), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;")
        XCTAssertEqual(HTMLPage.href("Sources/My View#2?.swift"), "Sources/My%20View%232%3F.swift")
    }

    func testExpressionScreenNeedsEveryWord() throws {
        let table = try ConfigurationLoader.parse(Array(##"{ "tokens": { "bg": { "uikit": "Style.Semantic.background", "light": "#FFFFFF" } } }"##.utf8), file: "t.json")
        let expressions = TokenExpressions(table)
        XCTAssertFalse(expressions.mayOccur(in: Array("view.background = other.background".utf8)))
        XCTAssertTrue(expressions.mayOccur(in: Array("v.backgroundColor = Style.Semantic.background".utf8)))
    }

    /// A token's values are printed with their hex (a proposed dark value was a small chip with its
    /// hex on hover only), and the checks of its pairs stand beside it.
    func testTokenCardsPrintValuesAndTheirPairChecks() throws {
        let table = try ConfigurationLoader.parse(Array(##"""
        { "tokens": { "ink": { "uikit": "S.ink", "light": "#313440", "dark": "#2B2D36" },
                      "paper": { "uikit": "S.paper", "light": "#FFFFFF", "dark": "#0D0D0D" },
                      "other": { "uikit": "S.other", "light": "#FF0000" } } }
        """##.utf8), file: "t.json")
        let pairs = ContrastAudit.audit(table, inferred: [InferredPair(foreground: "ink", background: "paper", sightings: [])])
        let page = InventoryPage(Inventory(RunResult()), configuration: table, pairs: pairs).render()
        XCTAssertTrue(page.contains("dark <span class=\"mono\">#2B2D36</span>"), "the dark value's hex is printed")
        XCTAssertTrue(page.contains("on <b>paper</b> (min 4.5): light 12.38 <span class=\"badge pass\">pass</span>, dark 1.42 <span class=\"badge fail\">FAIL</span>"), page)
        XCTAssertTrue(page.contains("under <b>ink</b> (min 4.5)"), page)
        // Negative: a token in no pair lists none.
        let other = page.components(separatedBy: "<h3>other</h3>")[1].components(separatedBy: "</article>")[0]
        XCTAssertFalse(other.contains("class=\"pairs\""), other)
    }

    /// The page itself, read as structure (the Chromium check cannot run on every machine): a
    /// chain of three grays (each within ΔE00 2 of the next, the ends not) is never one group on
    /// the page, and every appearance value a token defines is printed with its hex.
    func testThePageFramesCompleteLinkGroupsAndPrintsEveryAppearance() throws {
        let code = """
        import UIKit
        let a = UIColor(red: 0x80/255, green: 0x80/255, blue: 0x80/255, alpha: 1)
        let b = UIColor(red: 0x83/255, green: 0x83/255, blue: 0x83/255, alpha: 1)
        let c = UIColor(red: 0x86/255, green: 0x86/255, blue: 0x86/255, alpha: 1)
        """
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "A.swift", bytes: Array(code.utf8))], options: options)
        let gray = { (h: String) in RGBA(mappingHex: h)! }
        XCTAssertLessThanOrEqual(ColorDifference.ciede2000(gray("#808080"), gray("#838383")), 2)
        XCTAssertLessThanOrEqual(ColorDifference.ciede2000(gray("#838383"), gray("#868686")), 2)
        XCTAssertGreaterThan(ColorDifference.ciede2000(gray("#808080"), gray("#868686")), 2, "a chain (what this test is about)")
        let table = try ConfigurationLoader.parse(Array(##"""
        { "tokens": { "card": { "uikit": "S.card", "light": "#F2F2F7", "dark": "#1C1C1E", "darkElevated": "#2C2C2E", "darkHighContrast": "#242426" } } }
        """##.utf8), file: "t.json")
        let page = InventoryPage(Inventory(result), configuration: table, pairs: []).render()
        XCTAssertTrue(page.contains("<b>2 near-duplicates</b>"), page)
        XCTAssertFalse(page.contains("<b>3 near-duplicates</b>"), "a chained group")
        for hex in ["#F2F2F7", "#1C1C1E", "#2C2C2E", "#242426"] {
            XCTAssertTrue(page.contains("<span class=\"mono\">\(hex)</span>"), "\(hex) printed")
        }
    }
}

