import Foundation
import XCTest

/// `init` keeps the white behind a representable that wraps a PDF view (paperless's
/// `PDFKitView(document:).background(.white)`, declared in a file with no color of its own): the
/// paper of the user's page, like an image's background. A representable wrapping a search bar
/// is no preview: its white background is drafted as a token.
final class RepresentedPreviewTests: XCTestCase {
    func testTheBackgroundOfAWrappedPDFViewIsKept() throws {
        let s = try Scratch()
        try s.write("PDFKitView.swift", """
            import PDFKit
            import SwiftUI
            struct PDFKitView: UIViewRepresentable {
                let document: PDFDocument
                func makeUIView(context: Context) -> PDFView { PDFView() }
                func updateUIView(_ view: PDFView, context: Context) {}
            }
            struct SearchField: UIViewRepresentable {
                func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
                func updateUIView(_ view: UISearchBar, context: Context) {}
            }

            """)
        try s.write("Preview.swift", """
            import PDFKit
            import SwiftUI
            struct Preview: View {
                let document: PDFDocument
                var body: some View { PDFKitView(document: document).background(.white) }
            }
            struct Search: View {
                var body: some View { SearchField().background(Color.white) }
            }

            """)
        let r = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let table = try s.read(".recolor.json")
        XCTAssertTrue(table.contains("PDFKitView wraps a PDFView (Preview.swift:5)"), table)
        XCTAssertFalse(table.contains("SearchField wraps"), table)
    }
}
