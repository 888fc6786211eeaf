@testable import RecolorCore
import XCTest

/// A labelled tuple a function returns per case (`-> (fill: Color, border: Color, ink: Color)`), its labels
/// naming no role, takes each element's role from where the file reads the label (`colors.ink` in
/// `.foregroundStyle`, `colors.fill` in `.background(Capsule().fill(…))`): the ink and the fill of one
/// returned tuple are a pair. WXYC's status pill (session 31's held-out check, V4): dark-green ink on a
/// green fill at 92 % was no pair; init lifted the ink to #729A7F, 6.5:1 in light, 1.4:1 in dark.
final class ReturnedTupleReadsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "pillInk": { "swiftui": "Color.pillInk", "light": "#08301A", "dark": "#08301A" },
        "pillFill": { "swiftui": "Color.pillFill", "light": "#33C759", "dark": "#33C759" },
        "mutedInk": { "swiftui": "Color.mutedInk", "light": "#FFFFFF", "dark": "#FFFFFF" },
        "mutedFill": { "swiftui": "Color.mutedFill", "light": "#FFFFFF", "dark": "#FFFFFF" } } }
    """##

    /// `reads`: the view's body reading the tuple; `returned`: the first case's tuple.
    static func pill(reads: String, returned: String = "(Color.pillFill.opacity(0.92), .clear, Color.pillInk)",
              muted: String = "(Color.mutedFill.opacity(0.14), .clear, Color.mutedInk)") -> String {
        """
        import SwiftUI
        enum PillStyle { case prominent, muted }
        struct Pill: View {
            let text: String
            let style: PillStyle
            var body: some View {
                \(reads)
            }
            private static func pillColors(_ style: PillStyle) -> (fill: Color, border: Color, ink: Color) {
                switch style {
                case .prominent:
                    \(returned)
                case .muted:
                    \(muted)
                }
            }
        }
        """
    }

    static let bound = """
        let colors = Self.pillColors(style)
                Text(text)
                    .foregroundStyle(colors.ink)
                    .background(Capsule().fill(colors.fill))
                    .overlay(Capsule().stroke(colors.border, lineWidth: 1))
        """

    /// The pairs as `foreground/background` (their lines vary with the reads).
    func pairs(_ code: String) throws -> [String] { try PairsOfOneFile.infer(code, table: Self.table).map { "\($0.foreground)/\($0.background)" } }

    func testTheInkAndFillOfOneReturnedTupleArePaired() throws {
        // The muted case's fill is white at 14 %: what it is drawn on shows through it, unknown (no pair).
        XCTAssertEqual(try pairs(Self.pill(reads: Self.bound)), ["pillInk/pillFill at 92%"])
        // Read through the call itself.
        let direct = """
            Text(text)
                        .foregroundStyle(Self.pillColors(style).ink)
                        .background(Self.pillColors(style).fill)
            """
        XCTAssertEqual(try pairs(Self.pill(reads: direct)), ["pillInk/pillFill at 92%"])
        // With `return`: as before the implicit one.
        XCTAssertEqual(try pairs(Self.pill(reads: Self.bound, returned: "return (Color.pillFill.opacity(0.92), .clear, Color.pillInk)")),
                       ["pillInk/pillFill at 92%"])
    }

    /// Negatives: a label read in two roles, a tuple never read, a tuple passed as an argument.
    func testNoPairWithoutReadsThatAgree() throws {
        // (`fill` names a role itself; `ink` takes its role from its reads: here text and a background.)
        let twoRoles = Self.bound + "\n        Text(text).background(colors.ink)"
        XCTAssertEqual(try pairs(Self.pill(reads: twoRoles)), [])
        XCTAssertEqual(try pairs(Self.pill(reads: "Text(text)")), [])
        let argument = """
            let colors = Self.pillColors(style)
                    Text(text)
                        .foregroundStyle(colors.ink)
                        .background(Capsule().fill(colors.fill))
                        .task { show((fill: Color.pillFill, border: Color.clear, ink: Color.pillInk)) }
            """
        XCTAssertEqual(try pairs(Self.pill(reads: argument)), ["pillInk/pillFill at 92%"])
    }

    func testImplicitReturnShapes() throws {
        func implicit(_ code: String) throws -> Bool {
            let file = SwiftSource(path: "A.swift", bytes: Array(code.utf8))
            let open = try XCTUnwrap(file.code.indices.first { file.isChar($0, "(") && file.codeIs($0 + 1, "a") })
            return ReturnedTupleReads.isImplicitReturn(open, file.matchingClose(open)!, in: file)
        }
        XCTAssertTrue(try implicit("func f() -> (x: Int, y: Int) { switch s { case .one(let v): (a, v) default: (b, 1) } }"))
        XCTAssertTrue(try implicit("func f() -> (x: Int, y: Int) { (a, 1) }"))
        XCTAssertFalse(try implicit("let d = [1: (a, 1)]"))
        XCTAssertFalse(try implicit("g(x: (a, 1))"))
        XCTAssertFalse(try implicit("func f() { let t = (a, 1) }"))
    }
}

/// init keeps the returned pill's ink readable on its fill in dark (V4's proposal moved them apart).
final class ReturnedTupleReadsDraftTests: XCTestCase {
    func testInitKeepsTheReturnedInkReadableOnItsFill() throws {
        let code = ReturnedTupleReadsTests.pill(reads: ReturnedTupleReadsTests.bound,
                                                  returned: "(Color(red: 0.20, green: 0.78, blue: 0.35).opacity(0.92), .clear, Color(red: 0.03, green: 0.19, blue: 0.10))",
                                                  muted: "(Color.white.opacity(0.14), .white.opacity(0.3), .white.opacity(0.8))")
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([SwiftSource(path: "A.swift", bytes: Array(code.utf8))], options: options)
        let d = StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
        let ink = try XCTUnwrap(d.tokens.first { $0.values[0].match == "#08301A" })
        let fill = try XCTUnwrap(d.tokens.first { $0.values[0].match.hasPrefix("#33C759") })
        XCTAssertEqual(d.pairsSeen.map { "\($0.name(foreground: true, d.tokens))/\($0.name(foreground: false, d.tokens))" }, ["\(ink.name)/\(fill.name)"])
        let shown = try XCTUnwrap(d.pairsSeen.first).values(foreground: false, d.tokens).resolved(.dark)!
        XCTAssertGreaterThanOrEqual(ContrastAudit.check(ink.appearance.resolved(.dark)!, on: shown, in: .dark, minimum: 4.5).ratio, 4.5)
    }
}
