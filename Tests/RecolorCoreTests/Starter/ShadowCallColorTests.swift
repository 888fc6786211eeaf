@testable import RecolorCore
import XCTest

/// The color a shadow call casts its shadow in (`ColorContextNames.shadowCalls`): bittr's price chart
/// `context.setShadow(offset:blur:color: UIColor.black.cgColor)` took the catch-all black → `label` rule,
/// a white glow in Dark (session 34's held-out check, V3), while the same black as `layer.shadowColor`
/// was the fixed shadow token. SwiftUI's `.shadow(color: .black)` was kept by a rule for context `color`,
/// which kept the app's own black text passed as `Tag(color: .black)` beside it too.
final class ShadowCallColorTests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-shadowcall-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

    func draft(_ files: [String: String]) throws -> (StarterDraft, RunResult) {
        for (name, text) in files { try Data(text.utf8).write(to: work.appendingPathComponent(name)) }
        var options = RunOptions()
        options.cwd = work.path
        let result = Engine.run(options)
        return (StarterDraft.build(result, declared: DeclaredMembers.scan(options), configuration: options.configuration, options: StarterDraft.Options()), result)
    }

    func token(_ d: StarterDraft, _ name: String) -> StarterDraft.Token? { d.tokens.first { $0.name == name } }

    func context(_ source: String, of marked: String) throws -> String? {
        let (_, result) = try draft(["A.swift": source])
        let offset = try XCTUnwrap(source.utf8.firstRange(of: marked.utf8)).lowerBound
        let start = source.utf8.distance(from: source.utf8.startIndex, to: offset)
        return try XCTUnwrap(result.allReports.first { $0.finding.range.lowerBound == start }, "no finding at \(marked)").finding.context
    }

    func testAShadowCallsColorIsTheShadowsAndNoOtherArgumentIs() throws {
        XCTAssertEqual(try context("import UIKit\nfinal class Chart: UIView {\n  override func draw(_ rect: CGRect) {\n    let context = UIGraphicsGetCurrentContext()\n    context!.setShadow(offset: CGSize(width: 0, height: 9), blur: 15, color: UIColor.black.cgColor)\n  }\n}\n",
                                   of: "UIColor.black"), "shadowColor")
        XCTAssertEqual(try context("import SwiftUI\nstruct Card: View { var body: some View { Text(\"a\").shadow(color: .black.opacity(0.2), radius: 4) } }\n",
                                   of: ".black"), "shadowColor")
        XCTAssertEqual(try context("import SwiftUI\nstruct Chip: View { var body: some View { Circle().fill(.blue.shadow(.drop(color: .black.opacity(0.3), radius: 2))) } }\n",
                                   of: ".black"), "shadowColor")
        // Not the app's own call with a `color:` (a tag's text), nor a fill beside a shadow, nor a style's key.
        XCTAssertEqual(try context("import UIKit\nfinal class Tag: UIView {\n  let name = UILabel()\n  func configure(color: UIColor) { name.textColor = color }\n  func setUp() { configure(color: UIColor.black) }\n}\n",
                                   of: "UIColor.black)"), "color")
        XCTAssertEqual(try context("import UIKit\nfunc draw(_ context: CGContext) {\n  context.setShadow(offset: .zero, blur: 2)\n  context.setFillColor(UIColor.black.cgColor)\n}\n",
                                   of: "UIColor.black"), "setFillColor")
        XCTAssertEqual(try context("import SwiftUI\nlet style: [String: Color] = [\"color\": .black]\nlet v = Text(\"a\").shadow(radius: 2)\n",
                                   of: ".black"), "style")
    }

    /// The chart's shadow and a card's `layer.shadowColor` share the fixed shadow token; the app's black
    /// text passed through its own `color:` adapts, in UIKit and beside a SwiftUI `.shadow(color:)`.
    func testAShadowCallsBlackIsAFixedShadowTokenAndTheAppsBlackTextBesideItAdapts() throws {
        let (d, result) = try draft([
            "Chart.swift": "import UIKit\nfinal class Chart: UIView {\n  override func draw(_ rect: CGRect) {\n    guard let context = UIGraphicsGetCurrentContext() else { return }\n    context.setShadow(offset: CGSize(width: 0, height: 9), blur: 15, color: UIColor.black.cgColor)\n  }\n}\n",
            "Card.swift": "import UIKit\nfinal class Card: UIView {\n  let title = UILabel()\n  func setUp() { title.textColor = .black; layer.shadowColor = UIColor.black.cgColor }\n}\n",
            "Tag.swift": "import UIKit\nfinal class Tag: UIView {\n  let name = UILabel()\n  func configure(color: UIColor) { name.textColor = color }\n}\nfinal class TagList: UIView {\n  let tag = Tag()\n  func setUp() { tag.configure(color: UIColor.black) }\n}\n",
            "Badge.swift": "import SwiftUI\nstruct Badge: View {\n  var body: some View { Text(\"a\").foregroundColor(.black).shadow(color: .black, radius: 3) }\n}\n",
        ])
        let resolver = Resolver(configuration: d.configuration(base: Configuration()))
        func resolved(_ file: String, _ context: String) throws -> (token: StarterDraft.Token?, kept: Bool) {
            let r = try XCTUnwrap(result.allReports.first { $0.file.hasSuffix(file) && $0.finding.context == context }, "\(file) \(context)")
            let res = resolver.resolve(r.finding)
            return (res.token.flatMap { token(d, $0) }, res.kept != nil)
        }
        let chart = try XCTUnwrap(resolved("Chart.swift", "shadowColor").token, "the chart's shadow maps to a token")
        XCTAssertEqual(chart.role, .shadow)
        XCTAssertTrue(chart.fixed)
        XCTAssertEqual(try resolved("Card.swift", "shadowColor").token?.name, chart.name)
        let badgeShadow = try resolved("Badge.swift", "shadowColor")
        XCTAssertTrue(badgeShadow.token?.fixed == true || badgeShadow.kept, "the SwiftUI shadow stays black")
        for (file, context) in [("Tag.swift", "color"), ("Card.swift", "textColor"), ("Badge.swift", "foregroundColor")] {
            let text = try XCTUnwrap(resolved(file, context).token, "\(file) \(context) adapts: no keep rule takes it")
            XCTAssertFalse(text.fixed, "\(file) \(context)")
            XCTAssertNotEqual(text.appearance[.dark], RGBA(mappingHex: "#000000"), "\(file) \(context)")
        }
    }
}
