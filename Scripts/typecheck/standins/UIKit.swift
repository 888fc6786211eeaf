// Stand-in for Apple's UIKit, for type-checking on Linux (Scripts/typecheck.sh): the color API and the
// views, layers and enums recolor's samples and fixtures use, with Apple's Swift signatures (optionality
// included: `UIView.tintColor` is `UIColor!`, `UILabel.textColor` is `UIColor!`, `backgroundColor` is `UIColor?`).
// Bodies never run. Not modelled: @MainActor isolation, Objective-C runtime, availability.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import CoreImage
@_exported import RecolorLinuxShims

/// `#colorLiteral(…)` with no contextual type is a UIColor on iOS.
public typealias _ColorLiteralType = UIColor

// MARK: - Colors

open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    // `required`: Objective-C's initializers may be called on `Self` in an extension (`static var pane: Self
    // { Self(white: 0.95, alpha: 1) }`, MarkEdit's shape), which a Swift stand-in allows only for these.
    public required init(white: CGFloat, alpha: CGFloat) { fatalError() }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError() }
    public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(cgColor: CGColor) { fatalError() }
    public init(ciColor: CIColor) { fatalError() }
    public init(patternImage image: UIImage) { fatalError() }
    /// iOS 13: `init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)`; also written `UIColor { traits in … }`.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { fatalError() }
    public init?(named name: String) { fatalError() }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { fatalError() }
    public required init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) { fatalError() }

    // Fixed colors.
    open class var black: UIColor { fatalError() }
    open class var darkGray: UIColor { fatalError() }
    open class var lightGray: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var cyan: UIColor { fatalError() }
    open class var yellow: UIColor { fatalError() }
    open class var magenta: UIColor { fatalError() }
    open class var orange: UIColor { fatalError() }
    open class var purple: UIColor { fatalError() }
    open class var brown: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    open class var lightText: UIColor { fatalError() }
    open class var darkText: UIColor { fatalError() }

    // Adaptive (system and semantic) colors.
    open class var systemRed: UIColor { fatalError() }
    open class var systemGreen: UIColor { fatalError() }
    open class var systemBlue: UIColor { fatalError() }
    open class var systemOrange: UIColor { fatalError() }
    open class var systemYellow: UIColor { fatalError() }
    open class var systemPink: UIColor { fatalError() }
    open class var systemPurple: UIColor { fatalError() }
    open class var systemTeal: UIColor { fatalError() }
    open class var systemIndigo: UIColor { fatalError() }
    open class var systemBrown: UIColor { fatalError() }
    open class var systemMint: UIColor { fatalError() }
    open class var systemCyan: UIColor { fatalError() }
    open class var systemGray: UIColor { fatalError() }
    open class var systemGray2: UIColor { fatalError() }
    open class var systemGray3: UIColor { fatalError() }
    open class var systemGray4: UIColor { fatalError() }
    open class var systemGray5: UIColor { fatalError() }
    open class var systemGray6: UIColor { fatalError() }
    open class var tintColor: UIColor { fatalError() }
    open class var label: UIColor { fatalError() }
    open class var secondaryLabel: UIColor { fatalError() }
    open class var tertiaryLabel: UIColor { fatalError() }
    open class var quaternaryLabel: UIColor { fatalError() }
    open class var link: UIColor { fatalError() }
    open class var placeholderText: UIColor { fatalError() }
    open class var separator: UIColor { fatalError() }
    open class var opaqueSeparator: UIColor { fatalError() }
    open class var systemBackground: UIColor { fatalError() }
    open class var secondarySystemBackground: UIColor { fatalError() }
    open class var tertiarySystemBackground: UIColor { fatalError() }
    open class var systemGroupedBackground: UIColor { fatalError() }
    open class var secondarySystemGroupedBackground: UIColor { fatalError() }
    open class var tertiarySystemGroupedBackground: UIColor { fatalError() }
    open class var systemFill: UIColor { fatalError() }
    open class var secondarySystemFill: UIColor { fatalError() }
    open class var tertiarySystemFill: UIColor { fatalError() }
    open class var quaternarySystemFill: UIColor { fatalError() }

    open var cgColor: CGColor { fatalError() }
    open var ciColor: CIColor { fatalError() }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { fatalError() }
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { fatalError() }
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { fatalError() }
    open func set() { fatalError() }
    open func setFill() { fatalError() }
    open func setStroke() { fatalError() }
}

