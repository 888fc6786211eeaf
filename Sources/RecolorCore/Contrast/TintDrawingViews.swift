/// The views that draw with their `tintColor`: a tint is a foreground (a graphic, or a system button's
/// title) only there. UIKit draws a label's text in its `textColor` and a plain view draws only its
/// background, so the tint set on either colors nothing of it: WavesWallet-iOS's confirm-request header
/// gives its stack's empty clear spacer view and its label a gray tint, paired as a graphic on the
/// stack's deep red (false FAIL 2.53:1), and init lifted that red (#C70000) to a pale pink in dark to
/// keep the pair (review 29, A3). A view of a class of the app's (`customClass`) may draw with it.
enum TintDrawingViews {
    /// Interface Builder's element names of the views that draw with their tint: template images,
    /// controls, bars and their items, a table's accessories, a text view's caret, a map's location.
    static let interfaceBuilder: Set<String> = [
        "imageView", "button", "switch", "slider", "progressView", "segmentedControl", "activityIndicatorView",
        "stepper", "pageControl", "textField", "textView", "searchBar", "navigationBar", "toolbar", "tabBar",
        "datePicker", "barButtonItem", "tabBarItem", "navigationItem", "tableView", "tableViewCell",
        "mapView", "refreshControl",
    ]

    /// Whether a view of Interface Builder's element `name` draws anything with its tint (`customClassed`:
    /// its class is the app's, whose drawing is not read here).
    static func drawsTint(interfaceBuilder name: String, customClassed: Bool) -> Bool {
        interfaceBuilder.contains(name) || customClassed && name == "view"
    }

    /// The UIKit classes whose tint draws nothing of them, in code.
    static let nonDrawingClasses: Set<String> = ["UILabel"]

    /// Whether the view code names `receiver` (`titleLabel`, `self.titleLabel`) is declared in `file` as
    /// one of `nonDrawingClasses` (`let titleLabel = UILabel()`, `@IBOutlet var titleLabel: UILabel!`).
    static func drawsNoTint(receiver: String, in file: SwiftSource) -> Bool {
        guard let name = receiver.split(separator: ".").last.map(String.init), name != "self" else { return false }
        for k in file.code.indices where file.kind(k) == .keyword && (file.codeIs(k, "let") || file.codeIs(k, "var")) && file.codeIs(k + 1, name) {
            let type = file.isChar(k + 2, ":") ? k + 3 : file.codeIs(k + 2, "=") && file.isChar(k + 4, "(") ? k + 3 : -1
            guard type > 0, file.isWord(type) else { continue }
            return nonDrawingClasses.contains(file.text(code: type))
        }
        return false
    }
}
