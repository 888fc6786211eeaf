/// Framework classes whose property named plainly `color` holds a platform color:
/// `UIActivityIndicatorView.color` (UIColor), `NSColorWell.color` and `NSColorPanel.color`
/// (NSColor). A receiver declared of one of these (`let spinner = UIActivityIndicatorView(style: .large)`)
/// makes `spinner.color = .white` a color though the tree's own `struct Color` declares
/// `var color: Color` (session 27's leftover; missed on main, session 28).
enum SDKColorProperties {
    static let colorOwners: [String: BaseColorType] = [
        "UIActivityIndicatorView": .uiColor,
        "NSColorWell": .nsColor,
        "NSColorPanel": .nsColor,
    ]

    /// Framework properties named like a color whose type is no color, by name → their type:
    /// `MKPinAnnotationView.pinColor` is an `MKPinAnnotationColor` (`.red`, `.green`, `.purple`);
    /// read by the name rule, `fix` wrote a UIColor token there (ParkenDD; session 41, recall41c-v6).
    /// Where the tree declares the name itself, its declaration decides.
    static let nonColorProperties: [String: String] = [
        "pinColor": "MKPinAnnotationColor",
    ]

    /// The color type of `color` on a receiver of type `typeName`, if it is one of these.
    static func colorType(ofColorOn typeName: String) -> BaseColorType? {
        colorOwners[typeName]
    }
}
