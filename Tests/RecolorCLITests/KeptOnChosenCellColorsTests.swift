import Foundation
import XCTest

/// Text a UIKit cell sets on its labels while the cell sets its own background, per use, to a
/// color picked from the app's fixed per-case colors (AGPU-iOS-App's timetable cell, session 29's
/// held-out check A1: black text became `UIColor.label`, white on #F8E3E7 in Dark) is kept "on a
/// chosen color"; text on a background that is no per-case member, a label painting its own
/// background, and another view's text adapt.
final class KeptOnChosenCellColorsTests: XCTestCase {
    static let lesson = """
        import UIKit
        struct Lesson { var name: String; var kind: Kind; var tint: UIColor }
        enum Kind {
            case lecture, practice, exam, lab, holiday, credit, consult, other
            var color: UIColor {
                switch self {
                case .lecture: return UIColor(named: "lecture")!
                case .practice: return UIColor(named: "practice")!
                case .exam: return UIColor.white
                case .lab: return UIColor.white
                case .holiday: return UIColor.white
                case .credit: return UIColor.white
                case .consult: return UIColor.white
                case .other: return UIColor.white
                }
            }
        }

        """
    static let header = """
        import UIKit
        final class HeaderView: UIView {
            let titleLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
                titleLabel.textColor = .black
                addSubview(titleLabel)
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        """
    static func cell(_ background: String, extra: String = "") -> String {
        """
        import UIKit
        final class LessonCell: UITableViewCell {
            @IBOutlet var timeLabel: UILabel!
            @IBOutlet var nameLabel: UILabel!
            func configure(lesson: Lesson, ended: Bool) {
                nameLabel.text = lesson.name
                let color = \(background)
                self.backgroundColor = color
            }
            override func awakeFromNib() {
                super.awakeFromNib()
                timeLabel.textColor = .black
                nameLabel.textColor = .black
        \(extra)        backgroundColor = .systemBackground
            }
        }

        """
    }

    func draft(_ cell: String) throws -> InitDraft {
        try InitDraft(["App/Lesson.swift": Self.lesson, "App/HeaderView.swift": Self.header, "App/LessonCell.swift": cell])
    }

    func keeps(_ d: InitDraft) -> [String] {
        d.rules.compactMap { rule in (rule["keep"] as? String).map { "\($0) in \((rule["in"] as? [String]) ?? [])" } }
    }

    func testTextOnACellBackgroundChosenPerCaseIsKept() throws {
        let d = try draft(Self.cell("ended ? .gray : lesson.kind.color"))
        let keeps = keeps(d)
        XCTAssertTrue(keeps.contains {
            $0.hasPrefix("on a chosen color: LessonCell is drawn on color (App/LessonCell.swift:7, one of .gray, lesson.kind.color)") && $0.hasSuffix("[\"LessonCell.awakeFromNib\"]")
        }, "\(keeps)")
        // The header's black text on its own white adapts.
        XCTAssertTrue(d.rules.contains { $0["match"] as? String == "#000000" && $0["token"] != nil && $0["in"] == nil }, "\(d.rules)")
    }

    func testTheMemberAssignedDirectlyIsAChosenSurfaceToo() throws {
        let cell = Self.cell("0").replacingOccurrences(of: "let color = 0\n        self.backgroundColor = color", with: "contentView.backgroundColor = lesson.kind.color")
        let keeps = keeps(try draft(cell))
        XCTAssertTrue(keeps.contains { $0.hasPrefix("on a chosen color: LessonCell is drawn on lesson.kind.color") }, "\(keeps)")
    }

    func testABackgroundThatIsNoPerCaseMemberKeepsNothing() throws {
        let keeps = keeps(try draft(Self.cell("ended ? .gray : lesson.tint")))
        XCTAssertFalse(keeps.contains { $0.contains("on a chosen color") }, "\(keeps)")
    }

    func testALabelPaintingItsOwnBackgroundAdapts() throws {
        // The time label's black lies on its own dark gray: it adapts, and so does the name
        // label's black of the same place (one rule cannot tell them apart).
        let keeps = keeps(try draft(Self.cell("ended ? .gray : lesson.kind.color", extra: "        timeLabel.backgroundColor = .darkGray\n")))
        XCTAssertFalse(keeps.contains { $0.contains("on a chosen color") }, "\(keeps)")
    }
}
