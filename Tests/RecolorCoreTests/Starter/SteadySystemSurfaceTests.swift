@testable import RecolorCore
import XCTest

/// Text drawn on one of Apple's colors that stays light in Dark Mode keeps its color (session
/// 16's audit, F10: AnimeNow's black "Buy me a coffee" on `.yellow` became `Color.primary`,
/// white on #FFD60A in Dark Mode).
final class SteadySystemSurfaceTests: XCTestCase {
    func split(_ source: String) -> KeptColors {
        let result = Engine.analyze([SwiftSource(path: "Settings.swift", bytes: Array(source.utf8))], options: RunOptions())
        return KeptColors.split(result.allReports, sources: result.files)
    }

    func testBlackTextOnAppleYellowIsKeptInItsPlace() {
        let kept = split("""
        import SwiftUI
        struct Coffee: View {
            var body: some View {
                Text("Buy me a coffee")
                    .foregroundColor(.black)
                    .background(RoundedRectangle(cornerRadius: 12).foregroundColor(.yellow))
            }
        }
        struct Title: View {
            var body: some View { Text("Title").foregroundColor(.black) }
        }
        """)
        XCTAssertEqual(kept.groups.map(\.intent), [.onSystemColor])
        XCTAssertEqual(kept.groups.first?.within, ["Coffee.body"])
        XCTAssertEqual(kept.groups.first?.contexts, ["foregroundColor"])
        XCTAssertTrue(kept.groups.first?.reason.contains("drawn on Apple's systemYellow (line 6)") ?? false, kept.groups.first?.reason ?? "")
        XCTAssertEqual(kept.rest.map(\.line), [10], "the title on the page adapts")
    }

    /// Negative: black on Apple's indigo does not read in light (below 4.5:1), and black on
    /// Apple's background turns unreadable in dark as written: both adapt. A black of the same
    /// context in the same body that is not on the steady color keeps the place from a rule.
    func testTextThatDoesNotReadOnTheSystemColorAsWrittenAdapts() {
        let indigo = split("""
        import SwiftUI
        struct Badge: View {
            var body: some View {
                Text("New").foregroundColor(.black)
                    .background(RoundedRectangle(cornerRadius: 4).foregroundColor(.indigo))
                Text("Old").foregroundColor(.black).background(Color(uiColor: .systemBackground))
            }
        }
        """)
        XCTAssertTrue(indigo.groups.isEmpty, "\(indigo.groups.map(\.reason))")
        // A background that is gray or a finding's white by a flag: not only on Apple's gray.
        let either = split("""
        import SwiftUI
        struct Download: View {
            var on: Bool
            var body: some View {
                Text("Download").foregroundColor(Color.black).background(on ? Color(red: 1, green: 1, blue: 1) : Color.gray)
            }
        }
        """)
        XCTAssertTrue(either.groups.isEmpty, "\(either.groups.map(\.reason))")
        let shared = split("""
        import SwiftUI
        struct Badge: View {
            var body: some View {
                VStack {
                    Text("New").foregroundColor(.black).background(Capsule().foregroundColor(.yellow))
                    Text("Body").foregroundColor(.black)
                }
            }
        }
        """)
        XCTAssertTrue(shared.groups.isEmpty, "\(shared.groups.map(\.reason))")
        XCTAssertEqual(shared.rest.count, 2)
    }
}
