import UIKit

/// The app's tint, shared by its iOS and tvOS builds.
enum Tint {
    static var accent: UIColor { UIColor(red: 0xD0 / 255.0, green: 0x02 / 255.0, blue: 0x1B / 255.0, alpha: 1) }
}
