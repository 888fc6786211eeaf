// Stand-in for Apple's QuartzCore (Core Animation), for type-checking on Linux (Scripts/typecheck.sh).
// Layer colors are CGColor, never UIColor/NSColor: the harness exists to catch that mistake.
@_exported import CoreGraphics

open class CALayer: NSObject {
    public override init() { fatalError() }
    public init(layer: Any) { fatalError() }
    open var backgroundColor: CGColor?
    open var borderColor: CGColor?
    open var borderWidth: CGFloat = 0
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset: CGSize = .zero
    open var shadowPath: CGPath?
    open var cornerRadius: CGFloat = 0
    open var masksToBounds: Bool = false
    open var opacity: Float = 1
    open var isHidden: Bool = false
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var sublayers: [CALayer]?
    open var mask: CALayer?
    open func addSublayer(_ layer: CALayer) { fatalError() }
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { fatalError() }
    open func removeFromSuperlayer() { fatalError() }
    open func setNeedsDisplay() { fatalError() }
}

open class CAGradientLayer: CALayer {
    /// An array of CGColorRef objects (Apple: `var colors: [Any]? { get set }`).
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint: CGPoint = .zero
    open var endPoint: CGPoint = .zero
}

open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor?
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
}

open class CATextLayer: CALayer {
    open var string: Any?
    open var foregroundColor: CGColor?
}

open class CAReplicatorLayer: CALayer {
    open var instanceColor: CGColor?
}
