/// Fixed named colors: `UIColor.white`, or `.white` where a color is expected. SwiftUI's
/// `.red`, `.gray`… adapt to the appearance and are not findings; its black and white are.
package enum NamedColorDetector: ColorDetector {
    package static let kind: FindingKind? = .namedColor
    static let sites = DetectionSite.Kinds.member

    static func detect(_ d: FileDetector, at site: DetectionSite) -> (Finding, Int)? {
        guard case let .member(type, start, member, context) = site else { return nil }
        let name = d.file.text(code: member)
        if let old = type.fixedNamedColor(objectiveCName: name), !d.ignoredNames.contains(old.name), d.file.isChar(member + 1, "("),
           d.file.code[member + 1].begin == d.file.code[member].end, d.file.isChar(member + 2, ")") {
            return d.finding(kind: .namedColor, type: type, start: start, baseEnd: member + 2, color: old.value,
                             symbol: "\(type.rawValue).\(old.name)", context: context)
        }
        guard !d.ignoredNames.contains(name), let value = type.fixedNamedColors[name] else { return nil }
        if d.file.isChar(member + 1, "(") && d.file.code[member + 1].begin == d.file.code[member].end { return nil }
        let found = d.finding(kind: .namedColor, type: type, start: start, baseEnd: member, color: value,
                              symbol: "\(type.rawValue).\(name)", context: context)
        // `CIColor.gray.red`: a component read as a number, no color drawn.
        if readsComponent(after: found.1, in: d.file) { return nil }
        return found
    }

    /// Whether `.component` (`ColorComponentAccessors`) follows the expression ending at code index `end`.
    static func readsComponent(after end: Int, in file: SwiftSource) -> Bool {
        guard file.isChar(end + 1, "."), file.isWord(end + 2), !file.isChar(end + 3, "(") else { return false }
        return ColorComponentAccessors.names.contains(file.text(code: end + 2))
    }

    package static let examples: [DetectorExample] = [
        // Swift 2's spelling of the fixed colors (MengTo/DesignerNewsApp, CatchChat/Yep), and its alpha.
        .triggering("import UIKit\nview.backgroundColor = «UIColor.whiteColor()»\nlet c: UIColor = «UIColor.blackColor().colorWithAlphaComponent(0.5)»",
                    colors: ["#FFFFFFFF", "#00000080"], contexts: ["backgroundColor", "c"]),
        .triggering("import AppKit\nlayer.backgroundColor = «NSColor.darkGrayColor()».CGColor", colors: ["#555555FF"]),
        // A color set as the drawing color: the setter (or, for `set()`, the drawing call after it) is its
        // context, so that its role is a fill or a border (session 20 audit F21); `set()` with no drawing
        // call after it in its block, and a color stored first, say nothing new.
        .triggering("import AppKit\nfinal class P: NSView {\n  override func draw(_ r: NSRect) {\n    «NSColor.white».setFill()\n    r.fill()\n    «NSColor.gray.withAlphaComponent(0.5)».setStroke()\n    «NSColor.black».set()\n    NSRectFill(r)\n    «NSColor.red».set()\n    NSBezierPath(rect: r).stroke()\n  }\n}",
                    contexts: ["setFill", "setStroke", "fill", "stroke"], frameworks: ["appkit", "appkit", "appkit", "appkit"]),
        .triggering("import UIKit\nfinal class P: UIView {\n  var on = false\n  override func draw(_ r: CGRect) {\n    (on ? «UIColor.white» : «.gray»).setFill()\n    UIRectFill(r)\n  }\n}",
                    contexts: ["setFill", "setFill"]),
        .triggering("import AppKit\nfinal class P: NSView {\n  override func draw(_ r: NSRect) {\n    «NSColor.white».set()\n  }\n  func f() { let c = «NSColor.white»\n    c.setFill()\n    «NSColor.white».set(); let fill = 1\n  }\n}",
                    contexts: [nil, "c", nil]),
        .nonTriggering("import UIKit\nlet a = UIColor.clearColor()\nlet b = UIColor.groupTableViewBackgroundColor()\nlet c = UIColor.whiteColor\nlet d = Color.whiteColor()"),
        .nonTriggering("import AppKit\nlet a = NSColor.textColor\nlet b = NSColor.controlColor()\nlet c = NSColor.labelColor()"),
        // A key the Swift 4.2 migrator wrapped names the value (iGap's tab bar, session 38's intent38e M3).
        .triggering("import UIKit\nfunc convertFromNSAttributedStringKey(_ input: NSAttributedString.Key) -> String { input.rawValue }\nlet a: [String: Any] = [convertFromNSAttributedStringKey(NSAttributedString.Key.backgroundColor): «UIColor.black», convertFromNSAttributedStringKey(NSAttributedString.Key.foregroundColor): «UIColor.white»]",
                    contexts: ["backgroundColor", "foregroundColor"]),
        // A parameter's default with `_` as its internal or external name is of the declared type (session 38's
        // intent38d M1, Itori's `on _: Color = .white` in `extension Color`: made UIKit's, `fix` did not build).
        .triggering("import SwiftUI\nimport UIKit\nextension Color {\n  static func accessible(_ color: Color, on _: Color = «.white») -> Color { color }\n}\nfunc g(_ c: Color = «.white», _: Color = «.black») {}",
                    contexts: ["on", "c", nil], frameworks: ["swiftui", "swiftui", "swiftui"]),
        // SwiftUI's `.shadow(color:)` modifier takes a `Color`, also in a file importing UIKit (session 38's
        // intent38c M3: `fix` wrote a UIColor there); the app's own `shadow(color: UIColor)` on a view is UIKit's.
        .triggering("import SwiftUI\nimport UIKit\nstruct Card: View {\n  var body: some View {\n    Text(\"a\").shadow(color: «.black», radius: 3)\n      .shadow(.drop(color: «.white», radius: 1))\n  }\n}",
                    contexts: ["shadowColor", "shadowColor"], frameworks: ["swiftui", "swiftui"]),
        .triggering("import SwiftUI\nimport UIKit\nextension UIView {\n  func shadow(color: UIColor, radius: CGFloat) { layer.shadowColor = color.cgColor }\n}\nfunc f(_ v: UIView) { v.shadow(color: «.black», radius: 3) }",
                    contexts: ["shadowColor"], frameworks: ["uikit"]),
        // A parenthesized color converted after it is the platform's, also where a layer takes a CGColor (CVCalendar's
        // `layer.borderColor = (marker ?? .gray).cgColor`; session 41's recall41c v1); negative: unconverted, a CGColor.
        .triggering("import UIKit\nfinal class Day: UIView {\n  var marker: UIColor?\n  var on = false\n  func f() {\n    layer.borderColor = (marker ?? «.gray»).cgColor\n"
                    + "    self.layer.shadowColor = (on ? «.red» : «.white»).cgColor\n    layer.backgroundColor = «.white»\n  }\n}",
                    contexts: ["borderColor", "shadowColor", "shadowColor", "backgroundColor"], frameworks: ["uikit", "uikit", "uikit", "coregraphics"]),
        .triggering("import AppKit\nfinal class Day: NSView {\n  var marker: NSColor?\n  func f() { layer?.borderColor = (marker ?? «.gray»).cgColor }\n}",
                    frameworks: ["appkit"]),
        // A framework property named like a color that is no color (`MKPinAnnotationView.pinColor`, an enum:
        // ParkenDD, session 41's recall41c v6); the tree's own `pinColor: UIColor` is one.
        .nonTriggering("import UIKit\nimport MapKit\nfunc f(_ pin: MKPinAnnotationView, open: Bool) {\n  pin.pinColor = .red\n  pin.pinColor = open ? .green : .red\n}"),
        .triggering("import UIKit\nimport MapKit\nfunc f(_ pin: MKPinAnnotationView) { pin.pinTintColor = «.red» }\n"
                    + "final class Lot: UIView {\n  var pinColor: UIColor = .clear\n  func g() { pinColor = «.red» }\n}",
                    contexts: ["pinTintColor", "pinColor"], frameworks: ["uikit", "uikit"]),
        // A web page's code (an Ignite site: its own `Color` and SwiftUI-like modifiers; try-swift-tokyo, session 41's
        // recall41c v5) has no finding; a file importing SwiftUI beside it is SwiftUI's.
        .nonTriggering("import Ignite\nstruct Footer: HTML {\n  var body: some HTML {\n    Text(\"a\").foregroundStyle(.white).background(.init(hex: \"#F7F9FC\"))\n  }\n}"),
        .triggering("import Ignite\nimport SwiftUI\nstruct Footer: View {\n  var body: some View { Text(\"a\").foregroundStyle(«.white») }\n}", frameworks: ["swiftui"]),
        // A CGColor on the left of `??` types the right side wherever the whole goes (iina-plus's `NSColor(cgColor:
        // cgColor ?? .black)` in `extension Color`; session 41's verify41d v1); the failable init's fallback is AppKit's.
        .triggering("import SwiftUI\nimport AppKit\nextension Color {\n  var ns: NSColor { NSColor(cgColor: cgColor ?? «.black») ?? «.black» }\n}",
                    frameworks: ["coregraphics", "appkit"]),
        // SwiftUI's static gradient styles as implicit members (score-ios's shimmer, session 41's recall41e v1); negative:
        // another value's method of that name.
        .triggering("import SwiftUI\nstruct S: View {\n  var body: some View {\n    Rectangle().fill(.linearGradient(colors: [«.white.opacity(0)», «.white»], startPoint: .top, endPoint: .bottom))\n"
                    + "    Circle().foregroundStyle(.angularGradient(colors: [«.black», «.white»], center: .center, startAngle: .zero, endAngle: .zero))\n  }\n}",
                    frameworks: ["swiftui", "swiftui", "swiftui", "swiftui"]),
        .nonTriggering("import SwiftUI\nstruct S {\n  let painter = Painter()\n  func f() { painter.linearGradient(colors: [.white, .black]) }\n}"),
        // A layer subclass's own color properties are CGColors (DevToysMac's `ColorPickerHandleLayer: CALoadLayer`).
        .triggering("import AppKit\nopen class LoadLayer: CALayer {}\nfinal class Handle: LoadLayer {\n  func f() {\n    self.borderColor = «.white»\n    shadowColor = «.black»\n  }\n}",
                    contexts: ["borderColor", "shadowColor"], frameworks: ["coregraphics", "coregraphics"]),
        .triggering("import AppKit\nfinal class Handle: CALayer {\n  var tint: NSColor = base\n  func f() { tint = «.white» }\n}\n"
                    + "final class Swatch: CAShapeLayer {\n  var strokeTint: NSColor = base\n  func f() { self.strokeTint = «.white» }\n}",
                    contexts: ["tint", "strokeTint"], frameworks: ["appkit", "appkit"]),
        // A closure called at once returns the declared type (trust-wallet's TokenViewModel).
        .triggering("import UIKit\nstruct M {\n    let backgroundColor: UIColor = {\n        return «.white»\n    }()\n}", colors: ["#FFFFFFFF"],
                    contexts: ["backgroundColor"], frameworks: ["uikit"]),
        .nonTriggering("import UIKit\nstruct M {\n    let style: Style = {\n        return .white\n    }()\n}"),
        // RealityKit's background `.color(_:)` takes the platform's color (Euclid's example, session 26: missed);
        // beside SwiftUI the name is `Shading.color(_:)`'s, and without RealityKit the app's own.
        .triggering("import RealityKit\nimport UIKit\narView.environment.background = .color(«.white»)", colors: ["#FFFFFFFF"],
                    contexts: ["color"], frameworks: ["uikit"]),
        .triggering("import AppKit\nimport RealityKit\narView.environment.background = .color(«.black»)", frameworks: ["appkit"]),
        .nonTriggering("import UIKit\nlet v: Value = .color(.white)"),
        // The SDK's labeled color parameter no name rule reads (CotEditor's token colors).
        .triggering("import AppKit\nlet t = NSColor.selectedControlColor.blended(withFraction: 0.7, of: «.white»)", colors: ["#FFFFFFFF"],
                    contexts: ["blended"], frameworks: ["appkit"]),
        .nonTriggering("import AppKit\nlet t = NSColor.selectedControlColor.blended(withFraction: 0.7, of: base)\nlet u = mix(of: .white)"),
        // SwiftUI's `mix(with:by:)` (Unwatched's `statusInfo.color.mix(with: .black, by: 0.1)`).
        .triggering("import SwiftUI\nlet t = theme.mix(with: «.black», by: 0.1)", colors: ["#000000FF"], contexts: ["mix"], frameworks: ["swiftui"]),
        .nonTriggering("import SwiftUI\nlet t = theme.mix(with: other, by: 0.1)\nlet u = mix(by: .black)"),
        // `withAlphaComponent` is a platform color's, under a SwiftUI-named context too (CotEditor's
        // `AttributeContainer().foregroundColor(.black.withAlphaComponent(0.9))`, AppKit's attribute).
        .triggering("import AppKit\nimport SwiftUI\nlet a = AttributeContainer().foregroundColor(«.black.withAlphaComponent(0.9)»)\n"
                    + "let t = Text(\"a\").foregroundColor(«.black.opacity(0.9)»)", colors: ["#000000E6", "#000000E6"], frameworks: ["appkit", "swiftui"]),
        // A UIKit call's color in a file importing only SwiftUI: its platform image or its callee's
        // platform type says so (daily-dozen-ios's `UICalendarView.Decoration`, `PlatformCallEvidence`).
        .triggering("import SwiftUI\nfunc d() -> UICalendarView.Decoration? {\n  if on { return .image(UIImage(systemName: \"s\"), color: «.red», size: .large) }\n"
                    + "  return UICalendarView.Decoration.image(nil, color: «.blue», size: .small)\n}", colors: ["#FF0000FF", "#0000FFFF"],
                    contexts: ["color", "color"], frameworks: ["uikit", "uikit"]),
        .nonTriggering("import SwiftUI\nlet a = Image(uiImage: UIImage(named: \"s\")!).foregroundColor(.red)\nlet b = Chip(title: \"n\", color: .green)\n"
                    + "let c = UIntBadge.make(UInt8(3), color: .yellow)"),
        // A library's style that names its colors by a `color` prefix (KVKCalendar's, in Clendar).
        .triggering("import UIKit\nstyle.month.colorDate = «.gray»\nstyle.week.colorBackgroundSelectDate = «.white»\nlet s = Style(colorTitle: «.black»)",
                    colors: ["#808080FF", "#FFFFFFFF", "#000000FF"], contexts: ["colorDate", "colorBackgroundSelectDate", "colorTitle"],
                    frameworks: ["uikit", "uikit", "uikit"]),
        // Not a color: a scheme, a space or a mode of that form, a name going on in lower case, a
        // declared non-color type of the tree.
        .nonTriggering("import UIKit\nstyle.colorScheme = .black\nstyle.colorMode = .white\nstyle.colorful = .white\nlet x = colors.white"),
        .nonTriggering("import UIKit\nenum Tone { case white, black }\nstruct Style { var colorTone: Tone = .black }\nfunc f(s: inout Style) { s.colorTone = .white }"),
        // A receiver whose type the file tells (a local built by calling the type, a parameter, a stored
        // property), where that tree type declares the name with its own type: an enum case, no color
        // (OpenEmu's `HUDBarButton`, review 28 B16). A framework view's property of that name, and the
        // tree's view subclass not declaring it, stay colors; so does a receiver whose type is not told.
        .nonTriggering("import AppKit\nfinal class PadButton: NSButton {\n  enum BackgroundColor { case black, red }\n  var backgroundColor: BackgroundColor?\n}\n"
                       + "final class Bar: NSView {\n  let close = PadButton()\n  var eject: PadButton!\n  func f(_ other: PadButton) {\n    let stop = PadButton(frame: .zero)\n"
                       + "    stop.backgroundColor = .red\n    other.backgroundColor = .black\n    close.backgroundColor = .red\n    self.eject?.backgroundColor = .black\n  }\n}"),
        .triggering("import AppKit\nfinal class PadButton: NSButton {\n  enum BackgroundColor { case black, red }\n  var backgroundColor: BackgroundColor?\n}\n"
                    + "final class Field: NSTextField {}\nfinal class Bar: NSView {\n  let name = Field()\n  func f(_ box: NSTextField, window: NSWindow) {\n"
                    + "    let plain = NSTextField(frame: .zero)\n    plain.backgroundColor = «.red»\n    box.backgroundColor = «.black»\n    name.backgroundColor = «.white»\n"
                    + "    window.backgroundColor = «.black»\n    cells.first?.backgroundColor = «.white»\n  }\n}",
                    colors: ["#FF0000FF", "#000000FF", "#FFFFFFFF", "#000000FF", "#FFFFFFFF"], frameworks: ["appkit", "appkit", "appkit", "appkit", "appkit"]),
        .triggering("view.backgroundColor = «UIColor.white»", colors: ["#FFFFFFFF"], contexts: ["backgroundColor"]),
        // `Self.white` in an extension of the color type is its white; in any other type, that type's member.
        .triggering("import UIKit\nextension UIColor {\n  static var paper: UIColor { «Self.white» }\n}", colors: ["#FFFFFFFF"]),
        .nonTriggering("import UIKit\nenum Shade {\n  case white, black\n  static var paper: Shade { Self.white }\n}"),
        .triggering("import UIKit\nview.backgroundColor = «.white»", contexts: ["backgroundColor"]),
        .triggering("import UIKit\nlabel.textColor = «.darkGray»", colors: ["#555555FF"]),
        .triggering("import UIKit\nbutton.setTitleColor(«.white», for: .normal)"),
        .triggering("import UIKit\nlet x: UIColor = «.white»"),
        .triggering("import SwiftUI\nvar tint: Color { «.black» }"),
        .triggering("import AppKit\nfunc f() -> NSColor { return «.white» }"),
        .triggering("import UIKit\nview.backgroundColor = isDark ? «.black» : «.white»"),
        // The arm of a contrast picked by another color's brightness is no dark arm kept as written
        // (habitica-ios's shop header, over a palette member).
        .triggering("import UIKit\nlabel.textColor = classColor.isLight() ? UIColor.gray50 : «.white»", colors: ["#FFFFFFFF"]),
        .triggering("import UIKit\nview.backgroundColor = custom ?? «.white»"),
        .triggering("import SwiftUI\nText(\"a\").foregroundColor(«.white»)", contexts: ["foregroundColor"]),
        // A Live Activity's, a widget's, a bar's and a sheet's surface, a list item's tint (Flipper's Live Activity, session 36 S3).
        .triggering("import SwiftUI\nstruct B: View {\n    var body: some View {\n        Text(\"a\").activityBackgroundTint(«.black»)\n"
                    + "        Text(\"b\").containerBackground(«.black», for: .widget)\n        Text(\"c\").toolbarBackground(«.white», for: .navigationBar)\n"
                    + "        Text(\"d\").presentationBackground(«.black»)\n        Text(\"e\").listItemTint(«.white»)\n    }\n}",
                    contexts: ["activityBackgroundTint", "containerBackground", "toolbarBackground", "presentationBackground", "listItemTint"]),
        .nonTriggering("import SwiftUI\nstruct B: View {\n    var body: some View { Text(\"a\").toolbarBackground(.visible, for: .navigationBar).containerBackground(.fill.tertiary, for: .widget) }\n}"),
        // A list's separators (SwiftUI's `listRowSeparatorTint(_:edges:)`, `listSectionSeparatorTint(_:edges:)`).
        .triggering("import SwiftUI\nList { Text(\"a\").listRowSeparatorTint(«.white») }", contexts: ["listRowSeparatorTint"]),
        .triggering("import SwiftUI\nList { Section { Text(\"a\") }.listSectionSeparatorTint(dark ? «.white» : «.black», edges: .bottom) }",
                    contexts: ["listSectionSeparatorTint", "listSectionSeparatorTint"]),
        .nonTriggering("import SwiftUI\nList { Text(\"a\").listRowSeparatorTint(.gray).listRowSeparator(.hidden) }"),
        // A shape's foreground is its fill (an image loader's placeholder), not text.
        .triggering("import SwiftUI\nRectangle().foregroundColor(«.white»)", contexts: ["fill"]),
        .triggering("import SwiftUI\nRoundedRectangle(cornerRadius: 8)\n  .frame(height: 40)\n  .foregroundStyle(«Color.black»)", contexts: ["fill"]),
        .triggering("import SwiftUI\nImage(\"a\").resizable().foregroundColor(«.white»)", contexts: ["foregroundColor"]),
        // A color standing as a view in a builder is a surface named by its place (`ViewBuilderPlace`): a
        // ZStack's first layer under later ones and `.background { }`'s content a background, an overlay's
        // content or another builder's view a fill. iTorrent's AirPlay cover (session 23 review F6).
        .triggering("import SwiftUI\nstruct A: View {\n  var body: some View {\n    ZStack {\n      «Color.black».ignoresSafeArea()\n      Label(\"AirPlay\", systemImage: \"tv\").foregroundStyle(«.white»)\n    }\n  }\n}",
                    contexts: ["background", "foregroundStyle"]),
        .triggering("import SwiftUI\nstruct A: View {\n  @State var on = false\n  var body: some View {\n    Text(\"a\").overlay {\n      if on {\n        ZStack(alignment: .top) {\n          «Color.black»\n            .edgesIgnoringSafeArea(.all)\n          Text(\"b\")\n        }\n      }\n    }\n  }\n}",
                    contexts: ["background"]),
        .triggering("import SwiftUI\nstruct A: View {\n  var body: some View {\n    Text(\"a\")\n      .background { «Color.white».frame(width: 40) }\n      .overlay { «Color.black.opacity(0.3)» }\n  }\n}",
                    contexts: ["background", "fill"]),
        .triggering("import SwiftUI\nstruct A: View {\n  var body: some View {\n    VStack(spacing: 0) {\n      Text(\"a\")\n      «Color.black».frame(height: 1)\n    }\n    ZStack { «Color.white» }\n  }\n}",
                    contexts: ["fill", "fill"]),
        .triggering("import SwiftUI\nstruct A: View {\n  var body: some View {\n    GeometryReader { proxy in\n      «Color.white»\n    }\n  }\n}", contexts: ["fill"]),
        // A ZStack's later layer is no background; an argument keeps its own context; a returned
        // color, a declared value is no view.
        .triggering("import SwiftUI\nstruct A: View {\n  var body: some View {\n    ZStack {\n      Image(\"a\")\n      «Color.black.opacity(0.4)»\n    }\n  }\n}", contexts: ["fill"]),
        .triggering("import SwiftUI\nText(\"a\").foregroundStyle(«Color.black»).background(«Color.white»)", contexts: ["foregroundStyle", "background"]),
        .triggering("import SwiftUI\nfunc f() -> Color {\n  «Color.black»\n}\nstruct A: View {\n  var body: some View {\n    VStack {\n      let c = «Color.black»\n      Text(\"a\").foregroundColor(c)\n    }\n  }\n}",
                    contexts: [nil, "c"]),
        .triggering("import SwiftUI\nRectangle().fill(«Color.black.opacity(0.5)»)", colors: ["#00000080"]),
        .triggering("let a = [NSAttributedString.Key.foregroundColor: «UIColor.red»]", contexts: ["foregroundColor"]),
        .triggering("import UIKit\nlet a: [NSAttributedString.Key: Any] = [.foregroundColor: «UIColor.red»]", contexts: ["foregroundColor"]),
        .triggering("view.layer.borderColor = «UIColor.white.cgColor»", contexts: ["borderColor"]),
        .triggering("let c = «UIColor.black.withAlphaComponent(0.3)»", colors: ["#0000004D"]),
        // An alpha named by a type's `static let` of the file (ruuvi's `Constants.titleContainerAlpha`), or
        // applied to a parenthesized ternary holding the color: the color drawn is translucent.
        .triggering("import UIKit\nfinal class Chip: UIView {\n  private enum Constants { static let containerAlpha: CGFloat = 0.15 }\n  func style() { backgroundColor = «UIColor.white.withAlphaComponent(Constants.containerAlpha)» }\n}",
                    colors: ["#FFFFFF26"]),
        // A local `let` of a number before the use (SwiftCharts' `let alpha: CGFloat = 0.6`; session 39's recall39f); a
        // parameter of that name is no constant.
        .triggering("import UIKit\nfunc f(v: UIView) {\n  let alpha: CGFloat = 0.6\n  v.backgroundColor = «UIColor.gray.withAlphaComponent(alpha)»\n}\nfunc g(v: UIView, alpha: CGFloat) {\n  v.backgroundColor = «UIColor.gray.withAlphaComponent(alpha)»\n}",
                    colors: ["#80808099", "null"]),
        .triggering("import SwiftUI\nstruct W: View {\n  private enum Layout { static let fill: Double = 0.14 }\n  var body: some View { Rectangle().fill(«Color.white.opacity(Layout.fill)») }\n}", colors: ["#FFFFFF24"]),
        .triggering("import UIKit\nfunc f(v: UIView, onCard: Bool) {\n  v.backgroundColor = (onCard ? «.white» : UIColor.systemTeal).withAlphaComponent(0.1)\n  v.tintColor = (onCard ? UIColor.systemTeal : «.black»).withAlphaComponent(0.5)\n}", colors: ["#FFFFFF1A", "#00000080"]),
        // Of several types of that name in the file, the one nested in the type enclosing the use (ruuvi's
        // `private enum Layout` per view).
        .triggering("import SwiftUI\nstruct A: View {\n  private enum Layout { static let fill: Double = 0.5 }\n  var body: some View { Color.clear }\n}\n"
                    + "struct B: View {\n  private enum Layout { static let fill: Double = 0.14 }\n  var body: some View { Rectangle().fill(«Color.white.opacity(Layout.fill)») }\n}", colors: ["#FFFFFF24"]),
        // Unknown: a `var`, a name declared twice, a parameter, a call's parentheses (no grouping).
        .triggering("import UIKit\nenum K { static var a: CGFloat = 0.15 }\nenum L { static let a: CGFloat = 0.1; static let a: CGFloat = 0.2 }\nfunc f(v: UIView, alpha: CGFloat) {\n  v.backgroundColor = «UIColor.white.withAlphaComponent(K.a)»\n  v.tintColor = «UIColor.white.withAlphaComponent(L.a)»\n  v.layer.borderColor = «UIColor.white.withAlphaComponent(alpha).cgColor»\n}",
                    colors: ["null", "null", "null"]),
        .triggering("import UIKit\nfunc f(v: UIView, on: Bool) {\n  v.tintColor = (on ? «UIColor.white» : UIColor.systemTeal)\n}", colors: ["#FFFFFFFF"]),
        // The right side of a comparison with a color member, typed by that member as `== UIColor.white` is (Pisth's
        // `if backgroundColor != .white` in its theme class); a member of no color, or an unknown name, is nothing.
        .triggering("import UIKit\nclass Theme {\n  var backgroundColor: UIColor? { return «.white» }\n  var isDark: Bool { backgroundColor != «.white» }\n"
                    + "  func placeholder(_ v: UITextView) -> Bool { v.textColor == «.lightGray» }\n}",
                    colors: ["#FFFFFFFF", "#FFFFFFFF", "#AAAAAAFF"], contexts: ["backgroundColor", "backgroundColor", "textColor"]),
        .nonTriggering("import UIKit\nclass Theme {\n  var style: UIBarStyle = .default\n  var dark: Bool { style == .black }\n  func f(mode: Int) -> Bool { mode == .white }\n}"),
        .triggering("import UIKit\nlet p = UIColor { traits in traits.userInterfaceStyle == .dark ? «.black» : «.white» }"),
        .triggering("import UIKit\nvar c: UIColor {\n  switch style {\n  case .dark: return «.black»\n  default: return «.white»\n  }\n}"),
        // A `let` or `var` binding in a condition opens no declaration: the `return` still leaves the function
        // (openhab-ios: `if let state { … return .black }` in a `-> UIColor` function).
        .triggering("import UIKit\nfunc f(_ s: String?) -> UIColor {\n  if let s {\n    if s.isEmpty { return «.black» }\n  }\n  return «.gray»\n}"),
        .triggering("import UIKit\nfunc f(_ s: String?, _ t: Int?) -> UIColor {\n  if let s = s, let t {\n    for _ in 0..<t { return «.red» }\n  }\n"
                    + "  while var n = t { return «.blue» }\n  if case let x? = t { return «.white» }\n  do { try g() } catch let e as E { return «.black» }\n  return «.gray»\n}"),
        // Declarations in the tree decide before the name rules (contract v3).
        .triggering("import UIKit\nstruct AdaptiveColor { init(light: UIColor, dark: UIColor) {} }\nlet a = AdaptiveColor(light: «.white», dark: «.black»)",
                    contexts: ["light", "dark"]),
        .triggering("import UIKit\nstruct AdaptiveColor { init(base: (light: UIColor, dark: UIColor), elevated: (light: UIColor, dark: UIColor)) {} }\n"
                    + "let a = AdaptiveColor(base: (light: «.white», dark: «.black»), elevated: (light: «.lightGray», dark: «.gray»))"),
        // A color type's initializer by the appearance that the tree does not declare (a package's) takes its own colors.
        .triggering("import SwiftUI\nlet background = Color(\n  light: «.white», dark: Color.gray\n)", contexts: ["light"]),
        .nonTriggering("import SwiftUI\nlet theme = Theme(light: .white, dark: .black)"),
        // An unlabeled parameter is matched by position (alt-tab-macos: `addMenuItem(…, "heart.fill", .red, App.self)`).
        .triggering("import AppKit\nenum Menu {\n  static func add(_ title: String, _ color: NSColor? = nil, _ target: AnyObject? = nil) {}\n"
                    + "  static func paint(_ color: NSColor) {}\n  static func build() {\n    add(\"a\", «.red», nil)\n    Menu.add(\"b\", «.lightGray»)\n    paint(«.white»)\n  }\n}",
                    contexts: ["add", "add", "paint"]),
        .triggering("import UIKit\nstruct Badge { init(_ title: String, _ tint: UIColor) {} }\nlet a = Badge(\"x\", «.white»)\nlet b = Badge.init(\"y\", «.black»)"),
        .triggering("import AppKit\nlet byLevel: [Int: NSColor] = [0: «.lightGray», 1: «.darkGray»]"),
        // A dictionary's keys are not its values (hbang/NewTerm's ANSI color map keyed by an enum).
        .nonTriggering("import UIKit\nenum Code { case black, red }\nlet m: [Code: UIColor] = [\n    .black: .label,\n    .red: .systemRed,\n]"),
        .triggering("import UIKit\nenum Code { case black, red }\nlet m: [Code: UIColor] = [.black: «.white», .red: dark ? «.black» : «.red»]",
                    colors: ["#FFFFFFFF", "#000000FF", "#FF0000FF"]),
        .triggering("import AppKit\nlet all: [NSColor] = [«.white», «.black»]"),
        // A computed member or function returning an array of colors (planetary-ios's gradient, `return [.white]`).
        .triggering("import SwiftUI\nstruct B {\n  var a: [Color] { [«.white»] }\n  var b: [Color]? {\n    return [«.black», «.white»]\n  }\n}",
                    colors: ["#FFFFFFFF", "#000000FF", "#FFFFFFFF"], contexts: ["a", "b", "b"], frameworks: ["swiftui", "swiftui", "swiftui"]),
        .triggering("import UIKit\nfunc tints() -> [Int: UIColor] { [0: «.white»] }", colors: ["#FFFFFFFF"]),
        // The tree's own case named as a SwiftUI modifier, in a file not importing SwiftUI (mytonwallet's
        // `case fill(UIColor)` used as `.fill(.black)`): the payload's type.
        .triggering("import UIKit\nenum Mode {\n  case fill(UIColor)\n  case aspectFill\n}\nlet m: Mode = .fill(«.black»)", colors: ["#000000FF"], frameworks: ["uikit"]),
        .nonTriggering("import SwiftUI\nenum Mode { case white, black }\nstruct B {\n  var a: [Mode] { [.white] }\n  var k: [Mode: Color] { [.white: Color.primary] }\n}"),
        .triggering("import SwiftUI\nlet g = LinearGradient(colors: [«.black.opacity(0.5)», .clear], startPoint: .top, endPoint: .bottom)",
                    colors: ["#00000080"], contexts: ["colors"]),
        .triggering("import SwiftUI\nlet g = Gradient(colors: [«.white», «.black»])"),
        // The tree's own `struct Color` (a graphics library's model, Euclid's in ShapeScript): in a file not
        // importing SwiftUI its members are no colors, nor is an implicit member set on a `color` property of a
        // model file; a file of UI code still has UIKit's colors.
        .nonTriggering("import Foundation\npublic struct Color {\n  var r, g, b, a: Double\n  static let white = Color(r: 1, g: 1, b: 1, a: 1)\n}\n"
                       + "struct Vertex { var color: Color }\nfunc f(_ v: inout Vertex) {\n  v.color = .white\n  let c = v.color == Color.white ? Color.white : .white\n}"),
        .triggering("import UIKit\nstruct Color { var r: Double }\nfinal class Tile: UIView {\n  func f() { backgroundColor = «.white» }\n}", colors: ["#FFFFFFFF"], frameworks: ["uikit"]),
        // A mesh gradient's grid of colors (adamayoung/popcorn's backdrop); its other arguments are no colors.
        .triggering("import SwiftUI\nlet m = MeshGradient(\n  width: 2, height: 2, points: [.zero, .zero, .zero, .zero],\n  colors: [\n    «.black», base,\n    base.lighter(), «.white»\n  ]\n)",
                    colors: ["#000000FF", "#FFFFFFFF"], contexts: ["colors", "colors"], frameworks: ["swiftui", "swiftui"]),
        .nonTriggering("import SwiftUI\nlet m = MeshGradient(width: 2, height: 2, points: [.zero, .zero, .zero, .zero], colors: [a, b, c, d], background: base)"),
        .nonTriggering("import SwiftUI\nlet m = MeshLayout(width: 2, colors: [.black, .white])"),
        // A package's initializer by the appearance called as an implicit `.init` where a color is
        // expected (Lakr233/Kimis's `static var systemBlackAndWhite: UIColor { .init(light: .black, dark: .white) }`).
        .triggering("import UIKit\nextension UIColor {\n  static var ink: UIColor { .init(light: «.black», dark: «.white») }\n  static var paper: UIColor {\n    return .init(light: «.white», dark: «.black»)\n  }\n}\nlet tint: UIColor = .init(light: «.darkGray», dark: «.lightGray»)",
                    colors: ["#000000FF", "#FFFFFFFF", "#FFFFFFFF", "#000000FF", "#555555FF", "#AAAAAAFF"],
                    contexts: ["light", "dark", "light", "dark", "tint", "tint"], frameworks: ["uikit", "uikit", "uikit", "uikit", "uikit", "uikit"]),
        .nonTriggering("import UIKit\nenum Shade { case black, white }\nstruct Pair { init(light: Shade, dark: Shade) {} }\nlet p: Pair = .init(light: .black, dark: .white)"),
        .nonTriggering("import UIKit\nstruct Pair {\n  init(light: Int, dark: Int) {}\n  init(_ s: String) { self.init(light: .zero, dark: .max) }\n}"),
        .triggering("import UIKit\nview.backgroundColor = (isDark ? «.black» : «.white»)"),
        .triggering("import UIKit\nview.layer.borderColor = (isDark ? «UIColor.black» : «UIColor.white»).cgColor"),
        .triggering("import AppKit\nfunc paint(color: NSColor?) { let c = color ?? «.lightGray» }", colors: ["#AAAAAAFF"]),
        .triggering("import AppKit\nfunc set(color: NSColor? = nil) {\n  let resolved = color ?? «.lightGray.withAlphaComponent(0.75)»\n}", colors: ["#AAAAAABF"]),
        .triggering("import SwiftUI\nlet i = Image(systemName: \"x\").foregroundStyle(dark ? «.white» : «.black», dark ? «.white» : «.black»)"),
        .triggering("import SwiftUI\nlet c = Color(nsColor: isDark ? «.white» : «.black»)", contexts: ["nsColor", "nsColor"]),
        // A function or enum case of a package the tree does not hold, named for a color, takes one
        // unlabeled (Lunar's SwiftyAttributes: `"Stop".withTextColor(.black)`, `.withAttribute(.textColor(.darkGray))`).
        .triggering("import AppKit\nlet t = \"Stop\".withTextColor(«.black»)", contexts: ["withTextColor"]),
        .triggering("import AppKit\nbutton.attributedTitle = \"Off\".withAttribute(.textColor(«.darkGray»))", colors: ["#555555FF"], contexts: ["textColor"]),
        .triggering("import AppKit\nlet s = title.withFont(font).withTextColor(light ? «.black» : «.white»)"),
        .nonTriggering("import AppKit\nlet f = NSFont.systemFont(ofSize: 12, weight: .black).withWeight(.black)"),
        .nonTriggering("import AppKit\nenum Tone { case black }\nfunc toneColor(_ tone: Tone) {}\ntoneColor(.black)"),
        .nonTriggering("import AppKit\nlet t = \"Stop\".withTextColor(.labelColor)"),
        // SwiftUI's `colorMultiply(_:)` takes a color (Lunar: `.colorMultiply(recording ? recordingColor : .white)`).
        .triggering("import SwiftUI\nlet i = Image(\"a\").colorMultiply(on ? tint : «.white»)", contexts: ["colorMultiply"]),
        .nonTriggering("import SwiftUI\nlet i = Image(\"a\").colorMultiply(.orange)"),
        .triggering("import AppKit\nstruct Style { var color: NSColor }\nextension Style { init(code: String) { self.init(color: fallback) } }\nlet s = Style(color: «.gray»)"),
        .triggering("import UIKit\nstruct Info { let foreground: UIColor }\nlet foreground = parsed ?? «.white»", contexts: ["foreground"]),
        .nonTriggering("import SwiftUI\nimport UIKit\nstruct Badge { let tint: Color }\nfunc f(tint: UIColor) {}\nlet b = Badge(tint: .blue)"),
        // The app's initializer taking a platform color under a color's name decides the framework
        // in a file importing SwiftUI alone (MeetingBar's preview: `MBCalendar(…, color: .brown)`).
        .triggering("import SwiftUI\nstruct Calendar { init(title: String, color: NSColor) {} }\nlet c = Calendar(title: \"x\", color: «.blue»)",
                    frameworks: ["appkit"]),
        .nonTriggering("import SwiftUI\nstruct Calendar { init(title: String, color: Color) {} }\nlet c = Calendar(title: \"x\", color: .blue)"),
        .nonTriggering("import SwiftUI\nstruct Calendar { init(title: String, color: NSColor) {} }\nlet c = Calendar(title: \"x\", color: .systemBlue)"),
        // A callee's overloads taking one color type beside others decide its framework, not the file's
        // imports (AppPear/ChartView: `ChartStyle(backgroundColor: .white, …)` in a test importing AppKit too).
        .triggering("import SwiftUI\nimport AppKit\nstruct Wash {}\nstruct Style {\n    init(backgroundColor: Color, foreground: Wash) {}\n"
                    + "    init(backgroundColor: Wash, foreground: Wash) {}\n}\nlet s = Style(backgroundColor: «.white», foreground: Wash())", frameworks: ["swiftui"]),
        .nonTriggering("import SwiftUI\nimport AppKit\nstruct Wash {}\nstruct Style {\n    init(backgroundColor: Color, foreground: Wash) {}\n"
                       + "    init(backgroundColor: Wash, foreground: Wash) {}\n}\nlet s = Style(backgroundColor: .red, foreground: Wash())"),
        .nonTriggering("import UIKit\nfunc show(_ title: String, _ style: Style) {}\nshow(\"a\", .white)"),
        .nonTriggering("import UIKit\nenum StudioColor { case white }\nfunc show(_ color: UIColor) {}\nfunc show(_ color: StudioColor) {}\nshow(.white)"),
        .nonTriggering("import UIKit\nfunc show(title: String = \"\", _ color: UIColor) {}\nfunc other(_ a: Int, _ b: Int) {}\nother(.white, .black)\nshow(.white)"),
        .nonTriggering("import UIKit\nenum StudioColor: String { case white = \"FFFFFF\", darkGray1 = \"333333\" }\n"
                       + "extension UIColor { convenience init(lightColor: StudioColor, darkColor: StudioColor) { self.init(named: lightColor.rawValue)! } }\n"
                       + "let c = UIColor(lightColor: .white, darkColor: .darkGray1)"),
        .nonTriggering("enum Rule {\n  enum Color { case red, gray }\n  case violation(color: Color)\n}\nlet r = Rule.violation(color: .red)"),
        .nonTriggering("import UIKit\nfinal class Stroke {\n  var strokeColor = TextColor.white\n  func flip() { strokeColor = .black }\n}"),
        .nonTriggering("import UIKit\nlet s = #selector(getter: UIColor.white)"),
        .nonTriggering("import UIKit\nlet c = UIColor.white$1"),
        .nonTriggering("import UIKit\nenum Semantic {\n  static let background = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }\n}",
                       configuration: #"{ "tokens": { "background": { "uikit": "Semantic.background" } } }"#),
        .nonTriggering("import UIKit\nfunc f() -> UIColor {\n  let style: Style = {\n    return .white\n  }()\n  return UIColor(style)\n}"),
        // The tree's subclass of a platform color is that color type; named `Color`, it shadows
        // SwiftUI's (CosmicMind/Material's `open class Color: UIColor`), and its nested types are no colors.
        .triggering("import UIKit\nopen class Color: UIColor {\n    open class blue {\n        public static let base = UIColor.systemBlue\n    }\n}\n"
                    + "let a = «Color.white»\nlet b = «Color.gray»\nlet c = «Color.black.withAlphaComponent(0.5)»",
                    colors: ["#FFFFFFFF", "#808080FF", "#00000080"], frameworks: ["uikit", "uikit", "uikit"]),
        .triggering("import SwiftUI\nimport UIKit\nclass Color: UIColor {}\nfinal class Chip: UIView {\n    func style() { backgroundColor = «Color.gray» }\n}",
                    frameworks: ["uikit"]),
        .triggering("import AppKit\nfinal class Paint: NSColor {}\nlet a = «Paint.white»\nlet b = «Paint.black»", frameworks: ["appkit", "appkit"]),
        .nonTriggering("import UIKit\nopen class Color: UIColor {\n    open class blue {\n        public static let base = UIColor.systemBlue\n    }\n}\n"
                       + "let a = Color.blue.base\nlet b = Color.clear"),
        .nonTriggering("import UIKit\nclass Color: Palette {}\nlet a = Color.gray\n// class Swatch: UIColor {}\nlet b = Swatch.gray"),
        .nonTriggering("import SwiftUI\nText(\"a\").foregroundColor(.red)"),
        .nonTriggering("import SwiftUI\nlet c = Color.red"),
        .nonTriggering("import UIKit\ncell.selectionStyle = .gray"),
        .nonTriggering("import UIKit\nscrollView.indicatorStyle = .white"),
        .nonTriggering("import UIKit\nswitch style { case .white: break }"),
        .nonTriggering("import UIKit\ndict.set(value, forKey: .red)"),
        // Array and dictionary literals are typed by their first element (or value).
        .triggering("import UIKit\nlet cs = [«UIColor.red», «.blue»]\nlet d = [\"a\": «UIColor.red», \"b\": «.blue»]", colors: ["#FF0000FF", "#0000FFFF", "#FF0000FF", "#0000FFFF"]),
        .nonTriggering("import UIKit\nlet xs = [Theme.red, .blue]"),
        // Typed by whichever element spells out its type (IBAnimatable's presentation colors).
        .triggering("import UIKit\nlet colors = [«.black», «.red»,\n    «UIColor.purple.withAlphaComponent(0.5)», «.darkGray»]",
                    colors: ["#000000FF", "#FF0000FF", "#80008080", "#555555FF"], frameworks: ["uikit", "uikit", "uikit", "uikit"]),
        .nonTriggering("import UIKit\nlet xs = [.black, Theme.red]\nlet zs = [.black: 1, .white: Palette.red]"),
        // A mixed dictionary: the explicit color's context is its key, not the literal's name (iina's defaults).
        .triggering("import AppKit\nlet defaults: [Key: Any] = [.font: \"sans\", .textColor: «NSColor.white»]", contexts: ["textColor"]),
        .triggering("import UIKit\nlet ys = [.black, «UIColor.red.cgColor»]", colors: ["#FF0000FF"]),
        .triggering("import UIKit\nlet ys = [«UIColor.red.cgColor», .blue]"),
        // `if` and `switch` expressions: each branch's value takes the whole expression's context.
        .triggering("import UIKit\nv.tintColor = switch s { case \"w\": «.white»; case .a, .b: «.red»; default: «.black» }",
                    contexts: ["tintColor", "tintColor", "tintColor"]),
        .triggering("import UIKit\nlet c: UIColor = if dark { «.black» } else if dim { «.gray» } else { «.white» }", colors: ["#000000FF", "#808080FF", "#FFFFFFFF"]),
        .triggering("import UIKit\nvar tint: UIColor {\n    switch style {\n    case .dark: «.white»\n    default: «.black»\n    }\n}"),
        .triggering("import UIKit\nlet p = UIColor { t in if t.userInterfaceStyle == .dark { «.black» } else { «.white» } }"),
        .triggering("import SwiftUI\nimport UIKit\nlet c = Color(uiColor: UIColor(dynamicProvider: { t in\n    if t.userInterfaceStyle == .dark { «.black» } else { «.white» }\n}))",
                    frameworks: ["uikit", "uikit"]),
        // A gradient's stop written `.init(color:location:)` (CommonsFinder's scrim, swmpc's widgets; session 39's verify39j V5),
        // an `.init(color:)` of another type is no color.
        .triggering("import SwiftUI\nlet g = LinearGradient(stops: [.init(color: «.black.opacity(0.2)», location: 0.5), .init(color: «.white», location: 1)], startPoint: .top, endPoint: .bottom)\n"
                    + "let h = Gradient(stops: [.init(color: «.black», location: 0), .init(color: «.white», location: 1)])",
                    frameworks: ["swiftui", "swiftui", "swiftui", "swiftui"]),
        .nonTriggering("import SwiftUI\nstruct Tag { init(color: Int, location: Int) {} }\nlet tags: [Tag] = [.init(color: .zero, location: 1)]"),
        // Inside a conversion's argument the role is where the converted color goes (session 39's intent39b M1:
        // an artwork placeholder's fallback black had the label's context, no role, and became `label`).
        .triggering("import SwiftUI\nimport UIKit\nstruct A: View {\n  let tint: UIColor?\n  var body: some View {\n"
                    + "    Rectangle().fill(Color(uiColor: tint ?? «.black»))\n    Text(\"a\").background(Color(uiColor: (tint ?? «UIColor.black»).withAlphaComponent(0.5)))\n"
                    + "    Rectangle().fill(Color(cgColor: tint?.cgColor ?? «UIColor.black.cgColor»))\n  }\n}",
                    contexts: ["fill", "background", "fill"]),
        .triggering("import SwiftUI\nimport UIKit\nlet c = Color(uiColor: t ?? «.black»)", contexts: ["uiColor"]),
        .nonTriggering("import UIKit\nswitch s {\ncase .white: break\ndefault: print(1)\n}\nif a { print(x) } else { y = .black }"),
        .nonTriggering("import UIKit\nlet n: Int = switch s { case .a: .zero; default: .max }"),
        // The right side of `??` whose left side is a parameter without an argument label.
        .triggering("import AppKit\nfunc tinted(_ color: NSColor?) {\n    let a = color ?? «.white»\n    let b = color ?? «.lightGray.withAlphaComponent(0.75)»\n}",
                    colors: ["#FFFFFFFF", "#AAAAAABF"], frameworks: ["appkit", "appkit"]),
        // An optional's `map` closure returns the value of the call's place (ShapeScript's iOS viewer).
        .triggering("import UIKit\nfunc update() {\n    navigationBar?.tintColor = errorMessage.map { _ in «.white» } ?? interfaceColor\n"
                    + "    label.textColor = warning.flatMap { _ in «UIColor.red» }\n}",
                    colors: ["#FFFFFFFF", "#FF0000FF"], contexts: ["tintColor", "textColor"], frameworks: ["uikit", "uikit"]),
        .nonTriggering("import UIKit\nlet sizes = errorMessage.map { _ in .zero } ?? .zero\nlet modes = items.map { _ in .white }\nlet title = name.map { _ in .init() }"),
        // The right side of `??` whose left side says its type: a conversion (Equinox's gradient stops, a
        // `CGColor?`) or a cast to a color type (DSFSparkline's palette copy), whatever the context.
        .triggering("import AppKit\nfunc stylize() {\n    outer.colors = [style?.lightColor.cgColor ?? «.white», style?.darkColor.cgColor ?? «.black»]\n"
                    + "    let copied = colors.compactMap { $0.copy() as? NSColor ?? «.black» }\n}",
                    colors: ["#FFFFFFFF", "#000000FF", "#000000FF"], frameworks: ["coregraphics", "coregraphics", "appkit"]),
        .nonTriggering("import AppKit\nlet a = style?.lightColor.cgColor ?? fallback\nlet b = value as? Int ?? .zero\nlet c = shade.cgColorName ?? .white\n"
                       + "let d = (item as? Mode) ?? .black"),
        // `.init(colors:…)` assigned to a gradient: its labels after `colors:` say it is one (pocket-casts SubscriptionBadge).
        .triggering("import SwiftUI\nstruct B: View {\n    let background: LinearGradient\n    init() { background = .init(colors: [«.black», «.white»], startPoint: .top, endPoint: .bottom) }\n}",
                    frameworks: ["swiftui", "swiftui"]),
        .nonTriggering("import SwiftUI\nlet p = Palette.init(colors: [.black, .white], name: \"x\")"),
        // `.init(colors:)` as a gradient view's `gradient:` argument is a `Gradient` (pika's AppearanceButtonStyle).
        .triggering("import SwiftUI\nlet g = LinearGradient(gradient: .init(colors: [base, «.black»]), startPoint: .top, endPoint: .bottom)",
                    frameworks: ["swiftui"]),
        .nonTriggering("import SwiftUI\nlet g = Fade(gradient: Ramp.init(colors: [base, .black]), style: .init(colors: [.white]))"),
        // A SwiftUI view's own `let iconColor: Color`, though a parameter elsewhere is `iconColor: Paint` (the tree undecided).
        .triggering("import SwiftUI\nstruct Paint {}\nfunc style(iconColor: Paint) {}\nstruct Badge: View {\n    let iconColor: Color\n    init() { iconColor = «.white» }\n}",
                    frameworks: ["swiftui"]),
        // Lexical scope: a local (or a parameter) of the enclosing function decides before any type's member of
        // that name (paperless's TasksView: `let color: Color` then `color = .green` in a `switch`, another
        // file's `var color: HexColor`/`var color: UIColor`): SwiftUI here, never UIKit.
        .triggering("import SwiftUI\nstruct HexColor { var color: UIColor }\nenum Status {\n  case ok, failed\n  var label: some View {\n    let color: Color\n    switch self {\n    case .ok: color = «.white»\n    case .failed: color = «.black»\n    }\n    return Text(\"a\").foregroundColor(color)\n  }\n}",
                    frameworks: ["swiftui", "swiftui"]),
        .triggering("import SwiftUI\nstruct HexColor { var color: UIColor }\nfunc tint(color: Color) -> Color {\n  var color = color\n  if Bool.random() { color = «.black» }\n  return color\n}",
                    frameworks: ["swiftui"]),
        .triggering("import SwiftUI\nstruct HexColor { var color: Color }\nstruct S {\n  func f(color: Color) { var x = 1; x += 1 }\n  func g() { color = «.white» }\n  var color: UIColor\n}",
                    frameworks: ["uikit"]),
        .nonTriggering("import UIKit\nstruct HexColor { var color: UIColor }\nenum Mark { case white, black }\nfunc f(on: Bool) {\n  let color: Mark\n  if on { color = .white } else { color = .black }\n  print(color)\n}"),
        // Lexical scope: a property assigned without a receiver is the enclosing type's own, or its framework superclass's.
        .triggering("import UIKit\nstruct Model { var color: String = \"\" }\nfinal class Swatch: UIView {\n    var color: UIColor = «.red»\n    func f() { color = «.white»; self.color = «.black» }\n}",
                    frameworks: ["uikit", "uikit", "uikit"]),
        .triggering("import UIKit\nstruct Other { var backgroundColor: Color }\nfinal class B: UIButton {\n    func f() { backgroundColor = «.white» }\n}", frameworks: ["uikit"]),
        .nonTriggering("import UIKit\nstruct Paint { var color: UIColor }\nenum Palette { case white, red }\nfinal class Swatch {\n    var color: Palette = .red\n    func f() { color = .white }\n}"),
        // An extension's body is its type's: the type declared in the file says what it inherits and
        // declares (adamant-iOS FullscreenAlertView: `private extension … { backgroundColor = .black… }`).
        .triggering("import UIKit\nstruct Bubble { let backgroundColor: Tone }\nfinal class Alert: UIView {}\nprivate extension Alert {\n"
                    + "    func configure() { backgroundColor = «.black.withAlphaComponent(0.4)» }\n}", colors: ["#00000066"], frameworks: ["uikit"]),
        .nonTriggering("import UIKit\nstruct Tone { static let black = Tone() }\nstruct Bubble { let backgroundColor: Tone }\n"
                       + "final class Plain {}\nextension Plain {\n    func f() { backgroundColor = .black }\n}"),
        // An actor's own member decides as a class's does (the syntax tree knows `actor`; the look-back before it did not).
        .triggering("import UIKit\nstruct Model { var color: String = \"\" }\nactor Swatch {\n    var color: UIColor = «.red»\n    func f() { color = «.white» }\n}",
                    frameworks: ["uikit", "uikit"]),
        .nonTriggering("import UIKit\nstruct Paint { var color: UIColor }\nenum Palette { case white, red }\nactor Swatch {\n    var color: Palette = .red\n    func f() { color = .white }\n}"),
        // A parameter or property typed by the tree's color wrapper (SwiftEntryKit's EKColor): an implicit
        // member there is the wrapper's own (`EKColor.white`, whose declaration holds the finding), never
        // UIColor's: 18 `.init(font:, color: .white, …)` there were read as UIColor.white, and fix wrote a
        // UIColor where an EKColor goes. Through an implicit `.init(`, every declaration of the label decides.
        .nonTriggering(ColorWrapperExamples.tone + "struct Label { init(size: Int, color: Tone) {} }\nlet a: Label = .init(size: 1, color: .white)\nlet b = Label(size: 1, color: .black)"),
        .nonTriggering(ColorWrapperExamples.tone + "enum Fill { case color(color: Tone) }\nstruct Banner { var tint: Tone }\nfunc f(b: inout Banner) { b.tint = .white; let fill = Fill.color(color: .black) }\nvar t: Tone = .black\nvar u: Tone { .white }"),
        .triggering(ColorWrapperExamples.tone + "struct Label { init(size: Int, color: UIColor) {} }\nlet a: Label = .init(size: 1, color: «.white»)", frameworks: ["uikit"]),
        // Another type's memberwise label says nothing of this type's initializer (`Palette(background: .white)`,
        // the app's own `Token` there, beside `struct StepCard { let background: Color }`: saxobroko/SaxWeather,
        // session 37). A function's label still speaks for another function's (`glow(background: .black)`).
        .nonTriggering("import SwiftUI\nenum Token { case named(String); case white }\nstruct Palette { var background: Token = .named(\"x\") }\nstruct StepCard { let background: Color }\nlet p = Palette(background: .white)"),
        .triggering("import SwiftUI\nstruct StepCard { let background: Color }\nlet s = StepCard(background: «.white»)\nfunc f(_ v: some View) { v.glow(background: «.black») }",
                    frameworks: ["swiftui", "swiftui"]),
        // A package's type reached by an implicit `.init(` the tree does not declare (SwiftEntryKit's
        // `EKProperty.LabelContent(text:, style: .init(font:, color: .white))`, `color: EKColor`): the label alone
        // does not make `.white` UIColor's (fix wrote a UIColor there: pia-foss/mobile-ios, session 37). A color
        // written with its type stays a finding there; `Type.init(color: .white)` keeps the name rule.
        .nonTriggering("import UIKit\nimport SwiftEntryKit\nlet content = EKProperty.LabelContent(text: \"a\", style: .init(font: .systemFont(ofSize: 14), color: .white))"),
        // The same where the tree declares an initializer taking `color:` but opening with another label (pia-foss/mobile-ios).
        .nonTriggering("import UIKit\nimport SwiftEntryKit\nstruct Chip { init(color: UIColor, size: Int) {} }\nlet content = EKProperty.LabelContent(text: \"a\", style: .init(font: f.font!, color: .white))"),
        // Even where the tree declares a type of the very labels (pia's own `struct TextStyle { let font: UIFont; let color: UIColor }`):
        // the `.init(` is an argument of a type the tree does not declare, so its type is that package's.
        .nonTriggering("import UIKit\nimport SwiftEntryKit\nstruct TextStyle { let font: UIFont; let color: UIColor }\nlet content = EKProperty.LabelContent(text: \"a\", style: .init(font: f.font!, color: .white))"),
        .triggering("import UIKit\nstruct TextStyle { let font: UIFont; let color: UIColor }\nstruct Banner { init(text: String, style: TextStyle) {} }\nlet b = Banner(text: \"a\", style: .init(font: f.font!, color: «.white»))",
                    frameworks: ["uikit"]),
        .triggering("import UIKit\nstruct Chip { init(color: UIColor, size: Int) {} }\nlet c: Chip = .init(color: «.white», size: 1)", frameworks: ["uikit"]),
        .triggering("import UIKit\nimport SwiftEntryKit\nlet content = EKProperty.LabelContent(text: \"a\", style: .init(font: .systemFont(ofSize: 14), color: EKColor(«UIColor.white»)))\nlet b = Badge.init(color: «.white»)",
                    frameworks: ["uikit", "uikit"]),
        // An argument a generic function returns as its value (SlimHUD's `getItem<T>(for:defaultValue: T) -> T`):
        // typed by the call's context, the assigned NSColor (3 icon colors were missed); an enum's case there is none.
        .triggering("import AppKit\nenum Defaults {\n    static func item<T>(for key: String, defaultValue: T) -> T where T: NSObject { defaultValue }\n}\n"
                    + "final class Settings {\n    var iconColor: NSColor\n    init() { iconColor = Defaults.item(for: \"icon\", defaultValue: «.white») }\n}",
                    frameworks: ["appkit"]),
        .nonTriggering("import AppKit\nenum Mode { case white, black }\nenum Defaults {\n    static func item<T>(for key: String, defaultValue: T) -> T { defaultValue }\n}\n"
                       + "final class Settings {\n    var iconColor: NSColor = .clear\n    var mode: Mode\n    init() { mode = Defaults.item(for: \"mode\", defaultValue: .white) }\n}"),
        // The SDK's unlabeled color parameters, read from the stand-ins.
        .triggering("import UIKit\nlet i = image.withTintColor(«.white», renderingMode: .alwaysOriginal)", frameworks: ["uikit"]),
        .triggering("import SwiftUI\nlet i = image.withTintColor(«.white»)", frameworks: ["uikit"]),
        .nonTriggering("import UIKit\nfunc withTintColor(_ c: Int, _ d: Int) {}\nlet i = withTintColor(.max, .white)"),
        // SwiftUI's `GraphicsContext.Shading.color(_:)` in a `Canvas` (KeyboardCowboy's SplashView): SwiftUI's `Color`,
        // whose named colors are findings only where they do not adapt (`.white`, not `.red`).
        .triggering("import SwiftUI\nlet v = Canvas { context, size in\n  context.fill(p, with: .color(«.white»))\n  context.stroke(p, with: .color(«.black.opacity(0.5)»), lineWidth: 1)\n  context.fill(p, with: .color(.red))\n}",
                    colors: ["#FFFFFFFF", "#00000080"], contexts: ["color", "color"], frameworks: ["swiftui", "swiftui"]),
        .nonTriggering("import UIKit\nlet a = style.apply(.color(.white))"),
        .nonTriggering("import SwiftUI\nenum Fill { case color(Int) }\nlet f: Fill = .color(.white)"),
        // A component read as a number (Cowabunga's stored setting's default) draws no color; the color itself does.
        .nonTriggering("import SwiftUI\nlet r = plist[\"red\"] as? Double ?? CIColor.gray.red\nlet w = NSColor.white.whiteComponent\nlet n = UIColor.black.cgColor.components"),
        .triggering("import UIKit\nlet c = «CIColor.gray»\nlet d = «UIColor.red.cgColor»", colors: ["#808080FF", "#FF0000FF"]),
        // A library's text styles named for the role, called unlabeled (MarkdownUI's, in barik's `Theme`):
        // SwiftUI's `Color`, a finding where it does not adapt.
        .triggering("import MarkdownUI\nimport SwiftUI\nlet t = Theme().text {\n  ForegroundColor(«.white.opacity(0.8)»)\n  BackgroundColor(.clear)\n}"
                    + ".code {\n  BackgroundColor(«.white.opacity(0.1)»)\n}.strong {\n  ForegroundColor(«.white»)\n}.link {\n  ForegroundColor(.blue)\n}",
                    colors: ["#FFFFFFCC", "#FFFFFF1A", "#FFFFFFFF"], contexts: ["ForegroundColor", "BackgroundColor", "ForegroundColor"],
                    frameworks: ["swiftui", "swiftui", "swiftui"]),
        // A name the tree declares decides (an enum case, not a color); another capitalized callee is a constructor.
        .nonTriggering("import SwiftUI\nenum Shade { case white, black }\nstruct ForegroundColor { init(_ s: Shade) {} }\nlet f = ForegroundColor(.white)"),
        .nonTriggering("import SwiftUI\nlet b = BrandColor(.white)\nlet t = TextColor(.black)"),
        .nonTriggering("import UIKit\nlet f = ForegroundColor(.white)"),
        // PureSwiftUI's gradients of an unlabeled color array (The-OldOS-Project, session 29); an array of
        // points, the tree's own gradient taking another type, and a UIKit-only file are no colors.
        .triggering("import SwiftUI\nimport PureSwiftUI\nlet g = LinearGradient([.clear, «.white»], from: .top, to: .bottom)\n"
                    + "let r = RadialGradient([«.black», .red], center: .center, startRadius: 0, endRadius: 4)",
                    colors: ["#FFFFFFFF", "#000000FF"], contexts: ["LinearGradient", "RadialGradient"], frameworks: ["swiftui", "swiftui"]),
        .nonTriggering("import SwiftUI\nlet g = LinearGradient([.top, .bottom], from: .top, to: .bottom)"),
        .nonTriggering("import SwiftUI\nenum Shade { case white, black }\nstruct AngularGradient { init(_ colors: [Shade]) {} }\nlet a = AngularGradient([.white, .black])"),
        .nonTriggering("import UIKit\nlet g = LinearGradient([.clear, .white], from: .top, to: .bottom)"),
        // The unlabeled argument of a conversion between SwiftUI's and the platform's color.
        .triggering("import SwiftUI\nText(\"a\").foregroundColor(Color(dark ? «.black» : «.white»))", colors: ["#000000FF", "#FFFFFFFF"],
                    contexts: ["foregroundColor", "foregroundColor"], frameworks: ["uikit", "uikit"]),
        .triggering("import SwiftUI\nimport AppKit\nlet c = Color(dark ? «.black» : «.white»)", frameworks: ["appkit", "appkit"]),
        .triggering("import UIKit\nlet c = UIColor(«.white»)", frameworks: ["swiftui"]),
        .nonTriggering("import SwiftUI\nlet c = Color(.systemBackground)\nlet d = Color(\"white\")"),
        // A parameter typed by a style protocol, or by a generic parameter constrained to one, takes
        // SwiftUI's named colors (damus: `.fill(PinkGradient, strokeBorder: .white, lineWidth: 4)`).
        .triggering("import SwiftUI\nextension Shape {\n  func fill<Fill: ShapeStyle, Stroke: ShapeStyle>(_ f: Fill, strokeBorder s: Stroke, lineWidth: Double = 1) -> some View {\n"
                    + "    stroke(s)\n  }\n}\nlet v = Circle().fill(Color.blue, strokeBorder: «.white», lineWidth: 4)", contexts: ["strokeBorder"], frameworks: ["swiftui"]),
        .triggering("import SwiftUI\nfunc badge(_ s: some ShapeStyle, ring: any ShapeStyle) {}\nfunc ring<S>(_ s: S?) where S: ShapeStyle {}\n"
                    + "badge(«.black», ring: «Color.white»)\nring(dark ? «.black» : «.white»)", frameworks: ["swiftui", "swiftui", "swiftui", "swiftui"]),
        // The SDK's style-protocol parameters are its modifiers', read with their leading dot: a bare
        // call of that name is as often the app's own (see `SDKColorParametersTests`).
        .nonTriggering("import SwiftUI\nstruct Style { static let white = Style() }\nfunc background(_ s: Style) {}\nbackground(.white)"),
        .nonTriggering("import SwiftUI\nfunc badge<S: ShapeStyle, T: Hashable>(_ s: S, tag: T) {}\nbadge(.thinMaterial, tag: .white)\nbadge(.tint, tag: .black)"),
        .nonTriggering("import SwiftUI\nstruct S { static let white = S() }\nfunc badge<T>(_ s: S, _ t: T) where T: Hashable {}\nfunc ring(_ s: ShapeStyle.Type) {}\nbadge(.white, .black)"),
        // An enum payload without a label, matched by position like an unlabeled parameter.
        .triggering("import UIKit\nenum Fill { case color(UIColor), none }\nlet f: Fill = .color(«.white»)\nlet g: Fill = .color(dark ? «.black» : «.white»)",
                    contexts: ["color", "color", "color"]),
        .nonTriggering("import UIKit\nenum Fill { case color(Int), none }\nlet f: Fill = .color(.white)"),
        // A payload that is a closure returning a color: the closure's value is one (fluentui-apple's
        // `case uiColor(() -> UIColor)` used as `.uiColor { .red }`), as a trailing closure or an argument.
        .triggering("import UIKit\nenum Tok { case uiColor(() -> UIColor), none }\nlet a: Tok = .uiColor { «.red» }\nlet b: Tok = .uiColor({ «.blue» })\n"
                    + "let c: Tok = .uiColor { return «.green» }\nlet d: Tok = .uiColor { dark ? «.white» : «.black» }",
                    colors: ["#FF0000FF", "#0000FFFF", "#00FF00FF", "#FFFFFFFF", "#000000FF"], contexts: ["uiColor", "uiColor", "uiColor", "uiColor", "uiColor"],
                    frameworks: ["uikit", "uikit", "uikit", "uikit", "uikit"]),
        .triggering("import SwiftUI\nenum Tok { case tint(() -> NSColor) }\nlet a = Tok.tint { «.yellow» }", frameworks: ["appkit"]),
        .nonTriggering("import UIKit\nenum Tok { case uiColor(() -> Int), name(() -> String) }\nlet a: Tok = .uiColor { .max }\nlet b: Tok = .name({ .white })"),
        .nonTriggering("import UIKit\nenum Tok { case uiColor(() -> UIColor) }\nlet a = items.map { .white }\nlet b = uiColor { .white }"),
        // A struct's stored platform color is its memberwise initializer's parameter, also where the name
        // rules read the name (`tint`): a file importing SwiftUI alone passes it AppKit's `.yellow` (KeyboardCowboy).
        .triggering("import SwiftUI\nstruct Icon { let tint: NSColor; let secondaryTintColor: NSColor }\nlet v = Icon(tint: «.yellow», secondaryTintColor: «.white»)",
                    contexts: ["tint", "secondaryTintColor"], frameworks: ["appkit", "appkit"]),
        .triggering("import SwiftUI\nstruct Badge { var tintColor: UIColor }\nlet v = Badge(tintColor: «.yellow»)", frameworks: ["uikit"]),
        .nonTriggering("import SwiftUI\nstruct Icon { let tint: Color }\nlet v = Icon(tint: .yellow)\nText(\"a\").foregroundColor(.yellow)"),
        .nonTriggering("import SwiftUI\nfinal class Icon { let tint: NSColor; init(tint: Color) { self.tint = NSColor(tint) } }\nlet v = Icon(tint: .yellow)"),
        // An attributed-string key given as an argument makes the value that key's color (text, not `value`).
        .triggering("import UIKit\ns.addAttribute(.foregroundColor, value: «UIColor.black», range: r)", contexts: ["foregroundColor"]),
        .triggering("import UIKit\ns.addAttribute(NSAttributedString.Key.strokeColor, value: «UIColor.red», range: r)", contexts: ["strokeColor"]),
        .triggering("import UIKit\ns.addAttribute(.link, value: «UIColor.red», range: r)", contexts: ["value"]),
        // An `AttributedString`'s attribute in a file importing SwiftUI alone is SwiftUI's `Color` (Pulse:
        // `attributed.foregroundColor = failed ? .red : .primary`): its `.red` adapts, and a fix must write no UIColor there.
        .nonTriggering("import SwiftUI\nfunc t(_ failed: Bool) -> AttributedString {\n  var s = AttributedString(\"x\")\n  s.foregroundColor = failed ? .red : .primary\n  return s\n}"),
        .nonTriggering("import SwiftUI\nfunc t(_ r: Range<AttributedString.Index>) -> AttributedString {\n  var out = AttributedString(\"x\")\n  out[r].backgroundColor = .yellow.opacity(0.33)\n  out.foregroundColor = .red\n  return out\n}"),
        // The expression's own evidence: the other arm is only `Color`'s, or the chain has SwiftUI's `opacity`.
        .nonTriggering("import SwiftUI\nfunc t(_ s: inout Model) { s.foregroundColor = s.failed ? .red : .secondary }"),
        .nonTriggering("import SwiftUI\nstruct Other { var backgroundColor: UIColor }\nfunc t(_ s: inout Model) { s.backgroundColor = .yellow.opacity(0.33) }"),
        .triggering("import SwiftUI\nfunc t(_ failed: Bool) -> AttributedString {\n  var s = AttributedString(\"x\")\n  s.foregroundColor = failed ? «.white» : .primary\n  return s\n}",
                    frameworks: ["swiftui"]),
        .triggering("import SwiftUI\nstruct Other { var backgroundColor: UIColor }\nfunc t(_ s: inout Model) { s.backgroundColor = «.black.opacity(0.33)» }",
                    colors: ["#00000054"], frameworks: ["swiftui"]),
        .triggering("import SwiftUI\nfunc t(_ s: inout Model) { s.foregroundColor = s.failed ? «.black» : Color.secondary }", frameworks: ["swiftui"]),
        // In a file importing UIKit, `.primary` may be the app's own `UIColor.primary`: no evidence.
        .triggering("import UIKit\nextension UIColor { static let primary = UIColor.systemBlue }\nfunc t(_ v: UIView) { v.backgroundColor = dark ? «.black» : .primary }",
                    frameworks: ["uikit"]),
        // A view's property in a SwiftUI file is still UIKit's (SwiftUI re-exports it), and a file importing UIKit keeps it.
        .triggering("import SwiftUI\nfunc t(_ v: UIView) { v.backgroundColor = «.white» }", frameworks: ["uikit"]),
        .triggering("import UIKit\nfunc t(_ failed: Bool) { label.textColor = failed ? «.red» : «.gray» }", frameworks: ["uikit", "uikit"]),
        // A parameter's or a local's name is seen in its own function only: it types no member elsewhere
        // (a member of that name still does), and a bare name finds the local before it.
        .nonTriggering("import UIKit\nfunc a(tone: UIColor) { use(tone) }\nfunc b(_ m: inout Model) { m.tone = .white }"),
        .triggering("import UIKit\nstruct Model { var tone: UIColor }\nfunc b(_ m: inout Model) { m.tone = «.white» }", frameworks: ["uikit"]),
        .triggering("import UIKit\nfunc f() {\n  var tone: UIColor = «.red»\n  if flag { tone = «.white» }\n}", frameworks: ["uikit", "uikit"]),
        .nonTriggering("import UIKit\nview.backgroundColor = .clear"),
        .nonTriggering("import UIKit\nview.backgroundColor = UIColor.white.withAlphaComponent(0)"),
        .nonTriggering("import SwiftUI\nText(\"a\").background(Color.black.opacity(0))"),
        .triggering("import SwiftUI\nlet g = LinearGradient(colors: [«.white.opacity(0)», «.white»], startPoint: .top, endPoint: .bottom)",
                    colors: ["#FFFFFF00", "#FFFFFFFF"]),
        .nonTriggering("import UIKit\nview.backgroundColor = .systemBackground"),
        // UIKit's text colors do not adapt (MessageKit's `NSAttributedString.Key.foregroundColor: UIColor.darkText`); AppKit has none.
        .triggering("import UIKit\nlet a = [NSAttributedString.Key.foregroundColor: «UIColor.darkText»]\nlabel.textColor = «.lightText»",
                    colors: ["#000000FF", "#FFFFFF99"], contexts: ["foregroundColor", "textColor"]),
        .nonTriggering("import AppKit\nlabel.textColor = .darkText\nlet c = NSColor.lightText"),
        .nonTriggering("import UIKit\nlabel.textColor = .label"),
        .nonTriggering("import UIKit\nlet x = theme.white"),
        .nonTriggering("import UIKit\nlet s = \"UIColor.white\""),
        .nonTriggering("import UIKit\nview.backgroundColor = .white // recolor:ignore"),
        .nonTriggering("import UIKit\n// recolor:ignore\nview.backgroundColor = .white"),
        .nonTriggering("import UIKit\n// recolor:disable\nview.backgroundColor = .white\nlabel.textColor = .black"),
    ]

    package static let corrections: [DetectorCorrection] = [
        DetectorCorrection("import UIKit\nview.backgroundColor = .white\n", "import UIKit\nview.backgroundColor = Semantic.background\n"),
        DetectorCorrection("import SwiftUI\nlet c = Color(dark ? .black : .white)\n", "import SwiftUI\nlet c = Color(dark ? Semantic.text : Semantic.background)\n"),
        DetectorCorrection("import UIKit\nenum Fill { case color(UIColor) }\nlet f: Fill = .color(.white)\n",
                           "import UIKit\nenum Fill { case color(UIColor) }\nlet f: Fill = .color(Semantic.background)\n"),
        DetectorCorrection("import UIKit\nlet cs = [UIColor.black, .white]\n", "import UIKit\nlet cs = [Semantic.text, Semantic.background]\n"),
        DetectorCorrection("import UIKit\nlabel.textColor = UIColor.black\n", "import UIKit\nlabel.textColor = Semantic.text\n"),
        DetectorCorrection("import SwiftUI\nText(\"a\").foregroundColor(.black)\n", "import SwiftUI\nText(\"a\").foregroundColor(Color.text)\n"),
        DetectorCorrection("import UIKit\nlet c = UIColor.black.withAlphaComponent(0.5)\n", "import UIKit\nlet c = Semantic.scrim\n"),
        DetectorCorrection("import UIKit\nview.backgroundColor = isDark ? .black : .white\n",
                           "import UIKit\nview.backgroundColor = Semantic.background\n"),
        DetectorCorrection("import UIKit\nview.backgroundColor = .red\n", "import UIKit\nview.backgroundColor = .red\n"),
        DetectorCorrection("import SwiftUI\nfunc t(_ failed: Bool) -> AttributedString {\n  var s = AttributedString(\"x\")\n  s.foregroundColor = failed ? .red : .primary\n  return s\n}\n",
                           "import SwiftUI\nfunc t(_ failed: Bool) -> AttributedString {\n  var s = AttributedString(\"x\")\n  s.foregroundColor = failed ? .red : .primary\n  return s\n}\n"),
        DetectorCorrection("import SwiftUI\nfunc t(_ failed: Bool) -> AttributedString {\n  var s = AttributedString(\"x\")\n  s.foregroundColor = failed ? .black : .primary\n  return s\n}\n",
                           "import SwiftUI\nfunc t(_ failed: Bool) -> AttributedString {\n  var s = AttributedString(\"x\")\n  s.foregroundColor = failed ? Color.text : .primary\n  return s\n}\n"),
    ]
}
