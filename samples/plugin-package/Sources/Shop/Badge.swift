#if canImport(UIKit)
import UIKit

/// Semantic colors of the app; the rewritten code uses these.
public enum Semantic {
    public static let background = UIColor.systemBackground
    public static let errorText = UIColor.systemRed
}

public final class Badge {
    public let backgroundColor: UIColor
    public let textColor: UIColor

    public init() {
        backgroundColor = .white
        textColor = UIColor(red: 0.816, green: 0.008, blue: 0.106, alpha: 1)
    }
}
#endif
