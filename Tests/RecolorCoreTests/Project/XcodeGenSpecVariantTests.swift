@testable import RecolorCore
import Foundation
import XCTest

/// An XcodeGen spec the app names for `xcodegen --spec` (`project-bwa.yml`) is read as the spec
/// `project.yml` is: bitwarden's authenticator app keeps its spec so, and its targets (iOS 15)
/// went unread with no word said (session 29's review, B9). Where a folder has a `project.yml`,
/// its variants are not read apart (the spec may include them). Hand-written.
final class XcodeGenSpecVariantTests: XCTestCase {
    var root = ""

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-specs-\(UUID().uuidString)").path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func write(_ files: [String: String]) throws {
        for (name, text) in files {
            let path = PathText.join(root, name)
            try FileManager.default.createDirectory(atPath: PathText.directory(of: path), withIntermediateDirectories: true)
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        }
    }

    static func spec(_ target: String) -> String {
        "name: \(target)\noptions:\n  deploymentTarget:\n    iOS: 15.0\ntargets:\n  \(target):\n    type: application\n    platform: iOS\n    sources:\n      - App\n"
    }

    func testASpecNamedForXcodeGensSpecOptionIsRead() throws {
        try write(["project-notes.yml": Self.spec("Notes"), "App/A.swift": "import UIKit\n"])
        let facts = ProjectFacts.read(paths: ["."], cwd: root)
        XCTAssertEqual(facts.targets.map(\.name), ["Notes"])
        XCTAssertEqual(facts.targets.first?.platformsText, "iOS 15.0")
    }

    /// Negatives: beside a `project.yml` a variant is not read apart; other YAML files (a CI
    /// workflow, `projects.yml`, `project.yml.bak`) are no spec.
    func testAVariantBesideTheSpecOrOtherYAMLIsNotRead() throws {
        try write(["project.yml": Self.spec("Main"), "project-base.yml": Self.spec("Base"), "App/A.swift": "import UIKit\n",
                   "Other/projects.yml": Self.spec("Plural"), "Other/ci.yml": Self.spec("CI"), "Other/project.yml.bak": Self.spec("Backup")])
        let facts = ProjectFacts.read(paths: ["."], cwd: root)
        XCTAssertEqual(facts.targets.map(\.name), ["Main"])
        XCTAssertFalse(XcodeGenAppearance.isSpecName("projects.yml"))
        XCTAssertFalse(XcodeGenAppearance.isSpecName("project-.yml"))
        XCTAssertTrue(XcodeGenAppearance.isSpecName("project.ios.yaml"))
    }
}
