/// The APIs of the availability table (`SystemColorAvailability`) a replacement expression
/// calls: `UIColor.label`, `.systemBackground` (of the type the replaced text had), the
/// initializers `Color(uiColor:)`, `Color(nsColor:)`, `Color(_:)` with a UIKit or AppKit color.
enum ExpressionAPIs {
    static let colorTypes = Set(BaseColorType.viewTypes.map(\.rawValue))

    /// `implicitType`: the type a leading `.member` belongs to (the replaced text's).
    static func apis(in text: String, implicitType: String?) -> [APIAvailability] {
        let file = SwiftSource(path: "", bytes: Array(text.utf8))
        var out: [APIAvailability] = []
        func add(_ api: String) { if let e = SystemColorAvailability.entry(api), !out.contains(e) { out.append(e) } }
        /// The type an implicit member `.name` at `k` belongs to: an initializer's argument, else the whole expression's type.
        func implicitOwner(_ k: Int) -> String? {
            if k >= 2, file.isChar(k - 1, ":"), file.isWord(k - 2), let platform = BaseColorType(conversionLabel: file.text(code: k - 2)) {
                return platform.rawValue
            }
            if k >= 2, file.isChar(k - 1, "("), file.codeIs(k - 2, BaseColorType.color.rawValue) {
                // `Color(.systemGray6)`: a UIKit color when UIKit has the member, else AppKit's.
                let member = file.text(code: k + 1)
                return SystemColorAvailability.entry("UIColor.\(member)") != nil || SystemColorNames.contains(member, on: .uiColor) ? "UIColor" : "NSColor"
            }
            return k == 0 ? implicitType : nil
        }
        for k in 0..<file.code.count {
            if file.isWord(k), colorTypes.contains(file.text(code: k)), file.isChar(k + 1, "."), file.isWord(k + 2), k == 0 || !file.isChar(k - 1, ".") {
                add("\(file.text(code: k)).\(file.text(code: k + 2))")
            }
            if file.codeIs(k, BaseColorType.color.rawValue), file.isChar(k + 1, "("), k == 0 || !file.isChar(k - 1, ".") {
                for platform in BaseColorType.viewTypes {
                    guard let label = platform.conversionLabel else { continue }
                    if file.codeIs(k + 2, label), file.isChar(k + 3, ":") { add("Color(\(label):)") }
                    if file.codeIs(k + 2, platform.rawValue) { add("Color(_: \(platform.rawValue))") }
                }
                if file.isChar(k + 2, "."), file.isWord(k + 3), let owner = implicitOwner(k + 2) { add("Color(_: \(owner))") }
            }
            if file.isChar(k, "."), file.isWord(k + 1), k == 0 || !(file.isWord(k - 1) || file.isChar(k - 1, ")") || file.isChar(k - 1, "]")),
               let owner = implicitOwner(k) {
                add("\(owner).\(file.text(code: k + 1))")
            }
        }
        return out
    }
}
