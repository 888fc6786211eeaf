// Color(nsColor:) exists on macOS only.
import SwiftUI
let color = Color(nsColor: .white)
