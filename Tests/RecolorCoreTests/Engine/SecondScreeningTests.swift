import Foundation
@testable import RecolorCore
import XCTest

/// The second screening looks only for what the run's settings added (`Prefilter.AddedWords`):
/// on files the first screening dropped it must say what the whole screening again says.
final class SecondScreeningTests: XCTestCase {
    func testOnlyTheAddedWordsAndTypesDecideAsTheWholeScreeningDoes() {
        let earlier = Prefilter(settings: DetectionSettings(configuration: Configuration()))
        var configuration = Configuration()
        configuration.palettes = ["Brand"]
        let later = Prefilter(settings: DetectionSettings(configuration: configuration,
                                                          types: ColorTypeTable(aliases: ["NSUIColor": ["UIColor"], "AppColor": ["UIColor"]])))
        guard let added = later.addedWords(since: earlier) else { return XCTFail("only words and types were added") }
        XCTAssertNil(earlier.addedWords(since: later), "a word taken away screens every file again")
        let sources = [
            // Triggering: an added palette word, a type the first screening did not know, an extension of one calling `hex(`.
            "let c = Brand.primary", "let c = NSUIColor(red: 1, green: 0, blue: 0, alpha: 1)",
            "extension AppColor {\n    static let ink = hex(0x121212)\n}",
            // Non-triggering: nothing added, a `…Color` word that is no type, an extension without `hex(`.
            "let x = 1", "Text(\"\").foregroundColor(.accentColor)", "extension AppColor {\n    static let ink = make(1)\n}",
            "let brand = \"b\"", "struct View { let frame = CGRect.zero }",
        ]
        for source in sources {
            let bytes = Array(source.utf8)
            let first = earlier.screen(bytes)
            guard !first.mayHoldFinding else { continue }
            XCTAssertEqual(added.mayHoldFinding(bytes, unknownTypes: first.unknownTypes, implicitMemberWithoutContext: first.implicitMemberWithoutContext),
                           later.screenColors(bytes, ColorWordOffsets(bytes)).mayHoldFinding, source)
        }
        XCTAssertTrue(added.mayHoldFinding(Array("let c = Brand.primary".utf8), unknownTypes: [], implicitMemberWithoutContext: false))
        XCTAssertFalse(added.mayHoldFinding(Array("let x = 1".utf8), unknownTypes: [], implicitMemberWithoutContext: false))
    }

    /// An added type whose name does not end in `Color` (amplify's test `typealias StateType = Color`) is
    /// among the added words: a file writing `Self.` or `hex(` is screened in full again only for an added
    /// `…Color` type it holds, and the answer is still the whole screening's.
    func testOnlyAnAddedColorTypeScreensAFileInFullAgain() {
        let earlier = Prefilter(settings: DetectionSettings(configuration: Configuration()))
        let later = Prefilter(settings: DetectionSettings(configuration: Configuration(),
                                                          types: ColorTypeTable(aliases: ["StateType": ["Color"], "AppColor": ["UIColor"]])))
        guard let added = later.addedWords(since: earlier) else { return XCTFail("only words and types were added") }
        XCTAssertEqual(added.colorTypes.map { String(decoding: $0.needle, as: UTF8.self) }, ["AppColor"])
        let sources = [
            // Triggering: an extension of the added `…Color` type calling `hex(` or `Self(`; the added word.
            "extension AppColor {\n    static let ink = hex(0x1212)\n}", "extension AppColor {\n    static var ink: Self { Self(white: 0.5, alpha: 1) }\n}",
            "let s: StateType = .idle",
            // Non-triggering: `Self.`, `hex(` and `Self(` without an added type; another `…Color` type's extension.
            "struct Machine { static let shared = Self.make() }", "let v = hex(0x12)", "extension OtherColor {\n    static let ink = hex(0x1212)\n}",
            "enum E { case a; static let all = Self.a }", "struct S { init() { _ = Self(x: 1) } }",
        ]
        var screenedOut = 0
        for source in sources {
            let bytes = Array(source.utf8)
            let first = earlier.screen(bytes)
            guard !first.mayHoldFinding else { continue }
            screenedOut += 1
            XCTAssertEqual(added.mayHoldFinding(bytes, unknownTypes: first.unknownTypes, implicitMemberWithoutContext: first.implicitMemberWithoutContext),
                           later.screenColors(bytes, ColorWordOffsets(bytes)).mayHoldFinding, source)
        }
        XCTAssertGreaterThanOrEqual(screenedOut, 6)
        XCTAssertTrue(added.mayHoldFinding(Array(sources[0].utf8), unknownTypes: [], implicitMemberWithoutContext: false))
        XCTAssertFalse(added.mayHoldFinding(Array(sources[3].utf8), unknownTypes: [], implicitMemberWithoutContext: false))
    }

