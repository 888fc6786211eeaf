@testable import RecolorCore
import XCTest

/// A view type whose body paints a surface, passed as a chain's background
/// (`HStack { Text(…).foregroundColor(.black) }.background(GlassBackground())`): the text is on
/// that paint. vonage-video's toast (session 34's held-out check, V6): the paint, the set
/// `tertiary` through Tuist's accessor, in `GlassBackground`'s OS-version fallback arm; no pair
/// was found and the black text became `Color.primary`, white on #B3B3B3 in dark (2.1:1).
/// Negatives: a wrapper passed so (its paint is under its own content), an overlay, a
/// translucent call, a type of the same name declared in another module, an undeclared view.
final class BackgroundSurfacePairsTests: XCTestCase {
    static let surfaces = """
        import SwiftUI
        struct GlassBackground: View {
            var body: some View {
                Group {
                    if #available(iOS 26.0, *) {
                        RoundedRectangle(cornerRadius: 12).glassEffect()
                    } else {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color.black)
                    }
                }
            }
        }
        struct Plate: View {
            var body: some View {
                Color.black
            }
        }
        struct Card<Content: View>: View {
            let content: Content
            var body: some View {
                content.padding().background(Color.black)
            }
        }
        """

    func sightings(_ user: String, more: [(String, String)] = []) throws -> [String] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(ZStackTranslucentPairsTests.table.utf8), file: "t.json")
        options.threads = 1
        let files = [SwiftSource(path: "UI/Surfaces.swift", bytes: Array(Self.surfaces.utf8)), SwiftSource(path: "UI/Use.swift", bytes: Array(user.utf8))]
            + more.map { SwiftSource(path: $0.0, bytes: Array($0.1.utf8)) }
        let reports = Engine.analyze(files, options: options).allReports
        let pairs = InferredPairs.infer(files.map { f in (f, reports.filter { $0.file == f.path }) }, expressions: TokenExpressions(options.configuration))
        return pairs.flatMap { p in p.sightings.filter { $0.file == "UI/Use.swift" }.map { "\(p.foreground)/\(p.background) \($0.place)" } }
    }

    /// Triggering: a container's text on the surface passed as its background (in parentheses,
    /// in a closure), the fallback arm's fill cited; a chain's own text on a color-as-body surface.
    func testTextOnADeclaredSurfacePassedAsBackgroundPairs() throws {
        let use = """
            import SwiftUI
            struct Toast: View {
                var body: some View {
                    HStack {
                        Text("Saved").foregroundColor(Color.white)
                    }
                    .padding(.horizontal, 16)
                    .background(GlassBackground())
                }
            }
            struct Chip: View {
                var body: some View {
                    Text("New").foregroundStyle(Color.white).background { Plate() }
                }
            }
            """
        XCTAssertEqual(try sightings(use), ["inverseText/scrim UI/Use.swift:5 on UI/Surfaces.swift:9", "inverseText/scrim UI/Use.swift:13 on UI/Surfaces.swift:16"])
    }

    /// Non-triggering: a wrapper passed as a background (its paint is under its content, not the
    /// chain's), a surface in an overlay (drawn over the text), a translucent surface call, and a
    /// view no file declares painting.
    func testAWrapperAnOverlayATranslucentCallOrAnUndeclaredViewIsNoBackground() throws {
        let use = """
            import SwiftUI
            struct A: View {
                var body: some View {
                    VStack {
                        Text("a").foregroundColor(Color.white)
                    }
                    .background(Card(content: Spacer()))
                    VStack {
                        Text("b").foregroundColor(Color.white)
                    }
                    .overlay(GlassBackground())
                    VStack {
                        Text("c").foregroundColor(Color.white)
                    }
                    .background(Plate().opacity(0.5))
                    VStack {
                        Text("d").foregroundColor(Color.white)
                    }
                    .background(BlurView())
                }
            }
            """
        XCTAssertEqual(try sightings(use), [])
    }

    /// One file holding the text and its background's view (a run that reads one file: the
    /// accessor's file names no token) pairs them as two files do.
    func testOneFileHoldingTheTextAndItsSurfacePairs() throws {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(ZStackTranslucentPairsTests.table.utf8), file: "t.json")
        options.threads = 1
        let code = Self.surfaces + """

            struct Toast: View {
                var body: some View {
                    HStack { Text("Saved").foregroundColor(Color.white) }.background(GlassBackground())
                }
            }
            """
        let file = SwiftSource(path: "Toast.swift", bytes: Array(code.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        let pairs = InferredPairs.infer([(file, reports)], expressions: TokenExpressions(options.configuration))
        XCTAssertEqual(pairs.flatMap { p in p.sightings.map { "\(p.foreground)/\(p.background) \($0.place)" } }, ["inverseText/scrim Toast.swift:27 on Toast.swift:9"])
    }

    /// A type of one name declared in two modules: the call reads its own module's declaration
    /// (vonage's VERAChat and VERACommonUI each declare a `GlassBackground`); equally near, neither.
    func testASurfaceDeclaredInTwoModulesIsReadFromTheCallersModule() throws {
        let other = """
            import SwiftUI
            struct Plate: View {
                var body: some View {
                    Color.white
                }
            }
            """
        let use = """
            import SwiftUI
            struct Chip: View {
                var body: some View {
                    Text("New").foregroundStyle(Color.white).background(Plate())
                }
            }
            """
        XCTAssertEqual(try sightings(use, more: [("Chat/Plate.swift", other)]), ["inverseText/scrim UI/Use.swift:4 on UI/Surfaces.swift:16"])
        XCTAssertEqual(try sightings(use, more: [("UI/Plate.swift", other)]), [])
        // The caller's file declares its own: that one (Apple's gray), and painted with a color
        // no token is (VERAChat's), no pair rather than the other module's.
        func own(_ paint: String) -> String {
            use + """

                struct Plate: View {
                    var body: some View {
                        RoundedRectangle(cornerRadius: 16).fill(\(paint))
                    }
                }
                """
        }
        XCTAssertEqual(try sightings(own("Color.gray.opacity(0.8)")), ["inverseText/UIColor.systemGray at 80% UI/Use.swift:4 on UI/Use.swift:9"])
        XCTAssertEqual(try sightings(own("Color(red: 0.2, green: 0.3, blue: 0.4)")), [])
    }
}
