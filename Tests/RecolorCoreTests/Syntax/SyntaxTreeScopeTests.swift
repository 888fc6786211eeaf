import RecolorCore
import XCTest

/// The scopes a `SyntaxTree` finds, by kind, name, inheritance and modifiers.
final class SyntaxTreeScopeTests: XCTestCase {
    func testTypesWithNamesAndInheritance() {
        let s = Snippet("""
        import UIKit
        @MainActor
        final class Card: UIView, @unchecked Sendable { }
        struct Box<T>: Equatable where T: Equatable { }
        enum Tone: String, CaseIterable { case a }
        extension Style.Color: Codable { }
        protocol Painter: AnyObject { func paint() }
        actor Store { }
        private extension [String: Int] { }
        #Preview { Text("x") }
        """)
        XCTAssertEqual(s.kinds, ["class Card", "struct Box", "enum Tone", "extension Style.Color", "protocol Painter", "actor Store",
                                 "extension [String: Int]", "closure"])
        XCTAssertEqual(s.tree.scopes[1].inherited, ["UIView", "Sendable"])
        XCTAssertEqual(s.tree.scopes[1].modifiers, ["@MainActor", "final"])
        XCTAssertEqual(s.tree.scopes[1].declarationStart, s.token("@"))
        XCTAssertEqual(s.tree.scopes[2].inherited, ["Equatable"])
        XCTAssertEqual(s.tree.scopes[3].inherited, ["String", "CaseIterable"])
        XCTAssertEqual(s.tree.scopes[4].inherited, ["Codable"])
        XCTAssertEqual(s.file.text(code: s.tree.scopes[4].nameToken), "Color")
        XCTAssertEqual(s.tree.scopes[5].inherited, ["AnyObject"])
        XCTAssertEqual(s.tree.scopes[6].inherited, [])
    }

    /// A conformance spelled with an Apple module is the bare protocol; another qualifier stays.
    func testModuleQualifiedConformanceIsTheBareName() {
        let s = Snippet("""
        import SwiftUI
        extension App: SwiftUI.App { }
        struct Row: SwiftUI.View, Swift.Equatable { }
        struct Cell: Design.View { }
        """)
        XCTAssertEqual(s.tree.scopes[1].inherited, ["App"])
        XCTAssertEqual(s.tree.scopes[2].inherited, ["View", "Equatable"])
        XCTAssertEqual(s.tree.scopes[3].inherited, ["Design.View"])
    }

    func testFunctionsInitializersAccessorsAndProperties() {
        let s = Snippet("""
        class V: UIView {
            override func traitCollectionDidChange(_ p: UITraitCollection?) { super.traitCollectionDidChange(p) }
            required init?(coder: NSCoder) { fatalError() }
            deinit { }
            subscript(i: Int) -> Int { get { 1 } set { } }
            var tint: UIColor { .red }
            private(set) var fill: UIColor { get { .red } set(v) { } }
            var count = 0 { didSet { } }
            static func == (a: V, b: V) -> Bool { true }
        }
        """)
        XCTAssertEqual(s.kinds, [
            "class V", "func traitCollectionDidChange", "init init", "deinit deinit", "subscript subscript",
            "accessor.get subscript", "accessor.set subscript", "property tint", "property fill", "accessor.get fill",
            "accessor.set fill", "property count", "accessor.didSet count", "func ==",
        ])
        XCTAssertEqual(s.tree.scopes[2].modifiers, ["override"])
        XCTAssertEqual(s.tree.scopes[3].modifiers, ["required"])
        XCTAssertEqual(s.tree.scopes[9].modifiers, ["private(set)"])
        XCTAssertEqual(s.tree.scopes[14].modifiers, ["static"])
        XCTAssertEqual(s.tree.scopes[2].parent, 1)
    }

