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
        return nil
    }
}
