/// The six-point connector of QQ's badge as the blog posts rebuild it: two straight ends joined
/// by two quadratic Bézier sides.
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
@usableFromInline package enum QuadraticConnector: ConnectorShape {
    /// `"quadratic"`.
    @usableFromInline package static let styleName = "quadratic"

    /// The six labelled points of a quadratic connector, named as in the blog posts.
    @usableFromInline package struct Points: ConnectorPoints {
        /// On the anchor circle, on the `+perp` side.
        @usableFromInline package var a: GooPoint
        /// On the anchor circle, on the `−perp` side.
        @usableFromInline package var b: GooPoint
        /// On the drag circle, on the `−perp` side.
        @usableFromInline package var c: GooPoint
        /// On the drag circle, on the `+perp` side.
        @usableFromInline package var d: GooPoint
        /// The control point of the side from D back to A.
        @usableFromInline package var o: GooPoint
        /// The control point of the side from B to C.
        @usableFromInline package var p: GooPoint

        /// Creates the six points.
        @inlinable
        package init(a: GooPoint, b: GooPoint, c: GooPoint, d: GooPoint, o: GooPoint, p: GooPoint) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.o = o
            self.p = p
        }

        /// The points with their labels, in the order A, B, C, D, O, P.
        @usableFromInline package var labelled: KeyValuePairs<String, GooPoint> {
            ["A": a, "B": b, "C": c, "D": d, "O": o, "P": p]
        }

        /// Whether all six points are finite.
        @inlinable
        package var isFinite: Bool {
            a.isFinite && b.isFinite && c.isFinite && d.isFinite && o.isFinite && p.isFinite
        }

        /// The closed outline `A → line B → quad(P) C → line D → quad(O) A → close`.
        @inlinable
        package var path: GooPath {
            var path = GooPath()
            path.move(to: a)
            path.addLine(to: b)
            path.addQuadCurve(to: c, control: p)
            path.addLine(to: d)
            path.addQuadCurve(to: a, control: o)
            path.closeSubpath()
            return path
        }

        /// The ends, and the quadratic sides raised to the cubics that trace them.
        @inlinable
        package var boundary: ConnectorBoundary {
            ConnectorBoundary(
                a: a, b: b, c: c, d: d,
                sideBC: CubicBezier(quadraticFrom: b, control: p, to: c),
                sideDA: CubicBezier(quadraticFrom: d, control: o, to: a)
            )
        }
    }

    /// The blog posts' construction.
    ///
    /// The ends straight across the centre line, each control half the distance along it from
    /// A or B. Every pair of distinct centres has one.
    @inlinable
    package static func construct(
        anchor: GooCircle, drag: GooCircle, line: CenterLine, options: NoOptions
    ) -> GooConnection<Points> {
        let (a, b, c, d) = line.ends(anchor: anchor, drag: drag)
        let halfway = line.direction * (line.distance * 0.5)
        return .connected(Points(a: a, b: b, c: c, d: d, o: a + halfway, p: b + halfway))
    }
}
