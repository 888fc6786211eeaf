@testable import RecolorCore
import XCTest

/// A file-level constant that is a token (`let accent = Color.purpleFill`), named bare in another
/// file's view (`.background(accent)`): a use of that token there (KHabit's shape, session 30).
final class GlobalColorConstantPairsTests: XCTestCase {
    static let style = """
    import SwiftUI

    let accent = Color.purpleFill
    """

    static func save(_ background: String) -> String {
        """
        import SwiftUI
        struct Save: View {
            var body: some View {
                Text("Save")
                    .background(\(background))
                    .foregroundColor(Color.badgeText)
            }
        }
        """
    }

    func testAFileLevelConstantNamedInAnotherFileIsAUse() throws {
        XCTAssertEqual(try GradientMemberPairsTests.pairs(["Style.swift": Self.style, "Save.swift": Self.save("accent")]),
                       ["badgeText/purpleFill@Save.swift:6 on Save.swift:5"])
    }

    /// Negatives: a member of that name (`theme.accent`); the name declared again elsewhere (a
    /// local may be what is named); the name written as a parameter (`func f(accent: Color)`).
    func testAMemberOrAShadowedNameIsNoUse() throws {
        XCTAssertEqual(try GradientMemberPairsTests.pairs(["Style.swift": Self.style, "Save.swift": Self.save("theme.accent")]), [])
        let local = "import SwiftUI\nfunc tint() -> Color {\n    let accent = Color.red\n    return accent\n}\n"
        XCTAssertEqual(try GradientMemberPairsTests.pairs(["Style.swift": Self.style, "Save.swift": Self.save("accent"), "Tint.swift": local]), [])
        let parameter = "import SwiftUI\nfunc paint(_ v: some View, accent: Color) -> some View {\n    v.background(accent)\n}\n"
        XCTAssertEqual(try GradientMemberPairsTests.pairs(["Style.swift": Self.style, "Save.swift": Self.save("accent"), "Paint.swift": parameter]), [])
    }

    /// The constant as a ternary's first arm elsewhere (`.stroke(on ? accent : Color.gray)`) is no label:
    /// Splito's lime button lost its pair under black text so (session 36, pairs36 V7). Its colon glued
    /// (`accent: Color`, a parameter) still shadows it, as above.
    func testATernaryArmIsNoLabel() throws {
        let dot = "import SwiftUI\nstruct Dot: View {\n    var on: Bool\n    var body: some View { Circle().stroke(on ? accent : Color.gray, lineWidth: 1) }\n}\n"
        XCTAssertEqual(try GradientMemberPairsTests.pairs(["Style.swift": Self.style, "Save.swift": Self.save("accent"), "Dot.swift": dot]),
                       ["badgeText/purpleFill@Save.swift:6 on Save.swift:5"])
    }

    /// Each arm of a ternary of constants is a use (`.foregroundColor(on ? ink : accent)`): the first arm was
    /// read as a label and only the last was paired (Splito's green amount text; session 36, pairs36 V4).
    func testEveryArmOfATernaryOfConstantsIsAUse() throws {
        let style = Self.style + "\nlet ink = Color.badgeText\n"
        let row = "import SwiftUI\nstruct Row: View {\n    var on: Bool\n    var body: some View {\n        Text(\"a\")\n"
            + "            .foregroundColor(on ? ink : Color.black)\n            .background(accent)\n    }\n}\n"
        XCTAssertEqual(try GradientMemberPairsTests.pairs(["Style.swift": style, "Row.swift": row]).filter { $0.hasPrefix("badgeText/") },
                       ["badgeText/purpleFill@Row.swift:6 on Row.swift:7"])
    }
}
