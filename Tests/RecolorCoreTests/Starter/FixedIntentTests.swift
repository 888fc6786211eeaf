@testable import RecolorCore
import XCTest

/// What `init` reads as meant fixed, one example per shape, with the near misses that must
/// adapt; and the draft's keep rules for them, which `fix` then leaves alone.
final class FixedIntentTests: XCTestCase {
    /// The intent of the finding whose text is `marked` in `source` (the other files give the uses).
    func intent(_ source: String, of marked: String, others: [String] = [], file: StaticString = #filePath, line: UInt = #line) -> FixedIntentSite? {
        let all = [source] + others
        let result = analyze(all)
        let reports = result.allReports.filter { $0.file == "f0.swift" && $0.text == marked }
        guard let r = reports.first else {
            XCTFail("no finding \(marked) in: \(result.allReports.map(\.text))", file: file, line: line)
            return nil
        }
        return KeptColors.intents([r], sources: result.files)[0]
    }

    func analyze(_ sources: [String]) -> RunResult {
        let files = sources.enumerated().map { SwiftSource(path: "f\($0.offset).swift", bytes: Array($0.element.utf8)) }
        return Engine.analyze(files, options: RunOptions())
    }

    struct Example {
        var source: String
        var marked: String
        var intent: FixedIntent?
        var others: [String] = []
    }

