@testable import RecolorCore
import XCTest

/// A theme filled at run time (a library's scheme object whose color properties the app assigns:
/// `containerScheme.colorScheme.surfaceColor = UIColor(named: "surface") ?? .systemBackground`)
/// and read by views (`backgroundColor = scheme.colorScheme.surfaceColor`): the members stand for
/// the tokens assigned to them, so a label and the view it is added to pair. Negatives: a
/// property of no theme assigned a set (`cell.contentView.backgroundColor`), a member read with
/// its alpha changed, a label in another view with no background.
final class RuntimeThemePairsTests: XCTestCase {
    static let schemes = """
    import UIKit
    func globalScheme() -> Scheme {
        let containerScheme = Scheme()
        containerScheme.colorScheme.surfaceColor = UIColor(named: "surface") ?? UIColor.systemBackground
        containerScheme.colorScheme.onSurfaceColor = UIColor(named: "ink")!
        containerScheme.colorScheme.primaryColor = UIColor(named: "brand") ?? .blue
        return containerScheme
    }
    func errorScheme() -> Scheme {
        let containerScheme = Scheme()
        containerScheme.colorScheme.primaryColor = UIColor(named: "alarm")!
        containerScheme.colorScheme.surfaceColor = UIColor(named: "surface") ?? UIColor.systemBackground
        return containerScheme
    }
    final class Cell: UITableViewCell {
        func setUp() {
            contentView.backgroundColor = UIColor(named: "alarm")
        }
    }
    """

    static let views = """
    import UIKit
    final class Card: UIView {
        let title = UILabel()
        let faded = UILabel()
        func apply(scheme: Scheme) {
            backgroundColor = scheme.colorScheme.surfaceColor
            addSubview(title)
            title.textColor = scheme.colorScheme.onSurfaceColor
            faded.textColor = scheme.colorScheme.onSurfaceColor.withAlphaComponent(0.6)
            addSubview(faded)
        }
    }
    final class Note: UIView {
        let note = UILabel()
        func apply(scheme: Scheme) {
            note.textColor = scheme.colorScheme.primaryColor
        }
    }
    """

    static let table = ##"""
    { "tokens": {
        "ink": { "uikit": "UIColor(named: \"ink\")!", "light": "#1A1A1A", "dark": "#F2F2F2", "asset": "ink" },
        "surface": { "uikit": "UIColor(named: \"surface\")!", "light": "#FFFFFF", "dark": "#121214", "asset": "surface" },
        "brand": { "uikit": "UIColor(named: \"brand\")!", "light": "#0055AA", "dark": "#4499EE", "asset": "brand" },
        "alarm": { "uikit": "UIColor(named: \"alarm\")!", "light": "#CC0000", "dark": "#FF4444", "asset": "alarm" } } }
    """##

    func members() throws -> (TokenExpressions, [ThemeMember]) {
        let configuration = try ConfigurationLoader.parse(Array(Self.table.utf8), file: "t.json")
        let expressions = TokenExpressions(configuration)
        let files = [SwiftSource(path: "Schemes.swift", bytes: Array(Self.schemes.utf8)), SwiftSource(path: "Card.swift", bytes: Array(Self.views.utf8))]
        let members = expressions.runtimeThemeMembers(in: files.map { (file: $0, reports: [Report]()) }, tokenOf: { _ in nil })
        return (expressions, members)
    }

    /// Each assigned member once; `primaryColor`, assigned two sets once each, is the first's
    /// (the default scheme's); the cell's `contentView.backgroundColor` is no theme's member.
    func testAssignedMembersOfASchemeStandForTheirSets() throws {
        let (_, members) = try members()
        XCTAssertEqual(members.map { "\($0.type).\($0.label)=\($0.token)" },
                       ["colorScheme.surfaceColor=surface", "colorScheme.onSurfaceColor=ink", "colorScheme.primaryColor=brand"])
    }

    /// The label reading the scheme's text pairs with the view it is added to; the faded label
    /// (alpha changed) and the note in a view with no background make none.
    func testViewsReadingTheSchemePair() throws {
        let (expressions, members) = try members()
        let extended = expressions.adding(members)
        let card = SwiftSource(path: "Card.swift", bytes: Array(Self.views.utf8))
        let pairs = InferredPairs.search([(card, [])], documents: [], subjects: .table(extended)).pairs
        XCTAssertEqual(pairs.map { "\($0.foreground)/\($0.background)@" + $0.sightings.map(\.place).joined(separator: ",") },
                       ["ink/surface@Card.swift:8 on Card.swift:6"])
    }
}
