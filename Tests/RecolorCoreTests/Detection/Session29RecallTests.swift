@testable import RecolorCore
import XCTest

/// Session 29 (recall29): shapes left by session 28, each reproduced on main (6553af4b) first.
/// - OpenEmu's failable `convenience init?(from colorString: String)` scanning `#rrggbb`
///   (review B8): `NSColor(from: "#526ba0")` was no finding, `from` naming no hex;
/// - HSTracker's SwiftUI `init(hex: String)` handing the string to its free `componentsFromHex(hex:)`,
///   whose `let alpha = … >> 24` reads `#AA000000` as black at 67 % (read RRGGBBAA: alpha 0, dropped as clear).
final class Session29RecallTests: XCTestCase {
    func findings(_ sources: [String: String]) -> [String: [Finding]] {
        let files = sources.keys.sorted().map { SwiftSource(path: $0, bytes: Array(sources[$0]!.utf8)) }
        let reports = Engine.analyze(files, options: RunOptions()).allReports
        return Dictionary(grouping: reports, by: \.file).mapValues { $0.map(\.finding) }
    }

    // MARK: a hex-string initializer under a label naming no hex

    let fromInitializer = "import Cocoa\nextension NSColor {\n    @objc(colorFromHexString:)\n    convenience init?(from colorString: String) {\n"
        + "        guard colorString.count == 7 else { return nil }\n        var rgb: UInt64 = 0\n"
        + "        Scanner(string: String(colorString.dropFirst())).scanHexInt64(&rgb)\n"
        + "        self.init(colorSpace: .deviceRGB, components: [CGFloat((rgb & 0xFF0000) >> 16) / 255, CGFloat((rgb & 0x00FF00) >> 8) / 255, CGFloat(rgb & 0xFF) / 255, 1], count: 4)\n"
        + "    }\n}\n"
    let credits = "import Cocoa\nfinal class Credits: NSViewController {\n    @IBOutlet var author: NSTextField!\n    func style() {\n"
        + "        let link = NSColor(from: \"#526ba0\")\n        author.textColor = NSColor(from: \"#929DA5\")\n        _ = link\n    }\n}\n"

    func testTheTreesHexStringInitializerIsAHexCallWhateverItsLabel() {
        let found = findings(["NSColor+Hex.swift": fromInitializer, "Credits.swift": credits])
        XCTAssertEqual(found["Credits.swift"]?.map(\.color?.description), ["#526BA0FF", "#929DA5FF"])
        XCTAssertEqual(found["Credits.swift"]?.map(\.kind), [.hexConstructor, .hexConstructor])
    }

    /// Negatives: the same label on an initializer reading no hex (a named-color lookup), a string that
    /// is no hex code, a run-time value, another type's `init(from:)`.
    func testAnInitializerReadingNoHexOrAnArgumentThatIsNoHexCodeIsNothing() {
        let lookup = "import Cocoa\nextension NSColor {\n    convenience init?(from name: String) {\n"
            + "        guard let c = NSColor(named: name) else { return nil }\n        self.init(cgColor: c.cgColor)\n    }\n}\n"
        XCTAssertNil(findings(["NSColor+Named.swift": lookup, "Credits.swift": credits])["Credits.swift"])
        let other = "import Cocoa\nfinal class Other: NSViewController {\n    func style(_ s: String, decoder: Decoder) throws {\n"
            + "        let a = NSColor(from: \"Brand\")\n        let b = NSColor(from: s)\n        let c = try Palette(from: decoder)\n"
            + "        let d = Data(from: \"#526ba0\")\n        _ = (a, b, c, d)\n    }\n}\n"
        XCTAssertNil(findings(["NSColor+Hex.swift": fromInitializer, "Other.swift": other])["Other.swift"])
    }

    // MARK: the order of eight digits read from the function a string initializer hands its string to

