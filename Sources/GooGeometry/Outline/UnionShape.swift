/// The region anchor disk ∪ connector ∪ drag disk, in coordinates relative to the anchor centre
/// (so that a badge at 1e6 is measured as precisely as one at the origin).
///
/// The connector region is filled by the nonzero rule, as `UIBezierPath`, `CGPath` and SVG fill
/// it by default.
struct UnionShape {
    /// The anchor centre in the caller's coordinates: what every point here is relative to.
    let origin: GooPoint
    let anchor: GooCircle
    /// The circle the connector joins (inside ``badge``).
    let drag: GooCircle
    /// The dragged badge.
    let badge: GooCapsule
    /// The connector's ends and sides, or `nil` for two bare disks.
    let connector: ConnectorBoundary?

    /// The union of an anchor, a badge and a connector to the badge's ``GooCapsule/joint(facing:)``,
    /// found again here so that a joint at a spine end is that cap exactly (``CapsuleOutline``).
    init(anchor: GooCircle, badge: GooCapsule, boundary: ConnectorBoundary?) {
        (origin, self.anchor, self.badge, drag) = Self.circles(anchor: anchor, badge: badge)
        connector = boundary?.translated(by: GooVector(x: -origin.x, y: -origin.y))
    }

    /// The origin of the shape's coordinates (the anchor centre), and the anchor, the badge and
    /// the joint in them.
    static func circles(
        anchor: GooCircle, badge: GooCapsule
    ) -> (origin: GooPoint, anchor: GooCircle, badge: GooCapsule, joint: GooCircle) {
        let origin = anchor.center
        let moved = GooCapsule(
            validCenter: GooPoint(x: badge.center.x - origin.x, y: badge.center.y - origin.y),
            radius: badge.radius, width: badge.width)
        return (
            origin, GooCircle(validCenter: .zero, radius: anchor.radius), moved,
            moved.joint(facing: .zero)
        )
    }

    /// The size that tolerances are relative to: the larger radius or the distance, or how far
    /// a capsule's spine reaches from the anchor centre (for a round badge: the distance).
    var size: Double {
        maximum(
            anchor.radius, drag.radius, (drag.center - anchor.center).length,
            (badge.center - anchor.center).length + badge.halfSpine)
    }

    /// Whether a point, in the caller's coordinates, is inside the union or within `slop` of it
    /// (NaN or negative counts as 0): ``GooOutline/contains(_:slop:)``, answered from the circles
    /// and the connector's sides without tracing a path.
    func contains(_ point: GooPoint, slop: Double) -> Bool {
        let local = GooPoint(x: point.x - origin.x, y: point.y - origin.y)
        guard local.isFinite else { return false }
        if contains(local) { return true }
        guard slop > 0 else { return false }
        // Flattening within a thousandth of the slop cannot move the answer by more than that.
        return distance(to: local, tolerance: Swift.max(slop * 1e-3, size * 1e-12)) <= slop
    }

    /// Whether a point (relative to the anchor centre) is strictly inside the union.
    func contains(_ point: GooPoint) -> Bool {
        if (point - anchor.center).length < anchor.radius { return true }
        if badge.spineDistance(to: point) < badge.radius { return true }
        return connectorWinding(point) != 0
    }

    /// The winding number of the connector's boundary around a point: crossings of the ray to
    /// the right, counted with their direction.
    func connectorWinding(_ point: GooPoint) -> Int {
        guard let c = connector else { return 0 }
        return Self.winding(of: c.a, c.b, around: point)
            + Self.winding(of: c.sideBC, around: point)
            + Self.winding(of: c.c, c.d, around: point)
            + Self.winding(of: c.sideDA, around: point)
    }

    private static func winding(of start: GooPoint, _ end: GooPoint, around point: GooPoint) -> Int
    {
        // Half-open in y, so a ray through a shared vertex counts once.
        guard (start.y <= point.y) != (end.y <= point.y) else { return 0 }
        let x = start.x + (point.y - start.y) / (end.y - start.y) * (end.x - start.x)
        guard x > point.x else { return 0 }
        return end.y > start.y ? 1 : -1
    }

    private static func winding(of curve: CubicBezier, around point: GooPoint) -> Int {
        // The curve lies in the hull of its control points: a ray that misses their box
        // cannot cross it, and most probe points are decided here without a root.
        let ys = (curve.start.y, curve.control1.y, curve.control2.y, curve.end.y)
        guard point.y >= minimum(ys.0, ys.1, ys.2, ys.3),
            point.y <= maximum(ys.0, ys.1, ys.2, ys.3),
            point.x < maximum(curve.start.x, curve.control1.x, curve.control2.x, curve.end.x)
        else { return 0 }
        // The segments count a vertex on the ray as below it (`y ≤ point.y`), as if the ray ran
        // a hair lower (larger y); so must the curve at its ends, where a root at 0 or 1 cannot
        // say which way it goes on: leaving its start downward crosses, as does arriving from below.
        let startsOnRay = curve.start.y == point.y
        let endsOnRay = curve.end.y == point.y
        var total = 0
        if startsOnRay && curve.start.x > point.x {
            let leaving = firstNonzero(
                curve.control1.y - curve.start.y, curve.control2.y - curve.start.y,
                curve.end.y - curve.start.y)
            if leaving > 0 { total += 1 }
        }
        if endsOnRay && curve.end.x > point.x {
            let arriving = firstNonzero(
                curve.control2.y - curve.end.y, curve.control1.y - curve.end.y,
                curve.start.y - curve.end.y)
            if arriving > 0 { total -= 1 }
        }
        let roots = curve.parameters(whereYEquals: point.y)
        for index in 0..<roots.count {
            let t = roots[index]
            // A crossing at the very end belongs to the next piece; one at an end on the ray
            // was counted above.
            guard t < 1, !(startsOnRay && t < Tolerance.endParameter),
                !(endsOnRay && t > 1 - Tolerance.endParameter),
                curve.point(at: t).x > point.x
            else { continue }
            let slope = curve.derivative(at: t).y
            total += slope > 0 ? 1 : slope < 0 ? -1 : 0
        }
        return total
    }

    /// The first of three differences that is not zero, or 0.
    private static func firstNonzero(_ a: Double, _ b: Double, _ c: Double) -> Double {
        a != 0 ? a : b != 0 ? b : c
    }

    /// The distance from a point outside the union to it (0 inside), with the sides flattened
    /// to `tolerance`.
    func distance(to point: GooPoint, tolerance: Double) -> Double {
        if contains(point) { return 0 }
        var best = Swift.max(0, (point - anchor.center).length - anchor.radius)
        best = Swift.min(best, Swift.max(0, badge.spineDistance(to: point) - badge.radius))
        guard let c = connector else { return best }
        func segment(_ p: GooPoint, _ q: GooPoint) {
            best = Swift.min(best, distanceFromSegment(point, p, q))
        }
        segment(c.a, c.b)
        segment(c.c, c.d)
        func side(_ curve: CubicBezier) {
            var previous = curve.start
            curve.flatten(tolerance: tolerance) { next in
                segment(previous, next)
                previous = next
            }
        }
        side(c.sideBC)
        side(c.sideDA)
        return best
    }
}

/// The distance from a point to the segment `p → q`.
func distanceFromSegment(_ point: GooPoint, _ p: GooPoint, _ q: GooPoint) -> Double {
    let edge = q - p
    let lengthSquared = edge.dot(edge)
    let t =
        lengthSquared > 0 ? Swift.min(1, Swift.max(0, (point - p).dot(edge) / lengthSquared)) : 0
    return (point - (p + edge * t)).length
}
