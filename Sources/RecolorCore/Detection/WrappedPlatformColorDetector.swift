/// A platform color wrapped in SwiftUI: `Color(uiColor: .white)`, `Color(nsColor: .purple)`,
/// `Color(UIColor.red)`, `Color(#colorLiteral(…))`. When the wrapped value is one fixed color the
/// whole wrapper (and its modifiers) is one SwiftUI finding, of the wrapped color's kind and
/// value, so that a SwiftUI token replaces it whole (`Color(Color.background)` would not
/// compile). A wrapped ternary is left to its arms, which the label types (`uiColor:` UIKit).
enum WrappedPlatformColorDetector {
    static func detect(_ d: FileDetector, start: Int, args: ArgumentList, context: ColorContext?) -> (Finding, Int)? {
        guard args.arguments.count == 1 else { return nil }
        let argument = args.arguments[0]
        let value = argument.value
        guard !value.isEmpty else { return nil }
        let wrapped: BaseColorType
        switch argument.label {
        case "uiColor": wrapped = .uiColor
        case "nsColor": wrapped = .nsColor
        case nil: wrapped = d.platformFramework == .appkit ? .nsColor : .uiColor
        default: return nil
        }
        let first = value.lowerBound
        let inner: (Finding, Int)?
        if d.file.isChar(first, "."), d.file.isWord(first + 1) {
            let typed = ColorContext(name: argument.label, isColor: true, colorType: wrapped, framework: wrapped.framework)
            inner = d.memberOfColorType(wrapped, start: first, member: first + 1, explicit: false, context: typed)
        } else {
            inner = d.detect(at: first)
        }
        guard let (finding, last) = inner, last == value.upperBound - 1 else { return nil }
        return d.finding(kind: finding.kind, type: .color, start: start, baseEnd: args.close, color: finding.color,
                         symbol: finding.symbol, context: context)
    }
}
