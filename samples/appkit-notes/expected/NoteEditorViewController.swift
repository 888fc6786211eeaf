import AppKit

typealias PlatformColor = NSColor

final class NoteEditorViewController: NSViewController {
    @IBOutlet var textView: NSTextView!
    @IBOutlet var titleField: NSTextField!
    @IBOutlet var footer: NSTextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.wantsLayer = true
        view.layer?.backgroundColor = NSColor.windowBackgroundColor.cgColor
        titleField.textColor = NSColor.labelColor
        footer.textColor = NSColor.secondaryLabelColor
        textView.insertionPointColor = NSColor.controlAccentColor
        textView.linkTextAttributes = [.foregroundColor: NSColor.controlAccentColor]
        view.layer?.borderColor = NSColor.separatorColor.cgColor
    }

    func highlight(_ on: Bool) -> NSColor {
        on ? NSColor.Notes.highlight : .textBackgroundColor
    }
}