    static let examples: [Example] = [
        // Data: a collection declared, holding two colors or more, indexed, iterated or offered.
        .init(source: "import UIKit\nlet brushes: [UIColor] = [.red, .blue, .green]\nfunc pick(_ i: Int) -> UIColor { brushes[i] }\n", marked: ".blue", intent: .data),
        .init(source: "import SwiftUI\nstruct P: View {\n  let choices = [Color(red: 1, green: 0, blue: 0), Color(white: 0.5)]\n  var body: some View { ForEach(choices, id: \\.self) { c in Circle().fill(c) } }\n}\n", marked: "Color(white: 0.5)", intent: .data),
        .init(source: "import UIKit\nlet avatarColors = [UIColor.red, UIColor.blue]\n", marked: "UIColor.red", intent: .data),
        .init(source: "import UIKit\nlet theme = [UIColor.red, UIColor.blue]\n", marked: "UIColor.red", intent: nil),
        .init(source: "import SwiftUI\nfinal class Theme {\n  @AppStorage(\"tint\") public var tintColor: Color = Color(white: 0)\n}\n", marked: "Color(white: 0)", intent: .data),
        .init(source: "import SwiftUI\nfinal class Theme {\n  @Published public var tintColor: Color = Color(white: 0)\n}\n", marked: "Color(white: 0)", intent: nil),  // neither used as data nor named so
        .init(source: "import UIKit\nfunc f(g: CAGradientLayer) { g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor] }\n", marked: "UIColor.red.cgColor", intent: nil),
        .init(source: "import SwiftUI\nlet gradientColors = [Color(white: 0.1), Color(white: 0.9)]\nlet n = gradientColors.count\n", marked: "Color(white: 0.1)", intent: nil),
        .init(source: "import UIKit\nlet single = [UIColor.red]\nlet x = single[0]\n", marked: "UIColor.red", intent: nil),
        // Media surfaces: the receiver's name says it shows media.
        .init(source: "import UIKit\nfunc f(playerView: UIView) {\n  playerView.backgroundColor = .black\n}\n", marked: ".black", intent: .mediaSurface),
        .init(source: "import UIKit\nclass C { let artworkView = UIImageView()\n func f() { self.artworkView.layer.backgroundColor = UIColor.black.cgColor } }\n", marked: "UIColor.black.cgColor", intent: .mediaSurface),
        .init(source: "import SwiftUI\nimport AVKit\nstruct V: View { var body: some View {\n  VideoPlayer(player: nil)\n    .background(Color.black)\n} }\n", marked: "Color.black", intent: .mediaSurface),
        .init(source: "import UIKit\nfunc f(headerView: UIView, imageView: UIView) {\n  headerView.backgroundColor = .black\n}\n", marked: ".black", intent: nil),
        .init(source: "import UIKit\nfunc f(imageView: UIImageView) {\n  imageView.tintColor = .black\n}\n", marked: ".black", intent: nil),  // a tint, not a surface
        .init(source: "import SwiftUI\nlet v = Image(systemName: \"star\").background(Color(white: 0))\n", marked: "Color(white: 0)", intent: nil),  // an icon, not a picture
        .init(source: "import SwiftUI\nlet v = Image(\"cover\").background(Color(white: 0))\n", marked: "Color(white: 0)", intent: .mediaSurface),
        // White as both the border and the glyph of one view (SwiftHub's star button); a border alone adapts.
        .init(source: "import UIKit\nfinal class Cell: UITableViewCell {\n  lazy var star: UIButton = {\n    let view = UIButton()\n    view.layer.cornerRadius = 17\n    view.borderColor = .white\n    view.tintColor = .white\n    return view\n  }()\n}\nextension UIView { var borderColor: UIColor? { get { nil } set { } } }\n", marked: ".white", intent: .onColoredFill),
        .init(source: "import UIKit\nfinal class Cell: UITableViewCell {\n  lazy var badge: UIView = {\n    let view = UIView()\n    view.borderColor = .white\n    view.backgroundColor = .white\n    return view\n  }()\n}\nextension UIView { var borderColor: UIColor? { get { nil } set { } } }\n", marked: ".white", intent: nil),
        // The default of a color read from data (SwiftHub's language colors); a literal hex's default adapts.
        .init(source: "import UIKit\nextension UIColor { convenience init?(hexString: String) { return nil } }\nfunc f(v: UIView, code: String?) {\n  v.backgroundColor = UIColor(hexString: code ?? \"\") ?? .lightGray\n}\n", marked: ".lightGray", intent: .data),
        .init(source: "import UIKit\nextension UIColor { convenience init?(hexString: String) { return nil } }\nfunc f(v: UIView) {\n  v.backgroundColor = UIColor(hexString: \"#FF0000\") ?? .lightGray\n}\n", marked: ".lightGray", intent: nil),
        // A translucent white edge over a material stays white; over a plain fill it adapts.
        .init(source: "import SwiftUI\nstruct Glass: ViewModifier {\n  func body(content: Content) -> some View {\n    content.background(Capsule().fill(.ultraThinMaterial)).overlay(Capsule().stroke(Color.white.opacity(0.15), lineWidth: 0.5))\n  }\n}\n", marked: "Color.white.opacity(0.15)", intent: .scrim),
        .init(source: "import SwiftUI\nstruct Card: ViewModifier {\n  func body(content: Content) -> some View {\n    content.background(Capsule().fill(Color.gray)).overlay(Capsule().stroke(Color.white.opacity(0.15), lineWidth: 0.5))\n  }\n}\n", marked: "Color.white.opacity(0.15)", intent: nil),
        // A full-screen media viewer over a black backdrop (bitchat's ImagePreviewView): its
        // white outline and text stay white over the black; a settings screen's do not.
        .init(source: "import SwiftUI\nstruct ImagePreviewView: View { var body: some View { ZStack {\n  Color.black.ignoresSafeArea()\n  Text(\"close\").background(RoundedRectangle(cornerRadius: 12).stroke(Color.white.opacity(0.5), lineWidth: 1))\n} } }\n", marked: "Color.white.opacity(0.5)", intent: .mediaSurface),
        .init(source: "import SwiftUI\nstruct SettingsView: View { var body: some View { ZStack {\n  Color.black.ignoresSafeArea()\n  Text(\"close\").background(RoundedRectangle(cornerRadius: 12).stroke(Color.white.opacity(0.5), lineWidth: 1))\n} } }\n", marked: "Color.white.opacity(0.5)", intent: nil),
        // One arm of a compound test of the app's theme (Slide-iOS's CommentViewController): kept, never rewritten alone.
        .init(source: "import UIKit\nextension UIColor { static var isLightTheme = true; static var fontColor = UIColor.red }\nlet reduce = true\nfunc f(l: UILabel) { l.textColor = reduce && UIColor.isLightTheme ? UIColor.fontColor : .white }\n", marked: ".white", intent: .chosenByAppearance),
        // A black theme built in a closure (mlem's Palette+Oled.swift).
        .init(source: "import SwiftUI\nstruct Palette { var background: Color = .gray\n  static let standard = Palette()\n  static let oled: Palette = {\n    var palette: Palette = .standard\n    palette.background = Color(white: 0)\n    return palette\n  }()\n}\n", marked: "Color(white: 0)", intent: .darkTheme),
        .init(source: "import SwiftUI\nstruct Palette { var background: Color = .gray\n  static let standard = Palette()\n  static let muted: Palette = {\n    var palette: Palette = .standard\n    palette.background = Color(white: 0)\n    return palette\n  }()\n}\n", marked: "Color(white: 0)", intent: nil),
        // A value the code names for its own night or dark mode (FolioReaderKit's reader
        // config, `nightModeSeparatorColor`; Sileo's `darkTheme.seperatorColor = …`): already the
        // dark appearance's color, which a proposed dark would invert (#474749 became #B3B3B6).
        .init(source: "import UIKit\nopen class ReaderConfig {\n  open var nightModeSeparatorColor = UIColor(white: 0.5, alpha: 0.2)\n}\n", marked: "UIColor(white: 0.5, alpha: 0.2)", intent: .darkTheme),
        .init(source: "import UIKit\nstruct Colors {\n  var backgroundDark = UIColor(white: 0.1, alpha: 1)\n}\n", marked: "UIColor(white: 0.1, alpha: 1)", intent: .darkTheme),
        .init(source: "import UIKit\nstruct Colors {\n  var darkModeText = UIColor(white: 0.9, alpha: 1)\n}\n", marked: "UIColor(white: 0.9, alpha: 1)", intent: .darkTheme),
        .init(source: "import UIKit\nstruct Colors {\n  var darkGrayBorder = UIColor(white: 0.3, alpha: 1)\n}\n", marked: "UIColor(white: 0.3, alpha: 1)", intent: nil),
        .init(source: "import UIKit\nstruct Colors {\n  var darkText = UIColor(white: 0.2, alpha: 1)\n}\n", marked: "UIColor(white: 0.2, alpha: 1)", intent: nil),
        .init(source: "import UIKit\nfinal class Theme { var seperatorColor: UIColor?; init(name: String) {} }\nfunc load() {\n  let darkTheme = Theme(name: \"d\")\n  darkTheme.seperatorColor = UIColor(red: 0.28, green: 0.28, blue: 0.29, alpha: 1)\n}\n", marked: "UIColor(red: 0.28, green: 0.28, blue: 0.29, alpha: 1)", intent: .darkTheme),
        .init(source: "import UIKit\nfinal class Theme { var seperatorColor: UIColor?; init(name: String) {} }\nfunc load() {\n  let lightTheme = Theme(name: \"l\")\n  lightTheme.seperatorColor = UIColor(red: 0.92, green: 0.92, blue: 0.93, alpha: 1)\n}\n", marked: "UIColor(red: 0.92, green: 0.92, blue: 0.93, alpha: 1)", intent: nil),
        // The night arm of the app's own helper named for its night mode (FolioReaderKit's
        // `isNight(UIColor.white, UIColor.black)`, `func isNight<T>(_ f: T, _ l: T) -> T`): the
        // color of its night mode, which became systemBackground (black text on its night bar).
        .init(source: "import UIKit\nfinal class Reader { var nightMode = false\n  func isNight<T>(_ f: T, _ l: T) -> T { nightMode ? f : l }\n  func style(_ l: UILabel) { l.textColor = isNight(UIColor.white, UIColor.black) }\n}\n", marked: "UIColor.white", intent: .darkTheme),
        .init(source: "import UIKit\nfinal class Reader { var nightMode = false\n  func isNight<T>(_ f: T, _ l: T) -> T { nightMode ? f : l }\n  func style(_ l: UILabel) { l.textColor = self.isNight(UIColor(white: 0.9, alpha: 1), UIColor.black) }\n}\n", marked: "UIColor(white: 0.9, alpha: 1)", intent: .darkTheme),
        .init(source: "import UIKit\nfinal class Reader { var nightMode = false\n  func isNight<T>(_ f: T, _ l: T) -> T { nightMode ? f : l }\n  func style(_ l: UILabel) { l.textColor = isNight(UIColor.white, UIColor(white: 0.1, alpha: 1)) }\n}\n", marked: "UIColor(white: 0.1, alpha: 1)", intent: nil),
        .init(source: "import UIKit\nfunc pick(_ a: UIColor, _ b: UIColor) -> UIColor { a }\nlet c = pick(UIColor(white: 0.9, alpha: 1), .black)\n", marked: "UIColor(white: 0.9, alpha: 1)", intent: nil),
        // Drawn as a mask (ShelfPlayer's `.mask { LinearGradient(colors: [.black, .black, .black.opacity(0)]) }`):
        // only its alpha counts; proposed dark, its black became #F2F2F2 for nothing.
        .init(source: "import SwiftUI\nstruct V: View { var body: some View {\n  Text(\"a\").mask {\n    LinearGradient(colors: [Color(white: 0), .clear], startPoint: .top, endPoint: .bottom)\n  }\n} }\n", marked: "Color(white: 0)", intent: .mask),
        .init(source: "import SwiftUI\nstruct V: View { var body: some View {\n  Text(\"a\").mask(Rectangle().fill(Color(white: 0)))\n} }\n", marked: "Color(white: 0)", intent: .mask),
        .init(source: "import SwiftUI\nstruct V: View { let fade = true\n var body: some View {\n  Text(\"a\").mask(alignment: .leading) {\n    HStack(spacing: 0) {\n      LinearGradient(colors: [fade ? .clear : Color(white: 0), .black], startPoint: .leading, endPoint: .trailing)\n    }\n  }\n} }\n", marked: "Color(white: 0)", intent: .mask),
        .init(source: "import SwiftUI\nstruct V: View { var body: some View {\n  Text(\"a\").background {\n    LinearGradient(colors: [Color(white: 0.2), Color(white: 0.9)], startPoint: .top, endPoint: .bottom)\n  }\n} }\n", marked: "Color(white: 0.2)", intent: nil),
        // One of several themes the app offers (Slide-iOS's ColorUtil.themes): data, each kept.
        .init(source: "import UIKit\nstruct Theme { let title: String; let fontColor: UIColor }\nvar themes = [Theme]()\nfunc load() {\n  themes.append(Theme(title: \"dark\", fontColor: UIColor(white: 1, alpha: 0.87)))\n}\n", marked: "UIColor(white: 1, alpha: 0.87)", intent: .data),
        .init(source: "import UIKit\nstruct Theme { let title: String; let fontColor: UIColor }\nlet themes: [Theme] = [Theme(title: \"a\", fontColor: UIColor(white: 0.2, alpha: 1)), Theme(title: \"b\", fontColor: UIColor(white: 0.9, alpha: 1))]\n", marked: "UIColor(white: 0.2, alpha: 1)", intent: .data),
        .init(source: "import UIKit\nstruct Badge { let fontColor: UIColor }\nvar badges = [Badge]()\nfunc load() {\n  badges.append(Badge(fontColor: UIColor(white: 0.2, alpha: 1)))\n}\n", marked: "UIColor(white: 0.2, alpha: 1)", intent: nil),
        .init(source: "import UIKit\nstruct Theme { let title: String; let fontColor: UIColor }\nlet current = Theme(title: \"a\", fontColor: UIColor(white: 0.2, alpha: 1))\n", marked: "UIColor(white: 0.2, alpha: 1)", intent: nil),
        // Drawn over a picture the code names (amperfy's PlayerUIHandler and PlayIndicator).
        .init(source: "import UIKit\nclass C { let playOverArtworkButton = UIButton()\n func f() { playOverArtworkButton.imageView?.tintColor = .white } }\n", marked: ".white", intent: .mediaSurface),
        .init(source: "import UIKit\nclass C { var isDisplayedOnImage = false\n var color: UIColor = .red\n func f() { color = isDisplayedOnImage ? .white : .red } }\n", marked: ".white", intent: .mediaSurface),
        .init(source: "import UIKit\nclass C { let playButton = UIButton()\n func f() { playButton.imageView?.tintColor = .white } }\n", marked: ".white", intent: nil),
        .init(source: "import UIKit\nclass C { var isOnline = false\n var color: UIColor = .red\n func f() { color = isOnline ? .white : .red } }\n", marked: ".white", intent: nil),
        // Shadows and scrims.
        .init(source: "import UIKit\nfunc f(v: UIView) { v.layer.shadowColor = UIColor.black.cgColor }\n", marked: "UIColor.black.cgColor", intent: .shadow),
        .init(source: "import SwiftUI\nlet t = Text(\"a\").shadow(color: .black.opacity(0.2), radius: 4)\n", marked: ".black.opacity(0.2)", intent: .shadow),
        .init(source: "import UIKit\nfunc f(dimmingView: UIView) { dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4) }\n", marked: "UIColor.black.withAlphaComponent(0.4)", intent: .scrim),
        .init(source: "import UIKit\nfunc f(overlayView: UIView) { overlayView.backgroundColor = UIColor.white.withAlphaComponent(0.7) }\n", marked: "UIColor.white.withAlphaComponent(0.7)", intent: .scrim),
        .init(source: "import UIKit\nfunc f(card: UIView) { card.backgroundColor = UIColor.white.withAlphaComponent(0.7) }\n", marked: "UIColor.white.withAlphaComponent(0.7)", intent: nil),
        .init(source: "import UIKit\nfunc f(l: UILabel) { l.textColor = UIColor.black.withAlphaComponent(0.6) }\n", marked: "UIColor.black.withAlphaComponent(0.6)", intent: nil),  // text adapts
        // Computed from another color.
        .init(source: "import UIKit\nfunc textColor(on bg: UIColor) -> UIColor {\n  var w: CGFloat = 0\n  bg.getWhite(&w, alpha: nil)\n  return w > 0.6 ? .black : .white\n}\n", marked: ".white", intent: .computed),
        .init(source: "import SwiftUI\nfunc ink(_ luminance: Double) -> Color { luminance > 0.5 ? Color.black : Color.white }\n", marked: "Color.black", intent: .computed),
        .init(source: "import SwiftUI\nstruct V: View {\n @State var isBrightnessExpanded = false\n var body: some View { Image(systemName: \"sun.max\").foregroundColor(isBrightnessExpanded ? Color(white: 1) : Color(white: 0.5)) }\n}\n", marked: "Color(white: 0.5)", intent: nil),  // a state named after brightness
        .init(source: "import SwiftUI\nstruct V: View {\n @State var brightness = 0.5\n var body: some View { Slider(value: $brightness).tint(Color(white: 1)) }\n}\n", marked: "Color(white: 1)", intent: nil),  // bound to a brightness, no test
        .init(source: "import SwiftUI\nstruct V: View { @Environment(\\.colorScheme) var colorScheme\n var ink: Color { colorScheme == .dark ? Color.white : Color.black } }\n", marked: "Color.black", intent: nil),  // an appearance pair
        // Brand colors the code names.
        .init(source: "import UIKit\nextension UIColor { static let facebookBlue = UIColor(red: 0.23, green: 0.35, blue: 0.6, alpha: 1) }\n", marked: "UIColor(red: 0.23, green: 0.35, blue: 0.6, alpha: 1)", intent: .brand),
        .init(source: "import UIKit\nfunc f(b: UIButton) { b.brandTintColor = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1) }\nextension UIButton { var brandTintColor: UIColor? { get { nil } set {} } }\n", marked: "UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)", intent: .brand),
        .init(source: "import UIKit\nextension UIColor { static let accentBlue = UIColor(red: 0.23, green: 0.35, blue: 0.6, alpha: 1) }\n", marked: "UIColor(red: 0.23, green: 0.35, blue: 0.6, alpha: 1)", intent: nil),
    ]

