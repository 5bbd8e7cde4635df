import GooGeometry

extension Connection<ToolConnector> {
    /// `{"ok":true,"points":{"A":[x,y],…}}`, or `"points":null` with the reason: eval's answer to
    /// `points`, and what `goo points --json` prints.
    var pointsJSON: String {
        switch self {
        case .unavailable(let reason):
            return JSONWriter.object([
                ("ok", "true"), ("points", "null"), ("reason", JSONWriter.string(reason.rawValue)),
            ])
        case .connected(let connector):
            let points = connector.labelledPoints.map {
                ($0.label, JSONWriter.pair($0.point.x, $0.point.y))
            }
            return JSONWriter.object([("ok", "true"), ("points", JSONWriter.object(points))])
        }
    }
}
