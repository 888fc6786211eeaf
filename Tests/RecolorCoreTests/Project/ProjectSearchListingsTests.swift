@testable import RecolorCore
import Foundation
import XCTest

/// The project-file search reads the folders the run's walk listed instead of listing them again
/// (`FileWalker.keepsProjectListings`), and finds what it finds listing them itself: in the folders
/// the walk skips (`.docc`, build folders), excludes or reaches through a link, it lists them now.
final class ProjectSearchListingsTests: XCTestCase {
    var root = ""

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-search-\(UUID().uuidString)").path
        let files = [
            "Package.swift", "App/App.xcodeproj/project.pbxproj", "App/Sources/A.swift", "Modules/Kit/Package.swift",
            "Modules/Kit/Sources/Kit/K.swift", "Guide.docc/Package.swift", "Excluded/Podfile", "Deep/a/b/c/project.yml",
            "Deep/a/b/c/d/Podfile", "Real/Podfile", "node_modules/x/Package.swift", ".hidden/Package.swift",
            // A folder whose name starts with a combining mark: its key is its name's bytes.
            "Marks/\u{301}Kit/Package.swift",
        ]
        for f in files {
            let path = PathText.join(root, f)
            try FileManager.default.createDirectory(atPath: PathText.directory(of: path), withIntermediateDirectories: true)
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("// \(f)\n".utf8)))
        }
        // A link the walk does not follow and the search does.
        try FileManager.default.createSymbolicLink(atPath: PathText.join(root, "Linked"), withDestinationPath: PathText.join(root, "Real"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func walked(excludes: [String]) -> DirectoryEntries.Listings? {
        var walker = FileWalker(excludes: excludes, cwd: root)
        walker.keepsProjectListings = true
        return walker.collect(["."], threads: 2).projectListings
    }

    func testTheWalksListingsFindWhatTheSearchFinds() throws {
        let alone = ProjectFileSearch.projectFiles(under: root)
        XCTAssertTrue(alone.contains(PathText.join(root, "Linked/Podfile")), alone.description)
        XCTAssertTrue(alone.contains(PathText.join(root, "Guide.docc/Package.swift")), alone.description)
        XCTAssertFalse(alone.contains(PathText.join(root, "Deep/a/b/c/d/Podfile")), "four levels deep at most")
        XCTAssertTrue(alone.contains(PathText.join(root, "Marks/\u{301}Kit/Package.swift")), alone.description)
        for excludes in [[], ["Excluded"]] {
            let listings = try XCTUnwrap(walked(excludes: excludes))
            XCTAssertNotNil(listings.byFolder[""])
            XCTAssertNil(listings.byFolder["Guide.docc"], "the walk skips a documentation catalog")
            XCTAssertNotNil(listings.byFolder["Marks/\u{301}Kit"])
            XCTAssertEqual(ProjectFileSearch.projectFiles(under: root, listed: listings), alone, "excludes \(excludes)")
        }
    }

    func testProjectFactsReadTheSameWithTheWalksListings() throws {
        let listings = try XCTUnwrap(walked(excludes: []))
        let alone = ProjectFacts.read(paths: ["."], cwd: root)
        let listed = ProjectFacts.read(paths: ["."], cwd: root, listed: (root: root, listings: listings))
        XCTAssertEqual(listed.projectFiles, alone.projectFiles)
        XCTAssertEqual(listed.filesRead, alone.filesRead)
        XCTAssertFalse(alone.projectFiles.isEmpty)
        // Listings of another root are not used for this one.
        let other = ProjectFacts.read(paths: ["."], cwd: root, listed: (root: PathText.join(root, "App"), listings: DirectoryEntries.Listings()))
        XCTAssertEqual(other.projectFiles, alone.projectFiles)
    }

    /// A walk of two paths, or of a file, keeps no listings: the search lists its roots itself.
    func testOnlyAWalkOfOneFolderKeepsListings() {
        var walker = FileWalker(excludes: [], cwd: root)
        walker.keepsProjectListings = true
        XCTAssertNil(walker.collect(["App", "Modules"], threads: 2).projectListings)
        XCTAssertNil(walker.collect(["App/Sources/A.swift"], threads: 2).projectListings)
        XCTAssertNotNil(walker.collect(["App"], threads: 2).projectListings)
    }
}
