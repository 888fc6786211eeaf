@testable import RecolorCore
import XCTest

/// A list's `.listRowBackground(X)` paints its rows, not its sections' headers or footers: a
/// header's text pairs with the list's own background (Campus-iOS's semester headers,
/// LecturesView.swift:35, were paired with the rows' `listRowBackground` on the `ForEach` around
/// the sections). Negatives: a row's text keeps the row background; a `.background(X)` container
/// still holds a header. Hand-written fixture in that shape.
final class SectionHeaderPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "headerText": { "swiftui": "Color.headerText", "light": "#0065BD" },
        "rowText": { "swiftui": "Color.rowText", "light": "#222222" },
        "rowBackground": { "swiftui": "Color.rowBackground", "light": "#FFFFFF" },
        "listBackground": { "swiftui": "Color.listBackground", "light": "#F2F2F7" } },
      "rules": [] }
    """##

    func testHeadersAreOverTheListNotTheRows() throws {
        let code = """
        import SwiftUI
        struct Lectures: View {
            var body: some View {
                List {
                    ForEach(groups, id: \\.0) { group in
                        Section(header: Text(group.0).foregroundColor(Color.headerText)) {
                            Text("row").foregroundColor(Color.rowText)
                        }
                        Section {
                            Text("row").foregroundColor(Color.rowText)
                        } footer: {
                            Text("note").foregroundColor(Color.headerText)
                        }
                    }
                    .listRowBackground(Color.rowBackground)
                }
                .background(Color.listBackground)
            }
        }
        """
        XCTAssertEqual(try PairsOfOneFile.described(code, table: Self.table).sorted(),
                       ["headerText/listBackground@6-17,12-17", "rowText/rowBackground@7-15,10-15"])
    }

    /// Non-triggering: a header inside a container painted with `.background` pairs with it.
    func testABackgroundContainerHoldsItsHeaders() throws {
        let code = """
        import SwiftUI
        struct Lectures: View {
            var body: some View {
                VStack {
                    Section(header: Text("h").foregroundColor(Color.headerText)) {
                        Text("row").foregroundColor(Color.rowText)
                    }
                }
                .background(Color.rowBackground)
            }
        }
        """
        XCTAssertEqual(try PairsOfOneFile.described(code, table: Self.table).sorted(),
                       ["headerText/rowBackground@5-9", "rowText/rowBackground@6-9"])
    }
}
