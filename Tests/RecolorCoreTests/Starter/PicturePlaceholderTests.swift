@testable import RecolorCore
import XCTest

/// A black, white or gray standing in one branch of an `if`/`else` whose other branch draws a
/// picture is that picture's placeholder, a media surface (OneBusAway's stop header, session 23);
/// beside a symbol, a text or another color, or a hue, it is not.
final class PicturePlaceholderTests: XCTestCase {
    static func header(_ other: String, _ color: String = "Color.black") -> String {
        """
        import SwiftUI
        struct Header: View {
            let snapshot: UIImage?
            var body: some View {
                Text("Stop").foregroundStyle(.primary)
                    .background {
                        ZStack {
                            if let snapshot {
                                \(other)
                            } else {
                                \(color)
                            }
                        }
                    }
            }
        }

        """
    }

    func testAPlaceholderOfAPictureIsAMediaSurface() {
        let source = Self.header("Image(uiImage: snapshot).resizable()")
        XCTAssertEqual(intentOf(source, "Color.black")?.intent, .mediaSurface)
        XCTAssertEqual(intentOf(source, "Color.black")?.evidence, "the placeholder of Image in the other branch")
        let swapped = """
            import SwiftUI
            struct Cover: View {
                let url: URL?
                var body: some View {
                    if url == nil {
                        Color(white: 0.1)
                    } else {
                        AsyncImage(url: url)
                    }
                }
            }

            """
        XCTAssertEqual(intentOf(swapped, "Color(white: 0.1)")?.intent, .mediaSurface)
    }

    func testASymbolATextOrAHueIsNot() {
        XCTAssertNil(intentOf(Self.header("Image(systemName: \"map\")"), "Color.black"))
        XCTAssertNil(intentOf(Self.header("Text(\"none\")"), "Color.black"))
        XCTAssertNil(intentOf(Self.header("Image(uiImage: snapshot)", "Color(red: 0.9, green: 0.2, blue: 0.1)"), "Color(red: 0.9, green: 0.2, blue: 0.1)"))
    }
}
