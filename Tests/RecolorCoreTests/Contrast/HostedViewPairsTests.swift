@testable import RecolorCore
import XCTest

/// A view another file draws inside a container painting its own background (a sidebar's
/// gradient) lays a translucent chip over that paint, not over the window: no pair over the canvas
/// (session 25 review F19: 24 of Nook's 54 pairs were white on white-at-N % at 1.00:1, never drawn
/// so). Negatives: a view no painted container draws stays over the window, and an opaque chip
/// is itself either way.
final class HostedViewPairsTests: XCTestCase {
    static let row = """
        import SwiftUI
        struct Row: View {
            var body: some View {
                Text("a").foregroundStyle(Color.white).background(Color.faint)
                Text("b").foregroundStyle(Color.white).background(Color.scrim)
            }
        }
        """

    func pairs(host: String) throws -> [String] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(ZStackTranslucentPairsTests.table.utf8), file: "t.json")
        options.threads = 1
        let files = [SwiftSource(path: "Row.swift", bytes: Array(Self.row.utf8)), SwiftSource(path: "Host.swift", bytes: Array(host.utf8))]
        let reports = Engine.analyze(files, options: options).allReports
        let pairs = InferredPairs.infer(files.map { f in (f, reports.filter { $0.file == f.path }) }, expressions: TokenExpressions(options.configuration))
        return pairs.map { "\($0.foreground)/\($0.background)" }
    }

    func testATranslucentChipOfAViewDrawnOnAPaintedContainerIsOverAnUnknownSurface() throws {
        let host = """
            import SwiftUI
            struct Sidebar: View {
                var body: some View {
                    VStack {
                        Row()
                    }
                    .background(LinearGradient(colors: [Color.black, Color.scrim], startPoint: .top, endPoint: .bottom))
                }
            }
            """
        XCTAssertEqual(try pairs(host: host), ["inverseText/scrim"])
    }

    func testAViewNoPaintedContainerDrawsIsOverTheWindow() throws {
        let host = """
            import SwiftUI
            struct Sidebar: View {
                var body: some View {
                    VStack {
                        Row()
                    }
                    .padding()
                    Other().background(Color.scrim)
                }
            }
            """
        XCTAssertEqual(try pairs(host: host), ["inverseText/faint", "inverseText/scrim"])
    }
}
