import Foundation
import XCTest

/// The initial value of a stored color property that another type compares through a value of
/// the declaring type (OnlySwitch's pure-color screen test, session 22 F4: `@Published var
/// currentColor: Color = .black`, `vm.currentColor == .white` in the view) is declined with the
/// comparison; the same property compared through another type's value, or not compared, is rewritten.
final class ComparedElsewhereTests: XCTestCase {
    static let table = ##"{ "tokens": { "ink": { "swiftui": "Color.ink", "light": "#000000", "dark": "#FFFFFF" } }, "rules": [ { "match": "#000000", "token": "ink" } ] }"##
    static let model = """
        import SwiftUI
        final class ScreenTestVM: ObservableObject {
            private var colorList: [Color] = [.black, .white, .red]
            @Published var currentColor: Color = .black
            @Published var frameColor: Color = .black
        }

        """

    func fixed(view: String) throws -> (String, String) {
        let s = try Scratch()
        try s.write(".recolor.json", Self.table)
        try s.write("ScreenTestVM.swift", Self.model)
        try s.write("ScreenTestView.swift", view)
        let r = try CommandRunner.recolor(["fix"], in: s.url)
        XCTAssertEqual(r.status, 0, r.stderr)
        return (try s.read("ScreenTestVM.swift"), r.stderr)
    }

    func testComparedThroughAValueOfTheTypeIsDeclined() throws {
        let (vm, stderr) = try fixed(view: """
            import SwiftUI
            struct ScreenTestView: View {
                @StateObject var vm = ScreenTestVM()
                var body: some View {
                    Text("next").foregroundColor(vm.currentColor == .white ? .black : .white)
                }
            }

            """)
        XCTAssertTrue(vm.contains("@Published var currentColor: Color = .black"), vm)
        XCTAssertTrue(vm.contains("@Published var frameColor: Color = Color.ink"), vm)
        XCTAssertTrue(stderr.contains("the initial value of currentColor, compared at ScreenTestView.swift:5"), stderr)
    }

    func testComparedThroughAnotherTypesValueIsRewritten() throws {
        let (vm, _) = try fixed(view: """
            import SwiftUI
            struct ScreenTestView: View {
                let label: Label
                var body: some View {
                    Text("next").foregroundColor(label.currentColor == .white ? .black : .white)
                }
            }

            """)
        XCTAssertTrue(vm.contains("@Published var currentColor: Color = Color.ink"), vm)
    }
}
