@testable import RecolorCore
import XCTest

/// `PBXReader` reads a `project.pbxproj` in one pass and keeps only the keys recolor uses: what
/// it keeps is what the generic reader it replaced (`OpenStepPlist`, kept in the tests) gave for
/// those keys, and a file either rejects is rejected by both with the same line and message.
final class PBXReaderTests: XCTestCase {
    /// What a test compares: the objects by identifier, each with its kept keys.
    struct Kept: Equatable {
        var rootObject: String?
        var objects: [String: Object]?
        struct Object: Equatable {
            var isDictionary: Bool
            var fields: [PBXField: PBXValue]
        }
    }

    static func read(_ text: String) -> Result<Kept, PlistError> {
        do throws(PlistError) {
            let document = try PBXReader.read(Array(text.utf8))
            let objects = document.objects.map { objects in
                Dictionary(uniqueKeysWithValues: zip(objects.ids, objects.objects).map { id, object in
                    (id, Kept.Object(isDictionary: object.isDictionary,
                                     fields: Dictionary(uniqueKeysWithValues: object.entries.map { ($0.field, $0.value) })))
                })
            }
            return .success(Kept(rootObject: document.rootObject, objects: objects))
        } catch {
            return .failure(error)
        }
    }

    /// The same from the old reader's tree, each kept key's value read as `PBXValue` says.
    static func reference(_ text: String) -> Result<Kept, PlistError> {
        func value(_ v: PlistValue) -> PBXValue {
            switch v {
            case .string(let s): .string(s)
            case .array(let a): .list(a.compactMap(\.string))
            case .dictionary(let d): .table(d.mapValues { $0.strings.joined(separator: " ") })
            }
        }
        do throws(PlistError) {
            let root = try OpenStepPlist.parse(Array(text.utf8))
            let objects = root["objects"]?.dictionary.map { objects in
                objects.mapValues { object in
                    Kept.Object(isDictionary: object.dictionary != nil,
                                fields: Dictionary(uniqueKeysWithValues: (object.dictionary ?? [:]).compactMap { key, v in
                                    PBXField(rawValue: key).map { ($0, value(v)) }
                                }))
                }
            }
            return .success(Kept(rootObject: root["rootObject"]?.string, objects: objects))
        } catch {
            return .failure(error)
        }
    }

