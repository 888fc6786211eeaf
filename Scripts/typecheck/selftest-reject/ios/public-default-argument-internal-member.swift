// A public function's default argument names an internal member: what `fix` wrote before F25.
import UIKit
enum Semantic { static var inverseText: UIColor { UIColor.white } }
public func style(textColor: UIColor = Semantic.inverseText) {}
