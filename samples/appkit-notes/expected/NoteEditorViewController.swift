import AppKit

typealias PlatformColor = NSColor

final class NoteEditorViewController: NSViewController {
    @IBOutlet var textView: NSTextView!
    @IBOutlet var titleField: NSTextField!
    @IBOutlet var footer: NSTextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.textColor = NSColor.labelColor
        footer.textColor = NSColor.secondaryLabelColor
        textView.insertionPointColor = NSColor.controlAccentColor
        textView.linkTextAttributes = [.foregroundColor: NSColor.controlAccentColor]
    }

    func highlight(_ on: Bool) -> NSColor {
        on ? NSColor.Notes.highlight : .textBackgroundColor
    }
}

/// The editor's background: a CGColor keeps the appearance of the moment it is made, so the
/// layer's colors are set in updateLayer, which AppKit runs again when the appearance changes.
final class NoteEditorView: NSView {
    override var wantsUpdateLayer: Bool { true }

    override func updateLayer() {
        layer?.backgroundColor = NSColor.windowBackgroundColor.cgColor
        layer?.borderColor = NSColor.separatorColor.cgColor
    }
}
