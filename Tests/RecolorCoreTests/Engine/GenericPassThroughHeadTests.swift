@testable import RecolorCore
import XCTest

/// The head of a generic function read on its bytes says what the `String` reading says: the same
/// name and labels, or none, on every plain ASCII head (`GenericPassThroughs.passThroughLabels(ascii:)`).
final class GenericPassThroughHeadTests: XCTestCase {
    private func bytesRead(_ head: String) -> (String, Set<String>)? {
        let bytes = Array(head.utf8)
        return bytes.withUnsafeBufferPointer { GenericPassThroughs.passThroughLabels(ascii: $0) }
    }

    private func assertSame(_ head: String, file: StaticString = #filePath, line: UInt = #line) {
        let text = GenericPassThroughs.passThroughLabels(head)
        let bytes = bytesRead(head)
        XCTAssertEqual(text?.0, bytes?.0, head, file: file, line: line)
        XCTAssertEqual(text?.1, bytes?.1, head, file: file, line: line)
    }

    func testHandWrittenHeads() {
        let heads = [
            "getItem<T>(for key: String, defaultValue: T) -> T where T: NSCoding",
            "value<Value>(_ v: Value) -> Value", "pick<A, B>(first: A, second: B) throws -> B",
            "pick<A: Equatable, B>(first a: A, second: B = .init()) async throws -> A?",
            "f<T>(\n    x: T,\n    y: [T]\n) -> T", "f<T> (x: T) -> T", "f<T>\t(x: T) -> T", "f<T>x(x: T) -> T",
            "f<T>(x: T", "f<T>(x: T) -> ", "f<T>(x: T)->T", "f<T>(x: T) -T", "f<T>(x: (T) -> T, y: T) -> T",
            "f<T>(: T, _ y: T, z:: T) -> T", "f<>(x: T) -> T", "f<T,,U>(x: U) -> U", "f<T>(x: Dictionary<String, T>, y: T) -> T",
            "f<T>(x y z: T) -> T", "f<T>(x:T=1) -> T_1", "f<T1>(x: T1) -> T1", "<T>(x: T) -> T", "f(x: T) -> T",
        ]
        for head in heads { assertSame(head) }
        XCTAssertEqual(bytesRead(heads[0])?.1, ["defaultValue"])
    }

    /// Random heads over the characters the reading looks at (a fixed seed: the same heads each run).
    func testRandomHeadsAreReadAlike() {
        let pieces = ["f", "T", "U", "x", "y", "_", "1", " ", "  ", "\t", "\n", "\u{0B}", "\u{0C}", "<", ">", "(", ")", "[", "]", ",", ":", "=", "-", "->",
                      " -> ", "T", "x: T", ", ", "<T>", "(x: T)", "label name: T", "_ v: T"]
        var seed: UInt64 = 0x5EED_3030
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        for _ in 0..<20_000 {
            var head = "f<T>("
            for _ in 0..<(1 + next(12)) { head += pieces[next(pieces.count)] }
            if next(2) == 0 { head += ") -> T" }
            assertSame(head)
        }
    }

    /// A head with a byte above ASCII or a carriage return is read as text (where a `Character` is not one byte).
    func testOnlyPlainASCIIIsReadOnBytes() {
        for (head, plain) in [("f<T>(x: T) -> T", true), ("f<T>(x: T)\r\n -> T", false), ("f<T>(é: T) -> T", false)] {
            let bytes = Array(head.utf8)
            XCTAssertEqual(bytes.withUnsafeBufferPointer { GenericPassThroughs.isPlainASCII($0) }, plain, head)
        }
        XCTAssertEqual(GenericPassThroughs.read(Array("func pick<T>(é: T) -> T { x }".utf8))?.labels["pick"], ["é"])
    }
}
