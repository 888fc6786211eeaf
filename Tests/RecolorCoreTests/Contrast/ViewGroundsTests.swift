@testable import RecolorCore
import XCTest

/// A view's translucent background shows what the view is drawn on, read where the view is used,
/// across files (`ViewGrounds`): through layout containers, the type's own view properties and
/// functions, the types drawing it, up to a window or presentation (the canvas) or to a paint, a
/// picture, a modifier's or an app container's closure (unknown: no pair, never the window's white).
/// WXYC's filter pills, loading card and map placeholder (white on white 4–16 %, drawn inside a
/// package's wallpaper container) were 5 false 1.00:1 light FAIL checks (session 31's held-out check, V3).
final class ViewGroundsTests: WorkFolderTestCase {
    static let table = ##"""
    { "tokens": {
        "inverseText": { "swiftui": "Color.inverseText", "light": "#FFFFFF", "dark": "#FFFFFF" },
        "chip": { "swiftui": "Color.chip", "light": "#FFFFFF29", "dark": "#FFFFFF29" } },
      "rules": [
        { "match": "#FFFFFF29", "token": "chip" },
        { "match": "#FFFFFF", "token": "inverseText" } ] }
    """##

    /// A pill strip (WXYC's `OnTourFilterPills`): white text on a white 16 % capsule, in a function of its type.
    static let pills = """
        import SwiftUI
        struct FilterPills: View {
            var body: some View {
                ScrollView(.horizontal) {
                    HStack {
                        if true {
                            pill("Free")
                        }
                    }
                }
            }
            private func pill(_ label: String) -> some View {
                Button {
                } label: {
                    Text(label)
                        .foregroundStyle(Color.white)
                        .background(Capsule().fill(Color.white.opacity(0.16)))
                }
                .buttonStyle(.plain)
            }
        }
        """

    /// The tab drawing the pills in its header, drawn by the root in a `Tab`.
    static let screens = """
        import SwiftUI
        struct TourTab: View {
            var body: some View {
                content
                    .padding()
            }
            private var content: some View {
                VStack(spacing: 0) {
                    header
                    Text("Shows")
                }
            }
            private var header: some View {
                VStack(alignment: .leading) {
                    FilterPills()
                }
            }
        }
        struct RootTabs: View {
            var body: some View {
                TabView {
                    Tab("Tour", systemImage: "ticket") {
                        TourTab()
                    }
                }
            }
        }
        """

    func pairs(_ files: [String: String]) throws -> [String] {
        for (name, text) in files { try write(name, text) }
        var options = RunOptions()
        options.cwd = work.path
        options.paths = ["."]
        options.threads = 1
        options.configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        return ContrastAudit.outcome(Engine.run(options), options: options).pairs.map { "\($0.foreground)/\($0.background)" }.sorted()
    }

    static func app(_ scene: String) -> String {
        """
        import SwiftUI
        @main
        struct RadioApp: App {
            var body: some Scene {
                WindowGroup {
                    \(scene)
                }
            }
        }
        """
    }

    /// Drawn, four types up, inside a container the tree does not declare (a package's wallpaper): unknown.
    func testAViewDrawnInsideAnUnknownContainerElsewhereIsNoPair() throws {
        XCTAssertEqual(try pairs(["Pills.swift": Self.pills, "Screens.swift": Self.screens,
                                  "App.swift": Self.app("ThemeContainer(configuration: config) {\n                ZStack {\n                    RootTabs()\n                }\n            }")]), [])
    }

    /// Negative: the same views up to a `WindowGroup` with nothing painted between are on the window's canvas.
    func testAViewDrawnUpToAWindowIsPairedOverTheCanvas() throws {
        XCTAssertEqual(try pairs(["Pills.swift": Self.pills, "Screens.swift": Self.screens, "App.swift": Self.app("RootTabs()")]),
                       ["inverseText/chip at 16%"])
    }

    /// Negative: a sheet shows its content on a canvas of its own, whatever lies under the presenter.
    func testAViewPresentedInASheetIsPairedOverTheCanvas() throws {
        let presenter = """
            import SwiftUI
            struct Home: View {
                @State var shown = false
                var body: some View {
                    Text("Home")
                        .sheet(isPresented: $shown) {
                            FilterPills()
                        }
                }
            }
            """
        XCTAssertEqual(try pairs(["Pills.swift": Self.pills, "Home.swift": presenter,
                                  "App.swift": Self.app("ThemeContainer {\n                Home()\n            }")]), ["inverseText/chip at 16%"])
    }

    /// An overlay or an app's own sheet modifier lies on something else: unknown.
    func testAViewInAModifiersClosureIsNoPair() throws {
        let presenter = """
            import SwiftUI
            struct Home: View {
                var body: some View {
                    Text("Home")
                        .overlaySheet(isPresented: true) {
                            FilterPills()
                        }
                }
            }
            """
        XCTAssertEqual(try pairs(["Pills.swift": Self.pills, "Home.swift": presenter, "App.swift": Self.app("Home()")]), [])
    }

    /// An overlay's content lies on its host: over a text, on the text's own ground (here the window's
    /// canvas, paired); over an app's view (which may paint) or a picture, unknown.
    func testAnOverlaysContentLiesOnItsHost() throws {
        let home = { (host: String) in
            """
            import SwiftUI
            struct Home: View {
                var body: some View {
                    \(host)
                        .overlay {
                            FilterPills()
                        }
                }
            }
            """
        }
        XCTAssertEqual(try pairs(["Pills.swift": Self.pills, "Home.swift": home(#"Text("Home")"#), "App.swift": Self.app("Home()")]),
                       ["inverseText/chip at 16%"])
        XCTAssertEqual(try pairs(["Pills.swift": Self.pills, "Home.swift": home("Card()"), "App.swift": Self.app("Home()")]), [])
        XCTAssertEqual(try pairs(["Pills.swift": Self.pills, "Home.swift": home(#"Image("photo")"#), "App.swift": Self.app("Home()")]), [])
        // A text painted before the overlay: the overlay lies on that paint.
        XCTAssertEqual(try pairs(["Pills.swift": Self.pills, "Home.swift": home(#"Text("Home").background(Color.black)"#),
                                  "App.swift": Self.app("Home()")]), [])
    }

    /// A use in a preview is no place the view is drawn in the app: the window's `ThemeContainer` only counts.
    /// Negative: with the preview alone (drawn nowhere in the app) the view is a root, over the canvas as before.
    func testAPreviewIsNoPlaceTheViewIsDrawn() throws {
        let preview = "import SwiftUI\n#Preview {\n    FilterPills()\n}\n"
        XCTAssertEqual(try pairs(["Pills.swift": Self.pills, "Preview.swift": preview]), ["inverseText/chip at 16%"])
        let previewInContainer = "import SwiftUI\n#Preview {\n    ThemeContainer {\n        FilterPills()\n    }\n}\n"
        XCTAssertEqual(try pairs(["Pills.swift": Self.pills, "Preview.swift": previewInContainer]), ["inverseText/chip at 16%"])
    }

    /// Two targets declaring one name (WXYC's iOS and watch apps each have a `RootTabs`): the watch app's
    /// window draws its own, not the iOS one, which lies in the unknown container. Negative: the watch's own
    /// chip is paired over its window's canvas.
    func testAPlaceNamesTheDeclarationNearestIt() throws {
        let watchRoot = """
            import SwiftUI
            struct RootTabs: View {
                var body: some View {
                    Text("Watch").foregroundStyle(Color.white).background(Color.white.opacity(0.16))
                }
            }
            """
        let files = ["iOS/Pills.swift": Self.pills, "iOS/Screens.swift": Self.screens,
                     "iOS/App.swift": Self.app("ThemeContainer {\n                RootTabs()\n            }"),
                     "Watch/RootTabs.swift": watchRoot, "Watch/WatchApp.swift": Self.app("RootTabs()")]
        let outcome = try pairs(files)
        XCTAssertEqual(outcome, ["inverseText/chip at 16%"])
        var options = RunOptions()
        options.cwd = work.path
        options.paths = ["."]
        options.threads = 1
        options.configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        let sightings = ContrastAudit.outcome(Engine.run(options), options: options).pairs.flatMap(\.sightings).map(\.file)
        XCTAssertEqual(Set(sightings), ["Watch/RootTabs.swift"])
    }

    /// A view function drawn in the same type inside a ZStack over a gradient (WXYC's preview stage mock
    /// section) lies on that paint. Negative: over a text layer it is over the canvas.
    func testAMemberDrawnOverAPaintedLayerIsNoPair() throws {
        func stage(_ under: String) -> String {
            """
            import SwiftUI
            struct Stage: View {
                var body: some View {
                    ZStack {
                        \(under)
                        ScrollView {
                            VStack {
                                mockSection(title: "More")
                            }
                        }
                    }
                }
                private func mockSection(title: String) -> some View {
                    Text(title)
                        .foregroundStyle(Color.white)
                        .background(RoundedRectangle(cornerRadius: 16).fill(Color.white.opacity(0.16)))
                }
            }
            """
        }
        XCTAssertEqual(try pairs(["Stage.swift": stage("LinearGradient(colors: [.blue, .red], startPoint: .top, endPoint: .bottom)")]), [])
        try FileManager.default.removeItem(at: work.appendingPathComponent("Stage.swift"))
        XCTAssertEqual(try pairs(["Stage.swift": stage("Text(\"caption\")")]), ["inverseText/chip at 16%"])
    }

    /// A translucent fill under an overlay's mark (WXYC's map placeholder: a spinner on a white 4 % fill), in a
    /// type another file draws inside a painted card: over that paint. Negative: drawn in a plain window.
    func testAnOverlaysTranslucentFillDrawnInAPaintedCardElsewhereIsNoPair() throws {
        let map = """
            import SwiftUI
            struct VenueMap: View {
                var body: some View {
                    placeholder
                        .task { }
                }
                private var placeholder: some View {
                    Rectangle()
                        .fill(Color.white.opacity(0.16))
                        .overlay {
                            ProgressView().tint(Color.white)
                        }
                }
            }
            """
        let card = """
            import SwiftUI
            struct Detail: View {
                var body: some View {
                    VStack(spacing: 0) {
                        VenueMap()
                    }
                    .background(.black.opacity(0.5), in: .rect(cornerRadius: 14))
                }
            }
            """
        XCTAssertEqual(try pairs(["VenueMap.swift": map, "Detail.swift": card, "App.swift": Self.app("Detail()")]), [])
        XCTAssertEqual(try pairs(["Detail.swift": card.replacingOccurrences(of: ".background(.black.opacity(0.5), in: .rect(cornerRadius: 14))", with: ".padding()")]),
                       ["inverseText/chip at 16%"])
    }
}
