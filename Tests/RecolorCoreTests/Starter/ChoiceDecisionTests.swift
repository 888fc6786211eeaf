@testable import RecolorCore
import XCTest

/// Choices `init` keeps as one decision (session 21 F18, F19): a black/white pair the app
/// chooses by its own flag, colors of any hue drawn in a type showing a live camera or video
/// picture, and the two arms of one ternary. Each with the near misses that still adapt.
final class ChoiceDecisionTests: XCTestCase {
    func analyze(_ sources: [String]) -> RunResult {
        let files = sources.enumerated().map { SwiftSource(path: "f\($0.offset).swift", bytes: Array($0.element.utf8)) }
        return Engine.analyze(files, options: RunOptions())
    }

    /// The intents of the reports of `f0.swift` whose text is `marked`, in source order.
    func intents(_ source: String, of marked: String, others: [String] = []) -> [FixedIntent?] {
        let result = analyze([source] + others)
        let sites = KeptColors.intents(result.allReports, sources: result.files)
        return zip(result.allReports, sites).filter { $0.0.file == "f0.swift" && $0.0.text == marked }
            .sorted { $0.0.finding.range.lowerBound < $1.0.finding.range.lowerBound }.map { $0.1?.intent }
    }

    // MARK: F18, a black/white pair chosen by the app's flag

    func testABlackWhitePairChosenByAFlagNamingItIsOneDecision() {
        let layer = "import UIKit\nfinal class LabelLayer: CALayer {\n  static var whiteOnBlack = true\n"
            + "  func color() -> UIColor { return LabelLayer.whiteOnBlack ? UIColor.white : UIColor.black }\n}\n"
        XCTAssertEqual(intents(layer, of: "UIColor.white"), [.chosenByFlag])
        XCTAssertEqual(intents(layer, of: "UIColor.black"), [.chosenByFlag])
        // The flag names no color, but the same condition chooses the swapped pair (text on its halo).
        let halo = "import UIKit\nfinal class Tag: CALayer {\n  var onImagery = false\n  func style(_ l: UILabel) {\n"
            + "    l.textColor = onImagery ? UIColor.white : UIColor.black\n"
            + "    backgroundColor = (onImagery ? UIColor.black : UIColor.white).withAlphaComponent(0.3).cgColor\n  }\n}\n"
        XCTAssertEqual(intents(halo, of: "UIColor.black"), [.chosenByFlag, .chosenByFlag])
    }

    func testATextChosenAloneByAStateAdapts() {
        // Negative controls: a selection choosing the text alone (the page behind adapts), the same
        // flag choosing the pair in the same order twice, a flag naming white over two grays.
        let selected = "import UIKit\nfinal class Cell: UITableViewCell {\n  func paint(_ l: UILabel) { l.textColor = isSelected ? UIColor.white : UIColor.black }\n}\n"
        XCTAssertEqual(intents(selected, of: "UIColor.black"), [nil])
        let twice = "import UIKit\nfinal class Tag: UIView {\n  var on = false\n  func style(_ a: UILabel, _ b: UILabel) {\n"
            + "    a.textColor = on ? UIColor.white : UIColor.black\n    b.textColor = on ? UIColor.white : UIColor.black\n  }\n}\n"
        XCTAssertEqual(intents(twice, of: "UIColor.black"), [nil, nil])
        let grays = "import UIKit\nfinal class Tag: UIView {\n  var whiteText = false\n"
            + "  func style(_ a: UILabel) { a.textColor = whiteText ? UIColor(white: 0.8, alpha: 1) : UIColor(white: 0.2, alpha: 1) }\n}\n"
        XCTAssertEqual(intents(grays, of: "UIColor(white: 0.2, alpha: 1)"), [nil])
    }

    func testTheFlagChoiceIsKeptWhereItStandsWhileOtherUsesAdapt() {
        let layer = "import UIKit\nfinal class LabelLayer: CALayer {\n  static var whiteOnBlack = true\n"
            + "  func color() -> UIColor { return LabelLayer.whiteOnBlack ? UIColor.white : UIColor.black }\n}\n"
        let screen = "import UIKit\nfinal class Screen: UIView {\n  let title = UILabel()\n  func setUp() { backgroundColor = .white; title.textColor = .black }\n}\n"
        let result = analyze([layer, screen])
        let kept = KeptColors.split(result.allReports, sources: result.files)
        let flag = kept.groups.filter { $0.intent == .chosenByFlag }
        XCTAssertEqual(flag.map(\.match).sorted(), ["#000000", "#FFFFFF"])
        XCTAssertEqual(flag.map { $0.within ?? [] }, [["LabelLayer.color"], ["LabelLayer.color"]])
        XCTAssertEqual(kept.rest.map(\.file).sorted(), ["f1.swift", "f1.swift"], "the screen's white and black adapt")
    }

    // MARK: F19, a live picture and the arms of one choice

    static let measure = "import AVFoundation\nimport UIKit\nfinal class MeasureViewController: UIViewController {\n"
        + "  private var previewLayer: AVCaptureVideoPreviewLayer?\n  let guide = CAShapeLayer()\n  let tick = CAShapeLayer()\n"
        + "  func draw() { guide.strokeColor = UIColor.green.cgColor }\n"
        + "  func drawTick(isZero: Bool) { tick.strokeColor = isZero ? UIColor.green.cgColor : UIColor.white.cgColor }\n}\n"

