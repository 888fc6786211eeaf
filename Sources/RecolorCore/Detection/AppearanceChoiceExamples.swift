/// A choice by the appearance, documented and tested: Swift code with the whole choice marked
/// `«…»` and its arms' values (`AppearanceChoice.key`), or no mark where no pair may be read.
package struct ChoiceExample: Sendable {
    package var source: String
    /// The choice's key (`light=#FFFFFF dark=#000000`), nil for a non-triggering example.
    package var key: String?
    package var configuration: String?
    package var file: StaticString
    package var line: UInt

    package static func triggering(_ source: String, _ key: String, configuration: String? = nil,
                                  file: StaticString = #filePath, line: UInt = #line) -> ChoiceExample {
        ChoiceExample(source: source, key: key, configuration: configuration, file: file, line: line)
    }

    package static func nonTriggering(_ source: String, configuration: String? = nil,
                                     file: StaticString = #filePath, line: UInt = #line) -> ChoiceExample {
        ChoiceExample(source: source, key: nil, configuration: configuration, file: file, line: line)
    }
}

extension AppearanceChoices {
    static let whiteBlack = "light=#FFFFFF dark=#000000"
    static let hexTheme = "import UIKit\nextension UIColor {\n  static func theme(lightHexCode: UInt32, darkHexCode: UInt32, alpha: CGFloat = 1) -> UIColor { fatalError() }\n}\n"
    static let blackWhite = "light=#000000 dark=#FFFFFF"
    static let dynamicHex = "import SwiftUI\nextension Color {\n  static func dynamicColor(_ light: String, dark: String? = .none) -> Color { fatalError() }\n}\n"
    static let hexInit = "import SwiftUI\nextension Color {\n  init(hex: String) { self.init(white: 0) }\n  init(title: String) { self.init(white: 0) }\n}\n"
    static let constantPresets = "import UIKit\nenum Presets {\n  private static let lightBackground = UIColor(white: 0.95, alpha: 1)\n  private static func dynamicColor(dark: UIColor, light: UIColor) -> UIColor {\n    UIColor { $0.userInterfaceStyle == .dark ? dark : light }\n  }\n"
    static let hexFunction = "import SwiftUI\nextension Color {\n  static func hex(_ h: String) -> Color { fatalError() }\n}\n"

