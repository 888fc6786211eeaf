@testable import RecolorCore
import XCTest

/// Marks rendered into an offscreen image annotating a picture the same type analyses (rarime's
/// face mesh: Vision's landmarks on a camera frame, white dots on `CAShapeLayer`s rendered with
/// `UIGraphicsImageRenderer` into the mask shown over the camera) are kept as the picture's
/// (session 30's review B, B8). Negatives: the same drawing in a type that analyses no picture (an
/// image helper), and a Vision type's own function that draws no image (its screen's label), are
/// ordinary colors. Hand-written.
final class FrameAnnotationTests: XCTestCase {
    static let mesh = """
        import UIKit
        import Vision
        final class FaceMesh {
            static func overlay(for frame: CGImage) throws -> UIImage? {
                let request = VNDetectFaceLandmarksRequest()
                try VNSequenceRequestHandler().perform([request], on: frame)
                guard let points = request.results?.first?.landmarks?.allPoints?.normalizedPoints else { return nil }
                return draw(points, size: CGSize(width: frame.width, height: frame.height))
            }
            private static func draw(_ points: [CGPoint], size: CGSize) -> UIImage {
                let shapeLayer = CAShapeLayer()
                for point in points {
                    let dot = CAShapeLayer()
                    dot.path = UIBezierPath(ovalIn: CGRect(x: point.x, y: point.y, width: 16, height: 16)).cgPath
                    dot.fillColor = UIColor.white.cgColor
                    shapeLayer.addSublayer(dot)
                }
                return toImage(shapeLayer, size: size)
            }
            private static func toImage(_ layer: CALayer, size: CGSize) -> UIImage {
                UIGraphicsImageRenderer(size: size).image { context in
                    layer.render(in: context.cgContext)
                }
            }
        }
        """

    func intent(_ source: String) -> FixedIntent?? {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "FaceMesh.swift", bytes: Array(source.utf8))], options: options)
        let sites = KeptColors.intents(result.allReports, sources: result.files, represented: RepresentedViews(sources: [Array(source.utf8)]), restOfTree: { [] })
        guard let n = result.allReports.firstIndex(where: { $0.text.hasPrefix("UIColor.white") }) else { return .none }
        return .some(sites[n]?.intent)
    }

    func testMarksRenderedIntoAnImageOfAnAnalysedPictureAreKept() {
        XCTAssertEqual(intent(Self.mesh), .some(.mediaSurface))
        // The render in the color's own function, and a frame buffer for the picture, too.
        let inline = Self.mesh
            .replacingOccurrences(of: "return toImage(shapeLayer, size: size)", with: "return UIGraphicsImageRenderer(size: size).image { shapeLayer.render(in: $0.cgContext) }")
            .replacingOccurrences(of: "VNSequenceRequestHandler().perform([request], on: frame)", with: "let buffer: CVPixelBuffer? = nil")
        XCTAssertEqual(intent(inline), .some(.mediaSurface))
    }

    func testAnImageHelperWithoutAPictureIsNoAnnotation() {
        // The same dots rendered by a type that reads no picture (a decorative pattern image).
        let noPicture = Self.mesh
            .replacingOccurrences(of: "let request = VNDetectFaceLandmarksRequest()\n", with: "")
            .replacingOccurrences(of: "try VNSequenceRequestHandler().perform([request], on: frame)\n", with: "")
            .replacingOccurrences(of: "request.results?.first?.landmarks?.allPoints?.normalizedPoints", with: "Optional([CGPoint]())")
        XCTAssertEqual(intent(noPicture), .some(nil))
        // A sample buffer is audio too (a waveform drawn from one is the app's chrome).
        let audio = Self.mesh.replacingOccurrences(of: "try VNSequenceRequestHandler().perform([request], on: frame)", with: "let sample: CMSampleBuffer? = nil")
            .replacingOccurrences(of: "let request = VNDetectFaceLandmarksRequest()\n", with: "")
            .replacingOccurrences(of: "request.results?.first?.landmarks?.allPoints?.normalizedPoints", with: "Optional([CGPoint]())")
        XCTAssertEqual(intent(audio), .some(nil))
    }

    func testAVisionTypesOwnViewThatDrawsNoImageIsNoAnnotation() {
        // The analysing screen's label: its function renders nothing and calls nothing that does.
        let label = Self.mesh.replacingOccurrences(of: "    private static func toImage", with: """
                static func styleHint(_ hint: UILabel) {
                    hint.textColor = UIColor.white
                }
                private static func toImage
            """)
            .replacingOccurrences(of: "dot.fillColor = UIColor.white.cgColor", with: "dot.fillColor = UIColor.red.cgColor")
        XCTAssertEqual(intent(label), .some(nil))
    }
}
