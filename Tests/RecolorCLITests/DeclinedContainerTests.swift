import Foundation
import XCTest

/// A container's background declined where it ships (`Color(uiColor:)` in a macOS package) holds
/// the text of the views it instantiates, in other files: declined with it (session 25 review F12:
/// Nook's code-editor header turned near-white on the panel's kept white in Dark). Negatives: a
/// view the container does not draw, and one it draws that paints its own background, keep their
/// rewrites.
final class DeclinedContainerTests: XCTestCase {
    func testTheTextOfAViewDrawnInADeclinedContainerIsDeclinedWithIt() throws {
        let s = try Scratch()
        try s.write(".recolor.json", ##"{ "tokens": { "label": { "swiftui": "Color.primary", "light": "#000000", "dark": "#FFFFFF" }, "paper": { "swiftui": "Color(uiColor: .systemBackground)", "light": "#FFFFFF", "dark": "#000000" }, "chip": { "swiftui": "Color.chip", "light": "#DDDDDD", "dark": "#333333" } }, "rules": [ { "match": "#000000", "token": "label" }, { "match": "#FFFFFF", "token": "paper" }, { "match": "#DDDDDD", "token": "chip" } ], "generate": { "swift": "Sources/UI/Colors.swift" } }"##)
        try s.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "UI", platforms: [.macOS(.v14)], targets: [.target(name: "UI", path: "Sources/UI")])

            """)
        try s.write("Sources/UI/Panel.swift", """
            import SwiftUI
            struct Panel: View {
                var body: some View {
                    VStack {
                        Header()
                        Badge()
                    }
                    .background(.white)
                }
            }

            """)
        try s.write("Sources/UI/Header.swift", """
            import SwiftUI
            struct Header: View {
                var body: some View { Text("Back").foregroundColor(.black) }
            }

            """)
        try s.write("Sources/UI/Badge.swift", """
            import SwiftUI
            struct Badge: View {
                var body: some View { Text("3").foregroundColor(.black).background(Color(red: 0.867, green: 0.867, blue: 0.867)) }
            }

            """)
        try s.write("Sources/UI/Footer.swift", """
            import SwiftUI
            struct Footer: View {
                var body: some View { Text("v1").foregroundColor(.black) }
            }

            """)
        let fix = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertTrue(try s.read("Sources/UI/Panel.swift").contains(".background(.white)"))
        XCTAssertTrue(try s.read("Sources/UI/Header.swift").contains(".foregroundColor(.black)"))
        XCTAssertTrue(fix.stderr.contains("Header.swift:3:56: not rewritten (declined): drawn inside a view whose background, .white (Sources/UI/Panel.swift:8), stays as written"), fix.stderr)
        XCTAssertTrue(try s.read("Sources/UI/Badge.swift").contains(".foregroundColor(Color.primary)"))
        XCTAssertTrue(try s.read("Sources/UI/Footer.swift").contains(".foregroundColor(Color.primary)"))
    }
}
