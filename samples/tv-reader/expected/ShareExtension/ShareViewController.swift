import UIKit

/// The share extension is a target of its own: it does not build app/Shared, where generate writes.
final class ShareViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.background
    }
}