extension CIColor {
    /// UIKit's addition to CIColor.
    public convenience init(color: UIColor) { fatalError() }
}

// MARK: - Traits

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
public enum UIUserInterfaceLevel: Int, Sendable { case unspecified = -1, base, elevated }
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }

open class UITraitCollection: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError() }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { fatalError() }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { fatalError() }
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) { fatalError() }
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    open var userInterfaceLevel: UIUserInterfaceLevel { fatalError() }
    open var accessibilityContrast: UIAccessibilityContrast { fatalError() }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open class var current: UITraitCollection { get { fatalError() } set { fatalError() } }
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { fatalError() }
}

public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

// MARK: - Trait change registration (iOS 17)

public protocol UITraitDefinition {}
public typealias UITrait = any UITraitDefinition.Type
public struct UITraitUserInterfaceStyle: UITraitDefinition {}
public protocol UITraitChangeRegistration {}

public protocol UITraitChangeObservable {}
extension UITraitChangeObservable {
    public typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration { fatalError() }
}
extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}

// MARK: - Text attributes

extension NSAttributedString.Key {
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let font = NSAttributedString.Key("NSFont")
    public static let shadow = NSAttributedString.Key("NSShadow")
}

open class NSShadow: NSObject {
    public override init() { fatalError() }
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    /// UIKit: `var shadowColor: Any?` (AppKit: `NSColor?`).
    open var shadowColor: Any?
}

open class UIFont: NSObject, @unchecked Sendable {
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
}

open class UIImage: NSObject, @unchecked Sendable {
    public init?(named name: String) { fatalError() }
    public init?(systemName name: String) { fatalError() }
    open func withTintColor(_ color: UIColor) -> UIImage { fatalError() }
    /// iOS 13: `func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage`.
    open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
}

open class UIBezierPath: NSObject {
    public override init() { fatalError() }
    public convenience init(rect: CGRect) { fatalError() }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { fatalError() }
    public convenience init(ovalIn rect: CGRect) { fatalError() }
    open var cgPath: CGPath { fatalError() }
    open var lineWidth: CGFloat = 1
    open func fill() { fatalError() }
    open func stroke() { fatalError() }
}

public func UIGraphicsGetCurrentContext() -> CGContext? { fatalError() }
public func UIRectFill(_ rect: CGRect) { fatalError() }

// MARK: - Screens

open class UIScreen: NSObject, UITraitEnvironment {
    open class var main: UIScreen { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

// MARK: - Views

open class UIResponder: NSObject {
    public override init() { fatalError() }
}

public enum UIBarStyle: Int, Sendable { case `default`, black }
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent }
public enum UIBlurEffectStyleStandIn: Int, Sendable { case light, dark }

open class UIView: UIResponder, UITraitEnvironment {
    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { self.init(frame: .zero) }
    open class func appearance() -> Self { fatalError() }
    open var backgroundColor: UIColor?
    /// Apple: `var tintColor: UIColor!`.
    open var tintColor: UIColor!
    open var layer: CALayer { fatalError() }
    open var alpha: CGFloat = 1
    open var isHidden: Bool = false
    open var isOpaque: Bool = true
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var subviews: [UIView] { fatalError() }
    open var superview: UIView? { fatalError() }
    open var clipsToBounds: Bool = false
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var traitCollection: UITraitCollection { fatalError() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func addSubview(_ view: UIView) { fatalError() }
    open func removeFromSuperview() { fatalError() }
    open func layoutSubviews() {}
    open func draw(_ rect: CGRect) {}
    open func setNeedsDisplay() { fatalError() }
    open func setNeedsLayout() { fatalError() }
    open func tintColorDidChange() {}
}

open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont!
    /// Apple: `var textColor: UIColor!`.
    open var textColor: UIColor!
    open var shadowColor: UIColor?
    open var highlightedTextColor: UIColor?
    open var numberOfLines: Int = 1
}

open class UIImageView: UIView {
    public init(image: UIImage?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var image: UIImage?
}

open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }
    open var isEnabled: Bool = true
    open var isSelected: Bool = false
}

