import UIKit

final class CheckoutView: UIView {
    let totalLabel = UILabel()
    let warningLabel = UILabel()

    func apply(isValid: Bool) {
        totalLabel.textColor = #colorLiteral(red: 0.192, green: 0.204, blue: 0.251, alpha: 1)
        warningLabel.textColor = isValid ? Essentials.grey50 : Essentials.red40
        backgroundColor = .white
        layer.borderColor = UIColor(white: 0.85, alpha: 1).cgColor
        // recolor:disable
        warningLabel.shadowColor = UIColor(rgbValue: 0xFF00FF)
        // recolor:enable
    }
}
