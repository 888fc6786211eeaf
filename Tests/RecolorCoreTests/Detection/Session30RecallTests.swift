@testable import RecolorCore
import XCTest

/// Session 30 (recall30): shapes left by session 29, each reproduced on main (5ad17ead) first.
/// - podcast-ios's `UIColor.colorFromCode(0xfcfcfe)` (review 29 A14): a color type's static
///   factory of a name recolor does not list was no finding;
/// - ku-ring's palette `static let warning: Color = Self.color(light: Self.from(hex: "FF4848"), …)`,
///   `from(hex:)` a static function of `Color.Kuring`, a namespace that is no color type: no finding;
/// - SmoothGradient's `SmoothLinearGradient(from: .black, to: .black.opacity(0), …)` (ExcalidrawZ):
///   no finding, or AppKit's in a file importing AppKit too.
final class Session30RecallTests: XCTestCase {
    func findings(_ sources: [String: String]) -> [String: [Finding]] {
        let files = sources.keys.sorted().map { SwiftSource(path: $0, bytes: Array(sources[$0]!.utf8)) }
        let reports = Engine.analyze(files, options: RunOptions()).allReports
        return Dictionary(grouping: reports, by: \.file).mapValues { $0.map(\.finding) }
    }

    // MARK: a color type's static factory of any name taking one hex literal

    let codeFactory = "import UIKit\nextension UIColor {\n    public static func colorFromCode(_ code: Int) -> UIColor {\n"
        + "        let red = CGFloat(((code & 0xFF0000) >> 16)) / 255\n        let green = CGFloat(((code & 0xFF00) >> 8)) / 255\n"
        + "        let blue = CGFloat((code & 0xFF)) / 255\n        return UIColor(red: red, green: green, blue: blue, alpha: 1)\n    }\n}\n"

    func testAStaticFactoryOfAnyNameWithOneHexLiteralIsAHexCall() {
        let header = "import UIKit\nfinal class HeaderView: UIView {\n    let title = UILabel()\n    func setup() {\n"
            + "        backgroundColor = UIColor.colorFromCode(0xfcfcfe)\n        title.textColor = .colorFromCode(0x121212)\n    }\n}\n"
        let found = findings(["UIColor+Code.swift": codeFactory, "HeaderView.swift": header])
        XCTAssertEqual(found["HeaderView.swift"]?.map(\.color?.description), ["#FCFCFEFF", "#121212FF"])
        XCTAssertEqual(found["HeaderView.swift"]?.map(\.kind), [.hexConstructor, .hexConstructor])
        XCTAssertEqual(found["HeaderView.swift"]?.map(\.context), ["backgroundColor", "textColor"])
    }

    /// Negatives: a decimal code, a run-time code, a two-digit level, a labeled seed, another type's
    /// factory of the name, an instance method of a color.
    func testAFactoryCallThatIsNoHexLiteralIsNothing() {
        let other = "import UIKit\nfinal class Other: UIView {\n    func setup(code: Int, color: UIColor) {\n"
            + "        backgroundColor = UIColor.colorFromCode(16579838)\n        tintColor = UIColor.colorFromCode(code)\n"
            + "        let a = UIColor.gray(0x33)\n        let b = UIColor.random(seed: 0xFCFCFE)\n"
            + "        let c = Data.colorFromCode(0xFCFCFE)\n        let d = color.mixed(0xFCFCFE)\n        _ = (a, b, c, d)\n    }\n}\n"
        XCTAssertNil(findings(["UIColor+Code.swift": codeFactory, "Other.swift": other])["Other.swift"])
    }

    // MARK: a hex function of the app's namespace type, no color type

    let kuring = "import UIKit\nimport SwiftUI\n\nextension Color {\n    public struct Kuring { }\n}\n\nextension Color.Kuring {\n"
        + "    public static let warning: Color = Self.color(\n        light: Self.from(hex: \"FF4848\"),\n        dark: Self.from(hex: \"DE4343\")\n    )\n"
        + "    public static let bg: Color = Self.color(light: from(hex: \"FFFFFF\"), dark: from(hex: \"292929\"))\n}\n\n"
        + "extension Color.Kuring {\n    static func color(light: UIColor, dark: UIColor) -> Color {\n"
        + "        Color(UIColor { $0.userInterfaceStyle == .dark ? dark : light })\n    }\n\n"
        + "    static func from(hex: String, alpha: CGFloat = 1.0) -> UIColor {\n        var v: UInt64 = 0\n"
        + "        Scanner(string: hex).scanHexInt64(&v)\n        return UIColor(red: CGFloat((v >> 16) & 0xFF) / 255, green: CGFloat((v >> 8) & 0xFF) / 255, "
        + "blue: CGFloat(v & 0xFF) / 255, alpha: alpha)\n    }\n}\n"

