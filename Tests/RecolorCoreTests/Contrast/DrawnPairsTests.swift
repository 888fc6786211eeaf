@testable import RecolorCore
import XCTest

/// Pairs the code writes but does not draw, and pairs it draws elsewhere than the chain says
/// (the audit's M5 and M9): a shape's foreground after its fill, a palette symbol's first style
/// over its second, a prominent button's label over its tint, a translucent background, and one
/// background seen twice (a token's expression and the system color inside it).
final class DrawnPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "ink": { "swiftui": "Color.ink", "light": "#1C1C1E", "dark": "#F2F2F7" },
        "onAlert": { "swiftui": "Color.onAlert", "light": "#FFFFFF", "dark": "#FFFFFF" },
        "alert": { "swiftui": "Color.alert", "light": "#D70015", "dark": "#FF453A" },
        "card": { "swiftui": "Color.card", "light": "#F2F2F7", "dark": "#1C1C1E" },
        "page": { "swiftui": "Color(uiColor: .systemBackground)", "light": "#FFFFFF", "dark": "#000000" } } }
    """##

    func pairs(_ code: String) throws -> [String] { try PairsOfOneFile.described(code, table: Self.table) }

    /// `Circle().fill(X).foregroundColor(Y)`: the fill draws the shape, the foreground draws
    /// nothing (Trio's watch-face preview paired white with its black circle and lightened it).
    /// Negative: a foreground in an overlay of the filled shape is drawn over it.
    func testForegroundAfterAShapesFillIsNoPair() throws {
        let code = """
        import SwiftUI
        struct Face: View {
            var body: some View {
                ZStack {
                    Circle().fill(Color.ink).foregroundColor(Color.onAlert)
                    Circle().fill(Color.alert).overlay(Image(systemName: "x").foregroundColor(Color.card))
                }
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["card/alert@6-6"])
    }

    /// A foreground with no fill of a style of its own (none, `.fill()`, `.stroke(lineWidth:)`)
    /// still colors the shape: a shape over the container's background.
    func testShapeForegroundWithoutFillStaysAGraphic() throws {
        let code = """
        import SwiftUI
        struct Dot: View {
            var body: some View {
                HStack { Circle().foregroundColor(Color.alert) }.background(Color.card)
                HStack { Circle().stroke(lineWidth: 2).foregroundColor(Color.ink) }.background(Color.card)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["alert/card@4-4", "ink/card@5-5"])
    }

    /// A palette symbol's first style is drawn on its second (the mark on the triangle); the
    /// second lies on the container's background. Negative: one style is over the container.
    func testPaletteSymbolsFirstStyleIsOnItsSecond() throws {
        let code = """
        import SwiftUI
        struct Warning: View {
            var body: some View {
                VStack {
                    Image(systemName: "exclamationmark.triangle.fill")
                        .foregroundStyle(Color.onAlert, Color.alert)
                        .symbolRenderingMode(.palette)
                    Image(systemName: "info").foregroundStyle(Color.ink)
                }
                .background(Color.card)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["alert/card@6-10", "ink/card@8-10", "onAlert/alert@6-6"])
    }

    /// A `.borderedProminent` button draws its label on its tint, not on the row's background
    /// (Trio's white label was paired with its list row); the tint is the label's surface, no
    /// mark on the row. Without a tint the label is on the accent color: no pair. Negative: a
    /// plain button's label is on the row.
    func testProminentButtonsLabelIsOnItsTint() throws {
        let code = """
        import SwiftUI
        struct Actions: View {
            var body: some View {
                List {
                    Button("Go") {}
                        .buttonStyle(.borderedProminent)
                        .tint(Color.alert)
                        .foregroundColor(Color.onAlert)
                        .listRowBackground(Color.card)
                    Button("Stop") {}
                        .buttonStyle(BorderedProminentButtonStyle())
                        .foregroundColor(Color.ink)
                        .listRowBackground(Color.card)
                    Button { } label: { Text("Save").foregroundColor(Color.onAlert) }
                        .buttonStyle(.borderedProminent)
                        .tint(Color.alert)
                        .background(Color.card)
                    Button("Plain") {}
                        .foregroundColor(Color.ink)
                        .listRowBackground(Color.card)
                }
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/card@19-20", "onAlert/alert@8-7,14-16"])
    }

    /// A background made translucent (`.opacity(0.2)`, `.withAlphaComponent(0.5)`) shows what is
    /// under it: measured opaque it lied (BookPlayer's white on a 20 % gray was 3.26:1, about 1.2:1
    /// drawn). Over a container's background its text pairs with nothing known, not the container
    /// either. Negative: opacity 1.
    func testTranslucentBackgroundIsNoKnownSurface() throws {
        let code = """
        import SwiftUI
        struct Badge: View {
            var body: some View {
                VStack {
                    Text("a").foregroundColor(Color.ink).background(Color.card.opacity(0.2))
                    Text("b").foregroundColor(Color.onAlert).background(Color.alert.opacity(1))
                }
                .background(Color.alert)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["onAlert/alert@6-6"])
    }

    /// A translucent background with nothing painted under it in the file lies on the window's
    /// background: the token at that opacity (`card at 40%`), blended when measured (49-Euro's
    /// buttons over a 40 % card had no pair). Negatives: the same over a painted container (above),
    /// an opacity decided at run time.
    func testTranslucentBackgroundOverTheWindowIsTheTokenAtThatOpacity() throws {
        let code = """
        import SwiftUI
        struct Presets: View {
            let fade: Double
            var body: some View {
                Button("now") {}
                    .foregroundColor(Color.ink)
                    .background(Color.card.opacity(0.4))
                Text("b").foregroundColor(Color.ink).background(Color.alert.opacity(fade))
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/card at 40%@6-7"])
    }

    /// `.tint(X)` on a `Text` draws nothing of it (49-Euro's station name, `.tint(.primary)`, was
    /// a pair on the card). Negative: the same tint on an `Image` is drawn.
    func testATextsTintDrawsNothing() throws {
        let code = """
        import SwiftUI
        struct Row: View {
            var body: some View {
                VStack {
                    Text("a").tint(Color.ink)
                    Image(systemName: "b").tint(Color.ink)
                }
                .background(Color.card)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/card@6-8"])
    }

    /// A modifier of the app's own that backs its view (`.badgeBackgroundStyle(.primary)`, a
    /// `ViewModifier` painting a capsule) is a surface of unknown color: what it holds pairs with
    /// nothing outside (49-Euro's map glyph was paired with the row's card). Negatives: SwiftUI's
    /// `backgroundStyle` paints nothing; a sibling without the modifier stays on the card.
    func testAnAppsOwnBackgroundModifierHidesTheContainer() throws {
        let code = """
        import SwiftUI
        struct Row: View {
            var body: some View {
                HStack {
                    Image(systemName: "map").badgeBackgroundStyle(.primary).foregroundColor(Color.ink)
                    Text("b").backgroundStyle(.red).foregroundColor(Color.ink)
                    Text("c").foregroundColor(Color.onAlert)
                }
                .background(Color.card)
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/card@6-9", "onAlert/card@7-9"])
    }

    /// The audit measures `card at 40%` with the card's values at 40 % over each appearance's canvas.
    func testATokenAtAnOpacityIsMeasuredBlended() throws {
        let table = try ConfigurationLoader.parse(Array(#"""
        { "tokens": { "ink": { "uikit": "Semantic.ink", "light": "#000000", "dark": "#FFFFFF" },
                      "card": { "uikit": "Semantic.card", "light": "#000000", "dark": "#FFFFFF" } },
          "pairs": [ { "foreground": "ink", "background": "card at 40%" } ] }
        """#.utf8), file: "t.json")
        let audited = ContrastAudit.audit(table, inferred: [])
        let light = try XCTUnwrap(audited.first?.checks.first { $0.appearance == .light })
        // 40 % black over white is #999999: black text on it reads about 7:1, not 1:1.
        XCTAssertEqual(light.shownBackground.rgba, RGBA(mappingHex: "#999999"))
        XCTAssertGreaterThan(light.ratio, 6.5)
        XCTAssertNil(TranslucentSubjects.parse("card at 100%"))
        XCTAssertNil(TranslucentSubjects.parse("card"))
    }

    /// A token drafted from `.black.opacity(0.1)` already holds its opacity (`#0000001A`): `card at 10%`
    /// keeps it, not 1 % (pika, session 19). Negative: an opaque token is scaled.
    func testATranslucentTokensOpacityIsAppliedOnce() throws {
        let translucent = AppearanceValues([.light: RGBA(mappingHex: "#0000001A")!])
        let opaque = AppearanceValues([.light: RGBA(mappingHex: "#000000")!])
        XCTAssertEqual(TranslucentSubjects.values("dim at 10%", base: { _ in translucent })?.given[.light]?.alpha, 0x1A)
        XCTAssertEqual(TranslucentSubjects.values("ink at 10%", base: { _ in opaque })?.given[.light]?.alpha, 26)
    }

    /// A token written as `Color(uiColor: .systemBackground)` is one background, not also the
    /// system color inside it (BookPlayer listed `primaryText on systemBackground` twice).
    func testSystemColorInsideATokensExpressionIsOneUse() throws {
        let code = """
        import SwiftUI
        struct Pill: View {
            var body: some View {
                Text("a").foregroundColor(Color.ink).background(Color(uiColor: .systemBackground))
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/page@4-4"])
    }

    /// A swipe action's button is drawn on its tint beside the row, not on the row: its label
    /// pairs with the tint, and the tint with nothing. Negative: a button in the row's content.
    func testSwipeActionsTintIsItsButtonsSurface() throws {
        let code = """
        import SwiftUI
        struct Row: View {
            var body: some View {
                HStack {
                    Text("a").foregroundColor(Color.ink)
                    Button("b") {}.tint(Color.alert)
                }
                .background(Color.card)
                .swipeActions {
                    Button { } label: { Text("Delete").foregroundColor(Color.onAlert) }
                        .tint(Color.alert)
                }
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["alert/card@6-8", "ink/card@5-8", "onAlert/alert@10-11"])
    }

    /// A small layer of a ZStack (a badge: a fixed frame of 12 points or less, or moved by an
    /// offset) lies under no later layer. Negative: a 20-point badge holds its count.
    func testSmallZStackLayerIsNoSurfaceForLaterLayers() throws {
        let code = """
        import SwiftUI
        struct Inbox: View {
            var body: some View {
                ZStack {
                    RoundedRectangle(cornerRadius: 4).fill(Color.card)
                    Circle().fill(Color.alert).frame(width: 8, height: 8).offset(x: 2)
                    Text("Inbox").foregroundColor(Color.ink)
                }
                ZStack {
                    Circle().fill(Color.alert).frame(width: 20, height: 20)
                    Text("3").foregroundColor(Color.onAlert)
                }
            }
        }
        """
        XCTAssertEqual(try pairs(code), ["ink/card@7-5", "onAlert/alert@11-10"])
    }

    /// A highlighted color (a label's `highlightedTextColor`, a custom button's
    /// `highlightedColor`) is drawn in the highlighted state, over the selection or the pressed
    /// fill: never over the view's normal background. Negative: the normal text color pairs.
    func testHighlightedColorsPairWithNothing() throws {
        let table = ##"""
        { "tokens": {
            "ink": { "uikit": "UIColor.ink", "light": "#1C1C1E", "dark": "#F2F2F7" },
            "onAlert": { "uikit": "UIColor.onAlert", "light": "#FFFFFF", "dark": "#FFFFFF" },
            "card": { "uikit": "UIColor.card", "light": "#F2F2F7", "dark": "#1C1C1E" } } }
        """##
        let code = """
        import UIKit
        func style(_ label: UILabel, _ button: PillButton) {
            label.backgroundColor = UIColor.card
            label.textColor = UIColor.ink
            label.highlightedTextColor = UIColor.onAlert
            button.backgroundColor = UIColor.card
            button.highlightedColor = UIColor.ink
        }
        """
        XCTAssertEqual(try PairsOfOneFile.described(code, table: table), ["ink/card@4-3"])
    }
}
