import Foundation
@testable import RecolorCore
import XCTest

/// What the run learns before it tokenizes: the prefilter's verdict on a file, and the
/// typealiases read from bytes. Both may keep too much, never too little.
final class ScreeningTests: XCTestCase {
    let defaults = DetectionSettings(configuration: Configuration())

    func findings(_ source: String, settings: DetectionSettings? = nil) -> Int {
        ColorDetection.findings(in: SourceFile(path: "a.swift", bytes: Array(("import UIKit\n" + source).utf8)), settings: settings ?? defaults).count
    }

    func testCommentsAfterADotAreSkippedAsTheTokenizerSkipsThem() {
        let prefilter = Prefilter(settings: defaults)
        // A full stop ends a comment's sentence; the next line's `//` is no member. This kept
        // two files in five of the fetched apps before comments were skipped.
        let kept = ["let c = UIColor. // why\n  white", "let c = UIColor. // a CR ends the line too\r  white",
                    "let c = UIColor. // CRLF\r\n// more\r\n  white", "view.tintColor = . /* a /* nested */ one */ white",
                    "let c = UIColor.init /* c */ (red: 1, green: 0, blue: 0, alpha: 1)"]
        for source in kept {
            XCTAssertTrue(prefilter.mayHoldFinding(Array(source.utf8)), source)
            XCTAssertEqual(findings(source), 1, source)
        }
        let ruledOut = ["// Sets the text color.\n// Then the layout.\nlet x = 1",
                        "/* The tint color. */ let y = 2.\n// white\n",
                        "view.backgroundColor = theme.accent // a color. /* white */"]
        for source in ruledOut {
            XCTAssertFalse(prefilter.mayHoldFinding(Array(source.utf8)), source)
            XCTAssertEqual(findings(source), 0, source)
        }
    }

    func testAWordEndingInColorIsATypeOnlyWhenItNamesOne() {
        let prefilter = Prefilter(settings: defaults)
        let call = "Text(\"\").foregroundColor(.accentColor)\nlet c = NSUIColor(red: 1, green: 0, blue: 0, alpha: 1)"
        let verdict = prefilter.screen(Array(call.utf8))
        XCTAssertFalse(verdict.mayHoldFinding)
        XCTAssertEqual(verdict.unknownTypes, ["foregroundColor", "NSUIColor"])
        XCTAssertEqual(findings(call), 0)

        // Once a typealias makes `NSUIColor` a color type, the same file is kept, and holds one.
        let aliased = DetectionSettings(configuration: Configuration(), types: ColorTypeTable(aliases: ["NSUIColor": ["UIColor"]]))
        XCTAssertTrue(Prefilter(settings: aliased).mayHoldFinding(Array(call.utf8)))
        XCTAssertEqual(findings(call, settings: aliased), 1)
    }

    func testTypealiasesReadFromBytes() {
        func read(_ source: String) -> ([String], Bool) {
            let scan = TypealiasScan(Array(source.utf8))
            return (scan.declarations.map { "\($0.name)=\($0.target)" }, scan.unclear)
        }
        XCTAssertEqual(read("typealias A = SwiftUI.Color\ntypealias B=UIColor").0, ["A=Color", "B=UIColor"])
        XCTAssertEqual(read("public typealias /* c */ C // x\n = D . E").0, ["C=E"])
        XCTAssertEqual(read("let typealiases = 1; mytypealias X = Y").0, [])
        XCTAssertEqual(read("typealias F<T> = G<T>\ntypealias H = (Int) -> Void").0, [], "no declaration the tokens would read either")
        XCTAssertEqual(read("typealias I = J..K").0, ["I=J"])
        XCTAssertTrue(read("typealias `L` = UIColor").1, "backticks: unclear")
        XCTAssertTrue(read("typealias Fárg = UIColor").1, "a non-ASCII name: unclear")
        XCTAssertTrue(read("typealias M =(UIColor)").1, "`=` followed by an operator character: unclear")
        XCTAssertFalse(TypealiasScan(Array("let x = 1".utf8)).mentionsKeyword)

        let names = TypealiasScan.colorTypeNames(known: ["UIColor"], declarations: [
            .init(name: "Brush", target: "Pen"), .init(name: "Pen", target: "UIColor"), .init(name: "Handler", target: "Void"),
        ])
        XCTAssertEqual(names, ["UIColor", "Pen", "Brush"])
    }

    /// Whatever the bytes say of typealiases, the tokens decide: every declaration the tokens
    /// read is among those the byte scan reads, or the scan says it could not read the file.
    func testTheByteScanReadsEveryTypealiasTheTokensRead() {
        let sources = [
            "typealias A = SwiftUI.Color", "typealias B=UIColor // typealias Z = Y", "\"typealias C = D\"",
            "typealias\tE\n=\nF.G.H", "typealias `I` = J", "typealias K = `L`", "typealias M = N.`O`",
            "@available(*, deprecated) public typealias P = Q", "typealias R = S<T>.U", "#if os(iOS)\ntypealias V = UIColor\n#endif",
            "typealias W = /* c */ X", "typealias Y=/*c*/Z", "typealias AA = BB.", "typealias", "typealias CC =",
        ]
        for source in sources {
            let bytes = Array(source.utf8)
            let scan = TypealiasScan(bytes)
            let byTokens = ColorDetection.typealiases(in: SourceFile(path: "a.swift", bytes: bytes))
            for (name, targets) in byTokens {
                for target in targets where !scan.unclear {
                    XCTAssertTrue(scan.declarations.contains(.init(name: name, target: target)), "\(source): \(name) = \(target)")
                }
            }
        }
    }

    /// Across files: an alias of an alias, an alias whose name has no `Color`, and a file the
    /// scan cannot read plainly (which makes the run read every typealias file by tokens).
    func testTypealiasChainsAcrossFilesAreLearned() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-screening-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        func write(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: root.appendingPathComponent(name)) }
        try write("Platform.swift", "import UIKit\ntypealias NSUIColor = UIColor\n// typealias Fake = UIColor\n")
        try write("Brush.swift", "import UIKit\ntypealias Brush = NSUIColor\ntypealias Handler = (Int) -> Void\n")
        try write("UseA.swift", "import UIKit\nlet a = NSUIColor(red: 1, green: 0, blue: 0, alpha: 1)\n")
        try write("UseB.swift", "import UIKit\nlet b = Brush(white: 1, alpha: 1)\nlet f = Fake(white: 0, alpha: 1)\n")
        var options = RunOptions()
        options.cwd = root.path
        XCTAssertEqual(Engine.run(options).allReports.map(\.file), ["UseA.swift", "UseB.swift"])

        try write("Unclear.swift", "import UIKit\ntypealias Fárg = UIColor\ntypealias Pen = Fárg\n")
        try write("UseC.swift", "import UIKit\nlet c = Pen(white: 1, alpha: 1)\n")
        XCTAssertEqual(Engine.run(options).allReports.map(\.file), ["UseA.swift", "UseB.swift", "UseC.swift"])
    }
}
