// CGColor.white is macOS-only (Apple: availability macOS 10.9+); iOS code must not get it.
import UIKit
let white: CGColor = CGColor.white
