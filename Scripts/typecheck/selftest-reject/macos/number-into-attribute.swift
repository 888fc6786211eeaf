// An attribute scope's foregroundColor takes a color of its own scope's type, not any value (the negative
// control of the stand-ins' attribute scopes).
import SwiftUI
var container = AttributeContainer()
func f() { container.foregroundColor = 3 }
