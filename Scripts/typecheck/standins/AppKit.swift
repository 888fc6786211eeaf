// Stand-in for Apple's AppKit, for type-checking on Linux (Scripts/typecheck.sh): NSColor with its
// constructors and catalog colors, NSAppearance, and the views recolor's samples and fixtures use, with
// Apple's Swift signatures (`NSView.layer` is `CALayer?`, `NSTextField.textColor` is `NSColor?`).
// Bodies never run. Not modelled: @MainActor isolation, Objective-C runtime, availability.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import CoreImage
@_exported import RecolorLinuxShims

/// `#colorLiteral(…)` with no contextual type is an NSColor on macOS.
public typealias _ColorLiteralType = NSColor

// MARK: - Colors

open class NSColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    public typealias Name = String

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(white: CGFloat, alpha: CGFloat) { fatalError() }
    public init(calibratedWhite white: CGFloat, alpha: CGFloat) { fatalError() }
    public init(deviceWhite white: CGFloat, alpha: CGFloat) { fatalError() }
    public init(genericGamma22White white: CGFloat, alpha: CGFloat) { fatalError() }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError() }
    public init(calibratedHue hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError() }
    public init(deviceHue hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError() }
    public init(deviceCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) { fatalError() }
    public init?(cgColor: CGColor) { fatalError() }
    public init(ciColor color: CIColor) { fatalError() }
    public init(patternImage image: NSImage) { fatalError() }
    /// macOS 10.15: `init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor)`.
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) { fatalError() }
    public init?(named name: NSColor.Name) { fatalError() }
    public init?(named name: NSColor.Name, bundle: Bundle?) { fatalError() }
    public required init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) { fatalError() }

    // Fixed colors.
    open class var black: NSColor { fatalError() }
    open class var darkGray: NSColor { fatalError() }
    open class var lightGray: NSColor { fatalError() }
    open class var white: NSColor { fatalError() }
    open class var gray: NSColor { fatalError() }
    open class var red: NSColor { fatalError() }
    open class var green: NSColor { fatalError() }
    open class var blue: NSColor { fatalError() }
    open class var cyan: NSColor { fatalError() }
    open class var yellow: NSColor { fatalError() }
    open class var magenta: NSColor { fatalError() }
    open class var orange: NSColor { fatalError() }
    open class var purple: NSColor { fatalError() }
    open class var brown: NSColor { fatalError() }
    open class var clear: NSColor { fatalError() }

    // Catalog (adaptive) colors.
    open class var labelColor: NSColor { fatalError() }
    open class var secondaryLabelColor: NSColor { fatalError() }
    open class var tertiaryLabelColor: NSColor { fatalError() }
    open class var quaternaryLabelColor: NSColor { fatalError() }
    open class var textColor: NSColor { fatalError() }
    open class var placeholderTextColor: NSColor { fatalError() }
    open class var selectedTextColor: NSColor { fatalError() }
    open class var textBackgroundColor: NSColor { fatalError() }
    open class var selectedTextBackgroundColor: NSColor { fatalError() }
    open class var keyboardFocusIndicatorColor: NSColor { fatalError() }
    open class var unemphasizedSelectedTextColor: NSColor { fatalError() }
    open class var unemphasizedSelectedTextBackgroundColor: NSColor { fatalError() }
    open class var linkColor: NSColor { fatalError() }
    open class var separatorColor: NSColor { fatalError() }
    open class var selectedContentBackgroundColor: NSColor { fatalError() }
    open class var unemphasizedSelectedContentBackgroundColor: NSColor { fatalError() }
    open class var selectedMenuItemTextColor: NSColor { fatalError() }
    open class var gridColor: NSColor { fatalError() }
    open class var headerTextColor: NSColor { fatalError() }
    open class var alternatingContentBackgroundColors: [NSColor] { fatalError() }
    open class var controlAccentColor: NSColor { fatalError() }
    open class var controlColor: NSColor { fatalError() }
    open class var controlBackgroundColor: NSColor { fatalError() }
    open class var controlTextColor: NSColor { fatalError() }
    open class var disabledControlTextColor: NSColor { fatalError() }
    open class var selectedControlColor: NSColor { fatalError() }
    open class var selectedControlTextColor: NSColor { fatalError() }
    open class var alternateSelectedControlTextColor: NSColor { fatalError() }
    open class var windowBackgroundColor: NSColor { fatalError() }
    open class var windowFrameTextColor: NSColor { fatalError() }
    open class var underPageBackgroundColor: NSColor { fatalError() }
    open class var findHighlightColor: NSColor { fatalError() }
    open class var highlightColor: NSColor { fatalError() }
    open class var shadowColor: NSColor { fatalError() }
    open class var systemRed: NSColor { fatalError() }
    open class var systemGreen: NSColor { fatalError() }
    open class var systemBlue: NSColor { fatalError() }
    open class var systemOrange: NSColor { fatalError() }
    open class var systemYellow: NSColor { fatalError() }
    open class var systemBrown: NSColor { fatalError() }
    open class var systemPink: NSColor { fatalError() }
    open class var systemPurple: NSColor { fatalError() }
    open class var systemGray: NSColor { fatalError() }
    open class var systemTeal: NSColor { fatalError() }
    open class var systemIndigo: NSColor { fatalError() }
    open class var systemMint: NSColor { fatalError() }
    open class var systemCyan: NSColor { fatalError() }
    open class var systemFill: NSColor { fatalError() }

    open var cgColor: CGColor { fatalError() }
    open var alphaComponent: CGFloat { fatalError() }
    open var redComponent: CGFloat { fatalError() }
    open var greenComponent: CGFloat { fatalError() }
    open var blueComponent: CGFloat { fatalError() }
    open var whiteComponent: CGFloat { fatalError() }
    open func withAlphaComponent(_ alpha: CGFloat) -> NSColor { fatalError() }
    open func blended(withFraction fraction: CGFloat, of color: NSColor) -> NSColor? { fatalError() }
    open func highlight(withLevel val: CGFloat) -> NSColor? { fatalError() }
    open func shadow(withLevel val: CGFloat) -> NSColor? { fatalError() }
    open func usingColorSpace(_ space: NSColorSpace) -> NSColor? { fatalError() }
    open func set() { fatalError() }
    open func setFill() { fatalError() }
    open func setStroke() { fatalError() }
}

