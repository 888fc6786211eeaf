import Foundation
import RecolorCore
import XCTest

final class EngineTests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-engine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    func write(_ name: String, _ text: String) throws {
        try write(name, Array(text.utf8))
    }

    func write(_ name: String, _ bytes: [UInt8]) throws {
        let url = work.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func scan(_ config: String = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##,
             paths: [String] = ["."], excludes: [String] = []) throws -> RunResult {
        var options = RunOptions()
        options.cwd = work.path
        options.paths = paths
        options.excludes = excludes
        options.configuration = try ConfigurationLoader.parse(Array(config.utf8), file: "test.json")
        return Engine.run(options)
    }

    /// A file that imports no UI module (only the app's own or a third-party one) takes the one
    /// platform the rest of the tree imports; a tree of both platforms gives it none.
    func testAFileImportingNoUIModuleTakesTheTreesPlatform() throws {
        let table = ##"{ "tokens": { "bg": { "appkit": "Semantic.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##
        try write("App.swift", "import AppKit\nlet a = 1\n")
        try write("Helper.swift", "import ThirdParty\nfunc g(v: Box) { v.backgroundColor = .white }\n")
        var reports = try scan(table).allReports
        XCTAssertEqual(reports.map { $0.finding.framework }, [.appkit])
        XCTAssertEqual(reports.map { $0.resolution.replacement }, ["Semantic.bg"])
        // Both platforms in the tree: none is taken, and a finding with no framework of its own
        // is not blamed on the token ("which has no framework expression" before).
        try write("Phone.swift", "import UIKit\nlet b = 2\n")
        try write("Literal.swift", "import ThirdParty\nlet c = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)\n")
        reports = try scan(table).allReports
        let literal = try XCTUnwrap(reports.first { $0.file.hasSuffix("Literal.swift") })
        XCTAssertNil(literal.finding.framework)
        XCTAssertEqual(Reporters.message(literal),
                       "hard-coded color #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1) (#FFFFFFFF): maps to bg, but the file imports no UI framework and the tree none or several; not rewritten")
    }

    /// CosmicMind/Material's `open class Color: UIColor`, declared in one file: a file that does not
    /// import SwiftUI reads `Color` as it (UIKit's white and gray, rewritten with UIKit's token); a
    /// file importing SwiftUI may mean either `Color` (the declaring module's, or SwiftUI's in another
    /// module), so its finding has no framework and says why, unless its `Color` has what only
    /// SwiftUI's has (`.opacity(…)`).
    func testATreeClassNamedColorSubclassingUIColorShadowsSwiftUIsColor() throws {
        let table = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "swiftui": "Color.bg", "light": "#FFFFFF" }, "muted": { "uikit": "Semantic.muted", "swiftui": "Color.muted", "light": "#808080" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" }, { "match": "#808080", "token": "muted" } ] }"##
        try write("Color.swift", "import UIKit\nopen class Color: UIColor {\n    open class red {\n        public static let base = UIColor.systemRed\n    }\n}\n")
        try write("Theme.swift", "import Motion\nstruct Theme {\n    var background = Color.white\n    var disabled = Color.gray\n    var accent = Color.red.base\n}\n")
        try write("Badge.swift", "import SwiftUI\nimport UIKit\nfinal class Badge {\n    let view = UIView()\n    func style() { view.backgroundColor = Color.white }\n}\n")
        try write("Chip.swift", "import SwiftUI\nstruct Chip: View {\n    var body: some View { Text(\"a\").background(Color.white).foregroundColor(Color.gray.opacity(0.5)) }\n}\n")
        let reports = try scan(table).allReports
        XCTAssertEqual(reports.map { "\($0.file):\($0.text)" }, ["Badge.swift:Color.white", "Chip.swift:Color.white", "Theme.swift:Color.white", "Theme.swift:Color.gray"])
        XCTAssertEqual(reports.map { $0.finding.framework }, [nil, .swiftui, .uikit, .uikit])
        XCTAssertEqual(reports.map { $0.resolution.replacement }, [nil, "Color.bg", "Semantic.bg", "Semantic.muted"])
        XCTAssertEqual(Reporters.message(reports[0]), "hard-coded color Color.white (#FFFFFFFF): maps to bg, but `Color` here is SwiftUI's or the tree's "
                       + "`class Color: UIColor` (Color.swift), which shadows it in its module; rewrite it by hand")
    }

    /// fsnotes' `typealias Color = NSColor` (under `#if os(OSX)`) / `= UIColor` (else): in its module
    /// `Color.black` is AppKit's or UIKit's black, never SwiftUI's (session 22's review, F6: init
    /// drafted `Color.primary`, which NSColor/UIColor lack). A file of AppKit code reads it as
    /// NSColor; a file importing both (under `#if`) builds it for both, so a token with two different
    /// expressions is declined there (F7) and one member for both is written; a file importing
    /// SwiftUI whose `Color` has what only SwiftUI's has stays SwiftUI's (the non-triggering control).
    func testATreeTypealiasNamedColorOfPlatformColorsShadowsSwiftUIsColor() throws {
        let table = ##"{ "tokens": { "label": { "uikit": "UIColor.label", "appkit": "NSColor.labelColor", "swiftui": "Color.primary", "light": "#000000" }, "bg": { "uikit": "Semantic.bg", "appkit": "Semantic.bg", "swiftui": "Color.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#000000", "token": "label" }, { "match": "#FFFFFF", "token": "bg" } ] }"##
        try write("TextFormatter.swift", "import Foundation\n#if os(OSX)\n    import Cocoa\n    typealias Color = NSColor\n#else\n    import UIKit\n    typealias Color = UIColor\n#endif\n")
        try write("Defaults.swift", "import Foundation\n#if os(OSX)\n    import Cocoa\n#else\n    import UIKit\n#endif\n"
                  + "public class Defaults {\n    static var fontColor = Color.black\n    static var bgColor = Color.white\n}\n")
        try write("MacRow.swift", "import Cocoa\nfinal class MacRow {\n    let ink = Color.black\n}\n")
        try write("Chip.swift", "import SwiftUI\nstruct Chip: View {\n    var body: some View { Text(\"a\").foregroundColor(Color.black.opacity(0.5)) }\n}\n")
        let reports = try scan(table).allReports
        XCTAssertEqual(reports.map { "\($0.file):\($0.text)" }, ["Chip.swift:Color.black.opacity(0.5)", "Defaults.swift:Color.black", "Defaults.swift:Color.white", "MacRow.swift:Color.black"])
        XCTAssertEqual(reports.map { $0.finding.framework }, [.swiftui, .uikit, .uikit, .appkit])
        XCTAssertEqual(reports.map { $0.resolution.isMapped ? $0.resolution.replacement : nil }, ["Color.primary", nil, "Semantic.bg", "NSColor.labelColor"])
        XCTAssertTrue(reports[1].resolution.declined?.contains("is a UIColor on iOS and an NSColor on macOS") == true, "\(reports[1].resolution)")
    }

    /// The non-triggering control: SwiftGen's `typealias Color = UIColor` nested in `ColorAsset`
    /// (mastodon's MastodonAsset) names that class's member, not the module's `Color`: a SwiftUI
    /// file's `Color.white` stays SwiftUI's.
    func testATypealiasNamedColorNestedInATypeShadowsNothing() throws {
        let table = ##"{ "tokens": { "bg": { "uikit": "Semantic.bg", "swiftui": "Color.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##
        try write("Assets.swift", "import UIKit\npublic final class ColorAsset {\n    #if os(macOS)\n    public typealias Color = NSColor\n    #else\n    public typealias Color = UIColor\n    #endif\n}\n")
        try write("Card.swift", "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(\"a\").background(Color.white) }\n}\n")
        let reports = try scan(table).allReports
        XCTAssertEqual(reports.map { $0.finding.framework }, [.swiftui])
        XCTAssertEqual(reports.map { $0.resolution.replacement }, ["Color.bg"])
    }

    /// PDF-Archiver's drawing shim: `private typealias Color = UIColor` (`#else` `fileprivate … = NSColor`)
    /// in one file names `Color` there alone: that file's `Color.black` is UIKit's, a SwiftUI view's
    /// `Color(red:…)` and `Color.white` elsewhere stay SwiftUI's and get SwiftUI tokens (session 28's
    /// review, B4: every SwiftUI color was read as UIColor, drafted with no SwiftUI expression).
    func testAFilePrivateTypealiasNamedColorShadowsOnlyItsOwnFile() throws {
        let table = ##"{ "tokens": { "ink": { "uikit": "Semantic.ink", "swiftui": "Color.ink", "light": "#1A1A1F" }, "bg": { "uikit": "Semantic.bg", "swiftui": "Color.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#1A1A1F", "token": "ink" }, { "match": "#FFFFFF", "token": "bg" } ] }"##
        try write("Drawing.swift", "import Foundation\n#if canImport(UIKit)\nimport UIKit\nprivate typealias Color = UIColor\n#else\nimport AppKit\nfileprivate typealias Color = NSColor\n#endif\n"
                  + "func attributes() -> [NSAttributedString.Key: Any] { [.foregroundColor: Color.white] }\n")
        try write("Card.swift", "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(\"a\").foregroundColor(Color(red: 0.1, green: 0.1, blue: 0.12)).background(Color.white) }\n}\n")
        let reports = try scan(table).allReports
        XCTAssertEqual(reports.map { "\($0.file):\($0.text)" }, ["Card.swift:Color(red: 0.1, green: 0.1, blue: 0.12)", "Card.swift:Color.white", "Drawing.swift:Color.white"])
        XCTAssertEqual(reports.map { $0.finding.framework }, [.swiftui, .swiftui, .uikit])
        XCTAssertEqual(reports.map { $0.resolution.replacement }, ["Color.ink", "Color.bg", "Semantic.bg"])
    }

    /// A design system kept as top-level hex strings in a file of its own (no color word in it),
    /// named in hex constructors elsewhere (the shape of Spawn-App-iOS-SwiftUI's Constants.swift):
    /// each call is a finding with the constant's color, and is rewritten.
    func testHexStringConstantsOfAnotherFileAreColors() throws {
        let table = ##"{ "tokens": { "bg": { "swiftui": "Color.bg", "light": "#FFFFFF" } }, "rules": [ { "match": "#FFFFFF", "token": "bg" } ] }"##
        try write("Tokens.swift", "// Design tokens\nlet paletteWhite: String = \"#FFFFFF\"\nlet paletteInk: String = \"#1F1E1E\"\nlet cardHex: String = paletteWhite\n")
        try write("Card.swift", "import SwiftUI\nstruct Card: View {\n    var body: some View {\n"
                  + "        Text(\"a\").foregroundColor(Color(hex: paletteInk)).background(Color(hex: cardHex))\n    }\n}\n")
        let reports = try scan(table).allReports
        XCTAssertEqual(reports.map { $0.finding.color?.hex(withAlpha: true) }, ["#1F1E1EFF", "#FFFFFFFF"])
        XCTAssertEqual(reports.map { $0.resolution.replacement }, [nil, "Color.bg"])
    }

    /// GitHawk's shape: the String member and the palette of hex strings in one file, their uses
    /// in files with no other color word (screening keeps them only once the member is learned).
    func testHexStringsMadeColorsByTheTreesStringMemberInOtherFiles() throws {
        let table = ##"{ "tokens": { "accent": { "uikit": "Semantic.accent", "light": "#0366D6" } }, "rules": [ { "match": "#0366D6", "token": "accent" } ] }"##
        try write("Styles.swift", "import UIKit\nenum Styles {\n    enum Colors {\n        enum Blue {\n            static let medium = \"0366d6\"\n"
                  + "        }\n    }\n}\nextension String {\n    public var color: UIColor { UIColor.fromHex(self) }\n}\n")
        try write("Menu.swift", "import UIKit\nlet items = [Item(title: \"Lock\", tone: \"3f88f7\".color)]\nlet n = \"3f88f7\".count\n")
        try write("Bar.swift", "import UIKit\nfunc style(_ bar: Bar) {\n    bar.tone = Styles.Colors.Blue.medium.color\n    bar.name = Styles.Colors.Blue.medium\n}\n")
        let reports = try scan(table).allReports
        XCTAssertEqual(reports.map(\.file), ["Bar.swift", "Menu.swift"])
        XCTAssertEqual(reports.map { $0.finding.color?.hex(withAlpha: true) }, ["#0366D6FF", "#3F88F7FF"])
        XCTAssertEqual(reports.map { $0.resolution.replacement }, ["Semantic.accent", nil])
    }

    /// A palette's file: the palette's own members are definitions, not findings; a raw color in
    /// a static member of a type that is no palette (GitHawk's one-member `enum Red` beside the
    /// palette `Gray`) is a finding, as anywhere else (session 20 audit F11: it vanished).
    func testAPaletteFilesOtherTypesKeepTheirColors() throws {
        let table = ##"{ "palettes": ["Gray"], "tokens": { "ink": { "uikit": "Semantic.ink", "light": "#24292E" } }, "rules": [ { "match": "Gray.dark", "token": "ink" } ] }"##
        try write("Styles.swift", "import UIKit\nenum Styles {\n    enum Gray {\n        static let dark = UIColor(red: 0x24 / 255.0, green: 0x29 / 255.0, blue: 0x2E / 255.0, alpha: 1)\n"
                  + "        static let medium = UIColor(red: 0x58 / 255.0, green: 0x60 / 255.0, blue: 0x69 / 255.0, alpha: 1)\n    }\n"
                  + "    enum Red {\n        static let light = UIColor(red: 1, green: 0.93, blue: 0.94, alpha: 1)\n    }\n}\n")
        try write("Cell.swift", "import UIKit\nfunc style(_ l: UILabel) { l.textColor = Styles.Gray.dark }\n")
        let reports = try scan(table).allReports
        XCTAssertEqual(reports.map { "\($0.file):\($0.finding.kind.rawValue)" }, ["Cell.swift:palette-reference", "Styles.swift:rgb-constructor"])
        XCTAssertEqual(reports.last?.finding.color?.hex(withAlpha: false), "#FFEDF0")
    }

    func testNonUTF8FileIsSkippedAndOthersProcessed() throws {
        try write("bad.swift", Array("let c = UIColor.white ".utf8) + [0xFF, 0xFE])
        try write("good.swift", "import UIKit\nlet c = UIColor.white\n")
        let result = try scan()
        XCTAssertEqual(result.problems.map(\.file), ["bad.swift"])
        XCTAssertTrue(result.problems[0].message.contains("not valid UTF-8"))
        XCTAssertEqual(result.allReports.map(\.file), ["good.swift"])
    }

    func testFixKeepsPermissionsAndEveryOtherByte() throws {
        let source = "\u{FEFF}import UIKit\r\nlet c = UIColor.white\t \r\nlet d = 1"
        try write("a.swift", source)
        let path = work.appendingPathComponent("a.swift").path
        XCTAssertEqual(chmod(path, 0o640), 0)
        let outcome = Fixer.fix(try scan())
        XCTAssertEqual(outcome.rewritten, 1)
        let after = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(after, Data(source.replacingOccurrences(of: "UIColor.white", with: "Semantic.bg").utf8))
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int, 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: work.path).filter { $0.contains("recolor-") }
        XCTAssertEqual(leftovers, [], "temporary files left behind")
    }

    /// A file deleted between reading and writing is reported and not brought back; the others are written.
    func testFileDeletedDuringTheRunIsReportedAndNotRecreated() throws {
        try write("a.swift", "let c = UIColor.white\n")
        try write("b.swift", "let c = UIColor.white\n")
        let result = try scan()
        try FileManager.default.removeItem(at: work.appendingPathComponent("a.swift"))
        let outcome = Fixer.fix(result)
        XCTAssertEqual(outcome.problems.map(\.file), ["a.swift"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("a.swift").path))
        XCTAssertEqual(outcome.files, 1)
        XCTAssertNotEqual(try String(contentsOf: work.appendingPathComponent("b.swift"), encoding: .utf8), "let c = UIColor.white\n")
    }

    func testFileChangedSinceReadIsSkipped() throws {
        try write("a.swift", "let c = UIColor.white\n")
        let result = try scan()
        try write("a.swift", "let c = UIColor.white // edited meanwhile\n")
        let outcome = Fixer.fix(result)
        XCTAssertEqual(outcome.rewritten, 0)
        XCTAssertEqual(outcome.problems.count, 1)
        XCTAssertTrue(outcome.problems[0].message.contains("changed since it was read"))
        XCTAssertEqual(try String(contentsOf: work.appendingPathComponent("a.swift"), encoding: .utf8), "let c = UIColor.white // edited meanwhile\n")
    }

    func testWalkSkipsBuildFoldersExcludesAndSymlinks() throws {
        try write("Sources/A.swift", "let c = UIColor.white\n")
        try write("Pods/P/B.swift", "let c = UIColor.white\n")
        try write(".build/x/C.swift", "let c = UIColor.white\n")
        try write("Sources/Gen/D.swift", "let c = UIColor.white\n")
        try write("Generated.swift", "// Generated by SwiftGen, DO NOT EDIT\nlet c = UIColor.white\n")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-outside-\(UUID().uuidString).swift")
        try Data("let c = UIColor.white\n".utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(atPath: work.appendingPathComponent("Sources/Link.swift").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: work.appendingPathComponent("Sources/Loop").path, withDestinationPath: work.path)
        let result = try scan(excludes: ["Sources/Gen/**"])
        XCTAssertEqual(result.files.map(\.path), ["Sources/A.swift"])
    }

    /// A documentation catalog's snippets (damus's flatbuffers `Documentation.docc/Resources/code/`)
    /// are built into no app: passed over when walking, read when named.
    func testWalkSkipsDocumentationCatalogsButReadsAFileNamedInOne() throws {
        try write("Sources/A.swift", "let c = UIColor.white\n")
        try write("Docs/Guide.docc/Resources/code/step1.swift", "let c = UIColor.white\n")
        try write("Sources/docc/B.swift", "let c = UIColor.white\n")
        XCTAssertEqual(try scan().files.map(\.path), ["Sources/A.swift", "Sources/docc/B.swift"])
        XCTAssertEqual(try scan(paths: ["Docs/Guide.docc/Resources/code/step1.swift"]).files.map(\.path),
                       ["Docs/Guide.docc/Resources/code/step1.swift"])
    }

    /// An Xcode localization export's copies of the app's files are built into no app.
    func testWalkSkipsLocalizationExports() throws {
        try write("App/A.swift", "let c = UIColor.white\n")
        try write("Translations/App/de.xcloc/Source Contents/App/A.swift", "let c = UIColor.white\n")
        try write("Translations/xcloc/B.swift", "let c = UIColor.white\n")
        XCTAssertEqual(try scan().files.map(\.path), ["App/A.swift", "Translations/xcloc/B.swift"])
    }

    func testColumnsCountUTF8BytesAndTheBOM() throws {
        try write("a.swift", "\u{FEFF}let é = UIColor.white")
        let r = try XCTUnwrap(try scan().allReports.first)
        XCTAssertEqual([r.line, r.column, r.endLine, r.endColumn], [1, 13, 1, 26])
    }

    func testJSONReportHasTheContractFields() throws {
        try write("a.swift", "import UIKit\nview.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)\n")
        let result = try scan()
        let json = try JSONSerialization.jsonObject(with: Data(FindingsJSONReporter().render(FindingsReport(result: result, reports: result.allReports, cwd: "")).utf8)) as! [String: Any]
        XCTAssertEqual(json["version"] as? Int, 1)
        let finding = try XCTUnwrap((json["findings"] as? [[String: Any]])?.first)
        XCTAssertEqual(finding["file"] as? String, "a.swift")
        XCTAssertEqual(finding["kind"] as? String, "rgb-constructor")
        XCTAssertEqual(finding["framework"] as? String, "uikit")
        XCTAssertEqual(finding["color"] as? String, "#FFFFFFFF")
        XCTAssertEqual(finding["context"] as? String, "backgroundColor")
        XCTAssertEqual(finding["token"] as? String, "bg")
        XCTAssertEqual(finding["replacement"] as? String, "Semantic.bg")
        XCTAssertEqual(json["summary"] as? [String: Int], ["files": 1, "findings": 1, "mapped": 1, "unmapped": 0, "hazards": 0])
    }

    func testRulePriorityAndAlphaReplacement() throws {
        let config = ##"""
        { "tokens": { "a": { "uikit": "T.a" }, "b": { "uikit": "T.b" }, "c": { "uikit": "T.c" } },
          "rules": [ { "match": "#0000004D", "token": "c" },
                     { "match": "#000000", "token": "a" },
                     { "match": "#000000", "context": ["textColor"], "token": "b" } ] }
        """##
        try write("a.swift", "import UIKit\nx.backgroundColor = .black\nlabel.textColor = .black\nlet s = UIColor.black.withAlphaComponent(0.3)\nlet t = UIColor.black.withAlphaComponent(0.5)\n")
        let result = try scan(config)
        let file = result.files[0]
        let rewritten = String(decoding: Edits.apply(Engine.edits(for: file.reports), to: file.bytes), as: UTF8.self)
        XCTAssertEqual(rewritten, "import UIKit\nx.backgroundColor = T.a\nlabel.textColor = T.b\nlet s = T.c\nlet t = T.a.withAlphaComponent(0.5)\n")
    }

    /// A color no rule can match (its value is no number recolor reads, nor its base) is not
    /// told to "give it a rule by hand": `// recolor:ignore` is what keeps it, and does (OpenEmu's
    /// dimming overlay at a run-time alpha failed `check` forever: session 28's review, B17).
    /// Negative: a base color at a run-time alpha (`.gray.withAlphaComponent(a)`) is matched by a
    /// rule for its base, so it gets no such advice.
    func testAColorNoRuleCanMatchIsToldHowToKeepIt() throws {
        try write("Pad.swift", "import AppKit\nfinal class Pad: NSView {\n    var a: CGFloat = 0.3\n    override func draw(_ r: NSRect) {\n        NSColor(deviceWhite: 0, alpha: a).setFill()\n        NSColor.gray.withAlphaComponent(a).setFill()\n    }\n}\n")
        var reports = try scan(##"{ "tokens": {} }"##).allReports
        XCTAssertEqual(reports.map(\.text), ["NSColor(deviceWhite: 0, alpha: a)", "NSColor.gray.withAlphaComponent(a)"])
        // Its constant white is read since session 35 (fixa35, V8: constant components at a run-time alpha): a rule for
        // its base matches it now, as the base color's at a run-time alpha, so it gets no such advice either.
        XCTAssertEqual(Reporters.message(reports[0]), "hard-coded color NSColor(deviceWhite: 0, alpha: a): no mapping")
        XCTAssertEqual(Reporters.message(reports[1]), "hard-coded color NSColor.gray.withAlphaComponent(a): no mapping")
        // A white chosen at run time between two constants is no value a rule can match: the advice.
        try write("Pad.swift", "import AppKit\nfinal class Pad: NSView {\n    var a: CGFloat = 0.3\n    var on = false\n    override func draw(_ r: NSRect) {\n        NSColor(deviceWhite: on ? 0 : 1, alpha: a).setFill()\n    }\n}\n")
        reports = try scan(##"{ "tokens": {} }"##).allReports
        XCTAssertEqual(Reporters.message(reports[0]), "hard-coded color NSColor(deviceWhite: on ? 0 : 1, alpha: a): no mapping; no rule can match a value recolor cannot read: `// recolor:ignore` on the line above keeps it as written")
        try write("Pad.swift", "import AppKit\nfinal class Pad: NSView {\n    var a: CGFloat = 0.3\n    override func draw(_ r: NSRect) {\n        // recolor:ignore\n        NSColor(deviceWhite: 0, alpha: a).setFill()\n    }\n}\n")
        reports = try scan(##"{ "tokens": {} }"##).allReports
        XCTAssertEqual(reports.count, 0)
    }
}
