import UIKit

final class ProductViewController: UIViewController {
    private let titleLabel = UILabel()
    private let buyButton = UIButton(type: .system)
    private let dimmingView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Style.Color.Semantic.background
        titleLabel.textColor = Style.Color.Semantic.primaryText
        buyButton.setTitleColor(Style.Color.Semantic.actionText, for: .normal)
        buyButton.backgroundColor = Style.Color.Semantic.actionBackground
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        view.addSubview(titleLabel)
        navigationController?.navigationBar.tintColor = Style.Color.Semantic.actionText
        let attributes: [NSAttributedString.Key: Any] = [
            .foregroundColor: Style.Color.Semantic.primaryText,
            .underlineColor: Style.Color.Semantic.actionText.withAlphaComponent(0.5),
        ]
        titleLabel.attributedText = NSAttributedString(string: "Product", attributes: attributes)
        view.layer.shadowColor = UIColor.black.cgColor // recolor:ignore
    }

    var highlightColor: UIColor {
        isEditing ? Style.Color.Semantic.actionText : .white
    }
}
