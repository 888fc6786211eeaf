#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A computed color property read through another value (`.background(state.status.color)`,
/// where `enum Status { var color: Color { switch self { case .error: return .snackError … } } }`).
/// emitron-iOS's snackbar draws white `.snackText` on such a property's sets; `contrast` saw no
/// pair, so init lifted the near-black sets to #CED1DD/#F2F2F2 under the white text (1.52:1 and
/// 1.12:1 in Dark; review 23 F3). The value's type is not known here: the name must be declared
/// once in the file (the property itself), so no other type's member of that name is meant.
enum OtherValueMembers {
    /// The first code token of the member chain `a.b.name` ending at the name `end` (words and
    /// dots only: no call, subscript or `?` in it), nil when it is no such chain.
    static func chainStart(endingAt end: Int, in file: SwiftSource) -> Int? {
        var k = end
        while k >= 2, file.isChar(k - 1, "."), file.isWord(k - 2) { k -= 2 }
        guard k < end, !file.isChar(k - 1, ".") else { return nil }
        return k
    }

    /// How many declarations in the file name `name` (`var`, `let`, `func`, `case`).
    static func declarations(of name: String, in file: SwiftSource) -> Int {
        var count = 0
        for k in file.code.indices.dropFirst() where file.codeIs(k, name) {
            if file.codeIs(k - 1, "var") || file.codeIs(k - 1, "let") || file.codeIs(k - 1, "func") || file.codeIs(k - 1, "case") { count += 1 }
        }
        return count
    }
}
