import UIKit

/// The app's tint, shared by its iOS and tvOS builds.
enum Tint {
    static var accent: UIColor { Palette.accent }
}
