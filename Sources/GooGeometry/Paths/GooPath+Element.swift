extension GooPath {
    /// One drawing command of a ``GooPath``, named as in SwiftUI's `Path.Element`.
    ///
    /// Coordinates follow ``GooPoint``: x to the right, y downward.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: GooPoint)
        /// A straight line from the current point.
        case line(to: GooPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: GooPoint, control: GooPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: GooPoint, control1: GooPoint, control2: GooPoint)
        /// An arc of a circle, with CoreGraphics' `addArc(center:radius:startAngle:endAngle:clockwise:)`
        /// meaning.
        ///
        /// Angles are measured from +x toward +y, so with y downward a growing angle turns clockwise
        /// on screen. `clockwise: false` turns from `startAngle` toward growing angles, `true` toward
        /// shrinking ones, exactly as in `CGMutablePath` (whose name for the direction assumes a
        /// y-up frame). The arc turns less than a full circle, unless its angles are a full turn or
        /// more apart in its direction: then it is one full circle. A straight line joins the
        /// current point to the arc's start; with no current point, the arc starts a subpath.
        case arc(
            center: GooPoint, radius: Double, startAngle: GooAngle, endAngle: GooAngle,
            clockwise: Bool)
        /// A straight line back to the start of the subpath, closing it.
        case closeSubpath
    }
}
