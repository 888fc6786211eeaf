@testable import RecolorCore
import XCTest

/// A black, white or gray held by a member named for a media viewer's background (beam's
/// `galleryBackgroundColor()`, session 22 F1) is a media surface; a background named for no media,
/// a media member that is no background, or a hue, is not.
final class MediaNamedBackgroundTests: XCTestCase {
    static func palette(_ member: String, _ value: String) -> String {
        "import UIKit\nextension UIColor {\n  @objc public static func \(member)() -> UIColor {\n    return \(value)\n  }\n}\n"
    }

    func testAMediaViewersBackgroundIsAMediaSurface() {
        XCTAssertEqual(intentOf(Self.palette("galleryBackgroundColor", "UIColor.black"), "UIColor.black")?.intent, .mediaSurface)
        XCTAssertEqual(intentOf("import UIKit\nenum Palette {\n  static let photoViewerBackground = UIColor(white: 0.05, alpha: 1)\n}\n", "UIColor(white: 0.05, alpha: 1)")?.intent, .mediaSurface)
        XCTAssertEqual(intentOf("import UIKit\nextension UIColor {\n  static var playerBackdrop: UIColor { UIColor.black }\n}\n", "UIColor.black")?.intent, .mediaSurface)
    }

    func testOtherNamesAndHuesAreNot() {
        XCTAssertNil(intentOf(Self.palette("cardBackgroundColor", "UIColor.black"), "UIColor.black"))
        XCTAssertNil(intentOf(Self.palette("galleryTitleColor", "UIColor.black"), "UIColor.black"))
        XCTAssertNil(intentOf(Self.palette("galleryBackgroundColor", "UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)"), "UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)"))
        // Not the whole returned value: a choice inside the member.
        XCTAssertNil(intentOf("import UIKit\nextension UIColor {\n  static func galleryBackgroundColor(_ on: Bool) -> UIColor {\n    let c = UIColor.black\n    return on ? c : .gray\n  }\n}\n", "UIColor.black"))
    }
}
