// NSTextField.textColor is NSColor?: it does not convert to NSColor without unwrapping.
import AppKit
func color(of field: NSTextField) -> NSColor { field.textColor }
