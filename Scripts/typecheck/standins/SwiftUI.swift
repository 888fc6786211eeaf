// Stand-in for Apple's SwiftUI, for type-checking on Linux (Scripts/typecheck.sh): Color with its
// initializers and named colors, ShapeStyle, the View protocol with the color modifiers recolor knows
// (foregroundColor, foregroundStyle, background, fill/stroke, tint, border, shadow(color:), overlay,
// accentColor), a few views, shapes and gradients, and #Preview.
//
// Two flavours, chosen when the module is built:
//   -D RECOLOR_UIKIT  (iOS)   re-exports UIKit: Color(uiColor:), Color(_: UIColor), UIColor(_: Color)
//   otherwise         (macOS) re-exports AppKit: Color(nsColor:), Color(_: NSColor), NSColor(_: Color)
// Modifiers return `some View` through one internal wrapper. Not modelled: layout, environment
// propagation, availability, most of SwiftUI.
#if RECOLOR_UIKIT
@_exported import UIKit
public typealias _PlatformColor = UIColor
#else
@_exported import AppKit
public typealias _PlatformColor = NSColor
#endif

// MARK: - View and its builder

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

/// What every modifier returns here (SwiftUI's ModifiedContent), behind `some View`.
public struct _ModifiedView<Content: View>: View {
    init(_ content: Content) {}
    public var body: Never { fatalError() }
}

// MARK: - Color

@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
    /// An asset-catalog color.
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(cgColor: CGColor) {}
    #if RECOLOR_UIKIT
    public init(uiColor: UIColor) {}
    public init(_ color: UIColor) {}
    #else
    public init(nsColor: NSColor) {}
    public init(_ color: NSColor) {}
    #endif

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(white: 0.5)
    public static let red = Color(white: 0)
    public static let green = Color(white: 0)
    public static let blue = Color(white: 0)
    public static let orange = Color(white: 0)
    public static let yellow = Color(white: 0)
    public static let pink = Color(white: 0)
    public static let purple = Color(white: 0)
    public static let brown = Color(white: 0)
    public static let cyan = Color(white: 0)
    public static let indigo = Color(white: 0)
    public static let mint = Color(white: 0)
    public static let teal = Color(white: 0)
    public static let clear = Color(white: 0, opacity: 0)
    public static let primary = Color(white: 0)
    public static let secondary = Color(white: 0)
    public static var accentColor: Color { fatalError() }

    public func opacity(_ opacity: Double) -> Color { self }
    /// iOS 18, macOS 15 (the color space argument left out).
    public func mix(with rhs: Color, by fraction: Double) -> Color { self }
    public var cgColor: CGColor? { fatalError() }
    public var description: String { "" }
}

extension Color: ShapeStyle {}

extension Color: View {
    public var body: Never { fatalError() }
}

extension _PlatformColor {
    /// UIColor(_ color: Color) / NSColor(_ color: Color).
    public convenience init(_ color: Color) { fatalError() }
}

// MARK: - Shape styles

public protocol ShapeStyle: Sendable {}

public struct ForegroundStyle: ShapeStyle { public init() {} }
public struct BackgroundStyle: ShapeStyle { public init() {} }
public struct TintShapeStyle: ShapeStyle { public init() {} }
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
    public static let quaternary = HierarchicalShapeStyle()
}
public struct AnyShapeStyle: ShapeStyle { public init<S: ShapeStyle>(_ style: S) {} }

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var pink: Color { .pink }
    public static var purple: Color { .purple }
    public static var brown: Color { .brown }
    public static var cyan: Color { .cyan }
    public static var indigo: Color { .indigo }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var clear: Color { .clear }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public init(color: Color, location: CGFloat) {}
    }
    public init(colors: [Color]) {}
    public init(stops: [Gradient.Stop]) {}
}

public struct LinearGradient: ShapeStyle, View {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public var body: Never { fatalError() }
}

public struct RadialGradient: ShapeStyle, View {
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public var body: Never { fatalError() }
}

public struct AngularGradient: ShapeStyle, View {
    public init(gradient: Gradient, center: UnitPoint) {}
    public init(colors: [Color], center: UnitPoint) {}
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { fatalError() }
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { fatalError() }
}

// MARK: - Environment

public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable { case standard, increased }

public struct EnvironmentValues {
    public var colorScheme: ColorScheme { get { fatalError() } set {} }
    public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
}

@propertyWrapper
public struct Environment<Value>: Sendable {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

@propertyWrapper
public struct State<Value> {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

@propertyWrapper
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
}

// MARK: - Layout values

public struct Edge {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
    }
}

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let all = SafeAreaRegions(rawValue: 3)
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
}

public struct HorizontalAlignment: Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

public struct VerticalAlignment: Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
}

