// Known-good SwiftUI code (macOS flavour).
import SwiftUI

struct Row: View {
    var body: some View {
        HStack {
            Text("Name").foregroundColor(Color(nsColor: .labelColor))
            Spacer()
            Image(systemName: "star").foregroundStyle(Color(NSColor.systemYellow))
        }
        .background(Color(nsColor: .windowBackgroundColor))
    }
}

let platform = NSColor(Color.blue)
