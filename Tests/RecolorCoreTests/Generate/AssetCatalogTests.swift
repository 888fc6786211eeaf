@testable import RecolorCore
import XCTest

/// Color sets in Xcode's own format, compared byte for byte with what Xcode writes (keys
/// sorted, two spaces, `" : "`, string components, final newline; the entries' order of
/// git-up/GitUp's separator.colorset: any, dark, high contrast, dark + high contrast).
final class AssetCatalogTests: XCTestCase {
    func testAColorSetWithHighContrastIsByteExact() {
        var values = AppearanceValues()
        values[.light] = RGBA(red: 0x31, green: 0x34, blue: 0x40)
        values[.dark] = RGBA(red: 0xF5, green: 0xF7, blue: 0xFA, alpha: 0x80)
        values[.darkHighContrast] = RGBA(red: 0xFF, green: 0xFF, blue: 0xFF)
        let component = { (r: String, g: String, b: String, a: String) in """
                "color" : {
                  "color-space" : "srgb",
                  "components" : {
                    "alpha" : "\(a)",
                    "blue" : "\(b)",
                    "green" : "\(g)",
                    "red" : "\(r)"
                  }
                },
          """
        }
        let expected = """
        {
          "colors" : [
            {
        \(component("0x31", "0x34", "0x40", "1.000"))
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
        \(component("0xF5", "0xF7", "0xFA", "0.502"))
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
        \(component("0x31", "0x34", "0x40", "1.000"))
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                },
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
        \(component("0xFF", "0xFF", "0xFF", "1.000"))
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "recolor",
            "version" : 1
          }
        }

        """
        XCTAssertEqual(AssetCatalog.colorSet(values), expected)
    }

    func testEveryColorSetHasADarkVariantAndTheCatalogItsContents() {
        var values = AppearanceValues()
        values[.light] = RGBA(red: 0xDB, green: 0x36, blue: 0x43)
        let json = AssetCatalog.colorSet(values)!
        XCTAssertEqual(json.components(separatedBy: "\"idiom\" : \"universal\"").count - 1, 2)
        XCTAssertEqual(json.components(separatedBy: "\"red\" : \"0xDB\"").count - 1, 2, "dark falls back to light")
        XCTAssertFalse(json.contains("contrast"))
        XCTAssertNil(AssetCatalog.colorSet(AppearanceValues()))
        XCTAssertEqual(AssetCatalog.catalogContents, "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
    }

    func testAlphaWithThreeDecimalsRoundTripsEveryByte() {
        for b in 0...255 {
            XCTAssertEqual(RGBA(unit: 0, 0, 0, alpha: Double(AssetCatalog.unit(UInt8(b)))!).alpha, UInt8(b))
        }
    }
}
