// selectionStyle is an enum: a color never fits.
import UIKit
func style(_ cell: UITableViewCell) { cell.selectionStyle = UIColor.gray }
