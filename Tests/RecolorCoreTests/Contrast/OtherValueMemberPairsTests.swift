@testable import RecolorCore
import XCTest

/// emitron-iOS's snackbar (review 23 F3): sets declared as `static var snackError: Color {
/// .init("error") }`, chosen by a computed property of another value (`enum Status { var color:
/// Color { switch self { … return .snackError } } }`, `.background(state.status.color)`) under
/// white text. Each returned set pairs with the text.
final class OtherValueMemberPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "ink": { "swiftui": "Color(\"ink\")", "asset": "ink", "light": "#FFFFFF" },
        "paper": { "swiftui": "Color(\"paper\")", "asset": "paper", "light": "#14161E" },
        "brand": { "swiftui": "Color(\"brand\")", "asset": "brand", "light": "#000000" } } }
    """##

    static let colors = """
    import SwiftUI
    extension Color {
        static var Ink: Color { .init("ink") }
        static var Paper: Color {
            .init("paper")
        }
        static var Brand: Color { return .init("brand") }
        static var Faded: Color { .init("paper").opacity(0.5) }
    }
    """

    static let snack = """
    import SwiftUI
    struct Snack {
        enum Status {
            case good, bad
            var color: Color {
                switch self {
                case .good: return .Paper
                case .bad: return .Brand
                }
            }
        }
        let status: Status
    }
    struct SnackView: View {
        var state: Snack
        var body: some View {
            HStack {
                Text("a").foregroundColor(.Ink)
            }
            .background(state.status.color)
        }
    }
    """

    func pairs(_ code: String) throws -> Set<String> {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        options.threads = 1
        let files = [SwiftSource(path: "Colors.swift", bytes: Array(Self.colors.utf8)), SwiftSource(path: "V.swift", bytes: Array(code.utf8))]
        let result = Engine.analyze(files, options: options)
        let expressions = TokenExpressions(options.configuration)
        let extended = expressions.adding(expressions.members(declaredIn: files))
        return Set(InferredPairs.infer(files.map { f in (f, result.allReports.filter { $0.file == f.path }) }, expressions: extended)
            .map { "\($0.foreground)/\($0.background)" })
    }

    /// `.init("X")` in a member of a color type is the set `X`; with anything applied, another color.
    func testImplicitInitializerMembersStandForTheirSets() throws {
        let expressions = TokenExpressions(try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json"))
        let members = expressions.members(declaredIn: [SwiftSource(path: "Colors.swift", bytes: Array(Self.colors.utf8))])
        XCTAssertEqual(members.map { $0.words.joined() + "=" + $0.token }, ["Color.Ink=ink", "Color.Paper=paper", "Color.Brand=brand"])
    }

    func testEachSetAPropertyOfAnotherValueReturnsPairsWithTheText() throws {
        XCTAssertEqual(try pairs(Self.snack), ["ink/paper", "ink/brand"])
    }

    /// Negative: another declaration of the name in the file (the value may be that type's).
    func testANameDeclaredTwiceMakesNoPair() throws {
        let code = Self.snack + """

        struct Other {
            var color: Color { .red }
        }
        """
        XCTAssertEqual(try pairs(code), [])
    }
}
