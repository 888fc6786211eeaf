/// `fixed-spinner-style`: a spinner given one of the styles that fix its color, deprecated in
/// iOS 13 (`UIActivityIndicatorView(style: .gray)`, `.white`, `.whiteLarge`, or assigned to
/// `activityIndicatorViewStyle`). A gray spinner on a background that turns dark is nearly
/// invisible, a white one on a background that turns light; `.medium` and `.large` draw in the
/// label color of the appearance. CovidCertificate-App-iOS had five (session 27's review, F16).
enum SpinnerStyleDetector: HazardDetector {
    static let kind: FindingKind? = .fixedSpinnerStyle

    /// Each fixed style, and the adaptive one of its size.
    static let adaptive: [String: String] = ["gray": "medium", "white": "medium", "whiteLarge": "large"]
    static let spinnerType = "UIActivityIndicatorView"
    /// The property that takes the style (`UIActivityIndicatorView.style` since iOS 13 by that name too).
    static let styleProperty = "activityIndicatorViewStyle"
    /// The style's type before Swift 4.2 (`UIActivityIndicatorViewStyle.gray`): found, not
    /// repaired (code that names it is built by no current Swift).
    static let oldStyleType = "UIActivityIndicatorViewStyle"

    static let needs = [[[spinnerType, styleProperty], ["gray", "white"]]]

    static func findings(in h: HazardFile) -> [Finding] {
        let file = h.file
        var out: [Finding] = []
        for k in 2..<max(2, file.code.count) where file.kind(k) == .identifier && file.isChar(k - 1, ".") {
            let style = file.text(code: k)
            guard let replacement = adaptive[style] else { continue }
            var repairable = true
            if file.codeIs(k - 2, oldStyleType) {
                repairable = false
            } else if file.codeIs(k - 2, "Style"), file.isChar(k - 3, "."), file.codeIs(k - 4, spinnerType) {
                // `UIActivityIndicatorView.Style.gray`, anywhere.
            } else if file.isWord(k - 2) || file.isChar(k - 2, ")") || file.isChar(k - 2, "]") || !givenToASpinner(implicitAt: k - 1, file) {
                continue  // a member of something else (`UIColor.gray`, `Theme.white`), or an implicit one no spinner takes
            }
            // The app's own fallback below iOS 13 (`if #available(iOS 13.0, *) { .medium } else { .gray }`):
            // the only style there is, and already chosen by the OS version.
            if h.tree.availability.context(at: k).belowCheck.contains(where: { $0.key.lowercased() == "ios" && $0.value <= OSVersion(major: 13) }) { continue }
            let range = file.code[k - 1].begin..<file.code[k].end
            var f = Finding(kind: .fixedSpinnerStyle, framework: .uikit, range: range, baseRange: range, color: nil, baseColor: nil,
                            context: h.functionName(at: k), symbol: file.text(range))
            f.explanation = "the spinner style .\(style) draws one color in every appearance (\(style == "gray" ? "dark gray, nearly invisible on a dark background" : "white, invisible on a light background")): use .\(replacement) (iOS 13), which draws in the label color of the appearance\(style == "gray" ? "" : ", or keep white with .color = .white over a surface that stays dark")"
            if repairable {
                f.repairs = [Edit(range: file.code[k].begin..<file.code[k].end, replacement: Array(replacement.utf8))]
                f.repairsNeed = PlatformVersion(13)
            }
            out.append(f)
        }
        return out
    }

