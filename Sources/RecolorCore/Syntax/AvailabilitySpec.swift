/// The platforms and versions of one availability list: `#available(iOS 13.0, tvOS 13, *)`,
/// `#unavailable(iOS 13)`, `@available(iOS 13, macOS 10.15, *)`, `@available(iOS, introduced: 13)`.
/// An `@available` that deprecates, obsoletes or marks unavailable without introducing says
/// nothing of a minimum, and reads as empty.
struct AvailabilitySpec {
    var versions: [String: OSVersion] = [:]

    /// Reads the list whose `(` is code token `open`.
    init(_ file: SwiftSource, listAt open: Int) {
        guard file.isChar(open, "("), let close = file.matchingClose(open) else { return }
        var arguments: [Range<Int>] = []
        var start = open + 1
        var k = start
        while k < close {
            if let c = file.matchingClose(k), c < close { k = c + 1; continue }
            if file.isChar(k, ",") {
                arguments.append(start..<k)
                start = k + 1
            }
            k += 1
        }
        arguments.append(start..<close)
        guard let first = arguments.first, !first.isEmpty else { return }
        if first.count == 1, file.isWord(first.lowerBound) {
            // `@available(iOS, introduced: 13, deprecated: 15)`
            let platform = AvailabilitySpec.platform(file.text(code: first.lowerBound))
            for argument in arguments.dropFirst() where argument.count >= 3 {
                if file.codeIs(argument.lowerBound, "introduced"), file.isChar(argument.lowerBound + 1, ":"),
                   let version = AvailabilitySpec.version(file, argument.lowerBound + 2..<argument.upperBound) {
                    versions[platform] = version
                }
            }
            return
        }
        for argument in arguments where argument.count >= 2 && file.isWord(argument.lowerBound) {
            guard let version = AvailabilitySpec.version(file, argument.lowerBound + 1..<argument.upperBound) else { continue }
            let platform = AvailabilitySpec.platform(file.text(code: argument.lowerBound))
            if platform == "swift" || platform.hasPrefix("_") { continue }
            versions[platform] = version
        }
    }

    static func platform(_ name: String) -> String {
        switch name {
        case "OSX": return "macOS"
        case "xrOS": return "visionOS"
        default: return name
        }
    }

    /// The version written by tokens `range` (`13`, `13` `.` `0`, `13.0`), or nil.
    static func version(_ file: SwiftSource, _ range: Range<Int>) -> OSVersion? {
        guard !range.isEmpty, range.count <= 5 else { return nil }
        for k in range where !(file.kind(k) == .integer || file.kind(k) == .float || file.isChar(k, ".")) { return nil }
        return OSVersion(file.text(file.code[range.lowerBound].begin..<file.code[range.upperBound - 1].end))
    }
}
