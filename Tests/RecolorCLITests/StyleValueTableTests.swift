import Foundation
import XCTest

/// Issue 22, data held by the app's own types (session 26 F5, F12): a keyed table of style values
/// holding colors, looked up by the data (`styles[topic]`), and presets of a non-color type named
/// by their colors (`static let whiteBlack = TwoTone(.white, .black)`), are data: kept, not made
/// adaptive tokens.
final class StyleValueTableTests: XCTestCase {
    func keep(_ d: InitDraft, _ hex: String) -> String? {
        d.rules.first { ($0["match"] as? String) == hex && $0["keep"] != nil }?["keep"] as? String
    }

    static let table = """
        import UIKit
        struct TopicStyle {
            let symbol: String
            let colors: [UIColor]
        }
        enum TopicStyles {
            static let byTopic: [String: TopicStyle] = [
                "Travel": TopicStyle(symbol: "airplane", colors: [UIColor(red: 0.70, green: 0.80, blue: 1.00, alpha: 1.0),
                                                                 UIColor(red: 0.40, green: 0.55, blue: 0.85, alpha: 1.0)]),
                "Food": TopicStyle(symbol: "fork.knife", colors: [UIColor(red: 0.97, green: 0.80, blue: 0.62, alpha: 1.0),
                                                                 UIColor(red: 0.86, green: 0.60, blue: 0.33, alpha: 1.0)]),
            ]
            static func style(for topic: String) -> TopicStyle? { byTopic[topic] }
        }

        """

    // Triggering: a dictionary of style values read by subscript.
    func testAKeyedTableOfStyleValuesIsData() throws {
        let d = try InitDraft(["Topics/TopicStyle.swift": Self.table])
        for hex in ["#B3CCFF", "#668CD9", "#F7CC9E", "#DB9954"] {
            XCTAssertEqual(keep(d, hex)?.hasPrefix("data: a TopicStyle value of byTopic, indexed"), true, "\(hex) \(d.rules)")
        }
    }

    // Non-triggering: the same style values in a table nothing indexes, iterates or offers.
    func testAStyleValueOfNoDataTableAdapts() throws {
        let code = """
            import UIKit
            struct TopicStyle {
                let symbol: String
                let colors: [UIColor]
            }
            final class Card: UIView {
                let style = TopicStyle(symbol: "airplane", colors: [UIColor(red: 0.70, green: 0.80, blue: 1.00, alpha: 1.0),
                                                                   UIColor(red: 0.40, green: 0.55, blue: 0.85, alpha: 1.0)])
            }

            """
        let d = try InitDraft(["Card.swift": code])
        XCTAssertNil(keep(d, "#B3CCFF"), "\(d.rules)")
    }

    static let twoTone = """
        import SwiftUI
        public struct TwoTone {
            public let start: Color
            public let end: Color
            public init(_ start: Color, _ end: Color) { self.start = start; self.end = end }
        }

        """

    // Triggering: presets of the type named by their colors.
    func testAPresetNamedByItsColorsIsData() throws {
        let d = try InitDraft(["Sources/TwoTone.swift": Self.twoTone + """
            extension TwoTone {
                public static let whiteBlack = TwoTone(.white, .black)
                public static let orangeNavy: TwoTone = TwoTone(Color(red: 1, green: 0.6, blue: 0), Color(red: 0, green: 0, blue: 0.3))
            }

            """])
        for hex in ["#FFFFFF", "#000000", "#FF9900", "#00004D"] {
            XCTAssertEqual(keep(d, hex)?.hasPrefix("data: a preset of TwoTone named by its colors"), true, "\(hex) \(d.rules)")
        }
    }

    // Non-triggering: a preset named for its use, and a value of the type that is no static preset.
    func testAPresetNamedForItsUseAdapts() throws {
        let d = try InitDraft(["Sources/TwoTone.swift": Self.twoTone + """
            extension TwoTone {
                public static let standard = TwoTone(.white, .black)
            }
            struct Bars {
                let tone = TwoTone(Color(red: 1, green: 0.6, blue: 0), Color(red: 0, green: 0, blue: 0.3))
            }

            """])
        for hex in ["#FFFFFF", "#000000", "#FF9900"] { XCTAssertNil(keep(d, hex), "\(hex) \(d.rules)") }
    }
}
