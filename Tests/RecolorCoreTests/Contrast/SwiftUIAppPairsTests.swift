@testable import RecolorCore
import XCTest

/// SwiftUI pairs in the shapes a real app (Expenso: its own color sets, named on `Color` one per
/// line) writes them: members declared in a list, a container's background given as a shape
/// filled with a color or in a trailing closure, a row's background, a button's label.
final class SwiftUIAppPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "ink": { "swiftui": "Color(\"ink\")", "asset": "ink", "light": "#333333", "dark": "#F2F2F2" },
        "paper": { "swiftui": "Color(\"paper\")", "asset": "paper", "light": "#FFFFFF", "dark": "#1A191E" },
        "brand": { "swiftui": "Color(\"brand\")", "asset": "brand", "light": "#2962FF", "dark": "#4F7EFF" } } }
    """##

    /// The app's color names, one per line, as Expenso declares them (the walk over a declaration
    /// once ran on into the next line's `static let` and dropped every member but the last).
    static let colors = """
    import SwiftUI
    extension Color {
        static let ink_color = Color("ink")
        static let paper_color = Color("paper")
        static let brand_color = Color("brand")
        static let faded_color = Color("paper").opacity(0.5)
    }
    """

    func pairs(_ code: String) throws -> [InferredPair] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        options.threads = 1
        let files = [SwiftSource(path: "Colors.swift", bytes: Array(Self.colors.utf8)), SwiftSource(path: "V.swift", bytes: Array(code.utf8))]
        let result = Engine.analyze(files, options: options)
        let expressions = TokenExpressions(options.configuration)
        let extended = expressions.adding(expressions.members(declaredIn: files))
        return InferredPairs.infer(files.map { f in (f, result.allReports.filter { $0.file == f.path }) }, expressions: extended)
    }

    func describe(_ p: [InferredPair]) -> [String] {
        p.map { pair in "\(pair.foreground)/\(pair.background)@" + pair.sightings.map { "\($0.line)-\($0.backgroundLine ?? 0)" }.joined(separator: ",") }
    }

    /// A bar's background (`.toolbarBackground(…)`) is under the bar's items, not the content (5 Calls' about sheet: its
    /// section headers failed on the navigation bar's blue; session 41, pairs41h-v3). Negative: `.background` is under it.
    func testABarsBackgroundIsNotTheContents() throws {
        func found(_ modifier: String) throws -> [String] {
            describe(try pairs("import SwiftUI\nstruct About: View {\n    var body: some View {\n        NavigationStack {\n            Text(\"Header\").foregroundColor(Color.ink_color)\n        }\n        .\(modifier)(Color.brand_color)\n    }\n}\n"))
        }
        XCTAssertEqual(try found("toolbarBackground"), [])
        XCTAssertEqual(try found("background").count, 1)
    }

    /// Every member of the list stands for its token; one computed from a token (`.opacity`) does not.
    func testMembersDeclaredOnePerLine() throws {
        let expressions = TokenExpressions(try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json"))
        let members = expressions.members(declaredIn: [SwiftSource(path: "Colors.swift", bytes: Array(Self.colors.utf8))])
        XCTAssertEqual(members.map { $0.words.joined() + "=" + $0.token }, ["Color.ink_color=ink", "Color.paper_color=paper", "Color.brand_color=brand"])
    }

    /// dime declares its sets as computed members (`static var Ink: Color { return Color("ink") }`):
    /// each stands for its token. Negative: a body that computes more than the set (an opacity, a
    /// choice) is another color.
    func testComputedMembers() throws {
        let colors = """
        import SwiftUI
        extension Color {
            static var Ink: Color {
                return Color("ink")
            }
            static var Paper: Color { Color("paper") }
            static var Faded: Color { Color("paper").opacity(0.5) }
            static var Either: Color { flag ? Color("ink") : Color("brand") }
        }
        """
        let expressions = TokenExpressions(try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json"))
        let members = expressions.members(declaredIn: [SwiftSource(path: "Colors.swift", bytes: Array(colors.utf8))])
        XCTAssertEqual(members.map { $0.words.joined() + "=" + $0.token }, ["Color.Ink=ink", "Color.Paper=paper"])
    }

    /// A view's own palette read through `Self` (pilgrim-ios's lock-screen view: `private static let ink =
    /// Color(…)`, `.foregroundColor(Self.ink)` over `.background(Self.parchment)`; session 39's verify39h-v1):
    /// the members stand for their tokens. Negative: `Self.ink` in another type is that type's member.
    func testOwnMembersReadThroughSelf() throws {
        let code = """
        import SwiftUI
        struct V: View {
            private static let ink = Color("ink")
            private static let paper = Color("paper")
            var body: some View {
                VStack { Text("a").foregroundColor(Self.ink) }.background(Self.paper)
            }
        }
        struct W: View {
            var body: some View {
                VStack { Text("b").foregroundColor(Self.ink) }.background(Color.paper_color)
            }
        }
        """
        XCTAssertEqual(describe(try pairs(code)), ["ink/paper@6-6"])
    }

    /// Expenso's `ExpenseView`: texts in a VStack whose chain sets the background after a frame.
    func testContainerBackgroundAfterOtherModifiers() throws {
        let code = """
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack(spacing: 16) {
                    Text("a").foregroundColor(Color.ink_color).padding(.top, 30)
                }.frame(maxWidth: .infinity).background(Color.paper_color).cornerRadius(4)
            }
        }
        """
        XCTAssertEqual(describe(try pairs(code)), ["ink/paper@5-6"])
    }

    /// A background given as a shape filled with a color (Expenso's `DropdownButton`), or in a
    /// trailing closure (`.background { Color.x }`, `.background { Capsule().fill(x) }`): the
    /// view's own. Negative: an overlay is drawn over the text, not under it; a sibling's
    /// closure background is not under the text after it.
    func testBackgroundAsShapeOrClosure() throws {
        let code = """
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Text("a").foregroundColor(Color.ink_color)
                        .background(RoundedRectangle(cornerRadius: 4).fill(Color.paper_color))
                    Text("b").foregroundColor(Color.ink_color)
                        .background { Color.brand_color }
                    HStack { Text("c").foregroundStyle(Color.paper_color) }
                        .background {
                            Capsule().fill(Color.brand_color)
                        }
                    Text("d").foregroundColor(Color.brand_color).overlay(Color.paper_color)
                    VStack { Spacer() }.background { Color.ink_color }
                    Text("e").foregroundColor(Color.paper_color)
                }
            }
        }
        """
        XCTAssertEqual(describe(try pairs(code)), ["ink/brand@7-8", "ink/paper@5-6", "paper/brand@9-11"])
    }

    /// A button's label closure (`Button { … } label: { … }`, `Button(action:) { … }`) is its
    /// content: the label's text is drawn over the button's background. A list row's background
    /// (`listRowBackground`) is under the row's text. Negative: the action closure's colors
    /// (set on another view) draw nothing over the button.
    func testButtonLabelAndListRow() throws {
        let code = """
        import SwiftUI
        struct V: View {
            var body: some View {
                List {
                    Button {
                        tapped = Color.paper_color
                    } label: {
                        Text("Buy").foregroundColor(Color.paper_color)
                    }
                    .background(Color.brand_color)
                    Button(action: buy) {
                        Label("Sell", systemImage: "x").foregroundStyle(Color.ink_color)
                    }.background(Color.paper_color)
                    Text("row").foregroundColor(Color.ink_color).listRowBackground(Color.brand_color)
                }
            }
        }
        """
        XCTAssertEqual(describe(try pairs(code)), ["ink/brand@14-14", "ink/paper@12-13", "paper/brand@8-10"])
    }

    /// A shape's foreground is its fill, a graphic (3:1), as an image's is, not text (4.5:1):
    /// Lockdown's widget draws a `Circle().fill().foregroundColor(x).background(y)`.
    func testAShapesForegroundIsAGraphic() throws {
        let code = """
        import SwiftUI
        struct V: View {
            var body: some View {
                Circle().fill().foregroundColor(Color.ink_color).background(Color.paper_color)
                Text("t").foregroundColor(Color.ink_color).background(Color.brand_color)
            }
        }
        """
        let found = try pairs(code)
        XCTAssertEqual(found.map { "\($0.foreground)/\($0.background):" + $0.sightings.map(\.role.rawValue).joined() }, ["ink/brand:text", "ink/paper:graphic"])
    }
}
