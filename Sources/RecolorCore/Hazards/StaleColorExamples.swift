/// The examples of `stale-color`: the WWDC 2019 session's three resolutions outside a refresh
/// point are findings, inside one they are not; a non-triggering example for every refresh point.
enum StaleColorExamples {
    static let tokenWithDark = #"""
        { "tokens": { "border": { "uikit": "Semantic.border", "light": "#C6C6C8", "dark": "#38383A" },
                      "rule": { "uikit": "Semantic.rule", "light": "#C6C6C8" } } }
        """#

    /// vlc-ios (iOS 12): `label` names UIColor.label, which iOS 12 lacks, so `fix` writes the
    /// table's own member `Semantic.label` that `generate` declares: the same dynamic token.
    static let systemTokenWithOwnMember = #"""
        { "generate": { "swift": "Generated/Colors.swift" },
          "tokens": { "ink": { "uikit": "Semantic.ink", "light": "#111111", "dark": "#EEEEEE" },
                      "label": { "uikit": "UIColor.label", "light": "#000000", "dark": "#FFFFFF" },
                      "rim": { "uikit": "UIColor.separator", "light": "#C6C6C8" } } }
        """#

    static let all: [DetectorExample] = [
        // GitHawk's card cell (session 20's audit, F17): a store the next statement overwrites is
        // dead, never stale (re-applied in layoutSubviews, it turned every border red). The last
        // store is the live one; a store a branch may keep (`if … { return }` between) is live.
        .nonTriggering("import UIKit\nfinal class CardCell: UIView {\n  let border = CAShapeLayer()\n  func setUp(_ other: CGColor) {\n    border.strokeColor = UIColor.systemRed.cgColor\n    border.strokeColor = other\n  }\n}"),
        .triggering("import UIKit\nfinal class CardCell: UIView {\n  let border = CAShapeLayer()\n  func setUp(_ other: CGColor) {\n    border.strokeColor = other\n    border.strokeColor = «UIColor.systemRed.cgColor»\n  }\n}",
                    contexts: ["border.strokeColor"]),
        .triggering("import UIKit\nfinal class CardCell: UIView {\n  let border = CAShapeLayer()\n  func setUp(_ plain: Bool, _ other: CGColor) {\n    border.strokeColor = «UIColor.systemRed.cgColor»\n    if plain { return }\n    border.strokeColor = other\n  }\n}",
                    contexts: ["border.strokeColor"]),
        // mastodon-ios' avatar button: the base class re-runs `updateAppearance()` from
        // `layoutSubviews` and `traitCollectionDidChange`, so its subclass's override is fresh
        // (`InheritedRefreshes`; across files in `InheritedRefreshTests`).
        .nonTriggering("import UIKit\nopen class AvatarButton: UIControl {\n  public override func layoutSubviews() {\n    super.layoutSubviews()\n    updateAppearance()\n  }\n  open func updateAppearance() {}\n}\nfinal class CircleAvatarButton: AvatarButton {\n  var borderColor: UIColor = UIColor.systemFill\n  override func updateAppearance() {\n    super.updateAppearance()\n    layer.borderColor = borderColor.cgColor\n  }\n}"),
        // A method of the same name in a class that inherits from no such base, and an override
        // of a base method no refresh point calls: both stored once.
        .triggering("import UIKit\nopen class AvatarButton: UIControl {\n  public override func layoutSubviews() {\n    super.layoutSubviews()\n    updateAppearance()\n  }\n  open func updateAppearance() {}\n}\nfinal class Badge: UIView {\n  func updateAppearance() {\n    layer.borderColor = «UIColor.systemFill.cgColor»\n  }\n}",
                    contexts: ["layer.borderColor"]),
        .triggering("import UIKit\nopen class AvatarButton: UIControl {\n  public override func layoutSubviews() {\n    super.layoutSubviews()\n  }\n  open func updateAppearance() {}\n  func tap() { updateAppearance() }\n}\nfinal class CircleAvatarButton: AvatarButton {\n  override func updateAppearance() {\n    layer.borderColor = «UIColor.systemFill.cgColor»\n  }\n}",
                    contexts: ["layer.borderColor"]),
        // Sileo's gradient view (session 18's audit, F12): a method merely named
        // traitCollectionDidChange, without `override`, is the app's own, never re-run by UIKit;
        // what it calls stores the CGColor once. The override is the hook.
        .triggering("import UIKit\nfinal class Glow: UIView {\n  func traitCollectionDidChange(_ previous: UITraitCollection) {\n    refresh()\n  }\n  @objc func refresh() {\n    layer.borderColor = «UIColor.systemFill.cgColor»\n  }\n}",
                    contexts: ["layer.borderColor"]),
        .nonTriggering("import UIKit\nfinal class Glow: UIView {\n  override func traitCollectionDidChange(_ previous: UITraitCollection?) {\n    super.traitCollectionDidChange(previous)\n    refresh()\n  }\n  @objc func refresh() {\n    layer.borderColor = UIColor.systemFill.cgColor\n  }\n}"),
        // ruuvi's code view (session 16's audit, F18): a token held in a stored `let` and set as
        // a layer's CGColor in the initializer and a delegate callback, which never run again on
        // an appearance change. The member's chain ended at the next declaration's last name.
        .triggering("import UIKit\nfinal class CodeView: UIView, UITextFieldDelegate {\n  private let activeBorderColor: UIColor = Semantic.border\n  private let field = UITextField()\n  func setUp() {\n    field.layer.borderColor = «activeBorderColor.cgColor»\n  }\n  func textFieldDidBeginEditing(_ textField: UITextField) {\n    textField.layer.borderColor = «activeBorderColor.cgColor»\n  }\n}",
                    contexts: ["field.layer.borderColor", "textField.layer.borderColor"], configuration: tokenWithDark),
        // A stored `let` of a color with no dark value, or set where it is fresh: no finding.
        .nonTriggering("import UIKit\nfinal class CodeView: UIView {\n  private let idleBorderColor: UIColor = Semantic.rule\n  private let activeBorderColor: UIColor = Semantic.border\n  func setUp() {\n    layer.borderColor = idleBorderColor.cgColor\n  }\n  override func layoutSubviews() {\n    super.layoutSubviews()\n    layer.shadowColor = activeBorderColor.cgColor\n  }\n}",
                       configuration: tokenWithDark),
        // vlc's gradients: CGColors in a CAGradientLayer's colors, set in a lazy property's initializer.
        .triggering("import UIKit\nfinal class PlayerController: UIViewController {\n  lazy var shade: CAGradientLayer = {\n    let shade = CAGradientLayer()\n    shade.frame = self.view.bounds\n    shade.colors = [UIColor.clear.cgColor,\n                    UIColor.clear.cgColor,\n                    «Semantic.label.cgColor»]\n    return shade\n  }()\n}",
                    contexts: ["shade.colors"], configuration: systemTokenWithOwnMember),
        .nonTriggering("import UIKit\nfinal class PlayerController: UIViewController {\n  lazy var shade: CAGradientLayer = {\n    let shade = CAGradientLayer()\n    shade.colors = [UIColor.clear.cgColor,\n                    UIColor.black.cgColor,\n                    Semantic.rim.cgColor]\n    return shade\n  }()\n}",
                   configuration: systemTokenWithOwnMember),
        // Loop: a cell's updateConfiguration(using:) runs again when its state's traits change;
        // its watch complication draws where the appearance never switches.
        .nonTriggering("import UIKit\nfinal class WarningCell: UITableViewCell {\n  override func updateConfiguration(using state: UICellConfigurationState) {\n    super.updateConfiguration(using: state)\n    let g = GradientView()\n    (g.layer as? CAGradientLayer)?.colors = [UIColor.systemYellow.cgColor, UIColor.systemYellow.withAlphaComponent(0.9).cgColor]\n  }\n}"),
        .nonTriggering("import UIKit\nimport WatchKit\nfinal class ChartRenderer {\n  func drawRange(in context: CGContext) {\n    context.setFillColor(UIColor.systemTeal.withAlphaComponent(0.3).cgColor)\n  }\n}"),
        .nonTriggering("import UIKit\nfinal class ChartRenderer {\n  func drawRange(in context: CGContext) {\n    #if os(watchOS)\n    context.setFillColor(UIColor.systemTeal.cgColor)\n    #endif\n  }\n}"),
        .triggering("import UIKit\nfinal class ChartRenderer {\n  func drawRange(in context: CGContext) {\n    #if os(iOS)\n    context.setFillColor(«UIColor.systemTeal.cgColor»)\n    #endif\n  }\n}"),
        // exelban/stats' status badge: a computed CGColor converting a dynamic color, stored once in init.
        .triggering("import AppKit\nfinal class Badge: NSView {\n  var status: Bool? = nil\n  private var color: CGColor {\n    if let status {\n      return status ? NSColor.systemGreen.cgColor : NSColor.systemRed.cgColor\n    }\n    return NSColor.secondaryLabelColor.cgColor\n  }\n  init() {\n    super.init(frame: .zero)\n    self.wantsLayer = true\n    self.layer?.backgroundColor = «self.color»\n  }\n  func setStatus(_ value: Bool?) {\n    self.status = value\n    layer?.backgroundColor = «color»\n  }\n}",
                    contexts: ["layer.backgroundColor", "layer.backgroundColor"], frameworks: ["appkit", "appkit"]),
        // Read where it is fresh, or a computed CGColor of a fixed color: no finding.
        .nonTriggering("import AppKit\nfinal class Badge: NSView {\n  private var color: CGColor { NSColor.systemRed.cgColor }\n  private var fixed: CGColor { NSColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor }\n  init() {\n    super.init(frame: .zero)\n    layer?.borderColor = fixed\n  }\n  override func updateLayer() { layer?.backgroundColor = color }\n}"),
        // An inspectable color made a CGColor in its setter: whatever IB sets stays as set.
        .triggering("import UIKit\nfinal class RoundButton: UIButton {\n  @IBInspectable var borderColor: UIColor? {\n    didSet { layer.borderColor = «borderColor?.cgColor» }\n  }\n}",
                    contexts: ["layer.borderColor"]),
        .nonTriggering("import UIKit\nfinal class RoundButton: UIButton {\n  var borderColor: UIColor? {\n    didSet { layer.borderColor = borderColor?.cgColor }\n  }\n  @IBInspectable var cornerRadius: CGFloat = 0 { didSet { layer.cornerRadius = cornerRadius } }\n}"),
        .triggering("import UIKit\nfinal class CardController: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.layer.borderColor = «UIColor.label.cgColor»\n  }\n}",
                    contexts: ["view.layer.borderColor"]),
        .triggering("import UIKit\nfinal class Card: UIView {\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    layer.shadowColor = «UIColor.separator.cgColor»\n  }\n}"),
        // Option 1 of the session, outside a refresh point: right once, not fresh.
        .triggering("import UIKit\nfinal class CardController: UIViewController {\n  override func viewDidLoad() {\n    let resolved = UIColor.label.resolvedColor(with: traitCollection)\n    view.layer.borderColor = resolved.cgColor\n    view.layer.shadowColor = «UIColor.label.resolvedColor(with: traitCollection).cgColor»\n  }\n}"),
        // Option 2, outside a refresh point.
        .triggering("import UIKit\nfinal class CardController: UIViewController {\n  override func viewDidLoad() {\n    traitCollection.performAsCurrent {\n      view.layer.borderColor = «UIColor.label.cgColor»\n    }\n  }\n}"),
        // Option 3, outside a refresh point.
        .triggering("import UIKit\nfinal class Card: UIView {\n  func setUp() {\n    let saved = UITraitCollection.current\n    UITraitCollection.current = traitCollection\n    layer.borderColor = «UIColor.label.cgColor»\n    UITraitCollection.current = saved\n  }\n}"),
        // The bundled AppKit sample's classic: set once in viewDidLoad.
        .triggering("import AppKit\nfinal class ListController: NSViewController {\n  override func viewDidLoad() {\n    view.wantsLayer = true\n    view.layer?.borderColor = «NSColor.separatorColor.cgColor»\n  }\n}",
                    contexts: ["view.layer.borderColor"], frameworks: ["appkit"]),
        .triggering("import UIKit\nfinal class Card: UIView {\n  func style() { layer.borderColor = «Semantic.border.cgColor» }\n  func plain() { layer.shadowColor = Semantic.rule.cgColor }\n}",
                    configuration: tokenWithDark),
        .triggering("import UIKit\nenum Palette { static let ink = UIColor { t in t.userInterfaceStyle == .dark ? UIColor.label : UIColor.secondaryLabel } }\nfinal class Card: UIView {\n  func style() { layer.borderColor = «Palette.ink.cgColor» }\n}"),
        .triggering("import UIKit\nfinal class Ring: CAShapeLayer {\n  let rim = «UIColor.separator.cgColor»\n  lazy var track: CAShapeLayer = {\n    let l = CAShapeLayer()\n    l.strokeColor = «UIColor.systemFill.cgColor»\n    return l\n  }()\n}"),
        .triggering("import UIKit\nfinal class Badge: UIView {\n  func render() -> UIImage {\n    UIGraphicsImageRenderer(size: bounds.size).image { ctx in\n      ctx.cgContext.setFillColor(«UIColor.systemBackground.cgColor»)\n    }\n  }\n}"),
        .triggering("import UIKit\nfinal class Header: UIView {\n  let gradient = CAGradientLayer()\n  func setUp() {\n    gradient.colors = [«UIColor.systemBackground.cgColor», «UIColor.secondarySystemBackground.cgColor»]\n  }\n}"),
        .triggering("import UIKit\nfinal class Card: UIView {\n  func setUp() {\n    let edge = «UIColor.label.cgColor»\n    layer.borderColor = edge\n  }\n}"),
        .triggering("import UIKit\nfinal class Card: UIView {\n  var isOn = false { didSet { layer.borderColor = «UIColor.tintColor.cgColor» } }\n}"),
        .triggering("import UIKit\nfinal class Filtered: UIView {\n  var tint: CIColor?\n  func setUp() { self.tint = «CIColor(color: UIColor.label)» }\n}"),
        .triggering("import SwiftUI\nstruct Ring: View {\n  let rim = «Color.primary.cgColor!»\n  var body: some View { EmptyView() }\n}"),
        // An empty environment is the light appearance; the view's own environment is right.
        .triggering("import SwiftUI\nstruct Ring: View {\n  var body: some View {\n    let r = «Color.primary.resolve(in: EnvironmentValues())»\n    return Text(\"\\(r.red)\")\n  }\n}"),
        .nonTriggering("import SwiftUI\nstruct Ring: View {\n  @Environment(\\.self) var environment\n  var body: some View {\n    let r = Color.primary.resolve(in: environment)\n    return Text(\"\\(r.red)\")\n  }\n}"),
        .triggering("import UIKit\nvar r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0\nfinal class Card: UIView {\n  func read() { «UIColor.label.getRed(&r, green: &g, blue: &b, alpha: &a)» }\n}"),

        // Every refresh point.
        .nonTriggering("import UIKit\nfinal class Ring: UIView {\n  override func draw(_ rect: CGRect) {\n    UIGraphicsGetCurrentContext()?.setFillColor(UIColor.systemBackground.cgColor)\n  }\n}"),
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  override func layoutSubviews() {\n    super.layoutSubviews()\n    layer.borderColor = UIColor.label.cgColor\n  }\n}"),
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  override func layoutSublayers(of layer: CALayer) {\n    layer.borderColor = UIColor.label.cgColor\n  }\n}"),
        // A layer's own layoutSublayers() is not re-run by an appearance change.
        .triggering("import UIKit\nfinal class PathLayer: CALayer {\n  override func layoutSublayers() {\n    super.layoutSublayers()\n    borderColor = «UIColor.label.cgColor»\n  }\n}"),
        .nonTriggering("import UIKit\nfinal class CardController: UIViewController {\n  override func viewWillLayoutSubviews() { view.layer.borderColor = UIColor.label.cgColor }\n  override func viewDidLayoutSubviews() { view.layer.shadowColor = UIColor.label.cgColor }\n}"),
        // The session's guarded hook, and its three resolutions inside a refresh point.
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  override func traitCollectionDidChange(_ previous: UITraitCollection?) {\n    super.traitCollectionDidChange(previous)\n    if traitCollection.hasDifferentColorAppearance(comparedTo: previous) {\n      layer.borderColor = UIColor.label.resolvedColor(with: traitCollection).cgColor\n      traitCollection.performAsCurrent { layer.shadowColor = UIColor.label.cgColor }\n      let saved = UITraitCollection.current\n      UITraitCollection.current = traitCollection\n      layer.backgroundColor = UIColor.systemBackground.cgColor\n      UITraitCollection.current = saved\n    }\n  }\n}"),
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  override func tintColorDidChange() { layer.borderColor = UIColor.tintColor.cgColor }\n}"),
        .nonTriggering("import AppKit\nfinal class Well: NSView {\n  override var wantsUpdateLayer: Bool { true }\n  override func updateLayer() { layer?.borderColor = NSColor.separatorColor.cgColor }\n  override func layout() { super.layout(); layer?.shadowColor = NSColor.labelColor.cgColor }\n}"),
        .nonTriggering("import AppKit\nfinal class ListController: NSViewController {\n  override func viewDidLayout() { view.layer?.borderColor = NSColor.separatorColor.cgColor }\n}\nfinal class Well: NSView {\n  override func viewDidChangeEffectiveAppearance() {\n    effectiveAppearance.performAsCurrentDrawingAppearance { layer?.borderColor = NSColor.separatorColor.cgColor }\n  }\n}"),
        .nonTriggering("import SwiftUI\nimport UIKit\nstruct Ring: UIViewRepresentable {\n  func makeUIView(context: Context) -> UIView { UIView() }\n  func updateUIView(_ view: UIView, context: Context) { view.layer.borderColor = UIColor.label.cgColor }\n}"),
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  func setUp() {\n    registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _) in\n      self.layer.borderColor = UIColor.label.cgColor\n    }\n  }\n}"),
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  func setUp() {\n    registerForTraitChanges([UITraitUserInterfaceStyle.self], action: #selector(applyColors))\n  }\n  @objc func applyColors() { layer.borderColor = UIColor.label.cgColor }\n}"),
        // A method only the hooks call, and one the hook calls besides the first setup.
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  override init(frame: CGRect) { super.init(frame: frame); applyColors() }\n  func applyColors() { layer.borderColor = UIColor.label.cgColor }\n  override func traitCollectionDidChange(_ previous: UITraitCollection?) {\n    if traitCollection.hasDifferentColorAppearance(comparedTo: previous) { applyColors() }\n  }\n}"),
        // Set once, and the hook re-applies the same property.
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  override init(frame: CGRect) { super.init(frame: frame); layer.borderColor = UIColor.label.cgColor }\n  override func traitCollectionDidChange(_ previous: UITraitCollection?) {\n    layer.borderColor = UIColor.label.cgColor\n  }\n}"),
        // A lazy property's view, re-applied by the hook under the property's name (Aidoku's SelectionCheckView).
        .nonTriggering("import UIKit\nfinal class Check: UIView {\n  private lazy var ring = {\n    let view = UIView()\n    view.layer.borderColor = UIColor.systemGray3.cgColor\n    return view\n  }()\n  override func traitCollectionDidChange(_ previous: UITraitCollection?) {\n    ring.layer.borderColor = UIColor.systemGray3.resolvedColor(with: traitCollection).cgColor\n  }\n}"),
        // A local that shares its name with a dynamic member is not that member (stats' popups).
        .nonTriggering("import AppKit\nfinal class Popup: NSView {\n  var color: NSColor { NSColor.systemBlue }\n  var chip: NSView?\n  func pick(_ state: Any) {\n    if let color = state as? NSColor { chip?.layer?.backgroundColor = color.cgColor }\n  }\n}"),
        // Fixed colors and values not stored.
        .nonTriggering("import UIKit\nfinal class Card: UIView {\n  func setUp() {\n    layer.borderColor = UIColor.black.cgColor\n    if layer.borderColor == UIColor.label.cgColor { isHidden = true }\n  }\n}"),
        .nonTriggering("import SwiftUI\nstruct Ring: View {\n  var body: some View { Circle().fill(Color(cgColor: Color.primary.cgColor ?? CGColor(gray: 0, alpha: 1))) }\n}"),
    ]
}
