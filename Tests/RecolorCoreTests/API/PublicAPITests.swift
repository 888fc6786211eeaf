import XCTest
import RecolorCore  // deliberately not @testable: this file may use only the public API

/// A library user's path through the public API: a table built in code, files held in memory
/// (Swift, an Interface Builder document), one result per file with its reports and its rewrite
/// as `fix` writes it, the edits, and a report built by hand for a reporter.
final class PublicAPITests: XCTestCase {
    private let orange = RGBA(red: 0xFF, green: 0x66, blue: 0x00)

    private func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.tokens = [
            Configuration.SemanticToken(name: "accent", expressions: [.uikit: "UIColor.accent", .swiftui: "Color.accent"],
                                        values: AppearanceValues([.light: orange, .dark: RGBA(red: 0xFF, green: 0x99, blue: 0x33)])),
        ]
        configuration.rules = [Configuration.Rule(match: .color(orange, hasAlpha: false), matchText: "#FF6600", token: "accent")]
        return configuration
    }

    func testATableBuiltInCodeRewritesAFileHeldInMemory() {
        var options = RunOptions()
        options.configuration = configuration()
        let text = "import UIKit\nlet a = UIColor(red: 1, green: 0.4, blue: 0, alpha: 1)\nlet b = UIColor(red: 0, green: 0, blue: 1, alpha: 1)\n"
        let file = FileInput(path: "View.swift", bytes: Array(text.utf8))

        let result = Engine.analyze([file], options: options)

        XCTAssertEqual(result.files.map(\.path), ["View.swift"])
        XCTAssertEqual(result.files.map(\.kind), [.swift])
        let reports = result.files[0].reports
        XCTAssertEqual(reports.map(\.line), [2, 3])
        XCTAssertEqual(reports.map(\.finding.kind), [.rgbConstructor, .rgbConstructor])
        XCTAssertEqual(reports[0].resolution.token, "accent")
        XCTAssertTrue(reports[0].resolution.isMapped)
        XCTAssertFalse(reports[1].resolution.isMapped, "no rule maps blue")
        XCTAssertEqual(result.mappedCount, 1)

        // What `fix` would write for the file, in memory.
        let rewritten = String(decoding: result.files[0].rewritten(), as: UTF8.self)
        XCTAssertEqual(rewritten, "import UIKit\nlet a = UIColor.accent\nlet b = UIColor(red: 0, green: 0, blue: 1, alpha: 1)\n")
        XCTAssertEqual(Engine.edits(for: reports).count, 1, "the edits, for a client that applies them itself")
    }

    func testAnInterfaceBuilderDocumentHeldInMemoryIsRewrittenWithItsCache() {
        var options = RunOptions()
        options.configuration = configuration()
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21701"/>
                </dependencies>
                <objects>
                    <view contentMode="scaleToFill" id="1">
                        <color key="backgroundColor" red="1" green="0.40000000000000002" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>
                </objects>
            </document>

            """
        let result = Engine.analyze([FileInput(path: "View.xib", bytes: Array(xib.utf8))], options: options)

        XCTAssertEqual(result.files.map(\.kind), [.interfaceBuilder])
        let rewritten = String(decoding: result.files[0].rewritten(), as: UTF8.self)
        XCTAssertTrue(rewritten.contains(#"<color key="backgroundColor" name="accent"/>"#), rewritten)
        XCTAssertTrue(rewritten.contains(#"<namedColor name="accent">"#), "the named-color cache fix adds: \(rewritten)")
        XCTAssertTrue(rewritten.contains(#"<capability name="Named colors" minToolsVersion="9.0"/>"#), rewritten)
    }

    func testTokenValuesAreKeyedByAppearance() {
        let token = configuration().tokens[0]
        XCTAssertEqual(token.values[.light], orange)
        XCTAssertEqual(token.values.resolved(.darkHighContrast), RGBA(red: 0xFF, green: 0x99, blue: 0x33), "falls back to dark")
        XCTAssertEqual(token.assetName, "accent")
    }

    func testAnEditBuiltByHandApplies() {
        let bytes = Array("let c = UIColor.red".utf8)
        let edit = Edit(range: 8..<19, replacement: Array("UIColor.accent".utf8))
        XCTAssertEqual(String(decoding: Edits.apply([edit], to: bytes), as: UTF8.self), "let c = UIColor.accent")
    }

    func testAReportBuiltByHandRendersInAReporter() {
        let text = "let c = UIColor.red\n"
        let file = SwiftSource(path: "Sources/A.swift", bytes: Array(text.utf8))
        let range = 8..<19
        let finding = Finding(kind: .namedColor, framework: .uikit, range: range, baseRange: range,
                              color: RGBA(red: 255, green: 0, blue: 0), baseColor: nil, context: nil, symbol: "red")
        let report = Report(file: file.path, finding: finding,
                            resolution: Resolution(nearest: NearestToken(token: "accent", deltaE: 12.5)),
                            text: "UIColor.red", region: SourceRegion(range, in: file))
        XCTAssertEqual(report.line, 1)
        XCTAssertEqual(report.column, 9)
        let rendered = XcodeReporter().render(FindingsReport(result: RunResult(), reports: [report], cwd: "/"))
        XCTAssertTrue(rendered.hasPrefix("Sources/A.swift:1:9: warning:"), rendered)
        XCTAssertTrue(rendered.contains("named-color"), rendered)
    }
}
