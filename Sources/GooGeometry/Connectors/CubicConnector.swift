/// The connector of RedDotDrag: straight ends joined by two cubic Bézier sides whose
/// controls lean toward the centre line, which gives a narrower, more liquid waist.
///
/// With A, B, C, D as in ``QuadraticConnector``, `f1`, `f2` the near and far fractions and `α`
/// the control angle of ``Options``, each side has a near and a far control, both pulled toward
/// the axis by `f1·d·tan α`:
///
/// ```
/// O1 = A + f1·d·u − f1·d·tan α·perp    P1 = B + f1·d·u + f1·d·tan α·perp
/// O2 = A + f2·d·u − f1·d·tan α·perp    P2 = B + f2·d·u + f1·d·tan α·perp
/// ```
///
/// The path is `A → line B → cubic(P1, P2) C → line D → cubic(O2, O1) A → close`. Only
/// coincident centres have no cubic connector.
@usableFromInline package enum CubicConnector: ConnectorShape {
    /// `"cubic"`.
    @usableFromInline package static let styleName = "cubic"

    /// The eight labelled points of a cubic connector.
    @usableFromInline package struct Points: ConnectorPoints {
        /// On the anchor circle, on the `+perp` side.
        @usableFromInline package var a: GooPoint
        /// On the anchor circle, on the `−perp` side.
        @usableFromInline package var b: GooPoint
        /// On the drag circle, on the `−perp` side.
        @usableFromInline package var c: GooPoint
        /// On the drag circle, on the `+perp` side.
        @usableFromInline package var d: GooPoint
        /// The control of the A–D side nearer A.
        @usableFromInline package var o1: GooPoint
        /// The control of the A–D side nearer D.
        @usableFromInline package var o2: GooPoint
        /// The control of the B–C side nearer B.
        @usableFromInline package var p1: GooPoint
        /// The control of the B–C side nearer C.
        @usableFromInline package var p2: GooPoint

        /// Creates the eight points.
        @inlinable
        package init(
            a: GooPoint, b: GooPoint, c: GooPoint, d: GooPoint, o1: GooPoint, o2: GooPoint,
            p1: GooPoint, p2: GooPoint
        ) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.o1 = o1
            self.o2 = o2
            self.p1 = p1
            self.p2 = p2
        }

        /// The points with their labels, in the order A, B, C, D, O1, O2, P1, P2.
        @usableFromInline package var labelled: KeyValuePairs<String, GooPoint> {
            ["A": a, "B": b, "C": c, "D": d, "O1": o1, "O2": o2, "P1": p1, "P2": p2]
        }

        /// Whether all eight points are finite.
        @inlinable
        package var isFinite: Bool {
            a.isFinite && b.isFinite && c.isFinite && d.isFinite && o1.isFinite && o2.isFinite
                && p1.isFinite && p2.isFinite
        }

        /// The closed outline `A → line B → cubic(P1, P2) C → line D → cubic(O2, O1) A → close`.
        @inlinable
        package var path: GooPath {
            var path = GooPath()
            path.move(to: a)
            path.addLine(to: b)
            path.addCurve(to: c, control1: p1, control2: p2)
            path.addLine(to: d)
            path.addCurve(to: a, control1: o2, control2: o1)
            path.closeSubpath()
            return path
        }

        /// The ends and the two cubic sides.
        @inlinable package var boundary: ConnectorBoundary {
            ConnectorBoundary(
                a: a, b: b, c: c, d: d,
                sideBC: CubicBezier(start: b, control1: p1, control2: p2, end: c),
                sideDA: CubicBezier(start: d, control1: o2, control2: o1, end: a)
            )
        }
    }

    /// The options of its construction.
    @usableFromInline package typealias Options = GooConnector.CubicOptions

    /// RedDotDrag's construction with the given control angle and fractions; every pair of
    /// distinct centres has one.
    @inlinable
    package static func construct(
        anchor: GooCircle, drag: GooCircle, line: CenterLine, options: Options
    ) -> GooConnection<Points> {
        let (a, b, c, d) = line.ends(anchor: anchor, drag: drag)
        let near = line.direction * (options.nearFraction * line.distance)
        let far = line.direction * (options.farFraction * line.distance)
        let pull = line.normal * (options.nearFraction * line.distance * options.tangent)
        return .connected(
            Points(
                a: a, b: b, c: c, d: d, o1: a + (near - pull), o2: a + (far - pull),
                p1: b + (near + pull), p2: b + (far + pull)
            )
        )
    }
}
