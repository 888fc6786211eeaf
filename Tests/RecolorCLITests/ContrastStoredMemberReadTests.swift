import Foundation
import XCTest

/// A view model's stored color that starts as a token (`@Published var bgColor: Color = .white`),
/// read by another type's view (`.foregroundColor(model.bgColor)`), is drawn there: white on the
/// screen's black is a pair (session 27's review, F12's second half: nightguard, r12 exited 4).
/// Negatives: the same name declared a second time (a view's own computed `bgColor`) is not known
/// to be the member read; a function's local is no member; a `static` member is another rule's.
final class ContrastStoredMemberReadTests: XCTestCase {
    static let model = """
        import SwiftUI

        final class ReadingModel: ObservableObject {
            @Published var bgColor: Color = .white
            @Published var deltaColor: Color = .white
        }

        """

    static let view = """
        import SwiftUI

        struct ReadingView: View {
            @ObservedObject var model: ReadingModel

            var body: some View {
                VStack {
                    Text("120")
                        .foregroundColor(model.bgColor)
                    Text("+3")
                        .foregroundColor(model.deltaColor)
                }
                .background(Color.black)
            }
        }

        """

    func testAStoredMemberReadByAnotherTypesViewPairs() throws {
        let r = try CommandRunner.contrastAfterInit(["App/ReadingModel.swift": Self.model, "App/ReadingView.swift": Self.view])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("seen at App/ReadingView.swift:9 on App/ReadingView.swift:13, App/ReadingView.swift:11 on App/ReadingView.swift:13"), r.stdout)
    }

    /// `bgColor` declared twice (the model's and a view's own computed one): neither read pairs;
    /// `deltaColor` declared once still does.
    func testANameDeclaredTwiceIsNotRead() throws {
        let other = """
            import SwiftUI

            struct BedsideView: View {
                var body: some View { Text("1").foregroundColor(bgColor) }
                private var bgColor: Color { Color.red }
            }

            """
        let r = try CommandRunner.contrastAfterInit(["App/ReadingModel.swift": Self.model, "App/ReadingView.swift": Self.view, "App/BedsideView.swift": other])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertFalse(r.stdout.contains("App/ReadingView.swift:9 on"), r.stdout)
        XCTAssertTrue(r.stdout.contains("seen at App/ReadingView.swift:11 on App/ReadingView.swift:13"), r.stdout)
    }

    /// A local of a function (`let bgColor = Color.white` in a method) and a `static` member are no
    /// stored member: `model.bgColor` reads something else, no pair (exit 4 as before).
    func testALocalOrAStaticIsNoStoredMember() throws {
        let model = """
            import SwiftUI

            final class ReadingModel: ObservableObject {
                static var bgColor: Color = .white
                func refresh() {
                    let deltaColor: Color = .white
                    print(deltaColor)
                }
            }

            """
        let r = try CommandRunner.contrastAfterInit(["App/ReadingModel.swift": model, "App/ReadingView.swift": Self.view])
        XCTAssertEqual(r.status, 4, r.stdout + r.stderr)
        XCTAssertFalse(r.stdout.contains("App/ReadingView.swift:9 on"), r.stdout)
        XCTAssertFalse(r.stdout.contains("App/ReadingView.swift:11 on"), r.stdout)
    }
}
