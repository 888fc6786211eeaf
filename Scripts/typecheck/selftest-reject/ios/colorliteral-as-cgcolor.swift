// CGColor is not expressible by a color literal.
import UIKit
let color: CGColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
