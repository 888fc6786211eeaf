@testable import RecolorCore
import XCTest

/// An app's palette written `Color(hex: 0xFF……)` for its own `init(hex: UInt)` that reads bits
/// 16–23 as red and ignores the top byte (RIA-DigiDoc-iOS's AppColors.swift, session 28's review,
/// B1): init's table holds the colors the app draws, not RRGGBBAA readings at 15 % alpha.
/// Hand-written, in the shape of that palette.
final class HexInitializerOrderTests: XCTestCase {
    let palette = """
        import SwiftUI
        enum Brand {
            static let Wine800 = Color(hex: 0xFF571E27)
            static let Mint50 = Color(hex: 0xFFEAF8EA)
        }
        """
    let initializer = """
        import SwiftUI
        extension Color {
            init(hex: UInt, alpha: Double = 1.0) {
                let red = Double((hex >> 16) & 0xFF) / 255
                let green = Double((hex >> 8) & 0xFF) / 255
                let blue = Double(hex & 0xFF) / 255
                self.init(red: red, green: green, blue: blue, opacity: alpha)
            }
        }
        """
    let badge = """
        import SwiftUI
        struct Badge: View {
            var body: some View { Text("ok").foregroundStyle(Brand.Wine800).background(Brand.Mint50) }
        }
        """

    func lightValues(_ files: [(String, String)]) -> Set<String> {
        // As init's second run reads them: `Brand` a palette (its members' values from the palette index).
        var options = RunOptions()
        options.threads = 1
        options.configuration.palettes = ["Brand"]
        let result = Engine.analyze(files.map { FileInput(path: $0.0, bytes: Array($0.1.utf8)) }, options: options)
        let draft = StarterDraft.build(result, declared: DeclaredMembers(), configuration: options.configuration)
        return Set(draft.tokens.compactMap { $0.appearance[.light]?.hex(withAlpha: true) })
    }

    /// The palette is read (by the engine's palette index, before detection) as the initializer reads it.
    func testThePalettesLightValuesAreTheInitializersColors() {
        let values = lightValues([("Palette.swift", palette), ("Color+Hex.swift", initializer), ("Badge.swift", badge)])
        XCTAssertTrue(values.isSuperset(of: ["#571E27FF", "#EAF8EAFF"]), "\(values)")
        XCTAssertFalse(values.contains("#FF571E27"), "\(values)")
    }

    /// Negative: an `init(hex: UInt)` of a type that is no color (a pixel struct) and a string
    /// initializer of the color type say nothing of the integer's order: the label's own (RRGGBBAA) stands.
    func testAnotherTypesInitializerSaysNothing() {
        let other = """
            import SwiftUI
            struct Pixel {
                var red: UInt
                init(hex: UInt) { red = (hex >> 16) & 0xFF }
            }
            extension Color {
                init(hex: String) { let v = UInt(hex, radix: 16) ?? 0; self.init(red: Double((v >> 16) & 0xFF) / 255, green: 0, blue: 0) }
            }
            """
        let values = lightValues([("Palette.swift", palette), ("Pixel.swift", other), ("Badge.swift", badge)])
        XCTAssertTrue(values.contains("#FF571E27"), "\(values)")
    }

    /// A body read from its shifts and the names it gives them.
    func testReadings() {
        func order(_ body: String) -> HexInitializerOrder? {
            let file = SwiftSource(path: "I.swift", bytes: Array("extension UIColor {\n\(body)\n}\n".utf8))
            let tree = SyntaxTree(file)
            guard let scope = tree.scopes.first(where: { if case .function(.`init`) = $0.kind { return true } else { return false } }) else { return nil }
            return HexInitializerOrder.read(file, keyword: scope.keywordToken, open: scope.open)?.order
        }
        XCTAssertEqual(order("convenience init(hex: Int) { self.init(red: CGFloat((hex & 0xFF0000) >> 16) / 255, green: 0, blue: 0, alpha: 1) }"), .rgb)
        XCTAssertEqual(order("convenience init(hex: Int) { let a = (hex >> 24) & 0xFF; self.init(red: CGFloat((hex >> 16) & 0xFF), green: 0, blue: 0, alpha: CGFloat(a)) }"), .argb)
        XCTAssertEqual(order("convenience init(hex: Int) { self.init(red: CGFloat(hex >> 24), green: 0, blue: 0, alpha: CGFloat(hex & 0xFF)) }"), .rgba)
        // The top byte read by a mask, not a shift; a shift into a name that says nothing; none at all.
        XCTAssertEqual(order("convenience init(hex: Int) { let t = hex & 0xFF000000; self.init(red: CGFloat((hex >> 16) & 0xFF), green: 0, blue: 0, alpha: CGFloat(t)) }"), .unknown)
        XCTAssertEqual(order("convenience init(hex: Int) { let top = hex >> 24; self.init(red: CGFloat((hex >> 16) & 0xFF), green: 0, blue: 0, alpha: CGFloat(top)) }"), .unknown)
        XCTAssertEqual(order("convenience init(hex: Int) { self.init(red: CGFloat(hex / 65536 % 256), green: 0, blue: 0, alpha: 1) }"), .unknown)
        XCTAssertEqual(order("convenience init(hex: Int) { self.init(hex: hex, alpha: 1) }"), .delegating)
        // No integer first parameter: no reading.
        XCTAssertNil(order("convenience init(hex: String) { let v = Int(hex)!; self.init(red: CGFloat(v >> 16), green: 0, blue: 0, alpha: 1) }"))
        XCTAssertNil(order("convenience init(red: CGFloat, hex: Int) { self.init(red: red, green: 0, blue: 0, alpha: 1) }"))
    }
}