    func testClosuresAndBlocks() {
        let s = Snippet("""
        func f(items: [Int]) {
            if let x = items.first, x > 0 { print(x) } else if items.isEmpty { } else { }
            guard let y = items.last else { return }
            for case let n? in opt where n > 0 { }
            outer: while y > 0 { }
            repeat { } while false
            switch y { case 1: items.forEach { _ in } default: break }
            do { try g() } catch let e as E { } catch { }
            defer { }
            let z = items.map { $0 + 1 }
            items.forEach { n in if n > 0 { } }
            let w = foo(a: { 1 }, b: [{ 2 }])
            let c = if z.isEmpty { 1 } else { 2 }
            lazy var v: UIView = { UIView() }()
        }
        """)
        XCTAssertEqual(s.kinds, [
            "func f", "if", "if", "else", "guard", "for", "while", "repeat", "switch", "closure", "do",
            "catch", "catch", "defer", "closure", "closure", "if", "closure", "closure", "if", "else", "closure",
        ])
        let labeled = s.tree.scopes.first { $0.kind == .block(.while) }!
        XCTAssertEqual(labeled.declarationStart, s.token("outer"))
        XCTAssertEqual(s.scope(at: "print").kind, .block(.if))
        XCTAssertEqual(s.tree.enclosingFunction(at: s.token("print"))?.name, "f")
    }

    func testStatementsAfterDeclarationsOnEarlierLines() {
        let s = Snippet("""
        struct S {
            var a: Int
            let b = 1
            var body: some View {
                VStack {
                    Text("x")
                }
                .onAppear { }
            }
        }
        func g() {
            var a: Int
            items.forEach { }
            let b = c
            items.forEach { }
        }
        """)
        XCTAssertEqual(s.kinds, ["struct S", "property body", "closure", "closure", "func g", "closure", "closure"])
    }

    func testLookupAndEnclosingScopes() {
        let s = Snippet("""
        class A {
            func f() {
                let c = { struct Local { let q = 1 } }
                x = 1
            }
        }
        let top = 2
        """)
        let x = s.token("x")
        XCTAssertEqual(s.tree.enclosingFunction(at: x)?.name, "f")
        XCTAssertEqual(s.tree.enclosingType(at: x)?.name, "A")
        XCTAssertEqual(s.tree.enclosingType(at: s.token("q"))?.name, "Local")
        XCTAssertNil(s.tree.enclosingFunction(at: s.token("q")), "a local type's own body is in no function")
        XCTAssertEqual(s.tree.scope(at: s.token("top")), 0)
        XCTAssertNil(s.tree.enclosingType(at: s.token("top")))
        let f = s.tree.scope(at: s.token("let"))
        XCTAssertEqual(Array(s.tree.ancestors(of: s.tree.scope(at: s.token("q")))).map { Snippet.describe(s.tree.scopes[$0]) },
                       ["struct Local", "closure", "func f", "class A", "file"])
        XCTAssertEqual(s.tree.scopes[f].name, "f")
        // The braces belong to the scope they delimit; the head to the scope around.
        let open = s.tree.scopes[f].open
        XCTAssertEqual(s.tree.scope(at: open), f)
        XCTAssertEqual(s.tree.scope(at: s.tree.scopes[f].close), f)
        XCTAssertEqual(s.tree.scope(at: s.token("f")), 1)
        XCTAssertEqual(s.tree.scope(openingAt: open), f)
    }

    func testIfConfigBetweenMembersInChainsAndAroundElse() {
        let s = Snippet("""
        struct V: View {
            #if os(iOS)
            func a() { }
            #else
            func a(x: Int) { }
            #endif
            var body: some View {
                Text("x")
                #if os(iOS)
                .onTapGesture { }
                #endif
            }
            func b() {
                if c {
                }
                #if DEBUG
                #endif
                if d { } else {
                    #if os(macOS)
                    e()
                    #endif
                }
            }
        }
        """)
        XCTAssertEqual(s.kinds, ["struct V", "func a", "func a", "property body", "closure", "func b", "if", "if", "else"])
    }
}
