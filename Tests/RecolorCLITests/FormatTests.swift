@testable import RecolorCLI
import RecolorCore
import XCTest

/// `--format` in process: what it takes, its help and its errors all come from the reporters.
final class FormatTests: XCTestCase {
    private func error(_ format: String, _ command: String) -> String? {
        do {
            _ = try FormatHelp.chosen(format, command: command)
            return nil
        } catch let e as UsageError {
            return e.message
        } catch {
            return "\(error)"
        }
    }

    func testEveryReporterNameIsAcceptedAndTheFirstIsTheDefault() throws {
        for (command, registry) in [("check", Reporters.findings.formatNames), ("fix", Reporters.findings.formatNames),
                                    ("scan", Reporters.inventory.formatNames), ("contrast", Reporters.contrast.formatNames)] {
            for name in registry { XCTAssertEqual(try FormatHelp.chosen(name, command: command), name) }
            XCTAssertEqual(try FormatHelp.chosen(nil, command: command), registry[0])
        }
    }

    func testAReporterAddedToARegistryIsInTheHelpAndParsed() {
        let help = OptionTable.help(of: "check")
        let oneLine = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for reporter in Reporters.findings.reporters {
            XCTAssertTrue(help.contains(reporter.name), "\(reporter.name) missing from\n\(help)")
            if let summary = reporter.summary {
                XCTAssertTrue(oneLine.contains(summary),
                              "\(summary) missing from\n\(help)")
            }
        }
        XCTAssertTrue(OptionTable.help(of: "scan").contains("csv"))
        XCTAssertFalse(OptionTable.help(of: "scan").contains("sarif"))
        XCTAssertNil(OptionTable.options(of: "tokens").first { $0.name == "--format" })
    }

    func testAnUnknownFormatListsThoseTakenAndSuggestsTheNearest() {
        XCTAssertEqual(error("jsn", "check"), "unknown format 'jsn'; 'check' takes text, xcode, json, sarif, github; did you mean 'json'?")
        XCTAssertEqual(error("sarif", "scan"), "unknown format 'sarif'; 'scan' takes text, json, csv, html")
        XCTAssertEqual(error("htm", "contrast"), "unknown format 'htm'; 'contrast' takes text, json, html; did you mean 'html'?")
        XCTAssertEqual(error("json", "lock"), "unknown format 'json'; 'lock' takes text, xcode")
    }

    func testNamesAreUniqueWithinARegistry() {
        for names in [Reporters.findings.formatNames, Reporters.inventory.formatNames, Reporters.contrast.formatNames] {
            XCTAssertEqual(Set(names).count, names.count, "\(names)")
        }
    }

    func testMachineReadableFormatsAreThoseAProgramParses() {
        let machine = Reporters.findings.reporters.filter(\.isMachineReadable).map(\.name)
        XCTAssertEqual(machine, ["json", "sarif"])
    }

    func testCheckHelpNamesEveryFindingKind() {
        let help = Help.forCommand("check") ?? ""
        for kind in FindingKind.allCases { XCTAssertTrue(help.contains(kind.rawValue), "\(kind.rawValue) missing from check --help") }
    }
}