    /// A file screened out without its bytes is screened again from what the first screening kept
    /// (its words around `olor`, the unknown `…Color` types it extends while calling `hex(`): where
    /// that can tell, it says what the bytes say.
    func testWhatTheFirstScreeningKeptDecidesAsTheBytesDo() {
        let earlier = Prefilter(settings: DetectionSettings(configuration: Configuration()))
        var configuration = Configuration()
        configuration.palettes = ["CodableColor"]
        let later = Prefilter(settings: DetectionSettings(configuration: configuration, types: ColorTypeTable(aliases: ["AppColor": ["UIColor"]])))
        guard let added = later.addedWords(since: earlier) else { return XCTFail("only words and types were added") }
        // (Four hex digits: since session 28 a `0x` code of six beside `olor` is kept by the first screening
        // itself, for `UndeclaredHexFunctionDetector`; these sources must be screened out first.)
        let sources = [
            // Triggering: the added word as a call, inside a longer word, in a comment; an added type; its extension calling `hex(`.
            "let c = CodableColor(hex: 0x1212)", "struct MyCodableColors {}", "// see CodableColor", "let c = AppColor(red: 1, green: 0, blue: 0, alpha: 1)",
            "extension AppColor {\n    static let ink = hex(0x1212)\n}",
            // Non-triggering: no `olor`, another `…Color` word, the word cut by a non-word byte, an extension without `hex(`.
            "let x = 1", "let codable = true", "struct Codable_Colour {}", "let c = CodableCol\u{F6}r()", "let c = Codable.Color",
            "extension AppColor {\n    static let ink = make(1)\n}", "extension OtherColor {\n    static let ink = hex(0x1212)\n}",
        ]
        var told = 0
        for source in sources {
            let bytes = Array(source.utf8)
            let first = earlier.screen(bytes)
            guard !first.mayHoldFinding, !first.implicitMemberWithoutContext else { continue }
            let fromBytes = added.mayHoldFinding(bytes, unknownTypes: first.unknownTypes, implicitMemberWithoutContext: false)
            let kept = added.mayHoldFinding(runs: ColorWordRuns(bytes, olor: ColorWordOffsets(bytes).olor), unknownTypes: first.unknownTypes,
                                            extendedUnknownTypes: first.extendedUnknownTypes)
            XCTAssertEqual(kept, fromBytes, source)
            told += 1
        }
        XCTAssertEqual(told, sources.count, "every source is screened out first, and told without its bytes")
        XCTAssertEqual(added.mayHoldFinding(runs: ColorWordRuns(Array("struct MyCodableColors {}".utf8), olor: [17]), unknownTypes: [], extendedUnknownTypes: []), true)
        XCTAssertEqual(added.mayHoldFinding(runs: ColorWordRuns.none, unknownTypes: [], extendedUnknownTypes: []), false)
        XCTAssertEqual(added.mayHoldFinding(runs: nil, unknownTypes: [], extendedUnknownTypes: []), nil, "runs not kept: read the file")
        // An added word without `olor` is not told from the runs.
        configuration.palettes = ["Brand"]
        let branded = Prefilter(settings: DetectionSettings(configuration: configuration))
        XCTAssertNil(branded.addedWords(since: earlier)?.mayHoldFinding(runs: ColorWordRuns.none, unknownTypes: [], extendedUnknownTypes: []))
    }

    /// `func NAME<` heads found in the one pass of `ColorWordOffsets` are those `GenericPassThroughs` reads.
    func testGenericFunctionHeadsAreFoundInTheOnePass() {
        let source = "func getItem<T>(for key: String, defaultValue: T) -> T { x }\nfunc plain(a: Int) {}\nmyfunc g<T>() {}\n  static func make<V>(value: V) -> V { v }\nfunc"
        let bytes = Array(source.utf8)
        let heads = ColorWordOffsets(bytes).genericFunctions
        XCTAssertEqual(heads.count, 2)
        XCTAssertEqual(GenericPassThroughs.read(bytes, heads: heads), GenericPassThroughs.read(bytes))
        XCTAssertEqual(GenericPassThroughs.read(bytes)?.labels["getItem"], ["defaultValue"])
    }

    /// An ASCII name holding neither `dark` nor `light` is no appearance flag, told from its bytes;
    /// one holding either in any case is split into words as before.
    func testAnAppearanceFlagNeedsDarkOrLightInItsBytes() {
        for name in ["useDarkVariant", "isLightTheme", "prefersDarkAppearance", "IS_DARK_MODE", "isDarK", "backgroundColor", "isOn",
                     "hasDarkBackground", "darkenAmount", "isNight", "caf\u{E9}Dark", "isDar\u{212A}"] {
            if !AppearanceCondition.mayNameAppearance(name) {
                XCTAssertFalse(DynamicColors.words(name).contains { $0 == "dark" || $0 == "light" }, name)
            }
        }
        XCTAssertEqual(AppearanceCondition.namedFlag("useDarkVariant"), true)
        XCTAssertEqual(AppearanceCondition.namedFlag("isLightTheme"), false)
        XCTAssertNil(AppearanceCondition.namedFlag("hasDarkBackground"))
        XCTAssertNil(AppearanceCondition.namedFlag("backgroundColor"))
        XCTAssertFalse(AppearanceCondition.mayNameAppearance("backgroundColor"))
        XCTAssertTrue(AppearanceCondition.mayNameAppearance("IS_DARK_MODE"))
        XCTAssertTrue(AppearanceCondition.mayNameAppearance("isDar\u{212A}"))
    }
}
