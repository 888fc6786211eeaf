// NSView.layer is CALayer? (UIView.layer is not optional).
import AppKit
func style(_ view: NSView) { view.layer.backgroundColor = NSColor.red.cgColor }
