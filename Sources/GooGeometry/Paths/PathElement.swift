/// One drawing command of a ``GooPath``, named as in SwiftUI's `Path.Element`.
///
/// Coordinates follow ``Point``: x to the right, y downward.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier curve from the current point.
    case curve(to: Point, control1: Point, control2: Point)
    /// A straight line back to the start of the subpath, closing it.
    case closeSubpath
}
