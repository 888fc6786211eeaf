@testable import RecolorCore
import XCTest

/// An app's function that takes a foreground and a background (`updateMessage(text:textColor:
/// backgroundColor:)`), declared once in the tree but in another file than its call, draws one
/// argument on the other: TousAntiCovid's proximity banner passed black text and its yellow `info`
/// set from the controller, no pair was seen, and init's draft made white on light yellow in Dark
/// (1.33:1; session 35's verify35b V1). The declaration is found among the run's files or, when no
/// color is in it, among the tree's other Swift files (`unread`). Negatives: a function the tree
/// declares twice, one whose parameters name no background, and one the tree does not declare.
final class FunctionAcrossFilesPairsTests: XCTestCase {
    static let table = ##"""
    { "palettes": ["Essentials"],
      "tokens": {
        "primaryText": { "uikit": "Semantic.primaryText", "light": "#313440" },
        "card": { "uikit": "Semantic.card", "light": "#FED042" } },
      "rules": [
        { "match": "Essentials.grey70", "token": "primaryText" },
        { "match": "Essentials.yellow", "token": "card" } ] }
    """##

    static let call = """
    import UIKit
    final class ProximityController: UIViewController {
        let banner = ProximityBanner()
        override func viewDidLoad() {
            banner.updateMessage(text: "Nearby", textColor: Essentials.grey70, backgroundColor: Essentials.yellow)
        }
    }
    """

    static func banner(_ parameters: String, type: String = "ProximityBanner") -> String {
        """
        import UIKit
        final class \(type): UIView {
            let label = UILabel()
            func updateMessage(text: String, \(parameters)) {
                label.text = text
            }
        }
        """
    }

    /// The pairs found with `given` declarations among the run's files and `onDisk` ones among the tree's unread files.
    func pairs(given: [String] = [], onDisk: [String] = []) throws -> [String] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        options.threads = 1
        var files = [SwiftSource(path: "ProximityController.swift", bytes: Array(Self.call.utf8))]
        for (n, d) in given.enumerated() { files.append(SwiftSource(path: "Banner\(n).swift", bytes: Array(d.utf8))) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fn-across-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var unread: [(shown: String, disk: String)] = []
        for (n, d) in onDisk.enumerated() {
            let disk = folder + "/Disk\(n).swift"
            try d.write(toFile: disk, atomically: true, encoding: .utf8)
            unread.append(("Disk\(n).swift", disk))
        }
        let result = Engine.analyze(files, options: options)
        let collected = files.map { f in (file: f, reports: result.allReports.filter { $0.file == f.path }) }
        return InferredPairs.search(collected, documents: [], subjects: .table(TokenExpressions(options.configuration)), unread: unread).pairs
            .map { "\($0.foreground)/\($0.background)@" + $0.sightings.map(\.place).joined(separator: ",") }
    }

    static let pair = ["primaryText/card@ProximityController.swift:5 on ProximityController.swift:5"]

    func testAFunctionDeclaredInAnotherFilePairsItsArguments() throws {
        XCTAssertEqual(try pairs(given: [Self.banner("textColor: UIColor, backgroundColor: UIColor")]), Self.pair)
    }

    func testAFunctionDeclaredInAnUnreadFileOfTheTreePairsItsArguments() throws {
        XCTAssertEqual(try pairs(onDisk: [Self.banner("textColor: UIColor, backgroundColor: UIColor")]), Self.pair)
        // Parameter names give the roles, as in the call's own file (`textColor tc:` by its label).
        XCTAssertEqual(try pairs(onDisk: [Self.banner("textColor tc: UIColor, backgroundColor bg: UIColor")]), Self.pair)
    }

    func testTwoDeclarationsNoBackgroundParameterOrNoDeclarationSayNothing() throws {
        XCTAssertEqual(try pairs(onDisk: [Self.banner("textColor: UIColor, backgroundColor: UIColor"),
                                          Self.banner("textColor: UIColor, backgroundColor: UIColor", type: "OtherBanner")]), [])
        XCTAssertEqual(try pairs(given: [Self.banner("textColor: UIColor, backgroundColor: UIColor")],
                                 onDisk: [Self.banner("textColor: UIColor, backgroundColor: UIColor", type: "OtherBanner")]), [])
        XCTAssertEqual(try pairs(onDisk: [Self.banner("textColor: UIColor, backgroundColor shade: UIColor")]).count, 1, "the label names the role when the name does not")
        XCTAssertEqual(try pairs(onDisk: [Self.banner("textColor: UIColor, borderColor: UIColor")]), [])
        XCTAssertEqual(try pairs(), [])
    }
}