open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
    open var titleLabel: UILabel? { fatalError() }
    open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { fatalError() }
    open func titleColor(for state: UIControl.State) -> UIColor? { fatalError() }
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) { fatalError() }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
}

open class UISwitch: UIControl {
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
}

open class UISegmentedControl: UIControl {
    open var selectedSegmentTintColor: UIColor?
}

open class UISlider: UIControl {
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
}

open class UIPageControl: UIControl {
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
}

open class UIProgressView: UIView {
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
}

open class UIActivityIndicatorView: UIView {
    /// Apple: `var color: UIColor!`.
    open var color: UIColor!
}

open class UITextField: UIControl {
    open var text: String?
    open var textColor: UIColor?
    open var attributedPlaceholder: NSAttributedString?
}

open class UIScrollView: UIView {
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    open var indicatorStyle: UIScrollView.IndicatorStyle = .default
}

open class UITextView: UIScrollView {
    open var text: String!
    /// Apple: `var attributedText: NSAttributedString!`.
    open var attributedText: NSAttributedString!
    open var textColor: UIColor?
    open var linkTextAttributes: [NSAttributedString.Key: Any]!
}

open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public init(frame: CGRect, style: UITableView.Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var separatorColor: UIColor?
    open var sectionIndexColor: UIColor?
    open var backgroundView: UIView?
}

open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var contentView: UIView { fatalError() }
    open var textLabel: UILabel? { fatalError() }
    open var detailTextLabel: UILabel? { fatalError() }
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    open var accessoryType: UITableViewCell.AccessoryType = .none
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
}

open class UICollectionViewCell: UIView {
    open var contentView: UIView { fatalError() }
    open var selectedBackgroundView: UIView?
}

open class UINavigationBar: UIView {
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?
    open var isTranslucent: Bool = true
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}

open class UITabBar: UIView {
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
}

open class UIToolbar: UIView {
    open var barTintColor: UIColor?
}

open class UISearchBar: UIView {
    open var barTintColor: UIColor?
    open var searchTextField: UITextField { fatalError() }
}

open class UIRefreshControl: UIControl {}

open class UIWindow: UIView {}

open class UIViewController: UIResponder, UITraitEnvironment {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    open var view: UIView!
    open var title: String?
    open var isEditing: Bool = false
    open var navigationController: UINavigationController? { fatalError() }
    open var tabBarController: UITabBarController? { fatalError() }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var preferredStatusBarStyle: UIStatusBarStyle { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func setNeedsStatusBarAppearanceUpdate() { fatalError() }
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
}

open class UINavigationController: UIViewController {
    open var navigationBar: UINavigationBar { fatalError() }
}

open class UITabBarController: UIViewController {
    open var tabBar: UITabBar { fatalError() }
}

open class UITableViewController: UIViewController {
    open var tableView: UITableView! 
}

/// Apple: NSAttributedString's UIKit drawing (NSStringDrawing): `func draw(at point: CGPoint)`,
/// `func draw(in rect: CGRect)`.
extension NSAttributedString {
    public func draw(at point: CGPoint) {}
    public func draw(in rect: CGRect) {}
}

// MARK: - AttributedString attribute scope
// `container.foregroundColor = x` (AttributeContainer, AttributedString) resolves by x's type through
// AttributeDynamicLookup: SwiftUI's scope takes a Color, UIKit's a UIColor, AppKit's an NSColor. Each module
// adds its scope, as Apple's do; Linux's Foundation has AttributeContainer and the lookup itself.
extension AttributeScopes {
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
    public struct UIKitAttributes: AttributeScope {
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let foundation: FoundationAttributes
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "UIKit.ForegroundColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "UIKit.BackgroundColor"
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T { self[T.self] }
}
