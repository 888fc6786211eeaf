@testable import RecolorCore
import XCTest

/// Flow collections over several lines, nested and quoted, and the YAML a spec holds that recolor
/// does not need (anchors, tags, plain scalars over several lines) read instead of failing the whole
/// spec: eRouska's `inputFiles: [` … `]` lost its iOS 13.5 target (session 25's review, F1).
final class YAMLFlowTests: XCTestCase {
    func testAFlowSequenceOverSeveralLinesIsRead() throws {
        // Triggering (was: "this line's indentation does not fit the lines before it").
        let yaml = """
            settings:
              IPHONEOS_DEPLOYMENT_TARGET: "13.5"
            targets:
              Tracer:
                platform: iOS
                postBuildScripts:
                  - name: "Upload symbols"
                    inputFiles: [
                      "${DWARF_DSYM_FOLDER_PATH}/${DWARF_DSYM_FILE_NAME}",
                      "$(SRCROOT)/$(INFOPLIST_PATH)"
                    ]
                    outputFiles: {
                      a: [x, "y, z"],
                      b: c }
                sources: [Sources]
            """
        let value = try SimpleYAML.parse(Array(yaml.utf8))
        XCTAssertEqual(value["settings"]?["IPHONEOS_DEPLOYMENT_TARGET"]?.string, "13.5")
        let tracer = value["targets"]?["Tracer"]
        XCTAssertEqual(tracer?["platform"]?.string, "iOS")
        XCTAssertEqual(tracer?["sources"], .array([.string("Sources")]))
        let script = tracer?["postBuildScripts"]?.array?.first
        XCTAssertEqual(script?["inputFiles"], .array([.string("${DWARF_DSYM_FOLDER_PATH}/${DWARF_DSYM_FILE_NAME}"), .string("$(SRCROOT)/$(INFOPLIST_PATH)")]))
        XCTAssertEqual(script?["outputFiles"]?["a"], .array([.string("x"), .string("y, z")]))
        XCTAssertEqual(script?["outputFiles"]?["b"]?.string, "c")
    }

    func testYAMLTheSpecDoesNotNeedIsPassedOver() throws {
        let yaml = """
            base: &base
              SWIFT_VERSION: 5.0
            targets:
              App:
                description: a plain scalar
                  folded over two lines
                platform: !!str iOS
                note: "a quoted scalar
                  over two lines"
                deploymentTarget: "14.0"
            """
        let value = try SimpleYAML.parse(Array(yaml.utf8))
        XCTAssertEqual(value["base"]?["SWIFT_VERSION"]?.string, "5.0")
        let app = value["targets"]?["App"]
        XCTAssertEqual(app?["description"]?.string, "a plain scalar folded over two lines")
        XCTAssertEqual(app?["platform"]?.string, "iOS")
        XCTAssertEqual(app?["deploymentTarget"]?.string, "14.0")
    }

    func testFlowTextThatIsNoCollectionStaysAsWritten() throws {
        // Non-triggering: one-line flows read as before; a `[` that never closes is left to fail
        // on its own line, not swallow the file; a block scalar's brackets are text.
        XCTAssertEqual(try SimpleYAML.parse(Array("a: [b, c]\n".utf8))["a"], .array([.string("b"), .string("c")]))
        XCTAssertEqual(try SimpleYAML.parse(Array("a: {b: c}\n".utf8))["a"]?["b"]?.string, "c")
        XCTAssertEqual(try SimpleYAML.parse(Array("a: [app\nb: c\n".utf8))["b"]?.string, "c")
        XCTAssertEqual(try SimpleYAML.parse(Array("a: [app\nb: c\n".utf8))["a"]?.string, "[app")
        let script = try SimpleYAML.parse(Array("a:\n  script: |\n    if [ -f x\n    {\nb: c\n".utf8))
        XCTAssertEqual(script["a"]?["script"]?.string, "if [ -f x\n{")
        XCTAssertEqual(script["b"]?.string, "c")
        XCTAssertEqual(YAMLFlow.openDepth("[a, \"]\", 'b]'"), 1)
        XCTAssertFalse(YAMLFlow.opensAcrossLines("[a, b]"))
        XCTAssertTrue(YAMLFlow.opensQuote("\"abc"))
        XCTAssertFalse(YAMLFlow.opensQuote("'it''s'"))
    }
}
