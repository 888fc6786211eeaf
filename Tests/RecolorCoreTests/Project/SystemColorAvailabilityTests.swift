@testable import RecolorCore
import XCTest

/// The availability table: each entry cites Apple's page; the harness's stand-in annotations agree with it.
final class SystemColorAvailabilityTests: XCTestCase {
    func testEveryEntryCitesApplesDocumentation() {
        for e in SystemColorAvailability.entries {
            XCTAssertTrue(e.source.hasPrefix("https://developer.apple.com/documentation/"), e.api)
            XCTAssertFalse(e.documented.isEmpty, e.api)
            XCTAssertFalse(e.introduced.isEmpty, e.api)
        }
        XCTAssertEqual(Set(SystemColorAvailability.entries.map(\.api)).count, SystemColorAvailability.entries.count, "one entry per API")
    }

    func testWhatApplesPagesSay() {
        XCTAssertNil(SystemColorAvailability.entry("UIColor.systemBackground")?.introduced[.tvOS], "not on tvOS")
        XCTAssertEqual(SystemColorAvailability.entry("UIColor.separator")?.introduced[.tvOS], PlatformVersion(13))
        XCTAssertEqual(SystemColorAvailability.entry("Color(uiColor:)")?.introduced[.iOS], PlatformVersion(15))
        XCTAssertNil(SystemColorAvailability.entry("UITraitCollection.userInterfaceLevel")?.introduced[.tvOS])
    }

    func testTheHarnessAnnotatesTheStandInsAsTheTableSays() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let tsv = try String(contentsOf: root.appendingPathComponent("Scripts/typecheck/availability/stand-in-availability.tsv"), encoding: .utf8)
        var checked = 0
        for line in tsv.split(separator: "\n") where !line.hasPrefix("#") {
            let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard cols.count == 5, let entry = SystemColorAvailability.entry(cols[2]) else { return XCTFail("not in the table: \(line)") }
            XCTAssertEqual(entry.introduced[.iOS], cols[3] == "-" ? nil : PlatformVersion(cols[3]), cols[2])
            XCTAssertEqual(entry.introduced[.tvOS], cols[4] == "-" ? nil : PlatformVersion(cols[4]), cols[2])
            checked += 1
        }
        XCTAssertGreaterThan(checked, 5)
    }

    func testTheAPIsOfAnExpression() {
        XCTAssertEqual(ExpressionAPIs.apis(in: "Color(uiColor: .systemBackground)", implicitType: "Color").map(\.api), ["Color(uiColor:)", "UIColor.systemBackground"])
        XCTAssertEqual(ExpressionAPIs.apis(in: ".label", implicitType: "UIColor").map(\.api), ["UIColor.label"])
        XCTAssertEqual(ExpressionAPIs.apis(in: "Color(.systemGray6)", implicitType: "Color").map(\.api), ["Color(_: UIColor)", "UIColor.systemGray6"])
        XCTAssertEqual(ExpressionAPIs.apis(in: "Semantic.background", implicitType: "UIColor").map(\.api), [])
    }
}
