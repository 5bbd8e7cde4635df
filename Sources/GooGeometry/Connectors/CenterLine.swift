/// The frame every connector is built in: the distance `d` between the centres, the unit vector
/// `u` from the anchor to the dragged circle and `perp = (−u.y, u.x)`.
///
/// ``ConnectorShape/between(anchor:drag:options:)`` measures it once and hands it to the style's
/// ``ConnectorShape/construct(anchor:drag:line:options:)``; only distinct centres have one.
@usableFromInline package struct CenterLine: Sendable {
    /// `d = |c2 − c1|`, positive and finite.
    @usableFromInline package let distance: Double
    /// `u = (c2 − c1) / d`.
    @usableFromInline package let direction: GooVector

    /// `perp`, a quarter turn from `u`.
    @inlinable
    package var normal: GooVector { direction.perpendicular }

    /// The ends straight across the centre line, as the quadratic and cubic styles place them:
    /// `A = c1 + r1·perp`, `B = c1 − r1·perp`, `C = c2 − r2·perp`, `D = c2 + r2·perp`.
    @inlinable
    package func ends(
        anchor: GooCircle, drag: GooCircle
    ) -> (a: GooPoint, b: GooPoint, c: GooPoint, d: GooPoint) {
        let perp = normal
        return (
            anchor.center + perp * anchor.radius, anchor.center - perp * anchor.radius,
            drag.center - perp * drag.radius, drag.center + perp * drag.radius
        )
    }

    /// Measures the line from `start` to `end`.
    ///
    /// Squares the difference directly when that can neither overflow nor lose precision to
    /// underflow (the common case, and as cheap as the naive formula); otherwise scales by the
    /// larger component first, so centres from 1e-300 to 1e300 apart all measure exactly.
    ///
    /// - Throws: ``Unmeasurable``, carrying ``GooConnector/UnavailableReason/coincidentCenters``
    ///   when the points are equal or ``GooConnector/UnavailableReason/notRepresentable`` when
    ///   their distance overflows a `Double`.
    @inlinable
    init(from start: GooPoint, to end: GooPoint) throws(Unmeasurable) {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let squared = dx * dx + dy * dy
        if squared >= Tolerance.exactSquares && squared < .infinity {
            let d = squared.squareRoot()
            distance = d
            direction = GooVector(x: dx / d, y: dy / d)
            return
        }
        guard dx != 0 || dy != 0 else { throw Unmeasurable(reason: .coincidentCenters) }
        let scale = Swift.max(abs(dx), abs(dy))
        guard scale.isFinite else { throw Unmeasurable(reason: .notRepresentable) }
        let sx = dx / scale
        let sy = dy / scale
        let unitLength = (sx * sx + sy * sy).squareRoot()
        let d = scale * unitLength
        guard d.isFinite else { throw Unmeasurable(reason: .notRepresentable) }
        distance = d
        direction = GooVector(x: sx / unitLength, y: sy / unitLength)
    }
}

/// Why there is no centre line: carried as an error inside the library, returned as a
/// ``GooConnector/UnavailableReason`` value at its boundary.
@usableFromInline
struct Unmeasurable: Error {
    @usableFromInline let reason: GooConnector.UnavailableReason

    @inlinable
    init(reason: GooConnector.UnavailableReason) { self.reason = reason }
}
