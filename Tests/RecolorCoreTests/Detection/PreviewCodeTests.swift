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

    /// Hamster's samples "only used in previews" (session 27 verify, m-2): a static member named
    /// `preview`, `preview1`, `previewStyle1` whose value is no color.
    func testStaticSamplesForPreviews() {
        XCTAssertEqual(previews("extension CalloutStyle {\n  static var preview1 = CalloutStyle(backgroundColor: .yellow, borderColor: .red)\n}\n"),
                       ["static var preview1 = CalloutStyle(backgroundColor: .yellow, borderColor: .red)"])
        XCTAssertEqual(previews("static let previewStyle1 = KeyboardButtonBorderStyle(color: .red, size: 3)"),
                       ["static let previewStyle1 = KeyboardButtonBorderStyle(color: .red, size: 3)"])
        XCTAssertEqual(previews("static let preview: BarStyle = .init(color: .blue)"), ["static let preview: BarStyle = .init(color: .blue)"])
        XCTAssertEqual(previews("static var previewData: Theme { Theme(tint: .green) }"), ["static var previewData: Theme { Theme(tint: .green) }"])
    }

    /// Negative: a color named for a preview (a camera preview's background) is the app's; a
    /// camera's preview layer or view; a member that is no static; a name of other words.
    func testPreviewNamedAppCodeStays() {
        XCTAssertEqual(previews("static let previewColor = UIColor(white: 0, alpha: 1)"), [])
        XCTAssertEqual(previews("static let preview: UIColor = .black"), [])
        XCTAssertEqual(previews("static let previewBackground = Style(color: .black)"), [])
        XCTAssertEqual(previews("static let previewLayer = AVCaptureVideoPreviewLayer()"), [])
        XCTAssertEqual(previews("let preview1 = CalloutStyle(backgroundColor: .yellow)"), [])
        XCTAssertEqual(previews("static let previews = [CalloutStyle(backgroundColor: .yellow)]"), [])
    }
}
