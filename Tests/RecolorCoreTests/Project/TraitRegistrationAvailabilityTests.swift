@testable import RecolorCore
import XCTest

/// `fix --hazards` writes iOS 17's trait registration only where every platform the file is built
/// for has it; a guess (no project facts) is never enough.
final class TraitRegistrationAvailabilityTests: XCTestCase {
    func testEveryPlatformMustHaveTheRegistration() {
        XCTAssertTrue(Compilation(platforms: [.iOS: PlatformVersion(17)]).registersForTraitChanges)
        XCTAssertTrue(Compilation(platforms: [.iOS: PlatformVersion(17, 2), .visionOS: PlatformVersion(1)]).registersForTraitChanges)
        XCTAssertFalse(Compilation(platforms: [.iOS: PlatformVersion(16, 4)]).registersForTraitChanges)
        XCTAssertFalse(Compilation(platforms: [.iOS: PlatformVersion(17), .tvOS: PlatformVersion(16)]).registersForTraitChanges)
        XCTAssertFalse(Compilation(platforms: [.iOS: PlatformVersion(17), .macOS: PlatformVersion(14)]).registersForTraitChanges)
        XCTAssertFalse(Compilation.newestSDK.registersForTraitChanges)
        XCTAssertFalse(Compilation(platforms: [:]).registersForTraitChanges)
    }
}
