/// What an implicit member's call says of its color type in a file whose only UI import is SwiftUI
/// (SwiftUI re-exports UIKit and AppKit, so such a file calls their APIs): the member is a labelled
/// argument of a call whose callee is not declared in the tree and
/// - another argument is a platform image (`UIImage(…)`, `NSImage(…)`): SwiftUI's APIs take `Image`, or
/// - the callee is rooted at a platform type (`UICalendarView.Decoration.image(…, color: .blue)`).
/// daily-dozen-ios (recall33, a miss) returned `.image(UIImage(systemName: …), color: .red, size: .large)`
/// from a `UICalendarViewDelegate` in a file importing only SwiftUI: UIKit's fixed red, taken for
/// SwiftUI's adaptive one (no finding). A callee the tree declares keeps its declared type (`Badge(_:color: Color)`).
extension ContextAnalyzer {
    /// The platform framework of the call holding the implicit member whose `.` is code token `k`, if its
    /// arguments or callee say one. Asked only of a member already in a color context with no type.
    func platformFrameworkByItsCall(at k: Int) -> Framework? {
        guard k >= 2, file.isChar(k - 1, ":"), file.isWord(k - 2), let open = enclosing.opener(of: k), file.isChar(open, "("),
              open > 0, file.isWord(open - 1), let args = ArgumentList.parse(file, open: open) else { return nil }
        for arg in args.arguments where !arg.value.contains(k) {
            let s = arg.value.lowerBound
            guard s < arg.value.upperBound, file.kind(s) == .identifier, file.isChar(s + 1, "(") || file.isChar(s + 1, ".") else { continue }
            let name = file.text(code: s)
            if let framework = Self.platformFrameworks.first(where: { $0.imageType == name }) { return framework }
        }
        var root = open - 1
        while root >= 2, file.isChar(root - 1, "."), file.kind(root - 2) == .identifier { root -= 2 }
        guard file.kind(root) == .identifier else { return nil }
        let name = file.text(code: root)
        return Self.platformFrameworks.first { framework in
            guard let prefix = framework.typePrefix, name.hasPrefix(prefix), name.count > prefix.count else { return false }
            return name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase
        }
    }

    static let platformFrameworks: [Framework] = [.uikit, .appkit]
}
