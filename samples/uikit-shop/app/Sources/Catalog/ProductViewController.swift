import UIKit

final class ProductViewController: UIViewController {
    private let titleLabel = UILabel()
    private let buyButton = UIButton(type: .system)
    private let dimmingView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.white
        titleLabel.textColor = UIColor(rgbValue: 0x313440)
        buyButton.setTitleColor(Essentials.blue40, for: .normal)
        buyButton.backgroundColor = UIColor(red: 219/255, green: 227/255, blue: 254/255, alpha: 1)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        view.addSubview(titleLabel)
        navigationController?.navigationBar.tintColor = Essentials.blue40
        let attributes: [NSAttributedString.Key: Any] = [
            .foregroundColor: Essentials.grey70,
            .underlineColor: Essentials.blue40.withAlphaComponent(0.5),
        ]
        titleLabel.attributedText = NSAttributedString(string: "Product", attributes: attributes)
        view.layer.shadowColor = UIColor.black.cgColor // recolor:ignore
    }

    var highlightColor: UIColor {
        isEditing ? Essentials.blue40 : .white
    }
}
