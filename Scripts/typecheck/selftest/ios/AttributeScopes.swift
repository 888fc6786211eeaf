// Apple's attribute scopes: a SwiftUI Color and a UIColor are each assigned to their own scope's
// foregroundColor (the UIColor selects UIKit's attribute, which SwiftUI's Text does not draw), and a
// reader takes SwiftUI's back as a Color (sing-box-for-apple's LogTextView `run.foregroundColor`).
import SwiftUI

func logAttributes() -> AttributeContainer {
    var container = AttributeContainer()
    container.foregroundColor = Color.red
    container.foregroundColor = Color(UIColor.systemRed)
    container.foregroundColor = UIColor.systemRed
    container.swiftUI.backgroundColor = Color.black
    let back: Color? = container.foregroundColor
    _ = back
    var text = AttributedString("x")
    text.foregroundColor = .primary
    text.mergeAttributes(container)
    return container
}