    package static let examples: [ChoiceExample] = [
        // Ternaries on the appearance, every way of writing the test.
        // The line above is no part of the condition: a compiler directive's (Unwatched's `#if os(macOS)`).
        .triggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var fill: Color {\n    #if os(macOS)\n    «colorScheme == .dark ? .black : .white»\n    #else\n    .white\n    #endif\n  }\n}", whiteBlack),
        .triggering("import UIKit\nfunc f(v: UIView) {\n  v.backgroundColor = «v.traitCollection\n    .userInterfaceStyle == .dark ? .black : .white»\n}", whiteBlack),
        .triggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(\"a\").foregroundColor(«colorScheme == .dark ? .white : .black») }\n}", blackWhite),
        .triggering("import UIKit\nfunc f(v: UIView) {\n  v.backgroundColor = «v.traitCollection.userInterfaceStyle == .dark ? .black : .white»\n}", whiteBlack),
        .triggering("import UIKit\nfunc f(v: UIView) {\n  v.backgroundColor = «v.traitCollection.userInterfaceStyle != .light ? .black : .white»\n}", whiteBlack),
        .triggering("import UIKit\nfunc f(v: UIView) {\n  v.backgroundColor = «v.traitCollection.userInterfaceStyle == .light ? .white : .black»\n}", whiteBlack),
        .triggering("import UIKit\nfunc f(v: UIView) {\n  v.backgroundColor = «.dark == v.traitCollection.userInterfaceStyle ? .black : .white»\n}", whiteBlack),
        .triggering("import SwiftUI\nlet c = «scheme == ColorScheme.dark ? Color(red: 1, green: 1, blue: 1) : Color(red: 0, green: 0, blue: 0)»", blackWhite),
        .triggering("import AppKit\nfunc f(v: NSView) {\n  v.layer?.backgroundColor = «(v.effectiveAppearance.name == .darkAqua ? NSColor.black : NSColor.white)».cgColor\n}", whiteBlack),
        // An alpha applied to the parenthesized choice is the arms' (Sora's fades over artwork):
        // it goes with the choice, after an arm's own alpha (`.opacity` multiplies).
        .triggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Rectangle().fill(«(colorScheme == .dark ? Color.black : Color.white).opacity(0.5)») }\n}", "light=#FFFFFF80 dark=#00000080"),
        // … after an arm's own alpha (session 39's intent39b M3: the arm with `.opacity(0.5)` left the outer 0.4 out).
        .triggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Rectangle().fill(«(colorScheme == .dark ? Color.white.opacity(0.5) : .black).opacity(0.4)») }\n}", "light=#00000066 dark=#FFFFFF33"),
        .triggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Rectangle().fill(«(colorScheme == .dark ? Color.black.opacity(0.5) : Color.white.opacity(0.5)).opacity(0.5)») }\n}", "light=#FFFFFF40 dark=#00000040"),
        // A Bool the code computes from the appearance (BigCommerce's `darkMode`), negated too.
        .triggering("import UIKit\nenum Style {\n  static var darkMode: Bool { UIScreen.main.traitCollection.userInterfaceStyle == .dark }\n}\nlet c = «Style.darkMode ? UIColor(white: 0, alpha: 1) : UIColor(white: 1, alpha: 1)»", whiteBlack),
        .triggering("import UIKit\nlet isDark = false\nlet c: UIColor = «!isDark ? .white : .black»", whiteBlack),
        .triggering("import UIKit\nlet lightMode = UITraitCollection.current.userInterfaceStyle == .light\nlet c: UIColor = «lightMode ? .white : .black»", whiteBlack),
        // A function named as a test of the appearance, called with arguments (Mos's Utils).
        .triggering("import AppKit\nenum Utils { static func isDarkMode(for view: NSView) -> Bool { view.effectiveAppearance.name == .darkAqua } }\nfunc f(v: NSView) {\n  v.layer?.backgroundColor = «(Utils.isDarkMode(for: v) ? NSColor.black : NSColor.white)».cgColor\n}", whiteBlack),
        .triggering("import UIKit\nfunc isDark(_ t: UITraitCollection) -> Bool { t.userInterfaceStyle == .dark }\nfunc f(v: UIView) {\n  v.backgroundColor = «isDark(v.traitCollection) ? .black : .white»\n}", whiteBlack),
        // The app's own Bool named for darkness, declared in another file (BookPlayer's
        // `theme.useDarkVariant`, set from the trait or the user's choice): its name says it.
        .triggering("import SwiftUI\nstruct B: View {\n  let theme: Theme\n  var body: some View { Text(\"a\").background(«theme.useDarkVariant ? Color.white : Color.black») }\n}", blackWhite),
        .triggering("import SwiftUI\nstruct B: View {\n  let settings: Settings\n  var body: some View { Text(\"a\").foregroundColor(«settings.prefersDarkAppearance ? .black : .white») }\n}", whiteBlack),
        // A Bool parameter the calls pass a test of the appearance (CopilotForXcode's `brightMode:
        // colorScheme != .dark`, `AppearanceArgumentFlags`): true is light here.
        .triggering("import AppKit\nimport SwiftUI\nenum Code {\n  static func block(_ s: String, brightMode: Bool) -> NSAttributedString {\n    NSAttributedString(string: s, attributes: [.foregroundColor: «brightMode ? NSColor.black : NSColor.white»])\n  }\n}\nstruct B: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(AttributedString(Code.block(\"a\", brightMode: colorScheme != .dark))) }\n}", "light=#000000 dark=#FFFFFF"),
        // The same label passed anything else too (a selection): no flag of the appearance.
        .nonTriggering("import AppKit\nimport SwiftUI\nenum Code {\n  static func block(_ s: String, brightMode: Bool) -> NSAttributedString {\n    NSAttributedString(string: s, attributes: [.foregroundColor: brightMode ? NSColor.black : NSColor.white])\n  }\n}\nstruct B: View {\n  @Environment(\\.colorScheme) var colorScheme\n  let isSelected: Bool\n  var body: some View {\n    Text(AttributedString(Code.block(\"a\", brightMode: colorScheme != .dark)))\n    Text(AttributedString(Code.block(\"b\", brightMode: isSelected)))\n  }\n}"),
        // Inside a view whose scheme the code overrides, the arms resolve in that scheme, the test
        // reads the outer one (CopilotForXcode's flipped overlay, `SchemeOverride`): kept as written.
        .nonTriggering("import SwiftUI\nstruct O: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View {\n    ZStack {\n      Text(\"a\")\n        .foregroundColor(colorScheme == .dark ? .primary : .white)\n    }\n    .colorScheme(colorScheme == .dark ? .light : .dark)\n  }\n}"),
        .nonTriggering("import SwiftUI\nstruct O: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View {\n    Text(\"a\").foregroundColor(colorScheme == .dark ? Color.black : .white)\n      .environment(\\.colorScheme, .dark)\n  }\n}"),
        // A sibling outside the override, and a whole presentation's scheme (which the test reads): pairs.
        .triggering("import SwiftUI\nstruct O: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View {\n    VStack {\n      ZStack { Text(\"a\") }.colorScheme(.dark)\n      Text(\"b\").foregroundColor(«colorScheme == .dark ? Color.black : .white»)\n    }\n  }\n}", whiteBlack),
        .triggering("import SwiftUI\nstruct O: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View {\n    Text(\"b\").foregroundColor(«colorScheme == .dark ? Color.black : .white»)\n      .preferredColorScheme(.dark)\n  }\n}", whiteBlack),
        .nonTriggering("import SwiftUI\nstruct B: View {\n  let photo: Photo\n  var body: some View { Text(\"a\").foregroundColor(photo.hasDarkBackground ? .white : .black) }\n}"),
        .nonTriggering("import SwiftUI\nstruct B: View {\n  let darkenAmount: Bool\n  var body: some View { Text(\"a\").foregroundColor(darkenAmount ? .white : .black) }\n}"),
        .nonTriggering("import UIKit\nfunc isSelected(_ v: UIView) -> Bool { v.tag == 1 }\nfunc f(v: UIView) {\n  v.backgroundColor = isSelected(v) ? .black : .white\n}"),
        // A color's own brightness (habitica-ios's `classColor.isLight() ? .gray50 : .white`): a
        // contrast picked over that color, no test of the appearance; asked of anything else, a flag.
        .nonTriggering("import UIKit\nfunc f(label: UILabel, classColor: UIColor, theme: Theme) {\n  label.textColor = classColor.isLight() ? .black : .white\n  label.backgroundColor = theme.badgeColor.isLight ? .black : .white\n}"),
        .triggering("import UIKit\nfunc f(label: UILabel, theme: Theme) {\n  label.textColor = «theme.isLight() ? .black : .white»\n}", blackWhite),
        // Arrays of stops per appearance (bitchat's background gradient): element by element.
        .triggering("import SwiftUI\nlet isDark = true\nlet g = LinearGradient(colors: isDark ? [«Color(white: 0)] : [Color(white: 1)»], startPoint: .top, endPoint: .bottom)", whiteBlack),
        .nonTriggering("import SwiftUI\nlet isDark = true\nlet g = LinearGradient(colors: isDark ? [Color(white: 0), Color(white: 0.1)] : [Color(white: 1)], startPoint: .top, endPoint: .bottom)"),
        .nonTriggering("import SwiftUI\nlet on = true\nlet g = LinearGradient(colors: on ? [Color(white: 0)] : [Color(white: 1)], startPoint: .top, endPoint: .bottom)"),
        // Ternaries on one other condition as both arms of an appearance ternary (Nook-style
        // selection rows): each place of the inner ternaries is one choice; the system colors stay.
        .triggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var on = false\n  var body: some View { Text(\"a\").foregroundColor(colorScheme == .dark ? (on ? «.white : .gray) : (on ? .black» : .gray)) }\n}", blackWhite),
        .triggering("import UIKit\nfunc f(v: UIView, on: Bool) {\n  v.backgroundColor = v.traitCollection.userInterfaceStyle == .light\n    ? (on ? .systemRed : «UIColor(white: 1, alpha: 1))\n    : (on ? .systemRed : UIColor(white: 0, alpha: 1)»)\n}", whiteBlack),
        .nonTriggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var on = false\n  var off = true\n  var body: some View { Text(\"a\").foregroundColor(colorScheme == .dark ? (on ? .white : .gray) : (off ? .black : .gray)) }\n}"),
        .nonTriggering("import SwiftUI\nstruct V: View {\n  var flag = false\n  var on = false\n  var body: some View { Text(\"a\").foregroundColor(flag ? (on ? .white : .gray) : (on ? .black : .gray)) }\n}"),
        .nonTriggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var on = false\n  var body: some View { Text(\"a\").foregroundColor(colorScheme == .dark ? (on ? .white : .gray) : (on ? .gray : .black)) }\n}"),
        // A computed Bool of the tree testing the appearance under a name of the app's own (session 25's
        // Left: only conventional names counted across files); one joined to anything else is no test.
        .triggering("import UIKit\nfunc nightShift(_ t: UITraitCollection) -> Bool { t.userInterfaceStyle == .dark }\nfunc f(v: UIView) {\n  v.backgroundColor = «nightShift(v.traitCollection) ? .black : .white»\n}", whiteBlack),
        .nonTriggering("import UIKit\nfunc nightShift(_ t: UITraitCollection, on: Bool) -> Bool { t.userInterfaceStyle == .dark && on }\nfunc f(v: UIView) {\n  v.backgroundColor = nightShift(v.traitCollection, on: true) ? .black : .white\n}"),
        .nonTriggering("import UIKit\nfunc wideLayout(_ t: UITraitCollection) -> Bool { t.horizontalSizeClass == .regular }\nfunc f(v: UIView) {\n  v.backgroundColor = wideLayout(v.traitCollection) ? .black : .white\n}"),
        // Palette members as arms.
        .triggering("import UIKit\nenum Essentials { static let a = UIColor(white: 0.1, alpha: 1); static let b = UIColor(white: 0.9, alpha: 1) }\nlet isDark = true\nlet c = «isDark ? Essentials.a : Essentials.b»",
                    "light=Essentials.b dark=Essentials.a", configuration: #"{ "palettes": ["Essentials"] }"#),
        // `if` expressions and statements.
        .triggering("import UIKit\nlet isDarkMode = true\nlet c: UIColor = «if isDarkMode { .black } else { .white }»", whiteBlack),
        .triggering("import UIKit\nfunc color(_ t: UITraitCollection) -> UIColor {\n  «if t.userInterfaceStyle == .dark { return .black } else { return .white }»\n}", whiteBlack),
        // An early return and the body's last return (aizen's `headerIconTintColor`).
        .triggering("import AppKit\nimport SwiftUI\nstruct S {\n  var colorScheme: ColorScheme\n  var tint: NSColor {\n    «if colorScheme == .dark {\n      return NSColor(white: 0, alpha: 1)\n    }\n    return NSColor(white: 1, alpha: 1)»\n  }\n}", whiteBlack),
        .triggering("import UIKit\nlet c = «UIColor { tc in\n  if tc.userInterfaceStyle == .light { return .white }\n  return .black\n}»", whiteBlack),
        .nonTriggering("import AppKit\nimport SwiftUI\nstruct S {\n  var colorScheme: ColorScheme\n  var on = false\n  var tint: NSColor {\n    if colorScheme == .dark {\n      return NSColor(white: 0, alpha: 1)\n    }\n    if on { return .red }\n    return NSColor(white: 1, alpha: 1)\n  }\n}"),
        .nonTriggering("import AppKit\nlet on = true\nfunc tint() -> NSColor {\n  if on {\n    return NSColor(white: 0, alpha: 1)\n  }\n  return NSColor(white: 1, alpha: 1)\n}"),
        // An arm whose alpha is known only at run time (aizen's `scrimColor`): no token holds it.
        .nonTriggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var scrimOpacity = 0.12\n  var body: some View { Rectangle().fill(colorScheme == .dark ? .black.opacity(scrimOpacity) : .white.opacity(scrimOpacity * 0.5)) }\n}"),
        .triggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Rectangle().fill(«colorScheme == .dark ? .black.opacity(0.5) : .white.opacity(0.5)») }\n}", "light=#FFFFFF80 dark=#00000080"),
        // A palette member with a literal alpha (Windscribe's `isDarkMode ? .white.opacity(0.05) : .nightBlue.opacity(0.1)`):
        // its color at that alpha is the arm's value, which one token holds; a run-time alpha still is not.
        .triggering("import SwiftUI\nenum Brand {\n  static let nightBlue = Color(red: 0, green: 0, blue: 0)\n}\nfunc fill(_ isDarkMode: Bool) -> Color {\n  return «isDarkMode ? .white.opacity(0.5) : Brand.nightBlue.opacity(0.5)»\n}",
                    "light=#00000080 dark=#FFFFFF80", configuration: #"{ "palettes": ["Brand"] }"#),
        .nonTriggering("import SwiftUI\nenum Brand {\n  static let nightBlue = Color(red: 0, green: 0, blue: 0)\n}\nfunc fill(_ isDarkMode: Bool, _ a: Double) -> Color {\n  return isDarkMode ? .white.opacity(a) : Brand.nightBlue.opacity(a)\n}",
                       configuration: #"{ "palettes": ["Brand"] }"#),
        // A flag the file passes as a literal draws the appearance it is given (aizen's settings
        // draw a light and a dark window side by side): no choice by the appearance shown.
        .nonTriggering("import SwiftUI\nstruct Picker: View {\n  var body: some View { HStack { preview(isDark: false); preview(isDark: true) } }\n  func preview(isDark: Bool) -> some View { Rectangle().fill(isDark ? Color(white: 0) : Color(white: 1)) }\n}"),
        .triggering("import SwiftUI\nstruct Theme { var useDarkVariant: Bool }\nlet initial = Theme(useDarkVariant: false)\nstruct B: View {\n  let theme: Theme\n  var body: some View { Text(\"a\").background(«theme.useDarkVariant ? Color.white : Color.black») }\n}", blackWhite),
        .triggering("import SwiftUI\nstruct Card: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { preview(isDark: colorScheme == .dark) }\n  func preview(isDark: Bool) -> some View { Rectangle().fill(«isDark ? Color(white: 0) : Color(white: 1)») }\n}\n#Preview { Card().preview(isDark: true) }", whiteBlack),
        // The app's own function of two unlabeled colors choosing by the appearance, wherever it
        // is declared (`AppearanceHelpers`): the call, its receiver included, is the choice.
        .triggering("import UIKit\nfunc adaptive<T>(_ dark: T, _ light: T) -> T { UITraitCollection.current.userInterfaceStyle == .dark ? dark : light }\nfunc f(v: UIView) { v.backgroundColor = «adaptive(UIColor.black, UIColor.white)» }", whiteBlack),
        .triggering("import UIKit\nstruct Theme {\n  func pick(_ l: UIColor, _ d: UIColor) -> UIColor {\n    if UITraitCollection.current.userInterfaceStyle == .light { return l } else { return d }\n  }\n}\nlet theme = Theme()\nlet c = «theme.pick(UIColor.white, UIColor.black)»", whiteBlack),
        .triggering("import UIKit\nextension UIColor {\n  static func dynamic(_ light: UIColor, _ dark: UIColor) -> UIColor { UIColor { $0.userInterfaceStyle == .dark ? dark : light } }\n}\nlet c: UIColor = «.dynamic(UIColor.white, UIColor.black)»", whiteBlack),
        .nonTriggering("import UIKit\nfinal class Reader {\n  var nightMode = false\n  func isNight<T>(_ f: T, _ l: T) -> T { return (self.nightMode == true ? f : l) }\n}\nlet r = Reader()\nlet c = r.isNight(UIColor.white, UIColor.black)"),
        .nonTriggering("import UIKit\nvar isSelected = false\nfunc pick<T>(_ a: T, _ b: T) -> T { isSelected ? a : b }\nlet c = pick(UIColor.white, UIColor.black)"),
        // `if case` on the appearance.
        .triggering("import UIKit\nfunc color(_ t: UITraitCollection) -> UIColor {\n  «if case .dark = t.userInterfaceStyle { return .black } else { return .white }»\n}", whiteBlack),
        .triggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var ink: Color { «if case .light = colorScheme { .black } else { .white }» }\n  var body: some View { Text(\"a\") }\n}", blackWhite),
        .nonTriggering("import UIKit\nfunc color(_ t: UITraitCollection, on: Bool) -> UIColor {\n  if case .dark = t.userInterfaceStyle, on { return .black } else { return .white }\n}"),
        .nonTriggering("import UIKit\nenum Mode { case dark, light }\nfunc color(_ m: Mode?) -> UIColor {\n  if case .dark? = m { return .black } else { return .white }\n}"),
        // An `if` statement setting one place in both branches (MagentaColorApp's DarkMode.swift).
        .triggering("import UIKit\nfunc f(label: UILabel) {\n  «if label.traitCollection.userInterfaceStyle == .dark {\n    label.textColor = .white\n  } else {\n    label.textColor = .black\n  }»\n}", blackWhite),
        // Each arm made a CGColor where it stands: the code's test decides what is frozen, one
        // token's `.cgColor` would resolve against the current traits instead (Sileo's news
        // gradient on its own `isDarkModeEnabled`, session 18's audit, F11): the arms stay.
        .nonTriggering("import UIKit\nfunc f(v: UIView) {\n  if v.traitCollection.userInterfaceStyle == .dark { v.layer.borderColor = UIColor.black.cgColor } else { v.layer.borderColor = UIColor.white.cgColor }\n}"),
        .nonTriggering("import UIKit\nextension UIColor { static var isDarkModeEnabled: Bool { false } }\nfunc f(g: CAGradientLayer) {\n  if UIColor.isDarkModeEnabled {\n    g.colors = [\n      UIColor(red: 0.14, green: 0.14, blue: 0.15, alpha: 1).cgColor\n    ]\n  } else {\n    g.colors = [\n      UIColor(white: 0.97, alpha: 1).cgColor\n    ]\n  }\n}"),
        // Tofu's account cell (session 19's audit, F9): CGColor literals in both arms, no token's
        // expression stands for them.
        .nonTriggering("import UIKit\nfinal class Cell: UITableViewCell {\n  func update() {\n    if traitCollection.userInterfaceStyle == .dark {\n      layer.backgroundColor = CGColor(red: 0.08, green: 0.08, blue: 0.1, alpha: 1)\n    } else {\n      layer.backgroundColor = CGColor(red: 0.97, green: 0.97, blue: 0.98, alpha: 1)\n    }\n  }\n}"),
        .triggering("import UIKit\nextension UIColor { static var isDarkModeEnabled: Bool { false } }\nfunc f(v: UIView) {\n  «if UIColor.isDarkModeEnabled { v.backgroundColor = UIColor.black } else { v.backgroundColor = UIColor.white }»\n}", whiteBlack),
        .triggering("import UIKit\nfunc f(v: UIView, b: UIButton) {\n  if v.traitCollection.userInterfaceStyle == .dark {\n    b.isHidden = true\n    «v.backgroundColor = .black\n  } else {\n    b.isHidden = false\n    v.backgroundColor = .white»\n  }\n}", whiteBlack),
        .nonTriggering("import UIKit\nfunc f(label: UILabel, other: UILabel) {\n  if label.traitCollection.userInterfaceStyle == .dark { label.textColor = .white } else { other.textColor = .black }\n}"),
        .nonTriggering("import UIKit\nfunc f(label: UILabel, on: Bool) {\n  if on { label.textColor = .white } else { label.textColor = .black }\n}"),
        // `switch` on the appearance, as a statement or an expression.
        .triggering("import SwiftUI\nextension ColorScheme {\n  var textColor: Color {\n    «switch self {\n    case .light:\n      return .black\n    case .dark:\n      return .white\n    @unknown default:\n      fatalError()\n    }»\n  }\n}", blackWhite),
        .triggering("import UIKit\nfunc f(_ t: UITraitCollection) -> UIColor {\n  let c: UIColor = «switch t.userInterfaceStyle { case .dark: .black; default: .white }»\n  return c\n}", whiteBlack),
        .nonTriggering("import UIKit\nfunc f(_ s: Int) -> UIColor {\n  switch s { case 1: return .black; default: return .white }\n}"),
        // A clause choosing by the system (GoMap's KeyboardToolbar.swift): the newer system's
        // color is the clause's; the whole provider is the choice.
        .triggering("import UIKit\nenum Toolbar {\n  static let button: UIColor = «UIColor { trait in\n    switch trait.userInterfaceStyle {\n    case .dark:\n      if #available(iOS 26, *) {\n        return UIColor(white: 0.25, alpha: 1)\n      } else {\n        return UIColor(white: 0.42, alpha: 1)\n      }\n    default:\n      return .white\n    }\n  }»\n}",
                    "light=#FFFFFF dark=#404040"),
        .triggering("import UIKit\nlet c = «UIColor { trait in\n  switch trait.userInterfaceStyle {\n  case .dark:\n    if #unavailable(iOS 26) { return UIColor(white: 0.42, alpha: 1) } else { return UIColor(white: 0.25, alpha: 1) }\n  default:\n    return .white\n  }\n}»",
                    "light=#FFFFFF dark=#404040"),
        .nonTriggering("import UIKit\nlet on = true\nlet c = UIColor { trait in\n  switch trait.userInterfaceStyle {\n  case .dark:\n    if on { return UIColor(white: 0.25, alpha: 1) } else { return UIColor(white: 0.42, alpha: 1) }\n  default:\n    return .white\n  }\n}"),
        // Dynamic providers whose body is the choice: the provider is the choice.
        .triggering("import UIKit\nlet c = «UIColor { tc in tc.userInterfaceStyle == .dark ? .black : .white }»", whiteBlack),
        .triggering("import UIKit\nlet c = «UIColor { $0.userInterfaceStyle == .dark ? .black : .white }»", whiteBlack),
        .triggering("import UIKit\nlet c = «UIColor(dynamicProvider: { tc in\n  if tc.userInterfaceStyle == .dark {\n    return .black\n  } else {\n    return .white\n  }\n})»", whiteBlack),
        .triggering("import AppKit\nlet c = «NSColor(name: nil, dynamicProvider: { a in a.name == .darkAqua ? .black : .white })»", whiteBlack),
        // The app's own adaptive helpers.
        .triggering("import SwiftUI\nextension Color { init(light: Color, dark: Color) { self = light } }\nlet c = «Color(light: .white, dark: .black)»", whiteBlack),
        .triggering("import UIKit\nextension UIColor { static func dynamic(light: UIColor, dark: UIColor) -> UIColor { light } }\nlet c: UIColor = «.dynamic(light: .white, dark: .black)»", whiteBlack),
        // Returned as an implicit member: the `return` is the statement's, no qualifier of the
        // callee (stepik's `case .blue, .pink: return .dynamic(light: …, dark: …)`; session 23).
        .triggering("import UIKit\nextension UIColor { static func dynamic(light: UIColor, dark: UIColor) -> UIColor { light } }\nfunc ink(_ n: Int) -> UIColor {\n  let m = n + 1\n  if m > 2 { return .red }\n  return «.dynamic(light: .white, dark: .black)»\n}", whiteBlack),
        .triggering("import UIKit\nextension UIColor {\n  static func dynamic(_ light: UIColor, _ dark: UIColor) -> UIColor { UIColor { $0.userInterfaceStyle == .dark ? dark : light } }\n}\nfunc ink(_ n: Int) -> UIColor {\n  let m = n + 1\n  if m > 2 { return .red }\n  return «.dynamic(UIColor.white, UIColor.black)»\n}", whiteBlack),
        // Dark first (ello-ios): the same pair.
        .triggering("import UIKit\nextension UIColor { static func dynamic(dark: UIColor, light: UIColor) -> UIColor { light } }\nlet c: UIColor = «.dynamic(dark: .black, light: .white)»", whiteBlack),
        // One side a `let` the file declares with one color, found from the call as Swift looks it up
        // (a member of the type, a local before the call): Mantis's presets (`ConstantColorArm`).
        .triggering(constantPresets + "  static func main() -> UIColor { «dynamicColor(dark: .black, light: lightBackground)» }\n}\n", "light=#F2F2F2 dark=#000000"),
        .triggering(constantPresets + "  static func bar() -> UIColor {\n    let lightForeground = UIColor(white: 0.1, alpha: 1)\n    return «dynamicColor(light: lightForeground, dark: .white)»\n  }\n}\n", "light=#1A1A1A dark=#FFFFFF"),
        // Not: a `var` (the code may set it), a local declared after the call or in another function.
        .nonTriggering(constantPresets + "  static var lightTint = UIColor(white: 0.8, alpha: 1)\n  static func a() -> UIColor { dynamicColor(dark: .black, light: lightTint) }\n}\n"),
        .nonTriggering(constantPresets + "  static func b() -> UIColor {\n    let c = dynamicColor(dark: .black, light: lightLate)\n    let lightLate = UIColor(white: 0.3, alpha: 1)\n    return c\n  }\n  static func c() { let lightOther = UIColor(white: 0.4, alpha: 1); _ = lightOther }\n  static func d() -> UIColor { dynamicColor(dark: .black, light: lightOther) }\n}\n"),
        // Nor a parameter, nor a constant holding a color the file computes at run time (a `static let` of a
        // number is a constant now: `NumericConstant`).
        .nonTriggering(constantPresets + "  static let darkMist = UIColor.white.withAlphaComponent(lightAlpha)\n  static var lightAlpha: CGFloat = 0.5\n  static func e() -> UIColor { dynamicColor(dark: darkMist, light: .white) }\n  static func f(_ c: UIColor) -> UIColor { dynamicColor(dark: c, light: .white) }\n}\n"),
        // The app's function of a light and a dark hex code (MarkEdit's `.theme(lightHexCode:darkHexCode:)`),
        // an alpha for both after them.
        .triggering(hexTheme + "let c: UIColor = «.theme(lightHexCode: 0xFFFFFF, darkHexCode: 0x000000)»", whiteBlack),
        .triggering(hexTheme + "let c = «UIColor.theme(lightHexCode: 0xFFFFFF, darkHexCode: 0x000000, alpha: 0.5)»", "light=#FFFFFF80 dark=#00000080"),
        // Its light unlabeled, the parameter named for the side (gem-ios's `Color.dynamicColor(_ light: String,
        // dark: String? = .none)`): the same pair; the light alone is no pair, another function's strings none.
        .triggering(dynamicHex + "let c = «Color.dynamicColor(\"#FFFFFF\", dark: \"#000000\")»", whiteBlack),
        .nonTriggering(dynamicHex + "let c = Color.dynamicColor(\"#FFFFFF\")\nfunc tint(_ a: String, dark: String) -> Color { fatalError() }\nlet d = tint(\"#FFFFFF\", dark: \"#000000\")"),
        // A ternary of hex strings as the one argument of the app's hex function (winston's
        // `Color.hex(colorScheme == .dark ? "F9EFBA" : "7B733C")`): the call is the choice; a
        // ternary on anything else is two findings and no pair.
        .triggering(hexFunction + "struct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(\"a\").foregroundColor(«Color.hex(colorScheme == .dark ? \"000000\" : \"FFFFFF\")».opacity(0.5)) }\n}", whiteBlack),
        .nonTriggering(hexFunction + "struct V: View {\n  let active: Bool\n  var body: some View { Text(\"a\").foregroundColor(Color.hex(active ? \"000000\" : \"FFFFFF\")) }\n}"),
        // The same in a color type's hex initializer, its argument labeled (Nook's DownloadIndicator
        // `Color(hex: colorScheme == .dark ? "FFFFFF" : "0F2B1F")`, MiniWindowToolbar's `NSColor(hex: …)`:
        // session 25's review, F13); not on anything but the appearance, not under a label no hex one.
        .triggering(hexInit + "struct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(\"a\").foregroundStyle(«Color(hex: colorScheme == .dark ? \"000000\" : \"FFFFFF\")») }\n}", whiteBlack),
        .triggering(hexInit + "struct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Circle().stroke(«Color.init(hex: colorScheme != .dark ? \"#FFFFFF\" : \"#000000\")».opacity(0.4)) }\n}", whiteBlack),
        .nonTriggering(hexInit + "struct V: View {\n  let active: Bool\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(\"a\").foregroundStyle(Color(hex: active ? \"000000\" : \"FFFFFF\")).background(Color(title: colorScheme == .dark ? \"000000\" : \"FFFFFF\")) }\n}"),
        // Three parameters: an alpha literal for both colors (the pair carries it), a high-contrast
        // value (the token's, not the rule key's); another third argument, or an alpha that is no
        // literal, makes no pair.
        .triggering("import UIKit\nextension UIColor { convenience init(light: UIColor, dark: UIColor, alpha: CGFloat) { self.init(white: 1, alpha: alpha) } }\nlet c = «UIColor(light: .white, dark: .black, alpha: 0.5)»", "light=#FFFFFF80 dark=#00000080"),
        .triggering("import UIKit\nextension UIColor { static func color(light: UIColor, dark: UIColor, highContrast: UIColor) -> UIColor { light } }\nlet c: UIColor = «.color(light: .white, dark: .black, highContrast: UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1))»", whiteBlack),
        .nonTriggering("import UIKit\nextension UIColor { static func color(light: UIColor, dark: UIColor, name: String) -> UIColor { light } }\nlet c: UIColor = .color(light: .white, dark: .black, name: \"ink\")"),
        .nonTriggering("import UIKit\nextension UIColor { convenience init(light: UIColor, dark: UIColor, alpha: CGFloat) { self.init(white: 1, alpha: alpha) } }\nlet a: CGFloat = 0.5\nlet c = UIColor(light: .white, dark: .black, alpha: a)"),
        // An initializer's delegation, `self.init(light:dark:)` (2fas-pass-ios's tag colors), is no value: no pair
        // (`InitializerDelegation`); the same call as a value, beside it, is one.
        .nonTriggering("import UIKit\nextension UIColor {\n  convenience init(light: UIColor, dark: UIColor) { self.init { $0.userInterfaceStyle == .dark ? dark : light } }\n  convenience init(tag: Int) {\n    switch tag {\n    case 0: self.init(light: .white, dark: .black)\n    default: self.init(light: .red, dark: .blue)\n    }\n  }\n}\n"),
        .nonTriggering("import UIKit\nclass Ink: UIColor {\n  convenience init(tag: Int) { super.init(light: .white, dark: .black) }\n}\n"),
        .triggering("import UIKit\nextension UIColor {\n  convenience init(light: UIColor, dark: UIColor) { self.init { $0.userInterfaceStyle == .dark ? dark : light } }\n  convenience init(tag: Int) { self.init(light: .white, dark: .black) }\n  static var tag: UIColor { «UIColor(light: .white, dark: .black)» }\n}\n", whiteBlack),
        // Another light label (Sileo's `dynamicColor(default:dark:)`), either order.
        .triggering("import UIKit\nfunc dynamicColor(default defaultColor: UIColor, dark: UIColor) -> UIColor { defaultColor }\nlet c = «dynamicColor(default: .white,\n  dark: UIColor(red: 0, green: 0, blue: 0, alpha: 1))»", whiteBlack),
        .triggering("import UIKit\nextension UIColor { convenience init(lightColor: UIColor, darkColor: UIColor) { self.init(white: 1, alpha: 1) } }\nlet c = «UIColor(darkColor: .black, lightColor: .white)»", whiteBlack),
        // A flag said as a setting that is on (Sileo's `UIColor.isDarkModeEnabled`).
        .triggering("import UIKit\nextension UIColor { static var isDarkModeEnabled: Bool { false } }\nfunc f(v: UIView) { v.backgroundColor = «UIColor.isDarkModeEnabled ? .black : .white» }", whiteBlack),
        // A package's initializer the tree does not declare (AugustDev/enchanted's MarkdownUI).
        .triggering("import SwiftUI\nlet c = «Color(\n  light: .white, dark: Color(red: 0, green: 0, blue: 0)\n)»", whiteBlack),
        .triggering("import UIKit\nstruct AdaptiveColor { init(base: (light: UIColor, dark: UIColor), elevated: (light: UIColor, dark: UIColor)) {}; var value: UIColor { .red } }\nlet v = UIView()\nfunc f() { v.backgroundColor = «AdaptiveColor(base: (light: .white, dark: .black), elevated: (light: .lightGray, dark: .gray)).value» }",
                    "light=#FFFFFF dark=#000000 lightElevated=#AAAAAA darkElevated=#808080"),
        // Four arguments: the elevated (or high-contrast) values of both sides after the pair
        // (`LevelArguments`); two of one side, or of two levels, make no pair.
        .triggering("import UIKit\nextension UIColor { static func dynamic(light: UIColor, dark: UIColor, lightElevated: UIColor, darkElevated: UIColor) -> UIColor { light } }\nlet c: UIColor = «.dynamic(light: .white, dark: .black, lightElevated: .lightGray, darkElevated: .gray)»",
                    "light=#FFFFFF dark=#000000 lightElevated=#AAAAAA darkElevated=#808080"),
        .triggering("import UIKit\nextension UIColor { static func dynamic(light: UIColor, dark: UIColor, lightHighContrast: UIColor, darkHighContrast: UIColor) -> UIColor { light } }\nlet c: UIColor = «.dynamic(light: .white, dark: .black, lightHighContrast: .lightGray, darkHighContrast: .gray)»", whiteBlack),
        .nonTriggering("import UIKit\nextension UIColor { static func dynamic(light: UIColor, dark: UIColor, lightElevated: UIColor, lightHighContrast: UIColor) -> UIColor { light } }\nlet c: UIColor = .dynamic(light: .white, dark: .black, lightElevated: .lightGray, lightHighContrast: .gray)"),
        .nonTriggering("import UIKit\nextension UIColor { static func dynamic(light: UIColor, dark: UIColor, lightElevated: UIColor, darkElevated: UIColor, name: String) -> UIColor { light } }\nlet c: UIColor = .dynamic(light: .white, dark: .black, lightElevated: .lightGray, darkElevated: .gray, name: \"ink\")"),
        // The keyboard's appearance of the app's own theme (F6's statement form, `OwnStyleCondition`):
        // the app's style, no pair of the system's; the same statement on the trait collection is one.
        .nonTriggering("import UIKit\nstruct Theme { var keyboardAppearance: UIKeyboardAppearance = .dark }\nfunc f(_ theme: Theme, _ v: UIView) {\n  if theme.keyboardAppearance == .dark {\n    v.backgroundColor = .black\n  } else {\n    v.backgroundColor = .white\n  }\n}"),
        .nonTriggering("import UIKit\nstruct Theme { var keyboardAppearance: UIKeyboardAppearance = .dark }\nfunc f(_ theme: Theme, _ v: UIView) {\n  v.backgroundColor = theme.keyboardAppearance == .dark ? .black : .white\n}"),
        .triggering("import UIKit\nfunc f(_ v: UIView) {\n  «if v.traitCollection.userInterfaceStyle == .dark {\n    v.backgroundColor = .black\n  } else {\n    v.backgroundColor = .white\n  }»\n}", whiteBlack),
        // Not a choice by the appearance.
        .nonTriggering("import UIKit\nlet selected = true\nlet c: UIColor = selected ? .black : .white"),
        .nonTriggering("import UIKit\nlet isDark = true\nlet isOn = true\nlet c: UIColor = isDark && isOn ? .black : .white"),
        .nonTriggering("import UIKit\nlet isDark = true\nlet c: UIColor = isDark ? .black : .white.withAlphaComponent(0.5).resolvedColor(with: .current)"),
        .nonTriggering("import UIKit\nlet isDark = true\nlet other = UIColor.red\nlet c: UIColor = isDark ? .black : other"),
        .nonTriggering("import UIKit\nfunc f(v: UIView) { v.backgroundColor = v.traitCollection.horizontalSizeClass == .compact ? .black : .white }"),
        // One arm one of Apple's system colors (CodeEdit's SegmentedControl shape): the arm's
        // value is Apple's published one for its appearance, so the choice is one token.
        .triggering("import UIKit\nlet c = «UIColor { tc in tc.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 1) : UIColor.systemBackground }»", whiteBlack),
        .triggering("import UIKit\nlet isDark = true\nlet c: UIColor = «isDark ? UIColor.systemGray5 : .white»", "light=#FFFFFF dark=#2C2C2E"),
        .triggering("import UIKit\nlet isDark = true\nlet c: UIColor = «isDark ? .black : .systemBackground»", whiteBlack),
        .triggering("import UIKit\nlet isDark = false\nlet c: UIColor = «isDark ? .white : .secondarySystemBackground»", "light=#F2F2F7 dark=#FFFFFF"),
        .triggering("import UIKit\nlet isDark = true\nlet c: UIColor = «isDark ? .systemBackground : .white»", "light=#FFFFFF dark=#000000 darkElevated=#1C1C1E"),
        .triggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(\"a\").background(«colorScheme == .dark ? Color(uiColor: .separator) : .white») }\n}", "light=#FFFFFF dark=#54545899"),
        .triggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(\"a\").foregroundColor(«colorScheme == .dark ? .white : .primary») }\n}", blackWhite),
        .triggering("import AppKit\nimport SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(\"a\").foregroundColor(«colorScheme == .dark ? Color.red : .black») }\n}", "light=#000000 dark=#FF453A"),
        // Apple publishes no value (an accent color, AppKit's own semantic colors): no pair.
        .nonTriggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(\"a\").foregroundColor(colorScheme == .dark ? .white : .accentColor) }\n}"),
        .nonTriggering("import AppKit\nimport SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(\"a\").background(colorScheme == .dark ? Color(nsColor: .separatorColor) : .white) }\n}"),
        .nonTriggering("import AppKit\nlet isDark = true\nlet c: NSColor = isDark ? .windowBackgroundColor : .white"),
        .nonTriggering("import UIKit\nlet isDark = true\nlet c: UIColor = isDark ? .systemGray5 : .white.withAlphaComponent(0.5).resolvedColor(with: .current)"),
        .nonTriggering("import UIKit\nlet selected = true\nlet c: UIColor = selected ? .systemGray5 : .white"),
        .nonTriggering("import UIKit\nlet c = Palette(first: .white, second: .black)"),
        .nonTriggering("import UIKit\nlet d: [String: UIColor] = [:]\nlet c = d[\"a\", default: .white]"),
        .nonTriggering("import UIKit\nfunc pick(default d: UIColor, other: UIColor) -> UIColor { d }\nlet c = pick(default: .white, other: .black)"),
        // Beside the app's own member or color set (Trio's sticky bar): the arm as written, its
        // value read by `init` (`MemberColorArm`); an implicit member takes the literal's type.
        .triggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Rectangle().fill(«colorScheme == .dark ? Color.bgDarkerDarkBlue : Color.white») }\n}", "light=#FFFFFF dark=Color.bgDarkerDarkBlue"),
        .triggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(\"a\").foregroundStyle(«colorScheme == .dark ? Color(\"Night\") : .black») }\n}", "light=#000000 dark=Color(\"Night\")"),
        .triggering("import UIKit\nfunc f(v: UIView) {\n  v.backgroundColor = «v.traitCollection.userInterfaceStyle == .dark ? UIColor.white : UIColor(named: \"Paper\")!»\n}", "light=UIColor(named: \"Paper\") dark=#FFFFFF"),
        // Not the app's color alone: a member with more after it, a computed value, Apple's color.
        .nonTriggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Rectangle().fill(colorScheme == .dark ? Color.loopGreen.opacity(0.5) : Color.white) }\n}"),
        .nonTriggering("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  let tint: Color\n  var body: some View { Rectangle().fill(colorScheme == .dark ? tint : Color.white) }\n}"),
        // `@unknown default:` of a third color is never drawn (olvid's call buttons, session 24): the pair is the two cases'.
        .triggering("import UIKit\nimport SwiftUI\nstruct B {\n  var colorScheme: ColorScheme\n  var muteBackground: UIColor {\n    «switch colorScheme {\n    case .light:\n      return .black.withAlphaComponent(0.75)\n    case .dark:\n      return .white\n    @unknown default:\n      return .black\n    }»\n  }\n}", "light=#000000BF dark=#FFFFFF"),
        .nonTriggering("import UIKit\nstruct B {\n  var sizeClass: UIUserInterfaceSizeClass\n  var muteBackground: UIColor {\n    switch sizeClass {\n    case .compact:\n      return .black.withAlphaComponent(0.75)\n    case .regular:\n      return .white\n    @unknown default:\n      return .black\n    }\n  }\n}"),
        // A helper's pair after an argument that is no color (alpha-wallet's `colorFrom(trait:…)`).
        .triggering("import UIKit\nfunc colorFrom(trait: UITraitCollection, lightColor: UIColor, darkColor: UIColor) -> UIColor { lightColor }\nfunc f(l: UILabel) {\n  l.textColor = «colorFrom(trait: l.traitCollection, lightColor: .black, darkColor: .white)»\n}", blackWhite),
        .nonTriggering("import UIKit\nfunc colorFrom(trait: UITraitCollection, lightColor: UIColor, other: UIColor) -> UIColor { lightColor }\nfunc f(l: UILabel) {\n  l.textColor = colorFrom(trait: l.traitCollection, lightColor: .black, other: .white)\n}"),
        // A style of the app's own chooses (AnyImageKit's `create(style: options.theme.style, light:, dark:)`,
        // `OwnStyleArgument`): no pair of the system's appearance; the system's style, or `.auto`, is one.
        .nonTriggering("import UIKit\nenum Style { case auto, light, dark }\nextension UIColor {\n  static func create(style: Style, light: UIColor, dark: UIColor) -> UIColor { light }\n}\nfunc f(v: UIView, theme: (style: Style, x: Int)) {\n  v.backgroundColor = UIColor.create(style: theme.style, light: .white, dark: .black)\n}"),
        .nonTriggering("import UIKit\nfunc tint(appearance: Int, light: UIColor, dark: UIColor) -> UIColor { light }\nfunc f(v: UIView, settings: (mode: Int, y: Int)) {\n  v.backgroundColor = tint(appearance: settings.mode, light: .white, dark: .black)\n}"),
        .triggering("import UIKit\nenum Style { case auto, light, dark }\nextension UIColor {\n  static func create(style: UIUserInterfaceStyle, light: UIColor, dark: UIColor) -> UIColor { light }\n}\nfunc f(v: UIView) {\n  v.backgroundColor = «UIColor.create(style: v.traitCollection.userInterfaceStyle, light: .white, dark: .black)»\n}", whiteBlack),
        .triggering("import UIKit\nenum Style { case auto, light, dark }\nextension UIColor {\n  static func create(style: Style, light: UIColor, dark: UIColor) -> UIColor { light }\n}\nfunc f(v: UIView) {\n  v.backgroundColor = «UIColor.create(style: .auto, light: .white, dark: .black)»\n}", whiteBlack),
    ]

    /// What `fix` makes of a choice under `DetectorCorrection.table` (white/black pairs): the
    /// whole choice, never one arm.
    package static let corrections: [DetectorCorrection] = [
        // Nested ternaries: each pair written over where it stands, the other condition kept.
        DetectorCorrection("import UIKit\nfunc f(label: UILabel, on: Bool) {\n  label.textColor = label.traitCollection.userInterfaceStyle == .dark ? (on ? .white : .lightGray) : (on ? .black : .darkGray)\n}\n",
                           "import UIKit\nfunc f(label: UILabel, on: Bool) {\n  label.textColor = label.traitCollection.userInterfaceStyle == .dark ? (on ? Semantic.text : .lightGray) : (on ? Semantic.text : .darkGray)\n}\n"),
        // An early return and the body's last return: both statements become one `return`.
        DetectorCorrection("import AppKit\nimport SwiftUI\nstruct S {\n  var colorScheme: ColorScheme\n  var tint: NSColor {\n    if colorScheme == .dark {\n      return NSColor(white: 0, alpha: 1)\n    }\n    return NSColor(white: 1, alpha: 1)\n  }\n}\n",
                           "import AppKit\nimport SwiftUI\nstruct S {\n  var colorScheme: ColorScheme\n  var tint: NSColor {\n    return Semantic.background\n  }\n}\n"),
        // The arms of a run-time alpha and of a given appearance are never rewritten alone.
        DetectorCorrection("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var o = 0.1\n  var body: some View { Rectangle().fill(colorScheme == .dark ? .black.opacity(o) : .white.opacity(o)) }\n}\n",
                           "import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var o = 0.1\n  var body: some View { Rectangle().fill(colorScheme == .dark ? .black.opacity(o) : .white.opacity(o)) }\n}\n"),
        DetectorCorrection("import SwiftUI\nstruct P: View {\n  var body: some View { HStack { w(isDark: false); w(isDark: true) } }\n  func w(isDark: Bool) -> some View { Rectangle().fill(isDark ? Color(white: 0) : Color(white: 1)) }\n}\n",
                           "import SwiftUI\nstruct P: View {\n  var body: some View { HStack { w(isDark: false); w(isDark: true) } }\n  func w(isDark: Bool) -> some View { Rectangle().fill(isDark ? Color(white: 0) : Color(white: 1)) }\n}\n"),
        // A ternary of hex strings in the app's hex function: the whole call, its alpha kept after it.
        DetectorCorrection(hexFunction + "struct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(\"a\").foregroundColor(Color.hex(colorScheme == .dark ? \"FFFFFF\" : \"000000\").opacity(0.5)) }\n}\n",
                           hexFunction + "struct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(\"a\").foregroundColor(Color.text.opacity(0.5)) }\n}\n"),
        // The pair of hex codes is replaced whole: the function returns the color type.
        DetectorCorrection(hexTheme + "func f(v: UIView) {\n  v.backgroundColor = .theme(lightHexCode: 0xFFFFFF, darkHexCode: 0x000000)\n}\n",
                           hexTheme + "func f(v: UIView) {\n  v.backgroundColor = Semantic.background\n}\n"),
        DetectorCorrection(dynamicHex + "struct V: View {\n  var body: some View { Text(\"a\").background(Color.dynamicColor(\"#FFFFFF\", dark: \"#000000\")) }\n}\n",
                           dynamicHex + "struct V: View {\n  var body: some View { Text(\"a\").background(Color.background) }\n}\n"),
        DetectorCorrection("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(\"a\").foregroundColor(colorScheme == .dark ? .white : .black) }\n}\n",
                           "import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(\"a\").foregroundColor(Color.text) }\n}\n"),
        DetectorCorrection("import UIKit\nfunc f(v: UIView) {\n  v.backgroundColor = v.traitCollection.userInterfaceStyle != .light ? .black : .white\n}\n",
                           "import UIKit\nfunc f(v: UIView) {\n  v.backgroundColor = Semantic.background\n}\n"),
        DetectorCorrection("import UIKit\nfunc f(v: UIView) {\n  v.layer.borderColor = (v.traitCollection.userInterfaceStyle == .dark ? UIColor.black : UIColor.white).cgColor\n}\n",
                           "import UIKit\nfunc f(v: UIView) {\n  v.layer.borderColor = Semantic.background.cgColor\n}\n"),
        // The alpha applied to the parentheses is the token's: written once, not twice; a
        // conversion after it stays. After an arm's own alpha, `withAlphaComponent` sets it.
        DetectorCorrection("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Rectangle().fill((colorScheme == .dark ? Color.black : Color.white).opacity(0.5)) }\n}\n",
                           "import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Rectangle().fill(Color.fade) }\n}\n"),
        DetectorCorrection("import UIKit\nfunc f(v: UIView) {\n  v.layer.backgroundColor = (v.traitCollection.userInterfaceStyle == .dark ? UIColor.black : UIColor.white).withAlphaComponent(0.5).cgColor\n}\n",
                           "import UIKit\nfunc f(v: UIView) {\n  v.layer.backgroundColor = Semantic.fade.cgColor\n}\n"),
        DetectorCorrection("import UIKit\nfunc f(v: UIView) {\n  v.backgroundColor = (v.traitCollection.userInterfaceStyle == .dark ? UIColor.black.withAlphaComponent(0.2) : UIColor.white.withAlphaComponent(0.2)).withAlphaComponent(0.5)\n}\n",
                           "import UIKit\nfunc f(v: UIView) {\n  v.backgroundColor = Semantic.fade\n}\n"),
        DetectorCorrection("import UIKit\nlet c = UIColor { tc in tc.userInterfaceStyle == .dark ? .black : .white }\n",
                           "import UIKit\nlet c = Semantic.background\n"),
        DetectorCorrection("import UIKit\nlet c = UIColor(dynamicProvider: { tc in\n  if tc.userInterfaceStyle == .dark {\n    return .black\n  } else {\n    return .white\n  }\n})\n",
                           "import UIKit\nlet c = Semantic.background\n"),
        DetectorCorrection("import UIKit\nfunc color(_ t: UITraitCollection) -> UIColor {\n  if t.userInterfaceStyle == .dark { return .black } else { return .white }\n}\n",
                           "import UIKit\nfunc color(_ t: UITraitCollection) -> UIColor {\n  return Semantic.background\n}\n"),
        DetectorCorrection("import UIKit\nextension UIColor { static func dynamic(light: UIColor, dark: UIColor) -> UIColor { light } }\nenum Tone {\n  case purple, blue\n  var ink: UIColor {\n    switch self {\n    case .purple: return .red\n    case .blue: return .dynamic(light: .white, dark: .black)\n    }\n  }\n}\n",
                           "import UIKit\nextension UIColor { static func dynamic(light: UIColor, dark: UIColor) -> UIColor { light } }\nenum Tone {\n  case purple, blue\n  var ink: UIColor {\n    switch self {\n    case .purple: return .red\n    case .blue: return Semantic.background\n    }\n  }\n}\n"),
        DetectorCorrection("import UIKit\nfunc dynamicColor(default defaultColor: UIColor, dark: UIColor) -> UIColor { defaultColor }\nlet c = dynamicColor(default: .white, dark: .black)\n",
                           "import UIKit\nfunc dynamicColor(default defaultColor: UIColor, dark: UIColor) -> UIColor { defaultColor }\nlet c = Semantic.background\n"),
        DetectorCorrection("import SwiftUI\nextension Color { init(light: Color, dark: Color) { self = light } }\nlet c = Color(light: .black, dark: .white)\n",
                           "import SwiftUI\nextension Color { init(light: Color, dark: Color) { self = light } }\nlet c = Color.text\n"),
        // `@unknown default:` of a third color goes with the choice (olvid, session 24).
        DetectorCorrection("import SwiftUI\nextension ColorScheme {\n  var ink: Color {\n    switch self {\n    case .light: return .black\n    case .dark: return .white\n    @unknown default: return .gray\n    }\n  }\n}\n",
                           "import SwiftUI\nextension ColorScheme {\n  var ink: Color {\n    return Color.text\n  }\n}\n"),
        DetectorCorrection("import SwiftUI\nextension ColorScheme {\n  var ink: Color {\n    switch self {\n    case .light: return .black\n    case .dark: return .white\n    @unknown default: return .black\n    }\n  }\n}\n",
                           "import SwiftUI\nextension ColorScheme {\n  var ink: Color {\n    return Color.text\n  }\n}\n"),
        DetectorCorrection("import UIKit\nlet c = UIColor { trait in\n  switch trait.userInterfaceStyle {\n  case .dark:\n    if #available(iOS 26, *) {\n      return .black\n    } else {\n      return UIColor(white: 0.42, alpha: 1)\n    }\n  default:\n    return .white\n  }\n}\n",
                           "import UIKit\nlet c = Semantic.background\n"),
        DetectorCorrection("import UIKit\nfunc color(_ t: UITraitCollection) -> UIColor {\n  if case .dark = t.userInterfaceStyle { return .black } else { return .white }\n}\n",
                           "import UIKit\nfunc color(_ t: UITraitCollection) -> UIColor {\n  return Semantic.background\n}\n"),
        DetectorCorrection("import UIKit\nfunc f(label: UILabel) {\n  if label.traitCollection.userInterfaceStyle == .dark {\n    label.textColor = .white\n  } else {\n    label.textColor = .black\n  }\n}\n",
                           "import UIKit\nfunc f(label: UILabel) {\n  label.textColor = Semantic.text\n}\n"),
        DetectorCorrection("import UIKit\nfunc f(v: UIView) {\n  if v.traitCollection.userInterfaceStyle == .dark { v.layer.borderColor = UIColor.black.cgColor } else { v.layer.borderColor = UIColor.white.cgColor }\n}\n",
                           "import UIKit\nfunc f(v: UIView) {\n  if v.traitCollection.userInterfaceStyle == .dark { v.layer.borderColor = UIColor.black.cgColor } else { v.layer.borderColor = UIColor.white.cgColor }\n}\n"),
        // A pair among other statements: both arms become the token where they stand (never one
        // alone); the if stays for the other statements.
        DetectorCorrection("import UIKit\nfunc f(v: UIView, b: UIButton) {\n  if v.traitCollection.userInterfaceStyle == .dark {\n    b.isHidden = true\n    v.backgroundColor = .black\n  } else {\n    b.isHidden = false\n    v.backgroundColor = .white\n  }\n}\n",
                           "import UIKit\nfunc f(v: UIView, b: UIButton) {\n  if v.traitCollection.userInterfaceStyle == .dark {\n    b.isHidden = true\n    v.backgroundColor = Semantic.background\n  } else {\n    b.isHidden = false\n    v.backgroundColor = Semantic.background\n  }\n}\n"),
        // Arrays of stops per appearance: element by element.
        DetectorCorrection("import SwiftUI\nlet isDark = true\nlet stops = isDark ? [Color(white: 0), Color(white: 1)] : [Color(white: 1), Color(white: 0)]\n",
                           "import SwiftUI\nlet isDark = true\nlet stops = isDark ? [Color.background, Color.text] : [Color.background, Color.text]\n"),
        // A function named as a test of the appearance, called with an argument.
        DetectorCorrection("import UIKit\nfunc isDark(_ t: UITraitCollection) -> Bool { t.userInterfaceStyle == .dark }\nfunc f(v: UIView) {\n  v.backgroundColor = isDark(v.traitCollection) ? .black : .white\n}\n",
                           "import UIKit\nfunc isDark(_ t: UITraitCollection) -> Bool { t.userInterfaceStyle == .dark }\nfunc f(v: UIView) {\n  v.backgroundColor = Semantic.background\n}\n"),
        // A system color arm: the whole ternary becomes the pair's token.
        DetectorCorrection("import UIKit\nlet isDark = true\nlet c: UIColor = isDark ? .black : .systemBackground\n",
                           "import UIKit\nlet isDark = true\nlet c: UIColor = Semantic.background\n"),
        DetectorCorrection("import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(\"a\").foregroundColor(colorScheme == .dark ? .white : .primary) }\n}\n",
                           "import SwiftUI\nstruct V: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View { Text(\"a\").foregroundColor(Color.text) }\n}\n"),
        // Without a rule for the pair, neither arm is rewritten.
        DetectorCorrection("import UIKit\nlet isDark = true\nlet c: UIColor = isDark ? UIColor(white: 0.2, alpha: 1) : .white\n",
                           "import UIKit\nlet isDark = true\nlet c: UIColor = isDark ? UIColor(white: 0.2, alpha: 1) : .white\n"),
    ]
}