    func componentsReader(topByte: String) -> String {
        "import SwiftUI\nimport AppKit\nfunc componentsFromHex(hex: String) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat?) {\n"
            + "    var theInt: UInt64 = 0\n    Scanner(string: String(hex.dropFirst())).scanHexInt64(&theInt)\n"
            + "    let \(topByte) = hex.count == 9 ? CGFloat((theInt & 0xFF000000) >> 24) / 255.0 : nil\n"
            + "    let green = CGFloat((theInt & 0xFF00) >> 8) / 255.0\n    return (green, green, green, nil)\n}\n"
            + "extension Color {\n    init(hex: String) {\n        let (red, green, blue, alpha) = componentsFromHex(hex: hex)\n"
            + "        self.init(red: red, green: green, blue: blue, opacity: alpha ?? 1.0)\n    }\n}\n"
    }
    let widget = "import SwiftUI\nstruct Resources: View {\n    var body: some View {\n"
        + "        Text(\"5\").background(Color(hex: \"#AA000000\")).foregroundColor(Color(hex: \"#102030\")).border(Color(hex: \"#AA102030\"))\n    }\n}\n"

    func testEightDigitsReadAlphaFirstAsTheCalledFunctionReadsThem() {
        let found = findings(["Color.swift": componentsReader(topByte: "alpha"), "Resources.swift": widget])
        XCTAssertEqual(found["Resources.swift"]?.map(\.color?.description), ["#000000AA", "#102030FF", "#102030AA"])
    }

    /// Negative: a function putting the top byte in red keeps RRGGBBAA (the clear `#AA000000` stays no finding).
    func testATopByteReadAsRedKeepsRRGGBBAA() {
        let found = findings(["Color.swift": componentsReader(topByte: "red"), "Resources.swift": widget])
        XCTAssertEqual(found["Resources.swift"]?.map(\.color?.description), ["#102030FF", "#AA102030"])
    }

    // MARK: a gradient's unlabeled color array (PureSwiftUI's `LinearGradient(_ colors: [Color], from:to:)`)

    func testAnUnlabeledColorArrayOfAGradientHoldsSwiftUIColors() {
        let found = findings(["Bar.swift": "import SwiftUI\nimport PureSwiftUI\nstruct Bar: View {\n"
            + "    private let text = LinearGradient([.white, .white], to: .trailing)\n    var body: some View {\n"
            + "        Rectangle().fill(LinearGradient([.clear, .white], from: .top, to: .bottom))\n"
            + "            .background(RadialGradient([.black, .red], center: .center, startRadius: 0, endRadius: 4))\n    }\n}\n"])
        XCTAssertEqual(found["Bar.swift"]?.map(\.color?.description), ["#FFFFFFFF", "#FFFFFFFF", "#FFFFFFFF", "#000000FF"])
        XCTAssertEqual(Set(found["Bar.swift"]?.map(\.framework) ?? []), [.swiftui])
    }

    /// Negatives: points, the tree's own gradient type of its own color model (`init(_ colors: [Shade])`), a file importing no SwiftUI.
    func testAnArrayOfAnotherTypeOrOutsideSwiftUIIsNothing() {
        let found = findings(["Own.swift": "import SwiftUI\nenum Shade { case white, black }\nstruct AngularGradient { init(_ colors: [Shade]) {} }\n"
            + "let a = AngularGradient([.white, .black])\nlet p = LinearGradient([.top, .bottom], from: .top, to: .bottom)\n",
            "Kit.swift": "import UIKit\nlet g = LinearGradient([.clear, .white], from: .top, to: .bottom)\n"])
        XCTAssertNil(found["Own.swift"])
        XCTAssertNil(found["Kit.swift"])
    }

    // MARK: a name ending in Color and a number (GithubClient's `tmpColor1`)

    func testANumberedColorNameIsAColorContext() {
        let found = findings(["Cell.swift": "import UIKit\nimport SwiftUI\nimport BaseKit\nstruct Header: View {\n    let light: Bool\n    var body: some View {\n"
            + "        let tmpColor1 = light ? ZLRGBValue_H(colorValue: 0x333333) : ZLRGBValue_H(colorValue: 0xCCCCCC)\n"
            + "        return Text(\"a\").foregroundColor(tmpColor1)\n    }\n}\n"
            + "final class Fade: UIView {\n    var startColor2: UIColor = .white\n    func reset() { startColor2 = .black }\n}\n"])
        XCTAssertEqual(found["Cell.swift"]?.map(\.color?.description), ["#333333FF", "#CCCCCCFF", "#FFFFFFFF", "#000000FF"])
        XCTAssertEqual(found["Cell.swift"]?.map(\.context), ["tmpColor1", "tmpColor1", "startColor2", "startColor2"])
    }

