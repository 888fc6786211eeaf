@testable import RecolorCore
import XCTest

/// Where a color stands as a view of its own in a SwiftUI builder (`ViewBuilderPlace`), and where
/// it stands as none: triggering and non-triggering examples, and the role each place's context gives.
final class ViewBuilderPlaceTests: XCTestCase {
    /// The place of the `occurrence`th expression `Color.<member>` (its last token the member, or
    /// the close of a call right after it).
    private func place(_ source: String, _ member: String, _ occurrence: Int = 0) -> ViewBuilderPlace? {
        let s = Snippet(source)
        let m = s.token(member, occurrence)
        let start = m - 2
        XCTAssertEqual(s.file.text(code: start), "Color")
        let last = s.file.isChar(m + 1, "(") ? s.file.matchingClose(m + 1)! : m
        return ViewBuilderPlace.of(expressionAt: start, last: last, in: s.file, groups: EnclosingGroups(file: s.file))
    }

    func testAZStacksFirstOfSeveralLayersIsItsBottom() {
        XCTAssertEqual(place("var body: some View {\n  ZStack {\n    Color.black.ignoresSafeArea()\n    Text(\"a\")\n  }\n}", "black"), .stackBottom)
        XCTAssertEqual(place("var body: some View {\n  ZStack(alignment: .top) { Color.black; Text(\"a\") }\n}", "black"), .stackBottom)
        // In an `if` that is the first layer (iTorrent's cover inside `overlay { if isConnected { ZStack { … } } }`).
        XCTAssertEqual(place("ZStack {\n  if on {\n    Color.black\n  } else {\n    Color.gray\n  }\n  Text(\"a\")\n}", "black"), .stackBottom)
        XCTAssertEqual(place("ZStack {\n  if on {\n    Color.black\n  } else {\n    Color.gray\n  }\n  Text(\"a\")\n}", "gray"), .stackBottom)
    }

    func testALaterOrOnlyLayerIsContent() {
        XCTAssertEqual(place("ZStack {\n  Image(\"a\")\n  Color.black.opacity(0.3)\n}", "black"), .content)
        XCTAssertEqual(place("ZStack {\n  Color.black\n}", "black"), .content)
        XCTAssertEqual(place("VStack {\n  Text(\"a\")\n  Color.gray.frame(height: 1)\n}", "gray"), .content)
        XCTAssertEqual(place("var body: some View {\n  Color.white\n}", "white"), .content)
        XCTAssertEqual(place("GeometryReader { proxy in\n  Color.white.frame(width: proxy.size.width)\n}", "white"), .content)
    }

    /// The value a `some View` body returns is its view (Moonfin's scrim under white text, session 30's
    /// review B1); a value returned by a function of a color type is none.
    func testAValueASomeViewBodyReturnsIsContent() {
        XCTAssertEqual(place("private var scrim: some View {\n  let on = url != nil\n  return Color.black\n    .opacity(on ? 0.5 : 0.75)\n    .ignoresSafeArea()\n}", "black"), .content)
        XCTAssertEqual(place("func layer() -> some View {\n  return Color.gray\n}", "gray"), .content)
        XCTAssertNil(place("func tint() -> Color {\n  return Color.black\n}", "black"))
        XCTAssertNil(place("var body: some View {\n  return Color.white.description\n}", "white"))
    }

    func testBackgroundAndOverlayBuilders() {
        XCTAssertEqual(place("Text(\"a\").background { Color.white }", "white"), .background)
        XCTAssertEqual(place("Text(\"a\").background(alignment: .top) {\n  Color.white\n    .frame(height: 2)\n}", "white"), .background)
        XCTAssertEqual(place("Image(\"a\").overlay { Color.black.opacity(x) }", "black"), .overlay)
    }

    func testAnArgumentAValueOrAnActionIsNoView() {
        XCTAssertNil(place("Text(\"a\").foregroundStyle(Color.red)", "red"))
        XCTAssertNil(place("Text(\"a\").background(Color.white)", "white"))
        XCTAssertNil(place("VStack {\n  let c = Color.black\n}", "black"))
        XCTAssertNil(place("func f() -> Color {\n  Color.black\n}", "black"))
        XCTAssertNil(place("var body: some View {\n  Color.white.description\n}", "white"))
        XCTAssertNil(place("var body: some View {\n  Color.white == other\n}", "white"))
        XCTAssertNil(place("Button(\"a\") {\n  Color.white\n}.onTapGesture {\n  Color.black\n}", "black"))
        XCTAssertNil(place("struct S {\n  Color.black\n}", "black"))
        XCTAssertNil(place("let v = UIColor { traits in\n  Color.black\n}", "black"))
    }

    /// Each place's context gives the role the vocabulary means: a background under the rest, or a fill.
    func testEachPlaceNamesASurfaceRole() {
        XCTAssertEqual(ColorRole(context: ColorContextNames.context(ofViewAt: .stackBottom)), .background)
        XCTAssertEqual(ColorRole(context: ColorContextNames.context(ofViewAt: .background)), .background)
        XCTAssertEqual(ColorRole(context: ColorContextNames.context(ofViewAt: .overlay)), .fill)
        XCTAssertEqual(ColorRole(context: ColorContextNames.context(ofViewAt: .content)), .fill)
    }
}