    func testExamples() {
        for (n, e) in Self.examples.enumerated() {
            let got = intent(e.source, of: e.marked, others: e.others)
            XCTAssertEqual(got?.intent, e.intent, "example \(n): \(e.marked) in\n\(e.source)\nread as \(String(describing: got))")
        }
    }

    func testAVeilInAPlayersFileIsOverMedia() {
        let source = "import SwiftUI\nstruct Controls: View { var body: some View { Circle().fill(Color.white.opacity(0.2)) } }\n"
        let inPlayer = Engine.analyze([FileInput(path: "PlayerControlsView.swift", bytes: Array(source.utf8))], options: RunOptions())
        XCTAssertEqual(KeptColors.intents(inPlayer.allReports, sources: inPlayer.files).map { $0?.intent }, [.mediaSurface])
        let inFolder = Engine.analyze([FileInput(path: "Views/Player/tvOS/DetailsPanel.swift", bytes: Array(source.utf8))], options: RunOptions())
        XCTAssertEqual(KeptColors.intents(inFolder.allReports, sources: inFolder.files).map { $0?.intent }, [.mediaSurface], "a player's folder")
        let elsewhere = Engine.analyze([FileInput(path: "SettingsRow.swift", bytes: Array(source.utf8))], options: RunOptions())
        XCTAssertEqual(KeptColors.intents(elsewhere.allReports, sources: elsewhere.files).map { $0?.intent }, [nil])
        let bar = "import SwiftUI\nlet played = Capsule().fill(Color(white: 1))\nlet back = Text(\"a\").background(Color(white: 1))\n"
        let progress = Engine.analyze([FileInput(path: "Player/ProgressBar.swift", bytes: Array(bar.utf8))], options: RunOptions())
        XCTAssertEqual(KeptColors.intents(progress.allReports, sources: progress.files).map { $0?.intent }, [.mediaSurface, nil],
                       "an opaque white drawn on the picture, not a view's own background")
        let text = "import SwiftUI\nlet t = Text(\"a\").foregroundStyle(Color.white.opacity(0.7))\n"
        let label = Engine.analyze([FileInput(path: "PlayerControlsView.swift", bytes: Array(text.utf8))], options: RunOptions())
        XCTAssertEqual(KeptColors.intents(label.allReports, sources: label.files).map { $0?.intent }, [nil], "text over the picture is not a veil")
    }

