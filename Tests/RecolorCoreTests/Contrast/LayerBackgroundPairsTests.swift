@testable import RecolorCore
import XCTest

/// A view's layer background (`label.layer?.backgroundColor = X`, `layer.backgroundColor` on
/// `self`) is that view's background: the text set on the view, or on a view added to it, is
/// drawn on it. A fixed color written where no finding stands (a silenced line, a palette file's
/// white) is a side with its one value. clashX's delay label (session 24 sweep L3): white text
/// kept as written over the label's red layer, no pair seen, and `init` lightened the red for
/// dark under the white (5.27:1 → 3.6:1).
final class LayerBackgroundPairsTests: XCTestCase {
    static let table = ##"""
    { "tokens": { "fail": { "appkit": "Palette.fail", "light": "#DA0003", "dark": "#FC3C2F" } },
      "rules": [ { "match": "#DA0003", "token": "fail" } ] }
    """##

    static let red = "CGColor(red: 218.0 / 255, green: 0, blue: 3.0 / 255, alpha: 1)"

    /// The delay view: `text` is the white text's line, `paint` the line that sets the red.
    static func code(text: String = "delayLabel.textColor = NSColor.white // recolor:ignore", paint: String) -> String {
        """
        import AppKit
        final class DelayView: NSView {
            let delayLabel = NSTextField(labelWithString: ""), otherLabel = NSTextField(labelWithString: "")
            let badge = NSView()
            override init(frame: NSRect) {
                super.init(frame: frame)
                addSubview(delayLabel)
                \(text)
            }
            required init?(coder: NSCoder) { fatalError() }
            func update() {
                \(paint)
            }
        }
        """
    }

    func pairs(_ code: String) throws -> [String] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        options.threads = 1
        let file = SwiftSource(path: "A.swift", bytes: Array(code.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        return InferredPairs.infer([(file, reports)], expressions: TokenExpressions(options.configuration))
            .map { "\($0.foreground)/\($0.background)@" + $0.sightings.map(\.place).joined(separator: ",") }
    }

    /// The label's own layer, and the layer of the view it is added to: each under the white text.
    func testALayerBackgroundIsItsViewsBackground() throws {
        XCTAssertEqual(try pairs(Self.code(paint: "delayLabel.layer?.backgroundColor = \(Self.red)")), ["#FFFFFF/fail@A.swift:8 on A.swift:12"])
        XCTAssertEqual(try pairs(Self.code(paint: "layer?.backgroundColor = \(Self.red)")), ["#FFFFFF/fail@A.swift:8 on A.swift:12"])
        XCTAssertEqual(try pairs(Self.code(paint: "self.layer!.backgroundColor = \(Self.red)")), ["#FFFFFF/fail@A.swift:8 on A.swift:12"])
    }

    /// Negatives: another label's layer, the layer of a view the label is not in, a layer the
    /// function makes (`let layer = CALayer()`), a white that is an arm of the code's choice.
    func testALayerOfAnotherViewIsNot() throws {
        XCTAssertEqual(try pairs(Self.code(paint: "otherLabel.layer?.backgroundColor = \(Self.red)")), [])
        XCTAssertEqual(try pairs(Self.code(paint: "badge.layer?.backgroundColor = \(Self.red)")), [])
        XCTAssertEqual(try pairs(Self.code(paint: "let layer = CALayer(); layer.backgroundColor = \(Self.red)")), [])
        XCTAssertEqual(try pairs(Self.code(text: "delayLabel.textColor = isHidden ? NSColor.white : NSColor.black // recolor:ignore",
                                           paint: "delayLabel.layer?.backgroundColor = \(Self.red)")), [])
    }

    /// A white that is a finding the table maps to nothing is no side (unchanged): the fixed
    /// side is a color no finding stands for, or a kept one.
    func testAReportedUnmappedWhiteIsNoSide() throws {
        XCTAssertEqual(try pairs(Self.code(text: "delayLabel.textColor = NSColor.white", paint: "delayLabel.layer?.backgroundColor = \(Self.red)")), [])
    }

    /// Which written colors are fixed sides: a UIKit/AppKit named color, or `.white` assigned to a
    /// color property; not an arm, not at another alpha, not another type's member, not in a preview,
    /// not where a finding stands.
    func testWrittenFixedColors() {
        /// `analyzed`: with the run's findings (the white is one); else as if none stood there.
        func subjects(_ line: String, analyzed: Bool = false) -> [String] {
            let code = "import UIKit\nfunc f(label: UILabel, on: Bool) {\n  \(line)\n}\n"
            let file = SwiftSource(path: "A.swift", bytes: Array(code.utf8))
            let reports = analyzed ? Engine.analyze([file], options: RunOptions()).allReports : []
            return WrittenFixedColors.subjects(in: file, reports: reports).sorted { $0.key < $1.key }.map(\.value)
        }
        XCTAssertEqual(subjects("label.textColor = UIColor.white"), ["#FFFFFF"])
        XCTAssertEqual(subjects("label.textColor = .black"), ["#000000"])
        XCTAssertEqual(subjects("label.backgroundColor = NSColor.darkGray.cgColor"), ["#555555"])
        XCTAssertEqual(subjects("label.textColor = on ? UIColor.white : UIColor.black"), [])
        XCTAssertEqual(subjects("label.textColor = UIColor.white.withAlphaComponent(0.5)"), [])
        XCTAssertEqual(subjects("label.textColor = Theme.UIColor.white"), [])
        XCTAssertEqual(subjects("let x = .white"), [])
        XCTAssertEqual(subjects("label.textColor = UIColor.white", analyzed: true), [])
        XCTAssertEqual(subjects("}\n#Preview {\n  UILabel().textColor = UIColor.white"), [])
    }

    /// `init`: the red under the kept white is darkened for dark, not lightened: white on it keeps
    /// 4.5:1 (the plain proposal, lighter, breaks it).
    func testInitDarkensTheLayerUnderTheWhiteText() throws {
        var options = RunOptions()
        options.threads = 1
        let code = Self.code(paint: "delayLabel.layer?.backgroundColor = \(Self.red)")
        let result = Engine.analyze([SwiftSource(path: "A.swift", bytes: Array(code.utf8))], options: options)
        let draft = StarterDraft.build(result, declared: DeclaredMembers(), configuration: Configuration())
        let red = try XCTUnwrap(draft.tokens.first { $0.values[0].match == "#DA0003" })
        let white = try XCTUnwrap(RGBA(mappingHex: "#FFFFFF"))
        let plain = DarkValue.propose(for: RGBA(mappingHex: "#DA0003")!, role: .background)
        XCTAssertLessThan(ContrastAudit.check(white, on: plain.dark, in: .dark, minimum: 4.5).ratio, 4.5,
                          "the plain proposal breaks the pair (what this test is about)")
        XCTAssertEqual(draft.pairsSeen.map { "\($0.name(foreground: true, draft.tokens))/\($0.name(foreground: false, draft.tokens))" }, ["#FFFFFF/\(red.name)"])
        let dark = try XCTUnwrap(red.appearance.resolved(.dark))
        XCTAssertGreaterThanOrEqual(ContrastAudit.check(white, on: dark, in: .dark, minimum: 4.5).ratio, 4.5)
        XCTAssertLessThan(OKLCH(dark).lightness, OKLCH(plain.dark).lightness, "darkened from the plain proposal")
    }
}
