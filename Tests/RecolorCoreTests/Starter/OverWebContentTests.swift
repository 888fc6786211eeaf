@testable import RecolorCore
import XCTest

/// A loading spinner over the web page or document a controller holds (AGPU-iOS-App's
/// `spinner.color = UIColor.black` beside a `WKWebView`) keeps its color: the page does not follow
/// the appearance (session 29's held-out check, A2). Negatives: the same spinner in a controller
/// with no page view, and a label's black beside the web view, adapt as before. Hand-written.
final class OverWebContentTests: XCTestCase {
    static let page = """
        import UIKit
        import WebKit
        final class PageViewController: UIViewController {
            let webView = WKWebView(frame: .zero)
            let spinner = UIActivityIndicatorView(style: .large)
            let caption = UILabel()
            func setUp() {
                view.addSubview(webView)
                view.addSubview(spinner)
                spinner.color = UIColor.black
                caption.textColor = UIColor.darkGray
            }
        }
        """

    func intents(_ source: String) -> [String: FixedIntent?] {
        var options = RunOptions()
        options.threads = 1
        let result = Engine.analyze([FileInput(path: "Page.swift", bytes: Array(source.utf8))], options: options)
        let sites = KeptColors.intents(result.allReports, sources: result.files, represented: RepresentedViews(sources: [Array(source.utf8)]), restOfTree: { [] })
        var out: [String: FixedIntent?] = [:]
        for (n, r) in result.allReports.enumerated() { out.updateValue(sites[n]?.intent, forKey: r.text) }
        return out
    }

    func testASpinnerOverAWebPageKeepsItsColor() {
        let found = intents(Self.page)
        XCTAssertEqual(found["UIColor.black"], .some(.mediaSurface), "\(found)")
        XCTAssertEqual(found["UIColor.darkGray"], .some(nil), "\(found)")
    }

    func testASpinnerWithNoPageViewAdapts() {
        let plain = Self.page.replacingOccurrences(of: "let webView = WKWebView(frame: .zero)", with: "let webView = UIView()")
        XCTAssertEqual(intents(plain)["UIColor.black"], .some(nil))
    }
}
