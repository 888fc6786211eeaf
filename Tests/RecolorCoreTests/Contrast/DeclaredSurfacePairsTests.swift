@testable import RecolorCore
import XCTest

/// Text inside a wrapper view another file declares (`ToastView { Text(…) }` where ToastView's
/// body is `content.padding().background(Color.scrim)`), and text over a ZStack layer whose
/// paint another file declares (`ZStack { Backdrop(); Text(…) }`), pair with that paint, cited
/// from the declaring file's line (session 25 audit F19's remainder, Nook's toasts and sidebar).
/// Negatives: a wrapper whose paint is on a sibling of its content, a painting view outside a
/// ZStack, and the same text with no declared view. Hand-written fixtures in those shapes.
final class DeclaredSurfacePairsTests: XCTestCase {
    static let toast = """
        import SwiftUI
        struct ToastView<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View {
                content
                    .padding()
                    .background(Color.black)
            }
        }
        struct Backdrop: View {
            var body: some View {
                Color.black
                    .ignoresSafeArea()
            }
        }
        struct Banner<Content: View>: View {
            let content: Content
            var body: some View {
                VStack {
                    Text("Title").background(Color.black)
                    content
                }
            }
        }
        """

    func sightings(_ user: String) throws -> [String] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(ZStackTranslucentPairsTests.table.utf8), file: "t.json")
        options.threads = 1
        let files = [SwiftSource(path: "Toast.swift", bytes: Array(Self.toast.utf8)), SwiftSource(path: "Use.swift", bytes: Array(user.utf8))]
        let reports = Engine.analyze(files, options: options).allReports
        let pairs = InferredPairs.infer(files.map { f in (f, reports.filter { $0.file == f.path }) }, expressions: TokenExpressions(options.configuration))
        return pairs.flatMap { p in p.sightings.filter { $0.file == "Use.swift" }.map { "\(p.foreground)/\(p.background) \($0.place)" } }
    }

    /// Triggering: the toast's text on the toast's paint, and the text over the backdrop layer.
    func testTextInADeclaredWrapperAndOverADeclaredLayerPairs() throws {
        let use = """
            import SwiftUI
            struct CopiedToast: View {
                var body: some View {
                    ToastView {
                        Text("Copied").foregroundStyle(Color.white)
                    }
                }
            }
            struct Screen: View {
                var body: some View {
                    ZStack {
                        Backdrop()
                        Text("Hello").foregroundStyle(Color.white)
                    }
                }
            }
            """
        XCTAssertEqual(try sightings(use), ["inverseText/scrim Use.swift:5 on Toast.swift:8", "inverseText/scrim Use.swift:13 on Toast.swift:13"])
    }

    /// Non-triggering: the banner paints a sibling of its content (its title), not the content;
    /// the backdrop in a VStack is no layer under the text; no declared view, no pair.
    func testASiblingsPaintOrAPaintingViewOutsideAZStackIsNoSurface() throws {
        let use = """
            import SwiftUI
            struct A: View {
                var body: some View {
                    Banner(content: Text("x").foregroundStyle(Color.white))
                    VStack {
                        Backdrop()
                        Text("Hello").foregroundStyle(Color.white)
                    }
                    ZStack {
                        Spacer()
                        Text("Alone").foregroundStyle(Color.white)
                    }
                }
            }
            """
        XCTAssertEqual(try sightings(use), [])
    }
}
