// Stand-in for Apple's CoreImage (CIColor only), for type-checking on Linux (Scripts/typecheck.sh).
@_exported import CoreGraphics

open class CIColor: NSObject, @unchecked Sendable {
    public init(cgColor c: CGColor) { fatalError() }
    public convenience init(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat) { fatalError() }
    public convenience init(red r: CGFloat, green g: CGFloat, blue b: CGFloat) { fatalError() }
    public convenience init?(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat, colorSpace: CGColorSpace) { fatalError() }
    public convenience init(string representation: String) { fatalError() }
    open var red: CGFloat { fatalError() }
    open var green: CGFloat { fatalError() }
    open var blue: CGFloat { fatalError() }
    open var alpha: CGFloat { fatalError() }
    open var stringRepresentation: String { fatalError() }
    open class var black: CIColor { fatalError() }
    open class var white: CIColor { fatalError() }
    open class var gray: CIColor { fatalError() }
    open class var red: CIColor { fatalError() }
    open class var green: CIColor { fatalError() }
    open class var blue: CIColor { fatalError() }
    open class var cyan: CIColor { fatalError() }
    open class var magenta: CIColor { fatalError() }
    open class var yellow: CIColor { fatalError() }
    open class var clear: CIColor { fatalError() }
}
