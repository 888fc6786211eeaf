import Foundation
import XCTest

/// Shapes the regression reading of this session's merge found (session 27, hand-written after
/// Pearcleaner, focus-ios/eidolon and stats), each a rule that fired on a name alone:
/// - SwiftUI's `Gradient(colors:)` is no initializer of the app's own type, whatever `colors` the file
///   declares: its stops adapt (the white card kept white under text made `label` was white on white);
/// - a local `let view = UIView()` painted black in a controller is no always-dark screen;
/// - `NSColor.red.cgColor` is no read of the app's own `red` property (a gray text took a background role).
/// The positive cases are in FixedIntentTests (applingo's star field, Bilibili's screen) and
/// InitStoredMemberReadRoleTests.
final class NameCollisionIntentTests: XCTestCase {
    func draft(_ files: [String: String]) throws -> (table: String, tokens: [String: [String: Any]]) {
        let s = try Scratch()
        for (name, text) in files { try s.write(name, text) }
        let r = try CommandRunner.recolor(["init", "."], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        let table = try s.read(".recolor.json")
        let json = try JSONSerialization.jsonObject(with: Data(table.utf8)) as! [String: Any]
        return (table, json["tokens"] as? [String: [String: Any]] ?? [:])
    }

    func testAnSDKGradientsStopsAreNoDataOfTheFilesCollection() throws {
        let (table, _) = try draft(["CardView.swift": #"""
import SwiftUI

struct CardView: View {
    var colors: [String] = []

    var body: some View {
        VStack {
            Text("Title")
                .foregroundColor(.black)
            Text("\(colors.count) tags")
        }
        .background(
            LinearGradient(gradient: Gradient(colors: [Color.white, Color(red: 0.9, green: 0.9, blue: 0.9)]),
                           startPoint: .top, endPoint: .bottom)
        )
    }
}
"""#])
        XCTAssertFalse(table.contains("\"keep\": \"data"), table)
    }

    func testALocalViewPaintedBlackIsNoAlwaysDarkScreen() throws {
        let (table, _) = try draft(["SheetViewController.swift": #"""
import UIKit

final class SheetViewController: UIViewController {
    private let cardView = UIView()
    private let titleLabel = UILabel()

    private lazy var dimmedView: UIView = {
        let view = UIView()
        view.backgroundColor = .black
        view.alpha = 0.4
        return view
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.backgroundColor = .white
        titleLabel.textColor = .black
        cardView.addSubview(titleLabel)
        view.addSubview(dimmedView)
        view.addSubview(cardView)
    }
}
"""#])
        XCTAssertFalse(table.contains("always-dark screen"), table)
        XCTAssertTrue(table.contains("systemBackground"), table)
    }

    func testAColorTypesOwnMemberIsNoReadOfTheAppsProperty() throws {
        let (_, tokens) = try draft(["Popup.swift": #"""
import AppKit

final class Popup: NSView {
    let foreground = NSView()
    func flash() {
        self.foreground.layer?.backgroundColor = NSColor.red.cgColor
    }
}
"""#, "Theme.swift": #"""
import AppKit

final class MonoTheme {
    let red: NSColor = NSColor(red: 145/255, green: 145/255, blue: 145/255, alpha: 1)
}
"""#, "Widget.swift": #"""
import AppKit

final class SpeedWidget: NSView {
    let theme = MonoTheme()
    let valueLabel = NSTextField()
    func draw() {
        valueLabel.textColor = theme.red
    }
}
"""#])
        let gray = try XCTUnwrap(tokens.values.first { $0["light"] as? String == "#919191" }, "\(tokens)")
        XCTAssertFalse((gray["description"] as? String ?? "").contains("as background"), "\(gray)")
    }
}
