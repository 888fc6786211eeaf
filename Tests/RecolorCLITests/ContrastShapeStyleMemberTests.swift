import Foundation
import XCTest

/// An app that shadows SwiftUI's colors (`extension Color { static let blue = … }`, Meshtastic's
/// brand palette): `.foregroundColor(.blue)` takes a `Color`, the app's member; `.foregroundStyle(.blue)`
/// takes any ShapeStyle, SwiftUI's own blue (session 28: Meshtastic's `.foregroundStyle(.secondary)`
/// was measured as the app's light gray `secondary` set).
final class ContrastShapeStyleMemberTests: XCTestCase {
    static let brand = """
        import SwiftUI

        extension Color {
            static let blue = Color(red: 0.36, green: 0.42, blue: 0.75)
        }

        """

    static func view(_ modifier: String) -> String {
        """
        import SwiftUI

        struct Legend: View {
            var body: some View {
                Text("a")
                    .\(modifier)(.blue)
                    .background(Color.white)
            }
        }

        """
    }

    func testAColorParameterTakesTheAppsMember() throws {
        let r = try CommandRunner.contrastAfterInit(["App/Brand.swift": Self.brand, "App/Legend.swift": Self.view("foregroundColor")])
        XCTAssertTrue(r.stdout.contains("seen at App/Legend.swift:6 on App/Legend.swift:7"), r.stdout + r.stderr)
        XCTAssertFalse(r.stdout.contains("UIColor.systemBlue on"), r.stdout)
    }

    func testAShapeStyleParameterTakesSwiftUIsColor() throws {
        let r = try CommandRunner.contrastAfterInit(["App/Brand.swift": Self.brand, "App/Legend.swift": Self.view("foregroundStyle")])
        XCTAssertTrue(r.stdout.contains("UIColor.systemBlue on systemBackground  (min 4.5, text; seen at App/Legend.swift:6 on App/Legend.swift:7)"), r.stdout + r.stderr)
    }
}
