/// A static color member the code draws only as the dark arm of its choices by the appearance
/// (OpenBot's `static let lightBlack = UIColor(red: 0.16, …)`, used once, as
/// `userInterfaceStyle == .dark ? Colors.lightBlack : UIColor.lightGray`): its value is already the
/// dark appearance's. The choice itself is kept as written (its type, `Colors`, is no palette: most
/// of its members are color sets), but the member's declaration got a token of its own with a
/// proposed dark (#292929 → #C6C6C6), so in Dark Mode the app drew light gray where it chose
/// near-black (session 40's held-out check, verify40d v1).
extension CollectionUses {
    /// The uses of `Type.member` in dark arms (`DarkArmUse`), counted once per run over the files
    /// that test the appearance.
    func darkArmUses(of qualified: String) -> Int {
        if darkArmMembers == nil {
            var counts: [String: Int] = [:]
            let words = ["userInterfaceStyle", "colorScheme", "isDark", "darkMode", "Theme", "theme"].map { Array($0.utf8) }
            for bytes in sources + restOfTree() where words.contains(where: { CollectionUses.find($0, in: bytes, from: 0) != nil }) {
                let file = SwiftSource(path: "", bytes: bytes)
                for j in 1..<max(1, file.code.count - 2) where file.isWord(j) && file.isChar(j + 1, ".") && file.isWord(j + 2) && !file.isChar(j - 1, ".") {
                    guard file.text(code: j).first?.isUppercase == true, DarkArmUse.arm(j, in: file) == .dark else { continue }
                    counts[file.text(code: j) + "." + file.text(code: j + 2), default: 0] += 1
                }
            }
            darkArmMembers = counts
        }
        return darkArmMembers?[qualified] ?? 0
    }

    /// Every use of `Type.member` in the tree, as whole names (not `Type.memberSuffix`, not `X.Type.member`).
    func uses(of qualified: String) -> Int {
        let needle = Array(qualified.utf8)
        var count = 0
        for bytes in sources + restOfTree() {
            var from = 0
            while let i = CollectionUses.find(needle, in: bytes, from: from) {
                from = i + needle.count
                let after = i + needle.count < bytes.count ? bytes[i + needle.count] : 0
                let before = i > 0 ? bytes[i - 1] : 0
                if CharacterClasses.isWordByte(after) || CharacterClasses.isWordByte(before) || before == UInt8(ascii: ".") { continue }
                count += 1
            }
        }
        return count
    }
}

extension FixedIntentReader {
    /// The type (its last name) and member when code index `k` is the value of that type's `static let NAME[: T] = …`
    /// (or `static var`).
    func staticMemberDeclaration(valueAt k: Int) -> (type: String, member: String)? {
        // A computed member whose whole body is the value (`static var white: UIColor { return #colorLiteral(…) }`:
        // GenesisVision's palette; session 41, verify41a-v4).
        if k >= 3, !file.codeIs(k - 1, "="), let end = groups.opener(of: k).flatMap(file.matchingClose),
           let name = WholeBodyDeclaration.nameIndex(of: file.code[k].begin..<file.code[end - 1].end, in: file, functions: false),
           WholeBodyDeclaration.isStatic(name, in: file),
           let type = syntax.tree.enclosingType(at: k)?.name?.split(separator: ".").last.map(String.init) {
            return (type, file.text(code: name))
        }
        guard k >= 3, file.codeIs(k - 1, "=") else { return nil }
        var nameIndex = k - 2
        if file.isWord(nameIndex), file.isChar(nameIndex - 1, ":"), file.isWord(nameIndex - 2) { nameIndex -= 2 }
        guard file.isWord(nameIndex), file.codeIs(nameIndex - 1, "let") || file.codeIs(nameIndex - 1, "var"),
              file.codeIs(nameIndex - 2, "static"),
              let type = syntax.tree.enclosingType(at: k)?.name?.split(separator: ".").last.map(String.init) else { return nil }
        return (type, file.text(code: nameIndex))
    }

    /// `Colors.lightBlack, drawn only as the dark arm of …` when code index `k` is the value of a type's
    /// `static let NAME = …` that every use in the tree draws in a dark arm.
    func onlyInDarkArms(_ k: Int) -> String? {
        guard let (type, member) = staticMemberDeclaration(valueAt: k) else { return nil }
        let qualified = type + "." + member
        let dark = collectionUses.darkArmUses(of: qualified)
        guard dark > 0, collectionUses.uses(of: qualified) == dark else { return nil }
        return "\(qualified), drawn only as the dark arm of the app's choices by the appearance (\(dark) use\(dark == 1 ? "" : "s"))"
    }
}

extension FixedIntentReader {
    /// `Colors.autopilotColor, carried by the elements of Modes.all (indexed)` when code index `k` is the value
    /// of a type's `static let NAME = …` whose every use in the tree is an argument of an element of a collection
    /// literal the code uses as data (OpenBot's home grid: `static let all: [ModeItem] = [ModeItem(…, color:
    /// Colors.autopilotColor), …]`, shown by `Modes.all[indexPath.item]`, each cell painted with its item's color;
    /// made adaptive, the dark slate tile turned light gray in Dark; session 40's held-out verify40d v2).
    func memberOfDataCollection(_ k: Int) -> String? {
        guard let (type, member) = staticMemberDeclaration(valueAt: k) else { return nil }
        let qualified = type + "." + member
        let total = collectionUses.uses(of: qualified)
        guard total > 0 else { return nil }
        let needle = Array(qualified.utf8)
        var seen = 0
        var collection: String?
        for bytes in collectionUses.sources + collectionUses.restOfTree() where CollectionUses.find(needle, in: bytes, from: 0) != nil {
            let other = bytes == file.bytes ? file : SwiftSource(path: "", bytes: bytes)
            let otherGroups = bytes == file.bytes ? groups : EnclosingGroups(file: other)
            for j in 0..<max(0, other.code.count - 2) where other.codeIs(j, type) && other.isChar(j + 1, ".") && other.codeIs(j + 2, member) && !other.isChar(j - 1, ".") {
                // Out through the element's call to the collection literal (at most three groups).
                var g = j
                var found: String?
                for _ in 0..<4 {
                    guard let open = otherGroups.opener(of: g) else { break }
                    if other.isChar(open, "[") {
                        // `let NAME[: T] = [` or `var NAME…`; an inner literal of a nested one (OpenBot's
                        // `static let gameModes: [[ModeItem]] = [[…], […]]`, one list per section) reads on out.
                        var e = open - 1
                        if other.isChar(e, "[") || other.isChar(e, ",") { g = open; continue }
                        guard other.codeIs(e, "=") else { break }
                        e -= 1
                        if other.isChar(e, "]"), let o = other.matchingOpen(e), other.isChar(o - 1, ":") { e = o - 2 }
                        else if other.isWord(e), other.isChar(e - 1, ":") { e -= 2 }
                        guard other.isWord(e), other.codeIs(e - 1, "let") || other.codeIs(e - 1, "var") else { break }
                        let name = other.text(code: e)
                        if let use = collectionUses.dataUse(of: name) { found = "\(name) (\(use))" }
                        break
                    }
                    g = open
                }
                guard let found else { return nil }
                collection = collection ?? found
                seen += 1
            }
        }
        guard seen == total, let collection else { return nil }
        return "\(qualified), carried by the elements of \(collection)"
    }
}
