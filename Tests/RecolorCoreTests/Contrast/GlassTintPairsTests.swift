@testable import RecolorCore
import XCTest

/// A Liquid Glass tint (`.glassEffect(.clear.tint(.white.opacity(0.7)))`) is the surface of the view the
/// glass is drawn behind: the background of its foreground, role background for `init` (verify31 V6:
/// Delta's selected pause-menu item, black text on a white glass tint, became white text on white glass
/// in Dark Mode; `contrast` checked no pair). Negatives: a view's own `.tint(…)`, `Color.clear`, an app's
/// member called `regular`, and a glass tint in another arm of the same condition than the text.
final class GlassTintPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": {
        "label": { "swiftui": "Color.primary", "light": "#000000", "dark": "#FFFFFF" },
        "inverseText": { "swiftui": "Color.inverseText", "light": "#FFFFFF", "dark": "#FFFFFF" },
        "glassFill": { "swiftui": "Color.glassFill", "light": "#FFFFFFB3", "dark": "#0D0D0DB3" },
        "purple": { "uikit": "UIColor.deltaPurple", "light": "#8B28F7", "dark": "#9645FF" } },
      "rules": [
        { "match": "#FFFFFFB3", "token": "glassFill" },
        { "match": "#000000", "token": "label" },
        { "match": "#FFFFFF", "token": "inverseText" } ] }
    """##

    func pairs(_ body: String) throws -> [String] {
        try PairsOfOneFile.described("import SwiftUI\nstruct Item: View {\n    let on: Bool\n    var body: some View {\n\(body)\n    }\n}\n", table: Self.table)
    }

    func contexts(_ source: String) -> [String: String] {
        let file = SwiftSource(path: "A.swift", bytes: Array(source.utf8))
        var out: [String: String] = [:]
        for r in Engine.analyze([file], options: RunOptions()).allReports { out[r.text] = r.finding.context ?? "none" }
        return out
    }

    func testTheTextIsOnTheGlassTint() throws {
        XCTAssertEqual(try pairs("""
                    Text("A")
                        .glassEffect(.clear.tint(.white.opacity(0.7)), in: .rect(cornerRadius: 16))
                        .foregroundStyle(.black)
            """), ["label/glassFill at 70%@7-6"])
        // On `Glass`, after another glass call, as `Glass.regular`.
        XCTAssertEqual(try pairs("""
                    Text("A")
                        .glassEffect(Glass.regular.interactive().tint(Color.white.opacity(0.7)))
                        .foregroundStyle(Color.black)
            """), ["label/glassFill at 70%@7-6"])
    }

    func testTheArmsOfOneConditionPairArmByArm() throws {
        // Selected: black on the white glass; otherwise white on clear glass (no tint): the white text is on no token.
        XCTAssertEqual(try pairs("""
                    Text("A")
                        .glassEffect(on ? .clear.tint(.white.opacity(0.7)).interactive() : .clear.interactive(), in: .rect(cornerRadius: 16))
                        .foregroundStyle(on ? .black : .white)
            """), ["label/glassFill at 70%@7-6"])
    }

    func testAnOpacityAfterAWrapperIsTheTints() throws {
        // Delta's achievement toast: `.regular.tint(Color(uiColor: .deltaPurple).opacity(0.3))` was measured opaque.
        XCTAssertEqual(try pairs("""
                    Text("A")
                        .glassEffect(.regular.tint(Color(uiColor: .deltaPurple).opacity(0.3)))
                        .foregroundStyle(.white)
            """), ["inverseText/purple at 30%@7-6"])
        // Nor is a wrapper of two arguments the use's.
        XCTAssertEqual(ViewChainModifiers.wrapper(aroundArgumentAt: 3, in: SwiftSource(path: "A.swift", bytes: Array("Mix(a: .black, b: .white)".utf8))), nil)
    }

    func testAViewsOwnTintIsNoGlass() throws {
        XCTAssertEqual(try pairs("""
                    Button("A") {}
                        .tint(.white.opacity(0.7))
                        .foregroundStyle(.black)
            """), [])
        let c = contexts("import SwiftUI\nstruct V: View {\n  var body: some View {\n    Text(\"A\").tint(.white.opacity(0.7))\n  }\n}\n")
        XCTAssertEqual(c[".white.opacity(0.7)"], "tint")
    }

    func testTheGlassTintIsABackgroundForInit() {
        let c = contexts("import SwiftUI\nstruct V: View {\n  var body: some View {\n    Text(\"A\").glassEffect(.regular.tint(.white.opacity(0.7)))\n  }\n}\n")
        XCTAssertEqual(c[".white.opacity(0.7)"], "background")
        XCTAssertEqual(ColorRole(context: c[".white.opacity(0.7)"]), .background)
    }

    func testOtherReceiversNamedLikeAVariantAreNoGlass() {
        let source = SwiftSource(path: "A.swift", bytes: Array("let a = Color.clear.tint(x)\nlet b = theme.regular.tint(x)\nlet c = f().clear.tint(x)\nlet d = .clear.tint(x)\n".utf8))
        let tints = source.code.indices.filter { source.codeIs($0, "tint") }
        XCTAssertEqual(tints.map { GlassTint.isGlassTint(name: $0, in: source) }, [false, false, false, true])
    }
}
