import UIKit

final class ProductCell: UITableViewCell {
    private let nameLabel = UILabel()
    private let priceLabel = UILabel()
    private let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .gray
        contentView.backgroundColor = .white
        nameLabel.textColor = Style.Color.Essentials.grey70
        priceLabel.textColor = Essentials.grey50
        badge.textColor = .white
        badge.backgroundColor = Essentials.green40
        layer.borderColor = Essentials.grey30.cgColor
        contentView.addSubview(nameLabel)
        contentView.addSubview(priceLabel)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func showOutOfStock() {
        // Error red from the palette; "Essentials.red40" in this string is no finding.
        priceLabel.textColor = Essentials.red40
        priceLabel.text = "Sold out (Essentials.red40)"
    }
}

typealias Essentials = Style.Color.Essentials
