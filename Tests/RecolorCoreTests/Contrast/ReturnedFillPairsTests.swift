@testable import RecolorCore
import XCTest

/// A label of a document lies on the fill the code gives the self-painting view around it through
/// a function returning tokens (`filledView.fillColor = color(for: kind)`): Hakumai's white badge
/// label and its gray, near-black, blue and orange fills were no pair (exit 4), so init lifted the
/// blue and orange for dark under the white text (5.85 → 3.36:1; session 29's review, B4,
/// /work/s29/repro/b4). AppKit's text cell draws its archived `backgroundColor` only with
/// `drawsBackground="YES"`: without it the label was paired with that `controlColor`.
final class ReturnedFillPairsTests: WorkFolderTestCase {
    static let table = ##"""
    { "tokens": {
        "inverseText": { "appkit": "Semantic.inverseText", "light": "#FFFFFF" },
        "noticeBg": { "appkit": "Semantic.noticeBg", "light": "#808080" },
        "traceBg": { "appkit": "Semantic.traceBg", "light": "#101010" },
        "cellBg": { "appkit": "Semantic.cellBg", "light": "#EDEDED" } },
      "rules": [
        { "match": "#808080", "token": "noticeBg" },
        { "match": "#101010", "token": "traceBg" },
        { "match": "#EDEDED", "token": "cellBg" },
        { "match": "#FFFFFF", "token": "inverseText" } ] }
    """##

    static let views = """
    import AppKit

    final class FilledView: NSView {
        var fillColor: NSColor = NSColor(hex: "#808080") { didSet { needsDisplay = true } }

        override func draw(_ dirtyRect: NSRect) {
            fillColor.setFill()
            dirtyRect.fill()
        }
    }

    enum Kind { case notice, trace }

    final class BadgeCellView: NSTableCellView {
        @IBOutlet weak var filledView: FilledView!
        @IBOutlet weak var numberLabel: NSTextField!
    }

    extension BadgeCellView {
        func configure(kind: Kind) {
            filledView.fillColor = color(for: kind)
        }
    }

    private extension BadgeCellView {
        func color(for kind: Kind) -> NSColor {
            switch kind {
            case .notice:
                return Styles.noticeBgColor()
            case .trace:
                return Styles.traceBgColor()
            }
        }
    }

    final class Styles {
        static func noticeBgColor() -> NSColor { return NSColor(hex: "#808080") }
        static func traceBgColor() -> NSColor { return NSColor(hex: "#101010") }
    }

    extension NSColor {
        convenience init(hex: String) { self.init(white: 1, alpha: 1) }
    }
    """

    static func xib(cell: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="19455" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="c22-O7-iKe" customClass="BadgeCellView" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="60" height="20"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="XmA-Wh-l49" customClass="FilledView" customModule="App" customModuleProvider="target">
                            <rect key="frame" x="0.0" y="0.0" width="60" height="20"/>
                            <subviews>
                                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="ucP-Pi-5V6">
                                    <rect key="frame" x="2" y="2" width="56" height="16"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" \(cell) title="12,345" id="fiz-EI-lzl">
                                        <font key="font" metaFont="system"/>
                                        <color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                                        <color key="backgroundColor" red="0.929" green="0.929" blue="0.929" alpha="1" colorSpace="calibratedRGB"/>
                                    </textFieldCell>
                                </textField>
                            </subviews>
                        </customView>
                    </subviews>
                    <connections>
                        <outlet property="filledView" destination="XmA-Wh-l49" id="o1"/>
                        <outlet property="numberLabel" destination="ucP-Pi-5V6" id="o2"/>
                    </connections>
                </customView>
            </objects>
        </document>
        """
    }

    func pairs(cell: String) throws -> [String] {
        try write("BadgeView.swift", Self.views)
        try write("BadgeCellView.xib", Self.xib(cell: cell))
        var options = RunOptions()
        options.cwd = work.path
        options.paths = ["."]
        options.threads = 1
        options.configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        return ContrastAudit.outcome(Engine.run(options), options: options).pairs.map { "\($0.foreground)/\($0.background)" }.sorted()
    }

    func testALabelLiesOnEachFillAFunctionReturnsForItsView() throws {
        XCTAssertEqual(try pairs(cell: "sendsActionOnEndEditing=\"YES\""), ["inverseText/noticeBg", "inverseText/traceBg"])
    }

    /// Negative: a cell that draws its background is on it.
    func testACellDrawingItsBackgroundIsOnIt() throws {
        XCTAssertEqual(try pairs(cell: "drawsBackground=\"YES\""), ["inverseText/cellBg"])
    }
}