    /// Quoted strings with escapes and newlines, single quotes, comments everywhere, arrays in
    /// arrays, dictionaries in lists, `<data>`, a key or an object given twice, a quoted key, an
    /// object that is no dictionary, non-ASCII paths, settings of every shape.
    static let tricky = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {
        /* Begin PBXFileReference section */
        \t\tF1 /* a "b".swift */ = {isa = PBXFileReference; path = "Sources/Quote \\"Me\\"\\tTab\\\\Back.swift"; name = 'single quoted'; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXFileReference; lastKnownFileType = text; path = Café/Ünïcode.swift; sourceTree = SOURCE_ROOT; };
        \t\t"G1" = {isa = PBXGroup; children = (F1, /* a comment */ F2, (N1, N2), {x = y;}, ); "path" = "multi
        line"; sourceTree = "<group>"; };
        \t\tD1 = {isa = PBXThing; data = <0a0b 0c>; children = {a = b;}; files = F9; };
        \t\tS1 = plain;
        \t\tA1 = (a, b);
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {OTHER_SWIFT_FLAGS = ("-D", "DEBUG", (nested), ); EMPTY = ""; DICT = {a = b;}; "QUOTED KEY" = "a\\nb"; DUP = 1; DUP = 2;}; name = Debug; name = Release; };
        \t\t// a line comment inside objects
        \t\tF1 = {isa = PBXFileReference; path = Replaced.swift; sourceTree = "<group>"; };
        \t\tP1 = {isa = PBXProject; targets = (); projectDirPath = ""; attributes = {LastUpgradeCheck = 1500; TargetAttributes = {T1 = {CreatedOnToolsVersion = 15.0;};};}; };
        \t};
        \trootObject = P1 /* Project object */;
        }

        """

    func testKeptKeysAreWhatTheGenericReaderGave() throws {
        for text in [Self.tricky, ProjectFilesTests.pbxproj] {
            let kept = try Self.read(text).get()
            XCTAssertEqual(kept, try Self.reference(text).get())
        }
        let kept = try Self.read(Self.tricky).get()
        let objects = try XCTUnwrap(kept.objects)
        XCTAssertEqual(objects["F1"]?.fields[.path], .string("Replaced.swift"))
        XCTAssertEqual(objects["G1"]?.fields[.children], .list(["F1", "F2"]))
        XCTAssertEqual(objects["G1"]?.fields[.path], .string("multi\nline"))
        XCTAssertEqual(objects["C1"]?.fields[.name], .string("Release"))
        XCTAssertEqual(objects["C1"]?.fields[.buildSettings], .table(["OTHER_SWIFT_FLAGS": "-D DEBUG", "EMPTY": "", "DICT": "",
                                                                      "QUOTED KEY": "a\nb", "DUP": "2"]))
        XCTAssertEqual(objects["S1"], Kept.Object(isDictionary: false, fields: [:]))
        XCTAssertEqual(objects["F2"]?.fields[.path], .string("Café/Ünïcode.swift"))
        XCTAssertEqual(kept.rootObject, "P1")
        // Escapes, read by the one reader now.
        let escaped = try Self.read("{objects = {F = {path = \"a\\\"b\\tc\\\\d\\qe\";};};}").get()
        XCTAssertEqual(escaped.objects?["F"]?.fields[.path], .string("a\"b\tc\\dqe"))
    }

    /// Broken files: the same error (line and message) from both readers, and a warning naming
    /// the file with that line.
    func testBrokenFilesGiveTheGenericReadersErrorNamingTheFile() throws {
        let broken = [
            "", "// only a comment\n", "}", "{a = b;} trailing", "{a = b}", "{a b;}", "{a = (b c);}", "{a = (b, c; }",
            "{a = \"open\n", "{a = <0a 0b", "{a = b; /* open comment", "{a = {b = (c, {d = e;}, );};\n",
            "{\n\tobjects = {\n<<<<<<< HEAD\n\t\tF1 = {isa = PBXFileReference;};\n=======\n>>>>>>> branch\n\t};\n}\n",
            "{a = 'x';\n b = \"y\n z\";\n c = ;}", "{a = (,);}", "{a = (b, ));}", "{\"k\\\"ey\" b;}", "{a = b;;}",
            String(repeating: "{a=(", count: 2_000),
        ]
        for text in broken {
            guard case .failure(let expected) = Self.reference(text) else { return XCTFail("the reference reads \(text.prefix(40))") }
            guard case .failure(let error) = Self.read(text) else { XCTFail("PBXReader reads \(text.prefix(40))"); continue }
            XCTAssertEqual(error, expected, "\(text.prefix(40))")
        }
        // A merge conflict left in the file (corpus22's Raivo): `<` opens a data value up to the first `>`.
        let conflicted = broken[12]
        let facts = ProjectFacts.read(projectFiles: ["/r/App.xcodeproj/project.pbxproj"], cwd: "/r") { _ in Array(conflicted.utf8) }
        XCTAssertEqual(facts.warnings.map(\.file), ["App.xcodeproj/project.pbxproj"])
        XCTAssertEqual(facts.warnings.map(\.line), [3])
        XCTAssertTrue(facts.warnings[0].message.hasPrefix("not a readable project file (expected '=' after the key '<<<<<<< HEAD"), facts.warnings[0].message)
        XCTAssertEqual(facts.targets, [])
    }

    /// Prefixes of the tricky fixture (a file cut short in each kind of place) read as the
    /// generic reader read them (every fifth: each is read whole, 0.2 s in a debug build).
    func testEveryTruncationReadsAsBefore() {
        for text in [Self.tricky] {
            let bytes = Array(text.utf8)
            for end in stride(from: 0, to: bytes.count, by: 5) {
                let cut = String(decoding: bytes[..<end], as: UTF8.self)
                XCTAssertEqual(Self.read(cut), Self.reference(cut), "cut at \(end)")
            }
        }
    }
}
