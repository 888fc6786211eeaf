import Foundation
@testable import RecolorCore
import XCTest

/// The writer's guarantees: the file is replaced whole or not at all, and never over what
/// someone else wrote after it was read.
final class AtomicWriterTests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("recolor-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
    func read(_ name: String) throws -> String { String(decoding: try Data(contentsOf: dir.appendingPathComponent(name)), as: UTF8.self) }
    func strayTempFiles() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".recolor-") } }

    /// 308 of 13,879 lines a concurrent writer appended were lost while `fix` ran: the check
    /// came before the temp file's write, fsync and rename. It is made again just before the rename.
    func testAFileChangedAfterTheNewContentWasWrittenIsSkipped() throws {
        let old = Array("let a = 1\n".utf8)
        try Data(old).write(to: dir.appendingPathComponent("A.swift"))
        var appended = false
        XCTAssertThrowsError(try AtomicWriter.replace(path("A.swift"), expected: old, with: Array("let a = 2\n".utf8), beforeLastCheck: {
            let handle = try FileHandle(forWritingTo: self.dir.appendingPathComponent("A.swift"))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("let b = 3\n".utf8))
            try handle.close()
            appended = true
        })) { error in
            XCTAssertEqual((error as? WriteError)?.message, "changed since it was read; skipped")
        }
        XCTAssertTrue(appended)
        XCTAssertEqual(try read("A.swift"), "let a = 1\nlet b = 3\n", "the appended line is kept")
        XCTAssertEqual(try strayTempFiles(), [])
    }

    /// A file replaced by another (same content, new inode) since it was read is skipped too.
    func testAFileReplacedByAnotherIsSkipped() throws {
        let old = Array("let a = 1\n".utf8)
        try Data(old).write(to: dir.appendingPathComponent("A.swift"))
        XCTAssertThrowsError(try AtomicWriter.replace(path("A.swift"), expected: old, with: Array("let a = 2\n".utf8), beforeLastCheck: {
            try Data(old).write(to: self.dir.appendingPathComponent("B.swift"))
            XCTAssertEqual(rename(self.path("B.swift"), self.path("A.swift")), 0)
        }))
        XCTAssertEqual(try read("A.swift"), "let a = 1\n")
        XCTAssertEqual(try strayTempFiles(), [])
    }

    func testAnUnchangedFileIsReplacedWithItsModeKept() throws {
        let old = Array("let a = 1\n".utf8)
        try Data(old).write(to: dir.appendingPathComponent("A.swift"))
        chmod(path("A.swift"), 0o640)
        try AtomicWriter.replace(path("A.swift"), expected: old, with: Array("let a = 2\n".utf8))
        XCTAssertEqual(try read("A.swift"), "let a = 2\n")
        var st = stat()
        XCTAssertEqual(lstat(path("A.swift"), &st), 0)
        XCTAssertEqual(st.st_mode & 0o7777, 0o640)
        XCTAssertEqual(try strayTempFiles(), [])
    }

    /// A rename would give this name a new file and leave the other names with the old content.
    func testAHardLinkedFileIsNotRewrittenAndItsLinksStayOne() throws {
        let old = Array("let a = 1\n".utf8)
        try Data(old).write(to: dir.appendingPathComponent("A.swift"))
        XCTAssertEqual(link(path("A.swift"), path("B.swift")), 0)
        XCTAssertThrowsError(try AtomicWriter.replace(path("A.swift"), expected: old, with: Array("let a = 2\n".utf8))) { error in
            XCTAssertTrue((error as? WriteError)?.message.hasPrefix("has 2 hard links; not rewritten") ?? false, "\(error)")
        }
        var a = stat(), b = stat()
        XCTAssertEqual(lstat(path("A.swift"), &a), 0)
        XCTAssertEqual(lstat(path("B.swift"), &b), 0)
        XCTAssertEqual(a.st_ino, b.st_ino, "still one file")
        XCTAssertEqual(try read("A.swift"), "let a = 1\n")
        XCTAssertEqual(try strayTempFiles(), [])
    }

    /// As root, the rewritten file keeps its owner and group (it was handed to root before).
    func testTheOwnerAndGroupAreKept() throws {
        guard getuid() == 0 else { throw XCTSkip("only root can give a file to another user") }
        let old = Array("let a = 1\n".utf8)
        try Data(old).write(to: dir.appendingPathComponent("A.swift"))
        XCTAssertEqual(chown(path("A.swift"), 65534, 65534), 0)
        try AtomicWriter.replace(path("A.swift"), expected: old, with: Array("let a = 2\n".utf8))
        var st = stat()
        XCTAssertEqual(lstat(path("A.swift"), &st), 0)
        XCTAssertEqual(st.st_uid, 65534)
        XCTAssertEqual(st.st_gid, 65534)
        XCTAssertEqual(try read("A.swift"), "let a = 2\n")
    }
}
