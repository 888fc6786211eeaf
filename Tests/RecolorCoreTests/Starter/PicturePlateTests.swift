@testable import RecolorCore
import XCTest

/// The white plate a picture is drawn on (WavesWallet-iOS's token logos: `setFillColor(UIColor.white
/// .cgColor); fill(rect); image.draw(in:)`) is kept as the picture's (session 29's review, A15).
/// Negatives: a fill with no picture drawn after it, and a picture drawn under another fill set
/// after it, are ordinary colors. Hand-written.
final class PicturePlateTests: XCTestCase {
    static let logo = """
        import UIKit
        enum TokenLogo {
            static func render(image: UIImage?, size: CGSize) -> UIImage? {
                UIGraphicsBeginImageContextWithOptions(size, false, 0)
                guard let context = UIGraphicsGetCurrentContext() else { return nil }
                let rect = CGRect(origin: .zero, size: size)
                if let image = image {
                    context.setFillColor(UIColor.white.cgColor)
                    context.fill(rect)
                    image.draw(in: rect, blendMode: .normal, alpha: 1)
                }
                let result = UIGraphicsGetImageFromCurrentImageContext()
                UIGraphicsEndImageContext()
                return result
            }
        }
        """

    func intent(_ source: String) -> FixedIntent?? {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "TokenLogo.swift", bytes: Array(source.utf8))], options: options)
        let sites = KeptColors.intents(result.allReports, sources: result.files, represented: RepresentedViews(sources: [Array(source.utf8)]), restOfTree: { [] })
        guard let n = result.allReports.firstIndex(where: { $0.text.hasPrefix("UIColor.white") }) else { return .none }
        return .some(sites[n]?.intent)
    }

    func testThePlateUnderADrawnPictureIsKept() {
        XCTAssertEqual(intent(Self.logo), .some(.mediaSurface))
    }

    func testAFillWithoutAPictureOrCoveredByAnotherFillIsNoPlate() {
        let noPicture = Self.logo.replacingOccurrences(of: "image.draw(in: rect, blendMode: .normal, alpha: 1)", with: "context.stroke(rect)")
        XCTAssertEqual(intent(noPicture), .some(nil))
        let covered = Self.logo.replacingOccurrences(of: "context.fill(rect)\n", with: "context.fill(rect)\n            context.setFillColor(UIColor.red.cgColor)\n")
        XCTAssertEqual(intent(covered), .some(nil))
    }
}
