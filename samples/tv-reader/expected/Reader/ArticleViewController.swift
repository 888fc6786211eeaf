import UIKit

/// Built for iOS 12 and tvOS 13 (project.yml): UIColor.label is iOS 13, so fix writes it only inside the
/// availability check and in tvOS code, the table's own Palette.text (which generate declares) elsewhere,
/// and leaves the check's else branch as it is.
final class ArticleViewController: UIViewController {
    let titleLabel = UILabel()
    let bylineLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.background
        bylineLabel.textColor = Palette.text
        if #available(iOS 13.0, *) {
            titleLabel.textColor = UIColor.label
        } else {
            titleLabel.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        }
        #if os(tvOS)
        bylineLabel.textColor = UIColor.label
        #endif
    }
}
