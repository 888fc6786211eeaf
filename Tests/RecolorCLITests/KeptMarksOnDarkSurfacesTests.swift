import Foundation
import XCTest

/// A white underline a view adds to itself on its own black background (Recast's filter bar,
/// session 29's review A5: the white became the page token, near-black on the black bar in Dark)
/// is kept "on a dark surface"; a black mark on a white view, a light view not added to the dark
/// one, and a white page elsewhere adapt.
final class KeptMarksOnDarkSurfacesTests: XCTestCase {
    static func bar(own: String = ".black", mark: String = ".white", added: String = "addSubview(underline)") -> String {
        """
        import UIKit
        final class FilterBar: UIView {
            var underline: UIView!
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = \(own)
                underline = UIView()
                underline.backgroundColor = \(mark)
                \(added)
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        """
    }
    static let page = "import UIKit\nfinal class SettingsCell: UITableViewCell {\n    func setup() {\n        backgroundColor = .white\n        textLabel?.textColor = .black\n    }\n}\n"

    func keeps(_ bar: String) throws -> [String] {
        let d = try InitDraft(["App/FilterBar.swift": bar, "App/SettingsCell.swift": Self.page])
        XCTAssertTrue(d.rules.contains { $0["match"] as? String == "#FFFFFF" && $0["token"] != nil && $0["in"] == nil }, "the page's white adapts: \(d.rules)")
        return d.rules.compactMap { rule in (rule["keep"] as? String).map { "\($0) in \((rule["in"] as? [String]) ?? [])" } }
    }

    func testAWhiteMarkAddedOnTheViewsOwnBlackIsKept() throws {
        let keeps = try keeps(Self.bar())
        XCTAssertTrue(keeps.contains { $0.hasPrefix("on a dark surface: underline, added to it, on FilterBar's .black (App/FilterBar.swift:6)") && $0.hasSuffix("[\"FilterBar.init\"]") }, "\(keeps)")
        XCTAssertTrue(try self.keeps(Self.bar(added: "self.addSubview(underline)")).contains { $0.hasPrefix("on a dark surface") })
    }

    func testABlackMarkOnWhiteOrAViewNotAddedToTheDarkOneAdapts() throws {
        XCTAssertFalse(try keeps(Self.bar(own: ".white", mark: ".black")).contains { $0.hasPrefix("on a dark surface") })
        XCTAssertFalse(try keeps(Self.bar(added: "superview?.addSubview(underline)")).contains { $0.hasPrefix("on a dark surface") })
        XCTAssertFalse(try keeps(Self.bar(own: ".darkGray")).contains { $0.hasPrefix("on a dark surface") }, "a gray that is no near-black")
    }
}
