import AppKit
import SwiftUI

struct SidebarRow: View {
    let title: String

    var body: some View {
        Text(title)
            .foregroundColor(Color(nsColor: .labelColor))
            .background(Color(white: 0.925))
    }
}

final class SidebarCell: NSTableCellView {
    override func draw(_ dirtyRect: NSRect) {
        NSColor(genericGamma22White: 0.5, alpha: 1).setFill()
        dirtyRect.fill()
        let dash = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 0.1)
        _ = dash
    }
}
