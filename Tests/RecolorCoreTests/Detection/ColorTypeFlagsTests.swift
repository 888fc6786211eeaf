@testable import RecolorCore
import XCTest

/// Session 33's held-out check, repro v2: a dark/light flag a color type's extension declares
/// (`extension UIColor { var looksDark: Bool { … } }`) is the color's brightness under any name;
/// a static member, one reading the appearance, or one of another type's extension is not.
final class ColorTypeFlagsTests: XCTestCase {
    func flags(_ source: String) -> Set<String> {
        ColorBrightnessFlags.properties(in: SwiftSource(path: "f.swift", bytes: Array(source.utf8))).noAppearance
    }

    let body = "{\n    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0\n    getRed(&r, green: &g, blue: &b, alpha: &a)\n    return r + g + b < 1.5\n  }"

    func testAColorExtensionsFlagOfAnyNameIsTheColorsBrightness() {
        XCTAssertEqual(flags("import UIKit\nextension UIColor {\n  var looksDark: Bool \(body)\n}\n"), ["looksDark"])
        XCTAssertEqual(flags("import SwiftUI\nextension Color {\n  public var readsLight: Bool { hasLightInk() }\n}\n"), ["readsLight"])
        XCTAssertEqual(flags("import AppKit\nextension NSColor: @retroactive Sendable {\n  var looksDark: Bool \(body)\n}\n"), ["looksDark"])
    }

    func testNoFlagOutsideAColorExtensionOrStaticOrFromTheAppearanceOrWithoutADarkWord() {
        XCTAssertEqual(flags("import UIKit\nextension TileStyle {\n  var looksDark: Bool \(body)\n}\n"), [], "another type's extension")
        XCTAssertEqual(flags("import UIKit\nextension UIColor {\n  static var looksDark: Bool \(body)\n}\n"), [], "asked of the type")
        XCTAssertEqual(flags("import UIKit\nextension UIColor {\n  var looksDark: Bool { UITraitCollection.current.userInterfaceStyle == .dark }\n}\n"), [], "the appearance")
        XCTAssertEqual(flags("import UIKit\nextension UIColor {\n  var isVivid: Bool \(body)\n}\n"), [], "no dark or light word")
    }

    /// A color extension's member that is no color's flag still goes through the name rules: a
    /// `static var isDark` compared with the appearance stays the appearance's flag.
    func testAColorExtensionsAppearanceFlagStaysOne() {
        let file = SwiftSource(path: "f.swift", bytes: Array("import UIKit\nextension UIColor {\n  static var isDark: Bool { UITraitCollection.current.userInterfaceStyle == .dark }\n}\n".utf8))
        XCTAssertEqual(ColorBrightnessFlags.properties(in: file).appearance, ["isDark"])
        XCTAssertEqual(ColorBrightnessFlags.properties(in: file).noAppearance, [])
    }
}
