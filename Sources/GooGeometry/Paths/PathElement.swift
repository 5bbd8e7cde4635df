/// One drawing command of a ``GooPath``, named as in SwiftUI's `Path.Element`.
///
/// Coordinates follow ``GooPoint``: x to the right, y downward.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: GooPoint)
    /// A straight line from the current point.
    case line(to: GooPoint)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: GooPoint, control: GooPoint)
    /// A cubic Bézier curve from the current point.
    case curve(to: GooPoint, control1: GooPoint, control2: GooPoint)
    /// A straight line back to the start of the subpath, closing it.
    case closeSubpath
}
