@testable import RecolorCore
import XCTest

final class PlatformImportsTests: XCTestCase {
    func read(_ text: String) -> PlatformImports { PlatformImports(Array(text.utf8)) }

    func testTheModulesAfterImport() {
        XCTAssertEqual(read("import UIKit\n"), .uikit)
        XCTAssertEqual(read("import Foundation\nimport  Cocoa"), .appkit)
        XCTAssertEqual(read("@testable import AppKit\nimport UIKit"), [.uikit, .appkit])
        XCTAssertEqual(read("import UIKitExtras\nimport AppKitten\nimport SwiftUI"), [])
        XCTAssertEqual(read("let importUIKit = 1"), [])
        XCTAssertEqual(read("import UIKit"), .uikit, "at the end of the file")
    }

    func testTheTreesOnlyPlatform() {
        XCTAssertEqual(PlatformImports.uikit.onlyPlatform, .uikit)
        XCTAssertEqual(PlatformImports.appkit.onlyPlatform, .appkit)
        XCTAssertNil(PlatformImports([.uikit, .appkit]).onlyPlatform)
        XCTAssertNil(PlatformImports([]).onlyPlatform)
    }
}
