@testable import RecolorCore
import XCTest

/// A color well's color in a document (LyricsX's Preferences, session 23 review F9) is the value
/// the user picks: data, kept where the well is; a label's color of the same value adapts.
final class InterfaceBuilderPickedColorTests: XCTestCase {
    static func document(_ views: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa">
        <objects><customView id="root">
        <subviews>
        \(views)
        </subviews>
        </customView></objects>
        </document>
        """
    }

    static let blue = #"<color key="color" red="0.05" green="0.05" blue="1" alpha="1" colorSpace="calibratedRGB"/>"#

    func testAColorWellsColorIsData() {
        let examples: [(view: String, intent: FixedIntent?)] = [
            (#"<colorWell id="w">"# + Self.blue + "</colorWell>", .data),
            (#"<colorWell id="w" customClass="LyricsColorWell">"# + Self.blue + "</colorWell>", .data),
            (#"<textField id="t"><textFieldCell key="cell"><color key="textColor" red="0.05" green="0.05" blue="1" alpha="1" colorSpace="calibratedRGB"/></textFieldCell></textField>"#, nil),
            (#"<box id="b">"# + Self.blue + "</box>", nil),
        ]
        for (n, e) in examples.enumerated() {
            let run = Engine.analyze([SwiftSource(path: "Prefs.xib", bytes: Array(Self.document(e.view).utf8))], options: RunOptions())
            XCTAssertEqual(run.allReports.count, 1, "example \(n)")
            XCTAssertEqual(KeptColors.intents(run.allReports, sources: run.files).first??.intent, e.intent, "example \(n): \(e.view)")
        }
    }
}