public struct Alignment: Sendable {
    public static let center = Alignment()
    public static let leading = Alignment()
    public static let trailing = Alignment()
    public static let top = Alignment()
    public static let bottom = Alignment()
    public static let topLeading = Alignment()
    public static let topTrailing = Alignment()
    public static let bottomLeading = Alignment()
    public static let bottomTrailing = Alignment()
}

public struct Font: Hashable, Sendable {
    public struct Weight: Hashable, Sendable {
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
    }
    public static let largeTitle = Font()
    public static let title = Font()
    public static let title2 = Font()
    public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    public static let caption2 = Font()
    public static func system(size: CGFloat, weight: Font.Weight = .regular) -> Font { Font() }
}

public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

public struct StrokeStyle: Equatable, Sendable {
    public init(lineWidth: CGFloat = 1) {}
}

// MARK: - Views

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<T>(_ value: T) {}
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {}
    }
}

public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

public struct Text: View, Equatable {
    public init<S: StringProtocol>(_ content: S) {}
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    public init(verbatim content: String) {}
    public var body: Never { fatalError() }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    public func font(_ font: Font?) -> Text { self }
    public func bold() -> Text { self }
    public static func == (a: Text, b: Text) -> Bool { true }
}

public struct Image: View {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(systemName: String) {}
    public func resizable() -> Image { self }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {}
}

public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Group<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct ScrollView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError() }
}

public struct Divider: View {
    public init() {}
    public var body: Never { fatalError() }
}

// MARK: - Shapes

public struct Path {
    public init() {}
    public init(_ rect: CGRect) {}
}

/// SwiftUI: `struct GraphicsContext` (a `Canvas`'s), whose `fill(_:with:style:)` and
/// `stroke(_:with:lineWidth:)` take a `Shading`, made by `static func color(_ color: Color) -> Shading`.
public struct GraphicsContext {
    public struct Shading: Sendable {
        public static func color(_ color: Color) -> GraphicsContext.Shading { fatalError() }
    }
    public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) { fatalError() }
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) { fatalError() }
}

public protocol Shape: Sendable, View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: _ModifiedView<EmptyView> { fatalError() }
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View { _ModifiedView(self) }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { _ModifiedView(self) }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { _ModifiedView(self) }
}

public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
}

public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat) {}
    public func path(in rect: CGRect) -> Path { Path() }
}

public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
}

public struct Capsule: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
}

public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
}

// MARK: - Modifiers

extension View {
    public func foregroundColor(_ color: Color?) -> some View { _ModifiedView(self) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _ModifiedView(self) }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { _ModifiedView(self) }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _ModifiedView(self) }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { _ModifiedView(self) }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _ModifiedView(self) }
    /// Deprecated in SwiftUI; where a Color is passed the ShapeStyle overload above wins.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View { _ModifiedView(self) }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _ModifiedView(self) }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _ModifiedView(self) }
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View { _ModifiedView(self) }
    public func tint(_ tint: Color?) -> some View { _ModifiedView(self) }
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { _ModifiedView(self) }
    public func accentColor(_ accentColor: Color?) -> some View { _ModifiedView(self) }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { _ModifiedView(self) }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { _ModifiedView(self) }
    public func opacity(_ opacity: Double) -> some View { _ModifiedView(self) }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _ModifiedView(self) }
    public func padding(_ length: CGFloat) -> some View { _ModifiedView(self) }
    public func font(_ font: Font?) -> some View { _ModifiedView(self) }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _ModifiedView(self) }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { _ModifiedView(self) }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _ModifiedView(self) }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { _ModifiedView(self) }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { _ModifiedView(self) }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _ModifiedView(self) }
    public func allowsHitTesting(_ enabled: Bool) -> some View { _ModifiedView(self) }
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { _ModifiedView(self) }
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View { _ModifiedView(self) }
    public func listRowBackground<V: View>(_ view: V?) -> some View { _ModifiedView(self) }
}

// MARK: - Previews

public protocol PreviewProvider {
    associatedtype Previews: View
    @MainActor @ViewBuilder static var previews: Self.Previews { get }
}

/// Expanded on Linux by Scripts/typecheck/preview-macro.py (the script loads it as PreviewsMacros).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

// MARK: - AttributedString attribute scope
// `container.foregroundColor = x` (AttributeContainer, AttributedString) resolves by x's type through
// AttributeDynamicLookup: SwiftUI's scope takes a Color, UIKit's a UIColor, AppKit's an NSColor. Each module
// adds its scope, as Apple's do; Linux's Foundation has AttributeContainer and the lookup itself.
extension AttributeScopes {
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
    public struct SwiftUIAttributes: AttributeScope {
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let foundation: FoundationAttributes
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T { self[T.self] }
}
