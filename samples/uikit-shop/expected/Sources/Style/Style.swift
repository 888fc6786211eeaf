import UIKit

/// The design system: a raw palette and the semantic colors built on it.
enum Style {
    enum Color {
        enum Essentials {
            static let blue10 = UIColor(rgbValue: 0xF0F3FF)
            static let blue20 = UIColor(rgbValue: 0xDBE3FE)
            static let blue40 = UIColor(rgbValue: 0x3C64F4)
            static let green40 = UIColor(rgbValue: 0x2AAB3F)
            static let grey10 = UIColor(rgbValue: 0xF5F7FA)
            static let grey30 = UIColor(rgbValue: 0xD9DCE9)
            static let grey40 = UIColor(rgbValue: 0xB4BAD1)
            static let grey50 = UIColor(rgbValue: 0x8C93AD)
            static let grey60 = UIColor(rgbValue: 0x5E637A)
            static let grey70 = UIColor(rgbValue: 0x313440)
            static let red40 = UIColor(rgbValue: 0xDB3643)
        }

        enum Semantic {
            static let background = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
            static let primaryText = UIColor { $0.userInterfaceStyle == .dark ? Essentials.grey10 : Essentials.grey70 }
            static let secondaryText = Essentials.grey50
            static let actionText = Essentials.blue40
            static let errorText = Essentials.red40
        }
    }
}

extension UIColor {
    convenience init(rgbValue: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((rgbValue >> 16) & 0xFF) / 255,
                  green: CGFloat((rgbValue >> 8) & 0xFF) / 255,
                  blue: CGFloat(rgbValue & 0xFF) / 255,
                  alpha: alpha)
    }
}
