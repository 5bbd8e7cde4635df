extension GooPath {
    /// A drawn piece of a path with the point it starts from: what the outline's measurements
    /// (bounds, area, flattening) read, so that each turns elements into curves and tracks the
    /// current point in one place.
    enum Segment {
        /// A subpath starts at a point.
        case start(GooPoint)
        /// A straight piece.
        case line(from: GooPoint, to: GooPoint)
        /// A curve, a quadratic raised to the cubic it is.
        case curve(CubicBezier)
        /// An arc and the current point before it, `nil` before any subpath: where the arc
        /// starts away from that point, a line joins them (as CoreGraphics draws it).
        case arc(CircleArc, from: GooPoint?)
        /// The close of a subpath: the line from the current point back to its start.
        case close(from: GooPoint, to: GooPoint)
    }

    /// Calls `body` with each segment, its points taken relative to `origin` and in units of
    /// `size` (`p ↦ (p − origin) / size`; the defaults leave every coordinate as it is).
    ///
    /// After a close, the current point is the subpath's start, as in CoreGraphics and SVG.
    func forEachSegment(
        relativeTo origin: GooPoint = .zero, inUnitsOf size: Double = 1, _ body: (Segment) -> Void
    ) {
        let unit = 1 / size
        func local(_ p: GooPoint) -> GooPoint {
            GooPoint(x: (p.x - origin.x) * unit, y: (p.y - origin.y) * unit)
        }
        var current: GooPoint?
        var subpathStart = GooPoint.zero
        for element in self {
            let from = current ?? .zero
            switch element {
            case .move(let point):
                current = local(point)
                subpathStart = local(point)
                body(.start(local(point)))
            case .line(let point):
                current = local(point)
                body(.line(from: from, to: local(point)))
            case .quadCurve(let point, let control):
                current = local(point)
                body(
                    .curve(
                        CubicBezier(quadraticFrom: from, control: local(control), to: local(point)))
                )
            case .curve(let point, let control1, let control2):
                current = local(point)
                body(
                    .curve(
                        CubicBezier(
                            start: from, control1: local(control1), control2: local(control2),
                            end: local(point))))
            case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
                let arc = CircleArc(
                    center: local(center), radius: radius * unit, startAngle: startAngle,
                    endAngle: endAngle, clockwise: clockwise)
                if current == nil { subpathStart = arc.startPoint }
                body(.arc(arc, from: current))
                current = arc.endPoint
            case .closeSubpath:
                body(.close(from: from, to: subpathStart))
                if current != nil { current = subpathStart }
            }
        }
    }
}
