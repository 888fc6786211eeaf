@testable import RecolorCore
import XCTest

final class PathTextTests: XCTestCase {
    /// The fast answer (a path already standard comes back as it is) agrees with resolving the
    /// components, and resolving still happens where it must.
    func testStandardizedKeepsStandardPathsAndResolvesTheRest() {
        let cases: [(String, String)] = [
            ("/", "/"), ("", "."), (".", "."), ("/a/b.swift", "/a/b.swift"), ("a/b", "a/b"), ("a/b/", "a/b"), ("//a", "/a"),
            ("/a//b", "/a/b"), ("/a/./b", "/a/b"), ("/a/../b", "/b"), ("/..", "/"), ("../a", "../a"), ("a/../../b", "../b"),
            ("/a/.hidden/b", "/a/.hidden/b"), ("/a/b..c/d", "/a/b..c/d"), ("/a/b.", "/a/b."), ("/é/ü.swift", "/é/ü.swift"),
        ]
        for (path, expected) in cases { XCTAssertEqual(PathText.standardized(path), expected, path) }
        XCTAssertTrue(PathText.isStandard("/a/b.swift"))
        XCTAssertTrue(PathText.isStandard("/"))
        for path in ["", "a/", "//a", "/a/./b", "/a/../b", ".", "/a/.hidden"] { XCTAssertFalse(PathText.isStandard(path), path) }
    }
}
