// Color(uiColor:) exists on iOS only.
import SwiftUI
let color = Color(uiColor: .white)
