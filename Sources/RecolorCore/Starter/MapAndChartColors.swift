#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Colors drawn on a map or in a chart are data: a stop marker's fill, a route's stroke, a
/// user-location ring, a chart's series. The map's tiles and aerial imagery and the chart's data do
/// not change with the appearance, and a series' color is matched by a legend. OneBusAway (session
/// 23): `MinimalStopAnnotationView: MKAnnotationView` with `fillColor = .white` became
/// `UIColor.systemBackground` (black stop markers on the map in Dark Mode), its gray stroke a
/// darker gray, `PulsingAnnotationView`'s white ring and blue dot tokens. GoMap's map layers and
/// route colors (session 21, F17/F19) are the same shape.
extension FixedIntentReader {
    /// Classes whose subclasses are drawn on a map (MapKit, Mapbox, MapLibre, Google Maps) or are a
    /// chart's drawing (DGCharts' data sets).
    static let mapOrChartClasses: Set<String> = [
        "MKAnnotationView", "MKMarkerAnnotationView", "MKPinAnnotationView", "MKOverlayRenderer", "MKOverlayPathRenderer",
        "MKPolylineRenderer", "MKPolygonRenderer", "MKCircleRenderer", "MKMultiPolylineRenderer", "MKMultiPolygonRenderer",
        "MKGradientPolylineRenderer", "MKTileOverlayRenderer", "MGLAnnotationView", "MLNAnnotationView", "GMSMarker",
        "LineChartDataSet", "BarChartDataSet", "PieChartDataSet", "ScatterChartDataSet", "CandleChartDataSet",
    ]
    /// SwiftUI containers whose content closure draws on a map or in a chart.
    static let mapOrChartContainers: Set<String> = ["Map", "Chart"]

    /// `drawn on a map: MinimalStopAnnotationView is a MKAnnotationView`, `a chart's mark: inside
    /// Chart { … }`, or `drawn on a map: renderer is a MKPolylineRenderer` when code index `k` is
    /// drawn so; nil otherwise.
    func mapOrChartColor(at k: Int) -> String? {
        let tree = syntax.tree
        // A type drawn on a map or in a chart, or nested in one.
        for s in tree.ancestors(of: tree.scope(at: k)) {
            let scope = tree.scopes[s]
            guard scope.isType, let name = scope.name else { continue }
            if let base = scope.inherited.first(where: Self.mapOrChartClasses.contains) {
                return "drawn on a map or in a chart: \(name) is a \(base)"
            }
        }
        // Inside a SwiftUI `Map { … }` or `Chart { … }` (its content closure, trailing or labeled).
        for s in tree.ancestors(of: tree.scope(at: k)) {
            let scope = tree.scopes[s]
            guard case .closure = scope.kind else { continue }
            var callee = scope.open - 1
            if file.isChar(callee, ")"), let open = file.matchingOpen(callee) { callee = open - 1 }
            if file.isChar(callee, ":"), file.isWord(callee - 1), let open = groups.opener(of: callee - 1), file.isChar(open, "(") { callee = open - 1 }
            if file.isWord(callee), Self.mapOrChartContainers.contains(file.text(code: callee)) {
                return "drawn on a map or in a chart: inside \(file.text(code: callee)) { … }"
            }
        }
        // `renderer.strokeColor = …` where the function made `renderer` as a map renderer.
        if let (receiver, _) = fillReceiver(holding: k), let function = tree.enclosingFunction(at: k) {
            var n = function.open + 1
            while n + 3 < min(function.close, file.code.count) {
                if file.codeIs(n, "let") || file.codeIs(n, "var"), file.codeIs(n + 1, receiver), file.codeIs(n + 2, "="), file.isWord(n + 3),
                   Self.mapOrChartClasses.contains(file.text(code: n + 3)) {
                    return "drawn on a map or in a chart: \(receiver) is a \(file.text(code: n + 3))"
                }
                n += 1
            }
        }
        // A marker the type draws over the map view it holds (olvid's location bubble, session 24:
        // `let mapView = MKMapView()` under `pinpointContainerView.backgroundColor = .white` and a red
        // `pinpointView`): the pin's white ring turned `systemBackground`, black on the map in Dark.
        if let receiver = assignedReceiver(at: k), !Set(Self.words(receiver)).isDisjoint(with: Self.markerWords),
           let map = mapViewHeld(around: k) {
            return "a marker over the map: \(receiver) in a type holding \(map)"
        }
        return nil
    }

    /// Words of a view's name that say it marks a place on a map.
    static let markerWords: Set<String> = ["pin", "pinpoint", "marker", "landmark", "usermark", "annotation", "placemark"]
    /// Map views a type may hold.
    static let mapViewTypes: Set<String> = ["MKMapView", "GMSMapView", "MGLMapView", "MLNMapView"]

    /// `pinpointContainerView` when code index `k` begins the value of `pinpointContainerView.P = …`
    /// (`self.` allowed, one property deep: `.layer.borderColor` too).
    func assignedReceiver(at k: Int) -> String? {
        guard k >= 4, file.isChar(k - 1, "="), file.isWord(k - 2), file.isChar(k - 3, ".") else { return nil }
        var j = k - 4
        if file.isWord(j), file.codeIs(j, "layer"), file.isChar(j - 1, "."), file.isWord(j - 2) { j -= 2 }
        guard file.isWord(j), !file.codeIs(j, "self") else { return nil }
        return file.text(code: j)
    }

    /// The map view type named in the body of the type holding code index `k` (`MKMapView`).
    func mapViewHeld(around k: Int) -> String? {
        guard let type = syntax.tree.enclosingType(at: k) else { return nil }
        var j = type.open + 1
        while j < type.close, j < file.code.count {
            if file.isWord(j), Self.mapViewTypes.contains(file.text(code: j)) { return file.text(code: j) }
            j += 1
        }
        return nil
    }
}
