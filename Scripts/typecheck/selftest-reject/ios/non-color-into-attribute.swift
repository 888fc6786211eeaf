// An attribute scope's foregroundColor takes a color of its own scope's type: a CGColor is none of them
// (the negative control of the stand-ins' attribute scopes: they do not accept any value).
import SwiftUI
var container = AttributeContainer()
func f() { container.foregroundColor = CGColor(gray: 0, alpha: 1) }