    func testAnyHueDrawnWhereTheTypeShowsTheCameraPictureIsKept() {
        XCTAssertEqual(intents(Self.measure, of: "UIColor.green.cgColor"), [.mediaSurface, .mediaSurface])
        // Negative control: the same type without the preview layer.
        let plain = Self.measure.replacingOccurrences(of: "  private var previewLayer: AVCaptureVideoPreviewLayer?\n", with: "")
        XCTAssertEqual(intents(plain, of: "UIColor.green.cgColor"), [nil, nil])
    }

    func testTheCameraKeepFollowsThePlaceWhateverOtherUsesDo() {
        let legend = "import UIKit\nfinal class Legend: UIView {\n  let dot = CAShapeLayer()\n"
            + "  func setUp() { dot.strokeColor = UIColor.green.cgColor; layer.borderColor = UIColor.white.cgColor }\n}\n"
        let result = analyze([Self.measure, legend])
        let kept = KeptColors.split(result.allReports, sources: result.files)
        let green = kept.groups.filter { $0.match == "#00FF00" }
        XCTAssertEqual(green.count, 1)
        XCTAssertEqual(green.first?.within, ["MeasureViewController.draw", "MeasureViewController.drawTick"])
        XCTAssertEqual(kept.rest.map(\.file), ["f1.swift", "f1.swift"], "the legend's green and white adapt")
        XCTAssertTrue(kept.unkept.isEmpty)
    }

    /// A camera screen's white rims, and a pin whose white rim shares its place with a white text.
    static let cameraRims = "import AVFoundation\nimport UIKit\nfinal class MeasureViewController: UIViewController {\n"
        + "  private var previewLayer: AVCaptureVideoPreviewLayer?\n  let applyButton = UIButton()\n"
        + "  override func viewDidLoad() { applyButton.layer.borderColor = UIColor.white.cgColor }\n}\n"
    static let pinRimAndText = "import UIKit\nfinal class Pin: UIView {\n  let playerView = UIView()\n"
        + "  func place(_ t: CATextLayer) { playerView.layer.borderColor = UIColor.white.cgColor; t.foregroundColor = UIColor.white.cgColor }\n}\n"

    /// A place where a use that must adapt stands is left out; the other places keep theirs
    /// (GoMap: a white text beside a white rim in MapView's pushpin function made the camera
    /// view's white rims adapt too).
    func testABlockedPlaceLeavesTheOtherPlacesKept() {
        let result = analyze([Self.cameraRims, Self.pinRimAndText])
        let kept = KeptColors.split(result.allReports, sources: result.files)
        XCTAssertEqual(kept.groups.map(\.within), [["MeasureViewController.viewDidLoad"]])
        XCTAssertEqual(kept.unkept.map(\.report.file), ["f1.swift"], "the pin's rim shares its place with a white text that adapts")
    }

    /// The notice for a site meant fixed that no rule could keep names a route the file can take:
    /// a Swift line takes `// recolor:ignore`; an Interface Builder document holds no such comment
    /// (Lush Player: nine storyboard notices advising one; session 30's review A14).
    func testTheUnkeptNoticeOfAnInterfaceBuilderSiteAdvisesNoComment() throws {
        let result = analyze([Self.cameraRims, Self.pinRimAndText])
        var draft = StarterDraft()
        draft.kept = KeptColors.split(result.allReports, sources: result.files)
        let unkept = try XCTUnwrap(draft.kept.unkept.first)
        XCTAssertTrue(draft.keptLines.contains { $0.contains("f1.swift") && $0.contains("// recolor:ignore") }, "\(draft.keptLines)")
        draft.kept.unkept = [KeptColors.Unkept(report: { var r = unkept.report; r.file = "App/Base.lproj/Main.storyboard"; return r }(), site: unkept.site, why: unkept.why)]
        let line = try XCTUnwrap(draft.keptLines.first { $0.contains("Main.storyboard") })
        XCTAssertFalse(line.contains("// recolor:ignore"), line)
        XCTAssertTrue(line.contains("holds no recolor:ignore comment") && line.contains("\"in\""), line)
    }

    func testBothArmsOfOneTernaryTakeOneDecision() {
        // The white arm is over the artwork (the condition says so); the orange arm goes with it.
        let button = "import UIKit\nfunc paint(_ b: UIButton, onArtwork: Bool) { b.tintColor = onArtwork ? UIColor.white : UIColor.orange }\n"
        XCTAssertEqual(intents(button, of: "UIColor.white"), [.mediaSurface])
        XCTAssertEqual(intents(button, of: "UIColor.orange"), [.mediaSurface])
        // Negative control: the orange beside it, in no choice, adapts.
        let apart = "import UIKit\nfunc paint(_ b: UIButton, onArtwork: Bool) { b.tintColor = onArtwork ? UIColor.white : nil; b.backgroundColor = UIColor.orange }\n"
        XCTAssertEqual(intents(apart, of: "UIColor.orange"), [nil])
    }
}
