@testable import RecolorCore
import XCTest

/// A color parameter the function makes a Core Image color (`CIColor(color: color)` into a
/// filter) is drawn into the picture the function makes: kept, its default and what callers
/// pass (`ParameterFlows`, `ImageFilterColors.parameterFlow`). dhp-ios-app's QR encoder paints
/// modules and background through CIFalseColor; its defaults `.black`/`.white` became `label` and
/// `systemBackground`, so a code made in Dark Mode was light on black, and black on black where a
/// caller passed its own `.black` (session 33's held-out check, V1; /work/s33/repro/v1).
/// Negatives: a parameter the function sets as a view's background adapts; a `CIColor` made of it
/// and then chained (`.components`) is no conversion.
final class CoreImageParameterTests: XCTestCase {
    static let encoder = """
    import UIKit
    import CoreImage
    final class Encoder {
        func encode(for text: String, color: UIColor = .black, backgroundColor: UIColor = .white) -> UIImage? {
            encode(for: Data(text.utf8), color: color, backgroundColor: backgroundColor)
        }
        func encode(for data: Data, color: UIColor = .black, backgroundColor: UIColor = .white) -> UIImage? {
            let paint = CIFilter(name: "CIFalseColor")!
            paint.setValue(CIColor(color: color), forKey: "inputColor0")
            paint.setValue(CIColor(color: backgroundColor), forKey: "inputColor1")
            return paint.outputImage.map { UIImage(ciImage: $0) }
        }
    }
    """

    func draft(_ files: [(String, String)]) -> StarterDraft {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze(files.map { FileInput(path: $0.0, bytes: Array($0.1.utf8)) }, options: options)
        return StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
    }

    func keptPlaces(_ d: StarterDraft) -> [String] {
        d.rules.filter { $0.keep != nil }.flatMap { $0.within ?? [] }.sorted()
    }

    func testTheEncodersDefaultsAndACallersColorAreKept() {
        let caller = """
        import UIKit
        final class Pass {
            func fetchCode(color: UIColor = .black, completion: (UIImage?) -> Void) {
                completion(Encoder().encode(for: "x", color: color))
            }
        }
        final class PassViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .white }
        }
        """
        let d = draft([("Encoder.swift", Self.encoder), ("Pass.swift", caller)])
        let kept = d.rules.filter { $0.keep != nil }
        XCTAssertEqual(Set(kept.flatMap { $0.within ?? [] }), ["Encoder.encode", "Pass.fetchCode"], "\(d.rules)")
        XCTAssertTrue(kept.allSatisfy { $0.keep!.contains("Core Image") }, "\(kept)")
        // The screen's own white still adapts.
        XCTAssertFalse(keptPlaces(d).contains("PassViewController.viewDidLoad"), "\(d.rules)")
    }

    func testAParameterSetAsAViewsBackgroundAdapts() {
        let source = """
        import UIKit
        final class Card {
            func style(_ v: UIView, backgroundColor: UIColor = .white) { v.backgroundColor = backgroundColor }
        }
        """
        XCTAssertTrue(keptPlaces(draft([("Card.swift", source)])).isEmpty)
    }

    func testACoreImageColorReadForItsComponentsIsNoConversion() {
        let source = """
        import UIKit
        import CoreImage
        func level(of color: UIColor = .white) -> CGFloat { CIColor(color: color).red }
        """
        let file = SwiftSource(path: "A.swift", bytes: Array(source.utf8))
        XCTAssertNil(ParameterFlows.uses(in: file, callees: ["level"]).first { $0.key == "level|of" }?.property)
        let encoder = SwiftSource(path: "E.swift", bytes: Array(Self.encoder.utf8))
        // The overload that paints; the one forwarding to it passes its parameters on.
        XCTAssertEqual(Set(ParameterFlows.uses(in: encoder, callees: ["encode"]).filter(\.passedOn.isEmpty).compactMap(\.property)), [ImageFilterColors.parameterFlow])
        XCTAssertEqual(Set(ParameterFlows.uses(in: encoder, callees: ["encode"]).flatMap(\.passedOn)), ["encode|color", "encode|backgroundColor"])
    }
}