    func testANamespacesHexFunctionIsAHexCallInsideItAndQualified() {
        let use = "import UIKit\nimport SwiftUI\nfinal class Banner: UIView {\n    func setup() {\n"
            + "        backgroundColor = Color.Kuring.from(hex: \"EBF8F2\")\n        tintColor = Kuring.from(hex: \"3DBD80\", alpha: 0.5)\n    }\n}\n"
        let found = findings(["Color.UIKit.swift": kuring, "Banner.swift": use])
        XCTAssertEqual(found["Color.UIKit.swift"]?.map(\.color?.description), ["#FF4848FF", "#DE4343FF", "#FFFFFFFF", "#292929FF"])
        XCTAssertEqual(found["Banner.swift"]?.map(\.color?.description), ["#EBF8F2FF", "#3DBD8080"])
    }

    /// Negatives: another type's bare `from(hex:)` or `Self.from(hex:)` (its own, returning no color),
    /// another type qualified, a run-time value.
    func testAnotherTypesFunctionOfTheNameIsNothing() {
        let other = "import UIKit\nstruct Parser {\n    static func from(hex: String) -> Int { 0 }\n"
            + "    static let a = from(hex: \"FF4848\")\n    static let b = Self.from(hex: \"FF4848\")\n}\n"
            + "func f(code: String) {\n    let c = Data.from(hex: \"FFFFFF\")\n    let d = Color.Kuring.from(hex: code)\n    _ = (c, d)\n}\n"
        XCTAssertNil(findings(["Color.UIKit.swift": kuring, "Parser.swift": other])["Parser.swift"])
    }

    // MARK: a library's labeled color parameters (SmoothGradient)

    func testSmoothGradientsFromAndToAreSwiftUIColors() {
        let view = "import SwiftUI\nimport SmoothGradient\nimport AppKit\nstruct Fade: View {\n    var body: some View {\n"
            + "        SmoothLinearGradient(\n            from: .black,\n            to: .black.opacity(0),\n            startPoint: .top,\n            endPoint: .bottom\n        )\n"
            + "        .background(LinearGradient(gradient: .smooth(from: .white, to: .clear), startPoint: .top, endPoint: .bottom))\n    }\n}\n"
        let found = findings(["Fade.swift": view])
        XCTAssertEqual(found["Fade.swift"]?.map(\.color?.description), ["#000000FF", "#00000000", "#FFFFFFFF"])
        XCTAssertEqual(Set(found["Fade.swift"]?.map(\.framework) ?? []), [.swiftui])
    }

    /// Negative: without the library, an app's own `SmoothLinearGradient(from:to:)` of another type.
    func testWithoutTheLibraryTheLabelsSayNothing() {
        let own = "import SwiftUI\nenum Stop { case black, white }\nstruct SmoothLinearGradient: View {\n    init(from: Stop, to: Stop) {}\n"
            + "    var body: some View { EmptyView() }\n}\nstruct Fade: View {\n    var body: some View { SmoothLinearGradient(from: .black, to: .white) }\n}\n"
        XCTAssertNil(findings(["Fade.swift": own])["Fade.swift"])
    }

    // MARK: an implicit member typed by the other arm of its ternary; SwiftUI's shape-style eraser

    /// Strongbox's `let c = on ? Color.black : .white` and `return AnyShapeStyle(.white)`: the `.white`s were no finding.
    func testAnArmIsTypedByTheOtherArmAndAnyShapeStyleHoldsAColor() {
        let view = "import SwiftUI\nstruct Item: View {\n    var on: Bool\n    var body: some View {\n"
            + "        let c = on ? Color.black : .white\n        let d = on ? .white : UIColor(white: 0.1, alpha: 1)\n"
            + "        Text(\"a\").foregroundStyle(c).background(Color(d)).overlay(Rectangle().fill(style()))\n    }\n"
            + "    func style() -> some ShapeStyle {\n        if on { return AnyShapeStyle(.white) }\n        return AnyShapeStyle(.tint)\n    }\n}\n"
        let found = findings(["Item.swift": view])
        XCTAssertEqual(found["Item.swift"]?.map(\.color?.description), ["#000000FF", "#FFFFFFFF", "#FFFFFFFF", "#1A1A1AFF", "#FFFFFFFF"])
        XCTAssertEqual(found["Item.swift"]?.map(\.framework), [.swiftui, .swiftui, .uikit, .uikit, .swiftui])
    }

    /// Negatives: an arm that goes on to another type (`.cgColor`), an arm of no color type, an arm
    /// of a run-time value, `AnyShapeStyle` in a file importing no SwiftUI.
    func testAnArmOfAnotherTypeSaysNothing() {
        let view = "import UIKit\nimport SwiftUI\nenum Tone { case white, black }\nstruct Item {\n    var on: Bool\n    var tone: Tone\n"
            + "    func f() {\n        let c = on ? UIColor.black.cgColor : .white\n        let t = on ? Tone.black : .white\n"
            + "        let u = on ? tone : .white\n        _ = (c, t, u)\n    }\n}\n"
        let found = findings(["Item.swift": view])
        XCTAssertEqual(found["Item.swift"]?.map(\.color?.description), ["#000000FF"])
        let noSwiftUI = "import UIKit\nstruct AnyShapeStyle { init(_ t: Tone) {} }\nenum Tone { case white }\nlet s = AnyShapeStyle(.white)\n"
        XCTAssertNil(findings(["Plain.swift": noSwiftUI])["Plain.swift"])
    }
}
