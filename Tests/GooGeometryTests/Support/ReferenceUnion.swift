import Foundation
import GooGeometry

/// An independent model of anchor disk ∪ connector ∪ badge for the outline tests.
///
/// The connector's own path (not the outline) flattened into a fine polygon by plain uniform
/// sampling, filled by the nonzero rule, the anchor disk as an exact circle and the badge as an
/// exact capsule (its own formula: the points within `radius` of the horizontal spine segment;
/// a round badge is the capsule of width `2·radius`). Nothing here calls the library's outline,
/// root finding or flattening.
struct ReferenceUnion {
    let anchor: GooCircle
    /// The badge's centre, radius and half the spine's length (0 for a round badge).
    let badgeCenter: GooPoint
    let badgeRadius: Double
    let halfSpine: Double
    /// The connector polygon, closed (last point equals the first), or empty.
    let polygon: [GooPoint]

    init(anchor: GooCircle, drag: GooCircle, connector: GooConnector?, samplesPerCurve: Int = 600) {
        self.init(
            anchor: anchor, badgeCenter: drag.center, badgeRadius: drag.radius, badgeWidth: 0,
            connector: connector, samplesPerCurve: samplesPerCurve)
    }

    /// A capsule badge (`width` its full width, at least `2·radius`).
    init(
        anchor: GooCircle, badgeCenter: GooPoint, badgeRadius: Double, badgeWidth: Double,
        connector: GooConnector?, samplesPerCurve: Int = 600
    ) {
        self.init(
            anchor: anchor, badgeCenter: badgeCenter, badgeRadius: badgeRadius,
            badgeWidth: badgeWidth, connectorPath: connector?.path ?? GooPath(),
            samplesPerCurve: samplesPerCurve)
    }

    /// A capsule badge and a connector given as its closed path (lines and curves), such as
    /// sides moved by hand.
    init(
        anchor: GooCircle, badgeCenter: GooPoint, badgeRadius: Double, badgeWidth: Double,
        connectorPath: GooPath, samplesPerCurve: Int = 600
    ) {
        self.anchor = anchor
        self.badgeCenter = badgeCenter
        self.badgeRadius = badgeRadius
        halfSpine = max(0, badgeWidth / 2 - badgeRadius)
        var points: [GooPoint] = []
        var current = GooPoint.zero
        for element in connectorPath {
            switch element {
            case .move(let p):
                points.append(p)
                current = p
            case .line(let p):
                points.append(p)
                current = p
            case .quadCurve(let p, let c):
                for i in 1...samplesPerCurve {
                    let t = Double(i) / Double(samplesPerCurve)
                    let s = 1 - t
                    points.append(
                        GooPoint(
                            x: s * s * current.x + 2 * s * t * c.x + t * t * p.x,
                            y: s * s * current.y + 2 * s * t * c.y + t * t * p.y
                        )
                    )
                }
                current = p
            case .curve(let p, let c1, let c2):
                for i in 1...samplesPerCurve {
                    points.append(
                        cubicPoint(current, c1, c2, p, Double(i) / Double(samplesPerCurve)))
                }
                current = p
            case .arc:
                preconditionFailure("a connector path has no arcs")
            case .closeSubpath:
                if let first = points.first { points.append(first) }
            }
        }
        polygon = points
    }

    /// Nonzero winding of the polygon around a point.
    func winding(_ p: GooPoint) -> Int {
        guard polygon.count > 1 else { return 0 }
        var total = 0
        for index in 0..<(polygon.count - 1) {
            let (a, b) = (polygon[index], polygon[index + 1])
            if (a.y <= p.y) != (b.y <= p.y) {
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > p.x { total += b.y > a.y ? 1 : -1 }
            }
        }
        return total
    }

    /// The distance from a point to the badge's spine (a point for a round badge).
    func spineDistance(_ p: GooPoint) -> Double {
        let x = min(badgeCenter.x + halfSpine, max(badgeCenter.x - halfSpine, p.x))
        return distanceBetween(p, GooPoint(x: x, y: badgeCenter.y))
    }

    func contains(_ p: GooPoint) -> Bool {
        distanceBetween(p, anchor.center) < anchor.radius
            || spineDistance(p) < badgeRadius || winding(p) != 0
    }

    /// The distance from a point to the polygon's edges.
    func distanceToPolygon(_ p: GooPoint) -> Double {
        guard polygon.count > 1 else { return .infinity }
        var best = Double.infinity
        for index in 0..<(polygon.count - 1) {
            best = min(best, segmentDistance(p, polygon[index], polygon[index + 1]))
        }
        return best
    }

    /// How far a point is from the union (0 inside).
    func distanceOutside(_ p: GooPoint) -> Double {
        if contains(p) { return 0 }
        return min(
            distanceBetween(p, anchor.center) - anchor.radius,
            spineDistance(p) - badgeRadius, distanceToPolygon(p)
        )
    }

    /// How deep a point is inside the parts of the union.
    ///
    /// The largest, over the parts containing it, of its distance to that part's edge. A point on the union's boundary is at most on the edge of
    /// every part.
    func depthInside(_ p: GooPoint) -> Double {
        var depth = 0.0
        depth = max(depth, anchor.radius - distanceBetween(p, anchor.center))
        depth = max(depth, badgeRadius - spineDistance(p))
        if winding(p) != 0 { depth = max(depth, distanceToPolygon(p)) }
        return depth
    }

