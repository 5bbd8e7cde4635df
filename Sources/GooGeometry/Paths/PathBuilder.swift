/// Anything a ``GooPath`` can be replayed into: a toolkit's path, a recorder, a hit-tester.
///
/// The method names match `CGMutablePath` and SwiftUI's `Path`, so a bridge to either is a few
/// forwarding lines. Replay is generic, not existential: a concrete builder is specialised and
/// inlined.
public protocol PathBuilder {
    /// Starts a new subpath at `point`.
    mutating func move(to point: GooPoint)
    /// Adds a straight line from the current point to `point`.
    mutating func addLine(to point: GooPoint)
    /// Adds a quadratic Bézier curve from the current point to `point`.
    mutating func addQuadCurve(to point: GooPoint, control: GooPoint)
    /// Adds a cubic Bézier curve from the current point to `point`.
    mutating func addCurve(to point: GooPoint, control1: GooPoint, control2: GooPoint)
    /// Closes the current subpath with a straight line to its start.
    mutating func closeSubpath()
}

extension GooPath {
    /// Sends every element, in order, to a builder.
    ///
    /// - Parameter builder: The builder that receives one call per element.
    @inlinable
    public func replay<Builder: PathBuilder>(into builder: inout Builder) {
        for element in self {
            switch element {
            case .move(let point): builder.move(to: point)
            case .line(let point): builder.addLine(to: point)
            case .quadCurve(let point, let control):
                builder.addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2):
                builder.addCurve(to: point, control1: control1, control2: control2)
            case .closeSubpath: builder.closeSubpath()
            }
        }
    }
}
