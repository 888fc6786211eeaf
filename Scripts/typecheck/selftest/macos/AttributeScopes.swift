// Apple's attribute scopes on macOS: SwiftUI's takes a Color, AppKit's an NSColor.
import SwiftUI

func logAttributes() -> AttributeContainer {
    var container = AttributeContainer()
    container.foregroundColor = Color.red
    container.foregroundColor = NSColor.systemRed
    let back: Color? = container.foregroundColor
    _ = back
    return container
}