open class NSColorSpace: NSObject, @unchecked Sendable {
    open class var sRGB: NSColorSpace { fatalError() }
    open class var displayP3: NSColorSpace { fatalError() }
    open class var genericGray: NSColorSpace { fatalError() }
    open class var deviceRGB: NSColorSpace { fatalError() }
}

// MARK: - Appearance

open class NSAppearance: NSObject, @unchecked Sendable {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let aqua = Name("NSAppearanceNameAqua")
        public static let darkAqua = Name("NSAppearanceNameDarkAqua")
        public static let vibrantLight = Name("NSAppearanceNameVibrantLight")
        public static let vibrantDark = Name("NSAppearanceNameVibrantDark")
        public static let accessibilityHighContrastAqua = Name("NSAppearanceNameAccessibilityAqua")
        public static let accessibilityHighContrastDarkAqua = Name("NSAppearanceNameAccessibilityDarkAqua")
        public static let accessibilityHighContrastVibrantLight = Name("NSAppearanceNameAccessibilityVibrantLight")
        public static let accessibilityHighContrastVibrantDark = Name("NSAppearanceNameAccessibilityVibrantDark")
    }
    public init?(named name: NSAppearance.Name) { fatalError() }
    open var name: NSAppearance.Name { fatalError() }
    /// macOS 10.14: `func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name?`.
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { fatalError() }
    open class var current: NSAppearance! { get { fatalError() } set { fatalError() } }
    open class var currentDrawing: NSAppearance { fatalError() }
    open func performAsCurrentDrawingAppearance(_ block: () -> Void) { fatalError() }
}

public protocol NSAppearanceCustomization: AnyObject {
    var appearance: NSAppearance? { get set }
    var effectiveAppearance: NSAppearance { get }
}

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
    open var shadowOffset: NSSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    /// AppKit: `var shadowColor: NSColor?` (UIKit: `Any?`).
    open var shadowColor: NSColor?
}

open class NSFont: NSObject, @unchecked Sendable {
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { fatalError() }
}

open class NSImage: NSObject, @unchecked Sendable {
    public init?(named name: String) { fatalError() }
}

public enum NSCompositingOperation: UInt, Sendable { case clear, copy, sourceOver }

open class NSGraphicsContext: NSObject {
    open class var current: NSGraphicsContext? { get { fatalError() } set { fatalError() } }
    open var cgContext: CGContext { fatalError() }
    open var compositingOperation: NSCompositingOperation = .sourceOver
}

extension NSRect {
    /// AppKit: `func fill(using operation: NSCompositingOperation = NSGraphicsContext.current?.compositingOperation ?? .sourceOver)`.
    public func fill(using operation: NSCompositingOperation = NSGraphicsContext.current?.compositingOperation ?? .sourceOver) { fatalError() }
    public func frame(withWidth width: CGFloat = 1.0, using operation: NSCompositingOperation = .sourceOver) { fatalError() }
}

public func NSRectFill(_ rect: NSRect) { fatalError() }

