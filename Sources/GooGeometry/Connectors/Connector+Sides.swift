extension Connector {
    /// The four end points and the two sides as cubic curves: the connector region is bounded by
    /// `A → B` (a chord of the anchor), `sideBC`, `C → D` (a chord of the drag circle), `sideDA`.
    var boundary:
        (
            a: GooPoint, b: GooPoint, c: GooPoint, d: GooPoint, sideBC: CubicBezier,
            sideDA: CubicBezier
        )
    {
        switch self {
        case .quadratic(let connector): Self.quadraticBoundary(connector.points)
        case .tangent(let connector): Self.quadraticBoundary(connector.points)
        case .cubic(let connector): Self.cubicBoundary(connector.points)
        case .metaball(let connector): Self.cubicBoundary(connector.points)
        }
    }

    private static func quadraticBoundary(
        _ p: QuadraticConnector.Points
    ) -> (
        a: GooPoint, b: GooPoint, c: GooPoint, d: GooPoint, sideBC: CubicBezier, sideDA: CubicBezier
    ) {
        (
            p.a, p.b, p.c, p.d,
            CubicBezier(quadraticFrom: p.b, control: p.p, to: p.c),
            CubicBezier(quadraticFrom: p.d, control: p.o, to: p.a)
        )
    }

    private static func cubicBoundary(
        _ p: CubicConnector.Points
    ) -> (
        a: GooPoint, b: GooPoint, c: GooPoint, d: GooPoint, sideBC: CubicBezier, sideDA: CubicBezier
    ) {
        (
            p.a, p.b, p.c, p.d,
            CubicBezier(start: p.b, control1: p.p1, control2: p.p2, end: p.c),
            CubicBezier(start: p.d, control1: p.o2, control2: p.o1, end: p.a)
        )
    }
}
