/// The connector of the `AZMetaBallCanvas` post (a "metaball" bridge): its ends are the outer
/// common tangent points of the two circles, so its straight ends meet the circles and its sides
/// run along the tangents.
///
/// With `s = (r1 − r2)/d` the two unit normals of the outer tangents are
/// `mA = s·u + √(1 − s²)·perp` and `mB = s·u − √(1 − s²)·perp`, and
///
/// ```
/// A = c1 + r1·mA    B = c1 + r1·mB    O = (B + D)/2
/// D = c2 + r2·mA    C = c2 + r2·mB    P = (A + C)/2
/// ```
///
/// The post computed the centre-line angle with `atan`, which mirrors the construction for a drag
/// to the right when the radii differ; this vector form has no angle and no such defect.
/// The path is that of ``QuadraticConnector``: `A → line B → quad(P) C → line D → quad(O) A`.
///
/// Outer tangents exist only while `d > |r1 − r2|`: coincident centres and one circle inside (or
/// touching from inside) the other have no tangent connector.
@usableFromInline package enum TangentConnector: ConnectorShape {
    /// `"tangent"`.
    @usableFromInline package static let styleName = "tangent"

    /// The six labelled points (A, B, C and D the tangent points), with the labels and path of
    /// the quadratic connector.
    @usableFromInline package typealias Points = QuadraticConnector.Points

    /// The outer tangent construction, or ``GooConnector/UnavailableReason/nestedCircles`` when
    /// `d ≤ |r1 − r2|`.
    @inlinable
    package static func construct(
        anchor: GooCircle, drag: GooCircle, line: CenterLine, options: NoOptions
    ) -> GooConnection<Points> {
        let difference = anchor.radius - drag.radius
        guard abs(difference) < line.distance else { return .unavailable(.nestedCircles) }
        let s = difference / line.distance
        // (1 − s)(1 + s) keeps its precision as |s| approaches 1, where 1 − s² would cancel.
        let root = ((1 - s) * (1 + s)).squareRoot()
        let along = line.direction * s
        let across = line.normal * root
        let normalA = along + across
        let normalB = along - across
        let a = anchor.center + normalA * anchor.radius
        let b = anchor.center + normalB * anchor.radius
        let c = drag.center + normalB * drag.radius
        let d = drag.center + normalA * drag.radius
        return .connected(Points(a: a, b: b, c: c, d: d, o: .midpoint(b, d), p: .midpoint(a, c)))
    }
}