    /// The union's area by scanlines: on each line the covered x-intervals of the disk, the
    /// badge (its spine's x-range widened by the half chord) and the polygon (by winding),
    /// merged; midpoint rule across `lines` lines.
    func area(lines: Int = 3000) -> Double {
        var minY = min(anchor.center.y - anchor.radius, badgeCenter.y - badgeRadius)
        var maxY = max(anchor.center.y + anchor.radius, badgeCenter.y + badgeRadius)
        for p in polygon {
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        let step = (maxY - minY) / Double(lines)
        guard step > 0 else { return 0 }
        func lineY(_ line: Int) -> Double { minY + (Double(line) + 0.5) * step }
        // Polygon crossings with their directions, line by line: each edge visits only the
        // lines near its y-range (one more each way for rounding; the crossing test decides).
        var crossingsByLine = [[(x: Double, direction: Int)]](repeating: [], count: lines)
        for (a, b) in zip(polygon, polygon.dropFirst()) {
            let low = (min(a.y, b.y) - minY) / step - 1.5
            let high = (max(a.y, b.y) - minY) / step + 0.5
            let first = Int(max(0, min(Double(lines), low.rounded(.down))))
            let last = Int(max(0, min(Double(lines - 1), high.rounded(.up))))
            for line in stride(from: first, through: last, by: 1) {
                let y = lineY(line)
                if (a.y <= y) != (b.y <= y) {
                    crossingsByLine[line].append(
                        (a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x), b.y > a.y ? 1 : -1))
                }
            }
        }
        var total = 0.0
        for line in 0..<lines {
            let y = lineY(line)
            var intervals: [(Double, Double)] = []
            for (center, radius, half) in [
                (anchor.center, anchor.radius, 0.0), (badgeCenter, badgeRadius, halfSpine),
            ] {
                let dy = y - center.y
                let h2 = radius * radius - dy * dy
                if h2 > 0 {
                    intervals.append(
                        (center.x - half - h2.squareRoot(), center.x + half + h2.squareRoot()))
                }
            }
            // The spans of nonzero winding.
            let crossings = crossingsByLine[line].sorted { $0.x < $1.x }
            var winding = 0
            for (index, crossing) in crossings.enumerated() {
                winding += crossing.direction
                if winding != 0, index + 1 < crossings.count {
                    intervals.append((crossing.x, crossings[index + 1].x))
                }
            }
            intervals.sort { $0.0 < $1.0 }
            var covered = 0.0
            var current: (Double, Double)?
            for interval in intervals {
                if let open = current, interval.0 <= open.1 {
                    current = (open.0, max(open.1, interval.1))
                } else {
                    if let open = current { covered += open.1 - open.0 }
                    current = interval
                }
            }
            if let open = current { covered += open.1 - open.0 }
            total += covered * step
        }
        return total
    }
}

func distanceBetween(_ p: GooPoint, _ q: GooPoint) -> Double {
    ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
}

func segmentDistance(_ p: GooPoint, _ a: GooPoint, _ b: GooPoint) -> Double {
    let (ex, ey) = (b.x - a.x, b.y - a.y)
    let length2 = ex * ex + ey * ey
    let t = length2 > 0 ? min(1, max(0, ((p.x - a.x) * ex + (p.y - a.y) * ey) / length2)) : 0
    return distanceBetween(p, GooPoint(x: a.x + ex * t, y: a.y + ey * t))
}

func cubicPoint(
    _ p0: GooPoint, _ p1: GooPoint, _ p2: GooPoint, _ p3: GooPoint, _ t: Double
) -> GooPoint {
    let s = 1 - t
    let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
    return GooPoint(
        x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y
    )
}

/// Points along every element of a path (its own evaluation, for the tests), per subpath:
/// `perElement` for a line or curve, and as many per quarter turn of an arc.
func samples(of path: GooPath, perElement: Int = 24) -> [[GooPoint]] {
    var result: [[GooPoint]] = []
    var current = GooPoint.zero
    var start = GooPoint.zero
    for element in path {
        switch element {
        case .move(let p):
            result.append([p])
            current = p
            start = p
        case .line(let p):
            for i in 1...perElement {
                let t = Double(i) / Double(perElement)
                result[result.count - 1].append(
                    GooPoint(
                        x: current.x + (p.x - current.x) * t, y: current.y + (p.y - current.y) * t))
            }
            current = p
        case .quadCurve(let p, let c):
            let c1 = GooPoint(
                x: current.x + (c.x - current.x) * 2 / 3, y: current.y + (c.y - current.y) * 2 / 3)
            let c2 = GooPoint(x: p.x + (c.x - p.x) * 2 / 3, y: p.y + (c.y - p.y) * 2 / 3)
            for i in 1...perElement {
                result[result.count - 1].append(
                    cubicPoint(current, c1, c2, p, Double(i) / Double(perElement)))
            }
            current = p
        case .curve(let p, let c1, let c2):
            for i in 1...perElement {
                result[result.count - 1].append(
                    cubicPoint(current, c1, c2, p, Double(i) / Double(perElement)))
            }
            current = p
        case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
            // The test's own reading of the CoreGraphics meaning: turn toward growing angles
            // unless clockwise, by less than a full turn unless the angles are a turn apart.
            let (from, to) = (startAngle.radians, endAngle.radians)
            var turn = clockwise ? from - to : to - from
            if turn >= 2 * Double.pi {
                turn = 2 * Double.pi
            } else {
                while turn < 0 { turn += 2 * Double.pi }
            }
            let sweep = clockwise ? -turn : turn
            // As densely as the cubics of at most a quarter turn that arcs used to be.
            let count = perElement * max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
            for i in 0...count {
                let angle = from + sweep * Double(i) / Double(count)
                result[result.count - 1].append(
                    GooPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
            }
            current = GooPoint(
                x: center.x + radius * cos(from + sweep), y: center.y + radius * sin(from + sweep))
        case .closeSubpath:
            result[result.count - 1].append(start)
            current = start
        }
    }
    return result
}
