/// Appending what both outline paths trace in the shape's coordinates (``UnionShape``'s,
/// relative to the anchor centre) to a path in the caller's, moved by `offset`.
extension GooPath {
    /// Appends a cubic curve from the current point, moved by `offset`.
    mutating func addCurve(_ curve: CubicBezier, movedBy offset: GooVector) {
        addCurve(
            to: curve.end + offset, control1: curve.control1 + offset,
            control2: curve.control2 + offset)
    }

    /// Appends the arc of a circle from one angle to another, toward growing angles (the
    /// outline's arcs have the union on their left), moved by `offset`.
    mutating func addArc(on circle: GooCircle, from: Double, to: Double, movedBy offset: GooVector)
    {
        addArc(
            center: circle.center + offset, radius: circle.radius, startAngle: .radians(from),
            endAngle: .radians(to), clockwise: false)
    }
}
