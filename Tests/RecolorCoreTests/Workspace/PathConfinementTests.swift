import Foundation
@testable import RecolorCore
import XCTest

/// Where a path really leads (links and `..` resolved, the part not there yet by name) and whether
/// that stays in a folder, out of `.git`.
final class PathConfinementTests: XCTestCase {
    var dir: String!

    override func setUpWithError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-confine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("root/Sub"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("outside"), withIntermediateDirectories: true)
        dir = PathConfinement.resolve(url.path)
        try FileManager.default.createSymbolicLink(atPath: dir + "/root/Out", withDestinationPath: "../outside")
        try FileManager.default.createSymbolicLink(atPath: dir + "/root/In", withDestinationPath: "Sub")
        try FileManager.default.createSymbolicLink(atPath: dir + "/root/Nowhere", withDestinationPath: "missing/deeper")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: dir) }

    func testResolvesLinksAndDotDotAndKeepsWhatIsNotThereYet() {
        XCTAssertEqual(PathConfinement.resolve(dir + "/root/Out/New/A.swift"), dir + "/outside/New/A.swift")
        XCTAssertEqual(PathConfinement.resolve(dir + "/root/Sub/../../outside/A.swift"), dir + "/outside/A.swift")
        XCTAssertEqual(PathConfinement.resolve(dir + "/root/New/../Out/A.swift"), dir + "/outside/A.swift", "a link after a .. that took back a new folder")
        XCTAssertEqual(PathConfinement.resolve(dir + "/root/In/./A.swift"), dir + "/root/Sub/A.swift")
        XCTAssertNil(PathConfinement.resolve(dir + "/root/Nowhere/A.swift"))
    }

    func testRefusesWhatLeavesTheFolderOrEntersGit() {
        let root = dir + "/root"
        XCTAssertNil(PathConfinement.refusal(root + "/Sub/New/A.swift", inside: root))
        XCTAssertNil(PathConfinement.refusal(root + "/In/A.swift", inside: root))
        XCTAssertNotNil(PathConfinement.refusal(root + "/Out/A.swift", inside: root))
        XCTAssertNotNil(PathConfinement.refusal(root + "/../outside/A.swift", inside: root))
        XCTAssertNotNil(PathConfinement.refusal(dir + "/rootless/A.swift", inside: root), "a sibling sharing the folder's name as a prefix")
        XCTAssertEqual(PathConfinement.refusal(root + "/.git/hooks/pre-commit", inside: root), "lies inside .git")
        XCTAssertEqual(PathConfinement.refusal(root + "/Sub/.git/config", inside: root), "lies inside .git")
        XCTAssertNil(PathConfinement.refusal(root + "/Sub/.gitignore", inside: root))
        XCTAssertNotNil(PathConfinement.refusal(root + "/Nowhere/A.swift", inside: root))
    }
}
