@testable import RecolorCore
import XCTest

/// A toggle's knob whose shadow is written on its ShapeStyle (OnlySwitch's SwitchToggle, session 22
/// F5: `.foregroundStyle(.white.gradient.shadow(.drop(…)))`) is a control knob, as the same knob
/// with `.shadow` on the shape is; without a shadow, out of a control, or dark, it is not.
final class ShapeStyleShadowTests: XCTestCase {
    static func toggle(_ style: String, type: String = "SwitchToggle") -> String {
        "import SwiftUI\nstruct \(type): View {\n  @Binding var isOn: Bool\n  var body: some View {\n    ZStack {\n      RoundedRectangle(cornerRadius: 15).foregroundStyle(isOn ? Color.accentColor : Color.gray.opacity(0.3))\n      Circle()\n        .frame(height: 26)\n        .offset(x: isOn ? 12 : -12)\n        .foregroundStyle(\n          \(style)\n        )\n    }\n  }\n}\n"
    }

    func testTheStylesShadowMakesTheKnob() {
        XCTAssertEqual(intentOf(Self.toggle(".white\n.gradient\n.shadow(.drop(radius: 3, x: 1, y: 1))"), ".white")?.intent, .controlKnob)
        XCTAssertEqual(intentOf(Self.toggle("Color.white.shadow(.drop(radius: 2))"), "Color.white")?.intent, .controlKnob)
    }

    func testNoKnobWithoutTheShadowOutsideAControlOrNotLight() {
        XCTAssertNil(intentOf(Self.toggle(".white.gradient"), ".white"))
        XCTAssertNil(intentOf(Self.toggle(".white.gradient.shadow(.drop(radius: 3))", type: "ProfileBadge"), ".white"))
        XCTAssertNil(intentOf(Self.toggle("Color(white: 0.2).shadow(.drop(radius: 3))"), "Color(white: 0.2)"))
        // A shadow in another argument's group is not the style's own.
        XCTAssertNil(intentOf(Self.toggle(".white.gradient, Color.black.shadow(.drop(radius: 3))"), ".white"))
    }
}
