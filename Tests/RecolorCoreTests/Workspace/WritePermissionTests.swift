import Foundation
@testable import RecolorCore
import XCTest

/// The read-only rule by the mode bits, for each class of user (only root's can run for real here).
final class WritePermissionTests: XCTestCase {
    func readOnly(_ mode: mode_t, owner: uid_t = 501, group: gid_t = 20, user: uid_t, inGroup: Bool = false) -> Bool {
        WritePermission.isReadOnly(mode: mode, owner: owner, group: group, user: user, inGroup: { _ in inGroup })
    }

    func testRootNeedsNoWriteBitAtAllToCallAFileReadOnly() {
        XCTAssertTrue(readOnly(0o444, user: 0))
        XCTAssertTrue(readOnly(0o555, user: 0))
        XCTAssertFalse(readOnly(0o644, user: 0))
        XCTAssertFalse(readOnly(0o464, user: 0), "a group write bit: root may write")
        XCTAssertFalse(readOnly(0o442, user: 0))
    }

    func testTheClassThatAppliesDecides() {
        XCTAssertFalse(readOnly(0o644, user: 501), "the owner's bit")
        XCTAssertTrue(readOnly(0o466, user: 501), "the owner has none, whatever the others have")
        XCTAssertFalse(readOnly(0o464, user: 502, inGroup: true))
        XCTAssertTrue(readOnly(0o646, user: 502, inGroup: true))
        XCTAssertFalse(readOnly(0o446, user: 502))
        XCTAssertTrue(readOnly(0o664, user: 502))
    }
}
