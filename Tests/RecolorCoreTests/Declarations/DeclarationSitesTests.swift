@testable import RecolorCore
import XCTest

/// The byte check that decides which files are tokenized for their declarations: it must keep
/// every file whose scan records something (else a context is lost), and should pass over the
/// many files that only use colors.
final class DeclarationSitesTests: XCTestCase {
    func records(_ source: String) -> Bool { !recorded(source).isEmpty }

    /// The labels and names the scan records.
    func recorded(_ source: String) -> [String] {
        let scan = DeclarationScan(SwiftSource(path: "a.swift", bytes: Array(source.utf8)))
        return (scan.parameters.keys.map { "label " + $0 } + scan.properties.keys.map { "name " + $0 }
                + scan.unlabeled.keys.map { "unlabeled " + $0 }).sorted()
    }

    func kept(_ source: String) -> Bool { DeclarationSites.mayDeclareColorContexts(Array(source.utf8)) }

    /// Declarations the scan records, in the shapes the fetched apps write them.
    func testEveryRecordedDeclarationKeepsItsFile() {
        let recorded = [
            "struct S { init(lightColor: StudioColor, darkColor: StudioColor) {} }",
            "func f(light: UIColor) {}",
            "func tinted(with color: UIColor, operation: CGBlendMode = CGBlendMode.sourceAtop) -> UIImage? { nil }",
            "init(\n    key: String = \"\",\n    value: String? = nil,\n    lineColor: Theme.Color? = .white\n) {}",
            "init(a: () -> Void = {}, lightColor: StudioColor) {}",
            "init(a: Int = 1 < 2 ? 3 : 4, lightColor: StudioColor) {}",
            "init(a: Int, // the first\n     lightColor: StudioColor) {}",
            "init(@Clamping(0...1) level: Double, tint: Level) {}",
            "init<T>(base: (light: UIColor, dark: UIColor), t: T) {}",
            "enum E { case a, b(fill: UIColor), c }",
            "enum E { indirect case paint(with: NSColor) }",
            "enum Fill { case color(UIColor), none }",
            "enum Fill { case pair(Int, UIColor?) }",
            // A closure payload returning a color; an SDK callee's name declared with another type;
            // a struct's stored color named as the name rules read it (a memberwise parameter).
            "enum Tok { case uiColor(() -> UIColor) }",
            "enum Fill { case color(Int) }",
            "struct Icon { let tint: NSColor }",
            "func ==(lhs: UIColor, rhs: UIColor) -> Bool { true }",
            "subscript(color: StudioColor) -> Int { 0 }",
            "let map: [Int: NSColor] = [:]",
            "var strokeColor = TextColor.white",
            "var c: SwiftUI.Color?",
            "let bg: Optional<UIColor> = nil",
            "let tint: Color",
            "let makeColor: (Int) -> UIColor",
            "var highlight: UIColor { .red }",
            "if let shade: UIColor = nil {}",
            "let c = UIColor(white: 0, alpha: 1)",
            "let a = NSColor(red: 17/255, green: 17/255, blue: 17/255, alpha: 1)",
            "private(set) var accent: NSColor?",
            "struct Badge { var textColor: BadgeColor }",
            "let x:\n    UIColor = .red",
            "func f(_ a: Int, _ fill: UIColor) {}",
            "func f(_: UIColor) {}",
            "let backgroundColor: UIColor\n.    xtColor: UIColor",
            // The CI fuzz pass (seed 14517): `#//#` is a regex literal, not a comment, and after
            // `..` (an operator to the lexer) `init(` is read as a declaration.
            "#//#dark:.black..init(dark:Color)",
            "x..init(lightColor: StudioColor) {}",
            // Seed 777: a lone backtick is no part of the next word, `var` stays a keyword.
            "`var Color=T.w\n? .white",
            "init(`default`: StudioColor) {}",
            "let `default`: UIColor = .red",
            // A style protocol names no color: the file is kept for the protocol's name.
            "func ring<S: ShapeStyle>(_ s: S) {}",
            "func fill<F, S>(_ f: F, strokeBorder s: S) where S: ShapeStyle, F: ShapeStyle {}",
            "func badge(edge: some ShapeStyle) {}",
            // Seed 15900: a byte order mark (or any byte above ASCII) glued to a keyword.
            "\u{FEFF}var Color=T.e\n? .white",
            // Seed 2002: the lexer reads `'…'` as a string, with interpolations: no `//` comment there.
            "'//\\(var Color=T.h{}\n? .white",
            // NetNewsWire's ActivityLog: a keyword as an argument label (`for`, `in`, `default`) is no statement.
            "func nsColor(for color: ActivityLogTextColor) -> NSColor { .red }",
            "func paint(_ a: Int, in color: Paint) {}",
            "init(default tint: Paint) {}",
        ]
        for source in recorded {
            XCTAssertTrue(records(source), "the scan records: \(source)")
            XCTAssertTrue(kept(source), source)
        }
    }

