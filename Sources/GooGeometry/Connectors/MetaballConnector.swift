/// The smooth "metaball" connector of Hiroyuki Sato's construction (as in Paper.js's Meta Balls
/// example): its end points spread around each circle between the overlap angle and the outer
/// tangent angle, and its cubic handles lie along the circle tangents, so the sides join the
/// circles with a continuous tangent (G1).
///
/// Angles are measured from `u` toward `perp`. With `u1`, `u2` the half-angles of the circles'
/// overlap (0 when apart) and `θ = acos((r1 − r2)/d)` the outer tangent angle:
///
/// ```
/// φ1 = u1 + (θ − u1)·spread             A, B = c1 + r1·(cos φ1·u ± sin φ1·perp)
/// φ2 = π − u2 − (π − u2 − θ)·spread     D, C = c2 + r2·(cos φ2·u ± sin φ2·perp)
/// ```
///
/// Handles have length `r·h` with `h = min(spread·handleRate, |A − D|/(r1 + r2))`, scaled down
/// by `min(1, 2d/(r1 + r2))` as the circles overlap. The labels and path are those of
/// ``CubicConnector``: `A → line B → cubic(P1, P2) C → line D → cubic(O2, O1) A → close`, with
/// `P1`, `O1` the handle ends at B and A, `P2`, `O2` those at C and D.
///
/// Every `acos` argument is clamped to `[−1, 1]`, so configurations near internal tangency give
/// finite points (Paper.js returns NaN in about 0.65 % of them). There is no connector for
/// coincident centres or nested circles (`d ≤ |r1 − r2|`).
@usableFromInline package enum MetaballConnector: ConnectorShape {
    /// `"metaball"`.
    @usableFromInline package static let styleName = "metaball"

    /// The eight labelled points, with the labels and path of the cubic connector.
    @usableFromInline package typealias Points = CubicConnector.Points

    /// The options of its construction.
    @usableFromInline package typealias Options = GooConnector.MetaballOptions

    /// Sato's construction with the given spread and handle rate, or
    /// ``GooConnector/UnavailableReason/nestedCircles`` when `d ≤ |r1 − r2|`.
    @inline(__always)
    @usableFromInline package static func construct(
        anchor: GooCircle, drag: GooCircle, line: CenterLine, options: Options
    ) -> GooConnection<Points> {
        let (r1, r2, d) = (anchor.radius, drag.radius, line.distance)
        guard abs(r1 - r2) < d else { return .unavailable(.nestedCircles) }
        let total = r1 + r2
        var overlap1 = 0.0
        var overlap2 = 0.0
        if d < total {
            // The law of cosines in the triangle c1, c2, crossing point; r1, r2 > 0 here since
            // |r1 − r2| < d < r1 + r2.
            overlap1 = libmAcos(clamped((r1 * r1 + d * d - r2 * r2) / (2 * r1 * d)))
            overlap2 = libmAcos(clamped((r2 * r2 + d * d - r1 * r1) / (2 * r2 * d)))
        }
        let tangentAngle = libmAcos(clamped((r1 - r2) / d))
        let v = options.spread
        let angle1 = overlap1 + (tangentAngle - overlap1) * v
        let angle2 = Double.pi - overlap2 - (Double.pi - overlap2 - tangentAngle) * v
        let (sin1, cos1) = sineAndCosine(of: angle1)
        let (sin2, cos2) = sineAndCosine(of: angle2)
        let u = line.direction
        let perp = line.normal
        let a = anchor.center + (u * cos1 + perp * sin1) * r1
        let b = anchor.center + (u * cos1 - perp * sin1) * r1
        let d2 = drag.center + (u * cos2 + perp * sin2) * r2
        let c = drag.center + (u * cos2 - perp * sin2) * r2
        var rate = total > 0 ? Swift.min(v * options.handleRate, (a - d2).length / total) : 0
        if total > 0 { rate *= Swift.min(1, 2 * d / total) }
        let (h1, h2) = (r1 * rate, r2 * rate)
        return .connected(
            Points(
                a: a, b: b, c: c, d: d2,
                o1: a + (u * sin1 - perp * cos1) * h1,
                o2: d2 + (perp * cos2 - u * sin2) * h2,
                p1: b + (u * sin1 + perp * cos1) * h1,
                p2: c - (u * sin2 + perp * cos2) * h2
            )
        )
    }
}

/// Clamps an `acos` argument that rounding pushed just outside `[−1, 1]`.
private func clamped(_ x: Double) -> Double { Swift.min(1, Swift.max(-1, x)) }
