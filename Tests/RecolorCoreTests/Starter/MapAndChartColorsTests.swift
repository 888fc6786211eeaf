@testable import RecolorCore
import XCTest

/// Colors drawn on a map or in a chart are data (OneBusAway's stop markers, session 23; GoMap's
/// map layers, session 21): a map annotation view's or overlay renderer's colors, a renderer made
/// in the function, a SwiftUI `Map { … }` or `Chart { … }`'s content. A view merely beside a map,
/// or a closure of another call, is not.
final class MapAndChartColorsTests: XCTestCase {
    let marker = """
        import MapKit
        final class StopMarkerView: MKAnnotationView {
            var fillColor: UIColor = .white
            var strokeColor: UIColor = .gray
        }

        """

    func testColorsDrawnOnAMapOrInAChartAreData() {
        XCTAssertEqual(intentOf(marker, ".white")?.intent, .data)
        XCTAssertEqual(intentOf(marker, ".white")?.evidence, "drawn on a map or in a chart: StopMarkerView is a MKAnnotationView")
        XCTAssertEqual(intentOf(marker, ".gray")?.intent, .data)
        let renderer = """
            import MapKit
            final class RouteController: NSObject, MKMapViewDelegate {
                func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
                    let renderer = MKPolylineRenderer(overlay: overlay)
                    renderer.strokeColor = UIColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 1)
                    return renderer
                }
            }

            """
        XCTAssertEqual(intentOf(renderer, "UIColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 1)")?.intent, .data)
        let chart = """
            import SwiftUI
            import Charts
            struct Usage: View {
                let points: [Int]
                var body: some View {
                    Chart {
                        ForEach(points, id: \\.self) { p in
                            LineMark(x: .value("x", p), y: .value("y", p)).foregroundStyle(Color(red: 0.9, green: 0.3, blue: 0.2))
                        }
                    }
                }
            }

            """
        XCTAssertEqual(intentOf(chart, "Color(red: 0.9, green: 0.3, blue: 0.2)")?.intent, .data)
        let map = """
            import SwiftUI
            import MapKit
            struct Stops: View {
                var body: some View {
                    Map {
                        Marker("Stop", coordinate: .init()).tint(Color(red: 0.2, green: 0.6, blue: 0.3))
                    }
                }
            }

            """
        XCTAssertEqual(intentOf(map, "Color(red: 0.2, green: 0.6, blue: 0.3)")?.intent, .data)
    }

    func testAViewBesideAMapIsNot() {
        let panel = """
            import MapKit
            final class MapPanel: UIView {
                let map = MKMapView()
                var fillColor: UIColor = .white
                func paint() {
                    let layer = CAShapeLayer()
                    layer.strokeColor = UIColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 1).cgColor
                    UIView.animate(withDuration: 1) { self.backgroundColor = UIColor(red: 0.3, green: 0.3, blue: 0.35, alpha: 1) }
                }
            }

            """
        XCTAssertNil(intentOf(panel, ".white"))
        XCTAssertNil(intentOf(panel, "UIColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 1).cgColor"))
        XCTAssertNil(intentOf(panel, "UIColor(red: 0.3, green: 0.3, blue: 0.35, alpha: 1)"))
    }

    /// A pin the type draws over the map view it holds (olvid's location bubble, session 24), and the
    /// series colors a chart's member builds (olvid's storage chart); a label over the same map, and a
    /// list built in a member not named for a chart, adapt.
    func testAMarkerOverTheTypesMapAndAChartMembersColorsAreData() {
        let bubble = """
            import MapKit
            final class LocationBubble: UIView {
                private let mapView = MKMapView()
                private let pinpointContainerView = UIView()
                private let titleLabel = UILabel()
                func setup() {
                    pinpointContainerView.backgroundColor = .white
                    titleLabel.backgroundColor = .lightGray
                }
            }

            """
        XCTAssertEqual(intentOf(bubble, ".white")?.intent, .data)
        XCTAssertNil(intentOf(bubble, ".lightGray"))
        let chart = """
            import SwiftUI
            struct Storage {
                var chartForegroundStyleScale: Any {
                    let colors = [UIColor(red: 0.18, green: 0.4, blue: 0.96, alpha: 1), UIColor(red: 0.9, green: 0.99, blue: 1, alpha: 1)]
                    return colors
                }
                var headerShades: Any {
                    let colors = [UIColor(red: 0.18, green: 0.4, blue: 0.97, alpha: 1), UIColor(red: 0.9, green: 0.98, blue: 1, alpha: 1)]
                    return colors
                }
            }

            """
        XCTAssertEqual(intentOf(chart, "UIColor(red: 0.9, green: 0.99, blue: 1, alpha: 1)")?.intent, .data)
        XCTAssertNil(intentOf(chart, "UIColor(red: 0.9, green: 0.98, blue: 1, alpha: 1)"))
    }
}
