@testable import RecolorCore
import XCTest

/// A view type's initializer that takes a foreground and a background (`CoverView(backgroundColor:
/// textColor:)`), declared in another file, draws one argument on the other where it is called
/// (session 24's leftover; the same file's declarations were read already). Negatives: an
/// initializer whose parameters name no background; a type declared in two files says nothing.
final class TypeInitializerAcrossFilesPairsTests: XCTestCase {
    static let table = ##"""
    { "palettes": ["Essentials"],
      "tokens": {
        "primaryText": { "uikit": "Semantic.primaryText", "light": "#313440" },
        "card": { "uikit": "Semantic.card", "light": "#F2F2F7" } },
      "rules": [
        { "match": "Essentials.grey70", "token": "primaryText" },
        { "match": "Essentials.grey10", "token": "card" } ] }
    """##

    static let call = """
    import UIKit
    final class Header {
        func make() -> UIView {
            return CoverView(title: "Hi", backgroundColor: Essentials.grey10, textColor: Essentials.grey70)
        }
    }
    """

    func pairs(_ declarations: [String]) throws -> [String] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        options.threads = 1
        var files = [SwiftSource(path: "Header.swift", bytes: Array(Self.call.utf8))]
        for (n, d) in declarations.enumerated() { files.append(SwiftSource(path: "Cover\(n).swift", bytes: Array(d.utf8))) }
        let result = Engine.analyze(files, options: options)
        let collected = files.map { f in (file: f, reports: result.allReports.filter { $0.file == f.path }) }
        return InferredPairs.infer(collected, expressions: TokenExpressions(options.configuration))
            .map { "\($0.foreground)/\($0.background)@" + $0.sightings.map(\.place).joined(separator: ",") }
    }

    static func cover(_ parameters: String) -> String {
        """
        import UIKit
        final class CoverView: UIView {
            init(title: String, \(parameters)) {
                super.init(frame: .zero)
            }
        }
        """
    }

    func testAnInitializerDeclaredInAnotherFilePairsItsArguments() throws {
        XCTAssertEqual(try pairs([Self.cover("backgroundColor: UIColor, textColor: UIColor")]), ["primaryText/card@Header.swift:4 on Header.swift:4"])
    }

    func testNoBackgroundParameterOrTwoDeclarationsSayNothing() throws {
        XCTAssertEqual(try pairs([Self.cover("backgroundColor: UIColor, borderColor: UIColor")]), [])
        XCTAssertEqual(try pairs([Self.cover("backgroundColor: UIColor, textColor: UIColor"), Self.cover("backgroundColor: UIColor, textColor: UIColor")]), [])
    }
}
