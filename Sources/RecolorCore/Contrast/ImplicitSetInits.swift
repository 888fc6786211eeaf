#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A color set called through the declared type's implicit initializer: `static var snackError:
/// Color { .init("error") }`, `static let paper: UIColor = .init(named: "Paper")!`. emitron-iOS
/// declares its SwiftUI sets so; without it no use of `.snackError` was a token's and its snackbar's
/// white-on-set pairs were never seen (review 23 F3).
enum ImplicitSetInits {
    /// A file holding neither calls none (the screen before a file with no finding is read).
    static let finders = [ByteFinder(".init(\""), ByteFinder(".init(named:")]

    /// The set's name when the `.` at code token `k` starts `.init("X")` (SwiftUI's `Color`) or
    /// `.init(named: "X")` (UIKit's and AppKit's) and the declaration it is the value of has that
    /// color type (`var x: Color {`, `let x: UIColor =`, after an optional `return`).
    static func setName(at k: Int, in file: SwiftSource) -> String? {
        guard file.codeIs(k + 1, "init"), file.isChar(k + 2, "(") else { return nil }
        var j = k - 1
        if file.codeIs(j, "return") { j -= 1 }
        guard file.isChar(j, "{") || file.isChar(j, "="), file.isWord(j - 1), file.isChar(j - 2, ":") else { return nil }
        let type = file.text(code: j - 1)
        guard TokenExpressions.setInitializerTypes.contains(type) else { return nil }
        var arg = k + 3
        if type != "Color" {
            guard file.codeIs(arg, "named"), file.isChar(arg + 1, ":") else { return nil }
            arg += 2
        }
        guard file.kind(arg) == .stringQuote, file.kind(arg + 1) == .stringSegment, file.kind(arg + 2) == .stringQuote else { return nil }
        return file.text(code: arg + 1)
    }
}
