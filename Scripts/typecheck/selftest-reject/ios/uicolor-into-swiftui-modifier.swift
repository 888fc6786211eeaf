// foregroundColor takes a SwiftUI Color.
import SwiftUI
let text = Text("x").foregroundColor(UIColor.red)