    /// Negatives: a number after another word, a numbered color name declared with the app's own enum
    /// type, a name holding `Color` in its middle only, an integer.
    func testANumberedNameOfAnotherWordOrTypeIsNothing() {
        let found = findings(["Swatch.swift": "import UIKit\nimport BaseKit\nenum Swatch { case red, white }\nfinal class Card: UIView {\n"
            + "    var color1: Swatch = .red\n    var colorful2: Swatch = .white\n    func f(_ light: Bool) {\n"
            + "        color1 = .white\n        let tmp1 = light ? ZLRGBValue_H(colorValue: 0x333333) : ZLRGBValue_H(colorValue: 0xCCCCCC)\n"
            + "        let tagColor3 = 0x333333\n        _ = (tmp1, tagColor3)\n    }\n}\n"])
        XCTAssertNil(found["Swatch.swift"])
    }

    // MARK: a library's exported `Color` (delba/TextAttributes: `public typealias Color = NSColor` on macOS)

    let appKitView = "import Cocoa\nfinal class Panel: NSView {\n    func f() { layer?.backgroundColor = NSColor(white: 0.2, alpha: 1).cgColor }\n}\n"

    func testTextAttributesColorIsThePlatformsAndItsModifierTheLibrarys() {
        let found = findings(["Panel.swift": appKitView, "Hud.swift": "import Foundation\nimport TextAttributes\nclass Hud: NSView {\n"
            + "    func draw() {\n        let a = TextAttributes()\n            .foregroundColor(.white)\n"
            + "            .strokeColor(Color(red: 0.117, green: 0.56, blue: 1, alpha: 1))\n        var c = Color.white\n        _ = (a, c)\n    }\n}\n"])
        XCTAssertEqual(found["Hud.swift"]?.map(\.color?.description), ["#FFFFFFFF", "#1E8FFFFF", "#FFFFFFFF"])
        XCTAssertEqual(found["Hud.swift"]?.map(\.framework), [.appkit, .appkit, .appkit])
    }

    /// Negative: beside SwiftUI, `Color` and the modifier are SwiftUI's (an `alpha:` constructor is none of SwiftUI's).
    func testBesideSwiftUITheModifierStaysSwiftUIs() {
        let found = findings(["Panel.swift": appKitView, "Badge.swift": "import SwiftUI\nimport TextAttributes\nstruct Badge: View {\n"
            + "    var body: some View { Text(\"a\").foregroundColor(.white).background(Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)) }\n}\n"])
        XCTAssertEqual(found["Badge.swift"]?.map(\.framework), [.swiftui])
    }

    // MARK: a component named by a type's constant (ExcalidrawZ's `Color(hue: Hue.cyan, …)`)

    func testAComponentNamedByATypesConstantIsRead() {
        let found = findings(["Palette.swift": "import SwiftUI\nenum Palette {\n    enum Hue {\n        static let cyan = 0.56\n        static let rose = 0.86\n    }\n"
            + "    static func accent(_ pro: Bool) -> Color {\n        pro ? Color(hue: Hue.rose, saturation: 1, brightness: 0.8) : Color(hue: Hue.cyan, saturation: 1, brightness: 0.8)\n    }\n"
            + "    static let stops = [Color(hue: Palette.Hue.cyan, saturation: 0.55, brightness: 1.00).opacity(0.42)]\n}\n"])
        XCTAssertEqual(found["Palette.swift"]?.map(\.color?.description), ["#CC00ABFF", "#0083CCFF", "#73CDFF6B"])
    }

    /// Negatives: a type's variable, a constant of a type the file does not declare, a hue moving at run time.
    func testATypesVariableOrAnUndeclaredTypeOrARunTimeHueIsNothing() {
        let found = findings(["Aurora.swift": "import SwiftUI\nenum Hue { static var cyan = 0.56 }\nstruct Aurora: View {\n    let time: Double\n    var body: some View {\n"
            + "        let a = Hue.cyan + sin(time)\n        return ZStack { Color(hue: Hue.cyan, saturation: 1, brightness: 0.8); Color(hue: Other.rose, saturation: 1, brightness: 1)\n"
            + "            Color(hue: a, saturation: 1, brightness: 1) }\n    }\n}\n"])
        XCTAssertNil(found["Aurora.swift"])
    }
}