    /// Whether the implicit member whose `.` is at `dot` is the spinner's style: the `style:`
    /// argument of `UIActivityIndicatorView(…)` or the value assigned to
    /// `activityIndicatorViewStyle` (or to `style` of a receiver the file declares a spinner), directly or as an arm of a conditional expression
    /// (`style: white ? .white : .gray`), on the same line.
    static func givenToASpinner(implicitAt dot: Int, _ file: SwiftSource) -> Bool {
        var j = dot - 1
        while j >= 0 && j > dot - 16 {
            if j + 1 <= dot, file.lineBreakBetween(j, j + 1) { return false }
            if file.isChar(j, ":"), j >= 2, file.codeIs(j - 1, "style"), file.isChar(j - 2, "(") {
                return j >= 3 && file.codeIs(j - 3, spinnerType)
            }
            if file.kind(j) == .operator, file.codeIs(j, "=") {
                // `spinner.style = .gray` where the file declares `spinner` as one (the property's name since Swift 4.2).
                if j >= 3, file.codeIs(j - 1, "style"), file.isChar(j - 2, "."), file.isWord(j - 3) {
                    return SpinnerColors.isDeclaredSpinner(file.text(code: j - 3), in: file.bytes)
                }
                return j >= 1 && file.codeIs(j - 1, styleProperty)
            }
            // Only a condition and the other arm stand between: `c ? .white : .gray`.
            if file.isChar(j, ",") || file.isChar(j, "(") || file.isChar(j, ")") || file.isChar(j, "{") || file.isChar(j, "}") || file.isChar(j, ";") { return false }
            j -= 1
        }
        return false
    }

    static let examples: [DetectorExample] = [
        // CovidCertificate-App-iOS's state views and loading view.
        .triggering("import UIKit\nfinal class StateView: UIView {\n  private let spinner = UIActivityIndicatorView(style: «.gray»)\n  private let big = UIActivityIndicatorView(style: «.whiteLarge»)\n}"),
        .triggering("import UIKit\nfinal class LoadingView: UIView {\n  init(white: Bool) {\n    let spinner = UIActivityIndicatorView(style: white ? «.white» : «.gray»)\n    super.init(frame: .zero)\n  }\n}"),
        .triggering("import UIKit\nfinal class Cell: UITableViewCell {\n  @IBOutlet var spinner: UIActivityIndicatorView!\n  override func awakeFromNib() {\n    spinner.activityIndicatorViewStyle = «.gray»\n    spinner.style = «.whiteLarge»\n  }\n}"),
        // The else branch of the app's own `#available(iOS 13.0, *)` check (a shape seen in a wallet app's web view).
        .nonTriggering("import UIKit\nfinal class Web: UIView {\n  lazy var spinner: UIActivityIndicatorView = {\n    if #available(iOS 13.0, *) {\n      return UIActivityIndicatorView(style: .medium)\n    } else {\n      return UIActivityIndicatorView(style: .gray)\n    }\n  }()\n}"),
        // `style` of what the file does not declare a spinner (a blur, a button of the app's).
        .nonTriggering("import UIKit\nfinal class Cell: UITableViewCell {\n  let spinner = UIActivityIndicatorView()\n  @IBOutlet var badge: Badge!\n  func setUp() {\n    badge.style = .gray\n    spinner.color = .white\n  }\n}"),
        .triggering("import UIKit\nlet style = UIActivityIndicatorView.Style«.whiteLarge»\nlet old = UIActivityIndicatorViewStyle«.gray»"),
        // The adaptive styles, a spinner's color, and other types' gray and white.
        .nonTriggering("import UIKit\nfinal class StateView: UIView {\n  private let spinner = UIActivityIndicatorView(style: .medium)\n  private let big = UIActivityIndicatorView(style: .large)\n  func setUp() {\n    spinner.color = .gray\n    backgroundColor = .white\n    big.activityIndicatorViewStyle = .large\n  }\n}"),
        .nonTriggering("import UIKit\nfinal class Badge: UIView {\n  let spinner = UIActivityIndicatorView()\n  let label = UILabel(frame: .zero)\n  func setUp() {\n    label.textColor = UIColor.gray\n    let tint = Theme.white\n    let button = UIButton(type: .system)\n    let blur = UIBlurEffect(style: .light)\n    configure(style: .gray)\n  }\n}"),
    ]
}
