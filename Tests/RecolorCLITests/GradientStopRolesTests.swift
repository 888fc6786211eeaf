import Foundation
import XCTest

/// A gradient stop's `color:` (`.init(color:location:)`, `Gradient.Stop(color:location:)` in a `stops:` list)
/// paints a surface: OldOS's black title-bar stops were drafted as Apple's `label`, white in Dark under the
/// bar's white titles, and a near-black stop got a light dark (#1A1A1A → #CFCFCF) under them (session 30's
/// sweep). Negatives: black text stays `label`; a `color:` argument of another call keeps no role.
final class GradientStopRolesTests: XCTestCase {
    static let bar = """
        import SwiftUI
        struct Bar: View {
            var body: some View {
                ZStack {
                    LinearGradient(gradient: Gradient(stops: [.init(color: Color(red: 0, green: 0, blue: 0), location: 0), .init(color: Color(red: 0.1, green: 0.1, blue: 0.1), location: 1)]), startPoint: .top, endPoint: .bottom)
                    LinearGradient(stops: [Gradient.Stop(color: Color(red: 0.2, green: 0.2, blue: 0.2), location: 0)], startPoint: .top, endPoint: .bottom)
                    Text("a").foregroundColor(.white)
                    Text("b").foregroundColor(Color(red: 0, green: 0, blue: 0))
                }
            }
        }

        """

    func tokens(_ files: [String: String]) throws -> [String: [String: Any]] {
        let s = try Scratch()
        for (path, text) in files { try s.write(path, text) }
        XCTAssertEqual(try CommandRunner.recolor(["init", "-q", "."], in: s.url).status, 0)
        let t = try JSONSerialization.jsonObject(with: Data(try s.read(".recolor.json").utf8)) as! [String: Any]
        return t["tokens"] as? [String: [String: Any]] ?? [:]
    }

    func testAGradientStopsColorPaintsASurface() throws {
        let t = try tokens(["Bar.swift": Self.bar])
        let stops = t.filter { ($0.value["description"] as? String)?.contains("as fill") == true }
        XCTAssertEqual(Set(stops.compactMap { $0.value["light"] as? String }), ["#000000", "#1A1A1A", "#333333"], t.description)
        for (name, token) in stops { XCTAssertEqual(token["dark"] as? String, token["light"] as? String, "\(name) stays dark under the white text") }
        XCTAssertEqual(t["label"]?["description"].map { "\($0)".contains("1 use in 1 file as text") }, true, "the black text alone is label: \(t)")
    }
}
