@testable import RecolorCore
import XCTest

/// The glob matcher against the recursive matcher it replaced (exponential in stars, kept here
/// as the reference of its semantics).
final class GlobTests: XCTestCase {
    /// The matcher before the greedy one, unchanged but for being a free function.
    enum RecursiveGlob {
        static func matches(_ pattern: String, _ path: String) -> Bool {
            var q = pattern
            while q.hasPrefix("./") { q.removeFirst(2) }
            let components = q.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            var p = path
            while p.hasPrefix("./") { p.removeFirst(2) }
            let parts = p.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            return match(components[...], parts[...], allowPrefix: true)
        }

        static func match(_ pattern: ArraySlice<String>, _ parts: ArraySlice<String>, allowPrefix: Bool) -> Bool {
            guard let first = pattern.first else { return parts.isEmpty || allowPrefix }
            if first == "**" {
                let rest = pattern.dropFirst()
                var k = parts.startIndex
                while k <= parts.endIndex {
                    if match(rest, parts[k...], allowPrefix: allowPrefix) { return true }
                    k += 1
                }
                return false
            }
            guard let part = parts.first, matchComponent(Array(first.utf8)[...], Array(part.utf8)[...]) else { return false }
            return match(pattern.dropFirst(), parts.dropFirst(), allowPrefix: allowPrefix)
        }

        static func matchComponent(_ p: ArraySlice<UInt8>, _ s: ArraySlice<UInt8>) -> Bool {
            guard let c = p.first else { return s.isEmpty }
            if c == UInt8(ascii: "*") {
                var k = s.startIndex
                while k <= s.endIndex {
                    if matchComponent(p.dropFirst(), s[k...]) { return true }
                    k += 1
                }
                return false
            }
            guard let d = s.first else { return false }
            if c == UInt8(ascii: "?") || c == d { return matchComponent(p.dropFirst(), s.dropFirst()) }
            return false
        }
    }

    func randomText(_ rng: inout SplitMix64, pieces: [String], maxCount: Int) -> String {
        (0..<rng.below(maxCount + 1)).map { _ in pieces[rng.below(pieces.count)] }.joined()
    }

    /// Random patterns and paths over a small alphabet, so that matches are frequent: the same
    /// answer as the recursive matcher on every pair.
    func testAgreesWithTheRecursiveMatcherOnRandomPatternsAndPaths() {
        var rng = SplitMix64(state: 26)
        let patternPieces = ["a", "b", "*", "?", "**", "/", "/", "**/", "./", "é"]
        let pathPieces = ["a", "b", "/", "a/", "./", "é", "ab"]
        var matched = 0, total = 0
        for _ in 0..<4_000 {
            let pattern = randomText(&rng, pieces: patternPieces, maxCount: 9)
            let glob = Glob(pattern)
            for _ in 0..<8 {
                let path = randomText(&rng, pieces: pathPieces, maxCount: 10)
                let expected = RecursiveGlob.matches(pattern, path)
                XCTAssertEqual(glob.matches(path), expected, "pattern \(pattern) path \(path)")
                total += 1
                if expected { matched += 1 }
            }
        }
        // Both answers are common, so the agreement says something.
        XCTAssertGreaterThan(matched, total / 10)
        XCTAssertLessThan(matched, total * 9 / 10)
    }

    /// A list of globs, literal ones looked up in a set: the same answer as the recursive matcher
    /// on any of them.
    func testGlobSetAgreesWithTheRecursiveMatcherOnRandomLists() {
        var rng = SplitMix64(state: 27)
        let patternPieces = ["a", "b", "a", "b", "/", "/", "./", "é", "*", "?", "**/"]
        let pathPieces = ["a", "b", "/", "a/", "./", "é", "ab"]
        var matched = 0, total = 0
        for _ in 0..<2_000 {
            let patterns = (0..<rng.below(5)).map { _ in randomText(&rng, pieces: patternPieces, maxCount: 6) }
            let set = GlobSet(patterns.map(Glob.init))
            for _ in 0..<8 {
                let path = randomText(&rng, pieces: pathPieces, maxCount: 8)
                let expected = patterns.contains { RecursiveGlob.matches($0, path) }
                XCTAssertEqual(set.matches(path), expected, "patterns \(patterns) path \(path)")
                total += 1
                if expected { matched += 1 }
            }
        }
        XCTAssertGreaterThan(matched, total / 10)
        XCTAssertLessThan(matched, total * 9 / 10)
    }

    func testExamples() {
        XCTAssertTrue(Glob("Pods").matches("Pods/A/B.swift"), "a folder matches everything below it")
        XCTAssertTrue(Glob("**/Generated/*.swift").matches("A/B/Generated/C.swift"))
        XCTAssertTrue(Glob("**/Generated/*.swift").matches("Generated/C.swift"), "** is zero or more folders")
        XCTAssertFalse(Glob("*.swift").matches("A/B.swift"), "* stays within one component")
        XCTAssertTrue(Glob("A/?.swift").matches("./A/B.swift"))
        XCTAssertFalse(Glob("A/?.swift").matches("A/BC.swift"))
        XCTAssertTrue(Glob("a*b*c").matches("aXbYbc"))
        XCTAssertFalse(Glob("a*b*c").matches("aXbYbcd"))
    }

    /// Thirty stars (the recursive matcher took 24 s at ten, five times as long for each more):
    /// the answer, both ways.
    func testThirtyStarsAnswer() {
        let name = String(repeating: "a", count: 40)
        XCTAssertFalse(Glob(String(repeating: "*", count: 30) + "b").matches(name))
        XCTAssertTrue(Glob(String(repeating: "*", count: 30) + "a").matches(name))
        XCTAssertFalse(Glob(String(repeating: "*a", count: 30) + "b").matches(name))
        let path = Array(repeating: "a", count: 40).joined(separator: "/")
        XCTAssertFalse(Glob(String(repeating: "**/", count: 30) + "b").matches(path))
        XCTAssertTrue(Glob(String(repeating: "**/*/", count: 30) + "a").matches(path))
    }
}
