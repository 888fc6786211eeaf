@testable import RecolorCore
import Foundation
import XCTest

/// `recolor scan App` run from a folder holding several apps read every app's project files and listed
/// all their targets (session 29's note, still so on d95d07df: `scan iOS` from session 32's folder of
/// eight apps listed 32 project files). The working directory is searched so that a project above the
/// scanned folder is read; the projects beside it that build none of its files are dropped.
final class ScannedFolderProjectsTests: XCTestCase {
    var root = ""

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-scanned-\(UUID().uuidString)").path
        let files: [String: String] = [
            "App/Podfile": "platform :ios, '14.0'\ntarget 'App' do\nend\n",
            "App/Sources/Feature/View.swift": "import UIKit\n",
            "Other/Podfile": "platform :ios, '12.0'\ntarget 'Other' do\nend\n",
            "Other/Sources/O.swift": "import UIKit\n",
            // A package beside the scanned folder whose target is the scanned folder's code: kept.
            "Shared/Package.swift": "// swift-tools-version:5.7\nimport PackageDescription\nlet package = Package(name: \"Shared\", "
                + "platforms: [.iOS(.v15)], targets: [.target(name: \"Feature\", path: \"../App/Sources/Feature\")])\n",
            // One building only its own folder: dropped.
            "Tools/Package.swift": "// swift-tools-version:5.7\nimport PackageDescription\nlet package = Package(name: \"Tools\", "
                + "platforms: [.macOS(.v13)], targets: [.target(name: \"Tool\")])\n",
        ]
        for (f, text) in files {
            let path = PathText.join(root, f)
            try FileManager.default.createDirectory(atPath: PathText.directory(of: path), withIntermediateDirectories: true)
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func testAScannedSubfolderReadsTheProjectsAboveItAndThoseBuildingItOnly() {
        let facts = ProjectFacts.read(paths: ["App/Sources"], cwd: root)
        XCTAssertEqual(facts.projectFiles, ["App/Podfile", "Shared/Package.swift"])
        XCTAssertEqual(Set(facts.targets.map(\.name)), ["Podfile", "Feature"])
        // What was read is still known (no report is written over it).
        XCTAssertTrue(facts.filesRead.contains(PathText.join(root, "Other/Podfile")), facts.filesRead.description)
    }

    /// The working directory scanned reads every project as before (negative); a scanned project's
    /// own folder reads that project alone (it read all four).
    func testTheWholeTreeOrAProjectsOwnFolderReadsAsBefore() {
        XCTAssertEqual(ProjectFacts.read(paths: ["."], cwd: root).projectFiles,
                       ["App/Podfile", "Other/Podfile", "Shared/Package.swift", "Tools/Package.swift"])
        XCTAssertEqual(ProjectFacts.read(paths: ["Other"], cwd: root).projectFiles, ["Other/Podfile"])
    }

    /// A project beside the scanned folder is parsed only when its text names the way to it: reading
    /// forty other apps' projects from a folder of apps warned about their missing .xcconfig files
    /// (session 40, recall40i-v5). `Other/Podfile` names no `App`; `Shared/Package.swift` names `../App/…`.
    func testAProjectBesideTheScannedFolderIsParsedOnlyWhenItNamesTheWayToIt() {
        let scanned = [PathText.join(root, "App/Sources")]
        XCTAssertTrue(ProjectFacts.mayBuild(scanned, projectFile: PathText.join(root, "Shared/Package.swift")))
        XCTAssertFalse(ProjectFacts.mayBuild(scanned, projectFile: PathText.join(root, "Other/Podfile")))
        XCTAssertFalse(ProjectFacts.mayBuild(scanned, projectFile: PathText.join(root, "Tools/Package.swift")))
        // Above the scanned folder: always.
        XCTAssertTrue(ProjectFacts.mayBuild(scanned, projectFile: PathText.join(root, "App/Podfile")))
    }

    func testAFolderIsNamedOnlyAsAPathElement() {
        func names(_ name: String, _ text: String) -> Bool { PathElementText.names(Array(name.utf8), in: Array(text.utf8)) }
        XCTAssertTrue(names("App", "path = App;"))
        XCTAssertTrue(names("App", "path: \"../App/Sources\""))
        XCTAssertTrue(names("app", "app"))
        XCTAssertFalse(names("app", "path = App.app;"))
        XCTAssertFalse(names("App", "path = MyApp;"))
        XCTAssertFalse(names("App", "path = Apps;"))
    }
}