    func testABlackScrimWithoutContextIsKeptWhereNoUseIsText() {
        let scrim = "import SwiftUI\nstruct V: View { var body: some View {\n ZStack {\n  Color.black.opacity(0.7)\n  Text(\"a\").background(Color.black.opacity(0.7))\n }\n} }\n"
        let result = analyze([scrim])
        let kept = KeptColors.split(result.allReports, sources: result.files)
        XCTAssertEqual(kept.groups.map(\.match), ["#000000B3", "#000000B3"])
        XCTAssertEqual(kept.groups.map(\.contexts), [["background"], nil], "a rule for the contexts seen, and one for every other")
        XCTAssertEqual(kept.groups.map(\.reports.count), [1, 1])
        XCTAssertTrue(kept.rest.isEmpty)

        // The same black as text must adapt: the scrim is named, not kept.
        let text = scrim.replacingOccurrences(of: "Text(\"a\").background(", with: "Text(\"a\").foregroundColor(")
        let withText = analyze([text])
        let split = KeptColors.split(withText.allReports, sources: withText.files)
        XCTAssertTrue(split.groups.isEmpty)
        XCTAssertEqual(split.unkept.map(\.site.intent), [.scrim])
        XCTAssertEqual(split.rest.count, 2)
    }

    func testWordsSplitNamesAsTheCodeWritesThem() {
        XCTAssertEqual(FixedIntentReader.words("AVPlayerViewController"), ["av", "player", "view", "controller", "avplayerviewcontroller"])
        XCTAssertEqual(FixedIntentReader.words("playerView"), ["player", "view", "playerview"])
        XCTAssertEqual(FixedIntentReader.words("brand"), ["brand"])
    }

    func testEveryIntentIsDescribed() {
        for i in FixedIntent.allCases { XCTAssertFalse(i.description.isEmpty) }
        XCTAssertEqual(FixedIntent.mediaSurface.reason(evidence: "playerView.backgroundColor", file: "P.swift", line: 3, more: 1),
                       "media surface: playerView.backgroundColor (P.swift:3 and 1 more)")
    }
}