    /// Uses of colors, and declarations the name rules read right: no record, no tokenizing.
    func testUsesOfColorsAreNotKept() {
        let uses = [
            "view.backgroundColor = .white",
            "label.textColor = UIColor.red\nbutton.tintColor = theme.accentColor",
            "// the color of the sky",
            "/// Returns the `background` color of the theme",
            "let s = \"Lorem ipsum dolor sit amet\"",
            "print(\"\\(name)_mainColor\")",
            "var tintColor: UIColor?",
            "final class V { let tint: NSColor }",
            "private var colorScheme: ColorScheme",
            "var colorSpace: NSColorSpace?",
            "let colors: [CGFloat] = [1, 0.95]",
            "Text(\"\").foregroundColor(.gray)",
            "let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.black]",
            "let color = UIColor.gray.withAlphaComponent(0.5)",
            "static let primary: UIColor = .red",
            "Gradient(colors: [.black, .white])",
            "if tint == UIColor.white {}",
            "self.layer?.backgroundColor = color.cgColor",
            "@Environment(\\.colorScheme) var scheme",
        ]
        for source in uses {
            XCTAssertFalse(records(source), "the scan records nothing: \(source)")
            XCTAssertFalse(kept(source), source)
        }
    }

    /// Random files built from declarations and uses, with comments, strings, attributes,
    /// conditional compilation and default values in between: whenever the scan records a
    /// declaration, the byte check keeps the file.
    func testTheByteCheckKeepsEveryFileTheScanRecordsIn() {
        var random = SplitMix64(state: 0x5EED)
        func pick(_ options: [String]) -> String { options[random.below(options.count)] }
        let gaps = [" ", " ", " ", "", "\n    ", " // a color, \"quoted\"\n", " /* c */ ", "\n#if os(iOS)\n", "\n#endif\n", "`", " #//# ", "..", "\u{FEFF}", "é", "'//\\("]
        let names = ["light", "lightColor", "tint", "fill", "color", "backgroundColor", "colors", "with", "x", "colorScheme", "_", "accent", "`default`"]
        let types = ["UIColor", "NSColor", "Color", "CGColor", "StudioColor", "Theme.Color", "UIKit.UIColor", "SwiftUI.Color", "[Int: NSColor]",
                     "[UIColor]", "(light: UIColor, dark: UIColor)", "Optional<UIColor>", "(Int) -> UIColor", "Int", "String", "ColorScheme",
                     "UIColor?", "NSColor!", "@escaping () -> UIColor", "inout UIColor", "some ShapeStyle", "Style.Tint"]
        let defaults = [".white", "nil", "\"\"", "\"x\\(y)Color\"", "{ $0 }", "1 < 2", "UIColor.white", ".init(white: 1)", "[]", "a / b * c"]
        let initializers = ["TextColor.white", "UIColor(white: 1)", "UIColor.gray.withAlphaComponent(0.5)", "Foo.bar", "theme.color", "\"text\"", "Palette.tint"]
        let openers = ["init(", "func f(", "func g<T: Equatable>(", "subscript(", "case a, b(", "enum E { case c(", "init?(", "self.init(",
                       "foo(", "func ==(", "convenience init(", "x = foo(", "Button(action: {}, label: { Text(\"a\") }).tint("]
        let uses = ["view.backgroundColor = .white\n", "let s = \"Color \\(x)\"\n", "}\n", "foo(a: 1)\n", "if a < b { x = 1 }\n",
                    "label.textColor = UIColor.red.withAlphaComponent(0.5)\n", "items[0].tintColor = theme.tint\n", "@objc func go() {\n"]
        func parameter() -> String {
            var p = random.below(5) == 0 ? pick(["@Clamping(0...1) ", "@ViewBuilder ", "@escaping "]) : ""
            // An enum payload without a label: its type alone.
            if random.below(6) == 0 { return p + pick(types) }
            p += pick(names)
            if random.below(3) == 0 { p += " " + pick(names) }
            p += ":" + pick(gaps) + pick(types)
            if random.below(3) == 0 { p += " =" + pick(gaps) + pick(defaults) }
            return p
        }
        func declaration() -> String {
            if random.below(2) == 0 {
                let parameters = (0..<(1 + random.below(3))).map { _ in parameter() }.joined(separator: pick([", ", ",\n    ", ", // next\n    "]))
                return pick(openers) + pick(gaps) + parameters + pick(gaps) + ")" + pick([" {}", " -> UIColor", "", " }"])
            }
            var d = pick(["", "", "static ", "private(set) ", "if ", "@Published "]) + pick(["let ", "var "]) + pick(names)
            if random.below(2) == 0 {
                d += ":" + pick(gaps) + pick(types)
                if random.below(3) == 0 { d += " = " + pick(defaults) }
            } else {
                d += " =" + pick(gaps) + pick(initializers)
            }
            return d
        }
        var recordedCount = 0
        for _ in 0..<20_000 {
            var source = ""
            for _ in 0..<(1 + random.below(4)) { source += (random.below(2) == 0 ? pick(uses) : "") + declaration() + pick(gaps) }
            guard records(source) else { continue }
            recordedCount += 1
            XCTAssertTrue(kept(source), "the scan records \(recorded(source)), which the byte check passed over:\n\(source)")
        }
        XCTAssertGreaterThan(recordedCount, 5_000, "the generator makes declarations")
    }
}
