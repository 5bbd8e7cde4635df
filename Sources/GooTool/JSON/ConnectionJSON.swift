import GooGeometry

extension GooConnection<ToolConnector> {
    /// `{"ok":true,"points":{"A":[x,y],…}}`, or `"points":null` with the reason: eval's answer to
    /// `points`, and what `goo points --json` prints.
    var pointsJSON: String { JSONWriter.object(pointsMembers) }

    /// ``pointsJSON`` for a capsule badge: the connector is made to its joint, whose centre
    /// follows as `"joint":[x,y]`.
    func pointsJSON(joint: GooCircle) -> String {
        JSONWriter.object(
            pointsMembers + [("joint", JSONWriter.pair(joint.center.x, joint.center.y))])
    }

    private var pointsMembers: [(String, String)] {
        switch self {
        case .unavailable(let reason):
            return [
                ("ok", "true"), ("points", "null"), ("reason", JSONWriter.string(reason.rawValue)),
            ]
        case .connected(let connector):
            let points = connector.labelledPoints.map {
                ($0.label, JSONWriter.pair($0.point.x, $0.point.y))
            }
            return [("ok", "true"), ("points", JSONWriter.object(points))]
        }
    }
}
