/// A spinner's `color` set in code (`loadingIndicator.color = .white`) is what the spinner draws:
/// the role `ColorContextNames.spinnerRole`, told from the receiver's name, since `color` names
/// no role (session 18's audit F8: Rocket.Chat's white spinner took the white background's token).
/// Interface Builder's are told by their element (`InterfaceBuilderLanguage`).
enum SpinnerColors {
    /// `result` with `flowsInto` set on each Swift finding assigned to `<receiver>.color` where
    /// the receiver's last name holds a spinner word.
    static func annotated(_ result: RunResult) -> RunResult {
        var out = result
        for (f, content) in result.files.enumerated() where content.kind == .swift {
            for (n, r) in content.reports.enumerated() where r.finding.context == "color" && r.finding.flowsInto == nil && !r.finding.kind.isHazard {
                guard let (receiver, at) = receiver(before: r.finding.range.lowerBound, in: content.bytes) else { continue }
                let lowered = receiver.lowercased()
                if ColorContextNames.spinnerReceiverWords.contains(where: { lowered.contains($0) })
                    || isDeclaredSpinner(receiver, in: content.bytes)
                    || receiver == "0" && at > 0 && content.bytes[at - 1] == UInt8(ascii: "$") && configuredType(before: at - 1, in: content.bytes).map(isSpinnerType) == true {
                    out.files[f].reports[n].finding.flowsInto = ColorContextNames.spinnerRole
                }
            }
        }
        return out
    }

    /// Whether a type is a spinner: UIKit's and AppKit's, or a library's named so
    /// (`NVActivityIndicatorView`, `LoadingIndicator`): its `color` is its stroke.
    static func isSpinnerType(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ColorContextNames.spinnerTypes.contains(name) || ColorContextNames.spinnerReceiverWords.contains(where: { lowered.contains($0) })
    }

    /// The type a configuring closure's `$0` is, `$` at `dollar`: `X(…).then { $0.color = … }`
    /// (the Then library's `then`/`do` and the like, `UIKitViewTree.configuringCalls`), else nil
    /// (`dots.forEach { $0.color = … }` configures no object it constructs).
    static func configuredType(before dollar: Int, in bytes: [UInt8]) -> String? {
        var k = dollar - 1
        var depth = 0
        // The `{` of the innermost closure holding `$0`.
        while k >= 0 {
            if bytes[k] == UInt8(ascii: "}") { depth += 1 } else if bytes[k] == UInt8(ascii: "{") {
                if depth == 0 { break }
                depth -= 1
            }
            k -= 1
        }
        func skipSpaces() { while k >= 0 && (bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A) { k -= 1 } }
        func word() -> String? {
            let end = k + 1
            while k >= 0, isNameByte(bytes[k]) { k -= 1 }
            return k + 1 < end ? String(decoding: bytes[(k + 1)..<end], as: UTF8.self) : nil
        }
        guard k > 0 else { return nil }
        k -= 1
        skipSpaces()
        guard let call = word(), UIKitViewTree.configuringCalls.contains(call), k >= 0, bytes[k] == UInt8(ascii: ".") else { return nil }
        k -= 1
        guard k >= 0, bytes[k] == UInt8(ascii: ")") else { return nil }
        depth = 0
        while k >= 0 {
            if bytes[k] == UInt8(ascii: ")") { depth += 1 } else if bytes[k] == UInt8(ascii: "(") {
                depth -= 1
                if depth == 0 { break }
            }
            k -= 1
        }
        guard k > 0 else { return nil }
        k -= 1
        return word()
    }

    /// The last name of `<receiver>.color = ` ending just before `start`, and where it starts, if the bytes there are that.
    static func receiver(before start: Int, in bytes: [UInt8]) -> (String, Int)? {
        var k = min(start, bytes.count) - 1
        func skipSpaces() { while k >= 0 && (bytes[k] == 0x20 || bytes[k] == 0x09) { k -= 1 } }
        skipSpaces()
        guard k >= 0, bytes[k] == UInt8(ascii: "=") else { return nil }
        k -= 1
        skipSpaces()
        for c in "color".utf8.reversed() {
            guard k >= 0, bytes[k] == c else { return nil }
            k -= 1
        }
        guard k >= 0, bytes[k] == UInt8(ascii: ".") else { return nil }
        k -= 1
        let end = k + 1
        while k >= 0, isNameByte(bytes[k]) { k -= 1 }
        guard k + 1 < end else { return nil }
        return (String(decoding: bytes[(k + 1)..<end], as: UTF8.self), k + 1)
    }

    /// Whether the file declares `name` as a spinner (`isSpinnerType`): `name: UIActivityIndicatorView`
    /// (a stored property or local, `!`/`?` after it) or `name = NVActivityIndicatorView(`.
    static func isDeclaredSpinner(_ name: String, in bytes: [UInt8]) -> Bool {
        for (form, called) in [("\(name): ", false), ("\(name) = ", true), ("\(name)= ", true)] {
            let needle = Array(form.utf8)
            guard needle.count < bytes.count else { continue }
            // A whole name: not the tail of a longer one (`myprogress`). Read only for a
            // `<receiver>.color =` whose name holds no spinner word: rare, and one file.
            for at in 0...(bytes.count - needle.count) where bytes[at] == needle[0] && (at == 0 || !isNameByte(bytes[at - 1])) {
                guard bytes[at..<(at + needle.count)].elementsEqual(needle) else { continue }
                var end = at + needle.count
                while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
                let type = String(decoding: bytes[(at + needle.count)..<end], as: UTF8.self)
                if !type.isEmpty, !called || end < bytes.count && bytes[end] == UInt8(ascii: "("), isSpinnerType(type) { return true }
            }
        }
        return false
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
    }
}
