import RecolorCore
import XCTest

/// Availability regions: `if` / `guard` `#available`, `#unavailable`, `@available`.
final class AvailabilityRegionsTests: XCTestCase {
    private func v(_ text: String) -> OSVersion { OSVersion(text)! }

    func testVersions() {
        XCTAssertEqual(OSVersion("13"), OSVersion(major: 13))
        XCTAssertEqual(OSVersion("13.4.1"), OSVersion(major: 13, minor: 4, patch: 1))
        XCTAssertNil(OSVersion("13.x"))
        XCTAssertNil(OSVersion(""))
        XCTAssertLessThan(v("10.15"), v("11"))
        XCTAssertLessThan(v("13.0"), v("13.0.1"))
    }

    func testIfAvailableThenAndElse() {
        let s = Snippet("""
        func f() {
            if #available(iOS 13.0, tvOS 13, *) {
                a()
            } else {
                b()
            }
            if #available(iOS 15, *), flag { c() } else { d() }
            if #available(iOS 17, *) { e() } else if #available(iOS 14, *) { g() } else { h() }
            i()
        }
        """)
        let r = s.tree.availability
        XCTAssertEqual(r.context(at: s.token("a")), AvailabilityContext(minimum: ["iOS": v("13"), "tvOS": v("13")]))
        XCTAssertEqual(r.context(at: s.token("b")), AvailabilityContext(belowCheck: ["iOS": v("13"), "tvOS": v("13")]))
        XCTAssertEqual(r.context(at: s.token("c")), AvailabilityContext(minimum: ["iOS": v("15")]))
        XCTAssertEqual(r.context(at: s.token("d")), AvailabilityContext(), "the else of a check with another clause says nothing")
        XCTAssertEqual(r.context(at: s.token("e")), AvailabilityContext(minimum: ["iOS": v("17")]))
        XCTAssertEqual(r.context(at: s.token("g")), AvailabilityContext(minimum: ["iOS": v("14")], belowCheck: ["iOS": v("17")]))
        XCTAssertEqual(r.context(at: s.token("h")), AvailabilityContext(belowCheck: ["iOS": v("14")]))
        XCTAssertEqual(r.context(at: s.token("i")), AvailabilityContext())
    }

    func testGuardAndUnavailable() {
        let s = Snippet("""
        func f() {
            a()
            guard #available(iOS 14, *) else {
                b()
                return
            }
            c()
            if #unavailable(iOS 16) { d() } else { e() }
            { g() }()
        }
        func h() { i() }
        func j() {
            guard #unavailable(macOS 12) else { return }
            k()
        }
        """)
        let r = s.tree.availability
        XCTAssertEqual(r.context(at: s.token("a")), AvailabilityContext())
        XCTAssertEqual(r.context(at: s.token("b")), AvailabilityContext(belowCheck: ["iOS": v("14")]))
        XCTAssertEqual(r.context(at: s.token("c")), AvailabilityContext(minimum: ["iOS": v("14")]))
        XCTAssertEqual(r.context(at: s.token("d")), AvailabilityContext(minimum: ["iOS": v("14")], belowCheck: ["iOS": v("16")]))
        XCTAssertEqual(r.context(at: s.token("e")), AvailabilityContext(minimum: ["iOS": v("16")]))
        XCTAssertEqual(r.context(at: s.token("g")), AvailabilityContext(minimum: ["iOS": v("14")]), "a closure after the guard")
        XCTAssertEqual(r.context(at: s.token("i")), AvailabilityContext(), "another function")
        XCTAssertEqual(r.context(at: s.token("k")), AvailabilityContext(belowCheck: ["macOS": v("12")]))
    }

    func testAvailableAttributes() {
        let s = Snippet("""
        @available(iOS 13, macOS 10.15, *)
        final class Card {
            func a() { b() }
            @available(iOS, introduced: 15.0, deprecated: 17)
            static let tint = UIColor
                .systemBlue
            let plain = c
            @available(iOS 16.1, *) @objc
            var fill: UIColor { d() }
        }
        @available(*, deprecated)
        func e() { g() }
        @available(OSX 11, *)
        enum E { case h }
        """)
        let r = s.tree.availability
        let card = AvailabilityContext(minimum: ["iOS": v("13"), "macOS": v("10.15")])
        XCTAssertEqual(r.context(at: s.token("b")), card)
        XCTAssertEqual(r.context(at: s.token("systemBlue")), AvailabilityContext(minimum: ["iOS": v("15"), "macOS": v("10.15")]))
        XCTAssertEqual(r.context(at: s.token("c")), card, "the attribute of the member before does not reach the next line")
        XCTAssertEqual(r.context(at: s.token("d")), AvailabilityContext(minimum: ["iOS": v("16.1"), "macOS": v("10.15")]))
        XCTAssertEqual(r.context(at: s.token("g")), AvailabilityContext())
        XCTAssertEqual(r.context(at: s.token("h")), AvailabilityContext(minimum: ["macOS": v("11")]))
    }
}
