@testable import RecolorCore
import XCTest

/// Session 34 (recall34): session 33's miss on daily-dozen-ios, reproduced on main (8f10a1d3) first.
/// `CalendarView.swift` imports only SwiftUI and returns `.image(UIImage(systemName: …), color: .red,
/// size: .large)` from a `UICalendarViewDelegate`: UIKit's fixed red (`UICalendarView.Decoration`),
/// taken for SwiftUI's adaptive one, so no finding. Now the call's platform image or its callee's
/// platform type root says UIKit (`PlatformCallEvidence`).
final class Session34RecallTests: XCTestCase {
    func findings(_ sources: [String: String]) -> [String: [Finding]] {
        let files = sources.keys.sorted().map { SwiftSource(path: $0, bytes: Array(sources[$0]!.utf8)) }
        let reports = Engine.analyze(files, options: RunOptions()).allReports
        return Dictionary(grouping: reports, by: \.file).mapValues { $0.map(\.finding) }
    }

    func testAUIKitCallsColorInAFileImportingOnlySwiftUIIsUIKits() {
        let calendar = "import SwiftUI\n\nfinal class Coordinator: NSObject, UICalendarViewDelegate {\n"
            + "    func calendarView(_ c: UICalendarView, decorationFor day: DateComponents) -> UICalendarView.Decoration? {\n"
            + "        if day.day == 1 {\n            return .image(UIImage(systemName: \"star.fill\"), color: .red, size: .large)\n        }\n"
            + "        return UICalendarView.Decoration.image(nil, color: .blue, size: .small)\n    }\n}\n"
        let found = findings(["Calendar.swift": calendar])["Calendar.swift"] ?? []
        XCTAssertEqual(found.map(\.color?.description), ["#FF0000FF", "#0000FFFF"])
        XCTAssertEqual(found.map(\.framework), [.uikit, .uikit])
        XCTAssertEqual(found.map(\.context), ["color", "color"])
    }

    /// AppKit's image in a macOS file importing only SwiftUI.
    func testAnAppKitImageBesideTheColorSaysAppKit() {
        let menu = "import SwiftUI\n\nfunc statusBadge() -> Any {\n    BadgeMaker.badge(NSImage(named: \"dot\"), color: .orange)\n}\n"
        let found = findings(["Menu.swift": menu])["Menu.swift"] ?? []
        XCTAssertEqual(found.map(\.color?.description), ["#FF8000FF"])
        XCTAssertEqual(found.map(\.framework), [.appkit])
    }

    /// Negatives: SwiftUI's own modifiers beside a `UIImage` (a separate call), a call with no platform
    /// image or root, a callee the tree declares with a SwiftUI `Color` though it takes a `UIImage`, and a
    /// type whose name only begins with the letters (`UInt8`).
    func testSwiftUIsCallsStaySwiftUIs() {
        let legend = "import SwiftUI\n\nstruct Legend: View {\n    var body: some View {\n        VStack {\n"
            + "            Image(uiImage: UIImage(systemName: \"star\")!).foregroundColor(.red)\n"
            + "            Text(\"Legend\").foregroundStyle(.blue)\n            Chip(title: \"new\", color: .green)\n"
            + "            Badge(UIImage(systemName: \"dot\")!, color: .green)\n            UIntBadge.make(UInt8(3), color: .yellow)\n"
            + "        }\n    }\n}\n"
        let badge = "import SwiftUI\n\nstruct Badge: View {\n    let image: UIImage\n    let color: Color\n"
            + "    init(_ image: UIImage, color: Color) { self.image = image; self.color = color }\n"
            + "    var body: some View { Image(uiImage: image).foregroundColor(color) }\n}\n"
        let found = findings(["Legend.swift": legend, "Badge.swift": badge])
        XCTAssertNil(found["Legend.swift"], "\(found["Legend.swift"]?.map(\.symbol) ?? [])")
    }

    /// haxpor/Potatso (new): `import SwiftColor` (icodesign/SwiftColor's `extension String { var color: UIColor }`)
    /// in two files, and 50 `"5F5F5F".color` across the app, files that do not import it among them (an
    /// extension's member is seen module-wide): none found on main, the tree declares no such member.
    func testAHexStringsColorFromAnImportedLibraryIsAHexConstructor() {
        let palette = "import Foundation\nimport SwiftColor\n\nstruct Tint {\n    static let action = \"007AFF\".color\n}\n"
        let row = "import UIKit\n\nfinal class Row: UITableViewCell {\n    func style() {\n"
            + "        textLabel?.textColor = \"5F5F5F\".color\n        layer.borderColor = \"34495E\".color.cgColor\n"
            + "        let n = \"ff0000\".count\n        let name = \"Brand\".color\n    }\n}\n"
        let found = findings(["Palette.swift": palette, "Row.swift": row])
        XCTAssertEqual(found["Palette.swift"]?.map(\.color?.description), ["#007AFFFF"])
        XCTAssertEqual(found["Row.swift"]?.map(\.color?.description), ["#5F5F5FFF", "#34495EFF"])
        XCTAssertEqual(found["Row.swift"]?.map(\.kind), [.hexConstructor, .hexConstructor])
        XCTAssertEqual(found["Row.swift"]?.map(\.context), ["textColor", "borderColor"])
    }

    /// Negatives: another module whose name begins the same, and no import at all.
    func testAStringsColorWithoutTheLibraryIsNothing() {
        let palette = "import SwiftColorPicker\n\nlet action = \"007AFF\".color\n"
        let row = "import UIKit\n\nlet ink = \"5F5F5F\".color\n"
        XCTAssertTrue(findings(["Palette.swift": palette, "Row.swift": row]).isEmpty)
        XCTAssertTrue(findings(["Row.swift": row]).isEmpty)
    }
}
