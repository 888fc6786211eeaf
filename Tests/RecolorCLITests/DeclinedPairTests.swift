import Foundation
import XCTest

/// On tvOS and watchOS (no `systemBackground`) `fix` declines a white background; the black
/// text drawn on it is declined with it, or it would turn white on the white that stays in Dark
/// Mode. Text on no declined background is still rewritten.
final class DeclinedPairTests: XCTestCase {
    static let table = ##"""
        { "tokens": {
            "label": { "uikit": "UIColor.label", "swiftui": "Color.primary", "light": "#000000", "dark": "#FFFFFF" },
            "systemBackground": { "uikit": "UIColor.systemBackground", "swiftui": "Color(uiColor: .systemBackground)", "light": "#FFFFFF", "dark": "#000000" } },
          "rules": [ { "match": "#000000", "token": "label" }, { "match": "#FFFFFF", "token": "systemBackground" } ] }
        """##

    func testTheTextOnADeclinedBackgroundIsDeclinedWithIt() throws {
        let s = try Scratch()
        try s.write(".recolor.json", Self.table)
        try s.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "TV", platforms: [.tvOS(.v17)], targets: [.target(name: "TV")])

            """)
        try s.write("Sources/TV/Card.swift", """
            import SwiftUI
            import UIKit

            struct Card: View {
                var body: some View { Text("Episode").foregroundStyle(Color.black).background(Color.white) }
            }

            struct Caption: View {
                var body: some View { Text("Alone").foregroundStyle(Color.black) }
            }

            final class Cell: UICollectionViewCell {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.backgroundColor = .white
                    title.textColor = .black
                    contentView.addSubview(title)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            """)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let fixed = try s.read("Sources/TV/Card.swift")
        XCTAssertTrue(fixed.contains("Text(\"Episode\").foregroundStyle(Color.black).background(Color.white)"), fixed)
        XCTAssertTrue(fixed.contains("title.textColor = .black"), fixed)
        XCTAssertTrue(fixed.contains("Text(\"Alone\").foregroundStyle(Color.primary)"), fixed)
        XCTAssertTrue(r.stderr.contains("4 declined"), r.stderr)
        XCTAssertTrue(r.stderr.contains("the background it is drawn on"), r.stderr)
    }
}
