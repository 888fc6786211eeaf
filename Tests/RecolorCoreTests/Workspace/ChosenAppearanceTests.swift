@testable import RecolorCore
import XCTest

/// Where the app sets the appearance from its own choice (`ChosenAppearance`): a computed
/// value, or both styles written, is a choice; one style forced for good, the system's, or a
/// preview is not.
final class ChosenAppearanceTests: XCTestCase {
    func choosing(_ code: String) -> ChosenAppearance? {
        ChosenAppearance.choosing(ChosenAppearance.sites(path: "A.swift", bytes: Array(code.utf8)))
    }

    func testTriggering() {
        // Sileo's theme manager: both styles written on the window.
        XCTAssertEqual(choosing("import UIKit\nfunc apply(_ w: UIWindow, dark: Bool) {\n  if dark { w.overrideUserInterfaceStyle = .dark } else { w.overrideUserInterfaceStyle = .light }\n}")?.line, 3)
        XCTAssertNotNil(choosing("import UIKit\nfunc apply(_ w: UIWindow, theme: Theme) {\n  w.overrideUserInterfaceStyle = theme.style\n}"))
        XCTAssertNotNil(choosing("import SwiftUI\nstruct R: View {\n  let s: Settings\n  var body: some View { Text(\"a\").preferredColorScheme(s.scheme) }\n}"))
        XCTAssertNotNil(choosing("import AppKit\nfunc apply(dark: Bool) {\n  NSApp.appearance = NSAppearance(named: dark ? .darkAqua : .aqua)\n}"))
    }

    func testNonTriggering() {
        // One style for good, the system's, a preview, and no setter at all.
        XCTAssertNil(choosing("import UIKit\nfunc f(_ w: UIWindow) {\n  w.overrideUserInterfaceStyle = .light\n}"))
        XCTAssertNil(choosing("import UIKit\nfunc f(_ w: UIWindow) {\n  w.overrideUserInterfaceStyle = UIUserInterfaceStyle.dark\n  w.overrideUserInterfaceStyle = .unspecified\n}"))
        XCTAssertNil(choosing("import SwiftUI\nstruct R: View {\n  var body: some View { Text(\"a\").preferredColorScheme(nil) }\n}"))
        XCTAssertNil(choosing("import SwiftUI\n#Preview {\n  Text(\"a\").preferredColorScheme(scheme)\n}"))
        XCTAssertNil(choosing("import UIKit\nstruct Skin { static var current = 0 }\nlet appearance = Skin.current"))
    }

    /// A theme instance chosen by the appearance (`cs == .dark ? Theme.dark : Theme.light`, `cs` SwiftUI's color
    /// scheme) is no user's choice: the themes follow the system already (session 36's intent36x V2: kept as
    /// "user-chosen"). Negatives: a theme chosen by the app's own setting, and the arms alone with no condition on the scheme.
    func testAThemeChosenByTheAppearance() {
        XCTAssertNotNil(choosing("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var cs\n  var body: some View {\n    let t = cs == .dark ? Theme.dark : Theme.light\n    return Text(\"x\").foregroundColor(t.text)\n  }\n}"))
        XCTAssertNotNil(choosing("import UIKit\nfunc theme(_ tc: UITraitCollection) -> Theme { tc.userInterfaceStyle == .dark ? .dark : .light }"))
        XCTAssertNil(choosing("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var cs\n  let s: Settings\n  var body: some View {\n    let t = s.theme == .dark ? Theme.dark : Theme.light\n    return Text(\"x\").foregroundColor(t.text)\n  }\n}"))
        XCTAssertNil(choosing("import SwiftUI\nlet t = useDark ? Theme.dark : Theme.light"))
    }

    /// A `switch` or `if` on the appearance whose dark branch names the dark theme and whose other
    /// branch the light one (pia's `AppPreferences.reloadTheme`: `switch UITraitCollection.current
    /// .userInterfaceStyle { case .dark: transitionTheme(to: .dark) default: transitionTheme(to: .light) }`,
    /// session 37's intent37b V1). Negatives: a switch on the app's own setting, and branches that name
    /// one theme only.
    func testAThemeChosenByBranchesOnTheAppearance() {
        let pia = "import UIKit\nfunc reload() {\n  switch UITraitCollection.current.userInterfaceStyle {\n  case .dark:\n    transition(to: .dark)\n  default:\n    transition(to: .light)\n  }\n}"
        XCTAssertEqual(choosing(pia)?.line, 3)
        XCTAssertNotNil(choosing("import UIKit\nfunc reload(_ tc: UITraitCollection) {\n  if tc.userInterfaceStyle == .dark {\n    Theme.current = .dark\n  } else {\n    Theme.current = .light\n  }\n}"))
        XCTAssertNotNil(choosing("import UIKit\nfunc reload(_ tc: UITraitCollection) {\n  if tc.userInterfaceStyle != .dark {\n    Theme.current = .light\n  } else {\n    Theme.current = .dark\n  }\n}"))
        XCTAssertNil(choosing(pia.replacingOccurrences(of: "UITraitCollection.current.userInterfaceStyle", with: "settings.theme")))
        XCTAssertNil(choosing(pia.replacingOccurrences(of: "transition(to: .light)", with: "transition(to: .dark)")))
        // The dark branch names the light theme: not the appearance's theme.
        XCTAssertNil(choosing("import UIKit\nfunc reload(_ tc: UITraitCollection) {\n  if tc.userInterfaceStyle == .dark {\n    Theme.current = .light\n  } else {\n    Theme.current = .dark\n  }\n}"))
    }
}
