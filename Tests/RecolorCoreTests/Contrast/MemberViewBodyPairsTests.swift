@testable import RecolorCore
import XCTest

/// A view's member view named as a chain's root in the same type stands for its body (session
/// 26's review, F4: ChatGPTSwiftUI's code block header): the chain's background is under it.
final class MemberViewBodyPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "inverseText": { "swiftui": "Color.inverseText", "light": "#FFFFFF" },
        "navy": { "swiftui": "Color.navy", "light": "#0C3C5A" },
        "paper": { "swiftui": "Color.paper", "light": "#F4F4F4" } },
      "rules": [] }
    """##

    func pairs(_ code: String) throws -> [String] {
        try PairsOfOneFile.described(code, table: Self.table).sorted()
    }

    func testAMemberViewUsedInAChainIsUnderItsBackground() throws {
        let code = """
        import SwiftUI
        struct Banner: View {
            var body: some View {
                VStack {
                    titleBar
                        .padding(8)
                        .background(Color.navy)
                    footer().background(Color.paper)
                }
            }
            var titleBar: some View {
                HStack {
                    Text("t").foregroundColor(.inverseText)
                }
            }
            func footer() -> some View {
                Text("f").foregroundColor(.inverseText)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["inverseText/navy@13-7", "inverseText/paper@17-8"])
    }

    /// Named inside a container's content, the member's body is on the container's background.
    func testAMemberViewInsideAContainerIsOnTheContainersBackground() throws {
        let code = """
        import SwiftUI
        struct Card: View {
            var body: some View {
                VStack {
                    header
                    Spacer()
                }
                .background(Color.navy)
                HStack { caption }
            }
            var header: some View {
                Text("h").foregroundColor(.inverseText)
            }
            var caption: some View {
                Text("c").foregroundColor(.inverseText)
            }
        }
        """
        // `caption` is in an HStack with no background: no pair.
        XCTAssertEqual(try pairs(code), ["inverseText/navy@12-8"])
    }

    /// Non-triggering: another value's member of the same name, a member that is no view, and a
    /// member named with no background make no pair.
    func testOtherValuesMembersAndMembersWithoutBackgroundMakeNoPair() throws {
        let code = """
        import SwiftUI
        struct Banner: View {
            var other: Card
            var body: some View {
                VStack {
                    other.titleBar.background(Color.navy)
                    titleBar.padding(8)
                }
            }
            var titleBar: some View {
                Text("t").foregroundColor(.inverseText)
            }
        }
        struct Card: View {
            var body: some View { titleBar.background(Color.paper) }
            var titleBar: String { "x" }
        }
        """
        XCTAssertEqual(try pairs(code), [])
    }

    /// A view type of the same file drawn inside a container's content (`VStack { TitleView() }.background(X)`)
    /// is on that container's background, at every such place (Splito's login title: session 36, pairs36 V3).
    /// Negatives: a type drawn where no container paints; a type of that name after a dot (`Foo.TitleView()`).
    func testAViewTypeDrawnInsideAContainerIsOnTheContainersBackground() throws {
        let code = """
        import SwiftUI
        struct TitleView: View {
            var body: some View {
                Text("t").foregroundColor(.inverseText)
            }
        }
        struct CaptionView: View {
            var body: some View { Text("c").foregroundColor(.inverseText) }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    TitleView()
                    Spacer()
                }
                .background(Color.navy)
                HStack { CaptionView() }
                VStack { Other.CaptionView() }.background(Color.paper)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["inverseText/navy@4-16"])
    }
}


extension MemberViewBodyPairsTests {
    /// A view type drawn inside a container painted by a color no token is (`.background(paperBackground)`,
    /// a member the file does not declare) is over an unknown color: no pair, and no trap (podcast-player's
    /// `List { TopicRow() }.background(paperBackground)` crashed init on a nil entry; session 37, intent37c V1).
    /// The same type drawn again on a token's background pairs there.
    func testAViewTypeDrawnOnAnUnknownSurfaceIsNoPairAndNoTrap() throws {
        let code = """
        import SwiftUI
        struct Row: View {
            var body: some View { Text("t").foregroundColor(.inverseText) }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    Row()
                }
                .background(paperBackground)
            }
        }
        """
        XCTAssertEqual(try pairs(code), [])
        let twice = code.replacingOccurrences(of: "        .background(paperBackground)\n", with: "        .background(paperBackground)\n        VStack { Row() }.background(Color.navy)\n")
        XCTAssertEqual(try pairs(twice), ["inverseText/navy@3-11"])
        // init's draft on the repro's shape (no table: the paint is a name no file declares) builds.
        let screen = """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack { Row() }
                    .background(paper)
            }
        }
        struct Row: View {
            var body: some View { Text("Topic").foregroundStyle(Color.white) }
        }
        """
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "Screen.swift", bytes: Array(screen.utf8))], options: options)
        let draft = StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
        XCTAssertFalse(draft.tokens.isEmpty)
    }
}
