import GooGeometry

extension KeyValuePairs<String, GooPoint> {
    var dictionary: [String: GooPoint] {
        Dictionary(uniqueKeysWithValues: map { ($0.key, $0.value) })
    }
}

/// Makes a circle the test knows is valid; a throw fails the calling test.
func circle(_ x: Double, _ y: Double, _ radius: Double) throws -> GooCircle {
    try GooCircle(x: x, y: y, radius: radius)
}

/// The labelled points of a style's connector, or the reason there is none.
func labelledPoints(
    _ style: GooConnector.Style, anchor: GooCircle, drag: GooCircle
) -> Result<[String: GooPoint], ReasonBox> {
    switch GooConnector.between(anchor: anchor, drag: drag, style: style) {
    case .unavailable(let reason): .failure(ReasonBox(reason: reason))
    case .connected(let connector): .success(connector.labelledPoints.dictionary)
    }
}

struct ReasonBox: Error, Equatable {
    let reason: GooConnector.UnavailableReason
}

/// The largest coordinate difference between two labelled point sets with the same labels.
func largestDifference(_ lhs: [String: GooPoint], _ rhs: [String: GooPoint]) -> Double {
    guard Set(lhs.keys) == Set(rhs.keys) else { return .infinity }
    return lhs.keys.map { key in
        let (p, q) = (lhs[key] ?? .zero, rhs[key] ?? .zero)
        return Swift.max(abs(p.x - q.x), abs(p.y - q.y))
    }.max() ?? 0
}

let allStyles: [GooConnector.Style] = [.quadratic, .cubic(.default), .tangent, .metaball(.default)]
