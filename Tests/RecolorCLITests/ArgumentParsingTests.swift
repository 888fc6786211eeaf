@testable import RecolorCLI
import XCTest

/// The parser in process: OptionTable's conventions (those of swift-argument-parser).
final class ArgumentParsingTests: XCTestCase {
    private func parse(_ args: [String], _ command: String = "check") throws -> Arguments {
        try Arguments.parse(args, command: command)
    }

    private func usageError(_ args: [String], _ command: String = "check") -> String? {
        do {
            _ = try parse(args, command)
            return nil
        } catch let e as UsageError {
            return e.message
        } catch {
            return "\(error)"
        }
    }

    func testEqualsFormAndSeparateValueMeanTheSame() throws {
        let joined = try parse(["--config=t.json", "--exclude=a/**", "--exclude", "b", "--jobs=3", "Sources"])
        XCTAssertEqual(joined.config, "t.json")
        XCTAssertEqual(joined.excludes, ["a/**", "b"])
        XCTAssertEqual(joined.jobs, 3)
        XCTAssertEqual(joined.paths, ["Sources"])
        // A value may itself hold '=': only the first one splits.
        XCTAssertEqual(try parse(["--exclude=x=y"]).excludes, ["x=y"])
    }

    func testDoubleDashEndsTheOptions() throws {
        let a = try parse(["-q", "--", "--quiet", "-j2", "-"])
        XCTAssertTrue(a.quiet)
        XCTAssertEqual(a.jobs, 0)
        XCTAssertEqual(a.paths, ["--quiet", "-j2", "-"])
    }

    func testShortFlagsAloneAndBundled() throws {
        XCTAssertEqual(try parse(["-j2"]).jobs, 2)
        XCTAssertEqual(try parse(["-j", "2"]).jobs, 2)
        let bundle = try parse(["-qj4", "x"])
        XCTAssertTrue(bundle.quiet)
        XCTAssertEqual(bundle.jobs, 4)
        XCTAssertEqual(bundle.paths, ["x"])
        let output = try parse(["-qo", "r.json"])
        XCTAssertEqual(output.output, "r.json")
        XCTAssertTrue(output.quiet)
        XCTAssertEqual(try parse(["-or.json"]).output, "r.json")
        XCTAssertEqual(usageError(["-qz"]), "unknown option '-qz' for 'check' (a path starting with '-' goes after '--')")
        XCTAssertEqual(usageError(["-j"]), "-j needs a value (N)")
        XCTAssertEqual(usageError(["-jx"]), "--jobs takes a whole number of threads, 1 or more, not 'x'")
    }

    func testAFlagRefusesAValue() {
        XCTAssertEqual(usageError(["--quiet=1"]), "--quiet takes no value (given '--quiet=1')")
        XCTAssertEqual(usageError(["--include-generated=yes"]), "--include-generated takes no value (given '--include-generated=yes')")
        XCTAssertEqual(usageError(["--diff=x"], "fix"), "--diff takes no value (given '--diff=x')")
    }

    func testAnOptionTakingAValueNeedsOne() {
        XCTAssertEqual(usageError(["--config"]), "--config needs a value (FILE)")
    }

    func testUnknownOptionSuggestsTheNearest() {
        XCTAssertEqual(usageError(["--exclud", "x"]),
                       "unknown option '--exclud' for 'check'; did you mean '--exclude'? (a path starting with '-' goes after '--')")
        XCTAssertEqual(usageError(["--formt=json"]),
                       "unknown option '--formt' for 'check'; did you mean '--format'? (a path starting with '-' goes after '--')")
        // Nothing near: no guess.
        XCTAssertEqual(usageError(["--zzzzzzzzzz"]), "unknown option '--zzzzzzzzzz' for 'check' (a path starting with '-' goes after '--')")
        // `tokens` takes files, but an option it does not know is refused, not read as a file.
        XCTAssertEqual(usageError(["--bogus"], "tokens"), "unknown option '--bogus' for 'tokens' (a path starting with '-' goes after '--')")
    }

    func testOptionsOfAnotherCommandAreRefused() {
        XCTAssertEqual(usageError(["--staged"], "fix"), "--staged is an option of 'check'")
        XCTAssertEqual(usageError(["--baseline", "b.json"], "scan"), "--baseline is an option of 'check' and 'fix'")
        XCTAssertEqual(usageError(["--output", "F"], "lock"), "--output is an option of 'check', 'fix', 'scan', 'init' and 'contrast'")
        XCTAssertEqual(usageError(["--check"], "check"), "--check is an option of 'generate' (use 'recolor check' for findings)")
        XCTAssertEqual(usageError(["--diff", "-o", "x"], "fix"), "--diff prints the diff on stdout; redirect it instead of --output")
        XCTAssertNil(usageError(["--output=F"], "scan"))
        XCTAssertTrue(try parse(["--dry-run"], "fix").diff)
    }

    func testEveryTableOptionIsAcceptedByEachOfItsCommandsOnly() throws {
        for option in OptionTable.all {
            for command in CommandTable.names {
                let args = option.takesValue ? [option.name, "1"] : [option.name]
                let error = usageError(args, command)
                if option.commands.contains(command) {
                    XCTAssertNil(error, "\(command) \(option.name)")
                } else {
                    XCTAssertEqual(error?.hasPrefix("\(option.name) is an option of"), true, "\(command) \(option.name): \(error ?? "accepted")")
                }
            }
        }
    }

    func testVersionAndHelpAfterAnyCommand() throws {
        for command in CommandTable.names {
            XCTAssertTrue(try parse(["--version"], command).version, command)
            XCTAssertTrue(try parse(["-h"], command).help, command)
            XCTAssertEqual(RecolorCLI.main([command, "--version"]), 0, command)
        }
    }

    func testHelpListsEveryOptionOfTheCommandFromTheTable() throws {
        for command in CommandTable.names {
            let help = try XCTUnwrap(Help.forCommand(command))
            for option in OptionTable.all {
                XCTAssertEqual(help.contains("  " + option.synopsis + " "), option.commands.contains(command), "\(command) \(option.name)")
            }
        }
    }

    func testUnknownCommandSuggestsTheNearest() {
        XCTAssertEqual(Suggestion.nearest(to: "chek", in: CommandTable.names), "check")
        XCTAssertEqual(Suggestion.nearest(to: "genrate", in: CommandTable.names), "generate")
        XCTAssertNil(Suggestion.nearest(to: "deploy", in: CommandTable.names))
        XCTAssertEqual(RecolorCLI.main(["chek"]), 2)
    }

    func testEditDistance() {
        XCTAssertEqual(Suggestion.distance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestion.distance("", "abc"), 3)
        XCTAssertEqual(Suggestion.distance("--exclude", "--exclude"), 0)
    }
}
