@testable import RecolorCore
import XCTest

/// A Display P3 color written in code outside sRGB is read clipped, as Interface Builder's and the
/// catalogs' are, so `init` keeps it as drawn there too (session 34's held-out check, V10: bittr's
/// brand yellow kept in its storyboards, made an adaptive token in its widget).
final class DisplayP3ClippedTests: XCTestCase {
    func findings(_ source: String) -> [Finding] {
        let file = SwiftSource(path: "W.swift", bytes: Array(source.utf8))
        return Engine.analyze([file], options: RunOptions()).allReports.map(\.finding)
    }

    func testAP3ColorOutsideSRGBIsClippedAndOneInsideIsNot() {
        let outside = findings("import UIKit\nlet brand = UIColor(displayP3Red: 246/255, green: 199/255, blue: 68/255, alpha: 1)\n")
        XCTAssertEqual(outside.map(\.clipped), [true])
        let inside = findings("import UIKit\nlet ink = UIColor(displayP3Red: 0.2, green: 0.3, blue: 0.4, alpha: 1)\n")
        XCTAssertEqual(inside.map(\.clipped), [false])
        // The same components in sRGB are no wide-gamut color.
        let srgb = findings("import UIKit\nlet brand = UIColor(red: 246/255, green: 199/255, blue: 68/255, alpha: 1)\n")
        XCTAssertEqual(srgb.map(\.clipped), [false])
    }

    func testAWrappedP3ColorStaysClipped() {
        let found = findings("import SwiftUI\nimport UIKit\nlet brand = Color(UIColor(displayP3Red: 246/255, green: 199/255, blue: 68/255, alpha: 1))\n")
        XCTAssertEqual(found.map(\.clipped), [true])
    }

    func testAppKitsColorSpaceFormIsClippedToo() {
        let found = findings("import AppKit\nlet p3 = NSColor(colorSpace: .displayP3, components: [1.0, 0.0, 0.0, 1.0], count: 4)\n")
        XCTAssertEqual(found.map(\.clipped), [true])
    }
}
