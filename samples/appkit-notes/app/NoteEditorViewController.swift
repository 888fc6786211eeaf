import AppKit

typealias PlatformColor = NSColor

final class NoteEditorViewController: NSViewController {
    @IBOutlet var textView: NSTextView!
    @IBOutlet var titleField: NSTextField!
    @IBOutlet var footer: NSTextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.textColor = .black
        footer.textColor = NSColor.black.withAlphaComponent(0.5)
        textView.insertionPointColor = NSColor(srgbRed: 0, green: 122 / 255, blue: 1, alpha: 1)
        textView.linkTextAttributes = [.foregroundColor: #colorLiteral(red: 0, green: 0.478, blue: 1, alpha: 1)]
    }

    func highlight(_ on: Bool) -> NSColor {
        on ? PlatformColor(deviceRed: 1, green: 0.8, blue: 0, alpha: 1) : .textBackgroundColor
    }
}

/// The editor's background: a CGColor keeps the appearance of the moment it is made, so the
/// layer's colors are set in updateLayer, which AppKit runs again when the appearance changes.
final class NoteEditorView: NSView {
    override var wantsUpdateLayer: Bool { true }

    override func updateLayer() {
        layer?.backgroundColor = NSColor(calibratedWhite: 0.925, alpha: 1).cgColor
        layer?.borderColor = CGColor(gray: 0, alpha: 0.1)
    }
}
