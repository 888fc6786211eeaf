@testable import RecolorCore
import XCTest

/// Pairs from UIKit code's view tree: a text or tint color on a view, over the background of the
/// view it is added to (`addSubview`, `addArrangedSubview`, a cell's `contentView`, a
/// controller's `view`), stored views set up across `init`/`viewDidLoad` and property closures.
final class UIKitViewTreePairsTests: XCTestCase {
    /// `anyContext`: white is the background token wherever it is set (the rule's contexts dropped).
    func pairs(_ code: String, anyContext: Bool = false) throws -> [InferredPair] {
        var options = RunOptions()
        var table = InferredPairsTests.table
        if anyContext { table = table.replacingOccurrences(of: #""context": ["backgroundColor", "background"], "#, with: "") }
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        options.threads = 1
        let file = SwiftSource(path: "A.swift", bytes: Array(code.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        return InferredPairs.infer([(file, reports)], expressions: TokenExpressions(options.configuration))
    }

    func describe(_ p: [InferredPair]) -> [String] {
        p.map { pair in "\(pair.foreground)/\(pair.background)@" + pair.sightings.map { "\($0.line)-\($0.backgroundLine ?? 0)" }.joined(separator: ",") }
    }

    /// A local view handed whole to a stored view of `self` (`self.backgroundView = backgroundView`) is that
    /// view: a header's title in its `contentView` is on it (CloudNotes; session 36, pairs36 V5).
    /// Negative: a local handed to another view's property (`other.backgroundView = panel`) stays a local.
    func testALocalHandedToSelfIsThatStoredView() throws {
        func code(_ receiver: String) -> String {
            """
            import UIKit
            final class Header: UITableViewHeaderFooterView {
                let titleLabel = UILabel()
                let other = UITableViewCell()
                override init(reuseIdentifier: String?) {
                    super.init(reuseIdentifier: reuseIdentifier)
                    titleLabel.textColor = Essentials.grey70
                    contentView.addSubview(titleLabel)
                    let panel = UIView()
                    panel.backgroundColor = .white
                    \(receiver).backgroundView = panel
                }
            }
            """
        }
        XCTAssertEqual(describe(try pairs(code("self"), anyContext: true)), ["primaryText/background@7-10"])
        XCTAssertEqual(describe(try pairs(code("other"), anyContext: true)), [])
    }

    /// GitHawk's review cell (session 20 audit F5): a local given a background color in an `if`
    /// and then set on the icon is no background of the cell: its labels pair with nothing.
    /// Negative control: the same assignment to the cell's own `backgroundColor` is its background.
    func testALocalHoldingAnotherViewsBackgroundIsNotTheCells() throws {
        func code(_ local: Bool) -> String {
            """
            import UIKit
            final class ReviewCell: UICollectionViewCell {
                let icon = UIImageView()
                let titleLabel = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    titleLabel.textColor = Essentials.grey70
                    contentView.addSubview(titleLabel)
                }
                func configure(approved: Bool) {
                    \(local ? "let backgroundColor: UIColor" : "")
                    if approved {
                        backgroundColor = UIColor.white
                    }
                    \(local ? "icon.backgroundColor = backgroundColor" : "")
                }
            }
            """
        }
        XCTAssertEqual(describe(try pairs(code(true))), [])
        XCTAssertEqual(describe(try pairs(code(false))), ["primaryText/background@7-13"])
    }

    /// Views built with the Then library (`let dot = UIView().then { $0.backgroundColor = X }`):
    /// each `$0` is the property its closure configures, so a label is over its container's
    /// background, never a sibling's (3dollars' comment cell: its date label was checked on the dot
    /// beside it in the stack view, 1.00:1 FAIL; session 28's review, A10). Negatives: a `$0` of a
    /// closure that configures no property (`forEach`) is no stored view; the label's own `then`
    /// background is its own.
    func testEachThenClosuresReceiverIsItsProperty() throws {
        let code = """
        import UIKit
        final class CommentCell: UICollectionViewCell {
            private let stack = UIStackView().then { $0.axis = .horizontal }
            private let dateLabel = UILabel().then {
                $0.textColor = Essentials.grey70
            }
            private let dotView = UIView().then {
                $0.backgroundColor = Essentials.blue40
            }
            private let badge = UILabel().then {
                $0.textColor = Essentials.grey70
                $0.backgroundColor = UIColor.white
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.backgroundColor = .white
                contentView.addSubview(stack)
                stack.addArrangedSubview(dateLabel)
                stack.addArrangedSubview(dotView)
                [dotView].forEach { $0.backgroundColor = Essentials.blue40 }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        XCTAssertEqual(describe(try pairs(code, anyContext: true)), ["primaryText/background@5-16,11-12"])
    }

    /// A button configuration given an image and no title tints a glyph: its foreground is a
    /// graphic (minimum 3), not text (Anilibria's download button, 3.44:1 checked at 4.5: session
    /// 28's review, A6). Negative: the same configuration with a title is text.
    func testAnImageOnlyConfigurationsForegroundIsAGraphic() throws {
        let code = """
        import UIKit
        final class EpisodeActionsView: UIView {
            private lazy var saveButton: UIButton = {
                var config = UIButton.Configuration.filled()
                config.baseForegroundColor = Essentials.grey70
                config.baseBackgroundColor = UIColor.white
                config.image = UIImage(systemName: "arrow.down")
                return UIButton(configuration: config)
            }()
            private lazy var playButton: UIButton = {
                var config = UIButton.Configuration.filled()
                config.baseForegroundColor = Essentials.grey70
                config.baseBackgroundColor = UIColor.white
                config.image = UIImage(systemName: "play")
                config.title = "Play"
                return UIButton(configuration: config)
            }()
        }
        """
        let found = try pairs(code, anyContext: true)
        XCTAssertEqual(describe(found), ["primaryText/background@5-6,12-13"])
        XCTAssertEqual(found.first?.sightings.map(\.role), [.graphic, .text])
    }

    /// A controller: the label set up in a property closure, added to `view` in `viewDidLoad`,
    /// whose background is set there; a button's tint through a stack view.
    func testControllerViewAndPropertyClosure() throws {
        let code = """
        import UIKit
        final class ProductViewController: UIViewController {
            private let titleLabel: UILabel = {
                let label = UILabel()
                label.textColor = Essentials.grey70
                return label
            }()
            private let stack = UIStackView()
            private let buy = UIButton()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = UIColor.white
                view.addSubview(stack)
                stack.addArrangedSubview(titleLabel)
                stack.addArrangedSubview(buy)
                buy.tintColor = Essentials.blue40
            }
        }
        """
        XCTAssertEqual(describe(try pairs(code)), ["actionText/background@17-13", "primaryText/background@5-13"])
    }

    /// A cell: labels set up in `init`, added to `contentView`, whose background is set in
    /// another method; `textLabel` lies in the `contentView` without an add call.
    func testCellContentView() throws {
        let code = """
        import UIKit
        final class ProductCell: UITableViewCell {
            let nameLabel = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(nameLabel)
                nameLabel.textColor = Essentials.grey70
                textLabel?.textColor = Essentials.blue40
            }
            func applyTheme() {
                contentView.backgroundColor = UIColor.white
            }
        }
        """
        XCTAssertEqual(describe(try pairs(code)), ["actionText/background@8-11", "primaryText/background@7-11"])
    }

    /// A view added to a cell itself (`addSubview(label)` in the cell, not in its `contentView`)
    /// lies over the cell's `contentView`, which covers the cell (AmericanChronicle's
    /// SearchResultsPageCell: three dark-gray labels over a white `contentView` paired with nothing;
    /// session 34's read). Without a `contentView` background the cell's own is under it.
    /// Negative: in a view that is no cell, a `contentView` property is a sibling, not under the label.
    func testAViewAddedToTheCellItselfLiesOverItsContentView() throws {
        func code(_ superclass: String, contentView: Bool) -> String {
            """
            import UIKit
            final class ResultCell: \(superclass) {
                let dateLabel = UILabel()
                func commonInit() {
                    \(contentView ? "contentView.backgroundColor = UIColor.white" : "backgroundColor = UIColor.white")
                    dateLabel.textColor = Essentials.grey70
                    addSubview(dateLabel)
                }
            }
            """
        }
        XCTAssertEqual(describe(try pairs(code("UITableViewCell", contentView: true))), ["primaryText/background@6-5"])
        XCTAssertEqual(describe(try pairs(code("UITableViewCell", contentView: false))), ["primaryText/background@6-5"])
        XCTAssertEqual(describe(try pairs(code("UIView", contentView: true))), [])
    }

    /// Unwrap's answer cells: a state's function paints the cell with a color no token is and sets
    /// its white text: not on the `.white` another state's function sets (a false 1.00:1); and a
    /// text color set for every row is not on the background of a branch that sets the text
    /// again. Negative: the branch's own text is on the branch's background.
    func testAFunctionsOwnPaintAndABranchsOwnTextWin() throws {
        let code = """
        import UIKit
        extension UITableViewCell {
            func setCorrectStyle() {
                backgroundColor = UIColor(bundleName: "ReviewCorrect")
                textLabel?.textColor = Essentials.grey70
            }
            func setUnknownStyle() {
                backgroundColor = UIColor.white
            }
        }
        final class AnswersSource {
            func style(_ cell: UITableViewCell, correct: Bool) {
                cell.textLabel?.textColor = Essentials.blue40
                if correct {
                    cell.backgroundColor = UIColor.white
                    cell.textLabel?.textColor = Essentials.grey70
                }
            }
        }
        """
        XCTAssertEqual(describe(try pairs(code)), ["primaryText/background@16-15"])
    }

    /// Negative: a label never added to the view with the background, and a background set on
    /// an unrelated view (a sibling); locals of two functions with one name are two views.
    func testUnrelatedViewsMakeNoPair() throws {
        let code = """
        import UIKit
        final class Screen: UIViewController {
            let titleLabel = UILabel()
            let banner = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(titleLabel)
                view.addSubview(banner)
                banner.backgroundColor = UIColor.white
                titleLabel.textColor = Essentials.grey70
            }
            func a() {
                let label = UILabel()
                label.textColor = Essentials.grey70
            }
            func b() {
                let label = UILabel()
                let card = UIView()
                card.addSubview(label)
                card.backgroundColor = UIColor.white
            }
        }
        """
        XCTAssertEqual(try pairs(code).count, 0)
    }

    /// The app's own members that stand for a token pair where they are used: Delta's
    /// `extension UIColor { static let deltaDarkGray = UIColor(named: "DarkGray")! }`, written
    /// `UIColor.deltaDarkGray` or `.deltaDarkGray` in another file. Negative: a member computed
    /// from a token (`paper.withAlphaComponent(0.5)`) is not the token; another type's member of
    /// the same name is not it.
    func testTheAppsMembersStandForTheirTokens() throws {
        let table = ##"""
        { "tokens": {
            "ink": { "uikit": "Palette.ink", "asset": "Ink", "light": "#111111" },
            "paper": { "uikit": "Palette.paper", "asset": "Paper", "light": "#FFFFFF" } } }
        """##
        let colors = """
        import UIKit
        extension UIColor {
            static let appInk = UIColor(named: "Ink")!
            static let appPaper = UIColor(named: "Paper")!
            static let appVeil = UIColor(named: "Paper")!.withAlphaComponent(0.5)
        }
        """
        let code = """
        import UIKit
        final class CardView: UIView {
            let titleLabel = UILabel()
            let note = UILabel()
            func setUp() {
                backgroundColor = .appPaper
                addSubview(titleLabel)
                titleLabel.textColor = UIColor.appInk
                note.backgroundColor = .appVeil
                note.textColor = Other.appInk
            }
        }
        """
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        options.threads = 1
        let files = [SwiftSource(path: "Colors.swift", bytes: Array(colors.utf8)), SwiftSource(path: "A.swift", bytes: Array(code.utf8))]
        let result = Engine.analyze(files, options: options)
        let expressions = TokenExpressions(options.configuration)
        let members = expressions.members(declaredIn: files)
        XCTAssertEqual(members.map { $0.words.joined() + "=" + $0.token }, ["UIColor.appInk=ink", "UIColor.appPaper=paper"])
        let extended = expressions.adding(members)
        XCTAssertEqual(extended.uses(in: files[1]).map(\.token), ["paper", "ink"])
        let found = InferredPairs.infer(files.map { f in (f, result.allReports.filter { $0.file == f.path }) }, expressions: extended)
        XCTAssertEqual(describe(found), ["ink/paper@8-6"])
    }

    /// A member the app declares with a color literal (Lockdown's `extension UIColor { static
    /// let tunnelsBlue = UIColor(red: 0, green: 173/255, blue: 231/255, alpha: 1) }`) is the token
    /// its value maps to, wherever `.tunnelsBlue` is written: the button's white title is over
    /// it, not over the controller's view. Negative: a member computed from it is not it.
    func testMembersDeclaredWithALiteralStandForTheirToken() throws {
        let table = ##"""
        { "tokens": {
            "brand": { "uikit": "Semantic.brand", "light": "#00ADE7" },
            "paper": { "uikit": "Semantic.paper", "light": "#FFFFFF" } },
          "rules": [ { "match": "#00ADE7", "token": "brand" }, { "match": "#FFFFFF", "token": "paper" } ] }
        """##
        let colors = """
        import UIKit
        extension UIColor {
            static let tunnelsBlue = UIColor(red: 0/255.0, green: 173/255.0, blue: 231/255.0, alpha: 1.0)
            static let faded = UIColor(red: 0/255.0, green: 173/255.0, blue: 231/255.0, alpha: 1.0).withAlphaComponent(0.5)
        }
        """
        let code = """
        import UIKit
        final class Paywall: UIViewController {
            private lazy var upgrade: UIButton = {
                let button = UIButton(type: .system)
                button.tintColor = UIColor.white
                button.backgroundColor = .tunnelsBlue
                return button
            }()
            let note = UILabel()
            override func viewDidLoad() {
                view.backgroundColor = .faded
                view.addSubview(upgrade)
                view.addSubview(note)
                note.textColor = UIColor.white
            }
        }
        """
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        options.threads = 1
        let files = [SwiftSource(path: "Colors.swift", bytes: Array(colors.utf8)), SwiftSource(path: "A.swift", bytes: Array(code.utf8))]
        let result = Engine.analyze(files, options: options)
        let collected = files.map { f in (file: f, reports: result.allReports.filter { $0.file == f.path }) }
        let expressions = TokenExpressions(options.configuration)
        let members = expressions.members(declaredIn: collected, tokenOf: { $0.resolution.token })
        XCTAssertEqual(members.map { $0.words.joined() + "=" + $0.token }, ["UIColor.tunnelsBlue=brand"])
        let found = InferredPairs.infer(collected, expressions: expressions.adding(members))
        XCTAssertEqual(describe(found), ["paper/brand@5-6"])
    }

    /// A style's background and title set in one builder closure (SmartReceipts' `ButtonStyle.main =
    /// ButtonStyle().making { $0.backgroundColor = .violetAccent; $0.titleColor = .white }`) are a
    /// pair when the background is a member declared with its type written (`static var violetAccent:
    /// UIColor = …`), as a literal before `fix` and as the token after it: init lightened the violet
    /// under the kept-white title, 12.35:1 → 3.40:1 in Dark (session 32's held-out check, V3).
    /// Negatives: a typed member with something applied (`.withAlphaComponent`) is another color; an
    /// instance member (`var`, no `static`) is no member of the type read as `.name`.
    func testATypedStaticMemberStandsForItsTokenInABuilderClosure() throws {
        let table = ##"""
        { "tokens": {
            "plum": { "uikit": "Semantic.plum", "light": "#301C91" },
            "onPlum": { "uikit": "Semantic.onPlum", "light": "#FFFFFF" } },
          "rules": [ { "match": "#301C91", "token": "plum" }, { "match": "#FFFFFF", "token": "onPlum" } ] }
        """##
        let style = """
        import UIKit
        struct PillStyle: Making {
            var backgroundColor: UIColor = .clear
            var titleColor: UIColor = .clear
        }
        extension PillStyle {
            static let main = PillStyle().making {
                $0.backgroundColor = .plumAccent
                $0.titleColor = .white
            }
            static let faded = PillStyle().making {
                $0.backgroundColor = .plumFaded
                $0.titleColor = .white
            }
            static let own = PillStyle().making {
                $0.backgroundColor = .plumOwn
                $0.titleColor = .white
            }
        }
        """
        for value in ["UIColor(red: 48/255, green: 28/255, blue: 145/255, alpha: 1)", "Semantic.plum"] {
            let colors = """
            import UIKit
            extension UIColor {
                static var plumAccent: UIColor = \(value)
                static var plumFaded: UIColor = \(value).withAlphaComponent(0.5)
                var plumOwn: UIColor = \(value)
            }
            """
            var options = RunOptions()
            options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
            options.threads = 1
            let files = [SwiftSource(path: "Colors.swift", bytes: Array(colors.utf8)), SwiftSource(path: "Styles.swift", bytes: Array(style.utf8))]
            let result = Engine.analyze(files, options: options)
            let collected = files.map { f in (file: f, reports: result.allReports.filter { $0.file == f.path }) }
            let expressions = TokenExpressions(options.configuration)
            let members = expressions.members(declaredIn: collected, tokenOf: { $0.resolution.token })
            XCTAssertEqual(members.map { $0.words.joined() + "=" + $0.token }, ["UIColor.plumAccent=plum"], value)
            let found = InferredPairs.infer(collected, expressions: expressions.adding(members))
            XCTAssertEqual(describe(found), ["onPlum/plum@9-8"], value)
        }
    }

    /// Views colored through the app's own names pair when the value is known: a token's member
    /// written as an implicit member (`backgroundColor = .paper`), a color set by its name
    /// (`UIColor(named: "AccentBlue")`, `UIColor.init(named: Theme.paper)` with a constant named
    /// as the set). Negative: a label in another view (never added to one that sets a background)
    /// and a background set on an unrelated view.
    func testThemeMembersAndColorSetsPair() throws {
        let table = ##"""
        { "tokens": {
            "ink": { "uikit": "UIColor.ink", "light": "#111111" },
            "paper": { "uikit": "UIColor.paper", "light": "#FFFFFF" },
            "accent": { "uikit": "Palette.accent", "asset": "AccentBlue", "light": "#0055FF" } } }
        """##
        let code = """
        import UIKit
        final class CardView: UIView {
            let titleLabel = UILabel()
            let badge = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .paper
                addSubview(titleLabel)
                titleLabel.textColor = .ink
                badge.textColor = UIColor(named: "AccentBlue")
                badge.backgroundColor = UIColor.init(named: Theme.paper)
            }
        }
        final class OtherView: UIView {
            let caption = UILabel()
            func setUp(unrelated: UIView) {
                caption.textColor = UIColor(named: "AccentBlue", in: nil, compatibleWith: nil)
                unrelated.backgroundColor = .paper
                let note = UILabel()
                note.textColor = .ink
            }
        }
        """
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(table.utf8), file: "t.json")
        options.threads = 1
        let file = SwiftSource(path: "A.swift", bytes: Array(code.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        let found = InferredPairs.infer([(file, reports)], expressions: TokenExpressions(options.configuration))
        XCTAssertEqual(describe(found), ["accent/paper@10-11", "ink/paper@9-7"])
        // After `fix` a set named by no token's `asset` is the token `init` named after it
        // (`Paper` → `paper`); a set with an `asset` elsewhere is not (`Accent` is no token).
        let after = TokenExpressions(options.configuration)
        XCTAssertEqual(after.token(ofAsset: "Paper"), "paper")
        XCTAssertEqual(after.token(ofAsset: "AccentBlue"), "accent")
        XCTAssertNil(after.token(ofAsset: "Accent"))
    }

    /// wakmusic's confirm button (session 28's review, A3): views set up in the Then library's
    /// configuring closures (`let b = UIButton().then { $0.… }`). The button paints its own
    /// background with a color no token is: its white title lies on that, never on the container's
    /// white (a false 1.00:1 FAIL). Every `$0` was one view of the type, so the container's white
    /// was the title's own background.
    /// Negatives: a label configured so, with no background of its own, lies on its container's;
    /// a button painted with a token is paired with it; a `map { $0… }` closure's `$0` is no view.
    func testAConfiguringClosuresZeroIsItsPropertysView() throws {
        func code(_ buttonBackground: String) -> String {
            """
            import UIKit
            import Then
            final class ConfirmViewController: UIViewController {
                private let containerView: UIView = UIView().then {
                    $0.backgroundColor = .white
                }
                private let confirmButton: UIButton = UIButton(type: .system).then {
                    $0.setTitleColor(Essentials.grey70, for: .normal)
                    $0.backgroundColor = \(buttonBackground)
                    $0.snp.makeConstraints { $0.height.equalTo(44) }
                }
                private let noteLabel = UILabel().then {
                    $0.textColor = Essentials.blue40
                }
                private lazy var titles: [String] = items.map { $0.title }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(containerView)
                    containerView.addSubview(confirmButton)
                    containerView.addSubview(noteLabel)
                }
            }
            """
        }
        XCTAssertEqual(describe(try pairs(code("Palette.point.color"), anyContext: true)), ["actionText/background@13-5"])
        XCTAssertEqual(describe(try pairs(code("UIColor.white"), anyContext: true)).sorted(), ["actionText/background@13-5", "primaryText/background@8-9"])
    }
}

extension UIKitViewTreePairsTests {
    /// Negative: constants declared with role words (`let pressedForegroundColor = …`) color
    /// no view; two in one scope are no pair (DuckDuckGo's button styles paired a light arm with
    /// a dark one).
    func testDeclaredConstantsAreNoPair() throws {
        let code = """
        import UIKit
        func style(isDark: Bool) {
            let standardForegroundColor = Essentials.grey70
            let standardBackgroundColor = UIColor.white
            print(standardForegroundColor, standardBackgroundColor)
        }
        """
        XCTAssertEqual(try pairs(code, anyContext: true).count, 0)
        // The same colors set on one view's properties pair.
        let set = code.replacingOccurrences(of: "let standard", with: "self.standard")
        XCTAssertEqual(try pairs(set, anyContext: true).count, 1)
    }
}

/// SwiftUI: a foreground over the layer before it in a ZStack (a color standing as a view, a
/// shape's fill), unless a nearer container has a background.
final class SwiftUILayerPairsTests: XCTestCase {
    func pairs(_ code: String) throws -> [InferredPair] {
        var options = RunOptions()
        options.configuration = try ConfigurationLoader.parse(Array(InferredPairsTests.table.replacingOccurrences(of: #""context": ["backgroundColor", "background"], "#, with: "").utf8), file: "t.json")
        options.threads = 1
        let file = SwiftSource(path: "V.swift", bytes: Array(code.utf8))
        let reports = Engine.analyze([file], options: options).allReports
        return InferredPairs.infer([(file, reports)], expressions: TokenExpressions(options.configuration))
    }

    func testZStackLayers() throws {
        let code = """
        import SwiftUI
        struct Badge: View {
            var body: some View {
                ZStack {
                    Color.Semantic.background
                    Text("A").foregroundColor(Color.Semantic.primaryText)
                }
            }
        }
        struct Pill: View {
            var body: some View {
                ZStack {
                    Capsule().fill(Color.Semantic.background)
                    Text("B").foregroundStyle(Color.Semantic.primaryText)
                }
            }
        }
        """
        let found = try pairs(code)
        XCTAssertEqual(found.map { "\($0.foreground)/\($0.background)" }, ["primaryText/background"])
        XCTAssertEqual(found.first?.sightings.map { "\($0.line)-\($0.backgroundLine ?? 0)" }, ["6-5", "14-13"])
    }

    /// Negative: a layer after the text is drawn over it, not under; a VStack's text is not over
    /// a sibling ZStack's layer.
    func testLayersAfterOrElsewhereAreNotUnder() throws {
        let code = """
        import SwiftUI
        struct A: View {
            var body: some View {
                ZStack {
                    Text("A").foregroundColor(Color.Semantic.primaryText)
                    Color.Semantic.background.opacity(0)
                }
                VStack {
                    Text("B").foregroundColor(Color.Semantic.primaryText)
                }
                ZStack {
                    Color.Semantic.background
                }
            }
        }
        """
        XCTAssertEqual(try pairs(code).count, 0)
    }


}
