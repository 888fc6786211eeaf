@testable import RecolorCore
import XCTest

/// Which code is a SwiftUI preview's: the `#Preview` macro's body, a `PreviewProvider` type's
/// body; and what is not (a type named like a preview, a type conforming to something else).
final class PreviewCodeTests: XCTestCase {
    func previews(_ text: String) -> [String] {
        let file = SwiftSource(path: "a.swift", bytes: Array(text.utf8))
        return PreviewCode.ranges(in: file).map { file.text($0) }
    }

    func testPreviewMacroAndProvider() {
        XCTAssertEqual(previews("#Preview { V() }\nlet x = 1\n"), ["#Preview { V() }"])
        XCTAssertEqual(previews("#Preview(\"Dark\", traits: .sizeThatFitsLayout) {\n V()\n}\n"), ["#Preview(\"Dark\", traits: .sizeThatFitsLayout) {\n V()\n}"])
        XCTAssertEqual(previews("struct V_Previews: PreviewProvider {\n static var previews: some View { V() }\n}\nlet y = 2\n"),
                       ["{\n static var previews: some View { V() }\n}"])
        XCTAssertEqual(previews("extension V: SwiftUI.PreviewProvider, Equatable { static var previews: some View { V() } }"), ["{ static var previews: some View { V() } }"])
    }

    func testNearMisses() {
        XCTAssertEqual(previews("struct V_Previews: View { var body: some View { Text(\"\") } }"), [])
        XCTAssertEqual(previews("let p: PreviewProvider.Type? = nil\nfunc f() { }\n"), [])
        XCTAssertEqual(previews("// #Preview { V() }\nlet s = \"#Preview { }\"\n"), [])
    }
}