open class NSBezierPath: NSObject {
    public override init() { fatalError() }
    public convenience init(rect: NSRect) { fatalError() }
    public convenience init(roundedRect rect: NSRect, xRadius: CGFloat, yRadius: CGFloat) { fatalError() }
    public convenience init(ovalIn rect: NSRect) { fatalError() }
    open var lineWidth: CGFloat = 1
    open func fill() { fatalError() }
    open func stroke() { fatalError() }
}

// MARK: - Views

open class NSResponder: NSObject {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
}

open class NSView: NSResponder, NSAppearanceCustomization {
    public init(frame frameRect: NSRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var wantsLayer: Bool = false
    /// Apple: `var layer: CALayer?`.
    open var layer: CALayer?
    open var appearance: NSAppearance?
    open var effectiveAppearance: NSAppearance { fatalError() }
    open var frame: NSRect = .zero
    open var bounds: NSRect = .zero
    open var needsDisplay: Bool = false
    open var isHidden: Bool = false
    open var alphaValue: CGFloat = 1
    open var subviews: [NSView] = []
    open var wantsUpdateLayer: Bool { fatalError() }
    open func addSubview(_ view: NSView) { fatalError() }
    open func draw(_ dirtyRect: NSRect) {}
    open func updateLayer() {}
    open func layout() {}
    open func viewDidChangeEffectiveAppearance() {}
}

open class NSViewController: NSResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var view: NSView = NSView(frame: .zero)
    open func viewDidLoad() {}
    open func viewWillAppear() {}
}

open class NSControl: NSView {
    open var isEnabled: Bool = true
    open var stringValue: String = ""
}

open class NSTextField: NSControl {
    public convenience init(labelWithString stringValue: String) { fatalError() }
    public convenience init(string stringValue: String) { fatalError() }
    /// Apple: `var textColor: NSColor?`.
    open var textColor: NSColor?
    open var backgroundColor: NSColor?
    open var drawsBackground: Bool = false
    open var placeholderAttributedString: NSAttributedString?
}

open class NSButton: NSControl {
    open var contentTintColor: NSColor?
    open var bezelColor: NSColor?
    open var attributedTitle: NSAttributedString = NSAttributedString(string: "")
}

open class NSText: NSView {
    open var string: String = ""
    open var textColor: NSColor?
    open var backgroundColor: NSColor = .white
    open var drawsBackground: Bool = true
}

open class NSTextView: NSText {
    /// Apple: `@NSCopying var insertionPointColor: NSColor!`.
    open var insertionPointColor: NSColor!
    open var linkTextAttributes: [NSAttributedString.Key: Any]?
    open var selectedTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
}

open class NSTableCellView: NSView {
    open var textField: NSTextField?
    open var imageView: NSImageView?
    open var backgroundStyle: NSView.BackgroundStyle = .normal
}

extension NSView {
    public enum BackgroundStyle: Int, Sendable { case normal, emphasized, raised, lowered }
}

open class NSImageView: NSControl {
    open var contentTintColor: NSColor?
}

open class NSScrollView: NSView {
    open var backgroundColor: NSColor = .white
    open var drawsBackground: Bool = true
}

open class NSTableView: NSControl {
    open var backgroundColor: NSColor = .white
    open var gridColor: NSColor = .gray
    open var usesAlternatingRowBackgroundColors: Bool = false
}

open class NSBox: NSView {
    open var fillColor: NSColor = .clear
    open var borderColor: NSColor = .black
}

open class NSVisualEffectView: NSView {}

open class NSWindow: NSResponder {
    /// Apple: `var backgroundColor: NSColor!`.
    open var backgroundColor: NSColor!
    open var appearance: NSAppearance?
    open var contentView: NSView?
}

/// Apple: NSAttributedString's AppKit drawing (NSStringDrawing): `func draw(at point: NSPoint)`,
/// `func draw(in rect: NSRect)`.
extension NSAttributedString {
    public func draw(at point: CGPoint) {}
    public func draw(in rect: CGRect) {}
}

// MARK: - AttributedString attribute scope
// `container.foregroundColor = x` (AttributeContainer, AttributedString) resolves by x's type through
// AttributeDynamicLookup: SwiftUI's scope takes a Color, UIKit's a UIColor, AppKit's an NSColor. Each module
// adds its scope, as Apple's do; Linux's Foundation has AttributeContainer and the lookup itself.
extension AttributeScopes {
    public var appKit: AppKitAttributes.Type { AppKitAttributes.self }
    public struct AppKitAttributes: AttributeScope {
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let foundation: FoundationAttributes
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = NSColor
            public static let name = "AppKit.ForegroundColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = NSColor
            public static let name = "AppKit.BackgroundColor"
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.AppKitAttributes, T>) -> T { self[T.self] }
}

extension CIColor {
    /// AppKit's addition to CIColor: failable, unlike UIKit's (a `??` right side of it is a `CIColor?`).
    public convenience init?(color: NSColor) { fatalError() }
}
