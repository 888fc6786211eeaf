// Stand-in for Apple's CoreGraphics, for type-checking on Linux (Scripts/typecheck.sh).
// Only declarations, faithful to Apple's Swift signatures; bodies never run.
// Linux's Foundation already declares CGFloat, CGPoint, CGSize and CGRect, so this module re-exports
// Foundation (the real one does not: a file that imports only CoreGraphics and uses Date passes here).
// Built twice: with -D RECOLOR_MACOS for the macOS flavour (CGColor.black/white/clear are macOS-only).
@_exported import Foundation

/// `CGColorSpace.sRGB` and friends are `CFString` names on Apple platforms; Linux has no public
/// CFString, so the names are Strings here.
public final class CGColorSpace: @unchecked Sendable {
    public init?(name: String) { fatalError() }
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public var name: String? { fatalError() }
    public var numberOfComponents: Int { fatalError() }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { fatalError() }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { fatalError() }

/// CGColor is a Core Foundation class (`CGColorRef`): a reference type, never optional-by-default.
public final class CGColor: @unchecked Sendable {
    // iOS 13+, macOS 10.15+
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(gray: CGFloat, alpha: CGFloat) { fatalError() }
    public init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) { fatalError() }
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) { fatalError() }
    #if RECOLOR_MACOS
    public init(genericRGBRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    /// macOS 10.9+ only (Apple: "class var white: CGColor { get }", availability macOS only).
    public class var black: CGColor { fatalError() }
    public class var white: CGColor { fatalError() }
    public class var clear: CGColor { fatalError() }
    #endif
    public var alpha: CGFloat { fatalError() }
    public var components: [CGFloat]? { fatalError() }
    public var numberOfComponents: Int { fatalError() }
    public var colorSpace: CGColorSpace? { fatalError() }
    public func copy() -> CGColor? { fatalError() }
    public func copy(alpha: CGFloat) -> CGColor? { fatalError() }
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: NSDictionary?) -> CGColor? { fatalError() }
}

#if RECOLOR_MACOS
/// `#colorLiteral` as a CGColor (`let c: CGColor = #colorLiteral(…)`, `[#colorLiteral(…)] as [CGColor]`):
/// the CoreGraphics overlay's `_CGColorInitTrampoline` (swift's test/stdlib CoreGraphics test
/// "CGColor/_ExpressibleByColorLiteral"); kept to macOS here, where LyricsX uses it.
extension CGColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) { fatalError() }
}
#endif

extension CGColor: Equatable {
    public static func == (a: CGColor, b: CGColor) -> Bool { fatalError() }
}

public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

public final class CGPath: @unchecked Sendable {}
public final class CGMutablePath: @unchecked Sendable {
    public init() {}
}

public enum CGBlendMode: Int32, Sendable { case normal, multiply, screen, overlay }

public final class CGContext: @unchecked Sendable {
    public func setFillColor(_ color: CGColor) { fatalError() }
    public func setStrokeColor(_ color: CGColor) { fatalError() }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { fatalError() }
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) { fatalError() }
    public func setLineWidth(_ width: CGFloat) { fatalError() }
    public func setBlendMode(_ mode: CGBlendMode) { fatalError() }
    public func fill(_ rect: CGRect) { fatalError() }
    public func stroke(_ rect: CGRect) { fatalError() }
    public func fillEllipse(in rect: CGRect) { fatalError() }
    public func saveGState() { fatalError() }
    public func restoreGState() { fatalError() }
}
