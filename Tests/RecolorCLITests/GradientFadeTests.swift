import Foundation
import XCTest

/// A gradient's transparent stop beside an opaque stop of the same color fades into that stop's
/// surface: its token takes the surface's values at alpha 0, so that in Dark the fade runs in the
/// surface's dark color, not from transparent white through a gray haze into black (GitHawk's
/// collapsed comment: session 20 audit F13, repro r12).
final class GradientFadeTests: XCTestCase {
    /// Each token's light → dark (the last token of a light value), and every dark of each light.
    func darks(_ cell: String) throws -> [String: String] { try allDarks(cell).mapValues { $0.last! } }

    func allDarks(_ cell: String) throws -> [String: [String]] {
        let s = try Scratch()
        try s.write("Cell.swift", cell)
        let run = try CommandRunner.recolor(["init"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: s.url.appendingPathComponent(".recolor.json"))) as! [String: Any]
        var out: [String: [String]] = [:]
        for (_, t) in (table["tokens"] as! [String: [String: Any]]).sorted(by: { $0.key < $1.key }) {
            out[t["light"] as! String, default: []].append(t["dark"] as? String ?? "")
        }
        return out
    }

    func cell(stops: String) -> String {
        """
        import UIKit
        final class CommentCell: UICollectionViewCell {
            let collapseLayer = CAGradientLayer()
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
                collapseLayer.colors = [\(stops)]
            }
            required init?(coder aDecoder: NSCoder) { fatalError() }
        }

        """
    }

    func testTheTransparentStopFadesInTheOpaqueStopsDarkColor() throws {
        let dark = try allDarks(cell(stops: "UIColor(white: 1, alpha: 0).cgColor, UIColor(white: 1, alpha: 1).cgColor"))
        // The opaque stop is a fill of the gradient (its own token beside the cell's background):
        // the clear end takes that stop's dark at alpha 0, never transparent white.
        let opaque = dark["#FFFFFF"] ?? []
        XCTAssertFalse(opaque.isEmpty || opaque.contains("#FFFFFF"), "\(dark)")
        let clear = dark["#FFFFFF00"]?.first
        XCTAssertTrue(clear.map { $0.hasSuffix("00") && opaque.contains(String($0.dropLast(2))) } == true,
                      "the fade's clear end is its opaque stop's dark at alpha 0: \(dark)")
    }

    /// Negative control: a transparent stop beside a stop of another color is no fade into it.
    func testATransparentStopBesideAnotherColorKeepsItsProposal() throws {
        let dark = try darks(cell(stops: "UIColor(white: 1, alpha: 0).cgColor, UIColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1).cgColor"))
        XCTAssertEqual(dark["#FFFFFF00"], "#FFFFFF00", "\(dark)")
    }
}
