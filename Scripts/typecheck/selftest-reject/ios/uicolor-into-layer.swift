// A layer's colors are CGColor.
import UIKit
func style(_ view: UIView) { view.layer.backgroundColor = UIColor.red }
