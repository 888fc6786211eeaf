@testable import RecolorCore
import XCTest

final class PlatformImportsTests: XCTestCase {
    func read(_ text: String) -> PlatformImports { PlatformImports(Array(text.utf8)) }

    func testTheModulesAfterImport() {
        XCTAssertEqual(read("import UIKit\n"), .uikit)
        XCTAssertEqual(read("import Foundation\nimport  Cocoa"), .appkit)
        XCTAssertEqual(read("@testable import AppKit\nimport UIKit"), [.uikit, .appkit])
        XCTAssertEqual(read("import UIKitExtras\nimport AppKitten\nimport SwiftUIKit"), [])
        XCTAssertEqual(read("import SwiftUI"), .swiftui)
        XCTAssertEqual(read("let importUIKit = 1"), [])
        XCTAssertEqual(read("import UIKit"), .uikit, "at the end of the file")
    }

    func testAReexportedFrameworkIsTold() {
        XCTAssertEqual(read("@_exported import SnapKit\n@_exported import Cocoa\n"), [.appkit, .reexported])
        XCTAssertEqual(read("@_exported  import UIKit"), [.uikit, .reexported])
        XCTAssertEqual(read("@_exported import Combine\nimport UIKit"), .uikit)
        XCTAssertEqual(PlatformImports([.appkit, .reexported]).onlyPlatform, .appkit)
    }

    func testTheTreesOnlyPlatform() {
        XCTAssertEqual(PlatformImports.uikit.onlyPlatform, .uikit)
        XCTAssertEqual(PlatformImports.appkit.onlyPlatform, .appkit)
        XCTAssertNil(PlatformImports([.uikit, .appkit]).onlyPlatform)
        XCTAssertNil(PlatformImports([]).onlyPlatform)
        // A tree of SwiftUI alone is SwiftUI's (SwiftUI-Kit's examples importing only the package's module; session 41,
        // recall41i-v2); beside UIKit or AppKit files, the platform's.
        XCTAssertEqual(PlatformImports.swiftui.onlyPlatform, .swiftui)
        XCTAssertEqual(PlatformImports([.swiftui, .uikit]).onlyPlatform, .uikit)
        XCTAssertNil(PlatformImports([.swiftui, .uikit, .appkit]).onlyPlatform)
    }

    /// In a UIKit tree, a file importing only a third-party UI module (and SwiftUI under `#if … DEBUG`, for a preview)
    /// is UIKit code: a SwiftUI modifier's name there is the module's method (UIKitPlusExample's `UView().background(.white)`;
    /// session 41, recall41i-v11). Negative: the same line in a file importing SwiftUI is SwiftUI's.
    func testADebugImportAndAModuleOfTheTreeLeaveTheFileToTheTreesPlatform() {
        func frameworks(_ imports: String) -> [String] {
            let files = [SwiftSource(path: "App.swift", bytes: Array("import UIKit\nfinal class AppDelegate: UIResponder {}\n".utf8)),
                         SwiftSource(path: "V.swift", bytes: Array((imports + "\nfinal class V: UView {\n  func build() { UView().background(.white) }\n}\n#if canImport(SwiftUI) && DEBUG\nimport SwiftUI\n#endif\n").utf8))]
            return Engine.analyze(files, options: RunOptions()).allReports.filter { $0.file == "V.swift" }.map { $0.finding.framework?.rawValue ?? "-" }
        }
        XCTAssertEqual(frameworks("import UIKitPlus"), ["uikit"])
        XCTAssertEqual(frameworks("import UIKitPlus\nimport SwiftUI"), ["swiftui"])
    }
}
