// Known-good AppKit code in the shapes Apple's documentation shows (NSColor(name:dynamicProvider:) with
// the appearance's bestMatch, layer-backed views).
import AppKit

extension NSColor {
    static let cardBackground = NSColor(name: "cardBackground") { appearance in
        switch appearance.bestMatch(from: [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua]) {
        case .darkAqua?: return NSColor(srgbRed: 0.11, green: 0.11, blue: 0.12, alpha: 1)
        case .accessibilityHighContrastDarkAqua?: return .black
        case .accessibilityHighContrastAqua?: return .white
        default: return NSColor(calibratedWhite: 0.98, alpha: 1)
        }
    }
}

final class CardView: NSView {
    let title = NSTextField(labelWithString: "Title")

    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        wantsLayer = true
        layer?.backgroundColor = NSColor.cardBackground.cgColor
        layer?.borderColor = NSColor.separatorColor.cgColor
        layer?.shadowColor = NSColor.black.withAlphaComponent(0.3).cgColor
        title.textColor = .labelColor
        title.textColor = NSColor(deviceRed: 1, green: 0, blue: 0, alpha: 1)
        title.textColor = NSColor(genericGamma22White: 0.5, alpha: 1)
        addSubview(title)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func draw(_ dirtyRect: NSRect) {
        NSColor.windowBackgroundColor.setFill()
        dirtyRect.fill()
        NSColor.controlAccentColor.set()
        NSBezierPath(rect: bounds).stroke()
        let hc = NSColor(calibratedRed: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        _ = hc.blended(withFraction: 0.5, of: .white)
    }

    override func updateLayer() {
        layer?.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        layer?.backgroundColor = CGColor.white
        layer?.backgroundColor = .init(gray: 0.01, alpha: 0.05)
    }
}

let literal = #colorLiteral(red: 0, green: 0.478, blue: 1, alpha: 1)
let cgLiteral: CGColor = #colorLiteral(red: 0, green: 0.478, blue: 1, alpha: 1)
let cgLiterals = [#colorLiteral(red: 0, green: 0, blue: 0, alpha: 0), #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)] as [CGColor]
let dark = NSAppearance(named: .darkAqua)

func styleLinks(in textView: NSTextView) {
    textView.insertionPointColor = .controlAccentColor
    textView.linkTextAttributes = [.foregroundColor: NSColor.linkColor]
}
