import Foundation
import XCTest

/// A type's stored color property whose name says no role, or one only by abbreviation, takes the
/// role its reads in any file give (session 27's review, F12, nightguard: `@Published var bgColor:
/// Color = .white`, "bg" for blood glucose, read as `.foregroundColor(model.bgColor)` over a black
/// container, became `Color(uiColor: .systemBackground)`: black on black in Dark). Negatives: a
/// property read as a surface stays a surface, and a name that says its role keeps it.
final class InitStoredMemberReadRoleTests: XCTestCase {
    static let model = """
        import SwiftUI

        final class ReadingModel: ObservableObject {
            @Published var bgColor: Color = .white
            @Published var deltaColor: Color = .white
            @Published var shade: Color = Color(red: 0.1, green: 0.1, blue: 0.12)
            @Published var cardBackground: Color = Color(red: 0.95, green: 0.95, blue: 0.97)
        }

        """
    static let view = """
        import SwiftUI

        struct ReadingView: View {
            @ObservedObject var model: ReadingModel

            var body: some View {
                VStack {
                    Text("120").foregroundColor(model.bgColor)
                    Text("+3").foregroundColor(model.deltaColor)
                    Text("x").foregroundColor(model.cardBackground)
                }
                .background(model.shade)
                .background(Color.black)
            }
        }

        """

    func testReadsGiveTheRole() throws {
        let s = try Scratch()
        try s.write("App/Model.swift", Self.model)
        try s.write("App/ReadingView.swift", Self.view)
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = json["tokens"] as? [String: [String: Any]] ?? [:]
        func token(describing context: String) -> [String: Any]? {
            tokens.values.first { ($0["description"] as? String ?? "").contains(context) }
        }
        // The white readings are text, white in Dark too; never the system background.
        let reading = try XCTUnwrap(token(describing: "bgColor"), "\(tokens)")
        XCTAssertTrue((reading["description"] as? String ?? "").contains("as text"), "\(reading)")
        XCTAssertEqual(reading["dark"] as? String, "#FFFFFF", "\(reading)")
        let text = try s.read(".recolor.json")
        XCTAssertFalse(text.contains("systemBackground"), text)
        // Negatives: a name that says no role read as a surface is a surface; a name that says its role keeps it.
        let panel = try XCTUnwrap(token(describing: "shade"), "\(tokens)")
        XCTAssertTrue((panel["description"] as? String ?? "").contains("as background"), "\(panel)")
        let card = try XCTUnwrap(token(describing: "cardBackground"), "\(tokens)")
        XCTAssertTrue((card["description"] as? String ?? "").contains("as background"), "\(card)")
    }

    /// A computed property's value takes the role its reads give too, bare reads in its own view
    /// included (WXYC's tvOS player: `var headlineColor: Color { Color(white: 0.90) }` read only as
    /// `.foregroundStyle(headlineColor)` got #181818 in Dark on the dark wallpaper; session 31's held-out
    /// check, V2). Negatives: `StoredMemberReadRolesTests`.
    func testAComputedPropertysValueTakesItsReadsRole() throws {
        let s = try Scratch()
        try s.write("App/Player.swift", """
            import SwiftUI

            struct Player: View {
                let song: String
                var body: some View {
                    ZStack {
                        Image("wallpaper").resizable()
                        Text(song).foregroundStyle(headlineColor)
                    }
                }

                var headlineColor: Color {
                    Color.init(white: 0.90)
                }
            }

            """)
        XCTAssertEqual(try CommandRunner.recolor(["init", "."], in: s.url).status, 0)
        let json = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        let tokens = json["tokens"] as? [String: [String: Any]] ?? [:]
        let headline = try XCTUnwrap(tokens.values.first { $0["light"] as? String == "#E6E6E6" }, "\(tokens)")
        XCTAssertTrue((headline["description"] as? String ?? "").contains("as text"), "\(headline)")
        XCTAssertEqual(headline["dark"] as? String, "#E6E6E6", "\(headline)")
    }
}
