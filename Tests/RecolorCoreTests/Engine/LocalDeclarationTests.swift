import Foundation
import RecolorCore
import XCTest

/// A function's local variable is seen only inside that function: whether a line of another file
/// is a finding does not depend on it, so a run over one folder and a run over the whole tree agree
/// on that folder's findings (audit 12, Pulse: `let backgroundColor = UIColor(…)` in a PDF helper
/// made `output[range].backgroundColor = .yellow.opacity(0.33)` a UIKit finding elsewhere).
final class LocalDeclarationTests: WorkFolderTestCase {
    /// The findings of `Demo/` as (line text, framework, color) when `paths` are scanned.
    func demoFindings(_ paths: [String]) throws -> [String] {
        var options = RunOptions()
        options.cwd = work.path
        options.paths = paths
        options.configuration = Configuration()
        return Engine.run(options).allReports.filter { $0.file.hasPrefix("Demo/") }.map {
            "\($0.file):\($0.finding.framework?.rawValue ?? "-"):\($0.finding.color?.hex(withAlpha: true) ?? "-")"
        }
    }

    func testAnotherFilesFunctionLocalTypesNoMember() throws {
        try write("Sources/Lib/T.swift", """
            import UIKit
            func pdf(_ ctx: CGContext) {
                let backgroundColor = UIColor(red: 44/255.0, green: 42/255.0, blue: 40/255.0, alpha: 1.0)
                var tone: UIColor = .red
                ctx.setFillColor(backgroundColor.cgColor)
            }
            """)
        try write("Demo/Hi.swift", """
            import SwiftUI
            func highlighted(_ text: String) -> AttributedString {
                var out = AttributedString(text)
                out.backgroundColor = .yellow.opacity(0.33)
                out.foregroundColor = .black.opacity(0.5)
                return out
            }
            func paint(_ m: inout Model) { m.tone = .white }
            """)
        let alone = try demoFindings(["Demo"])
        let whole = try demoFindings(["."])
        XCTAssertEqual(whole, alone)
        // SwiftUI's black with an opacity is fixed: a SwiftUI finding in both runs; its yellow adapts.
        XCTAssertEqual(alone, ["Demo/Hi.swift:swiftui:#00000080"])
    }

    /// Inside its own function a local still decides: `tone = .white` after `var tone: UIColor`.
    func testALocalDecidesInItsOwnFunction() throws {
        try write("Demo/A.swift", """
            import UIKit
            func f() {
                var tone: UIColor = .red
                if flag { tone = .white }
                use(tone)
            }
            """)
        XCTAssertEqual(try demoFindings(["."]), ["Demo/A.swift:uikit:#FF0000FF", "Demo/A.swift:uikit:#FFFFFFFF"])
    }
}
