@testable import RecolorCore
import XCTest

/// The app's own `UIColor(red: Int, green: Int, blue: Int, alpha: Int)` whose body divides the
/// alpha by 100 (Nightlight's palette, "the alpha component of the color (0-100)"): `alpha: 100`
/// is opaque, not #…64 (39 %), which made every palette color and its token translucent.
final class PercentAlphaInitializerTests: XCTestCase {
    func colors(_ files: [String: String]) -> [String] {
        let sources = files.sorted { $0.key < $1.key }.map { SwiftSource(path: $0.key, bytes: Array($0.value.utf8)) }
        return Engine.analyze(sources, options: RunOptions()).allReports.filter { $0.file == "Palette.swift" }
            .compactMap { $0.finding.color?.hex(withAlpha: true) }
    }

    static let palette = """
    import UIKit
    extension UIColor {
        static let urgent = UIColor(red: 242, green: 97, blue: 98, alpha: 100)
        static let hint = UIColor(red: 61, green: 67, blue: 77, alpha: 30)
    }
    """

    static func overload(_ alpha: String) -> String {
        """
        import UIKit
        extension UIColor {
            /// - parameter alpha: the alpha component of the color (0-100).
            public convenience init(red: Int, green: Int, blue: Int, alpha: Int) {
                self.init(red: CGFloat(red) / 255.0, green: CGFloat(green) / 255.0, blue: CGFloat(blue) / 255.0, alpha: \(alpha))
            }
        }
        """
    }

    func testAnAlphaInPercentIsReadSo() {
        XCTAssertEqual(colors(["Palette.swift": Self.palette, "UIColor+Extension.swift": Self.overload("CGFloat(alpha) / 100.0")]),
                       ["#F26162FF", "#3D434D4D"])
    }

    /// Negative: an overload dividing the alpha by 255, or none declared: 0–255 as before.
    func testOtherwiseTheAlphaIsOutOf255() {
        XCTAssertEqual(colors(["Palette.swift": Self.palette, "UIColor+Extension.swift": Self.overload("CGFloat(alpha) / 255.0")]),
                       ["#F2616264", "#3D434D1E"])
        XCTAssertEqual(colors(["Palette.swift": Self.palette]), ["#F2616264", "#3D434D1E"])
    }

    /// A palette file's members (`paletteFiles`): their values are read with the tree's overloads too.
    func testAPaletteFilesMembersReadTheAlphaInPercent() {
        var options = RunOptions()
        options.configuration.paletteFiles = ["Palette.swift"]
        let sources = [SwiftSource(path: "Palette.swift", bytes: Array(Self.palette.utf8)),
                       SwiftSource(path: "UIColor+Extension.swift", bytes: Array(Self.overload("CGFloat(alpha) / 100.0").utf8)),
                       SwiftSource(path: "View.swift", bytes: Array("import UIKit\nfunc paint(_ l: UILabel) { l.textColor = .urgent }\n".utf8))]
        let use = Engine.analyze(sources, options: options).allReports.first { $0.file == "View.swift" }
        XCTAssertEqual(use?.finding.color?.hex(withAlpha: true), "#F26162FF")
    }
}
