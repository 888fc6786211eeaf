@testable import RecolorCore
import XCTest

/// A flag computed from the appearance in one file is no test of the appearance in another file
/// where the name is something else: Palace's `ActionButtonView` declares `private var
/// isDarkBackground: Bool { colorScheme == .dark }`, and its book buttons take `isDarkBackground`
/// as a parameter (the cover's brightness under them); each `isDarkBackground ? .white : .black`
/// there was harvested as a light/dark pair and rewritten to one token: black buttons on dark
/// covers in light. Hand-written fixture in that shape.
final class PrivateAppearanceFlagsTests: XCTestCase {
    func choices(_ files: [String: String]) -> [String: [Bool]] {
        var options = RunOptions()
        options.threads = 1
        let inputs = files.sorted { $0.key < $1.key }.map { FileInput(path: $0.key, bytes: Array($0.value.utf8)) }
        let run = Engine.analyze(inputs, options: options)
        var out: [String: [Bool]] = [:]
        for r in run.allReports where r.finding.color != nil { out[r.file, default: []].append(r.finding.choice != nil) }
        return out
    }

    static func view(_ access: String) -> String {
        """
        import SwiftUI
        struct ActionButtonView: View {
            @Environment(\\.colorScheme) private var colorScheme
            \(access)var isDarkBackground: Bool {
                colorScheme == .dark
            }
            var body: some View {
                Text("Go").foregroundColor(isDarkBackground ? .black : .white)
            }
        }
        """
    }

    static let buttonType = """
        import SwiftUI
        enum BookButtonType {
            case primary
            func buttonTextColor(_ isDarkBackground: Bool) -> Color {
                isDarkBackground ? .black : .white
            }
        }
        """

    static let qualified = """
        import SwiftUI
        struct Badge: View {
            let owner: ActionButtonView
            var body: some View { Text("1").foregroundColor(owner.isDarkBackground ? .black : .white) }
        }
        """

    /// Triggering: a private flag is its own file's only; a parameter of the name is the parameter.
    func testAnotherFilesFlagIsNoTestOfTheAppearanceWhereTheNameIsAParameter() {
        let privateFlag = choices(["ActionButtonView.swift": Self.view("private "), "BookButtonType.swift": Self.buttonType])
        XCTAssertEqual(privateFlag["ActionButtonView.swift"], [true, true], "its own file reads its own flag")
        XCTAssertEqual(privateFlag["BookButtonType.swift"], [false, false])
        let internalFlag = choices(["ActionButtonView.swift": Self.view(""), "BookButtonType.swift": Self.buttonType])
        XCTAssertEqual(internalFlag["BookButtonType.swift"], [false, false], "the function's parameter, not the view's flag")
    }

    /// Negative: the flag read as another value's member in another file is still the flag; a
    /// `private(set)` flag is seen everywhere.
    func testTheFlagReadAsAMemberElsewhereIsStillATest() {
        let internalFlag = choices(["ActionButtonView.swift": Self.view(""), "Badge.swift": Self.qualified])
        XCTAssertEqual(internalFlag["Badge.swift"], [true, true])
        let setterOnly = choices(["ActionButtonView.swift": Self.view("private(set) "), "Badge.swift": Self.qualified])
        XCTAssertEqual(setterOnly["Badge.swift"], [true, true])
    }
}
