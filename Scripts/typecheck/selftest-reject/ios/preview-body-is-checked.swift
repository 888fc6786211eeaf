// #Preview bodies are type-checked too (Scripts/typecheck/preview-macro.py expands them).
import SwiftUI
#Preview {
    Text("x").foregroundColor(UIColor.red)
}
