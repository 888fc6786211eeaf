/// A view the code reaches through a local cast to a class the documents lay out (`let cell =
/// tableView.dequeueReusableCell(…) as! ThemeTableViewCell` … `cell.roundedView.backgroundColor =
/// theme.color`, in the controller): the color is set on that class's member, as if the class set
/// it. RSToDoList's theme cells paint their rounded view with the user's theme color there; the
/// storyboard's gray placeholder under the white title was checked instead, a false FAIL at 2.3:1
/// (session 30, pairs30).
enum CastLocalViews {
    /// The class and member of `receiver` (`cell.roundedView`, `cell?.roundedView`) when its first
    /// component is a local the enclosing function declares as a cast (`as!`, `as?`, `guard let …
    /// as?`) or with a type annotation (`let cell: ThemeTableViewCell = …`), before code token `k`.
    static func member(_ receiver: String, at k: Int, in file: SwiftSource, tree: SyntaxTree) -> (viewClass: String, member: String)? {
        let parts = receiver.filter { $0 != "?" && $0 != "!" }.split(separator: ".").map(String.init)
        guard parts.count == 2, parts[0] != "self", let function = tree.enclosingFunction(at: k) else { return nil }
        let local = parts[0]
        var found: String?
        for j in max(function.open, 0)..<k where file.codeIs(j, local) && (file.codeIs(j - 1, "let") || file.codeIs(j - 1, "var")) {
            if file.isChar(j + 1, ":"), file.isWord(j + 2), !file.isChar(j + 3, ".") { found = file.text(code: j + 2); continue }
            guard file.codeIs(j + 1, "=") else { continue }
            // The cast ending the declaration's line (`as! C`, `as? C`).
            var e = j + 2
            while e + 1 < k, !file.lineBreakBetween(e, e + 1), !file.isChar(e + 1, "{"), !file.isChar(e + 1, ";") { e += 1 }
            if file.codeIs(e, "else") { e -= 1 }
            if file.isWord(e), e >= 2, file.codeIs(e - 1, "as") || (file.isChar(e - 1, "!") || file.isChar(e - 1, "?")) && file.codeIs(e - 2, "as") {
                found = file.text(code: e)
            }
        }
        guard let found, let first = found.first, first.isUppercase else { return nil }
        return (found, parts[1])
    }
}
