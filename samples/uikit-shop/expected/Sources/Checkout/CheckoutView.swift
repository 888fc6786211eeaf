import UIKit

final class CheckoutView: UIView {
    let totalLabel = UILabel()
    let warningLabel = UILabel()

    func apply(isValid: Bool) {
        totalLabel.textColor = Style.Color.Semantic.primaryText
        warningLabel.textColor = isValid ? Style.Color.Semantic.secondaryText : Style.Color.Semantic.errorText
        backgroundColor = Style.Color.Semantic.background
        layer.borderColor = UIColor(white: 0.85, alpha: 1).cgColor
        // recolor:disable
        warningLabel.shadowColor = UIColor(rgbValue: 0xFF00FF)
        // recolor:enable
    }
}
