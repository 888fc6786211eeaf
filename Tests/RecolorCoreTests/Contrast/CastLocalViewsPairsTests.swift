@testable import RecolorCore
import XCTest

/// A controller painting a cell's view through a local cast to the cell's class (`let cell = …
/// as! ThemeCell; cell.roundedView.backgroundColor = theme.color`): the document's placeholder
/// under the cell's title is never drawn. RSToDoList's theme cells: white title on the storyboard's
/// gray placeholder, a false FAIL at 2.3:1 (session 30).
final class CastLocalViewsPairsTests: XCTestCase {
    typealias C = CodeStyledViewsPairsTests

    func pairs(_ declaration: String) throws -> [String] {
        let swift = """
        import UIKit
        class DayCell: UIView {
            @IBOutlet weak var dayButton: UIButton!
        }
        class OtherCell: UIView {
            @IBOutlet weak var dayButton: UIButton!
        }
        class ThemesController: UITableViewController {
            var themes: [Theme] = []
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                \(declaration)
                cell.dayButton.backgroundColor = themes[indexPath.row].color
                return cell
            }
        }
        """
        return C.describe(try C.search(swift: swift, document: CodePaintedOutletPairsTests.xib))
    }

    func testACellViewPaintedThroughACastLocalHidesTheDocumentsBackground() throws {
        XCTAssertEqual(try pairs(#"let cell = tableView.dequeueReusableCell(withIdentifier: "day", for: indexPath) as! DayCell"#), [])
        XCTAssertEqual(try pairs(#"guard let cell = tableView.dequeueReusableCell(withIdentifier: "day") as? DayCell else { return UITableViewCell() }"#), [])
    }

    /// Negatives: a local of another class, or one whose class is not written, paints no view of the document.
    func testALocalOfAnotherOrUnknownClassLeavesTheDocumentsBackground() throws {
        let both = ["primaryText/background@A.xib:12 on A.xib:14"]
        XCTAssertEqual(try pairs(#"let cell = tableView.dequeueReusableCell(withIdentifier: "day", for: indexPath) as! OtherCell"#), both)
        XCTAssertEqual(try pairs(#"let cell = makeCell(indexPath)"#), both)
    }
}
