/// The six-point connector of seeds 000, 002 and 004: two straight ends joined by two quadratic
/// Bézier sides.
///
/// In the frame where `u` is the unit vector from the anchor centre `c1` to the drag centre `c2`,
/// `d` their distance and `perp = (−u.y, u.x)` (a quarter turn clockwise on a y-down screen):
///
/// ```
/// A = c1 + r1·perp    B = c1 − r1·perp    O = A + (d/2)·u
/// D = c2 + r2·perp    C = c2 − r2·perp    P = B + (d/2)·u
/// ```
///
/// The path is `A → line B → quad(P) C → line D → quad(O) A → close`. Circles that overlap or
/// nest still have this connector; only coincident centres (no `u`) have none.
public struct QuadraticConnector: Hashable, Sendable {
    /// The six labelled points of a quadratic connector, named as in the seeds.
    public struct Points: Hashable, Sendable {
        /// On the anchor circle, on the `+perp` side.
        public var a: GooPoint
        /// On the anchor circle, on the `−perp` side.
        public var b: GooPoint
        /// On the drag circle, on the `−perp` side.
        public var c: GooPoint
        /// On the drag circle, on the `+perp` side.
        public var d: GooPoint
        /// The control point of the side from D back to A.
        public var o: GooPoint
        /// The control point of the side from B to C.
        public var p: GooPoint

        /// Creates the six points.
        @inlinable
        public init(a: GooPoint, b: GooPoint, c: GooPoint, d: GooPoint, o: GooPoint, p: GooPoint) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.o = o
            self.p = p
        }

        /// The points with their labels, in the order A, B, C, D, O, P: for printing and for
        /// drawing the construction, not for per-frame work (it allocates).
        public var labelled: KeyValuePairs<String, GooPoint> {
            ["A": a, "B": b, "C": c, "D": d, "O": o, "P": p]
        }

        /// Whether all six points are finite.
        @inlinable
        var isFinite: Bool {
            a.isFinite && b.isFinite && c.isFinite && d.isFinite && o.isFinite && p.isFinite
        }

        /// The closed outline `A → line B → quad(P) C → line D → quad(O) A → close`.
        @inlinable
        public var path: GooPath {
            var path = GooPath()
            path.move(to: a)
            path.addLine(to: b)
            path.addQuadCurve(to: c, control: p)
            path.addLine(to: d)
            path.addQuadCurve(to: a, control: o)
            path.closeSubpath()
            return path
        }
    }

    /// The connector's points.
    public let points: Points

    /// The connector between an anchor and a dragged circle, or why there is none.
    ///
    /// - Parameters:
    ///   - anchor: The circle left behind (circle 1 of the seeds).
    ///   - drag: The circle under the finger (circle 2).
    /// - Returns: The connector, or ``NoConnectorReason/coincidentCenters`` when the centres are
    ///   equal, or ``NoConnectorReason/notRepresentable`` when a point would overflow.
    @inlinable
    public static func between(anchor: GooCircle, drag: GooCircle) -> Connection<QuadraticConnector>
    {
        let line: CenterLine
        do { line = try CenterLine(from: anchor.center, to: drag.center) } catch {
            return .unavailable(error.reason)
        }
        let perp = line.normal
        let a = anchor.center + perp * anchor.radius
        let b = anchor.center - perp * anchor.radius
        let halfway = line.direction * (line.distance * 0.5)
        let points = Points(
            a: a,
            b: b,
            c: drag.center - perp * drag.radius,
            d: drag.center + perp * drag.radius,
            o: a + halfway,
            p: b + halfway
        )
        guard points.isFinite else { return .unavailable(.notRepresentable) }
        return .connected(QuadraticConnector(points: points))
    }

    /// The connector between an anchor and a dragged circle, or `nil` when there is none.
    ///
    /// Use ``between(anchor:drag:)`` to learn why there is none.
    @inlinable
    public init?(anchor: GooCircle, drag: GooCircle) {
        guard let connector = Self.between(anchor: anchor, drag: drag).connector else { return nil }
        self = connector
    }

    @inlinable
    init(points: Points) { self.points = points }

    /// The closed outline of the connector; see ``Points/path``.
    @inlinable
    public var path: GooPath { points.path }
}
