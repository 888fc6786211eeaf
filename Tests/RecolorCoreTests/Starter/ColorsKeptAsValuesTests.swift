@testable import RecolorCore
import XCTest

/// Colors handed on as values (session 24 review F2, F3, F9, Pyto): a member named for the named
/// color it returns, a stored color read back as numbers, a color serialized where it stands.
/// Each with the near miss that stays an ordinary finding.
final class ColorsKeptAsValuesTests: XCTestCase {
    let bridge = """
        import UIKit
        @objc public class ScriptColor: NSObject {
            let color: UIColor
            init(managed: UIColor) { self.color = managed }
            @objc public class var black: ScriptColor { ScriptColor(managed: UIColor.black) }
            @objc public class var accent: ScriptColor { ScriptColor(managed: UIColor.red) }
        }

        """

    func testAMemberNamedForItsNamedColorIsAConstant() {
        XCTAssertEqual(intentOf(bridge, "UIColor.black")?.intent, .data)
        XCTAssertEqual(intentOf(bridge, "UIColor.black")?.evidence, "black returns the color it is named for: a named color constant")
        // Named otherwise: the app's accent, an ordinary color.
        XCTAssertNil(intentOf(bridge, "UIColor.red"))
    }

    let pen = """
        import UIKit
        @objc class Turtle: NSObject {
            let shape = CAShapeLayer()
            @objc var color = UIColor.black {
                didSet { shape.strokeColor = color.cgColor }
            }
            @objc var colorValues: [CGFloat] {
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
                color.getRed(&r, green: &g, blue: &b, alpha: nil)
                return [r, g, b]
            }
        }

        """

    func testAStoredColorReadBackAsNumbersIsData() {
        XCTAssertEqual(intentOf(pen, "UIColor.black")?.intent, .data)
        XCTAssertEqual(intentOf(pen, "UIColor.black")?.evidence, "initial value of Turtle.color, read back as numbers (color.getRed)")
        // Never read back: an ordinary stroke color.
        let drawn = pen.replacingOccurrences(of: "color.getRed(&r, green: &g, blue: &b, alpha: nil)", with: "_ = shape")
        XCTAssertNil(intentOf(drawn, "UIColor.black"))
    }

    let archive = """
        import UIKit
        extension UIColor {
            func encode() -> Data { (try? NSKeyedArchiver.archivedData(withRootObject: self, requiringSecureCoding: false)) ?? Data() }
        }
        struct ThemeFile {
            var text: String { "\\(UIColor(red: 0.7, green: 0.2, blue: 0.2, alpha: 1).encode().base64EncodedString())" }
        }
        final class Banner: UIView {
            func setUp() { backgroundColor = UIColor(red: 0.7, green: 0.2, blue: 0.2, alpha: 0.5) }
        }

        """

    func testASerializedColorIsData() {
        XCTAssertEqual(intentOf(archive, "UIColor(red: 0.7, green: 0.2, blue: 0.2, alpha: 1)")?.intent, .data)
        XCTAssertNil(intentOf(archive, "UIColor(red: 0.7, green: 0.2, blue: 0.2, alpha: 0.5)")?.intent)
    }
}

/// Colors drawn into a bitmap over the function's own pixels, read back (SwiftTerm's glyph
/// atlas, session 24 review F12), and the negatives: a context made into an image, one without
/// a buffer of its own; a color component that is negative is a marker, not a color (F7).
final class PixelBufferDrawingTests: XCTestCase {
    let rasterizer = """
        import UIKit
        struct Rasterizer {
            func coverage(width: Int, height: Int) -> [UInt8] {
                var pixels = [UInt8](repeating: 0, count: width * height * 4)
                pixels.withUnsafeMutableBytes { raw in
                    guard let context = CGContext(data: raw.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                                  bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0) else { return }
                    context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
                }
                return pixels
            }
        }

        """

    func testAColorDrawnIntoAReadBackBufferIsAMask() {
        XCTAssertEqual(intentOf(rasterizer, "CGColor(red: 1, green: 1, blue: 1, alpha: 1)")?.intent, .mask)
    }

    func testABufferMadeIntoAnImageOrNoBufferIsNot() {
        let shown = rasterizer.replacingOccurrences(of: "return pixels", with: "_ = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0)?.makeImage()\n        return pixels")
        XCTAssertNil(intentOf(shown, "CGColor(red: 1, green: 1, blue: 1, alpha: 1)"))
        let own = rasterizer.replacingOccurrences(of: "data: raw.baseAddress", with: "data: nil")
        XCTAssertNil(intentOf(own, "CGColor(red: 1, green: 1, blue: 1, alpha: 1)"))
    }
}
