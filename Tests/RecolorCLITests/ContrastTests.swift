import Foundation
import XCTest

/// `recolor contrast` through the command line: exit codes, formats, --output; and the scan page.
final class ContrastTests: XCTestCase {
    func project(pairs: String) throws -> Scratch {
        let s = try Scratch()
        try s.write(".recolor.json", ##"""
        { "tokens": {
            "primaryText": { "uikit": "S.primaryText", "light": "#313440", "dark": "#F5F7FA" },
            "secondaryText": { "uikit": "S.secondaryText", "light": "#8C93AD" },
            "background": { "uikit": "S.background", "light": "#FFFFFF", "dark": "#000000" } },
          "rules": [ { "match": "#FFFFFF", "context": ["backgroundColor"], "token": "background" },
                     { "match": "#313440", "token": "primaryText" },
                     { "match": "#8C93AD", "token": "secondaryText" } ],
          "pairs": \##(pairs) }
        """##)
        try s.write("Sources/Card.swift", """
        import UIKit
        func paint(_ label: UILabel) {
            label.textColor = UIColor(red: 49/255, green: 52/255, blue: 64/255, alpha: 1)
            label.backgroundColor = .white
        }
        """)
        return s
    }

    func testExitZeroWhenEveryPairPasses() throws {
        let s = try project(pairs: "[]")
        let r = try CommandRunner.recolor(["contrast"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        // The pair comes from the code, with where it was seen.
        XCTAssertTrue(r.stdout.hasPrefix("primaryText on background  (min 4.5, text; seen at Sources/Card.swift:3 on Sources/Card.swift:4)\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("  light              12.38:1  pass  #313440 on #FFFFFF\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("  dark               19.57:1  pass  #F5F7FA on #000000\n"), r.stdout)
    }

    func testExitOneBelowTheMinimumAndJSON() throws {
        let s = try project(pairs: ##"[ { "foreground": "secondaryText", "background": "background" } ]"##)
        let r = try CommandRunner.recolor(["contrast", "--format", "json"], in: s.url)
        XCTAssertEqual(r.status, 1, r.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        let pairs = json["pairs"] as! [[String: Any]]
        XCTAssertEqual(pairs.map { $0["foreground"] as! String }, ["secondaryText", "primaryText"], "the table's first, then the code's")
        let checks = pairs[0]["appearances"] as! [[String: Any]]
        XCTAssertEqual(checks.map { $0["appearance"] as! String }, ["light", "dark"])
        XCTAssertEqual(checks.map { $0["ratio"] as! Double }, [3.05, 6.89])
        XCTAssertEqual(checks.map { $0["pass"] as! Bool }, [false, true])
        XCTAssertEqual(checks[1]["foregroundFrom"] as? String, "light", "secondaryText has no dark: light is used")
        XCTAssertEqual((json["summary"] as! [String: Any])["failures"] as? Int, 1)
    }

    func testUnknownTokenAndFormatAreErrors() throws {
        let s = try project(pairs: ##"[ { "foreground": "nope", "background": "background" } ]"##)
        let r = try CommandRunner.recolor(["contrast"], in: s.url)
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("pairs[0]"), r.stderr)
        let other = try project(pairs: "[]")
        let f = try CommandRunner.recolor(["contrast", "--format", "sarif"], in: other.url)
        XCTAssertEqual(f.status, 2)
        XCTAssertTrue(f.stderr.contains("'contrast' takes text, json, html"), f.stderr)
    }

    func testOutputFileAndSummaryOnStderr() throws {
        let s = try project(pairs: ##"[ { "foreground": "secondaryText", "background": "background", "min": 3 } ]"##)
        let r = try CommandRunner.recolor(["contrast", "--format", "html", "--output", "contrast.html"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.hasPrefix("recolor contrast: 2 pairs, 4 checks (pair × appearance): 0 below the minimum; report written to contrast.html"), r.stderr)
        let page = try s.read("contrast.html")
        XCTAssertTrue(page.contains("<span class=\"sample\" data-fg=\"#8C93ADFF\" data-bg=\"#FFFFFFFF\""), page)
        XCTAssertTrue(page.contains("3.05:1</b> <span class=\"badge pass\">"), "min 3 from the table")
    }

    func testScanOutputAndAPageThatEscapesAndNeedsNoNetwork() throws {
        let s = try project(pairs: "[]")
        try s.write("Sources/a<b&\"c'.swift", "import UIKit\nlet x = UIColor(red: 0, green: 0, blue: 0, alpha: 0.5)\n")
        let r = try CommandRunner.recolor(["scan", "--format", "html", "--output", "inventory.html"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "", "--output takes the page")
        XCTAssertTrue(r.stderr.contains("report written to inventory.html"), r.stderr)
        let page = try s.read("inventory.html")
        XCTAssertTrue(page.contains(">Sources/<wbr>a&lt;b&amp;&quot;c&#39;.swift:2</a>"), page)
        XCTAssertTrue(page.contains("href=\"Sources/a%3Cb%26%22c%27.swift\""), page)
        XCTAssertFalse(page.contains("a<b"))
        for outside in ["http://", "https://", "<script", "@import", "url(", "<link"] {
            XCTAssertFalse(page.contains(outside), "self-contained: no \(outside)")
        }
        XCTAssertTrue(page.contains("<meta name=\"viewport\""))
        // The translucent black is drawn translucent, over the checkerboard.
        XCTAssertTrue(page.contains("data-color=\"#00000080\" title=\"#00000080\"><span class=\"chip\" style=\"background-color:rgba(0, 0, 0, 0.502)\">"), page)
        // The text formats take --output too.
        let t = try CommandRunner.recolor(["scan", "--output", "inventory.txt"], in: s.url)
        XCTAssertEqual(t.status, 0)
        let text = try s.read("inventory.txt")
        XCTAssertTrue(text.hasSuffix("3 findings, 3 distinct, in 2 files\n"), text)
    }

    /// No pair is not a pass: with tokens and no pair, exit 4 saying which roles were seen and
    /// why nothing paired, in text and JSON; `"pairs": []` in the table says there is none to check.
    func testNothingCheckedIsExitFour() throws {
        let s = try project(pairs: "[]")
        let table = try s.read(".recolor.json")
        try s.write(".recolor.json", String(table[..<table.range(of: "],\n")!.upperBound].dropLast(2)) + " }")
        try s.write("Sources/Card.swift", """
        import UIKit
        func paint(_ label: UILabel, _ card: UIView) {
            label.textColor = UIColor(red: 49/255, green: 52/255, blue: 64/255, alpha: 1)
            card.backgroundColor = .white
        }
        """)
        let r = try CommandRunner.recolor(["contrast"], in: s.url)
        XCTAssertEqual(r.status, 4, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("nothing checked: no foreground/background pair found (roles seen: 1 text, 1 background uses of tokens)"), r.stdout)
        XCTAssertTrue(r.stdout.contains("1 foreground has no background token on the same view"), r.stdout)
        let j = try CommandRunner.recolor(["contrast", "--format", "json"], in: s.url)
        XCTAssertEqual(j.status, 4)
        let json = try JSONSerialization.jsonObject(with: Data(j.stdout.utf8)) as! [String: Any]
        let nothing = json["nothingChecked"] as! [String: Any]
        XCTAssertEqual(nothing["roles"] as? [String: Int], ["text": 1, "background": 1])
        XCTAssertEqual((nothing["reasons"] as! [String]).count, 1)
        XCTAssertTrue(j.stderr.contains("nothing checked"), j.stderr)
        // The table says there is no pair: nothing to check is a pass.
        let none = try project(pairs: "[]")
        try none.write("Sources/Card.swift", try s.read("Sources/Card.swift"))
        XCTAssertEqual(try CommandRunner.recolor(["contrast"], in: none.url).status, 0)
        // No token at all: nothing was asked.
        let empty = try Scratch()
        try empty.write("Sources/Card.swift", try s.read("Sources/Card.swift"))
        XCTAssertEqual(try CommandRunner.recolor(["contrast"], in: empty.url).status, 0)
    }

    /// The bundled Interface Builder sample: pairs from the storyboard's view tree, each with
    /// both file:lines, before and after `fix`; with the backgrounds removed, exit 4.
    func testInterfaceBuilderSamplePairs() throws {
        let s = try Scratch()
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../samples/ib-shop").standardized
        for file in [".recolor.json", "app/iOS/Base.lproj/Product.storyboard"] {
            try s.write(file, try String(contentsOf: sample.appendingPathComponent(file), encoding: .utf8))
        }
        let r = try CommandRunner.recolor(["contrast"], in: s.url)
        // The sample's secondary text (#8C93AD) on white is 3.05:1, below AA for text: once the
        // token has the values the storyboard draws (so that generate can write its color set),
        // contrast checks the pair and says so (exit 1). Before, it had no values and went unchecked.
        XCTAssertEqual(r.status, 1, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("primaryText on background  (min 4.5, text; seen at app/iOS/Base.lproj/Product.storyboard:22 on app/iOS/Base.lproj/Product.storyboard:57, app/iOS/Base.lproj/Product.storyboard:49 on app/iOS/Base.lproj/Product.storyboard:57)"), r.stdout)
        XCTAssertTrue(r.stdout.contains("secondaryText on background  (min 4.5, text; seen at app/iOS/Base.lproj/Product.storyboard:28 on"), r.stdout)
        XCTAssertTrue(r.stdout.contains("light               3.05:1  FAIL  #8C93AD on #FFFFFF"), r.stdout)
        XCTAssertTrue(r.stdout.contains("2 pairs, 4 checks (pair × appearance): 1 below the minimum in 1 pair"), r.stdout)
        // After fix the background is Interface Builder's systemColor="systemBackgroundColor", still token background.
        let fixed = try Scratch()
        for file in [".recolor.json", "app/iOS/Base.lproj/Product.storyboard"] {
            try fixed.write(file, try String(contentsOf: sample.appendingPathComponent(file), encoding: .utf8))
        }
        XCTAssertEqual(try CommandRunner.recolor(["fix", "-q"], in: fixed.url).status, 0)
        XCTAssertTrue(try fixed.read("app/iOS/Base.lproj/Product.storyboard").contains(#"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#))
        let after = try CommandRunner.recolor(["contrast"], in: fixed.url)
        XCTAssertTrue(after.stdout.contains("primaryText on background  (min 4.5, text; seen at app/iOS/Base.lproj/Product.storyboard:23 on app/iOS/Base.lproj/Product.storyboard:58"), after.stdout + after.stderr)
        let board = try s.read("app/iOS/Base.lproj/Product.storyboard")
        try s.write("app/iOS/Base.lproj/Product.storyboard", board.replacingOccurrences(of: #"<color key="backgroundColor" white="1""#, with: #"<color key="shadowColor" white="1""#))
        let none = try CommandRunner.recolor(["contrast"], in: s.url)
        XCTAssertEqual(none.status, 4, none.stdout)
        XCTAssertTrue(none.stdout.contains("foregrounds have no background token on the same view"), none.stdout)
    }

    /// The bundled UIKit sample: pairs from `addSubview` and the cell's `contentView`, each with
    /// both file:lines; without the add calls those labels pair with nothing.
    func testUIKitSamplePairsThroughTheViewTree() throws {
        let s = try Scratch()
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../samples/uikit-shop").standardized
        let files = try FileManager.default.subpathsOfDirectory(atPath: sample.path).filter { $0 == ".recolor.json" || ($0.hasPrefix("app/") && $0.hasSuffix(".swift")) }
        for file in files { try s.write(file, try String(contentsOf: sample.appendingPathComponent(file), encoding: .utf8)) }
        let r = try CommandRunner.recolor(["contrast", "app"], in: s.url)
        XCTAssertTrue(r.stdout.contains("primaryText on background  (min 4.5, text; table; seen at app/Sources/Catalog/ProductCell.swift:12 on app/Sources/Catalog/ProductCell.swift:11, app/Sources/Catalog/ProductViewController.swift:11 on app/Sources/Catalog/ProductViewController.swift:10)"), r.stdout)
        XCTAssertTrue(r.stdout.contains("errorText on background  (min 4.5, text; table; seen at app/Sources/Catalog/ProductCell.swift:26 on app/Sources/Catalog/ProductCell.swift:11)"), "set in another method, added in init: \(r.stdout)")
        let cell = try s.read("app/Sources/Catalog/ProductCell.swift")
        try s.write("app/Sources/Catalog/ProductCell.swift", cell.replacingOccurrences(of: "        contentView.addSubview(priceLabel)\n", with: ""))
        let without = try CommandRunner.recolor(["contrast", "app"], in: s.url)
        XCTAssertFalse(without.stdout.contains("errorText on background  (min 4.5, text; table; seen"), without.stdout)
    }
}
