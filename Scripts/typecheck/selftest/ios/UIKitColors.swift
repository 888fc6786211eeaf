// Known-good UIKit code in the shapes Apple's documentation and WWDC 2019 ("Implementing Dark Mode on
// iOS") show; it must type-check against the stand-ins, or the stand-ins are wrong.
import UIKit

let myDynamicColor = UIColor { (traitCollection: UITraitCollection) -> UIColor in
    if traitCollection.userInterfaceStyle == .dark {
        return UIColor(red: 0, green: 0, blue: 0, alpha: 1.0)
    } else {
        return UIColor(red: 220 / 255, green: 220 / 255, blue: 220 / 255, alpha: 1.0)
    }
}

let elevated = UIColor(dynamicProvider: { traits in
    switch (traits.userInterfaceStyle, traits.userInterfaceLevel, traits.accessibilityContrast) {
    case (.dark, .elevated, .high): return UIColor(white: 0.3, alpha: 1)
    case (.dark, .elevated, _): return UIColor(white: 0.17, alpha: 1)
    case (.dark, _, _): return .black
    default: return .white
    }
})

let literal = #colorLiteral(red: 0.192, green: 0.204, blue: 0.251, alpha: 1)
let wide = UIColor(displayP3Red: 1, green: 0.1, blue: 0.1, alpha: 1)
let hsb = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.9, alpha: 1)
let asset = UIColor(named: "Brand") ?? .systemBlue
let resolved = myDynamicColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
let fromCG = UIColor(cgColor: CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
let ci: CIColor = UIColor.red.ciColor
let ci2 = CIColor(color: .blue)

final class BadgeView: UIView {
    private let label = UILabel()
    private let gradient = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        tintColor = .systemRed
        label.textColor = .label
        label.shadowColor = UIColor.black.withAlphaComponent(0.2)
        layer.borderColor = UIColor.separator.cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.backgroundColor = nil
        gradient.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
        layer.addSublayer(gradient)
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        }
    }

    override func draw(_ rect: CGRect) {
        UIColor.systemGray5.setFill()
        UIBezierPath(roundedRect: rect, cornerRadius: 8).fill()
        UIGraphicsGetCurrentContext()?.setStrokeColor(UIColor.gray.cgColor)
    }
}

final class SettingsCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        textLabel?.textColor = .secondaryLabel
        contentView.backgroundColor = .secondarySystemBackground
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class ListViewController: UIViewController {
    let button = UIButton(type: .system)
    let scroll = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        button.setTitleColor(.systemBlue, for: .normal)
        button.setTitleColor(.tertiaryLabel, for: [.disabled])
        scroll.indicatorStyle = .white
        navigationController?.navigationBar.barTintColor = .systemBackground
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.label]
        let text = NSAttributedString(string: "Hi", attributes: [.foregroundColor: UIColor.systemRed,
                                                                  NSAttributedString.Key.underlineColor: UIColor.clear])
        _ = text
        overrideUserInterfaceStyle = .dark
    }
}
