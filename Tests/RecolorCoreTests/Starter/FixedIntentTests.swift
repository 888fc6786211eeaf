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
        // Every report of the run, as init reads them: a color's neighbours tell (a table's hues).
        let index = result.allReports.firstIndex { $0.file == r.file && $0.finding.range == r.finding.range }!
        // The files with no finding are the rest of the tree, as init reads it (`QuietSources`).
        let quiet = all.enumerated().filter { n, _ in !result.files.contains { $0.path == "f\(n).swift" } }.map { Array($0.element.utf8) }
        return KeptColors.intents(result.allReports, sources: result.files, represented: RepresentedViews(sources: all.map { Array($0.utf8) }),
                                  restOfTree: { quiet })[index]
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
        // Black or white chosen per case of a switch over a color (cove's wallet icons, session 25):
        // the ink of that color, kept. The same over a state adapts.
        .init(source: "import SwiftUI\nenum WalletColor { case almostWhite, lightMint, red }\nstruct W { var swiftColor: WalletColor }\nfunc icon(_ wallet: W) -> Color {\n  let foregroundColor = switch wallet.swiftColor {\n  case .almostWhite: Color.black\n  case .lightMint: Color.black\n  default: Color.white\n  }\n  return foregroundColor\n}\n", marked: "Color.white", intent: .computed),
        .init(source: "import SwiftUI\nenum Load { case idle, busy }\nstruct W { var state: Load }\nfunc icon(_ wallet: W) -> Color {\n  let foregroundColor = switch wallet.state {\n  case .idle: Color.black\n  default: Color.white\n  }\n  return foregroundColor\n}\n", marked: "Color.white", intent: nil),
        // A media cell's loading ring set beside its image view's placeholder (beam's album cell,
        // session 22 F1 leftover): over the picture. Not a ring beside no media view's background.
        .init(source: "import UIKit\nclass Ring: UIView { var color: UIColor = .gray }\nclass AlbumItemCell: UICollectionViewCell {\n  let progressView = Ring()\n  let mediaImageView = UIImageView()\n  func appearanceDidChange() {\n    self.progressView.color = UIColor.white\n    self.mediaImageView.backgroundColor = UIColor(red: 56 / 255, green: 56 / 255, blue: 56 / 255, alpha: 1.0)\n  }\n}\n", marked: "UIColor.white", intent: .mediaSurface),
        .init(source: "import UIKit\nclass SettingsCell: UITableViewCell {\n  let progressView = UIProgressView()\n  func configure() {\n    progressView.tintColor = UIColor.white\n    contentView.backgroundColor = UIColor.black\n  }\n}\n", marked: "UIColor.white", intent: nil),
        .init(source: "import UIKit\nclass AlbumItemCell: UICollectionViewCell {\n  let titleLabel = UILabel()\n  let mediaImageView = UIImageView()\n  func appearanceDidChange() {\n    titleLabel.textColor = UIColor.white\n    mediaImageView.backgroundColor = UIColor(red: 56 / 255, green: 56 / 255, blue: 56 / 255, alpha: 1.0)\n  }\n}\n", marked: "UIColor.white", intent: nil),
        // The fade of a view only the camera's view shows (2fas's scanner): kept; the same view in a banner adapts.
        .init(source: "import UIKit\nimport AVFoundation\nfinal class CameraView: UIView {\n  let previewLayer = AVCaptureVideoPreviewLayer()\n  let fade = GradientView()\n}\nprivate final class GradientView: UIView {\n  private static let color: UIColor = .black\n  func apply(_ g: CAGradientLayer) { g.colors = [GradientView.color.withAlphaComponent(0.55).cgColor] }\n}\n", marked: ".black", intent: .mediaSurface),
        .init(source: "import UIKit\nfinal class Banner: UIView {\n  let fade = GradientView()\n}\nprivate final class GradientView: UIView {\n  private static let color: UIColor = .black\n  func apply(_ g: CAGradientLayer) { g.colors = [GradientView.color.withAlphaComponent(0.55).cgColor] }\n}\n", marked: ".black", intent: nil),
        // An opaque black standing as a view behind a player's picture (Unwatched's VideoPlaceholder,
        // `Color.black.onTapGesture` as the background): the letterbox. The same in a type holding
        // no player, or a white there, adapts.
        .init(source: "import SwiftUI\nfinal class PlayerManager {}\nstruct VideoPlaceholder: View {\n  var player: PlayerManager\n  var body: some View { Rectangle().fill(Color.gray).background(tapArea) }\n  var tapArea: some View { Color.black.onTapGesture { } }\n}\n", marked: "Color.black", intent: .mediaSurface),
        .init(source: "import SwiftUI\nfinal class Store {}\nstruct Placeholder: View {\n  var store: Store\n  var body: some View { Rectangle().fill(Color.gray).background(tapArea) }\n  var tapArea: some View { Color.black.onTapGesture { } }\n}\n", marked: "Color.black", intent: nil),
        .init(source: "import SwiftUI\nfinal class PlayerManager {}\nstruct VideoPlaceholder: View {\n  var player: PlayerManager\n  var body: some View { Rectangle().fill(Color.gray).background(tapArea) }\n  var tapArea: some View { Color.white.onTapGesture { } }\n}\n", marked: "Color.white", intent: nil),
        // Whites on a screen whose backdrop is the app's colored gradient (RecipeFinder's onboarding,
        // session 21): the selected dot, a progress bar, a disc in a page only that screen shows. A
        // gradient of system colors, one that does not fill the screen, or a page another screen shows too adapt.
        .init(source: "import SwiftUI\nenum Theme {\n  static func backgroundGradient(for t: Int) -> LinearGradient {\n    LinearGradient(colors: [Color(red: 1, green: 0.5, blue: 0.2), Color(red: 0.9, green: 0.2, blue: 0.4)], startPoint: .top, endPoint: .bottom)\n  }\n}\nstruct Welcome: View {\n  var body: some View {\n    ZStack {\n      Theme.backgroundGradient(for: 1).ignoresSafeArea()\n      VStack { Slide()\n        Capsule().fill(Color.white).frame(height: 4) }\n    }\n  }\n}\nstruct Slide: View {\n  var body: some View { Text(\"Hi\").padding().background(Circle().fill(.white)) }\n}\n", marked: "Color.white", intent: .onColoredBackdrop),
        .init(source: "import SwiftUI\nenum Theme {\n  static func backgroundGradient(for t: Int) -> LinearGradient {\n    LinearGradient(colors: [Color(red: 1, green: 0.5, blue: 0.2), Color(red: 0.9, green: 0.2, blue: 0.4)], startPoint: .top, endPoint: .bottom)\n  }\n}\nstruct Welcome: View {\n  var body: some View {\n    ZStack {\n      Theme.backgroundGradient(for: 1).ignoresSafeArea()\n      VStack { Slide()\n        Capsule().fill(Color.white).frame(height: 4) }\n    }\n  }\n}\nstruct Slide: View {\n  var body: some View { Text(\"Hi\").padding().background(Circle().fill(.white)) }\n}\n", marked: ".white", intent: .onColoredBackdrop),
        .init(source: "import SwiftUI\nstruct Welcome: View {\n  var body: some View {\n    ZStack {\n      LinearGradient(colors: [Color(red: 1, green: 0.5, blue: 0.2), Color(red: 0.9, green: 0.2, blue: 0.4)], startPoint: .top, endPoint: .bottom).ignoresSafeArea()\n      VStack { Slide()\n        Capsule().fill(Color.white).frame(height: 4) }\n    }\n  }\n}\nstruct Slide: View {\n  var body: some View { Text(\"Hi\").padding().background(Circle().fill(.white)) }\n}\n", marked: "Color.white", intent: .onColoredBackdrop),
        .init(source: "import SwiftUI\nstruct Welcome: View {\n  var body: some View {\n    ZStack {\n      LinearGradient(colors: [Color(.systemBackground), Color(.secondarySystemBackground)], startPoint: .top, endPoint: .bottom).ignoresSafeArea()\n      VStack { Slide()\n        Capsule().fill(Color.white).frame(height: 4) }\n    }\n  }\n}\nstruct Slide: View {\n  var body: some View { Text(\"Hi\").padding().background(Circle().fill(.white)) }\n}\n", marked: "Color.white", intent: nil),
        .init(source: "import SwiftUI\nenum Theme {\n  static func backgroundGradient(for t: Int) -> LinearGradient {\n    LinearGradient(colors: [Color(red: 1, green: 0.5, blue: 0.2), Color(red: 0.9, green: 0.2, blue: 0.4)], startPoint: .top, endPoint: .bottom)\n  }\n}\nstruct Welcome: View {\n  var body: some View {\n    ZStack {\n      Theme.backgroundGradient(for: 1).frame(height: 80)\n      VStack { Slide()\n        Capsule().fill(Color.white).frame(height: 4) }\n    }\n  }\n}\nstruct Slide: View {\n  var body: some View { Text(\"Hi\").padding().background(Circle().fill(.white)) }\n}\n", marked: "Color.white", intent: nil),
        .init(source: "import SwiftUI\nenum Theme {\n  static func backgroundGradient(for t: Int) -> LinearGradient {\n    LinearGradient(colors: [Color(red: 1, green: 0.5, blue: 0.2), Color(red: 0.9, green: 0.2, blue: 0.4)], startPoint: .top, endPoint: .bottom)\n  }\n}\nstruct Welcome: View {\n  var body: some View {\n    ZStack {\n      Theme.backgroundGradient(for: 1).ignoresSafeArea()\n      VStack { Slide()\n        Capsule().fill(Color.white).frame(height: 4) }\n    }\n  }\n}\nstruct Slide: View {\n  var body: some View { Text(\"Hi\").padding().background(Circle().fill(.white)) }\n}\n", marked: ".white", intent: nil, others: ["import SwiftUI\nstruct Other: View { var body: some View { Slide().background(Color(red: 0.2, green: 0.3, blue: 0.4)) } }\n"]),
        // A collection named for a gradient that is a palette's slider (session-ios's image editor,
        // `gradientUIColors` walked by for-in to find the color under the finger): data. The same
        // stops in a type no palette or picker names, or only converted, are a gradient's.
        .init(source: "import UIKit\nenum BrushPalette {\n  static var gradientUIColors: [UIColor] {\n    return [UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 0, green: 0, blue: 1, alpha: 1), UIColor(red: 0, green: 1, blue: 0, alpha: 1)]\n  }\n}\nfunc pick(_ phase: CGFloat) -> UIColor? {\n  for color in BrushPalette.gradientUIColors where phase > 0 { return color }\n  return nil\n}\n", marked: "UIColor(red: 0, green: 0, blue: 1, alpha: 1)", intent: .data),
        .init(source: "import SwiftUI\nstruct InkPicker {\n  let gradientColors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]\n  func swatches() { for c in gradientColors { print(c) } }\n}\n", marked: "Color(red: 0, green: 0, blue: 1)", intent: .data),
        .init(source: "import UIKit\nenum HeaderStyle {\n  static var gradientUIColors: [UIColor] {\n    return [UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 0, green: 0, blue: 1, alpha: 1), UIColor(red: 0, green: 1, blue: 0, alpha: 1)]\n  }\n}\nfunc pick(_ phase: CGFloat) -> UIColor? {\n  for color in HeaderStyle.gradientUIColors where phase > 0 { return color }\n  return nil\n}\n", marked: "UIColor(red: 0, green: 0, blue: 1, alpha: 1)", intent: nil),
        .init(source: "import UIKit\nenum BrushPalette {\n  static var gradientUIColors: [UIColor] {\n    return [UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 0, green: 0, blue: 1, alpha: 1), UIColor(red: 0, green: 1, blue: 0, alpha: 1)]\n  }\n  static var gradientCGColors: [CGColor] { gradientUIColors.map { $0.cgColor } }\n}\n", marked: "UIColor(red: 0, green: 0, blue: 1, alpha: 1)", intent: nil),
        // A scannable code's light quiet zone (phoenix's receive card, session 20 audit F7): the
        // card behind `qrCodeView()` and the caption drawn inside it; a card behind another view,
        // and a caption elsewhere, adapt.
        .init(source: "import SwiftUI\nstruct R: View {\n  var body: some View { qrCodeView().padding(20).background(Color.white) }\n  func qrCodeView() -> some View { Text(\"Generating QRCode...\").foregroundColor(Color(white: 0.33)) }\n}\n", marked: "Color.white", intent: .mediaSurface),
        .init(source: "import SwiftUI\nstruct R: View {\n  var body: some View { qrCodeView().padding(20).background(Color.white) }\n  func qrCodeView() -> some View { Text(\"Generating QRCode...\").foregroundColor(Color(white: 0.33)) }\n}\n", marked: "Color(white: 0.33)", intent: .mediaSurface),
        .init(source: "import SwiftUI\nstruct R: View {\n  var body: some View { cardView().padding(20).background(Color.white) }\n  func cardView() -> some View { Text(\"Invoice\").foregroundColor(Color(white: 0.33)) }\n}\n", marked: "Color.white", intent: nil),
        .init(source: "import SwiftUI\nstruct R: View {\n  var body: some View { cardView().padding(20).background(Color.white) }\n  func cardView() -> some View { Text(\"Invoice\").foregroundColor(Color(white: 0.33)) }\n}\n", marked: "Color(white: 0.33)", intent: nil),
        // The elements of an array literal that is a whole arm of a choice by the appearance, here a
        // flag the file computes from it (RecipeFinder's gradient stops, useDarkColors ? [...] : [...]);
        // the same arrays chosen by another flag, or an array that is no arm, adapt.
        .init(source: "import SwiftUI\nenum G {\n  static func stops(_ colorScheme: ColorScheme) -> [Color] {\n    let useDarkColors = (colorScheme == .dark)\n    return useDarkColors ? [Color(red: 0.24, green: 0.08, blue: 0.08), Color.red] : [Color(red: 0.9, green: 0.8, blue: 0.8), Color.blue]\n  }\n}\n", marked: "Color(red: 0.24, green: 0.08, blue: 0.08)", intent: .chosenByAppearance),
        .init(source: "import SwiftUI\nenum G {\n  static func stops(_ colorScheme: ColorScheme) -> [Color] {\n    let useDarkColors = (colorScheme == .dark)\n    return useDarkColors ? [Color(red: 0.24, green: 0.08, blue: 0.08), Color.red] : [Color(red: 0.9, green: 0.8, blue: 0.8), Color.blue]\n  }\n}\n", marked: "Color(red: 0.9, green: 0.8, blue: 0.8)", intent: .chosenByAppearance),
        .init(source: "import SwiftUI\nenum G {\n  static func stops(_ count: Int) -> [Color] {\n    let useWarm = count > 3\n    return useWarm ? [Color(red: 0.24, green: 0.08, blue: 0.08), Color.red] : [Color(red: 0.9, green: 0.8, blue: 0.8), Color.blue]\n  }\n}\n", marked: "Color(red: 0.24, green: 0.08, blue: 0.08)", intent: nil),
        .init(source: "import SwiftUI\nenum G {\n  static func stops(_ colorScheme: ColorScheme) -> [Color] {\n    let useDarkColors = (colorScheme == .dark)\n    let stops = [Color(red: 0.24, green: 0.08, blue: 0.08), Color.red]\n    return useDarkColors ? stops : []\n  }\n}\n", marked: "Color(red: 0.24, green: 0.08, blue: 0.08)", intent: nil),
        // A color whose opacity the appearance chooses (Lunar's `let color = Color.bg.opacity(colorScheme == .dark ? 0.8 : 0.4)`)
        // is no flag: another color of the file is no arm of it.
        .init(source: "import SwiftUI\nextension Color { static let bg = Color(white: 0.5) }\nstruct R: View {\n  @Environment(\\.colorScheme) var colorScheme\n  var body: some View {\n    let color = Color.bg.opacity(colorScheme == .dark ? 0.8 : 0.4)\n    Text(\"a\").foregroundColor(Color(red: 0.9, green: 0.4, blue: 0.2).opacity(0.5)).background(color)\n  }\n}\n", marked: "Color(red: 0.9, green: 0.4, blue: 0.2).opacity(0.5)", intent: nil),
        // A flag declared from AppKit's row style (Doughnut's `let selected = backgroundStyle == .dark`)
        // is no test of the appearance: the color it chooses is no arm of one.
        .init(source: "import AppKit\nfinal class Cell: NSTableCellView {\n  override func draw(_ r: NSRect) {\n    let selected = backgroundStyle == .dark\n    var c = NSColor.controlAccentColor\n    if selected { c = NSColor(white: 0.2, alpha: 1) }\n    c.setFill()\n  }\n}\n", marked: "NSColor(white: 0.2, alpha: 1)", intent: nil),
        .init(source: "import AppKit\nfinal class Cell: NSView {\n  override func draw(_ r: NSRect) {\n    let dark = effectiveAppearance.name == .darkAqua\n    var c = NSColor.controlAccentColor\n    if dark { c = NSColor(white: 0.2, alpha: 1) }\n    c.setFill()\n  }\n}\n", marked: "NSColor(white: 0.2, alpha: 1)", intent: .chosenByAppearance),
        // Drawn by a type that renders a PDF (RecipeFinder's RecipeShareUtility): the document keeps its
        // colors, the helper's gradient stops too; the same type drawing an image for the screen adapts.
        .init(source: "import UIKit\nenum Share {\n  static func pdf() -> Data {\n    let r = UIGraphicsPDFRenderer(bounds: .zero)\n    return r.pdfData { _ in UIColor(white: 0.33, alpha: 1).setFill() }\n  }\n  static func stops() -> [CGColor] { [UIColor(red: 0.08, green: 0.72, blue: 0.65, alpha: 1).cgColor] }\n}\n", marked: "UIColor(white: 0.33, alpha: 1)", intent: .document),
        .init(source: "import UIKit\nenum Share {\n  static func pdf() -> Data {\n    let r = UIGraphicsPDFRenderer(bounds: .zero)\n    return r.pdfData { _ in UIColor(white: 0.33, alpha: 1).setFill() }\n  }\n  static func stops() -> [CGColor] { [UIColor(red: 0.08, green: 0.72, blue: 0.65, alpha: 1).cgColor] }\n}\n", marked: "UIColor(red: 0.08, green: 0.72, blue: 0.65, alpha: 1).cgColor", intent: .document),
        .init(source: "import UIKit\nenum Share {\n  static func png() -> UIImage {\n    let r = UIGraphicsImageRenderer(bounds: .zero)\n    return r.image { _ in UIColor(white: 0.33, alpha: 1).setFill() }\n  }\n}\n", marked: "UIColor(white: 0.33, alpha: 1)", intent: nil),
        .init(source: "import UIKit\nenum Share {\n  static func pdf() -> Data { let r = UIGraphicsPDFRenderer(bounds: .zero); return r.pdfData { _ in } }\n}\nfunc tint(_ v: UIView) { v.backgroundColor = UIColor(white: 0.33, alpha: 1) }\n", marked: "UIColor(white: 0.33, alpha: 1)", intent: nil),
        // The paper under a PDF page drawn into an image (2fas-pass-ios's recovery-kit reader, session 27's F7): the
        // document's; PDFKit's draw(with:to:) too. Painted after the page, or in an image with no page, it adapts.
        .init(source: "import UIKit\nstruct Reader {\n  func image(_ page: CGPDFPage, _ r: CGRect) -> UIImage {\n    UIGraphicsImageRenderer(size: r.size).image { ctx in\n      UIColor.white.set()\n      ctx.fill(r)\n      ctx.cgContext.drawPDFPage(page)\n    }\n  }\n}\n", marked: "UIColor.white", intent: .document),
        .init(source: "import UIKit\nimport PDFKit\nfinal class Thumb: UIView {\n  var document: PDFDocument?\n  override func draw(_ r: CGRect) {\n    guard let ctx = UIGraphicsGetCurrentContext() else { return }\n    UIColor.white.setFill()\n    ctx.fill(r)\n    document?.page(at: 0)?.draw(with: .mediaBox, to: ctx)\n  }\n}\n", marked: "UIColor.white", intent: .document),
        .init(source: "import UIKit\nstruct Reader {\n  func image(_ page: CGPDFPage, _ r: CGRect) -> UIImage {\n    UIGraphicsImageRenderer(size: r.size).image { ctx in\n      ctx.cgContext.drawPDFPage(page)\n      UIColor.white.set()\n      ctx.fill(r)\n    }\n  }\n}\n", marked: "UIColor.white", intent: nil),
        .init(source: "import UIKit\nstruct Reader {\n  func image(_ r: CGRect) -> UIImage {\n    UIGraphicsImageRenderer(size: r.size).image { ctx in\n      UIColor.white.set()\n      ctx.fill(r)\n    }\n  }\n  func page(_ p: CGPDFPage, _ c: CGContext) { c.drawPDFPage(p) }\n}\n", marked: "UIColor.white", intent: nil),
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
        // Read at constant positions only (bittr's selected and unselected tab fills, session 34's V5):
        // named slots, no data; one read by a computed index is data.
        .init(source: "import UIKit\nfunc select(_ a: UIView, _ b: UIView) {\n  let fills = [UIColor.white, UIColor(white: 1, alpha: 0.7)]\n  a.backgroundColor = fills[0]\n  b.backgroundColor = fills[ 1 ]\n}\n", marked: "UIColor.white", intent: nil),
        .init(source: "import UIKit\nfunc select(_ a: UIView, _ i: Int) {\n  let fills = [UIColor.white, UIColor(white: 1, alpha: 0.7)]\n  a.backgroundColor = fills[0]\n  a.tintColor = fills[i]\n}\n", marked: "UIColor.white", intent: .data),
        // Media surfaces: the receiver's name says it shows media.
        .init(source: "import UIKit\nfunc f(playerView: UIView) {\n  playerView.backgroundColor = .black\n}\n", marked: ".black", intent: .mediaSurface),
        .init(source: "import UIKit\nclass C { let artworkView = UIImageView()\n func f() { self.artworkView.layer.backgroundColor = UIColor.black.cgColor } }\n", marked: "UIColor.black.cgColor", intent: .mediaSurface),
        .init(source: "import SwiftUI\nimport AVKit\nstruct V: View { var body: some View {\n  VideoPlayer(player: nil)\n    .background(Color.black)\n} }\n", marked: "Color.black", intent: .mediaSurface),
        .init(source: "import UIKit\nfunc f(headerView: UIView, imageView: UIView) {\n  headerView.backgroundColor = .black\n}\n", marked: ".black", intent: nil),
        .init(source: "import UIKit\nfunc f(imageView: UIImageView) {\n  imageView.tintColor = .black\n}\n", marked: ".black", intent: nil),  // a tint, not a surface
        .init(source: "import SwiftUI\nlet v = Image(systemName: \"star\").background(Color(white: 0))\n", marked: "Color(white: 0)", intent: nil),  // an icon, not a picture
        .init(source: "import SwiftUI\nlet v = Image(\"cover\").background(Color(white: 0))\n", marked: "Color(white: 0)", intent: .mediaSurface),
        // A color standing as a ZStack layer under a picture (BookPlayer's artwork letterbox).
        // A representable wrapping a PDF view (paperless's PDFKitView, declared in another file): the paper
        // behind the page; one wrapping another view is no preview.
        .init(source: "import SwiftUI\nstruct Page: View {\n  let d: PDFDocument\n  var body: some View { PDFKitView(document: d).aspectRatio(0.7, contentMode: .fit).background(Color.white) }\n}\n",
              marked: "Color.white", intent: .mediaSurface,
              others: ["import PDFKit\nimport SwiftUI\nstruct PDFKitView: UIViewRepresentable {\n  let document: PDFDocument\n  func makeUIView(context: Context) -> PDFView { PDFView() }\n  func updateUIView(_ v: PDFView, context: Context) {}\n}\n"]),
        .init(source: "import SwiftUI\nstruct Page: View {\n  var body: some View { SearchField().background(Color.white) }\n}\n",
              marked: "Color.white", intent: nil,
              others: ["import SwiftUI\nstruct SearchField: UIViewRepresentable {\n  func makeUIView(context: Context) -> UISearchBar { UISearchBar() }\n  func updateUIView(_ v: UISearchBar, context: Context) {}\n}\n"]),
        .init(source: "import SwiftUI\nstruct Thumb: View { let url: URL?\n var body: some View { ZStack {\n  Color.black\n  AsyncImage(url: url)\n } } }\n", marked: "Color.black", intent: .mediaSurface),
        .init(source: "import SwiftUI\nstruct Thumb: View { let artwork: Image\n var body: some View { ZStack(alignment: .center) {\n  Color(white: 0.1)\n  artwork.resizable()\n } } }\n", marked: "Color(white: 0.1)", intent: .mediaSurface),
        .init(source: "import SwiftUI\nstruct Card: View { var body: some View { ZStack {\n  Color.black\n  Text(\"a\")\n } } }\n", marked: "Color.black", intent: nil),
        // A player's backdrop written as `Color(…)` of a choice, under the player's video (iTorrent,
        // review 23 F5); the same under a layer named for video in a type holding no player adapts.
        .init(source: "import SwiftUI\nfinal class Player {}\nstruct PlayerScreen: View {\n  @State private var player = Player()\n  @State private var showOverlay = false\n  var body: some View { ZStack(alignment: .bottom) {\n    Color(showOverlay ? .systemGroupedBackground : .black)\n      .ignoresSafeArea()\n    videoOutput\n  } }\n  var videoOutput: some View { EmptyView() }\n}\n", marked: ".black", intent: .mediaSurface),
        .init(source: "import SwiftUI\nstruct Tips: View {\n  @State private var showOverlay = false\n  var body: some View { ZStack(alignment: .bottom) {\n    Color(showOverlay ? .systemGroupedBackground : .black)\n      .ignoresSafeArea()\n    videoHints()\n  } }\n  func videoHints() -> some View { Text(\"Tap to play\") }\n}\n", marked: ".black", intent: nil),
        .init(source: "import SwiftUI\nstruct Thumb: View { let url: URL?\n var body: some View { ZStack {\n  Color.black\n  if let url {\n    KFImage(url).resizable()\n  } else {\n    Text(\"none\")\n  }\n } } }\n", marked: "Color.black", intent: .mediaSurface),
        .init(source: "import SwiftUI\nstruct Key: View { var body: some View { ZStack {\n  Color.black\n  Image(systemName: \"play\")\n } } }\n", marked: "Color.black", intent: nil),

        .init(source: "import SwiftUI\nstruct Card: View { let url: URL?\n var body: some View { ZStack {\n  AsyncImage(url: url)\n  Color.black\n } } }\n", marked: "Color.black", intent: nil),  // over the picture, not under it
        // A bar drawn in a layer over the picture (podcast-player's progress over cover artwork, session 37).
        .init(source: "import SwiftUI\nstruct Card: View { let url: URL?\n var body: some View { ZStack {\n  AsyncImage(url: url)\n  GeometryReader { g in\n   Capsule().fill(Color.white)\n  }\n } } }\n", marked: "Color.white", intent: .mediaSurface),
        // Text chosen by the same condition as one of Apple's adaptive colors (Trio's badge).
        .init(source: "import SwiftUI\nstruct Badge: View { var stale: Bool\n var badgeColor: Color { stale ? .secondary : .green }\n var textColor: Color { stale ? .black : .white }\n var body: some View { Text(\"a\").foregroundColor(textColor).background(badgeColor) } }\n", marked: ".black", intent: .onSystemColor),
        .init(source: "import SwiftUI\nstruct Badge: View { var stale: Bool\n var badgeColor: Color { stale ? Color(white: 0.9) : .green }\n var textColor: Color { stale ? .black : .white }\n var body: some View { Text(\"a\").foregroundColor(textColor).background(badgeColor) } }\n", marked: ".black", intent: nil),
        .init(source: "import SwiftUI\nstruct Badge: View { var stale: Bool; var on: Bool\n var badgeColor: Color { on ? .secondary : .green }\n var textColor: Color { stale ? .black : .white }\n var body: some View { Text(\"a\").foregroundColor(textColor).background(badgeColor) } }\n", marked: ".black", intent: nil),
        .init(source: "import SwiftUI\nstruct Badge: View { var badgeColor: Color = .secondary\n var textColor: Color {\n  if badgeColor == .secondary {\n   .black\n  } else {\n   .white\n  }\n }\n var body: some View { Text(\"a\").foregroundColor(textColor).background(badgeColor) } }\n", marked: ".black", intent: .onSystemColor),
        .init(source: "import SwiftUI\nstruct Badge: View { var count = 0\n var textColor: Color {\n  if count == 0 {\n   .black\n  } else {\n   .white\n  }\n }\n var body: some View { Text(\"a\").foregroundColor(textColor) } }\n", marked: ".black", intent: nil),
        .init(source: "import SwiftUI\nenum Burst {\n  static func colors() -> [Color] {\n    let gradientColors: [Color] = [\n      Color(red: 0.72, green: 0.34, blue: 1),\n      Color(red: 0.62, green: 0.42, blue: 0.98),\n      Color(red: 0.49, green: 0.55, blue: 0.95),\n      Color(red: 0.34, green: 0.67, blue: 0.93)\n    ]\n    return gradientColors\n  }\n}\n", marked: "Color(red: 0.49, green: 0.55, blue: 0.95)", intent: .brand),
        // Confetti: colors in tuples of an iterated literal (BookPlayer); a lone tuple is no data.
        .init(source: "import UIKit\nfunc cells() {\n  let confettis: [(color: UIColor, image: UIImage?)] = [\n    (UIColor(red: 0.95, green: 0.40, blue: 0.27, alpha: 1.0), UIImage(named: \"paper\")),\n    (UIColor(red: 0.30, green: 0.76, blue: 0.85, alpha: 1.0), UIImage(named: \"star\")),\n  ]\n  for confetti in confettis { print(confetti.color) }\n}\n", marked: "UIColor(red: 0.30, green: 0.76, blue: 0.85, alpha: 1.0)", intent: .data),
        // The default of a color the user picks (Swiftfin's subtitle color, audit 18 F17); the same call with no picker adapts.
        .init(source: "import SwiftUI\nstruct CaptionStyle { var color: Color; var size: Int\n  static let standard = CaptionStyle(color: .white, size: 18) }\nstruct Picker1: View { @State var style = CaptionStyle.standard\n  var body: some View { ColorPicker(\"Caption\", selection: $style.color) } }\n", marked: ".white", intent: .data),
        .init(source: "import SwiftUI\nstruct CaptionStyle { var color: Color; var size: Int\n  static let standard = CaptionStyle(color: .white, size: 18) }\nstruct Picker1: View { @State var style = CaptionStyle.standard\n  var body: some View { Text(\"a\").foregroundColor(style.color) } }\n", marked: ".white", intent: nil),
        // A drawing tool's initial color (Rocket.Chat's defaultBrushColor, audit 18 F6); a view's stored color adapts.
        .init(source: "import UIKit\nstruct DrawingViewModel {\n  static let defaultBrushColor: UIColor = .black\n}\n", marked: ".black", intent: .data),
        .init(source: "import UIKit\nfinal class BrushPicker: UIViewController {\n  private var color = UIColor.black\n}\n", marked: "UIColor.black", intent: .data),
        .init(source: "import UIKit\nfinal class Header: UIView {\n  static let titleColor: UIColor = .black\n  func f() { let brushColor = UIColor.black; print(brushColor) }\n}\n", marked: ".black", intent: nil),
        // Arms of a switch over the app's own theme (Rocket.Chat's ReactionView, audit 18 F5); over a non-theme value or the system's appearance, no.
        .init(source: "import UIKit\nenum Look { case day, night, sepia }\nfinal class Chip: UIView { var look = Look.day\n  func paint() {\n    switch look {\n    case .day: backgroundColor = UIColor(red: 0.91, green: 0.95, blue: 1, alpha: 1)\n    default: backgroundColor = UIColor(white: 1, alpha: 0.33)\n    }\n  }\n}\n", marked: "UIColor(red: 0.91, green: 0.95, blue: 1, alpha: 1)", intent: .chosenByAppearance),
        .init(source: "import UIKit\nenum Look { case day, night, sepia }\nfinal class Chip: UIView { var look = Look.day\n  func paint() {\n    switch look {\n    case .day: backgroundColor = UIColor(red: 0.91, green: 0.95, blue: 1, alpha: 1)\n    default: backgroundColor = UIColor(white: 1, alpha: 0.33)\n    }\n  }\n}\n", marked: "UIColor(white: 1, alpha: 0.33)", intent: .chosenByAppearance),
        .init(source: "import UIKit\nenum Kind { case info, warning }\nfinal class Chip: UIView { var kind = Kind.info\n  func paint() {\n    switch kind {\n    case .info: backgroundColor = UIColor(red: 0.91, green: 0.95, blue: 1, alpha: 1)\n    default: backgroundColor = UIColor(red: 1, green: 0.9, blue: 0.8, alpha: 1)\n    }\n  }\n}\n", marked: "UIColor(red: 0.91, green: 0.95, blue: 1, alpha: 1)", intent: nil),
        // Unlabeled tuples of a name and a color offered by ForEach (foqos's theme colors, session 24): no
        // context, the declared collection names them; the same list never iterated, no data name, adapts.
        .init(source: "import SwiftUI\nenum Themes {\n  static let availableColors: [(name: String, color: Color)] = [\n    (\"Ocean\", Color(red: 0, green: 0.48, blue: 1)),\n    (\"Navy\", Color(red: 0.1, green: 0.1, blue: 0.44)),\n  ]\n}\nstruct Pick: View { var body: some View { ForEach(Themes.availableColors, id: \\.name) { o in Text(o.name).foregroundColor(o.color) } } }\n", marked: "Color(red: 0.1, green: 0.1, blue: 0.44)", intent: .data),
        .init(source: "import SwiftUI\nenum Themes {\n  static let headers: [(name: String, color: Color)] = [\n    (\"Ocean\", Color(red: 0, green: 0.48, blue: 1)),\n    (\"Navy\", Color(red: 0.1, green: 0.1, blue: 0.44)),\n  ]\n}\n", marked: "Color(red: 0.1, green: 0.1, blue: 0.44)", intent: nil),
        // A collection passed by its stored name to an initializer and indexed where it is drawn
        // (applingo's star field, session 27: `NebulaStyle(starColors: [.white, Color(red: 1, …)])`,
        // `style.starColors[i % style.starColors.count]`); the same argument never indexed adapts.
        .init(source: "import SwiftUI\nstruct FieldStyle { let starColors: [Color]; let count: Int }\nextension FieldStyle {\n  static func themed() -> FieldStyle {\n    FieldStyle(starColors: [.white, Color(red: 1.0, green: 0.9, blue: 0.8)], count: 25)\n  }\n}\n", marked: "Color(red: 1.0, green: 0.9, blue: 0.8)", intent: .data, others: ["import SwiftUI\nstruct Field: View { let style: FieldStyle\n  var body: some View { ForEach(0..<style.count, id: \\.self) { i in Circle().fill(style.starColors[i % style.starColors.count]) } } }\n"]),
        .init(source: "import SwiftUI\nstruct FieldStyle { let starColors: [Color]; let count: Int }\nextension FieldStyle {\n  static func themed() -> FieldStyle {\n    FieldStyle(starColors: [.white, Color(red: 1.0, green: 0.9, blue: 0.8)], count: 25)\n  }\n}\n", marked: "Color(red: 1.0, green: 0.9, blue: 0.8)", intent: nil, others: ["import SwiftUI\nstruct Field: View { let style: FieldStyle\n  var body: some View { Circle().fill(LinearGradient(colors: style.starColors, startPoint: .top, endPoint: .bottom)) } }\n"]),
        // A stored color a ColorPicker edits, its default and the fallback of its read (QuickRecorder's
        // recording background, session 27); the same state drawn as text, with no picker, adapts.
        .init(source: "import SwiftUI\nstruct Settings: View {\n  @State private var userColor: Color = Color.black\n  var body: some View { ColorPicker(\"\", selection: $userColor).onAppear { userColor = load() ?? Color.black } }\n  func load() -> Color? { nil }\n}\n", marked: "Color.black", intent: .data),
        .init(source: "import SwiftUI\nstruct Settings: View {\n  @State private var userColor: Color = .red\n  var body: some View { ColorPicker(\"\", selection: $userColor).onAppear { userColor = load() ?? Color.black } }\n  func load() -> Color? { nil }\n}\n", marked: "Color.black", intent: .data),
        .init(source: "import SwiftUI\nstruct Settings: View {\n  @State private var userColor: Color = Color.black\n  var body: some View { Text(\"a\").foregroundColor(userColor).onAppear { userColor = load() ?? .red } }\n  func load() -> Color? { nil }\n}\n", marked: "Color.black", intent: nil),
        // A screen whose view the code paints black in an app not forcing Dark (ATV-Bilibili's tab
        // customization, session 26's "Left"): its whites and grays, its cell's fills included, stay as
        // written; a subview painted black, or the same file with a white screen, adapts.
        .init(source: "import UIKit\nclass TabEditViewController: UIViewController {\n  let titleLabel = UILabel()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = .black\n    titleLabel.textColor = .white\n  }\n}\nclass FocusCell: UICollectionViewCell {\n  let label = UILabel()\n  override var isSelected: Bool { didSet { contentView.backgroundColor = isSelected ? .white : UIColor(white: 0.2, alpha: 1) } }\n}\n", marked: "UIColor(white: 0.2, alpha: 1)", intent: .forcedDark),
        .init(source: "import UIKit\nclass TabEditViewController: UIViewController {\n  let titleLabel = UILabel()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = .black\n    titleLabel.textColor = .white\n  }\n}\nclass FocusCell: UICollectionViewCell {\n  let label = UILabel()\n  override var isSelected: Bool { didSet { contentView.backgroundColor = isSelected ? .white : UIColor(white: 0.2, alpha: 1) } }\n}\n", marked: ".white", intent: .forcedDark),
        .init(source: "import UIKit\nclass TabEditViewController: UIViewController {\n  let titleLabel = UILabel()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = .white\n    titleLabel.textColor = .white\n  }\n}\nclass FocusCell: UICollectionViewCell {\n  let label = UILabel()\n  override var isSelected: Bool { didSet { contentView.backgroundColor = isSelected ? .white : UIColor(white: 0.2, alpha: 1) } }\n}\n", marked: "UIColor(white: 0.2, alpha: 1)", intent: nil),
        .init(source: "import UIKit\nclass TabEditViewController: UIViewController {\n  let titleLabel = UILabel()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    titleLabel.backgroundColor = .black\n    titleLabel.textColor = .white\n  }\n}\nclass FocusCell: UICollectionViewCell {\n  let label = UILabel()\n  override var isSelected: Bool { didSet { contentView.backgroundColor = isSelected ? .white : UIColor(white: 0.2, alpha: 1) } }\n}\n", marked: "UIColor(white: 0.2, alpha: 1)", intent: nil),
        // Another controller in the file of an always-dark screen is a screen of its own (session 38's
        // intent38c M1: a settings screen beside a player stayed white in Dark); a controller forcing
        // Dark on itself in code keeps its whites (intent38c M5), a child's or another type's override does not.
        .init(source: "import UIKit\nfinal class PlayerViewController: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    view.backgroundColor = .black\n  }\n}\nfinal class SettingsViewController: UIViewController {\n  let titleLabel = UILabel()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    titleLabel.textColor = UIColor(white: 0.2, alpha: 1)\n  }\n}\n", marked: "UIColor(white: 0.2, alpha: 1)", intent: nil),
        .init(source: "import UIKit\nfinal class PlayerViewController: UIViewController {\n  let subscribe = UIButton()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    overrideUserInterfaceStyle = .dark\n    subscribe.backgroundColor = .white\n  }\n}\n", marked: ".white", intent: .forcedDark),
        .init(source: "import UIKit\nfinal class PlayerViewController: UIViewController {\n  let subscribe = UIButton()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    subscribe.overrideUserInterfaceStyle = .dark\n    subscribe.backgroundColor = .white\n  }\n}\n", marked: ".white", intent: nil),
        // A ternary on the app's own theme enum (`self == .night ? … : …`) as its switch is (session 38's intent38c M6: the
        // reader's day page turned near-black in system Dark); an enum whose cases name no themes adapts.
        .init(source: "import SwiftUI\nenum ReaderTheme {\n  case day, sepia, night\n  var text: Color { self == .night ? Color(white: 0.86) : Color(white: 0.1) }\n}\n", marked: "Color(white: 0.1)", intent: .chosenByAppearance),
        .init(source: "import SwiftUI\nenum ReaderTheme {\n  case day, sepia, night\n  var background: Color {\n    self == .night ? Color(white: 0.07) : (self == .sepia ? Color(red: 0.98, green: 0.94, blue: 0.86) : Color(white: 0.99))\n  }\n}\n", marked: "Color(white: 0.99)", intent: .chosenByAppearance),
        .init(source: "import SwiftUI\nenum Badge {\n  case normal, selected\n  var text: Color { self == .selected ? Color(white: 0.86) : Color(white: 0.1) }\n}\n", marked: "Color(white: 0.1)", intent: nil),
        // Text chosen by a flag named for the artwork's lightness (session 38's intent38c M4); a flag for the appearance adapts.
        .init(source: "import SwiftUI\nstruct CoverTitle: View {\n  let isLightArtwork: Bool\n  var body: some View { Text(\"t\").foregroundStyle(isLightArtwork ? Color.black : Color.white) }\n}\n", marked: "Color.black", intent: .computed),
        .init(source: "import SwiftUI\nstruct CoverTitle: View {\n  let artworkIsDark: Bool\n  var body: some View { Text(\"t\").foregroundStyle(artworkIsDark ? .white : .black) }\n}\n", marked: ".black", intent: .computed),
        .init(source: "import SwiftUI\nstruct Title: View {\n  let isSelected: Bool\n  var body: some View { Text(\"t\").foregroundStyle(isSelected ? Color.black : Color.gray) }\n}\n", marked: "Color.black", intent: nil),
        // A white dot in a stack on a system hue (Kaset's LIVE badge, session 38's intent38a M3); on gray, or in a stack
        // whose own background is another, it adapts.
        .init(source: "import SwiftUI\nstruct Live: View {\n  var body: some View {\n    HStack(spacing: 4) {\n      Circle().fill(.white).frame(width: 6, height: 6)\n      Text(\"LIVE\")\n    }\n    .padding(.horizontal, 6)\n    .background(.red, in: .capsule)\n  }\n}\n", marked: ".white", intent: .onColoredFill),
        .init(source: "import SwiftUI\nstruct Live: View {\n  var body: some View {\n    HStack(spacing: 4) {\n      Circle().fill(.white).frame(width: 6, height: 6)\n      Text(\"LIVE\")\n    }\n    .background(Color.gray)\n  }\n}\n", marked: ".white", intent: nil),
        .init(source: "import SwiftUI\nstruct Live: View {\n  var body: some View {\n    HStack {\n      VStack {\n        Circle().fill(.white)\n      }\n      .background(Color(white: 0.3))\n    }\n    .background(.red)\n  }\n}\n", marked: ".white", intent: nil),
        // The close button in the `.overlay` of a photo (iBurn's image viewer, session 38's intent38b M1); over a symbol it adapts.
        .init(source: "import SwiftUI\nimport UIKit\nstruct Viewer: View {\n  let image: UIImage\n  var body: some View {\n    Image(uiImage: image)\n      .resizable()\n      .overlay(alignment: .topTrailing) {\n        Image(systemName: \"xmark.circle.fill\").foregroundStyle(.white, .black.opacity(0.6))\n      }\n  }\n}\n", marked: ".black.opacity(0.6)", intent: .mediaSurface),
        .init(source: "import SwiftUI\nstruct Viewer: View {\n  var body: some View {\n    Image(systemName: \"star\")\n      .overlay(alignment: .topTrailing) {\n        Text(\"1\").foregroundStyle(.black.opacity(0.6))\n      }\n  }\n}\n", marked: ".black.opacity(0.6)", intent: nil),
        // A picture's placeholder (session 38's intent38c M2); a placeholder of another view adapts.
        .init(source: "import SwiftUI\nstruct Art: View {\n  let url: URL\n  var body: some View {\n    AsyncImage(url: url) { image in\n      image.resizable()\n    } placeholder: {\n      Color.black\n    }\n  }\n}\n", marked: "Color.black", intent: .mediaSurface),
        .init(source: "import SwiftUI\nimport Kingfisher\nstruct Art: View {\n  let url: URL\n  var body: some View {\n    KFImage(url)\n      .placeholder { Color.black }\n      .resizable()\n  }\n}\n", marked: "Color.black", intent: .mediaSurface),
        .init(source: "import SwiftUI\nstruct Feed: View {\n  var body: some View {\n    LoadingList(items: []) { item in\n      Text(item)\n    } placeholder: {\n      Color.black\n    }\n  }\n}\n", marked: "Color.black", intent: nil),
        // Drawn into a bitmap the code caches (iBurn's map pins, session 38's intent38b M2); the same fill in draw(_:), or
        // into an image drawn afresh each time (no cache), adapts.
        .init(source: "import UIKit\nfinal class Pins {\n  private let cache = NSCache<NSString, UIImage>()\n  func render() -> UIImage {\n    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30))\n    return renderer.image { _ in\n      UIColor.white.setFill()\n      UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 10, height: 10)).fill()\n    }\n  }\n}\n", marked: "UIColor.white", intent: .drawnIntoImage),
        .init(source: "import UIKit\nvar pinCache: [Int: UIImage] = [:]\nfunc pin() -> UIImage? {\n  UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 8), false, 0)\n  UIColor.white.setFill()\n  UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 8))\n  let image = UIGraphicsGetImageFromCurrentImageContext()\n  UIGraphicsEndImageContext()\n  pinCache[0] = image\n  return image\n}\n", marked: "UIColor.white", intent: .drawnIntoImage),
        .init(source: "import UIKit\nfinal class Pins {\n  func render() -> UIImage {\n    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30))\n    return renderer.image { _ in\n      UIColor.white.setFill()\n      UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 10, height: 10)).fill()\n    }\n  }\n}\n", marked: "UIColor.white", intent: nil),
        .init(source: "import UIKit\nfinal class Pin: UIView {\n  override func draw(_ rect: CGRect) {\n    UIColor.white.setFill()\n    UIBezierPath(ovalIn: rect).fill()\n  }\n}\n", marked: "UIColor.white", intent: nil),
        // The white plate under a QR code in a ZStack (olvid's invitation card, session 24); under a photo it is a card.
        .init(source: "import SwiftUI\nstruct Card: View { var qrCodeImage: Image?\n  var body: some View {\n    ZStack(alignment: .center) {\n      RoundedRectangle(cornerRadius: 16.0)\n        .foregroundColor(.white)\n        .aspectRatio(1.0, contentMode: .fit)\n      if let qrCodeImage = self.qrCodeImage {\n        qrCodeImage.resizable()\n      }\n    }\n  }\n}\n", marked: ".white", intent: .mediaSurface),
        .init(source: "import SwiftUI\nstruct Card: View { var photo: Image?\n  var body: some View {\n    ZStack(alignment: .center) {\n      RoundedRectangle(cornerRadius: 16.0)\n        .foregroundColor(.white)\n        .aspectRatio(1.0, contentMode: .fit)\n      if let photo = self.photo {\n        photo.resizable()\n      }\n    }\n  }\n}\n", marked: ".white", intent: nil),
        // The fallback of a color conversion read as numbers, of an artwork's average (Tuneful, session 24); of a theme's member, no.
        .init(source: "import AppKit\nimport SwiftUI\nextension Color {\n  func toHex() -> String {\n    let nsColor = NSColor(self).usingColorSpace(.deviceRGB) ?? .black\n    return \"\\(nsColor.redComponent)\"\n  }\n}\n", marked: ".black", intent: .computed),
        .init(source: "import AppKit\nimport SwiftUI\nextension NSImage { var averageColor: NSColor? { nil } }\nfunc tint(_ art: NSImage) -> Color { Color(nsColor: art.averageColor ?? .gray) }\n", marked: ".gray", intent: .computed),
        .init(source: "import AppKit\nimport SwiftUI\nstruct Theme { var tint: NSColor? }\nfunc tint(_ theme: Theme) -> Color { Color(nsColor: theme.tint ?? .gray) }\n", marked: ".gray", intent: nil),
        // A white disc behind the app's own filled symbol enum case (olvid's `Image(systemIcon: .checkmarkCircleFill)`, session 24);
        // behind an outline case it adapts.
        .init(source: "import SwiftUI\nenum SystemIcon { case checkmarkCircleFill, checkmarkCircle }\nextension Image { init(systemIcon: SystemIcon) { self.init(systemName: \"x\") } }\nstruct Check: View {\n  var body: some View {\n    Image(systemIcon: .checkmarkCircleFill)\n      .foregroundStyle(Color(UIColor.systemGreen))\n      .background(\n        Circle().foregroundStyle(Color(.white))\n      )\n  }\n}\n", marked: "Color(.white)", intent: .onColoredFill),
        .init(source: "import SwiftUI\nenum SystemIcon { case checkmarkCircleFill, checkmarkCircle }\nextension Image { init(systemIcon: SystemIcon) { self.init(systemName: \"x\") } }\nstruct Check: View {\n  var body: some View {\n    Image(systemIcon: .checkmarkCircle)\n      .foregroundStyle(Color(UIColor.systemGreen))\n      .background(\n        Circle().foregroundStyle(Color(.white))\n      )\n  }\n}\n", marked: "Color(.white)", intent: nil),
        // Labeled tuples (Rocket.Chat's emoji skin tones, audit 18 F4): named by the collection, not the label.
        .init(source: "import UIKit\nfinal class Picker: UIView {\n  let tones: [(label: String, swatch: UIColor)] = [\n    (label: \"a\", swatch: #colorLiteral(red: 0.95, green: 0.85, blue: 0.75, alpha: 1)),\n    (label: \"b\", swatch: #colorLiteral(red: 0.40, green: 0.30, blue: 0.25, alpha: 1))\n  ]\n  var selected = 0\n  func show(in dot: UIView) { dot.backgroundColor = tones[selected].swatch }\n}\n", marked: "#colorLiteral(red: 0.40, green: 0.30, blue: 0.25, alpha: 1)", intent: .data),
        .init(source: "import UIKit\nfinal class Rows: UIView {\n  let rows: [(title: String, shade: UIColor)] = [\n    (title: \"a\", shade: #colorLiteral(red: 0.95, green: 0.85, blue: 0.75, alpha: 1)),\n    (title: \"b\", shade: #colorLiteral(red: 0.40, green: 0.30, blue: 0.25, alpha: 1))\n  ]\n}\n", marked: "#colorLiteral(red: 0.40, green: 0.30, blue: 0.25, alpha: 1)", intent: nil),  // never indexed, no data name
        .init(source: "import UIKit\nfunc cells() {\n  let style: (color: UIColor, width: Int) = (UIColor(red: 0.30, green: 0.76, blue: 0.85, alpha: 1.0), 2)\n  print(style)\n}\n", marked: "UIColor(red: 0.30, green: 0.76, blue: 0.85, alpha: 1.0)", intent: nil),
        // A color read as numbers as the base of a computation (BookPlayer's generated artwork).
        .init(source: "import UIKit\nextension UIColor { convenience init(hex: String) { self.init(white: 1, alpha: 1) }\n  func rgbColor() -> UIColor? { self } }\nenum Artwork { static let baseDefaultColor = UIColor(hex: \"#5FBFD5\").rgbColor()! }\n", marked: "UIColor(hex: \"#5FBFD5\")", intent: .computed),
        .init(source: "import UIKit\nextension UIColor { convenience init(hex: String) { self.init(white: 1, alpha: 1) }\n  func lighter() -> UIColor { self } }\nenum Artwork { static let tint = UIColor(hex: \"#5FBFD5\").lighter() }\n", marked: "UIColor(hex: \"#5FBFD5\")", intent: nil),
        // A logo gradient of many colored stops (Trio); a two-stop surface gradient adapts.
        .init(source: "import SwiftUI\nlet g = AngularGradient(colors: [\n  Color(red: 0.72, green: 0.34, blue: 1),\n  Color(red: 0.62, green: 0.42, blue: 0.98),\n  Color(red: 0.49, green: 0.55, blue: 0.95),\n  Color(red: 0.34, green: 0.67, blue: 0.93),\n], center: .center)\n", marked: "Color(red: 0.49, green: 0.55, blue: 0.95)", intent: .brand),
        .init(source: "import SwiftUI\nlet g = LinearGradient(colors: [Color(red: 0.49, green: 0.55, blue: 0.95), Color(red: 0.34, green: 0.67, blue: 0.93)], startPoint: .top, endPoint: .bottom)\n", marked: "Color(red: 0.49, green: 0.55, blue: 0.95)", intent: nil),
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
        // A stop eight groups inside `.mask(…)` (neodb-app's TruncationTextMask: VStack, HStack,
        // HStack, LinearGradient, Gradient(stops:), [ ], Gradient.Stop): still only its alpha counts;
        // read six groups out, its black became a token near-white in dark (session 30). The same
        // stop in a `.background(…)` is drawn, no mask.
        .init(source: "import SwiftUI\nstruct V: View { var body: some View {\n  Text(\"a\").mask(\n    VStack(spacing: 0) {\n      Rectangle()\n      HStack(spacing: 0) {\n        Rectangle()\n        HStack(spacing: 0) {\n          LinearGradient(gradient: Gradient(stops: [Gradient.Stop(color: Color(white: 0), location: 0), Gradient.Stop(color: .clear, location: 0.9)]), startPoint: .leading, endPoint: .trailing)\n        }\n      }\n    }\n  )\n} }\n", marked: "Color(white: 0)", intent: .mask),
        .init(source: "import SwiftUI\nstruct V: View { var body: some View {\n  Text(\"a\").background(\n    VStack(spacing: 0) {\n      Rectangle()\n      HStack(spacing: 0) {\n        Rectangle()\n        HStack(spacing: 0) {\n          LinearGradient(gradient: Gradient(stops: [Gradient.Stop(color: Color(white: 0), location: 0), Gradient.Stop(color: .clear, location: 0.9)]), startPoint: .leading, endPoint: .trailing)\n        }\n      }\n    }\n  )\n} }\n", marked: "Color(white: 0)", intent: nil),
        // A mask declared apart (session 16's audit, F16): a view type `.mask(…)` takes
        // (AnimeNow's shimmer), a gradient layer set as a layer's mask (ruuvi's edge fader).
        .init(source: "import SwiftUI\nstruct Shimmer: View { var body: some View {\n  Text(\"a\").mask(GradientMask(phase: 0.2))\n}\n struct GradientMask: View {\n  let phase: CGFloat\n  let centerColor = Color(white: 0)\n  var body: some View { LinearGradient(colors: [centerColor, .clear], startPoint: .top, endPoint: .bottom) }\n }\n}\n", marked: "Color(white: 0)", intent: .mask),
        .init(source: "import UIKit\nfinal class Fader {\n  let gradient = CAGradientLayer()\n  func apply(to view: UIView) {\n    gradient.colors = [UIColor(white: 0, alpha: 1).cgColor, UIColor.clear.cgColor]\n    view.layer.mask = gradient\n  }\n}\n", marked: "UIColor(white: 0, alpha: 1).cgColor", intent: .mask),
        .init(source: "import UIKit\nfinal class Fader {\n  let gradientLayer = CAGradientLayer()\n  func apply(to view: UIView, top: Bool) {\n    var colors: [CGColor] = []\n    if top { colors = [UIColor(white: 0, alpha: 1).cgColor, UIColor.clear.cgColor] } else { colors.append(UIColor(white: 1, alpha: 1).cgColor) }\n    gradientLayer.colors = colors\n    view.layer.mask = gradientLayer\n  }\n}\n", marked: "UIColor(white: 0, alpha: 1).cgColor", intent: .mask),
        .init(source: "import UIKit\nfinal class Fader {\n  let gradientLayer = CAGradientLayer()\n  func apply(to view: UIView) {\n    var colors: [CGColor] = []\n    colors.append(UIColor(white: 0, alpha: 1).cgColor)\n    gradientLayer.colors = colors\n    view.layer.mask = gradientLayer\n  }\n}\n", marked: "UIColor(white: 0, alpha: 1).cgColor", intent: .mask),
        // A gradient layer configured in a `Then`-style closure and set as the mask (LyricsX's
        // fade: session 23's review, F8); the same closure on a layer added as a sublayer adapts.
        .init(source: "import UIKit\nprotocol Then {}\nextension Then where Self: AnyObject { func then(_ f: (Self) -> Void) -> Self { f(self); return self } }\nextension NSObject: Then {}\nfinal class Fader: UIView {\n  func apply() {\n    layer.mask = CAGradientLayer().then {\n      $0.frame = bounds\n      $0.colors = [UIColor(white: 0, alpha: 1).cgColor, UIColor.clear.cgColor]\n    }\n  }\n}\n", marked: "UIColor(white: 0, alpha: 1).cgColor", intent: .mask),
        .init(source: "import UIKit\nprotocol Then {}\nextension Then where Self: AnyObject { func then(_ f: (Self) -> Void) -> Self { f(self); return self } }\nextension NSObject: Then {}\nfinal class Fader: UIView {\n  func apply() {\n    layer.addSublayer(CAGradientLayer().then {\n      $0.colors = [UIColor(white: 0, alpha: 1).cgColor, UIColor.clear.cgColor]\n    })\n  }\n}\n", marked: "UIColor(white: 0, alpha: 1).cgColor", intent: nil),
        // A layer or view filled and set as a mask (CALayer.mask, UIView.mask): only its alpha counts.
        .init(source: "import UIKit\nfinal class Thumb: UIView {\n  let maskLayer = CALayer()\n  func setUp() {\n    maskLayer.backgroundColor = UIColor(white: 0, alpha: 1).cgColor\n    layer.mask = maskLayer\n  }\n}\n", marked: "UIColor(white: 0, alpha: 1).cgColor", intent: .mask),
        .init(source: "import UIKit\nfinal class Thumb: UIView {\n  let fade = UIView()\n  func setUp() {\n    fade.backgroundColor = UIColor(white: 1, alpha: 1)\n    self.mask = fade\n  }\n}\n", marked: "UIColor(white: 1, alpha: 1)", intent: .mask),
        .init(source: "import UIKit\nfinal class Thumb: UIView {\n  let fade = UIView()\n  func setUp() {\n    fade.backgroundColor = UIColor(white: 1, alpha: 1)\n    addSubview(fade)\n  }\n}\n", marked: "UIColor(white: 1, alpha: 1)", intent: nil),
        // The dark case of a switch over the app's own style (a LoadingView(style: .dark) drawing
        // black behind its spinner): already the dark style's value. Its light case is the app's
        // own choice too (`ThemeSwitchArms`, audit 18 F5: both arms kept); a switch over the
        // system appearance is not (a harvested pair).
        .init(source: "import UIKit\nfinal class LoadingView: UIView {\n  enum Style { case light, dark }\n  init(style: Style) {\n    super.init(frame: .zero)\n    switch style {\n    case .dark: backgroundColor = UIColor(white: 0, alpha: 1)\n    case .light: backgroundColor = UIColor(white: 0.95, alpha: 1)\n    }\n  }\n  required init?(coder: NSCoder) { fatalError() }\n}\n", marked: "UIColor(white: 0, alpha: 1)", intent: .darkTheme),
        .init(source: "import UIKit\nfinal class LoadingView: UIView {\n  enum Style { case light, dark }\n  init(style: Style) {\n    super.init(frame: .zero)\n    switch style {\n    case .dark: backgroundColor = UIColor(white: 0, alpha: 1)\n    case .light: backgroundColor = UIColor(white: 0.95, alpha: 1)\n    }\n  }\n  required init?(coder: NSCoder) { fatalError() }\n}\n", marked: "UIColor(white: 0.95, alpha: 1)", intent: .chosenByAppearance),
        .init(source: "import UIKit\nfinal class Box: UIView {\n  override func traitCollectionDidChange(_ p: UITraitCollection?) {\n    switch traitCollection.userInterfaceStyle {\n    case .dark: backgroundColor = UIColor(white: 0, alpha: 1)\n    default: backgroundColor = UIColor(white: 0.95, alpha: 1)\n    }\n  }\n}\n", marked: "UIColor(white: 0, alpha: 1)", intent: nil),
        // A constant the file passes as a light: or dark: argument (mlem's Solarized theme): the
        // code placed it in one appearance already. Not a constant passed to no pair.
        .init(source: "import SwiftUI\nstruct Pair { init(light: Color, dark: Color) {} }\nprivate let base03: Color = .init(red: 0.0, green: 0.17, blue: 0.21)\nprivate let base3: Color = .init(red: 0.99, green: 0.96, blue: 0.89)\nlet background = Pair(light: base3, dark: base03)\n", marked: ".init(red: 0.0, green: 0.17, blue: 0.21)", intent: .chosenByAppearance),
        .init(source: "import SwiftUI\nstruct Pair { init(tint: Color, fill: Color) {} }\nprivate let base03: Color = .init(red: 0.0, green: 0.17, blue: 0.21)\nlet background = Pair(tint: base03, fill: base03)\n", marked: ".init(red: 0.0, green: 0.17, blue: 0.21)", intent: nil),
        // Negative: a gradient layer added as a sublayer, a view type no `.mask` takes.
        .init(source: "import UIKit\nfinal class Fader {\n  let gradient = CAGradientLayer()\n  func apply(to view: UIView) {\n    gradient.colors = [UIColor(white: 0, alpha: 1).cgColor, UIColor.clear.cgColor]\n    view.layer.addSublayer(gradient)\n  }\n}\n", marked: "UIColor(white: 0, alpha: 1).cgColor", intent: nil),
        .init(source: "import SwiftUI\nstruct Card: View { var body: some View {\n  Text(\"a\").mask(Capsule())\n}\n struct Badge: View {\n  var body: some View { Text(\"b\").foregroundColor(Color(white: 0)) }\n }\n}\n", marked: "Color(white: 0)", intent: nil),
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
        // A full-screen black cover under white content (iTorrent's AirPlay cover, review 23 F6) is no
        // fixed intent: its place makes it a background, whose black stays dark in Dark
        // (`StarterDraftTests.testABlackLayerUnderAZStacksContentIsABackgroundThatStaysDark`).
        .init(source: "import SwiftUI\nstruct AirPlayStatus: ViewModifier {\n  func body(content: Content) -> some View {\n    content.overlay {\n      ZStack {\n        Color.black.ignoresSafeArea()\n        Label(\"Displaying via AirPlay\", systemImage: \"airplayvideo\")\n          .foregroundStyle(.white)\n      }\n    }\n  }\n}\n", marked: "Color.black", intent: nil),
        .init(source: "import SwiftUI\nstruct Welcome: View {\n  var body: some View {\n    ZStack {\n      Color.black.ignoresSafeArea()\n      Text(\"Hi\").foregroundColor(Color.gray)\n    }\n  }\n}\n", marked: "Color.black", intent: nil),
        .init(source: "import SwiftUI\nstruct Welcome: View {\n  var body: some View {\n    ZStack {\n      Color.black.frame(height: 40)\n      Text(\"Hi\").foregroundStyle(.white)\n    }\n  }\n}\n", marked: "Color.black", intent: nil),
        // Drawn into a template image or a mask image (Calendr's menu-bar icon, review 23 F10): only
        // the alpha counts. The same drawing into an image shown as drawn adapts.
        .init(source: "import AppKit\nenum Icon {\n  static func icon(size: NSSize) -> NSImage {\n    let image = NSImage(size: size, flipped: true) { rect in\n      NSColor.red.setFill()\n      rect.fill()\n      return true\n    }\n    image.isTemplate = true\n    return image\n  }\n}\n", marked: "NSColor.red", intent: .mask),
        .init(source: "import AppKit\nenum Popover {\n  static func mask(withCornerRadius radius: CGFloat) -> NSImage {\n    let image = NSImage(size: NSSize(width: radius, height: radius), flipped: false) {\n      NSColor.black.set()\n      NSBezierPath(roundedRect: $0, xRadius: radius, yRadius: radius).fill()\n      return true\n    }\n    return image\n  }\n}\n", marked: "NSColor.black", intent: .mask),
        .init(source: "import AppKit\nenum Icon {\n  static func icon(size: NSSize) -> NSImage {\n    let image = NSImage(size: size, flipped: true) { rect in\n      NSColor.red.setFill()\n      rect.fill()\n      return true\n    }\n    return image\n  }\n}\n", marked: "NSColor.red", intent: nil),
        // A view whose own code hands `self` to a function that caches a view's display into a
        // template image (clashX's status item, session 24 sweep L2): drawn as a mask, only the alpha
        // counts. Not without `isTemplate`, not another view of the file, not when another view is handed.
        .init(source: "import AppKit\nfinal class SpeedView: NSView {\n  let upLabel = NSTextField(labelWithString: \"\")\n  weak var statusItem: NSStatusItem?\n  func setUp() { upLabel.textColor = NSColor.black }\n  func refresh() { statusItem?.updateImage(withView: self) }\n}\nextension NSStatusItem {\n  func updateImage(withView view: NSView) {\n    guard let rep = view.bitmapImageRepForCachingDisplay(in: view.bounds) else { return }\n    view.cacheDisplay(in: view.bounds, to: rep)\n    let img = NSImage(size: view.bounds.size)\n    img.addRepresentation(rep)\n    img.isTemplate = true\n    image = img\n  }\n}\n", marked: "NSColor.black", intent: .mask),
        .init(source: "import AppKit\nfinal class SpeedView: NSView {\n  let upLabel = NSTextField(labelWithString: \"\")\n  weak var statusItem: NSStatusItem?\n  func setUp() { upLabel.textColor = NSColor.black }\n  func refresh() { statusItem?.updateImage(withView: self) }\n}\nextension NSStatusItem {\n  func updateImage(withView view: NSView) {\n    guard let rep = view.bitmapImageRepForCachingDisplay(in: view.bounds) else { return }\n    view.cacheDisplay(in: view.bounds, to: rep)\n    let img = NSImage(size: view.bounds.size)\n    img.addRepresentation(rep)\n    image = img\n  }\n}\n", marked: "NSColor.black", intent: nil),
        .init(source: "import AppKit\nfinal class SpeedView: NSView {\n  let upLabel = NSTextField(labelWithString: \"\")\n  weak var statusItem: NSStatusItem?\n  func setUp() { upLabel.textColor = NSColor.black }\n  func refresh() { statusItem?.updateImage(withView: self) }\n}\nfinal class Other: NSView {\n  let note = NSTextField(labelWithString: \"\")\n  func setUp() { note.textColor = NSColor.darkGray }\n}\nextension NSStatusItem {\n  func updateImage(withView view: NSView) {\n    guard let rep = view.bitmapImageRepForCachingDisplay(in: view.bounds) else { return }\n    view.cacheDisplay(in: view.bounds, to: rep)\n    let img = NSImage(size: view.bounds.size)\n    img.addRepresentation(rep)\n    img.isTemplate = true\n    image = img\n  }\n}\n", marked: "NSColor.darkGray", intent: nil),
        .init(source: "import AppKit\nfinal class SpeedView: NSView {\n  let upLabel = NSTextField(labelWithString: \"\")\n  weak var statusItem: NSStatusItem?\n  func setUp() { upLabel.textColor = NSColor.black }\n  func refresh() { statusItem?.updateImage(withView: upLabel) }\n}\nextension NSStatusItem {\n  func updateImage(withView view: NSView) {\n    guard let rep = view.bitmapImageRepForCachingDisplay(in: view.bounds) else { return }\n    view.cacheDisplay(in: view.bounds, to: rep)\n    let img = NSImage(size: view.bounds.size)\n    img.addRepresentation(rep)\n    img.isTemplate = true\n    image = img\n  }\n}\n", marked: "NSColor.black", intent: nil),
        // A user default's factory value (LyricsX's register(defaults:), review 23 F9), inline or
        // declared apart; a dictionary of colors no register call takes adapts.
        .init(source: "import AppKit\nfunc setUp(_ defaults: UserDefaults) {\n  defaults.register(defaults: [\n    \"LyricsColor\": #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1),\n    \"Size\": 24,\n  ])\n}\n", marked: "#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)", intent: .data),
        .init(source: "import AppKit\nfunc setUp(_ defaults: UserDefaults) {\n  let factory: [String: Any] = [\"LyricsColor\": NSColor.white]\n  defaults.register(defaults: factory)\n}\n", marked: "NSColor.white", intent: .data),
        .init(source: "import AppKit\nlet styles: [String: NSColor] = [\"title\": NSColor.white]\n", marked: "NSColor.white", intent: nil),
        // The clear end of a kept veil (Feather's header, session 23) takes the veil's decision, in
        // SwiftUI and on a layer; the clear end of a fade whose stops adapt adapts with them.
        .init(source: "import SwiftUI\nstruct Header: View {\n  var body: some View {\n    Rectangle().overlay(LinearGradient(gradient: Gradient(colors: [Color.black.opacity(0.8), Color.black.opacity(0)]), startPoint: .top, endPoint: .bottom))\n  }\n}\n", marked: "Color.black.opacity(0)", intent: .scrim),
        .init(source: "import UIKit\nfinal class Veil: UIView {\n  let dimmingLayer = CAGradientLayer()\n  func setUp() { dimmingLayer.colors = [UIColor.black.withAlphaComponent(0.6).cgColor, UIColor.black.withAlphaComponent(0).cgColor] }\n}\n", marked: "UIColor.black.withAlphaComponent(0).cgColor", intent: .scrim),
        .init(source: "import SwiftUI\nstruct Header: View {\n  var body: some View {\n    Rectangle().overlay(LinearGradient(gradient: Gradient(colors: [Color.white, Color.white.opacity(0)]), startPoint: .top, endPoint: .bottom))\n  }\n}\n", marked: "Color.white.opacity(0)", intent: nil),
        .init(source: "import UIKit\nfunc f(v: UIView) { v.layer.shadowColor = UIColor.black.cgColor }\n", marked: "UIColor.black.cgColor", intent: .shadow),
        .init(source: "import SwiftUI\nlet t = Text(\"a\").shadow(color: .black.opacity(0.2), radius: 4)\n", marked: ".black.opacity(0.2)", intent: .shadow),
        // The color a Core Graphics context casts its shadow in (bittr's price chart, session 34's V3: a
        // white glow in Dark as `label`), in UIKit and AppKit, and a SwiftUI `ShadowStyle`'s. Not the
        // context's fill set beside it, nor the color a shadowed shape or style is drawn in.
        .init(source: "import UIKit\nfinal class Chart: UIView {\n  override func draw(_ rect: CGRect) {\n    let context = UIGraphicsGetCurrentContext()\n    context!.setShadow(offset: CGSize(width: 0, height: 9), blur: 15, color: UIColor.black.cgColor)\n  }\n}\n", marked: "UIColor.black.cgColor", intent: .shadow),
        .init(source: "import AppKit\nfinal class Chart: NSView {\n  override func draw(_ dirtyRect: NSRect) {\n    NSGraphicsContext.current?.cgContext.setShadow(offset: .zero, blur: 4, color: NSColor.black.withAlphaComponent(0.4).cgColor)\n  }\n}\n", marked: "NSColor.black.withAlphaComponent(0.4).cgColor", intent: .shadow),
        .init(source: "import SwiftUI\nstruct Chip: View { var body: some View { Circle().fill(.blue.shadow(.drop(color: .black.opacity(0.3), radius: 2))) } }\n", marked: ".black.opacity(0.3)", intent: .shadow),
        .init(source: "import UIKit\nfinal class Chart: UIView {\n  override func draw(_ rect: CGRect) {\n    guard let context = UIGraphicsGetCurrentContext() else { return }\n    context.setShadow(offset: .zero, blur: 2)\n    context.setFillColor(UIColor.black.cgColor)\n  }\n}\n", marked: "UIColor.black.cgColor", intent: nil),
        .init(source: "import SwiftUI\nstruct Dot: View { var body: some View { Circle().fill(Color.black).shadow(radius: 3) } }\n", marked: "Color.black", intent: nil),
        .init(source: "import SwiftUI\nstruct Title: View { var body: some View { Text(\"a\").foregroundStyle(.black.shadow(.drop(radius: 2))) } }\n", marked: ".black", intent: nil),
        .init(source: "import UIKit\nfunc f(dimmingView: UIView) { dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4) }\n", marked: "UIColor.black.withAlphaComponent(0.4)", intent: .scrim),
        .init(source: "import UIKit\nfunc f(overlayView: UIView) { overlayView.backgroundColor = UIColor.white.withAlphaComponent(0.7) }\n", marked: "UIColor.white.withAlphaComponent(0.7)", intent: .scrim),
        .init(source: "import UIKit\nfunc f(card: UIView) { card.backgroundColor = UIColor.white.withAlphaComponent(0.7) }\n", marked: "UIColor.white.withAlphaComponent(0.7)", intent: nil),
        .init(source: "import UIKit\nfunc f(l: UILabel) { l.textColor = UIColor.black.withAlphaComponent(0.6) }\n", marked: "UIColor.black.withAlphaComponent(0.6)", intent: nil),  // text adapts
        // A black layer shaped only by a gradient mask is a shadow (Unwatched's PlayerTopShadow over
        // the video, audit 15 F6): made adaptive, a white haze covered every video in Dark Mode.
        .init(source: "import SwiftUI\nstruct TopShadow: View { var body: some View { VStack(spacing: 0) {\n  Color.black\n    .allowsHitTesting(false)\n    .frame(height: 35)\n    .mask(LinearGradient(gradient: Gradient(stops: [.init(color: .black.opacity(0.9), location: 0), .init(color: .clear, location: 1)]), startPoint: .top, endPoint: .bottom))\n  Spacer()\n} } }\n", marked: "Color.black", intent: .shadow),
        .init(source: "import SwiftUI\nstruct Mini: View { var dropShadow: some View {\n  Color.black\n    .frame(height: 3)\n    .opacity(0.2)\n    .mask { LinearGradient(colors: [.black, .clear], startPoint: .bottom, endPoint: .top) }\n} }\n", marked: "Color.black", intent: .shadow),
        .init(source: "import SwiftUI\nstruct Badge: View { var body: some View {\n  Color.black\n    .frame(width: 20, height: 20)\n    .mask(Circle())\n} }\n", marked: "Color.black", intent: nil),  // a shape, no gradient: a black dot
        .init(source: "import SwiftUI\nstruct Card: View { var body: some View {\n  Color(white: 0.3)\n    .mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))\n} }\n", marked: "Color(white: 0.3)", intent: nil),  // a gray surface fading out
        // A black whose opacity the code chooses at run time, full screen under content: a scrim
        // (Unwatched's PopupPresenter, audit 15 F9); as text it adapts.
        .init(source: "import SwiftUI\nstruct Popup<C: View>: View { let content: C; @State var isVisible = false\n var body: some View { ZStack {\n  Color.black.opacity(isVisible ? 0.4 : 0)\n    .ignoresSafeArea()\n  content\n } } }\n", marked: "Color.black.opacity(isVisible ? 0.4 : 0)", intent: .scrim),
        .init(source: "import SwiftUI\nstruct Popup<C: View>: View { let content: C; var dim = 0.4\n var body: some View { ZStack {\n  Color.black.opacity(dim)\n  content\n } } }\n", marked: "Color.black.opacity(dim)", intent: .scrim),
        .init(source: "import SwiftUI\nstruct Row: View { var faded = false\n var body: some View { Text(\"a\").foregroundStyle(Color.black.opacity(faded ? 0.4 : 1)) } }\n", marked: "Color.black.opacity(faded ? 0.4 : 1)", intent: nil),
        .init(source: "import SwiftUI\nstruct Row: View { var faded = false\n var body: some View { ZStack {\n  Color.white.opacity(faded ? 0.4 : 1)\n  Text(\"a\")\n } } }\n", marked: "Color.white.opacity(faded ? 0.4 : 1)", intent: nil),  // a white card, not a scrim
        // A color mixed into another (Unwatched's swipe tints, `theme.mix(with: .black, by: 0.3)`,
        // audit 15 F8): the result is computed; made adaptive, the tint was lightened in Dark Mode.
        .init(source: "import SwiftUI\nstruct Row: View { let theme: Color\n var body: some View { Button(\"a\") {}.tint(theme.mix(with: Color.black, by: 0.3)) } }\n", marked: "Color.black", intent: .computed),
        .init(source: "import SwiftUI\nstruct Status: View { let color: Color\n var body: some View { Text(\"a\").foregroundStyle(color.mix(with: .black, by: 0.1)) } }\n", marked: ".black", intent: .computed),
        .init(source: "import AppKit\nlet t = NSColor.selectedControlColor.blended(withFraction: 0.7, of: .white)\n", marked: ".white", intent: .computed),
        .init(source: "import SwiftUI\nfunc mix(with color: Color) -> Color { color }\nlet c = mix(with: Color.black)\n", marked: "Color.black", intent: nil),  // a free function's argument: no other color
        .init(source: "import SwiftUI\nstruct Row: View { let theme: Color\n var body: some View { Button(\"a\") {}.tint(theme).background(Color.black) } }\n", marked: "Color.black", intent: nil),
        // A subtree the code forces dark shows its colors in dark alone (Unwatched's drop overlay,
        // audit 15 F7): its black is the dark value, never `Color.primary` (white there in both
        // system appearances); the rest of the file adapts.
        .init(source: "import SwiftUI\nstruct Drop: View { @State var on = false\n var body: some View {\n  Text(\"a\")\n   .overlay {\n    if on {\n     ZStack {\n      Color.black\n      Text(\"b\")\n     }\n    }\n   }\n   .environment(\\.colorScheme, .dark)\n } }\n", marked: "Color.black", intent: .forcedDark),
        .init(source: "import SwiftUI\nstruct Panel: View { var body: some View {\n  VStack { Text(\"a\").foregroundStyle(Color(white: 0.9)) }\n   .preferredColorScheme(.dark)\n} }\n", marked: "Color(white: 0.9)", intent: .forcedDark),
        .init(source: "import SwiftUI\nstruct Drop: View { var body: some View {\n  ZStack { Color(white: 0.2) }\n   .environment(\\.colorScheme, .light)\n} }\n", marked: "Color(white: 0.2)", intent: nil),
        .init(source: "import SwiftUI\nstruct Drop: View { var on = false\n var body: some View {\n  Text(\"a\")\n   .overlay { dropOverlay }\n   .environment(\\.colorScheme, .dark)\n }\n var dropOverlay: some View {\n  ZStack { Color(white: 0.1) }\n }\n}\n", marked: "Color(white: 0.1)", intent: .forcedDark),
        .init(source: "import SwiftUI\nstruct Drop: View { var on = false\n var body: some View {\n  VStack { dropOverlay }\n   .environment(\\.locale, .current)\n }\n var dropOverlay: some View {\n  ZStack { Color(white: 0.1) }\n }\n}\n", marked: "Color(white: 0.1)", intent: nil),
        .init(source: "import SwiftUI\nstruct Drop: View { var body: some View {\n  VStack {\n   ZStack { Color(white: 0.2) }.environment(\\.colorScheme, .dark)\n   Text(\"a\").foregroundStyle(Color(white: 0.3))\n  }\n} }\n", marked: "Color(white: 0.3)", intent: nil),  // beside the forced view, not in it
        // The Touch Bar is always dark (nuage's Touch Bar player, session 19's audit F1): a view
        // named for it, an AppKit Touch Bar maker, the content of `.touchBar { … }` show their
        // colors as written; a settings screen about the Touch Bar is drawn in a window.
        .init(source: "import SwiftUI\nstruct Knob: View { var knobColor: Color; var body: some View { Circle().fill(knobColor) } }\nstruct PlayerTouchBar: View {\n var body: some View {\n  Knob(knobColor: Color(red: 0.1, green: 0.1, blue: 0.1))\n }\n}\n", marked: "Color(red: 0.1, green: 0.1, blue: 0.1)", intent: .forcedDark),
        .init(source: "import SwiftUI\nstruct Main: View {\n var body: some View {\n  Text(\"a\")\n   .touchBar {\n    Text(\"b\").foregroundColor(Color(white: 0.2))\n   }\n }\n}\n", marked: "Color(white: 0.2)", intent: .forcedDark),
        .init(source: "import AppKit\nfinal class Window: NSWindow {\n override func makeTouchBar() -> NSTouchBar? {\n  let b = NSButton(title: \"a\", target: nil, action: nil)\n  b.bezelColor = NSColor(white: 0.2, alpha: 1)\n  return nil\n }\n}\n", marked: "NSColor(white: 0.2, alpha: 1)", intent: .forcedDark),
        .init(source: "import SwiftUI\nstruct Knob: View { var knobColor: Color; var body: some View { Circle().fill(knobColor) } }\nstruct TouchBarSettingsView: View {\n var body: some View {\n  Knob(knobColor: Color(red: 0.1, green: 0.1, blue: 0.1))\n }\n}\n", marked: "Color(red: 0.1, green: 0.1, blue: 0.1)", intent: nil),
        .init(source: "import SwiftUI\nstruct Main: View {\n var body: some View {\n  Text(\"a\").foregroundColor(Color(white: 0.2))\n   .touchBar {\n    Text(\"b\")\n   }\n }\n}\n", marked: "Color(white: 0.2)", intent: nil),  // beside the Touch Bar's content, not in it
        // A black-or-white choice by the luma weights, whatever the names (BookPlayer's Sweetercolor,
        // session 21 audit F2); a color mixed into another by `blend(with:)`; SwiftUI's overlay is a view.
        .init(source: "import UIKit\nextension UIColor {\n var comps: [CGFloat] { [0, 0, 0] }\n var contrastingColor: UIColor {\n  let c = comps\n  let delta = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]\n  return delta > 0.5 ? UIColor(white: 0, alpha: 1) : UIColor(white: 1, alpha: 1)\n }\n}\n", marked: "UIColor(white: 0, alpha: 1)", intent: .computed),
        .init(source: "import UIKit\nextension UIColor {\n var comps: [CGFloat] { [0, 0, 0] }\n var weight: UIColor {\n  let c = comps\n  let delta = 0.3 * c[0] + 0.5 * c[1] + 0.2 * c[2]\n  return delta > 0.5 ? UIColor(white: 0, alpha: 1) : UIColor(white: 1, alpha: 1)\n }\n}\n", marked: "UIColor(white: 0, alpha: 1)", intent: nil),  // no luma weights, no brightness word
        .init(source: "import UIKit\nextension UIColor {\n func blend(with other: UIColor) -> UIColor { self }\n var shaded: UIColor { blend(with: UIColor(white: 0, alpha: 1)) }\n}\n", marked: "UIColor(white: 0, alpha: 1)", intent: .computed),
        .init(source: "import SwiftUI\nstruct V: View {\n var body: some View { Text(\"a\").overlay(Color(red: 0.2, green: 0.4, blue: 0.8)) }\n}\n", marked: "Color(red: 0.2, green: 0.4, blue: 0.8)", intent: nil),
        // A layer of a ZStack over an earlier picture layer, in `if` blocks too (BookPlayer's play
        // badge on a cover, session 21 audit F3); over a symbol, or under the picture: no.
        .init(source: "import SwiftUI\nimport UIKit\nstruct Cover: View {\n var path: String\n var glyph: String?\n var body: some View {\n  ZStack {\n   if let c = UIImage(contentsOfFile: path) {\n    Image(uiImage: c).resizable()\n   } else {\n    Image(systemName: \"photo\")\n   }\n   if let glyph {\n    Circle()\n     .foregroundStyle(.white)\n     .opacity(0.8)\n    Image(systemName: glyph).foregroundStyle(.black)\n   }\n  }\n }\n}\n", marked: ".white", intent: .mediaSurface),
        .init(source: "import SwiftUI\nimport UIKit\nstruct Cover: View {\n var path: String\n var glyph: String?\n var body: some View {\n  ZStack {\n   if let c = UIImage(contentsOfFile: path) {\n    Image(uiImage: c).resizable()\n   } else {\n    Image(systemName: \"photo\")\n   }\n   if let glyph {\n    Circle()\n     .foregroundStyle(.white)\n     .opacity(0.8)\n    Image(systemName: glyph).foregroundStyle(.black)\n   }\n  }\n }\n}\n", marked: ".black", intent: .mediaSurface),
        .init(source: "import SwiftUI\nstruct Cover: View {\n var body: some View {\n  ZStack {\n   getArtworkView(for: 1)\n   Circle().foregroundStyle(.white)\n  }\n }\n func getArtworkView(for n: Int) -> some View { EmptyView() }\n}\n", marked: ".white", intent: .mediaSurface),
        .init(source: "import SwiftUI\nstruct Badge: View {\n var body: some View {\n  ZStack {\n   Image(systemName: \"star\")\n   Circle().foregroundStyle(.white)\n  }\n }\n}\n", marked: ".white", intent: nil),  // over a symbol
        .init(source: "import SwiftUI\nstruct Row: View {\n var body: some View {\n  HStack {\n   Image(uiImage: UIImage())\n   Circle().foregroundStyle(.white)\n  }\n }\n}\n", marked: ".white", intent: nil),  // beside, not over
        // A small switch that is a table of data (jyutping's Foshan lines, session 19's audit F7):
        // keyed by literals, or over an enum naming no state, each case its own constructor; its
        // `default:` belongs to it. A state's or a style's switch, named members, a case doing more,
        // a range: the app's design, which adapts.
        .init(source: "import SwiftUI\nenum Line { case a, b, c, other }\nfunc lineColor(_ l: Line) -> Color {\n switch l {\n case .a: Color(red: 0.92, green: 0, blue: 0)\n case .b: Color(red: 0, green: 0.3, blue: 0.7)\n case .c: Color(red: 0.38, green: 0.7, blue: 0.89)\n default: Color.black\n }\n}\n", marked: "Color(red: 0, green: 0.3, blue: 0.7)", intent: .data),
        .init(source: "import SwiftUI\nenum Line { case a, b, c, other }\nfunc lineColor(_ l: Line) -> Color {\n switch l {\n case .a: Color(red: 0.92, green: 0, blue: 0)\n case .b: Color(red: 0, green: 0.3, blue: 0.7)\n case .c: Color(red: 0.38, green: 0.7, blue: 0.89)\n default: Color.black\n }\n}\n", marked: "Color.black", intent: .data),
        .init(source: "import SwiftUI\nfunc lineColor(_ name: String) -> Color {\n switch name {\n case \"2 號線\": return Color(red: 0.92, green: 0, blue: 0)\n case \"3 號線\", \"4 號線\": return Color(red: 0, green: 0.3, blue: 0.7)\n default: return Color.black\n }\n}\n", marked: "Color(red: 0.92, green: 0, blue: 0)", intent: .data),
        .init(source: "import SwiftUI\nfunc lineColor(_ name: String) -> Color {\n switch name {\n case \"2 號線\": return Color(red: 0.92, green: 0, blue: 0)\n case \"3 號線\", \"4 號線\": return Color(red: 0, green: 0.3, blue: 0.7)\n default: return Color.black\n }\n}\n", marked: "Color.black", intent: .data),
        .init(source: "import SwiftUI\nfunc named(_ name: String) -> Color {\n switch name {\n case \"card\": return Color(red: 0.17, green: 0.17, blue: 0.18)\n case \"bad\": return Color(red: 0.11, green: 0.11, blue: 0.12)\n default: return Color.black\n }\n}\n", marked: "Color(red: 0.17, green: 0.17, blue: 0.18)", intent: nil),  // grays keyed by names: surfaces
        .init(source: "import SwiftUI\nfunc named(_ name: String) -> Color {\n switch name {\n case \"a\": return Color(red: 0.92, green: 0, blue: 0)\n case \"b\": return Color(red: 0.92, green: 0, blue: 0)\n default: return Color.black\n }\n}\n", marked: "Color.black", intent: nil),  // one hue twice: no table
        .init(source: "import SwiftUI\nfunc lineColor(_ metro: String, _ name: String) -> Color {\n switch metro {\n case \"A\":\n  switch name {\n  case \"1\": return Color(red: 0.92, green: 0, blue: 0)\n  case \"2\": return Color(red: 0, green: 0.3, blue: 0.7)\n  default: return Color.black\n  }\n case \"B\":\n  switch name {\n  case \"1\": return Color(red: 0.2, green: 0.7, blue: 0.3)\n  case \"2\": return Color(red: 0.9, green: 0.6, blue: 0.1)\n  default: return Color.black\n  }\n default: return Color(white: 0)\n }\n}\n", marked: "Color(white: 0)", intent: .data),  // the outer default belongs to the tables
        .init(source: "import SwiftUI\nfunc tone(_ mode: String, _ dark: Bool) -> Color {\n switch mode {\n case \"A\":\n  switch dark {\n  case true: return Color(red: 0.1, green: 0.1, blue: 0.1)\n  default: return Color.white\n  }\n case \"B\": return Color(red: 0.9, green: 0.6, blue: 0.1)\n default: return Color.black\n }\n}\n", marked: "Color.black", intent: nil),  // a case that is no table: the default is the app's
        // Black or white text chosen per data value beside a table of it (jyutping's line names):
        // kept with the table; without a table beside it, the app's text, which adapts.
        .init(source: "import SwiftUI\nstruct Line { var name: String }\nextension Line {\n var fill: Color {\n  switch name {\n  case \"1\": Color(red: 0.95, green: 0.8, blue: 0.24)\n  case \"2\": Color(red: 0, green: 0.38, blue: 0.6)\n  default: Color.black\n  }\n }\n var text: Color {\n  switch name {\n  case \"1\": Color(white: 0)\n  default: Color.white\n  }\n }\n}\n", marked: "Color(white: 0)", intent: .data),
        .init(source: "import SwiftUI\nstruct Line { var name: String }\nextension Line {\n var fill: Color {\n  switch name {\n  case \"1\": Color(white: 0.9)\n  case \"2\": Color(white: 0.8)\n  default: Color.black\n  }\n }\n var text: Color {\n  switch name {\n  case \"1\": Color(white: 0)\n  default: Color.white\n  }\n }\n}\n", marked: "Color(white: 0)", intent: nil),
        .init(source: "import SwiftUI\nenum Status { case ok, slow, down }\nfunc statusColor(_ s: Status) -> Color {\n switch s {\n case .ok: Color(red: 0.2, green: 0.7, blue: 0.3)\n case .slow: Color(red: 0.9, green: 0.6, blue: 0.1)\n case .down: Color(red: 0.9, green: 0.1, blue: 0.1)\n }\n}\n", marked: "Color(red: 0.9, green: 0.6, blue: 0.1)", intent: nil),
        .init(source: "import SwiftUI\nenum Pill { case on, off, unknown }\nextension Pill { var fill: Color {\n switch self {\n case .on: Color(red: 0.2, green: 0.7, blue: 0.3)\n case .off: Color(red: 0.5, green: 0.5, blue: 0.55)\n case .unknown: Color(red: 0.9, green: 0.6, blue: 0.1)\n }\n} }\n", marked: "Color(red: 0.5, green: 0.5, blue: 0.55)", intent: .data),
        .init(source: "import SwiftUI\nenum Mode { case on, off, unknown }\nextension Mode { var fill: Color {\n switch self {\n case .on: Color(red: 0.2, green: 0.7, blue: 0.3)\n case .off: Color(red: 0.5, green: 0.5, blue: 0.55)\n case .unknown: Color(red: 0.9, green: 0.6, blue: 0.1)\n }\n} }\n", marked: "Color(red: 0.5, green: 0.5, blue: 0.55)", intent: nil),
        .init(source: "import UIKit\nenum Line { case a, b, c }\nfunc lineColor(_ l: Line) -> UIColor {\n switch l {\n case .a: return .red\n case .b: return UIColor(red: 0, green: 0.3, blue: 0.7, alpha: 1)\n case .c: return UIColor(red: 0.38, green: 0.7, blue: 0.89, alpha: 1)\n }\n}\n", marked: "UIColor(red: 0, green: 0.3, blue: 0.7, alpha: 1)", intent: nil),
        .init(source: "import SwiftUI\nenum Line { case a, b }\nfunc lineColor(_ l: Line) -> Color {\n switch l {\n case .a: Color(red: 0.92, green: 0, blue: 0)\n case .b: Color(red: 0, green: 0.3, blue: 0.7)\n }\n}\n", marked: "Color(red: 0.92, green: 0, blue: 0)", intent: nil),  // two enum cases: a choice
        .init(source: "import SwiftUI\nfunc scoreColor(_ v: Int) -> Color {\n switch v {\n case 0..<50: return Color(red: 0.92, green: 0, blue: 0)\n case 50..<80: return Color(red: 0.9, green: 0.6, blue: 0.1)\n default: return Color(red: 0.2, green: 0.7, blue: 0.3)\n }\n}\n", marked: "Color(red: 0.92, green: 0, blue: 0)", intent: nil),  // thresholds, no keys
        // The fallback of a color set looked up by name (Zap's `?? UIColor.magenta`, audit 15 F4):
        // drawn only when the set is missing; a hex parsed from data is another case (data).
        .init(source: "import UIKit\nenum Palette {\n  static func color(_ name: String) -> UIColor {\n    UIColor(named: name, in: Bundle.main, compatibleWith: nil) ?? UIColor.magenta\n  }\n}\n", marked: "UIColor.magenta", intent: .fallback),
        .init(source: "import UIKit\nfunc f(v: UIView, custom: UIColor?) {\n  v.backgroundColor = custom ?? UIColor.magenta\n}\n", marked: "UIColor.magenta", intent: nil),
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
        // A white drawn into an image made a CIImage (FlowDown's MLX client: the empty picture fed to its
        // vision model, session 32): the picture's, kept. The same image shown in a view adapts.
        .init(source: "import UIKit\nimport CoreImage\nopen class MLXChatClient {\n    private let emptyImage: CIImage = .init(cgImage: UIImage(\n        color: .white,\n        size: .init(width: 64, height: 64)\n    ).cgImage!)\n}\n", marked: ".white", intent: .mediaSurface),
        .init(source: "import UIKit\nimport CoreImage\nfunc blank() -> CIImage { CIImage(cgImage: UIImage(color: .white, size: CGSize(width: 8, height: 8)).cgImage!) }\n", marked: ".white", intent: .mediaSurface),
        .init(source: "import UIKit\nfinal class Badge: UIView {\n    let imageView = UIImageView()\n    func setUp() { imageView.image = UIImage(color: .white, size: CGSize(width: 8, height: 8)) }\n}\n", marked: ".white", intent: nil),
        .init(source: "import UIKit\nimport CoreImage\nfinal class Tint {\n    let filter = CIFilter(name: \"CIColorMonochrome\")\n    let pad: UIColor = .init(white: 1, alpha: 1)\n}\n", marked: ".init(white: 1, alpha: 1)", intent: nil),
        // Text chosen by a local flag the code asks of a color (dhp-ios-app's card text over the
        // credential's own fill, session 33 V2): computed from the fill, both arms kept. A flag asked
        // of a theme is the theme's (no brightness), and a local of a longer expression is no flag.
        .init(source: "import UIKit\nfinal class Cell: UITableViewCell {\n  let card = UIView(), name = UILabel()\n  func update(for backgroundColor: UIColor) {\n    let isDarkColor = backgroundColor.isDarkColor\n    name.textColor = isDarkColor ? .white : .black\n  }\n}\n", marked: ".black", intent: .computed),
        .init(source: "import UIKit\nfinal class Cell: UITableViewCell {\n  let card = UIView(), name = UILabel()\n  func update() {\n    let isDarkColor = card.primaryColor.isDarkColor\n    name.textColor = isDarkColor ? .white : .black\n  }\n}\n", marked: ".white", intent: .computed),
        .init(source: "import UIKit\nfinal class Cell: UITableViewCell {\n  let name = UILabel()\n  func update(theme: Theme) {\n    let isDarkMode = theme.isDarkMode\n    name.textColor = isDarkMode ? .white : .black\n  }\n}\n", marked: ".black", intent: nil),
        // A parameter default a file importing a code-image package hands to it (session 33's V1, sing-box's
        // QRSImageGenerator: `backgroundColor: CGColor = CGColor(gray: 1.0, alpha: 1.0)` into QRCode's
        // `design.backgroundColor(…)`): the code image's, kept. Negatives: no such import; the parameter
        // only set on a view.
        .init(source: "import CoreGraphics\nimport QRCode\nfinal class CodeFrames {\n  private let foregroundColor: CGColor\n  private let backgroundColor: CGColor\n  init(foregroundColor: CGColor, backgroundColor: CGColor = CGColor(gray: 1.0, alpha: 1.0)) {\n    self.foregroundColor = foregroundColor\n    self.backgroundColor = backgroundColor\n  }\n  func frame(_ text: String) -> CGImage? {\n    let backgroundColor = backgroundColor\n    let doc = try? QRCode.Document(utf8String: text)\n    doc?.design.backgroundColor(backgroundColor)\n    return try? doc?.cgImage(dimension: 512)\n  }\n}\n", marked: "CGColor(gray: 1.0, alpha: 1.0)", intent: .mediaSurface),
        .init(source: "import CoreGraphics\nfinal class CodeFrames {\n  private let foregroundColor: CGColor\n  private let backgroundColor: CGColor\n  init(foregroundColor: CGColor, backgroundColor: CGColor = CGColor(gray: 1.0, alpha: 1.0)) {\n    self.foregroundColor = foregroundColor\n    self.backgroundColor = backgroundColor\n  }\n  func frame(_ text: String) -> CGImage? {\n    let backgroundColor = backgroundColor\n    let doc = try? Document(utf8String: text)\n    doc?.design.backgroundColor(backgroundColor)\n    return try? doc?.cgImage(dimension: 512)\n  }\n}\n", marked: "CGColor(gray: 1.0, alpha: 1.0)", intent: nil),
        .init(source: "import CoreGraphics\nimport QRCode\nimport UIKit\nfinal class CodeFrames {\n  private let foregroundColor: CGColor\n  private let backgroundColor: CGColor\n  init(foregroundColor: CGColor, backgroundColor: CGColor = CGColor(gray: 1.0, alpha: 1.0)) {\n    self.foregroundColor = foregroundColor\n    self.backgroundColor = backgroundColor\n  }\n  func frame(_ text: String) -> CGImage? {\n    let backgroundColor = backgroundColor\n    let view = UIView()\n    view.backgroundColor = UIColor(cgColor: backgroundColor)\n    return nil\n  }\n}\n", marked: "CGColor(gray: 1.0, alpha: 1.0)", intent: nil),
        // A dark/light flag a color type's extension declares, of any name, asked of a value not named
        // for a color (session 33's repro v2: `let dark = tile.fill.looksDark`; the extension in a file
        // with no color of its own): the value's brightness, both arms kept. Negatives: the same flag
        // declared on the app's own type, and a color extension's flag read from the appearance.
        .init(source: "import UIKit\nfinal class Cell: UITableViewCell {\n  let tile = TileView(), name = UILabel()\n  func update() {\n    let dark = tile.fill.looksDark\n    name.textColor = dark ? .white : .black\n  }\n}\n", marked: ".black", intent: .computed, others: ["import UIKit\nextension UIColor {\n  var looksDark: Bool {\n    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0\n    getRed(&r, green: &g, blue: &b, alpha: &a)\n    return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5\n  }\n}\n"]),
        .init(source: "import UIKit\nfinal class Cell: UITableViewCell {\n  let tile = TileView(), name = UILabel()\n  func update() {\n    name.textColor = tile.fill.looksDark ? .white : .black\n  }\n}\n", marked: ".white", intent: .computed, others: ["import UIKit\nextension UIColor {\n  var looksDark: Bool {\n    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0\n    getRed(&r, green: &g, blue: &b, alpha: &a)\n    return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5\n  }\n}\n"]),
        .init(source: "import UIKit\nfinal class Cell: UITableViewCell {\n  let tile = TileView(), name = UILabel()\n  func update() {\n    name.textColor = tile.fill.looksDark ? .white : .black\n  }\n}\n", marked: ".white", intent: nil, others: ["import UIKit\nextension TileStyle {\n  var looksDark: Bool {\n    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0\n    getRed(&r, green: &g, blue: &b, alpha: &a)\n    return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5\n  }\n}\n"]),
        .init(source: "import UIKit\nfinal class Cell: UITableViewCell {\n  let tile = TileView(), name = UILabel()\n  func update() {\n    let dark = tile.fill.looksDark\n    name.textColor = dark ? .white : .black\n  }\n}\n", marked: ".black", intent: nil, others: ["import UIKit\nextension TileStyle {\n  var looksDark: Bool {\n    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0\n    getRed(&r, green: &g, blue: &b, alpha: &a)\n    return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5\n  }\n}\n"]),
        .init(source: "import UIKit\nfinal class Cell: UITableViewCell {\n  let tile = TileView(), name = UILabel()\n  func update() {\n    let dark = tile.fill.looksDark\n    name.textColor = dark ? .white : .black\n  }\n}\n", marked: ".black", intent: nil, others: ["import UIKit\nextension UIColor {\n  var looksDark: Bool { UITraitCollection.current.userInterfaceStyle == .dark }\n}\n"]),
    ]

    func testExamples() {
        for (n, e) in Self.examples.enumerated() {
            let got = intent(e.source, of: e.marked, others: e.others)
            XCTAssertEqual(got?.intent, e.intent, "example \(n): \(e.marked) in\n\(e.source)\nread as \(String(describing: got))")
        }
    }

    /// A veil over a player's picture is kept where the code holds the player; a file's or a
    /// folder's name is no signal (BookPlayer's `BookPlayerWidgets/` and `BookPlayer/…/LoadingBar.swift`
    /// kept a widget's white circle and a story's progress bar).
    func testAVeilIsOverMediaWhereTheCodeHoldsThePlayerNotWhereTheFileIsNamed() {
        func intents(_ source: String, at path: String) -> [FixedIntent?] {
            let run = Engine.analyze([FileInput(path: path, bytes: Array(source.utf8))], options: RunOptions())
            return KeptColors.intents(run.allReports, sources: run.files).map { $0?.intent }
        }
        let source = "import SwiftUI\nstruct Controls: View { var body: some View { Circle().fill(Color.white.opacity(0.2)) } }\n"
        XCTAssertEqual(intents(source, at: "PlayerControlsView.swift"), [nil], "a player's file name")
        XCTAssertEqual(intents(source, at: "Views/Player/tvOS/DetailsPanel.swift"), [nil], "a player's folder")
        XCTAssertEqual(intents(source, at: "BookPlayerWidgets/LastPlayedView.swift"), [nil], "an app named for playing")
        let holding = "import SwiftUI\nimport AVKit\nstruct Controls: View { let player: AVPlayer\n var body: some View { Circle().fill(Color.white.opacity(0.2)) } }\n"
        XCTAssertEqual(intents(holding, at: "Controls.swift"), [nil], "a player object alone shows no picture (Moonfin's audio mini player, session 30 B6)")
        let shown = "import SwiftUI\nimport AVKit\nstruct Controls: View { let player: AVPlayer\n var body: some View { ZStack { VideoPlayer(player: player); Circle().fill(Color.white.opacity(0.2)) } } }\n"
        XCTAssertEqual(intents(shown, at: "Controls.swift"), [.mediaSurface], "the type shows the player's picture")
        let bar = "import SwiftUI\nstruct Bar: View { let player: AVPlayer\n let screen: AVPlayerLayer\n var body: some View { Capsule().fill(Color(white: 1)) }\n}\nlet back = Text(\"a\").background(Color(white: 1))\n"
        XCTAssertEqual(intents(bar, at: "Bar.swift"), [.mediaSurface, nil], "an opaque white drawn on the picture, not another view's background")
        let text = "import SwiftUI\nstruct Label: View { let player: AVPlayer\n var body: some View { Text(\"a\").foregroundStyle(Color.white.opacity(0.7)) } }\n"
        XCTAssertEqual(intents(text, at: "Label.swift"), [nil], "text over the picture is not a veil")
        // A name with a player word is no player: its type decides (session 15's audit, F22, fer0n/Unwatched).
        let scheme = "import SwiftUI\nstruct Card: View { var colorSchemePlayer: ColorScheme = .dark\n var body: some View { Capsule().fill(Color(white: 1)) } }\n"
        XCTAssertEqual(intents(scheme, at: "Card.swift"), [nil], "a ColorScheme named for the player")
        let radius = "import SwiftUI\nenum Const { static let videoPlayerCornerRadius: CGFloat = 12 }\nstruct Card: View {\n var body: some View { RoundedRectangle(cornerRadius: Const.videoPlayerCornerRadius).fill(Color(white: 1)) } }\n"
        XCTAssertEqual(intents(radius, at: "Card.swift"), [nil], "another type's constant named for the player")
        let view = "import SwiftUI\nstruct Card: View { var videoView: UIView\n var body: some View { Capsule().fill(Color(white: 1)) } }\n"
        XCTAssertEqual(intents(view, at: "Card.swift"), [.mediaSurface], "a view named for the video")
        let made = "import SwiftUI\nimport AVKit\nstruct Card: View { @State private var engine = AVPlayer()\n var body: some View { Capsule().fill(Color(white: 1)) } }\n"
        XCTAssertEqual(intents(made, at: "Card.swift"), [nil], "a player the type makes, with no picture shown")
    }

    /// Recast's mini player (review 29, A4): a bar of labels and a slider whose type names its delegate's
    /// protocol (`MiniPlayerViewDelegate`) and reads the progress of the app's audio singleton
    /// (`Player.sharedInstance`) holds no picture: its near-white veil adapts. Negatives: a type holding a
    /// player (`var player: PlayerManager?`) or showing one (`AVPlayerLayer.self` as its layer class) keeps it.
    func testATypeNamingItsDelegateOrAPlayerSingletonHoldsNoPicture() {
        func intents(_ source: String, at path: String) -> [FixedIntent?] {
            let run = Engine.analyze([FileInput(path: path, bytes: Array(source.utf8))], options: RunOptions())
            return KeptColors.intents(run.allReports, sources: run.files).map { $0?.intent }
        }
        let paint = "backgroundColor = UIColor(white: 0.97, alpha: 1).withAlphaComponent(0.85)"
        let bar = "import UIKit\nprotocol MiniPlayerViewDelegate: AnyObject { func expand() }\nfinal class Player { static let sharedInstance = Player(); func progress() -> Float { 0 } }\nfinal class MiniPlayerView: UIView {\n  weak var delegate: MiniPlayerViewDelegate?\n  let slider = UISlider()\n  func setup() {\n    \(paint)\n    slider.value = Player.sharedInstance.progress()\n  }\n}\n"
        XCTAssertEqual(intents(bar, at: "MiniPlayerView.swift"), [nil], "a delegate's protocol and an audio singleton")
        let held = "import UIKit\nfinal class PlayerManager {}\nfinal class MiniPlayerView: UIView {\n  var player: PlayerManager?\n  func setup() { \(paint) }\n}\n"
        XCTAssertEqual(intents(held, at: "MiniPlayerView.swift"), [nil], "a player object the type holds shows no picture")
        let layer = "import UIKit\nimport AVFoundation\nfinal class Screen: UIView {\n  override class var layerClass: AnyClass { AVPlayerLayer.self }\n  func setup() { \(paint) }\n}\n"
        XCTAssertEqual(intents(layer, at: "Screen.swift"), [.mediaSurface], "a view showing the player's layer")
        // The mini player's slider track is the slider's own paint; a view named for the player is the picture's.
        let track = "import UIKit\nfinal class Bar: UIView {\n  let miniPlayerSlider = UISlider()\n  func setup() { miniPlayerSlider.maximumTrackTintColor = UIColor(white: 0.83, alpha: 1) }\n}\n"
        XCTAssertEqual(intents(track, at: "Bar.swift"), [nil], "a slider named for the player")
        let view = "import UIKit\nfinal class Bar: UIView {\n  let playerView = UIView()\n  func setup() { playerView.backgroundColor = UIColor(white: 0.83, alpha: 1) }\n}\n"
        XCTAssertEqual(intents(view, at: "Bar.swift"), [.mediaSurface], "a view named for the player")
    }

    func testABlackScrimWithoutContextIsKeptWhereNoUseIsText() {
        let scrim = "import SwiftUI\nstruct V: View {\n func dim() -> Color { Color.black.opacity(0.7) }\n var body: some View {\n  Text(\"a\").background(Color.black.opacity(0.7))\n }\n}\n"
        let result = analyze([scrim])
        let kept = KeptColors.split(result.allReports, sources: result.files)
        XCTAssertEqual(kept.groups.map(\.match), ["#000000B3", "#000000B3"])
        XCTAssertEqual(kept.groups.map(\.contexts), [["background"], nil], "a rule for the contexts seen, and one for every other")
        XCTAssertEqual(kept.groups.map(\.reports.count), [1, 1])
        XCTAssertTrue(kept.rest.isEmpty)

        // The same black as text must adapt: the scrim is kept only in its own declaration.
        let text = scrim.replacingOccurrences(of: "Text(\"a\").background(", with: "Text(\"a\").foregroundColor(")
        let withText = analyze([text])
        let split = KeptColors.split(withText.allReports, sources: withText.files)
        XCTAssertEqual(split.groups.map(\.within), [["V.dim"]])
        XCTAssertEqual(split.groups.map(\.intent), [.scrim])
        XCTAssertEqual(split.rest.map(\.finding.context), ["foregroundColor"])
    }

    /// A scrim standing as a ZStack's first layer is named by its place (`ViewBuilderPlace`): a
    /// background, kept by a rule of that context while the same black as text elsewhere adapts.
    func testAScrimLayerIsKeptInItsPlacesContextBesideTheSameBlackAsText() {
        let layer = "import SwiftUI\nstruct V: View { var body: some View {\n ZStack {\n  Color.black.opacity(0.7)\n  Text(\"a\")\n }\n} }\nstruct W: View { var body: some View { Text(\"b\").foregroundColor(Color.black.opacity(0.7)) } }\n"
        let result = analyze([layer])
        let kept = KeptColors.split(result.allReports, sources: result.files)
        XCTAssertEqual(kept.groups.map(\.match), ["#000000B3"])
        XCTAssertEqual(kept.groups.map(\.contexts), [["background"]])
        XCTAssertEqual(kept.groups.map(\.intent), [.scrim])
        XCTAssertEqual(kept.rest.map(\.finding.context), ["foregroundColor"], "the text adapts")
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
